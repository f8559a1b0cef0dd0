// The cards of <army-roster>: their states through a Battle, editing, and bad input.
import '../../src/elements/army-roster/define.js';
import '../../src/elements/morale-tracker/define.js';
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { type RosterChangeDetail, type RosterChangeEvent } from '../../src/events/index.js';
import {
  army,
  card,
  figureValue,
  log,
  names,
  ownBattle,
  root,
  stat,
  stateOf,
  stateRadio,
  warned,
} from './army-roster-helpers.js';
import { button, click, control, openPanel, problems, restorePage, result, text, typeInto } from './helpers.js';

describe('<army-roster> cards', () => {
  afterEach(restorePage);

  it('is accessible', async () => {
    const el = await fixture<ArmyRoster>(army());
    await expect(el).to.be.accessible();
  });

  describe('states', () => {
    it('AC-BA-6: after "End Battle" every row shows its own state checked, the Killed ones removed', async () => {
      const el = await fixture<ArmyRoster>(army());
      await ownBattle(el);
      await click(el, 'Start Battle');
      await click(el, stateRadio(el, 'Spearmen', 'Killed'));
      await click(el, stateRadio(el, 'Scouts', 'Disabled'));
      await click(el, stateRadio(el, 'Skeletons', 'Exhausted'));
      await click(el, 'End Battle');
      const checked = [...root(el).querySelectorAll('[part~=card]')].map(
        (card) => card.querySelectorAll('input[type=radio]:checked').length,
      );
      expect(names(el)).to.not.include('Spearmen');
      expect(checked).to.deep.equal(names(el).map(() => 1));
      expect(stateRadio(el, 'Scouts', 'In hand').checked).to.equal(true);
    });

    it('sorted by state, a card whose state changes moves with its own state checked, and so does every other row', async () => {
      const el = await fixture<ArmyRoster>(army());
      await ownBattle(el);
      await openPanel(el, 'Sort and filter');
      const sort = control<HTMLSelectElement>(root(el), 'Sort by');
      sort.value = 'pile';
      sort.dispatchEvent(new Event('change'));
      await el.updateComplete;
      await click(el, stateRadio(el, 'Spearmen', 'Killed'));
      await click(el, stateRadio(el, 'Scouts', 'Exhausted'));
      expect(names(el)).to.deep.equal(['Skeletons', 'Banner', 'Iron Rite', 'Scouts', 'Spearmen']);
      const checked = [...root(el).querySelectorAll('[part~=card]')].map((c) =>
        [...c.querySelectorAll('input:checked')].map((r) => r.getAttribute('aria-label')),
      );
      expect(checked).to.deep.equal([['In hand'], ['In hand'], ['In hand'], ['Exhausted'], ['Killed']]);
      await click(el, 'Undo');
      expect(stateRadio(el, 'Scouts', 'In hand').checked).to.equal(true);
      expect(stateRadio(el, 'Scouts', 'Exhausted').checked).to.equal(false);
    });

    it('removing a card keeps the keyboard focus near: on the next card, else the list', async () => {
      const el = await fixture<ArmyRoster>(army());
      button(el, 'Remove Scouts').focus();
      await click(el, 'Remove Scouts');
      await el.updateComplete;
      const focused = root(el).activeElement!;
      expect(focused.closest('[part~=card]')?.querySelector('.name')?.textContent).to.equal('Skeletons');
      for (const name of ['Spearmen', 'Skeletons', 'Banner', 'Iron Rite']) await click(el, `Remove ${name}`);
      await el.updateComplete;
      expect(text(root(el).activeElement)).to.equal('Add a unit');
    });

    it('AC-GL: a state changes with a click, and by keyboard with the arrow keys', async () => {
      const el = await fixture<ArmyRoster>(army());
      await ownBattle(el);
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
      await ownBattle(el);
      await click(el, stateRadio(el, 'Scouts', 'Exhausted'));
      await click(el, button(root(el), 'Start Battle'));
      expect(stateOf(el, 'Scouts')).to.equal('hand'); // AC-BA-1
      expect(text(root(el).querySelector('.badge'))).to.equal('⚔ In Battle · Phase 1');
      await click(el, stateRadio(el, 'Spearmen', 'Exhausted'));
      await click(el, stateRadio(el, 'Scouts', 'Disabled'));
      await click(el, stateRadio(el, 'Skeletons', 'Killed'));
      await click(el, button(root(el), 'Phase 2'));
      expect([stateOf(el, 'Spearmen'), stateOf(el, 'Scouts')]).to.deep.equal(['hand', 'disabled']); // AC-BA-3
      // Phase 2 happens once a Battle: it is shown, and cannot be pressed again.
      expect(text(root(el).querySelector('.badge'))).to.equal('⚔ In Battle · Phase 2');
      expect([...root(el).querySelectorAll('button')].map((b) => text(b))).to.not.include('Phase 2');
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
      await ownBattle(el);
      button(root(el), 'Start Battle').focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(text(root(el).querySelector('.badge'))).to.equal('⚔ In Battle · Phase 1');
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
      await openPanel(el, 'Sort and filter');
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
      // What the filter hides is said on the panel's summary, open or closed.
      expect(text(root(el).querySelector('.sort summary'))).to.equal('Sort and filter · showing 1 of 5');
    });
  });

  describe('editing', () => {
    it('AC-UN-1: adds, edits and removes a unit, with the rules’ messages for bad fields', async () => {
      const el = await fixture<ArmyRoster>(html`<army-roster name="Host"></army-roster>`);
      expect(result(el)).to.equal('0 lunari');
      const editor = await openPanel(el, 'Add a unit');
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
      expect(text(card(el, 'Archers').querySelector('.meta'))).to.equal('Trooper · Ranged');

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
      await openPanel(el, 'Move, Capture and Rituals');
      expect(figureValue(el, 'Move')).to.equal('3 inches per Move');
      expect(figureValue(el, 'Capture')).to.equal('Cannot capture (no Strength)');
      expect(text(root(el).querySelector('[part~=base]'))).not.to.contain('NaN');
    });

    it('keeps the valid units of a mixed units value, and lists each one left out by position and reason', async () => {
      const { el, warnings } = await warned(
        html`<army-roster
          name="Host"
          units='[{"name":{"toString":1},"strength":2},{"name":"Guards","strength":2,"role":"guardian"},7,{"name":"Pikes","strength":1,"traits":[{"x":1}]}]'
        ></army-roster>`,
      );
      expect(names(el)).to.deep.equal(['Guards']);
      expect(problems(el)).to.deep.equal([
        'units[0]: name cannot be an object, so it was left out',
        'units[2]: a unit is an object such as {"name":"Spearmen","strength":3}, not 7, so it was left out',
        'units[3]: traits may list only words, so it was left out',
      ]);
      expect(warnings).to.have.length(3);
      expect(result(el)).to.equal('10 lunari');
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
});
