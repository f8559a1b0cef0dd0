import { expect } from '@open-wc/testing';

import {
  type BattleAction,
  type BattleState,
  battleStep,
  describeAction,
  fixedD6,
  legalActions,
} from '../../src/rules/index.js';
import { diceToThrow, rollCard, tableView } from '../../src/rules/table/index.js';
import { ayla, begun, brigands, medic, raiders, shieldWall, soldier, spearmen, step } from './battle-helpers.js';

/** The step taken with `dice`, and its roll card. */
function rolled(state: BattleState, action: BattleAction, dice: number[]) {
  const next = battleStep(state, action, fixedD6(dice));
  if (!next.ok) throw new Error(next.reason);
  return { state: next.state, card: rollCard(state, action, dice, next.state)! };
}

describe('a roll as its card shows it', () => {
  it('AC-MO-2: the Rout takes a die for each unit of the Disabled, then the Exhausted pile, each named in order', () => {
    let s = begun(ayla([soldier, spearmen]), brigands([shieldWall, medic, raiders], { morale: 1 }));
    s = step(s, { type: 'offense', card: 0 }); // Soldier against Medic: the Medic Disabled
    s = step(s, { type: 'defense', card: 3 });
    s = step(s, { type: 'resolve' }, [5, 4]);
    s = step(s, { type: 'offense', card: 2 }); // Shield Wall against Spearmen: the Shield Wall Exhausted
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [5, 1]);
    s = step(s, { type: 'unable' });
    s = step(s, { type: 'pass' }); // the Brigands' last Morale: Routed
    const rout = { type: 'rout-rolls' } as const;
    const die = { count: 1, rule: 'AC-MO-2', text: '1d6' };
    expect(diceToThrow(s, rout)).to.deep.equal({
      first: 2,
      again: 0,
      groups: [
        { who: 'Medic', ...die },
        { who: 'Shield Wall', ...die },
      ],
    });
    step(s, rout, [2, 5]); // exactly as many dice as asked for
  });

  it('AC-SK-3, AC-SK-7: each side has its dice, kept and dropped, the parts of its total by name and its fate', () => {
    let s = begun(ayla([spearmen]), brigands([soldier]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    expect(diceToThrow(s, { type: 'resolve' })).to.include({ first: 3, again: 3 });
    const { card } = rolled(s, { type: 'resolve' }, [2, 5, 4]);
    const [offense, defense] = card.sides;
    expect(offense!.rounds).to.deep.equal([
      [
        { value: 2, kept: false },
        { value: 5, kept: true },
      ],
    ]);
    expect(offense!.parts.map((p) => [p.source, p.value])).to.deep.equal([
      ['strength', 3],
      ['die', 5],
      ['reach', 1],
    ]);
    expect([offense!.total, defense!.total, card.margin]).to.deep.equal([9, 6, 3]);
    expect([offense!.fate, defense!.fate, defense!.fateRule]).to.deep.equal(['exhausted', 'killed', 'AC-SK-7']);
  });

  it('AC-SK-6: a tie of totals and base Strength is thrown again, each round with its dice', () => {
    let s = begun(ayla([soldier]), brigands([raiders]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    const { card } = rolled(s, { type: 'resolve' }, [3, 3, 5, 1]);
    expect(card.sides.map((side) => side.rounds.map((dice) => dice.map((d) => d.value)))).to.deep.equal([
      [[3], [5]],
      [[3], [1]],
    ]);
    expect(card.trace.filter((t) => t.kind === 'decide').map((t) => t.kind === 'decide' && t.by)).to.deep.equal([
      'reroll',
      'total',
    ]);
    // The tied round's parts and total for each side (2 + 3 = 5 twice), before the deciding round's 7 against 3.
    expect(card.sides.map((side) => side.tied)).to.deep.equal([
      [
        {
          parts: [
            { source: 'strength', value: 2, rule: 'AC-SK-2' },
            { source: 'die', value: 3, rule: 'AC-SK-2' },
          ],
          total: 5,
        },
      ],
      [
        {
          parts: [
            { source: 'strength', value: 2, rule: 'AC-SK-2' },
            { source: 'die', value: 3, rule: 'AC-SK-2' },
          ],
          total: 5,
        },
      ],
    ]);
    expect(card.sides.map((side) => side.total)).to.deep.equal([7, 3]);
  });

  it('AC-CP Evoker on Defense: the button names the own unit, and the add goes to it, named with the commander', () => {
    let s = begun(ayla([spearmen, shieldWall], { power: { classId: 'evoker' } }), brigands([raiders]), 1);
    s = step(s, { type: 'offense', card: 2 });
    s = step(s, { type: 'defense', card: 1 });
    const own = legalActions(s).find(
      (a) => describeAction(s, a) === 'Evoker (Ayla): Shield Wall +2 (3 of 3 left this Battle)',
    );
    expect(own).to.deep.equal({ type: 'power', side: 'defense' });
    s = step(s, own!);
    // AC-SK-3/4: an Aggressor against a Guardian rolls 1d6, and so does the Guardian.
    const { card } = rolled(s, { type: 'resolve' }, [1, 6]);
    const shield = card.sides.find((side) => side.card === 'Shield Wall')!;
    expect(shield.parts).to.deep.include({
      source: 'power',
      value: 2,
      rule: 'AC-CP',
      power: 'Evoker',
      commander: 'Ayla',
    });
    expect(shield.total).to.equal(2 + 6 + 2);
  });

  it('AC-SK-1, R17: while the Defense is chosen the Offense card is shown in hand and no card is in the Skirmish', () => {
    const s = step(begun(ayla([spearmen, soldier]), brigands([raiders])), { type: 'offense', card: 1 });
    const seen = tableView(s);
    expect(seen.commanders[0].hand).to.deep.equal([0, 1]);
    expect(seen.pending).to.equal(undefined);
    expect(tableView(step(s, { type: 'defense', card: 2 })).pending?.offense).to.equal(1);
  });
});
