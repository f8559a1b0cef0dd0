import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  type BattleSetup,
  type BattleState,
  battleStatus,
  battleStep,
  COMMANDER_CLASSES,
  describeAction,
  legalActions,
  powerUses,
  randomIndex,
  seededD6,
  startBattle,
  type Unit,
} from '../../src/rules/index.js';
import { ayla, battle, begun, brigands, raiders, step } from './battle-helpers.js';

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
      'Discard Soldier (2): +1 to Spearmen (AC-SK-9)',
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

/** The buttons a game master sees now. */
const labels = (s: BattleState) => legalActions(s).map((a) => describeAction(s, a));

describe('describing the powers and the questions before the Battle', () => {
  it('AC-CP Evoker: its buttons say the uses left, which go down with each use', () => {
    const horn = { unit: { name: 'Horn', strength: null, role: 'equipment' as const }, discardBonus: 1 };
    let s = begun(ayla([soldier, horn], { power: { classId: 'evoker' } }), brigands([raiders]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 2 });
    expect(labels(s)).to.deep.equal([
      'Discard Horn (-): +1 to Soldier (AC-SK-9)',
      'Discard Horn (-): +1 to Raiders (AC-SK-9)',
      'Evoker (Ayla): Soldier +2 (3 of 3 left this Battle)',
      'Evoker (Ayla): Raiders +2 (3 of 3 left this Battle)',
      'No more discards',
    ]);
    s = step(s, { type: 'power', side: 'offense' });
    s = step(s, { type: 'done' }); // Ayla keeps her Horn
    s = step(s, { type: 'resolve' }, [1, 6]); // Soldier 2 + 1 + 2 = 5 against Raiders 2 + 6 = 8: Disabled
    expect(powerUses(s, 0)?.text).to.equal('Evoker: 2 of 3 left this Battle');
  });

  it('AC-BA-4: the Pass that ends the Battle says so', () => {
    const passed = step(begun(ayla([soldier]), brigands([raiders])), { type: 'pass' });
    expect(labels(passed)).to.include(
      'Pass (costs 1 Morale, AC-MO-6): both Passed in a row, the Battle ends (AC-BA-4)',
    );
  });

  it('AC-BA-1, R11, R7, R12: the questions before the Battle read as choices, in the status line too', () => {
    let s = battle(
      ayla([soldier], { power: { classId: 'tactician' } }),
      brigands([raiders], { power: { classId: 'mender' } }),
    );
    s = step(s, { type: 'choose-first', first: 0 });
    expect(battleStatus(s)).to.equal(
      "Before the Battle · Ayla: choose the Tactician's benefit for this Battle (AC-CP)",
    );
    expect(labels(s)).to.include.members([
      'Tactician: take the Master of Arms benefit this Battle',
      'No Tactician benefit this Battle',
    ]);
    s = step(s, { type: 'tactician', as: 'chirurgeon' });
    expect(labels(s)).to.deep.equal([
      'Chirurgeon: field the free Alchemy Lab (R7)',
      'Leave the Alchemy Lab out of this Battle',
    ]);
    s = step(s, { type: 'power-unit' });
    expect(labels(s)).to.deep.equal([
      'Mender: Ayla reveals 2 random cards from hand (R12)',
      'Ask for no reveal (Mender)',
    ]);
  });

  it('AC-CP: uses left for each limited power at the start of a Battle; none for the others', () => {
    const left = Object.fromEntries(
      COMMANDER_CLASSES.map((c) => {
        const s = begun(ayla([soldier], { power: { classId: c.id } }), brigands([raiders]));
        return [c.id, powerUses(s, 0)?.text];
      }),
    );
    expect(Object.fromEntries(Object.entries(left).filter(([, text]) => text))).to.deep.equal({
      battlemage: 'Battlemage: 1 of 1 left this Phase',
      shapeshifter: 'Shapeshifter: 1 of 1 left this Battle',
      cleric: 'Cleric: 1 of 1 left this Day',
      evoker: 'Evoker: 3 of 3 left this Battle',
      psionicist: 'Psionicist: 1 of 1 left this Battle',
      illusionist: 'Illusionist: 2 of 2 left this Battle',
      etherealist: 'Etherealist: 1 of 1 left this Battle',
    });
  });
});
