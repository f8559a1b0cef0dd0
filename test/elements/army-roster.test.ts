// The figures of <army-roster> (upkeep, army, Move, Capture, Rituals) and its size.
import '../../src/elements/army-roster/define.js';
import '../../src/elements/morale-tracker/define.js';
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';

import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { UpkeepMoraleEvent } from '../../src/events/index.js';
import {
  army,
  card,
  figure,
  figureValue,
  log,
  names,
  openBreakdown,
  ownBattle,
  root,
  stat,
  stateOf,
  stateRadio,
} from './army-roster-helpers.js';
import {
  button,
  click,
  control,
  LOADING,
  openPanel,
  problems,
  restorePage,
  result,
  text,
  typeInto,
} from './helpers.js';

describe('<army-roster>', () => {
  afterEach(restorePage);

  it('is accessible, in light and dark', async () => {
    const el = await fixture<ArmyRoster>(army());
    await expect(el).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    await expect(el).to.be.accessible();
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

  describe('figures', () => {
    it('AC-EC-1: upkeep per Day in output[part=result], with its breakdown on demand', async () => {
      const el = await fixture<ArmyRoster>(army());
      expect(result(el)).to.equal('20 lunari');
      const why = text(await openBreakdown(el, 'Upkeep per Day'));
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
      expect(text(await openBreakdown(el, 'Upkeep per Day'))).to.contain(
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
      expect(text(await openBreakdown(el, 'Army on the map'))).to.contain('not counted: 1 Ritual');
      await click(el, stateRadio(el, 'Spearmen', 'Killed'));
      expect([stat(el, 'Units'), stat(el, 'Strength'), stat(el, 'Miniatures')]).to.deep.equal([3, 2, 1]);
    });

    it('AC-MA-2: inches per Move for the terrain typed, Slow / Fast / Fly-Burrow shown', async () => {
      const el = await fixture<ArmyRoster>(army());
      await openPanel(el, 'Move, Capture and Rituals');
      expect(figureValue(el, 'Move')).to.equal('2 inches per Move');
      const chips = text(figure(el, 'Move').querySelector('.chips'));
      expect(chips).to.equal('Slow: 1 of 4 Fast: 1 of 4 Fly or Burrow: 0 of 4');
      await typeInto(el, control(figure(el, 'Move'), 'Difficult terrain'), '1');
      expect(figureValue(el, 'Move')).to.equal('1 inches per Move');
      await typeInto(el, control(figure(el, 'Move'), 'Difficult terrain'), '3');
      expect(figureValue(el, 'Move')).to.equal('0.5 inches per Move');
      expect(text(await openBreakdown(el, 'Move'))).to.contain('Never less than ½ inch per Move');
    });

    it('AC-MA-2: an army of fliers ignores difficult terrain', async () => {
      const el = await fixture<ArmyRoster>(
        html`<army-roster
          units='[{"name":"Griffons","strength":3,"role":"aggressor","traits":["fly","fast"]}]'
          name="Wings"
        ></army-roster>`,
      );
      await openPanel(el, 'Move, Capture and Rituals');
      await typeInto(el, control(figure(el, 'Move'), 'Difficult terrain'), '2');
      expect(figureValue(el, 'Move')).to.equal('4 inches per Move');
      expect(text(figure(el, 'Move'))).to.contain('(terrain ignored)');
    });

    it('AC-MA-3: Moves needed to Capture, a progress counter, and a Battle starts it over', async () => {
      const el = await fixture<ArmyRoster>(army());
      await openPanel(el, 'Move, Capture and Rituals');
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
      await openPanel(el, 'Move, Capture and Rituals');
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
      await openPanel(el, 'Move, Capture and Rituals');
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
      await ownBattle(el); // after the first frame
      expect(text(card(el, 'Spearmen').querySelector('.strength'))).to.equal('Strength 3 +1');
      expect(text(card(el, 'Scouts').querySelector('.strength'))).to.equal('Strength 0');
      expect(text(figure(el, 'Army on the map'))).to.contain("Ayla's Retinue: 1 unit, each +1 under Ayla");
      // An action, not a label beside the tags: a button as tall as "Edit", with its raised look.
      const escape = button(card(el, 'Spearmen'), 'Fair Escape −2: Spearmen');
      const edit = button(card(el, 'Spearmen'), 'Edit Spearmen');
      expect(escape.getBoundingClientRect().height).to.equal(edit.getBoundingClientRect().height);
      expect(getComputedStyle(escape).backgroundColor).to.equal(getComputedStyle(edit).backgroundColor);
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

  describe('panels', () => {
    const panels = (el: ArmyRoster) => [...root(el).querySelectorAll('details')];
    const summaries = (el: ArmyRoster) => panels(el).map((d) => text(d.querySelector('summary')));

    it('a closed panel draws nothing but its summary', async () => {
      const el = await fixture<ArmyRoster>(army());
      expect(summaries(el)).to.deep.equal([
        'Breakdown',
        'Breakdown',
        'Move, Capture and Rituals',
        'Chance to win a Battle',
        'Sort and filter',
        'Add a unit',
        'Import, export, share and print',
      ]);
      for (const details of panels(el)) {
        expect(details.open).to.equal(false);
        expect([...details.children].map((c) => c.localName)).to.deep.equal(['summary']);
      }
      expect(root(el).querySelectorAll('form, textarea, select, .lines').length).to.equal(0);
    });

    it('"Edit" on a card opens the form on that card, whether or not the form has loaded yet', async () => {
      const el = await fixture<ArmyRoster>(army());
      await click(el, button(card(el, 'Scouts'), 'Edit Scouts'));
      const editor = root(el).querySelector<HTMLDetailsElement>('[part~=editor]')!;
      await waitUntil(
        () => text(editor.querySelector('summary')) === 'Edit Scouts',
        'the form did not open on Scouts',
        LOADING,
      );
      expect(editor.open).to.equal(true);
      expect(control(editor, 'Name').value).to.equal('Scouts');
      expect(control<HTMLSelectElement>(editor, 'Path').value).to.equal('nature');
      await typeInto(el, control(editor, 'Strength'), '1');
      await click(el, button(editor, 'Save unit'));
      expect(result(el)).to.equal('20 lunari'); // Strength 0 counted as 1 before, 1 now (AC-EC-1)
      expect(text(card(el, 'Scouts').querySelector('.strength'))).to.equal('Strength 1');
      expect(text(editor.querySelector('summary'))).to.equal('Add a unit');
    });

    it('"Add a unit" opens by keyboard (its summary focused, Enter), and Enter in the form adds the unit', async () => {
      const el = await fixture<ArmyRoster>(army());
      const editor = root(el).querySelector<HTMLDetailsElement>('[part~=editor]')!;
      editor.querySelector('summary')!.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => editor.querySelector('form'), 'the form was not drawn', LOADING);
      expect(editor.open).to.equal(true);
      await typeInto(el, control(editor, 'Name'), 'Archers');
      await typeInto(el, control(editor, 'Strength'), '2');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(names(el)).to.include('Archers');
      expect(result(el)).to.equal('30 lunari');
      // Closed again, the form is gone from the page.
      editor.querySelector('summary')!.click();
      await waitUntil(() => !editor.querySelector('form'), 'the closed form was still drawn', LOADING);
    });

    it('every panel open is accessible, in light and dark', async () => {
      const el = await fixture<ArmyRoster>(army());
      for (const summary of ['Move, Capture and Rituals', 'Sort and filter', 'Add a unit', 'Import, export'])
        await openPanel(el, summary);
      await openBreakdown(el, 'Upkeep per Day');
      await openBreakdown(el, 'Move');
      await expect(el).to.be.accessible();
      await emulateMedia({ colorScheme: 'dark' });
      await expect(el).to.be.accessible();
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
