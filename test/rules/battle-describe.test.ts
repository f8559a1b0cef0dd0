import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  type BattleSetup,
  type BattleState,
  battleStatus,
  battleStep,
  describeAction,
  legalActions,
  randomIndex,
  seededD6,
  startBattle,
  type Unit,
} from '../../src/rules/index.js';

const spearmen: Unit = { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] };
const soldier: Unit = { name: 'Soldier', strength: 2, role: 'trooper' };
const banner: Unit = { name: 'Banner', strength: null, role: 'equipment' };
const SETUP: BattleSetup = {
  commanders: [
    { name: 'Ayla', morale: 7, influence: 1, army: [spearmen, { unit: soldier, discardBonus: 1 }] },
    { name: 'Brann', morale: 5, npc: true, army: [soldier, banner] },
  ],
};

const after = (state: BattleState, ...types: string[]): BattleState => {
  const d6 = seededD6('describe');
  for (const type of types) {
    const action = legalActions(state).find((a) => a.type === type);
    if (!action)
      throw new Error(
        `no ${type} in ${legalActions(state)
          .map((a) => a.type)
          .join(', ')}`,
      );
    const next = battleStep(state, action, d6);
    if (!next.ok) throw new Error(next.reason);
    state = next.state;
  }
  return state;
};

describe('describing a Battle for its board', () => {
  it('AC-BA-1: before the Battle the status asks who takes the first turn; each choice names a commander', () => {
    const state = startBattle(SETUP);
    expect(battleStatus(state)).to.equal('Before the Battle · Ayla: choose who takes the first turn (AC-BA-1)');
    expect(legalActions(state).map((a) => describeAction(state, a))).to.deep.equal([
      'Ayla takes the first turn',
      'Brann takes the first turn',
    ]);
  });

  it('AC-SK-1, AC-MO-6, AC-UN-4: on Offense a card is played by its name; Pass says what it costs', () => {
    const state = after(startBattle(SETUP), 'choose-first');
    expect(battleStatus(state)).to.equal(
      'Phase 1 · Ayla on Offense · Ayla: play a card on Offense, Pass or be Unable (AC-SK-1)',
    );
    expect(legalActions(state).map((a) => describeAction(state, a))).to.deep.equal([
      'Attack with Spearmen (3)',
      'Attack with Soldier (2)',
      'Pass (costs 1 Morale, AC-MO-6)',
    ]);
  });

  it('AC-MO-7, AC-SK-9: on Defense Pass makes the attacker Unopposed; a discard names its bonus and side', () => {
    const defense = after(startBattle(SETUP), 'choose-first', 'offense');
    expect(legalActions(defense).map((a) => describeAction(defense, a))).to.include(
      'Pass: the attacker is Unopposed (AC-MO-7)',
    );
    const bonuses = after(defense, 'defense');
    expect(legalActions(bonuses).map((a) => describeAction(bonuses, a))).to.include.members([
      'Discard Soldier (2): +1 to the Offense (AC-SK-9)',
      'No more discards',
    ]);
  });

  it('AC-BA-5: every action of any Battle is described, and the end names the winner (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const d6 = seededD6(seed);
        let state = startBattle(SETUP);
        for (let steps = 0; state.step !== 'ended' && steps < 500; steps++) {
          const actions = legalActions(state);
          for (const action of actions) if (!describeAction(state, action)) return false;
          const next = battleStep(state, actions[randomIndex(actions.length, d6)]!, d6);
          if (!next.ok) return false;
          state = next.state;
        }
        return state.step === 'ended' && /^(Ayla|Brann) wins the Battle: /.test(battleStatus(state));
      }),
      { numRuns: 200 },
    );
  });
});
