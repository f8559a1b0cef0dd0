import { expect } from '@open-wc/testing';

import {
  battleLog,
  type BattleState,
  type CommanderSetup,
  legalActions,
  startBattle,
  TACTICIAN_OPTIONS,
} from '../../src/rules/index.js';
import {
  ayla,
  banner,
  battle,
  begun,
  brigands,
  knight,
  morale,
  piles,
  raiders,
  refusal,
  rite,
  soldier,
  spearmen,
  step,
} from './battle-helpers.js';

const question = (s: BattleState) => [s.step, s.actor, s.questions[0]?.ask];

describe('Before the Battle (AC-BA-1, R11)', () => {
  it("AC-BA-1, R11: with chooser 'roll' both roll a d6, again on a tie; the higher chooses who starts", () => {
    let s = startBattle({ commanders: [ayla([soldier]), brigands([raiders])], chooser: 'roll' });
    expect([s.step, legalActions(s)]).to.deep.equal(['roll-chooser', [{ type: 'roll-chooser' }]]);
    expect(refusal(s, { type: 'roll-chooser' })).to.equal("'roll-chooser' rolls dice: give battleStep a d6");
    s = step(s, { type: 'roll-chooser' }, [3, 3]);
    expect(s.step).to.equal('roll-chooser');
    s = step(s, { type: 'roll-chooser' }, [2, 5]);
    expect([s.step, s.actor]).to.deep.equal(['choose-first', 1]);
    expect(battleLog(s).at(-1)?.text).to.equal('Brigands chooses who takes the first turn');
    s = step(s, { type: 'choose-first', first: 0 });
    expect([s.step, s.turn]).to.deep.equal(['offense', 0]); // no power to ask for: Phase 1 at once
    expect(() => startBattle({ commanders: [ayla([soldier]), brigands([raiders])], chooser: 2 as 0 })).to.throw(
      RangeError,
      "the chooser is commander 0 or 1, or 'roll' (AC-BA-1), not 2",
    );
    const army = Array.from({ length: 16 }, () => soldier);
    expect(() => startBattle({ commanders: [ayla(army), brigands(army)] })).to.throw(
      RangeError,
      'a Battle plays at most 30 cards of the armies, not 32',
    );
  });

  it('an action from outside (a saved game, an event) naming no card or no player is refused with why', () => {
    const s = battle(ayla([soldier]), brigands([raiders]));
    expect(refusal(s, { type: 'choose-first', first: 2 as 0 })).to.equal(
      'the first player is commander 0 or 1 (AC-BA-1)',
    );
    const on = step(s, { type: 'choose-first', first: 0 });
    for (const card of [99, -1, 1.5])
      expect(refusal(on, { type: 'offense', card })).to.equal(`there is no card ${card} in this Battle`);
    expect(refusal(on, { type: 'offense', card: 1 })).to.equal("card 1 is not in Ayla's hand");
  });

  it('R11, AC-CP Tactician, Oathbound, Mender, R12: asked in turn, first player first, the Menders last', () => {
    let s = battle(
      ayla([soldier, spearmen, knight], { power: { classId: 'tactician' } }),
      brigands([raiders], { power: { classId: 'mender' } }),
    );
    s = step(s, { type: 'choose-first', first: 1 });
    expect(question(s)).to.deep.equal(['pre-battle', 0, 'tactician']); // the Brigands' only question is the Mender's
    expect(legalActions(s)).to.have.length(TACTICIAN_OPTIONS.length + 1); // each benefit, or none
    expect(refusal(s, { type: 'dervish', against: 'steel' })).to.equal(
      "the Battle asks for the Tactician's benefit now (R11)",
    );
    expect(refusal(s, { type: 'tactician', as: 'evoker' })).to.contain('Guardian-row or Steel-column');
    s = step(s, { type: 'tactician', as: 'oathbound' });
    expect(question(s)).to.deep.equal(['pre-battle', 0, 'oathbound']); // the chosen class's own question follows
    s = step(s, { type: 'oathbound', card: 0 });
    expect(s.commanders[0].power).to.deep.include({ classId: 'oathbound', oathbound: 0 });
    expect(question(s)).to.deep.equal(['pre-battle', 1, 'mender-reveal']);
    s = step(s, { type: 'mender-reveal' }, [1, 2]); // first of 3: Soldier; then second of 2 left: Knight
    expect(s.revealed).to.deep.equal([0, 2]);
    expect(legalActions(s)).to.deep.equal([
      { type: 'mender-disable', card: 0 },
      { type: 'mender-disable', card: 2 },
      { type: 'done' },
    ]);
    s = step(s, { type: 'mender-disable', card: 0 }); // Ayla's Oathbound unit: Exhausted instead (R12)
    expect(piles(s, 0)).to.deep.include({ hand: ['Spearmen', 'Knight'], exhausted: ['Soldier'], disabled: [] });
    expect(morale(s, 1)).to.equal(4);
    expect([s.step, s.phase, s.turn]).to.deep.equal(['offense', 1, 1]);
    expect(battleLog(s).at(-1)?.text).to.equal('Phase 1 begins: Brigands takes the first turn');
  });

  it('R11, AC-CP Dervish, Chirurgeon, Chaplain: answered, declined, or given in the setup and not asked', () => {
    let s = battle(
      ayla([soldier], { power: { classId: 'dervish' } }),
      brigands([raiders], { power: { classId: 'chirurgeon' } }),
    );
    s = step(s, { type: 'choose-first', first: 0 });
    expect(question(s)).to.deep.equal(['pre-battle', 0, 'dervish']);
    expect(legalActions(s)).to.have.length(5 + 6 + 1); // 5 Paths, the 6 Roles of units, or none
    expect(refusal(s, { type: 'dervish', against: 'ritual' })).to.equal(
      'Dervish chooses a Path or the Role of a unit, not ritual (AC-CP)',
    );
    s = step(s, { type: 'dervish', against: 'aggressor' });
    expect(question(s)).to.deep.equal(['pre-battle', 1, 'power-unit']);
    s = step(s, { type: 'power-unit' });
    expect(piles(s, 1).hand).to.deep.equal(['Raiders', 'Alchemy Lab']);
    expect([s.step, s.commanders[0].power?.dervishAgainst]).to.deep.equal(['offense', 'aggressor']);

    let declined = battle(ayla([soldier], { power: { classId: 'chaplain' } }), brigands([raiders]));
    declined = step(declined, { type: 'choose-first', first: 0 });
    declined = step(declined, { type: 'done' });
    expect([declined.step, declined.commanders[0].power?.powerUnit]).to.deep.equal(['offense', null]);
    expect(
      battleLog(declined).some((e) => e.text === 'Ayla: Leave the Mediating Chaplain out of this Battle'),
    ).to.equal(true);

    const given = begun(
      ayla([soldier], { power: { classId: 'dervish', dervishAgainst: 'steel' } }),
      brigands([raiders], { power: { classId: 'chaplain', powerUnit: false } }),
    );
    expect([given.step, piles(given, 1).hand]).to.deep.equal(['offense', ['Raiders']]);
  });

  it('R12 Mender: the cards revealed at the table may be entered; a wrong count is refused; the last Morale Routs', () => {
    const mender: CommanderSetup = brigands([raiders], { morale: 1, power: { classId: 'mender' } });
    let s = step(battle(ayla([soldier, spearmen, knight]), mender), { type: 'choose-first', first: 0 });
    expect(refusal(s, { type: 'mender-reveal', cards: [1] })).to.equal(
      "Mender: 2 different cards from Ayla's hand are revealed (R12)",
    );
    expect(refusal(s, { type: 'mender-reveal', cards: [1, 1] })).to.contain('2 different cards');
    s = step(s, { type: 'mender-reveal', cards: [1, 2] });
    expect(s.revealed).to.deep.equal([1, 2]);
    s = step(s, { type: 'mender-disable', card: 2 }); // 1 Morale, the last: Routed before the Battle begins
    expect([s.step, s.winner, s.end?.rule, piles(s, 0).disabled]).to.deep.equal(['ended', 0, 'AC-MO-2', ['Knight']]);
    const few = step(battle(ayla([soldier]), mender), { type: 'choose-first', first: 0 });
    expect(step(few, { type: 'mender-reveal' }, []).revealed).to.deep.equal([0]); // 1 card in hand: no roll
  });
});

describe('Unable detected by the Battle (R3, autoUnable)', () => {
  const auto = (a: CommanderSetup, b: CommanderSetup) =>
    step(startBattle({ commanders: [a, b], chooser: 0, autoUnable: true }), { type: 'choose-first', first: 0 });

  it('R3: a defender with no card that can fight is Unable by themselves: the Offense unit is Unopposed', () => {
    let s = auto(ayla([soldier]), brigands([banner]));
    s = step(s, { type: 'offense', card: 0 });
    expect([s.step, s.pending?.unopposed]).to.deep.equal(['resolve', true]);
    expect(battleLog(s).at(-1)).to.deep.include({
      rule: 'R3',
      text: 'Brigands is Unable on Defense: Soldier is Unopposed',
    });
  });

  it('R3, AC-BA-3, AC-BA-4: turns with nothing to play pass by themselves, through Phase 2 to the end', () => {
    let s = auto(ayla([soldier]), brigands([banner]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'resolve' }, [6]); // Soldier 2 + 6 = 8: 2 Morale damage
    // Brigands Unable, Ayla holds nothing: Phase 2, the Soldier back. Nobody defended, so the Brigands
    // start (AC-BA-3), and are Unable again: Ayla's turn.
    expect([s.phase, s.step, s.turn, morale(s, 1)]).to.deep.equal([2, 'offense', 0, 3]);
    expect(legalActions(s).some((a) => a.type === 'unable')).to.equal(false);
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'resolve' }, [1]); // 3: no damage; both Unable again in Phase 2: the end
    expect([s.step, s.end?.rule, s.winner]).to.deep.equal(['ended', 'AC-BA-4', 0]);
  });

  it('R3, AC-RI-1: a commander who may still play a Ritual is asked; Unable is then a choice beside it', () => {
    let s = auto(ayla([rite, soldier, spearmen]), brigands([raiders, knight]));
    s = step(s, { type: 'offense', card: 1 });
    s = step(s, { type: 'defense', card: 3 });
    s = step(s, { type: 'resolve' }, [6, 1]); // Soldier 8 against Raiders 3: Killed
    s = step(s, { type: 'done' }); // the Brigands do not save them
    s = step(s, { type: 'offense', card: 4 });
    s = step(s, { type: 'defense', card: 2 });
    s = step(s, { type: 'resolve' }, [1, 1, 6]); // Knight 5 against Spearmen 3 + 6 + Reach 1 = 10: Killed
    s = step(s, { type: 'done' });
    expect([s.step, s.actor, legalActions(s)]).to.deep.equal([
      'offense',
      0,
      [{ type: 'unable' }, { type: 'ritual', card: 0 }],
    ]);
  });
});
