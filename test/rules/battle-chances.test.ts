// What a chance shown at the table may know (R18, R19) and the chance after an opening (openingOddsRunner).
import { expect } from '@open-wc/testing';

import {
  type BattleOdds,
  type BattleState,
  describeAction,
  legalActions,
  routsActor,
  seededD6,
} from '../../src/rules/index.js';
import { battleOdds, openingOddsRunner } from '../../src/rules/odds.js';
import { adviceLines, bestAction, knownState, quickAction } from '../../src/rules/table/index.js';
import { ayla, begun, brigands, medic, raiders, shieldWall, soldier, spearmen, step } from './battle-helpers.js';

const opening = begun(ayla([spearmen, soldier, shieldWall]), brigands([raiders, soldier]));
/** The Battle after Ayla's Offense with card `card`, face down while Brann chooses his Defense. */
const attacked = (card: number): [BattleState, BattleState] => [opening, step(opening, { type: 'offense', card })];

describe('chances at the table', () => {
  it('R18: while the Offense card is face down, the chance is worked out from before it was played', () => {
    const [before, down] = attacked(0);
    expect(knownState([before, down])).to.equal(before);
    const defended = step(down, { type: 'defense', card: 3 });
    expect(knownState([before, down, defended]), 'revealed: the Battle now').to.equal(defended);
  });

  it('R19: the advice to the Defense is the same whichever card lies face down, and lists every legal action', () => {
    const spear = adviceLines(attacked(0));
    const shield = adviceLines(attacked(2));
    expect(JSON.stringify(spear)).to.equal(JSON.stringify(shield));
    expect(spear.map((line) => line.action)).to.deep.equal(legalActions(attacked(0)[1]));
    expect(spear[0]!.opening[0]!.every((a) => a.type === 'offense')).to.equal(true);
  });

  it('counts Battles after a fixed opening as battleOdds counts them from the state it leads to', () => {
    const pass = { type: 'pass' } as const;
    const options = { battles: 300, seed: 'open', policy: 'greedy' } as const;
    const runner = openingOddsRunner(opening, [[pass]], options);
    runner.run(300);
    expect(runner.result()).to.deep.equal(battleOdds(step(opening, pass), options));
    // A draw among actions: each Battle takes one of them, and every Battle is counted.
    const drawn = openingOddsRunner(opening, [legalActions(opening).filter((a) => a.type === 'offense')], options);
    drawn.run(300);
    expect(drawn.result().battles).to.equal(300);
    expect(drawn.tally().wins[0] + drawn.tally().wins[1]).to.equal(300);
  });

  it('R20, AC-MO-2: the autopilot never saves with its last Morale, which Routs it, while "Done" goes on', () => {
    let s = begun(ayla([spearmen]), brigands([soldier, raiders], { morale: 3 }));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [2, 5, 1]); // Spearmen 9 against Soldier 3: Killed, the Brigands decide
    const save = { type: 'prevent-kill', card: 1 } as const;
    expect(legalActions(s)).to.deep.equal([save, { type: 'done' }]);
    expect([routsActor(s, save), routsActor(s, { type: 'done' })]).to.deep.equal([true, false]);
    // The button says the end, as a Pass that ends the Battle does.
    expect(describeAction(s, save)).to.equal(
      'Save Soldier (2) from the Kill (3 Morale, AC-SK-8): Routs Brigands, who loses the Battle (AC-MO-2)',
    );
    // Estimates tied (both 0.0%, as the board showed them), or even the save ahead: the autopilot is done.
    const odds = (...chances: number[]) => chances.map((c) => ({ winChance: [1 - c, c] }) as unknown as BattleOdds);
    expect(bestAction([s], odds(0, 0))).to.deep.equal({ type: 'done' });
    expect(bestAction([s], odds(0.5, 0))).to.deep.equal({ type: 'done' });
    expect(quickAction([s], seededD6('quick'))).to.deep.equal({ type: 'done' });
  });

  it('AC-MO-6, AC-MO-2: a Pass paid with the last Morale says it Routs its commander; with 2 it is said as before', () => {
    const pass = { type: 'pass' } as const;
    const last = begun(ayla([spearmen], { morale: 1 }), brigands([soldier]));
    expect(routsActor(last, pass)).to.equal(true);
    expect(describeAction(last, pass)).to.equal(
      'Pass (costs 1 Morale, AC-MO-6): Routs Ayla, who loses the Battle (AC-MO-2)',
    );
    const two = begun(ayla([spearmen], { morale: 2 }), brigands([soldier]));
    expect(describeAction(two, pass)).to.equal('Pass (costs 1 Morale, AC-MO-6)');
  });

  it('AC-HE-1, AC-MO-2: a Healer paid with the last Morale says it Routs its commander', () => {
    let s = begun(ayla([soldier, medic], { morale: 1 }), brigands([raiders]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 2 });
    s = step(s, { type: 'resolve' }, [6, 1]); // Soldier 8 against Raiders 3: Ayla may heal the Exhausted Soldier
    const heal = { type: 'heal', healer: 1, card: 0 } as const;
    expect(legalActions(s)).to.deep.equal([heal, { type: 'done' }]);
    expect(describeAction(s, heal)).to.equal(
      'Heal Soldier (2) with Medic (1) (1 Morale, AC-HE-1): Routs Ayla, who loses the Battle (AC-MO-2)',
    );
  });

  it('R20: with 4 Morale the save leaves 1, Routs no one, and is said as before', () => {
    let s = begun(ayla([spearmen]), brigands([soldier, raiders], { morale: 4 }));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [2, 5, 1]);
    const save = { type: 'prevent-kill', card: 1 } as const;
    expect(routsActor(s, save)).to.equal(false);
    expect(describeAction(s, save)).to.equal('Save Soldier (2) from the Kill (3 Morale, AC-SK-8)');
    expect(
      bestAction([s], [{ winChance: [0.4, 0.6] }, { winChance: [0.6, 0.4] }] as unknown as BattleOdds[]),
    ).to.deep.equal(save);
  });
});
