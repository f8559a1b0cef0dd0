// A board's Battle as a file and as saved state: exported, imported back after the storage is gone, and checked
// against the armies inside before anything of it is shown (a record that does not fit is said, not shown).
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import { actions, board, playOut, report, settle, status } from './army-battle-helpers.js';
import {
  button,
  chooseFile,
  click,
  control,
  downloaded,
  LOADING,
  problems,
  restorePage,
  squash,
  text,
} from './helpers.js';

const KEY = 'army-combat:army-battle:ford';

interface Exported {
  version: number;
  battle: {
    setup: { commanders: { name: string; army: { name?: string; unit?: { name: string } }[] }[] };
    sides: [{ cards: string[] }, { cards: string[] }];
    steps: unknown[];
  };
}

/** What the board says about a record that does not fit its armies. */
const waiting = (el: ArmyBattle) => text(el.shadowRoot!.querySelector('.waiting'));
/** What the board says about the last import (or the status when nothing is said yet). */
const said = (el: ArmyBattle) =>
  squash(`${waiting(el)} ${text(el.shadowRoot!.querySelector('.battle-file [role=status]'))}`);

/** A board with the Battle started and six steps taken, and that Battle as "Export the Battle" gives it. */
async function sixSteps() {
  const el = await board({ key: 'ford' });
  await click(el, 'Start the Battle');
  for (let i = 0; i < 6; i++) await click(el, actions(el)[0]!);
  const file = await downloaded(() => click(el, 'Export the Battle'));
  return { el, file, exported: JSON.parse(file) as Exported };
}

/** The board after a reload with nothing saved, and `file` chosen in "Import a Battle". */
async function importInto(file: string, name = 'battle.json') {
  localStorage.clear();
  const el = await board({ key: 'ford' });
  await chooseFile(control(el, 'Import a Battle'), new File([file], name), () => said(el));
  await settle(el);
  return el;
}

describe('<army-battle> import and checked records', function () {
  afterEach(restorePage);

  it('is accessible with a record that does not fit its armies', async () => {
    const { el, exported } = await sixSteps();
    exported.battle.sides[1].cards[0] = 'nope';
    el.remove();
    const again = await importInto(JSON.stringify(exported));
    await expect(again).to.be.accessible();
  });

  it('"Export the Battle", storage cleared, a reload: "Import a Battle" replays it to the same step', async () => {
    const { el, file } = await sixSteps();
    const before = [status(el), actions(el).map(text)];
    el.remove();
    const again = await importInto(file);
    expect([status(again), actions(again).map(text)]).to.deep.equal(before);
    expect(said(again)).to.equal('Imported battle.json: the Battle after 6 steps.');
    await playOut(again);
    expect(again.battle!.step).to.equal('ended');
  });

  it('the report\'s "Export JSON" imports back to the same report', async () => {
    const el = await board({ key: 'ford' });
    await click(el, 'Start the Battle');
    await playOut(el);
    const shown = text(await report(el));
    const file = await downloaded(() =>
      click(el, button(el.shadowRoot!.querySelector('[part~=report]')!, 'Export JSON')),
    );
    el.remove();
    const again = await importInto(file);
    expect(text(await report(again))).to.equal(shown);
  });

  it('a record that does not fit is refused with its first mismatch, or loaded with its own armies', async () => {
    const { el, exported } = await sixSteps();
    const before = status(el);
    el.remove();
    const [ayla, brann] = exported.battle.sides;
    brann.cards[1] = ayla.cards[0]!;
    let again = await importInto(JSON.stringify(exported), 'swapped.json');
    expect(waiting(again)).to.contain(
      `The Battle in swapped.json does not fit the armies inside: The record's card "${ayla.cards[0]}" of "Brann" belongs to the other army.`,
    );
    expect(status(again)).to.contain('Ready');
    again.remove();
    brann.cards[1] = 'nope';
    again = await importInto(JSON.stringify(exported), 'nope.json');
    expect(waiting(again)).to.contain(`The record's card "nope" is not in the roster "Bandits".`);
    expect(again.battle).to.equal(null);
    await click(again, "Load the record's own armies");
    await settle(again);
    expect(status(again)).to.equal(before);
    expect(again.shadowRoot!.querySelector('.waiting')).to.equal(null);
  });

  it('a saved record is checked at load: a stranger commander or a renamed unit is said, nothing of it shown', async () => {
    const { el, exported } = await sixSteps();
    el.remove();
    const save = (battle: unknown) => localStorage.setItem(KEY, JSON.stringify({ version: 2, state: battle }));
    exported.battle.setup.commanders[0]!.name = 'Zed';
    save(exported.battle);
    let again = await board({ key: 'ford' });
    expect(waiting(again)).to.contain(
      `The saved Battle does not fit the armies inside: The record's commander 1 is "Zed", not "Ayla".`,
    );
    expect(status(again)).to.contain('Ready');
    expect(text(again.shadowRoot!.querySelector('[part~=base]')).match(/Zed/g)).to.have.length(1);
    again.remove();
    exported.battle.setup.commanders[0]!.name = 'Ayla';
    const army = exported.battle.setup.commanders[1]!.army;
    army[0] = { ...army[0], name: 'Dragon' };
    save(exported.battle);
    again = await board({ key: 'ford' });
    expect(waiting(again)).to.contain(`is "Dragon", in the roster "Soldier".`);
    expect(localStorage.getItem(KEY), 'kept until replaced').to.contain('Dragon');
  });

  it('an army missing or empty is said at once, and no Start is offered', async () => {
    const el = fixtureSync<ArmyBattle>(
      html`<army-battle odds-battles="0">
        <morale-tracker name="Ayla" level="6"></morale-tracker>
        <army-roster commander="Ayla" name="Vanguard"><army-unit name="Spearmen" strength="3"></army-unit></army-roster>
        <morale-tracker name="Brann" npc morale="5"></morale-tracker>
        <army-roster commander="Brann" name="Bandits"></army-roster>
      </army-battle>`,
    );
    const said = 'The army of Brann has no living units: add some to its roster.';
    await waitUntil(() => problems(el).join() === said, 'the empty army is not said', LOADING);
    await settle(el);
    expect(actions(el)).to.have.length(0);
  });
});
