// The resolver's record of a night: kept with state-key, taken back with what it caused, copied for the wiki, and
// cards named by their roster so that two rosters never confuse them.
import '../../src/elements/army-roster/define.js';
import '../../src/elements/army-unit/define.js';
import '../../src/elements/morale-tracker/define.js';
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, fixtureSync, html, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';

import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import {
  button,
  chooseFile,
  click,
  control,
  downloaded,
  findButton,
  LOADING,
  result,
  text,
  typeInto,
  warningsDuring,
  type Widget,
} from './helpers.js';
import { choose, enterDice, openHistory, realDice, tick } from './skirmish-resolver-helpers.js';

const KEY = 'army-combat:skirmish-resolver:night';
const MAY_CLEAR = 'This browser may clear saved data it has not seen for a while: "Export JSON" keeps a copy.';

/** The history table's rows, each cell's text (the note as typed). */
const rows = (el: SkirmishResolver) =>
  [...el.shadowRoot!.querySelectorAll('[part~=history] tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.querySelector('input')?.value ?? text(td)),
  );

/** A resolver typed by hand: Raiders (2) attack Militia (1). */
async function typedFight(el: SkirmishResolver) {
  await typeInto(el, 'Offense name', 'Raiders');
  await typeInto(el, 'Offense strength', '2');
  await typeInto(el, 'Defense name', 'Militia');
  await typeInto(el, 'Defense strength', '1');
}

/** The note field of a history row, found by its accessible name. */
const noteOf = (el: SkirmishResolver, number: number) =>
  el.shadowRoot!.querySelector<HTMLInputElement>(`input[aria-label="Note on Skirmish ${number}"]`)!;

async function resolveOnce(el: SkirmishResolver) {
  await click(el, 'Roll the dice');
  await click(el, 'Resolve the Skirmish');
}

/** A page of widgets, once each has rendered (not `fixture()`: it waits for a frame a background page never gets). */
async function widgets(page: TemplateResult): Promise<HTMLElement> {
  const root = fixtureSync<HTMLElement>(page);
  await Promise.all([...root.querySelectorAll<Widget>('*')].map((el) => el.updateComplete));
  return root;
}

describe('<skirmish-resolver> record', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('is accessible with a history of Skirmishes', async () => {
    const el = await fixture<SkirmishResolver>(html`<skirmish-resolver seed="a"></skirmish-resolver>`);
    await typedFight(el);
    await resolveOnce(el);
    await resolveOnce(el);
    await openHistory(el);
    await expect(el).to.be.accessible();
  });

  it('with state-key, three Skirmishes survive a reload, and the sides and dice mode are as left', async () => {
    const first = await fixture<SkirmishResolver>(
      html`<skirmish-resolver seed="r" state-key="night"></skirmish-resolver>`,
    );
    await typedFight(first);
    for (let i = 0; i < 3; i++) await resolveOnce(first);
    await typeInto(first, 'Offense name', 'Knights');
    await realDice(first);
    await openHistory(first);
    const before = rows(first);
    first.remove();
    const again = await fixture<SkirmishResolver>(
      html`<skirmish-resolver seed="r" state-key="night"></skirmish-resolver>`,
    );
    await openHistory(again);
    expect(rows(again)).to.deep.equal(before);
    expect(rows(again).map((r) => r[0])).to.deep.equal(['3', '2', '1']);
    expect(control(again, 'Offense name').value).to.equal('Knights');
    expect(control<HTMLInputElement>(again, 'We rolled real dice').checked).to.equal(true);
  });

  it('"Export JSON", storage cleared, a reload: "Import JSON" of that file brings back the history and the sides', async () => {
    const first = await fixture<SkirmishResolver>(
      html`<skirmish-resolver seed="e" state-key="night"></skirmish-resolver>`,
    );
    await typedFight(first);
    for (let i = 0; i < 2; i++) await resolveOnce(first);
    await openHistory(first);
    const before = rows(first);
    const exported = await downloaded(() => click(first, 'Export JSON'));
    first.remove();
    localStorage.clear();
    const again = await fixture<SkirmishResolver>(
      html`<skirmish-resolver seed="e" state-key="night"></skirmish-resolver>`,
    );
    await openHistory(again);
    // What the import says (the note about a browser that may clear saved data comes whenever it likes: left out).
    const said = () => text(again.shadowRoot!.querySelector('.said')).replace(MAY_CLEAR, '').trim();
    const warnings = await warningsDuring(() =>
      chooseFile(control(again, 'Import JSON'), new File(['{"version": 1}'], 'odd.json'), said),
    );
    expect(said()).to.equal('Not imported: that file is not a saved Skirmish record of this version.');
    expect(warnings).to.deep.equal([`<skirmish-resolver>: ${said()}`]);
    await chooseFile(control(again, 'Import JSON'), new File([exported], 'skirmishes.json'), said);
    expect(said()).to.equal('Imported skirmishes.json: 2 Skirmishes.');
    expect(rows(again)).to.deep.equal(before);
    expect(control(again, 'Offense name').value).to.equal('Raiders');
    again.remove();
    const reloaded = await fixture<SkirmishResolver>(html`<skirmish-resolver state-key="night"></skirmish-resolver>`);
    await openHistory(reloaded);
    expect(rows(reloaded), 'the import is saved').to.deep.equal(before);
  });

  it('"Import JSON" over three Skirmishes asks first: "Keep these" keeps them, "Replace" takes the file, saved', async () => {
    const source = await fixture<SkirmishResolver>(html`<skirmish-resolver seed="f"></skirmish-resolver>`);
    await typedFight(source);
    await resolveOnce(source);
    await openHistory(source);
    const exported = await downloaded(() => click(source, 'Export JSON'));
    source.remove();
    const el = await fixture<SkirmishResolver>(
      html`<skirmish-resolver seed="r" state-key="night"></skirmish-resolver>`,
    );
    await typedFight(el);
    for (let i = 0; i < 3; i++) await resolveOnce(el);
    await openHistory(el);
    const before = rows(el);
    const savedState = () => JSON.stringify((JSON.parse(localStorage.getItem(KEY)!) as { state: unknown }).state);
    const saved = savedState();
    const question = () => text(el.shadowRoot!.querySelector('.history .confirm'));
    const file = () => new File([exported], 'one.json');
    await chooseFile(control(el, 'Import JSON'), file(), question);
    expect(question()).to.equal(
      "Replace the 3 Skirmishes here with the file's 1 Skirmish, and its sides and power uses? Replace Keep these",
    );
    expect(rows(el), 'nothing replaced while it asks').to.deep.equal(before);
    expect(savedState(), 'nor saved').to.equal(saved);
    await click(el, button(el.shadowRoot!.querySelector('.confirm')!, 'Keep these'));
    expect(question()).to.equal('');
    expect(rows(el)).to.deep.equal(before);
    expect(text(el.shadowRoot!.querySelector('.said'))).to.contain('Not imported: the Skirmishes here are kept.');
    control(el, 'Import JSON').focus();
    await chooseFile(control(el, 'Import JSON'), file(), question);
    await el.updateComplete;
    expect(text(el.shadowRoot!.activeElement), 'the keyboard is on the question').to.equal('Replace');
    await expect(el).to.be.accessible();
    await click(el, button(el.shadowRoot!.querySelector('.confirm')!, 'Replace'));
    expect(text(el.shadowRoot!.activeElement), 'then on the history').to.equal('Undo last Skirmish (#1)');
    expect(question()).to.equal('');
    expect(rows(el).map((r) => r[0])).to.deep.equal(['1']);
    expect(text(el.shadowRoot!.querySelector('.said'))).to.contain('Imported one.json: 1 Skirmish.');
    el.remove();
    const reloaded = await fixture<SkirmishResolver>(html`<skirmish-resolver state-key="night"></skirmish-resolver>`);
    await openHistory(reloaded);
    expect(
      rows(reloaded).map((r) => r[0]),
      'the import is saved',
    ).to.deep.equal(['1']);
  });

  it('a note on a Skirmish is kept, and "Copy as Markdown" gives the same rows as the table, oldest first', async () => {
    const el = await fixture<SkirmishResolver>(
      html`<skirmish-resolver seed="m" state-key="notes"></skirmish-resolver>`,
    );
    await typedFight(el);
    await resolveOnce(el);
    await resolveOnce(el);
    await openHistory(el);
    await typeInto(el, noteOf(el, 1), 'the ford | held');
    noteOf(el, 1).dispatchEvent(new Event('change'));
    await el.updateComplete;
    let copied = '';
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (t: string) => ((copied = t), Promise.resolve()) },
    });
    try {
      await click(el, 'Copy as Markdown');
      // The copy is made by code loaded on first use: wait for it to say so.
      await waitUntil(() => copied !== '', 'copied to the clipboard', LOADING);
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    }
    const header = [...el.shadowRoot!.querySelectorAll('[part~=history] th')].map(text);
    const table = [header, ...[...rows(el)].reverse()];
    const markdown = copied
      .split('\n')
      .filter((line) => !line.startsWith('| ---'))
      .map((line) =>
        line
          .slice(2, -2)
          .split(/ (?<!\\)\| /)
          .map((cell) => cell.replace(/\\\|/g, '|')),
      );
    expect(markdown).to.deep.equal(table.map((r) => r.map((cell) => cell.replace(/\s+/g, ' ').trim())));
    expect(copied).to.contain('the ford \\| held');
    el.remove();
    const again = await fixture<SkirmishResolver>(html`<skirmish-resolver state-key="notes"></skirmish-resolver>`);
    await openHistory(again);
    expect(noteOf(again, 1).value).to.equal('the ford | held');
  });

  it('a corrupt saved record is reset with a note and a console warning, and the resolver works on', async () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, state: { setup: 5, usage: {}, history: [null] } }));
    let el!: SkirmishResolver;
    const warnings = await warningsDuring(async () => {
      el = await fixture<SkirmishResolver>(html`<skirmish-resolver seed="c" state-key="night"></skirmish-resolver>`);
      await openHistory(el);
    });
    expect(warnings).to.deep.equal([
      '<skirmish-resolver>: The saved state was damaged and could not be used, so it was reset.',
    ]);
    expect(text(el.shadowRoot!.querySelector('[part~=history]'))).to.contain(
      'The saved state was damaged and could not be used, so it was reset.',
    );
    await typedFight(el);
    await resolveOnce(el);
    expect(rows(el)).to.have.length(1);
  });

  it('damaged sides or a damaged row leave the other Skirmishes loaded, named; storage is untouched until a change', async () => {
    const first = await fixture<SkirmishResolver>(
      html`<skirmish-resolver seed="k" state-key="night"></skirmish-resolver>`,
    );
    await typedFight(first);
    await resolveOnce(first);
    await resolveOnce(first);
    await openHistory(first);
    const before = rows(first);
    first.remove();
    const saved = JSON.parse(localStorage.getItem(KEY)!) as {
      state: { setup: { diceSource: string }; history: unknown[] };
    };
    saved.state.setup.diceSource = 'loaded';
    saved.state.history.push({ number: 'x' });
    const damaged = JSON.stringify(saved);
    localStorage.setItem(KEY, damaged);
    let el!: SkirmishResolver;
    const warnings = await warningsDuring(async () => {
      el = await fixture<SkirmishResolver>(html`<skirmish-resolver seed="k" state-key="night"></skirmish-resolver>`);
      await openHistory(el);
    });
    const note = 'Damaged, so left out: setup.diceSource, history[2].number.';
    expect(text(el.shadowRoot!.querySelector('.said'))).to.contain(note);
    expect(warnings).to.deep.equal([`<skirmish-resolver>: ${note}`]);
    expect(rows(el)).to.deep.equal(before);
    await el.updateComplete;
    expect(localStorage.getItem(KEY), 'the saved value stays until something changes').to.equal(damaged);
    await typedFight(el);
    await resolveOnce(el);
    expect(rows(el).map((r) => r[0])).to.deep.equal(['3', '2', '1']);
    const now = JSON.parse(localStorage.getItem(KEY)!) as { state: { history: unknown[] } };
    expect(now.state.history, 'saved once changed').to.have.length(3);
  });

  it('AC-MO-7, R4: "Undo last Skirmish" puts the roster cards back and gives the Morale back', async () => {
    const page = await widgets(
      html`<div>
        <army-roster commander="Ayla" name="Vanguard"><army-unit name="Spearmen" strength="3"></army-unit></army-roster>
        <morale-tracker name="Brann" npc morale="5" in-battle></morale-tracker>
        <skirmish-resolver seed="u" offense-commander="Ayla" defense-commander="Brann"></skirmish-resolver>
      </div>`,
    );
    const roster = page.querySelector<ArmyRoster>('army-roster')!;
    const tracker = page.querySelector<MoraleTracker>('morale-tracker')!;
    const el = page.querySelector<SkirmishResolver>('skirmish-resolver')!;
    await tick(el, 'Passes');
    await choose(el, 'Offense unit', 'card:Ayla:Vanguard:spearmen');
    await click(el, 'Roll the dice');
    await click(el, 'Resolve the Unopposed attack');
    await Promise.all([roster.updateComplete, tracker.updateComplete]);
    expect(roster.cards.map((c) => c.pile)).to.deep.equal(['exhausted']);
    const damaged = result(tracker);
    expect(Number(damaged)).to.be.below(5);
    await openHistory(el);
    await click(el, 'Undo last Skirmish');
    await Promise.all([roster.updateComplete, tracker.updateComplete]);
    expect(roster.cards.map((c) => c.pile)).to.deep.equal(['hand']);
    expect(result(tracker)).to.equal('5');
    expect(rows(el)).to.deep.equal([]);
    // The table as before the resolve: the card picked again, ready to be rolled.
    await el.updateComplete;
    expect(control<HTMLSelectElement>(el, 'Offense unit').value).to.equal('card:Ayla:Vanguard:spearmen');
    expect(!!findButton(el, 'Roll the dice'), 'Roll offered again').to.equal(true);
    expect(text(el.shadowRoot!.querySelector('[part~=history]'))).to.contain('Skirmish 1 taken back');
  });

  it('AC-SK-8: a Kill its roster took back with its Undo offers no save, so no Morale is spent on it', async () => {
    const page = await widgets(
      html`<div>
        <army-roster commander="Brann" name="Guard"><army-unit name="Soldier" strength="2"></army-unit></army-roster>
        <morale-tracker name="Brann" npc morale="5"></morale-tracker>
        <skirmish-resolver offense-commander="Ayla" defense-commander="Brann" defense-npc>
          <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
        </skirmish-resolver>
      </div>`,
    );
    const roster = page.querySelector<ArmyRoster>('army-roster')!;
    const tracker = page.querySelector<MoraleTracker>('morale-tracker')!;
    const el = page.querySelector<SkirmishResolver>('skirmish-resolver')!;
    await choose(el, 'Defense unit', 'card:Brann:Guard:soldier');
    await realDice(el);
    await enterDice(el, { offense: [2, 3], defense: [2] });
    await click(el, 'Resolve the Skirmish');
    await roster.updateComplete;
    expect(roster.cards.map((c) => c.pile)).to.deep.equal(['killed']);
    const save = 'Save Soldier from the Kill: spend 3 Morale';
    expect(!!findButton(el, save), 'offered while the roster shows the Kill').to.equal(true);

    await click(roster, 'Undo: Skirmish: Soldier lost by 3 → Killed');
    await el.updateComplete;
    expect(roster.cards.map((c) => c.pile)).to.deep.equal(['hand']);
    expect(!!findButton(el, save), 'still offered after the roster took the Kill back').to.equal(false);
    expect(text(el.shadowRoot!.querySelector('[part~=kill-prevention]'))).to.equal(
      'Soldier is in hand again: its roster took this result back, so there is no Kill to prevent.',
    );
    expect(result(tracker)).to.equal('5');
    expect(tracker.inBattle, 'a Battle started by a save nobody could make').to.equal(false);
  });

  it('two rosters of one commander with a same-named card: only the card played moves, in its own roster', async () => {
    const page = await widgets(
      html`<div>
        <army-roster commander="Ayla" name="Vanguard"><army-unit name="Spearmen" strength="3"></army-unit></army-roster>
        <army-roster commander="Ayla" name="Reserve"><army-unit name="Spearmen" strength="3"></army-unit></army-roster>
        <skirmish-resolver seed="t" offense-commander="Ayla">
          <army-unit slot="defense" name="Militia" strength="1"></army-unit>
        </skirmish-resolver>
      </div>`,
    );
    const [vanguard, reserve] = [...page.querySelectorAll<ArmyRoster>('army-roster')] as [ArmyRoster, ArmyRoster];
    const el = page.querySelector<SkirmishResolver>('skirmish-resolver')!;
    const groups = [...control<HTMLSelectElement>(el, 'Offense unit').querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).to.deep.equal(['Vanguard: in hand', 'Reserve: in hand']);
    // Each roster says there is another army of its commander on the page.
    expect(text(vanguard.shadowRoot!.querySelector('header'))).to.contain('Ayla also leads Reserve on this page');
    expect(text(reserve.shadowRoot!.querySelector('header'))).to.contain('Ayla also leads Vanguard on this page');
    await choose(el, 'Offense unit', 'card:Ayla:Reserve:spearmen');
    await resolveOnce(el);
    await Promise.all([vanguard.updateComplete, reserve.updateComplete]);
    expect(vanguard.cards.map((c) => c.pile)).to.deep.equal(['hand']);
    expect(reserve.cards.map((c) => c.pile)).to.not.deep.equal(['hand']);
  });
});
