import { expect } from '@open-wc/testing';

import {
  type BattleState,
  COMMANDER_CLASSES,
  describeAction,
  describeStep,
  legalActions,
  powerUses,
} from '../../src/rules/index.js';
import { ayla, battle, begun, brigands, medic, raiders, soldier, step } from './battle-helpers.js';

const horn = { unit: { name: 'Horn', strength: null, role: 'equipment' as const }, discardBonus: 1 };
/** The buttons a game master sees now. */
const labels = (s: BattleState) => legalActions(s).map((a) => describeAction(s, a));

describe('Actions as buttons (describeAction, describeStep, powerUses)', () => {
  it('AC-SK-1, AC-MO-6, AC-MO-7, AC-SK-9, AC-CP Evoker: a Skirmish’s buttons name the card, the cost and the rule', () => {
    let s = begun(ayla([soldier, horn], { power: { classId: 'evoker' } }), brigands([raiders]));
    expect(describeStep(s)).to.equal(
      'Phase 1 · Ayla on Offense · Ayla: play a card on Offense, Pass or be Unable (AC-SK-1)',
    );
    expect(labels(s)).to.deep.equal(['Play Soldier on Offense', 'Pass (costs 1 Morale, AC-MO-6)']);
    s = step(s, { type: 'offense', card: 0 });
    expect(labels(s)).to.deep.equal(['Play Raiders on Defense', 'Pass: the Offense card is Unopposed (AC-MO-7)']);
    s = step(s, { type: 'defense', card: 2 });
    expect(labels(s)).to.deep.equal([
      'Discard Horn: +1 to Soldier on Offense (AC-SK-9)',
      'Discard Horn: +1 to Raiders on Defense (AC-SK-9)',
      'Evoker: Add 2 to Soldier on Offense (3 of 3 left this Battle)',
      'Evoker: Add 2 to Raiders on Defense (3 of 3 left this Battle)',
      'Done: nothing more to add (AC-SK-9)',
    ]);
    s = step(s, { type: 'power', side: 'offense' });
    s = step(s, { type: 'done' }); // Ayla keeps her Horn
    expect(labels(s)).to.deep.equal(['Roll the Skirmish (AC-SK-2)']);
    s = step(s, { type: 'resolve' }, [1, 6]); // Soldier 2 + 1 + 2 = 5 against Raiders 2 + 6 = 8: Disabled
    expect(powerUses(s, 0)?.text).to.equal('Evoker: 2 of 3 left this Battle');
  });

  it('AC-BA-4, AC-SK-8, AC-HE-1: the Pass that ends the Battle, kill prevention and Healers say what they cost', () => {
    const passed = step(begun(ayla([soldier]), brigands([raiders])), { type: 'pass' });
    expect(labels(passed)).to.include(
      'Pass (costs 1 Morale, AC-MO-6): both Passed in a row, the Battle ends (AC-BA-4)',
    );
    let s = begun(ayla([soldier, medic]), brigands([raiders, soldier]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 2 });
    s = step(s, { type: 'resolve' }, [1, 6]); // Soldier 3 against Raiders 8: Killed
    expect(labels(s)).to.deep.equal(['Save Soldier from the Kill: 1 Influence (AC-SK-8)', 'Done']);
    s = step(s, { type: 'prevent-kill', card: 0 });
    expect(labels(s)).to.deep.equal(['Discard the Healer Medic, 1 Morale: Soldier back to hand (AC-HE-1)', 'Done']);
  });

  it('AC-BA-1, R11, R7, R12: the questions before the Battle read as choices', () => {
    let s = battle(
      ayla([soldier], { power: { classId: 'tactician' } }),
      brigands([raiders], { power: { classId: 'mender' } }),
    );
    expect(labels(s)).to.deep.equal(['Ayla takes the first turn (AC-BA-1)', 'Brigands takes the first turn (AC-BA-1)']);
    s = step(s, { type: 'choose-first', first: 0 });
    expect(describeStep(s)).to.equal(
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
      COMMANDER_CLASSES.map((c) => [
        c.id,
        powerUses(begun(ayla([soldier], { power: { classId: c.id } }), brigands([raiders])), 0)?.text,
      ]),
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
