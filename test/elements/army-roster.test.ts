import { expect, fixture, fixtureSync, html, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/army-roster/define.js';
import '../../src/elements/morale-tracker/define.js';
import '../../src/elements/skirmish-resolver/define.js';
import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import {
  KillPreventedEvent,
  MoraleDamageEvent,
  RosterRequestEvent,
  RoutRolledEvent,
  SkirmishResolvedEvent,
  UnitRecruitEvent,
  UnopposedResolvedEvent,
  UpkeepMoraleEvent,
  type RosterChangeDetail,
  type RosterChangeEvent,
  type SkirmishCardOutcome,
  type SkirmishDiscard,
} from '../../src/events/index.js';
import { fixedD6 } from '../../src/rules/core/index.js';
import type { SideName } from '../../src/rules/skirmish/index.js';
import { resolveUnopposed } from '../../src/rules/skirmish/index.js';
import { button, click, control, listen, problems, result, text, typeInto, warningsDuring } from './helpers.js';
import { choose, defenseDiscard, enterDice, realDice, tick } from './skirmish-resolver-helpers.js';

const root = (el: ArmyRoster) => el.shadowRoot!;
const log = (el: ArmyRoster) => [...root(el).querySelectorAll('[part~=log] li')].map(text);
/** The unit names in the list, in the order shown. */
const names = (el: ArmyRoster) => [...root(el).querySelectorAll('[part~=card] .name')].map(text);

/** A figure panel by its title: its whole text. */
function figure(el: ArmyRoster, title: string): HTMLElement {
  const found = [...root(el).querySelectorAll<HTMLElement>('.figure')].find(
    (f) => text(f.querySelector('.figure-title')) === title,
  );
  if (!found) throw new Error(`no figure "${title}"`);
  return found;
}
const figureValue = (el: ArmyRoster, title: string) => text(figure(el, title).querySelector('.value'));
const stat = (el: ArmyRoster, name: string) =>
  Number(
    text(
      [...root(el).querySelectorAll('.stats div')]
        .find((d) => text(d.querySelector('dt')) === name)
        ?.querySelector('dd'),
    ),
  );

/** The card of the list showing this unit. */
function card(el: ArmyRoster, name: string): HTMLElement {
  const found = [...root(el).querySelectorAll<HTMLElement>('[part~=card]')].find(
    (c) => text(c.querySelector('.name')) === name,
  );
  if (!found) throw new Error(`no card "${name}"`);
  return found;
}

/** The radio button of a card's state, found by the group's name ("State of Spearmen") and its own. */
function stateRadio(el: ArmyRoster, unit: string, state: string): HTMLInputElement {
  const group = [...root(el).querySelectorAll('fieldset.piles')].find(
    (f) => text(f.querySelector('legend')) === `State of ${unit}`,
  );
  const label = [...(group?.querySelectorAll('label') ?? [])].find((l) => text(l.querySelector('.word')) === state);
  if (!label) throw new Error(`no state "${state}" for ${unit}`);
  return label.querySelector('input')!;
}
const stateOf = (el: ArmyRoster, unit: string) => card(el, unit).dataset.pile;
/** Every card's name and state, in the order shown (tells apart cards of the same name). */
const piles = (el: ArmyRoster) =>
  [...root(el).querySelectorAll<HTMLElement>('[part~=card]')].map(
    (c) => `${text(c.querySelector('.name'))}: ${c.dataset.pile}`,
  );

/**
 * The army most tests use. Worked out by hand:
 * - AC-EC-1 upkeep: Spearmen 3 + Scouts (Strength 0 counts 1) + Skeletons (Undead 0) + Banner ("-" 0) + Rite
 *   ("-" 0) = 4 → 20 lunari.
 * - AC-MA-1: Spearmen, Scouts, Skeletons, Banner = 4 units (the Ritual not counted) → 1 miniature; Strength 5.
 * - AC-MA-2: Skeletons are Slow (−1); 1 of 4 Fast is under 50% → 2 inches.
 * - AC-RI-1: Spearmen and Banner are Steel → Steel Rituals usable; Scouts alone on Nature.
 */
const army = () =>
  html`<army-roster name="Northern Host" commander="Ayla">
    <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach" owner="Ayla"></army-unit>
    <army-unit name="Scouts" strength="0" role="trooper" path="nature" traits="fast"></army-unit>
    <army-unit name="Skeletons" strength="2" traits="undead slow"></army-unit>
    <army-unit name="Banner" strength="-" role="equipment" path="steel"></army-unit>
    <army-unit name="Iron Rite" strength="-" role="ritual" path="steel"></army-unit>
  </army-roster>`;

/** A roster made from `page`, with the console warnings it gave while being made. */
async function warned(page: TemplateResult) {
  let el!: ArmyRoster;
  const warnings = await warningsDuring(async () => {
    el = await fixture<ArmyRoster>(page);
  });
  return { el, warnings };
}

describe('<army-roster>', () => {
  afterEach(async () => {
    localStorage.clear();
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ colorScheme: 'light', media: 'screen' });
  });

  it('is accessible, in light and dark', async () => {
    const el = await fixture<ArmyRoster>(army());
    await expect(el).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    await expect(el).to.be.accessible();
  });

  describe('figures', () => {
    it('AC-EC-1: upkeep per Day in output[part=result], with its breakdown on demand', async () => {
      const el = await fixture<ArmyRoster>(army());
      expect(result(el)).to.equal('20 lunari');
      const why = text(figure(el, 'Upkeep per Day').querySelector('details'));
      expect(why).to.contain('Scouts: Strength 0 counts as 1');
      expect(why).to.contain('Skeletons: Undead: no upkeep');
      expect(why).to.contain('Banner: Strength "-": no upkeep');
      expect(why).to.contain('5 lunari × 4 Strength 20');
    });

    it('AC-EC-2: the what-if Morale only previews the upkeep, 5 lunari a point, never below 0', async () => {
      const el = await fixture<ArmyRoster>(army());
      const whatIf = control(figure(el, 'Upkeep per Day'), 'What-if Morale');
      const note = () => text(root(el).getElementById(whatIf.getAttribute('aria-describedby')!));
      expect(note()).to.equal('A preview only: Morale is spent on upkeep in the Morale tracker.');
      await typeInto(el, whatIf, '2');
      expect(result(el)).to.equal('20 lunari'); // nothing spent: the figure stays
      expect(note()).to.equal('With 2 more spent: 10 lunari (a preview: spend it in the Morale tracker).');
      await typeInto(el, whatIf, '9');
      expect(note()).to.contain('With 9 more spent: 0 lunari');
      await typeInto(el, whatIf, '-1');
      expect(result(el)).to.equal('20 lunari');
      expect(problems(el)).to.deep.equal(["What-if Morale must be a whole number ≥ 0, not '-1'."]);
      expect(whatIf.getAttribute('aria-invalid')).to.equal('true');
    });

    it('AC-EC-2: Morale spent on upkeep in the tracker of its commander lowers the upkeep, and says where from', async () => {
      const el = await fixture<ArmyRoster>(army());
      const spent = async (commander: string, morale: number, name?: string) => {
        const lunari = morale * 5;
        document.body.dispatchEvent(new UpkeepMoraleEvent({ commander, morale, lunari, ...(name ? { name } : {}) }));
        await el.updateComplete;
      };
      await spent('Borin', 2, 'Borin');
      expect(result(el)).to.equal('20 lunari');
      await spent('ayla', 2, 'Ayla the Bold');
      expect(result(el)).to.equal('10 lunari');
      const upkeep = figure(el, 'Upkeep per Day');
      expect(text(upkeep)).to.contain("20 lunari before 2 Morale points spent in Ayla the Bold's Morale tracker");
      expect(text(upkeep.querySelector('details'))).to.contain(
        "2 Morale points spent today in Ayla the Bold's Morale tracker −10 AC-EC-2",
      );
      expect(log(el)[0]).to.equal("Morale spent on upkeep today: 2, in Ayla the Bold's Morale tracker (AC-EC-2)");
      // The tracker names its commander: the roster says so too.
      expect(text(root(el).querySelector('.title'))).to.contain('Commander: Ayla the Bold');
      await typeInto(el, control(upkeep, 'What-if Morale'), '1');
      expect(text(upkeep)).to.contain('With 1 more spent: 5 lunari');
      await spent('Ayla', 9);
      expect(result(el)).to.equal('0 lunari');
      expect(text(upkeep.querySelector('details'))).to.contain(
        "9 Morale points spent today in Ayla's Morale tracker (upkeep never below 0) −20",
      );
      await spent('Ayla', 0); // a New Day
      expect(result(el)).to.equal('20 lunari');
      expect(log(el)[0]).to.equal("Morale spent on upkeep today: 0, in Ayla's Morale tracker (AC-EC-2)");
    });

    it('AC-EC-1: a Killed unit costs no upkeep', async () => {
      const el = await fixture<ArmyRoster>(army());
      await click(el, stateRadio(el, 'Spearmen', 'Killed'));
      expect(result(el)).to.equal('5 lunari');
    });

    it('AC-MA-1: units without Rituals, their Strength, and miniatures', async () => {
      const el = await fixture<ArmyRoster>(army());
      expect([stat(el, 'Units'), stat(el, 'Strength'), stat(el, 'Miniatures')]).to.deep.equal([4, 5, 1]);
      expect(text(figure(el, 'Army on the map').querySelector('details'))).to.contain('not counted: 1 Ritual');
      await click(el, stateRadio(el, 'Spearmen', 'Killed'));
      expect([stat(el, 'Units'), stat(el, 'Strength'), stat(el, 'Miniatures')]).to.deep.equal([3, 2, 1]);
    });

    it('AC-MA-2: inches per Move for the terrain typed, Slow / Fast / Fly-Burrow shown', async () => {
      const el = await fixture<ArmyRoster>(army());
      expect(figureValue(el, 'Move')).to.equal('2 inches per Move');
      const chips = text(figure(el, 'Move').querySelector('.chips'));
      expect(chips).to.equal('Slow: 1 of 4 Fast: 1 of 4 Fly or Burrow: 0 of 4');
      await typeInto(el, control(figure(el, 'Move'), 'Difficult terrain'), '1');
      expect(figureValue(el, 'Move')).to.equal('1 inches per Move');
      await typeInto(el, control(figure(el, 'Move'), 'Difficult terrain'), '3');
      expect(figureValue(el, 'Move')).to.equal('0.5 inches per Move');
      expect(text(figure(el, 'Move').querySelector('details'))).to.contain('Never less than ½ inch per Move');
    });

    it('AC-MA-2: an army of fliers ignores difficult terrain', async () => {
      const el = await fixture<ArmyRoster>(
        html`<army-roster
          units='[{"name":"Griffons","strength":3,"role":"aggressor","traits":["fly","fast"]}]'
          name="Wings"
        ></army-roster>`,
      );
      await typeInto(el, control(figure(el, 'Move'), 'Difficult terrain'), '2');
      expect(figureValue(el, 'Move')).to.equal('4 inches per Move');
      expect(text(figure(el, 'Move'))).to.contain('(terrain ignored)');
    });

    it('AC-MA-3: Moves needed to Capture, a progress counter, and a Battle starts it over', async () => {
      const el = await fixture<ArmyRoster>(army());
      const capture = () => figure(el, 'Capture');
      expect(figureValue(el, 'Capture')).to.equal('3 Moves from the start'); // small town 15 / Strength 5
      await click(el, button(capture(), 'Spend a Move capturing (+5)'));
      await click(el, button(capture(), 'Spend a Move capturing (+5)'));
      expect(text(capture())).to.contain('Total 10 of 15 after 2 Moves; 1 Move to go');
      await click(el, button(el.shadowRoot!, 'Start Battle'));
      expect(text(capture())).to.contain('Total 0 of 15 after 0 Moves');
      expect(log(el)[0]).to.contain('the Capture starts over (AC-MA-3)');
      expect(button(capture(), 'Spend a Move capturing (+5)').disabled).to.equal(true);
    });

    it('AC-MA-3: camp 3 is Captured in one Move; another number can be typed', async () => {
      const el = await fixture<ArmyRoster>(army());
      const location = control<HTMLSelectElement>(figure(el, 'Capture'), 'Location');
      location.value = 'camp';
      location.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(figureValue(el, 'Capture')).to.equal('1 Move from the start');
      await click(el, button(figure(el, 'Capture'), 'Spend a Move capturing (+5)'));
      expect(figureValue(el, 'Capture')).to.equal('✓ Captured');
      location.value = 'other';
      location.dispatchEvent(new Event('change'));
      await el.updateComplete;
      const total = control(figure(el, 'Capture'), 'Total needed');
      total.value = '11';
      total.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(figureValue(el, 'Capture')).to.equal('3 Moves from the start');
    });

    it('AC-RI-1: the Paths with two or more units, and each Ritual card', async () => {
      const el = await fixture<ArmyRoster>(army());
      expect(figureValue(el, 'Rituals usable')).to.equal('Steel');
      expect(text(figure(el, 'Rituals usable').querySelector('.plain'))).to.equal(
        '✓ Iron Rite: 2 units on the Steel Path',
      );
      await click(el, stateRadio(el, 'Banner', 'Killed'));
      expect(figureValue(el, 'Rituals usable')).to.equal('None');
      expect(text(figure(el, 'Rituals usable').querySelector('.plain'))).to.contain(
        'Iron Rite needs 2 units on the Steel Path; the army has 1',
      );
    });

    it("AC-EC-6: the commander's Retinue shows +1; Fair Escape takes 2 Strength, and Kills at 0", async () => {
      const el = await fixture<ArmyRoster>(army());
      expect(text(card(el, 'Spearmen').querySelector('.strength'))).to.equal('Strength 3 +1');
      expect(text(card(el, 'Scouts').querySelector('.strength'))).to.equal('Strength 0');
      expect(text(figure(el, 'Army on the map'))).to.contain("Ayla's Retinue: 1 unit, each +1 under Ayla");
      await click(el, button(card(el, 'Spearmen'), 'Fair Escape −2: Spearmen'));
      expect(text(card(el, 'Spearmen').querySelector('.strength'))).to.equal('Strength 1 +1');
      expect(result(el)).to.equal('10 lunari');
      await click(el, button(card(el, 'Spearmen'), 'Fair Escape −2: Spearmen'));
      expect(stateOf(el, 'Spearmen')).to.equal('killed');
      expect(log(el)[0]).to.equal('Fair Escape: Spearmen −2 Strength, Killed (AC-EC-6)');
      await click(el, button(el.shadowRoot!, 'Undo: Fair Escape: Spearmen −2 Strength, Killed'));
      expect(stateOf(el, 'Spearmen')).to.equal('hand');
    });

    it('AC-EC-6: without its owner commanding, a Retinue unit has no bonus and no Fair Escape', async () => {
      const el = await fixture<ArmyRoster>(
        html`<army-roster name="Borin's Band">
          <army-unit name="Spearmen" strength="3" role="aggressor" owner="Ayla"></army-unit>
        </army-roster>`,
      );
      expect(text(card(el, 'Spearmen').querySelector('.strength'))).to.equal('Strength 3');
      expect(text(card(el, 'Spearmen'))).to.contain('Retinue of Ayla');
      expect(card(el, 'Spearmen').querySelector('.details button')).to.equal(null);
    });
  });

  it('is a region named by the army’s name, and names its commander as written', async () => {
    const el = await fixture<ArmyRoster>(
      html`<army-roster name="Brann's bandits" commander="Brann"
        ><army-unit name="Mob" strength="1"></army-unit
      ></army-roster>`,
    );
    const base = root(el).querySelector('[part~=base]')!;
    expect(base.localName).to.equal('section');
    expect(text(root(el).getElementById(base.getAttribute('aria-labelledby')!))).to.equal("Brann's bandits");
    expect(text(root(el).querySelector('.title'))).to.equal("Brann's bandits Commander: Brann");
  });

  describe('states', () => {
    it('AC-GL: a state changes with a click, and by keyboard with the arrow keys', async () => {
      const el = await fixture<ArmyRoster>(army());
      expect(stateOf(el, 'Scouts')).to.equal('hand');
      stateRadio(el, 'Scouts', 'In hand').focus();
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(stateOf(el, 'Scouts')).to.equal('exhausted');
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(stateOf(el, 'Scouts')).to.equal('disabled');
      expect(log(el)[0]).to.equal('Scouts: Exhausted → Disabled');
      expect([...root(el).querySelectorAll('.pile-count')].map(text)).to.deep.equal([
        '● In hand 4',
        '◐ Exhausted 0',
        '○ Disabled 1',
        '✝ Killed 0',
      ]);
    });

    it('AC-BA-1, AC-BA-3, AC-BA-6: Start Battle, Phase 2, End Battle removes the Killed, with undo', async () => {
      const el = await fixture<ArmyRoster>(army());
      await click(el, stateRadio(el, 'Scouts', 'Exhausted'));
      await click(el, button(root(el), 'Start Battle'));
      expect(stateOf(el, 'Scouts')).to.equal('hand'); // AC-BA-1
      expect(text(root(el).querySelector('.badge'))).to.equal('⚔ In Battle');
      await click(el, stateRadio(el, 'Spearmen', 'Exhausted'));
      await click(el, stateRadio(el, 'Scouts', 'Disabled'));
      await click(el, stateRadio(el, 'Skeletons', 'Killed'));
      await click(el, button(root(el), 'Phase 2'));
      expect([stateOf(el, 'Spearmen'), stateOf(el, 'Scouts')]).to.deep.equal(['hand', 'disabled']); // AC-BA-3
      await click(el, button(root(el), 'End Battle'));
      expect(names(el)).to.deep.equal(['Spearmen', 'Scouts', 'Banner', 'Iron Rite']); // AC-BA-6
      expect(stateOf(el, 'Scouts')).to.equal('hand');
      expect(log(el)[0]).to.equal('Battle over: Exhausted and Disabled back (AC-BA-6); Killed removed: Skeletons');
      // The rule codes stay in the log, but out of the button's name.
      const undo = button(root(el), 'Undo: Battle over: Exhausted and Disabled back; Killed removed: Skeletons');
      expect(undo.getAttribute('aria-label')).to.equal(
        'Undo: Battle over: Exhausted and Disabled back; Killed removed: Skeletons',
      );
      await click(el, undo);
      expect(stateOf(el, 'Skeletons')).to.equal('killed');
      expect(log(el)[0]).to.equal(
        'Undone: Battle over: Exhausted and Disabled back (AC-BA-6); Killed removed: Skeletons',
      );
    });

    it('AC-BA-1, AC-BA-6: by keyboard, the focus stays on the Battle button as Start Battle turns into End Battle', async () => {
      const el = await fixture<ArmyRoster>(army());
      button(root(el), 'Start Battle').focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(text(root(el).querySelector('.badge'))).to.equal('⚔ In Battle');
      expect(text(root(el).activeElement)).to.equal('End Battle');
      expect(document.activeElement).to.equal(el);
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(root(el).querySelector('.badge')).to.equal(null);
      expect(text(root(el).activeElement)).to.equal('Start Battle');
      expect(log(el)[0]).to.equal('Battle over: Exhausted and Disabled back (AC-BA-6)');
    });

    it('sorts by name, Strength, role, path or state, and filters by state', async () => {
      const el = await fixture<ArmyRoster>(army());
      const sort = control<HTMLSelectElement>(root(el), 'Sort by');
      const choose = async (select: HTMLSelectElement, value: string) => {
        select.value = value;
        select.dispatchEvent(new Event('change'));
        await el.updateComplete;
      };
      await choose(sort, 'name');
      expect(names(el)).to.deep.equal(['Banner', 'Iron Rite', 'Scouts', 'Skeletons', 'Spearmen']);
      await choose(sort, 'strength');
      expect(names(el)).to.deep.equal(['Spearmen', 'Skeletons', 'Scouts', 'Banner', 'Iron Rite']);
      await choose(sort, 'role');
      expect(names(el)).to.deep.equal(['Spearmen', 'Banner', 'Iron Rite', 'Scouts', 'Skeletons']);
      await choose(sort, 'path');
      expect(names(el)).to.deep.equal(['Spearmen', 'Banner', 'Iron Rite', 'Scouts', 'Skeletons']);
      await click(el, stateRadio(el, 'Scouts', 'Disabled'));
      await choose(sort, 'pile');
      expect(names(el).at(-1)).to.equal('Scouts');
      await choose(control<HTMLSelectElement>(root(el), 'Show'), 'disabled');
      expect(names(el)).to.deep.equal(['Scouts']);
    });
  });

  describe('editing', () => {
    it('AC-UN-1: adds, edits and removes a unit, with the rules’ messages for bad fields', async () => {
      const el = await fixture<ArmyRoster>(html`<army-roster name="Host"></army-roster>`);
      expect(result(el)).to.equal('0 lunari');
      const editor = root(el).querySelector('[part~=editor]')!;
      await click(el, editor.querySelector('summary')!);
      await typeInto(el, control(editor, 'Name'), 'Archers');
      await typeInto(el, control(editor, 'Strength'), 'two');
      await click(el, button(editor, 'Add unit'));
      expect(problems(el)).to.deep.equal(["strength must be a whole number ≥ 0 or -, not 'two'"]);
      await expect(el).to.be.accessible();
      expect(names(el)).to.deep.equal([]);
      await typeInto(el, control(editor, 'Strength'), '2');
      await typeInto(el, control(editor, 'Traits'), 'ranged');
      await click(el, button(editor, 'Add unit'));
      expect(names(el)).to.deep.equal(['Archers']);
      expect(result(el)).to.equal('10 lunari');
      expect(text(card(el, 'Archers').querySelector('.meta'))).to.equal('Trooper · ranged');

      await click(el, button(card(el, 'Archers'), 'Edit Archers'));
      expect(text(editor.querySelector('summary'))).to.equal('Edit Archers');
      await typeInto(el, control(editor, 'Times trained'), '4');
      await click(el, button(editor, 'Save unit'));
      expect(problems(el)).to.deep.equal(["times trained must be a whole number from 0 to 3 (AC-EC-4), not '4'"]);
      await typeInto(el, control(editor, 'Times trained'), '1');
      await typeInto(el, control(editor, 'Strength'), '3');
      await click(el, button(editor, 'Save unit'));
      expect(result(el)).to.equal('15 lunari');
      expect(text(card(el, 'Archers'))).to.contain('Trained 1/3');

      await click(el, button(card(el, 'Archers'), 'Remove Archers'));
      expect(names(el)).to.deep.equal([]);
      expect(result(el)).to.equal('0 lunari');
    });
  });

  describe('bad input', () => {
    it('broken units JSON: an inline message, one warning, and sensible zeros (not NaN)', async () => {
      const { el, warnings } = await warned(html`<army-roster name="Broken" units="[{oops"></army-roster>`);
      expect(problems(el)[0]).to.match(/^units: That is not valid JSON .* Expected a JSON list of units\.$/);
      expect(warnings.filter((w) => w.includes('not valid JSON'))).to.have.length(1);
      expect(result(el)).to.equal('0 lunari');
      expect([stat(el, 'Units'), stat(el, 'Strength'), stat(el, 'Miniatures')]).to.deep.equal([0, 0, 0]);
      expect(figureValue(el, 'Move')).to.equal('3 inches per Move');
      expect(figureValue(el, 'Capture')).to.equal('Cannot capture (no Strength)');
      expect(text(root(el).querySelector('[part~=base]'))).not.to.contain('NaN');
    });

    it('AC-UN-1: a bad unit in the units JSON is shown on its card, warned once, and left out', async () => {
      const { el, warnings } = await warned(
        html`<army-roster
          name="Host"
          units='[{"name":"Mob","strength":"banana"},{"name":"Guards","strength":2,"role":"guardian"}]'
        ></army-roster>`,
      );
      expect(text(card(el, 'Mob'))).to.contain("strength must be a whole number ≥ 0 or -, not 'banana'");
      expect(warnings).to.deep.equal([
        "<army-roster>: units[0]: strength must be a whole number ≥ 0 or -, not 'banana'",
      ]);
      expect(result(el)).to.equal('10 lunari');
      expect(problems(el)).to.deep.equal(["strength must be a whole number ≥ 0 or -, not 'banana'"]);
    });

    it('AC-UN-1, AC-UN-2: strength="banana" and role="wizard" are shown with their messages, out of the totals', async () => {
      const { el, warnings } = await warned(
        html`<army-roster name="Host">
          <army-unit name="Mob" strength="banana"></army-unit>
          <army-unit name="Mage" strength="2" role="wizard"></army-unit>
          <army-unit name="Guards" strength="2" role="guardian"></army-unit>
        </army-roster>`,
      );
      // One warning per bad unit (from <army-unit>, which reads its own attributes).
      expect(warnings.filter((w) => w.includes('banana'))).to.have.length(1);
      expect(warnings.filter((w) => w.includes('wizard'))).to.have.length(1);
      expect(text(card(el, 'Mob'))).to.contain("strength must be a whole number ≥ 0 or -, not 'banana'");
      expect(text(card(el, 'Mage'))).to.contain("unknown role 'wizard'");
      await expect(el).to.be.accessible();
      expect(card(el, 'Mage').dataset.pile).to.equal('bad');
      expect(result(el)).to.equal('10 lunari');
      expect(stat(el, 'Units')).to.equal(1);
      expect(text(root(el).querySelector('.piles-summary'))).to.contain('⚠ 2 with problems');
    });

    it('AC-UN-1: a blank name and an unknown trait are kept, with a warning on the card and one in the console', async () => {
      const { el, warnings } = await warned(
        html`<army-roster name="Host">
          <army-unit name="" strength="2"></army-unit>
          <army-unit name="Ghosts" strength="1" traits="spooky"></army-unit>
        </army-roster>`,
      );
      expect(names(el)).to.deep.equal(['Unnamed unit', 'Ghosts']);
      expect(text(card(el, 'Unnamed unit').querySelector('.warn'))).to.equal('⚠ Unit has no name');
      expect(text(card(el, 'Ghosts').querySelector('.warn'))).to.equal("⚠ Trait 'spooky' has no effect in these rules");
      expect(result(el)).to.equal('15 lunari'); // both still count (AC-EC-1)
      expect(warnings.filter((w) => w.startsWith('<army-roster>'))).to.deep.equal([
        '<army-roster>: unit 1: unit has no name',
        "<army-roster>: Ghosts: trait 'spooky' has no effect in these rules",
      ]);
      await expect(el).to.be.accessible();
    });

    it('a name that looks like HTML is shown as text', async () => {
      // Written as an author would write them in the page's HTML, escaped, so the attributes hold these texts.
      const title = '<b>Host</b>';
      const unit = '<img src=x onerror=window.pwned=1>';
      const el = await fixture<ArmyRoster>(
        html`<army-roster name=${title}>
          <army-unit name=${unit} strength="1"></army-unit>
        </army-roster>`,
      );
      expect(names(el)).to.deep.equal([unit]);
      expect((window as { pwned?: number }).pwned).to.equal(undefined);
      expect(text(root(el).querySelector('.title .name'))).to.equal('<b>Host</b>');
      expect(root(el).querySelectorAll('img').length).to.equal(0);
      expect(root(el).querySelector('.title .name')!.children.length).to.equal(0);
    });

    it('duplicate names get distinct card ids, and a note', async () => {
      const changes: RosterChangeDetail[] = [];
      const listen = (e: RosterChangeEvent) => changes.push(e.detail);
      document.addEventListener('army-roster-change', listen);
      try {
        const el = await fixture<ArmyRoster>(
          html`<army-roster name="Host">
            <army-unit name="Soldier" strength="1"></army-unit>
            <army-unit name="Soldier" strength="1"></army-unit>
          </army-roster>`,
        );
        expect(changes.at(-1)!.cards.map((c) => c.id)).to.deep.equal(['soldier', 'soldier-2']);
        expect(result(el)).to.equal('10 lunari');
        expect(text(root(el).querySelector('[part~=base]'))).to.contain('Several cards share a name (Soldier)');
      } finally {
        document.removeEventListener('army-roster-change', listen);
      }
    });
  });

  describe('import, export, print', () => {
    /** Chooses a file in the roster's import field, as a person picking one does. */
    async function importFile(el: ArmyRoster, file: File) {
      const input = control(root(el), 'Import a JSON file');
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
      // Reading a file takes a while: wait for the roster to answer (a message or the import), not for a time.
      const before = text(root(el));
      input.dispatchEvent(new Event('change'));
      await waitUntil(() => text(root(el)) !== before, `no answer to importing ${file.name}`);
    }

    it('a bad file is refused with a message, and the roster is unchanged', async () => {
      const el = await fixture<ArmyRoster>(army());
      await importFile(el, new File(['{oops'], 'bad.json'));
      expect(problems(el)[0]).to.match(/^Nothing imported from bad\.json: That is not valid JSON/);
      await importFile(el, new File(['{"hello": 1}'], 'odd.json'));
      expect(problems(el)[0]).to.equal(
        'Nothing imported from odd.json: Expected a list of units, or an army exported from a roster (with "units").',
      );
      expect(names(el)).to.have.length(5);
    });

    it('export → import round trip keeps every card, its state, Retinue and training', async () => {
      const el = await fixture<ArmyRoster>(army());
      await click(el, stateRadio(el, 'Scouts', 'Disabled'));
      let saved: Blob | undefined;
      const { createObjectURL } = URL;
      const { click: anchorClick } = HTMLAnchorElement.prototype;
      URL.createObjectURL = (blob: Blob) => ((saved = blob), 'blob:test');
      HTMLAnchorElement.prototype.click = () => {};
      try {
        await click(el, button(root(el), 'Download JSON'));
      } finally {
        URL.createObjectURL = createObjectURL;
        HTMLAnchorElement.prototype.click = anchorClick;
      }
      const other = await fixture<ArmyRoster>(html`<army-roster name="Copy" commander="Ayla"></army-roster>`);
      await importFile(other, new File([saved!], 'northern-host.json'));
      expect(names(other)).to.deep.equal(names(el));
      expect(result(other)).to.equal(result(el));
      expect(stateOf(other, 'Scouts')).to.equal('disabled');
      expect(text(card(other, 'Spearmen').querySelector('.strength'))).to.equal('Strength 3 +1');
      expect(log(other)[0]).to.equal('Imported 5 units from northern-host.json');
    });

    it('imports pasted JSON (a plain list of units), and resets to the page’s army, undoably', async () => {
      const el = await fixture<ArmyRoster>(army());
      const tools = root(el).querySelector('.tools')!;
      control<HTMLTextAreaElement>(tools, 'Or paste JSON').value =
        '[{"name":"Ogres","strength":4,"traits":"slow"},{"name":"Wolves","strength":2,"traits":["fast"]}]';
      await click(el, button(tools, 'Import pasted JSON'));
      expect(names(el)).to.deep.equal(['Ogres', 'Wolves']);
      expect(result(el)).to.equal('30 lunari');
      await click(el, button(tools, "Reset to the page's army"));
      expect(names(el)).to.deep.equal(['Spearmen', 'Scouts', 'Skeletons', 'Banner', 'Iron Rite']);
      await click(el, button(root(el), "Undo: Reset to the page's army"));
      expect(names(el)).to.deep.equal(['Ogres', 'Wolves']);
    });

    it('the print view hides the controls and shows the values', async () => {
      const el = await fixture<ArmyRoster>(army());
      await emulateMedia({ media: 'print' });
      expect(getComputedStyle(button(root(el), 'Start Battle')).display).to.equal('none');
      expect(getComputedStyle(root(el).querySelector('.what-if')!).display).to.equal('none');
      expect(getComputedStyle(root(el).querySelector('.editor')!).display).to.equal('none');
      const state = card(el, 'Spearmen').querySelector('.piles .print-only')!;
      expect(getComputedStyle(state).display).not.to.equal('none');
      expect(getComputedStyle(card(el, 'Spearmen').querySelector('.pile')!).display).to.equal('none');
      expect(text(state)).to.equal('● In hand');
    });
  });

  describe('state-key', () => {
    /** A roster kept under `key`, with these `<army-unit>` children: a page (re)loaded. */
    const load = (key: string, units: TemplateResult) =>
      fixture<ArmyRoster>(html`<army-roster name="Host" state-key=${key}>${units}</army-roster>`);
    const spearmen = (strength: string) => html`<army-unit name="Spearmen" strength=${strength}></army-unit>`;

    it('keeps the roster across reloads', async () => {
      const first = await load('kept', spearmen('3'));
      await click(first, stateRadio(first, 'Spearmen', 'Exhausted'));
      await typeInto(first, control(figure(first, 'Upkeep per Day'), 'What-if Morale'), '1');
      first.remove();
      const again = await load('kept', spearmen('3'));
      expect(stateOf(again, 'Spearmen')).to.equal('exhausted');
      expect(result(again)).to.equal('15 lunari');
      expect(text(figure(again, 'Upkeep per Day'))).to.contain('With 1 more spent: 10 lunari');
    });

    it("the page's units win when they change; piles of the same cards are kept", async () => {
      const first = await load('page', spearmen('3'));
      await click(first, stateRadio(first, 'Spearmen', 'Disabled'));
      first.remove();
      const again = await load('page', html`${spearmen('4')}<army-unit name="Archers" strength="2"></army-unit>`);
      expect(names(again)).to.deep.equal(['Spearmen', 'Archers']);
      expect(stateOf(again, 'Spearmen')).to.equal('disabled');
      expect(result(again)).to.equal('30 lunari');
    });

    it('damaged saved data is reset with a note, not thrown', async () => {
      localStorage.setItem('army-combat:army-roster:broken', '{not json');
      const el = await load('broken', spearmen('3'));
      expect(problems(el)).to.deep.equal(['The saved state was damaged and could not be read, so it was reset.']);
      expect(result(el)).to.equal('15 lunari');
      localStorage.setItem('army-combat:army-roster:other', JSON.stringify({ version: 1, state: { cards: 'x' } }));
      const other = await fixture<ArmyRoster>(html`<army-roster state-key="other"></army-roster>`);
      expect(problems(other)).to.deep.equal(['The saved state was damaged and could not be used, so it was reset.']);
    });
  });

  describe('other widgets', () => {
    let changes: RosterChangeDetail[];
    const listen = (e: RosterChangeEvent) => changes.push(e.detail);
    beforeEach(() => {
      changes = [];
      document.addEventListener('army-roster-change', listen);
    });
    afterEach(() => document.removeEventListener('army-roster-change', listen));

    /** The roster next to a sibling element that sends events as `<skirmish-resolver>` and `<recruit-cost>` do. */
    async function withSibling() {
      const el = await fixture<ArmyRoster>(army());
      const sibling = document.createElement('span');
      el.after(sibling);
      return { el, sibling };
    }

    /** A sibling reports a resolved Skirmish, as `<skirmish-resolver>` does. */
    async function resolved(
      el: ArmyRoster,
      sibling: Element,
      offense: SkirmishCardOutcome,
      defense: SkirmishCardOutcome,
      winner: SideName | null,
      margin: number,
      discards: SkirmishDiscard[] = [],
    ) {
      sibling.dispatchEvent(new SkirmishResolvedEvent({ offense, defense, winner, margin, discards }));
      await el.updateComplete;
    }

    /** A sibling sends an event as another widget would, and the roster updates. */
    async function send(el: ArmyRoster, sibling: Element, event: Event) {
      sibling.dispatchEvent(event);
      await el.updateComplete;
    }

    it('announces its cards (with its commander) when they change and when asked', async () => {
      const { el, sibling } = await withSibling();
      const last = changes.at(-1)!;
      expect(last.commander).to.equal('Ayla');
      expect(last.name).to.equal('Northern Host');
      expect(last.cards.map((c) => [c.id, c.pile])).to.deep.equal([
        ['spearmen', 'hand'],
        ['scouts', 'hand'],
        ['skeletons', 'hand'],
        ['banner', 'hand'],
        ['iron-rite', 'hand'],
      ]);
      expect(last.cards[0]).to.deep.include({ retinue: true });
      expect(last.cards[0]!.unit).to.deep.equal({
        name: 'Spearmen',
        strength: 3,
        role: 'aggressor',
        path: 'steel',
        traits: ['reach'],
      });
      const before = changes.length;
      await click(el, stateRadio(el, 'Scouts', 'Exhausted'));
      expect(changes.length).to.equal(before + 1);
      expect(changes.at(-1)!.cards[1]!.pile).to.equal('exhausted');
      sibling.dispatchEvent(new RosterRequestEvent());
      expect(changes.length).to.equal(before + 2);
    });

    it('AC-SK-7: a resolved Skirmish naming its commander moves the card (by id, else by name), undoably', async () => {
      const { el, sibling } = await withSibling();
      await resolved(
        el,
        sibling,
        { commander: 'Ayla', cardId: 'spearmen', name: 'Spearmen', fate: 'exhausted' },
        { commander: 'Borin', name: 'Soldier', fate: 'killed' },
        'offense',
        3,
      );
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
      expect(log(el)[0]).to.equal('Skirmish: Spearmen won → Exhausted');
      expect(text(root(el).querySelector('.badge'))).to.equal('⚔ In Battle');

      await resolved(
        el,
        sibling,
        { commander: 'Borin', name: 'Ogre', fate: 'exhausted' },
        { commander: ' ayla ', name: 'scouts', fate: 'killed' },
        'offense',
        4,
      );
      expect(stateOf(el, 'Scouts')).to.equal('killed');
      expect(log(el)[0]).to.equal('Skirmish: Scouts lost by 4 → Killed');
      expect(result(el)).to.equal('15 lunari'); // AC-EC-1: Killed units cost nothing

      await click(el, button(root(el), 'Undo: Skirmish: Scouts lost by 4 → Killed'));
      expect(stateOf(el, 'Scouts')).to.equal('hand');
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
    });

    it('ignores Skirmishes of other commanders; a name not in the army moves nothing', async () => {
      const { el, sibling } = await withSibling();
      await resolved(
        el,
        sibling,
        { commander: 'Borin', cardId: 'spearmen', name: 'Spearmen', fate: 'killed' },
        { commander: 'Cato', name: 'Scouts', fate: 'killed' },
        null,
        0,
      );
      expect(names(el).map((n) => stateOf(el, n))).to.deep.equal(['hand', 'hand', 'hand', 'hand', 'hand']);
      expect(log(el)).to.deep.equal([]);
      await resolved(
        el,
        sibling,
        { commander: 'Ayla', name: 'Dragon', fate: 'exhausted' },
        { commander: 'Borin', name: 'Soldier', fate: 'killed' },
        'offense',
        5,
      );
      expect(log(el)[0]).to.equal('Skirmish: Dragon is not a card of this army: nothing moved');
    });

    it('AC-SK-8, R5: a Kill prevented turns its Killed card back to Disabled, undoably; only a Killed card moves', async () => {
      const { el, sibling } = await withSibling();
      await resolved(
        el,
        sibling,
        { commander: 'Borin', name: 'Ogre', fate: 'exhausted' },
        { commander: 'Ayla', cardId: 'scouts', name: 'Scouts', fate: 'killed' },
        'offense',
        3,
      );
      expect(stateOf(el, 'Scouts')).to.equal('killed');
      const saved = { name: 'Scouts', cardId: 'scouts', side: 'defense' } as const;
      await send(el, sibling, new KillPreventedEvent({ ...saved, commander: 'Borin', paid: { influence: 1 } }));
      expect(stateOf(el, 'Scouts')).to.equal('killed'); // another commander's card of the same id
      await send(el, sibling, new KillPreventedEvent({ ...saved, commander: 'ayla', paid: { morale: 3 } }));
      expect(stateOf(el, 'Scouts')).to.equal('disabled');
      expect(log(el)[0]).to.equal('Kill prevented: Scouts → Disabled, 3 Morale paid (AC-SK-8)');
      expect(result(el)).to.equal('20 lunari'); // AC-EC-1: Disabled still costs upkeep

      // By name (a slotted unit), a card in hand is not Killed: nothing moves.
      await send(el, sibling, new KillPreventedEvent({ commander: 'Ayla', name: 'Spearmen', paid: { influence: 1 } }));
      expect(stateOf(el, 'Spearmen')).to.equal('hand');
      expect(log(el)[0]).to.equal('Kill prevented: Spearmen is not Killed here (In hand): nothing moved');

      await click(el, button(root(el), 'Undo: Kill prevented: Scouts → Disabled, 3 Morale paid'));
      expect(stateOf(el, 'Scouts')).to.equal('killed');
    });

    it('R4: an Unopposed attack sends its commander’s Offense card to Exhausted, undoably', async () => {
      const { el, sibling } = await withSibling();
      const spearmen = { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] } as const;
      const unopposed = resolveUnopposed({ unit: spearmen }, fixedD6([2, 5])); // 3 + 5 + Reach 1 = 9: 2 damage
      const detail = {
        offense: { commander: 'Ayla', cardId: 'spearmen', name: 'Spearmen', fate: 'exhausted' },
        defense: { commander: 'Borin', play: 'pass' },
        total: unopposed.total,
        damage: unopposed.damage,
        result: unopposed,
        number: 1,
        discards: [],
        powers: [],
      } as const;
      await send(
        el,
        sibling,
        new UnopposedResolvedEvent({ ...detail, offense: { ...detail.offense, commander: 'Borin' } }),
      );
      expect(stateOf(el, 'Spearmen')).to.equal('hand');
      await send(el, sibling, new UnopposedResolvedEvent(detail));
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
      expect(log(el)[0]).to.equal('Unopposed: Spearmen → Exhausted (R4)');
      expect(text(root(el).querySelector('.badge'))).to.equal('⚔ In Battle');
      await click(el, button(root(el), 'Undo: Unopposed: Spearmen → Exhausted'));
      expect(stateOf(el, 'Spearmen')).to.equal('hand');
    });

    it('AC-SK-9: each card its commander discarded goes to Disabled; a card named by id is never taken by name', async () => {
      const el = await fixture<ArmyRoster>(
        html`<army-roster name="Northern Host" commander="Ayla">
          <army-unit name="Soldier" strength="2"></army-unit>
          <army-unit name="Soldier" strength="2"></army-unit>
          <army-unit name="Archers" strength="2" traits="ranged"></army-unit>
        </army-roster>`,
      );
      const sibling = document.createElement('span');
      el.after(sibling);
      const discard = { bonus: 1, by: 'defense', target: 'defense' } as const;
      await resolved(
        el,
        sibling,
        { commander: 'Borin', name: 'Ogre', fate: 'exhausted' },
        // The defending Soldier came from a slot (a name only); the discarded one was picked from the hand.
        { commander: 'Ayla', name: 'Soldier', fate: 'disabled' },
        'offense',
        2,
        [
          { ...discard, commander: 'Ayla', cardId: 'soldier', name: 'Soldier' },
          { ...discard, commander: 'Borin', cardId: 'archers', name: 'Archers' },
          { ...discard, commander: 'Ayla', name: 'a card' },
        ],
      );
      expect(piles(el)).to.deep.equal(['Soldier: disabled', 'Soldier: disabled', 'Archers: hand']);
      expect(log(el)[0]).to.equal(
        'Skirmish: Soldier lost by 2 → Disabled; Soldier discarded (+1) → Disabled (AC-SK-9); ' +
          'Discarded a card: no such card here, nothing moved (AC-SK-9)',
      );
    });

    it('AC-MO-2: the cards a Rout’s dice Killed go to Killed (by id, else the Disabled or Exhausted one), undoably', async () => {
      const { el, sibling } = await withSibling();
      await click(el, stateRadio(el, 'Spearmen', 'Exhausted'));
      await click(el, stateRadio(el, 'Skeletons', 'Disabled'));
      const rolls = [
        { name: 'Spearmen', roll: 6, killed: true, cardId: 'spearmen' },
        { name: 'Skeletons', roll: 5, killed: true },
      ];
      const killed = [{ cardId: 'spearmen', name: 'Spearmen' }, { name: 'skeletons' }];
      await send(el, sibling, new RoutRolledEvent({ commander: 'Borin', killed, rolls }));
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
      await send(el, sibling, new RoutRolledEvent({ commander: 'Ayla', killed, rolls }));
      expect(piles(el)).to.deep.equal([
        'Spearmen: killed',
        'Scouts: hand',
        'Skeletons: killed',
        'Banner: hand',
        'Iron Rite: hand',
      ]);
      expect(log(el)[0]).to.equal('Rout: Spearmen → Killed (AC-MO-2); Skeletons → Killed (AC-MO-2)');
      expect(result(el)).to.equal('5 lunari'); // AC-EC-1: only the Scouts (Strength 0 counts 1) are paid for now
      await click(el, button(root(el), 'Undo: Rout: Spearmen → Killed; Skeletons → Killed'));
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
      expect(stateOf(el, 'Skeletons')).to.equal('disabled');
    });

    it('AC-BA-1, AC-BA-6: says at once, within the click, whether its Battle is on (inBattle), and only once', async () => {
      const el = await fixture<ArmyRoster>(army());
      expect(changes.at(-1)!.inBattle).to.equal(false);
      changes = [];
      button(root(el), 'Start Battle').click();
      expect(changes.map((c) => c.inBattle)).to.deep.equal([true]);
      await el.updateComplete;
      expect(changes.map((c) => c.inBattle)).to.deep.equal([true]);
      await click(el, 'End Battle');
      expect(changes.map((c) => c.inBattle)).to.deep.equal([true, false]);
    });

    it('AC-EC-3: adds a unit recruited for its commander, undoably', async () => {
      const { el, sibling } = await withSibling();
      sibling.dispatchEvent(
        new UnitRecruitEvent({
          commander: 'Ayla',
          unit: { name: 'Archers', strength: 2, role: 'trooper', traits: ['ranged'] },
          lunari: 24,
          timesTrained: 0,
          quest: true,
        }),
      );
      await el.updateComplete;
      expect(names(el).at(-1)).to.equal('Archers');
      expect(text(card(el, 'Archers'))).to.contain('Quest');
      expect(result(el)).to.equal('30 lunari');
      expect(log(el)[0]).to.equal('Recruited Archers for 24 lunari');
      expect(changes.at(-1)!.cards.at(-1)!.id).to.equal('+archers');
      sibling.dispatchEvent(
        new UnitRecruitEvent({
          commander: 'Borin',
          unit: { name: 'Ogre', strength: 4, role: 'trooper' },
          lunari: 100,
          timesTrained: 0,
          quest: false,
        }),
      );
      await el.updateComplete;
      expect(names(el)).not.to.contain('Ogre');
      await click(el, button(root(el), 'Undo: Recruited Archers for 24 lunari'));
      expect(names(el)).not.to.contain('Archers');
    });
  });

  describe('on one page with <skirmish-resolver> and <morale-tracker>', () => {
    /** Widgets as a page holds them, once each has drawn and the rosters have announced their cards. */
    async function page<T extends Element>(widgets: TemplateResult, first: string) {
      // fixtureSync: awaiting a plain <div> waits for an animation frame, which a background test tab may not get.
      const wrapper = fixtureSync<HTMLElement>(html`<div>${widgets}</div>`);
      const rosters = [...wrapper.querySelectorAll('army-roster')];
      const widget = wrapper.querySelector(first) as T & { updateComplete: Promise<unknown> };
      await Promise.all(rosters.map((r) => r.updateComplete));
      await widget.updateComplete;
      return { widget, rosters };
    }

    const skirmish = () =>
      page<SkirmishResolver>(
        html`<skirmish-resolver offense-commander="Ayla" defense-commander="Borin"></skirmish-resolver>
          ${army()}
          <army-roster name="Borin's band" commander="Borin">
            <army-unit name="Soldier" strength="2"></army-unit>
            <army-unit name="Soldier" strength="2"></army-unit>
          </army-roster>`,
        'skirmish-resolver',
      );

    it('AC-SK-7, AC-SK-9, AC-SK-8, AC-EC-6: cards picked in the resolver move in both rosters, a Kill saved last', async () => {
      const { widget: resolver, rosters } = await skirmish();
      const [ayla, borin] = rosters as [ArmyRoster, ArmyRoster];
      await choose(resolver, 'Offense unit', 'card:Ayla:spearmen');
      await choose(resolver, 'Defense unit', 'card:Borin:soldier');
      // AC-EC-6: the Spearmen are in Ayla's Retinue and she commands them.
      expect(text(resolver.shadowRoot!.querySelector('.side.offense .before'))).to.contain('Retinue AC-EC-6 +1');
      await realDice(resolver);
      // Spearmen 3 + 4 (best of 2d6) + Reach 1 + Retinue 1 = 9 against Soldier 2 + 2 = 4.
      await enterDice(resolver, { offense: [4, 2], defense: [2] });
      expect(result(resolver)).to.contain('Offense wins: Spearmen 9 against Soldier 4');
      // AC-SK-9: Borin discards his other Soldier for +1: 9 against 5, margin 4, still a Kill.
      await defenseDiscard(resolver);
      await choose(resolver, 'Card', 'soldier-2');
      expect(result(resolver)).to.contain('Offense wins: Spearmen 9 against Soldier 5');
      await click(resolver, 'Resolve the Skirmish');
      await Promise.all([ayla.updateComplete, borin.updateComplete]);
      expect(stateOf(ayla, 'Spearmen')).to.equal('exhausted');
      expect(piles(borin)).to.deep.equal(['Soldier: killed', 'Soldier: disabled']);
      expect(log(borin)[0]).to.equal(
        'Skirmish: Soldier lost by 4 → Killed; Soldier discarded (+1) → Disabled (AC-SK-9)',
      );
      // AC-SK-8: the Kill is saved after the result: Killed → Disabled, never the other way round.
      await click(resolver, 'Save Soldier from the Kill');
      await borin.updateComplete;
      expect(piles(borin)).to.deep.equal(['Soldier: disabled', 'Soldier: disabled']);
      expect(log(borin)[0]).to.equal('Kill prevented: Soldier → Disabled, 1 Influence paid (AC-SK-8)');
      expect(stateOf(ayla, 'Spearmen')).to.equal('exhausted');
    });

    it('R4: an Unopposed attack resolved in the resolver leaves the Offense card Exhausted in its roster', async () => {
      const { widget: resolver, rosters } = await skirmish();
      const [ayla, borin] = rosters as [ArmyRoster, ArmyRoster];
      await tick(resolver, 'Passes');
      await choose(resolver, 'Offense unit', 'card:Ayla:scouts');
      await realDice(resolver);
      await enterDice(resolver, { offense: [3] });
      await click(resolver, 'Resolve the Unopposed attack');
      await ayla.updateComplete;
      expect(stateOf(ayla, 'Scouts')).to.equal('exhausted');
      expect(log(ayla)[0]).to.equal('Unopposed: Scouts → Exhausted (R4)');
      expect(piles(borin)).to.deep.equal(['Soldier: hand', 'Soldier: hand']);
    });

    it('AC-BA-1, AC-BA-6, AC-EC-2: the tracker follows the roster’s Battle (one way), and spends the Morale its upkeep shows', async () => {
      const { widget: tracker, rosters } = await page<MoraleTracker>(
        html`<morale-tracker name="Ayla the Bold" commander="ayla" level="6"></morale-tracker> ${army()}`,
        'morale-tracker',
      );
      const [roster] = rosters as [ArmyRoster];
      const status = () => text(tracker.shadowRoot!.querySelector('[part=status]'));
      // The tracker told the roster its commander's name, and that no Morale was spent on upkeep yet.
      expect(text(root(roster).querySelector('.title'))).to.contain('Commander: Ayla the Bold');
      expect(text(figure(roster, 'Army on the map'))).to.contain(
        "Ayla the Bold's Retinue: 1 unit, each +1 under Ayla the Bold",
      );
      const events = listen('army-roster-change', 'army-morale-change', 'army-upkeep-morale');
      await click(roster, 'Start Battle');
      await tracker.updateComplete;
      expect(status()).to.equal('⚔ In a Battle');
      await click(roster, 'End Battle');
      await tracker.updateComplete;
      expect(status()).to.equal('☾ Between Battles');
      // One roster announcement and one tracker change each: nothing answers back, so no loop.
      expect(events.heard.map((e) => e.type).sort()).to.deep.equal([
        'army-morale-change',
        'army-morale-change',
        'army-roster-change',
        'army-roster-change',
      ]);
      // One way: the tracker's own Battle does not start the roster's (its cards stay where the GM put them).
      await click(tracker, 'Start Battle');
      await roster.updateComplete;
      expect(root(roster).querySelector('.badge')).to.equal(null);
      await click(tracker, 'End Battle');

      // AC-EC-2: Morale is spent on upkeep in the tracker; the roster's upkeep follows: 20 − 2 × 5.
      (tracker.shadowRoot!.querySelector('details.between') as HTMLDetailsElement).open = true;
      await tracker.updateComplete;
      await typeInto(tracker, 'Morale spent on upkeep', '2');
      await sendKeys({ press: 'Enter' });
      await roster.updateComplete;
      events.stop();
      expect(text(tracker.shadowRoot!.querySelector('output[part=result]'))).to.equal('5');
      expect(result(roster)).to.equal('10 lunari');
      expect(log(roster)[0]).to.equal("Morale spent on upkeep today: 2, in Ayla the Bold's Morale tracker (AC-EC-2)");
    });

    it('AC-MO-2: an Unopposed attack that starts the roster’s Battle and Routs its commander leaves the tracker Routed', async () => {
      const { widget: tracker, rosters } = await page<MoraleTracker>(
        html`<morale-tracker name="Ayla" npc morale="1"></morale-tracker> ${army()}`,
        'morale-tracker',
      );
      const [roster] = rosters as [ArmyRoster];
      const spearmen = { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] } as const;
      const attack = resolveUnopposed({ unit: spearmen }, fixedD6([2, 5])); // 9: 2 damage
      const routs = listen('army-routed');
      // As the resolver sends them: the result (Ayla's discarded Scouts go to Disabled), then the damage.
      document.body.dispatchEvent(
        new UnopposedResolvedEvent({
          offense: { commander: 'Borin', name: 'Spearmen', fate: 'exhausted' },
          defense: { commander: 'Ayla', play: 'pass' },
          total: attack.total,
          damage: attack.damage,
          result: attack,
          number: 1,
          discards: [
            { commander: 'Ayla', cardId: 'scouts', name: 'Scouts', bonus: 1, by: 'defense', target: 'offense' },
          ],
          powers: [],
        }),
      );
      document.body.dispatchEvent(
        new MoraleDamageEvent({
          commander: 'Ayla',
          amount: attack.damage,
          reason: 'Unopposed Spearmen',
          rule: 'AC-MO-7',
        }),
      );
      await Promise.all([roster.updateComplete, tracker.updateComplete]);
      await tracker.updateComplete;
      expect(text(root(roster).querySelector('.badge'))).to.equal('⚔ In Battle');
      expect(stateOf(roster, 'Scouts')).to.equal('disabled');
      routs.stop();
      expect(text(tracker.shadowRoot!.querySelector('[part=status]'))).to.equal('⚑ Routed');
      expect(text(tracker.shadowRoot!.querySelector('output[part=result]'))).to.equal('0');
      // The roster said its Battle began before the damage arrived: no second Battle, no second Rout.
      expect(routs.heard).to.have.length(1);
      expect(tracker.shadowRoot!.querySelectorAll('.log ol > li')).to.have.length(2);
    });

    it('AC-MO-2: the rout rolls of the tracker with the same commander Kill the cards in the roster', async () => {
      const { widget: tracker, rosters } = await page<MoraleTracker>(
        html`<morale-tracker name="Ayla" npc morale="1" in-battle></morale-tracker> ${army()}`,
        'morale-tracker',
      );
      const [ayla] = rosters as [ArmyRoster];
      await click(ayla, stateRadio(ayla, 'Spearmen', 'Exhausted'));
      await click(ayla, stateRadio(ayla, 'Scouts', 'Disabled'));
      await tracker.updateComplete;
      await click(tracker, 'Lose 1');
      expect(text(tracker.shadowRoot!.querySelector('.rout'))).to.contain('From the army roster: Spearmen, Scouts.');
      await typeInto(tracker, 'Or enter the 2 dice', '6 2');
      await click(tracker, 'Apply these dice');
      await ayla.updateComplete;
      expect(stateOf(ayla, 'Spearmen')).to.equal('killed');
      expect(stateOf(ayla, 'Scouts')).to.equal('disabled');
      expect(log(ayla)[0]).to.equal('Rout: Spearmen → Killed (AC-MO-2)');
    });
  });

  describe('size', () => {
    const forty = Array.from({ length: 40 }, (_, i) => ({
      name: `Company ${i + 1}`,
      strength: (i % 5) + 1,
      role: ['aggressor', 'guardian', 'trooper', 'healer'][i % 4],
      path: ['steel', 'magic', 'faith', 'nature', 'mind'][i % 5],
    }));

    it('AC-MA-1: 40 units → 10 miniatures, and no sideways scrolling at 320 px', async () => {
      await setViewport({ width: 320, height: 800 });
      const el = await fixture<ArmyRoster>(html`<army-roster name="Grand Army" .units=${forty}></army-roster>`);
      expect(stat(el, 'Miniatures')).to.equal(10);
      expect(result(el)).to.equal('600 lunari'); // 5 × 8 × (1+2+3+4+5)
      const base = root(el).querySelector<HTMLElement>('[part~=base]')!;
      expect(base.scrollWidth).to.be.at.most(base.clientWidth);
      expect(el.getBoundingClientRect().width).to.be.at.most(320);
    });
  });
});
