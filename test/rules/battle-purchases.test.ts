// What a budget buys before a Battle (AC-EC-3 recruit, AC-EC-4/5 train) and its ranking by win chance per 100 lunari.
import { expect } from '@open-wc/testing';

import { type BattleOdds, purchases, rankPurchases, type Unit } from '../../src/rules/index.js';
import { rite, soldier, spearmen } from './battle-helpers.js';

const labels = (list: { label: string; lunari: number }[]) => list.map((p) => `${p.label}: ${p.lunari}`);
/** Odds in which the first commander wins `p` of the Battles (the rest of the figures play no part here). */
const winning = (p: number) => ({ winChance: [p, 1 - p] }) as unknown as BattleOdds;

describe('purchases (AC-EC-3, AC-EC-4, AC-EC-5)', () => {
  it('recruits on the table and the next training of each card, within the budget', () => {
    expect(labels(purchases([soldier], { budget: 40 }))).to.deep.equal([
      'Recruit a Strength 1 unit: 10',
      'Recruit a Strength 2 unit: 30',
      'Train Soldier to Strength 3: 30',
    ]);
    // No budget: the whole recruiting table (never extrapolated, R6), and every training.
    expect(labels(purchases([soldier, spearmen])).slice(3)).to.deep.equal([
      'Recruit a Strength 4 unit: 100',
      'Recruit a Strength 5 unit: 150',
      'Train Soldier to Strength 3: 30',
      'Train Spearmen to Strength 4: 40',
    ]);
  });

  it('after the quest, with weapons, for the unit described', () => {
    const archers: Omit<Unit, 'strength'> = { name: 'Archers', role: 'trooper', traits: ['ranged'] };
    const list = purchases([soldier], { budget: 24, quest: true, weapons: 3, recruit: archers });
    expect(labels(list)).to.deep.equal([
      'Recruit Archers (Strength 1): 8',
      'Recruit Archers (Strength 2): 24',
      'Train Soldier to Strength 3: 15', // 30 − 3 weapons × 5 (AC-EC-5: at most half)
    ]);
    expect(list[1]!.army).to.deep.equal([soldier, { ...archers, strength: 2 }]);
    // Each as data too, for the widgets to say in their language.
    expect(list.map((p) => p.phrase)).to.deep.equal([
      { key: 'recruitUnit', values: { unit: 'Archers', strength: 1 } },
      { key: 'recruitUnit', values: { unit: 'Archers', strength: 2 } },
      { key: 'train', values: { unit: 'Soldier', strength: 3 } },
    ]);
    expect(purchases([soldier], { budget: 10 })[0]!.phrase).to.deep.equal({ key: 'recruit', values: { strength: 1 } });
  });

  it('no training past 3 (AC-EC-4), none for a Ritual without Strength, cards alike once, the Retinue kept', () => {
    const retinue = { unit: spearmen, retinue: true };
    const list = purchases([soldier, soldier, rite, retinue, spearmen], { budget: 40, timesTrained: [0, 0, 0, 0, 3] });
    expect(labels(list.filter((p) => p.rule === 'AC-EC-4'))).to.deep.equal([
      'Train Soldier to Strength 3: 30',
      'Train Spearmen to Strength 4: 40',
    ]);
    expect(list.at(-1)!.army[3]).to.deep.equal({ unit: { ...spearmen, strength: 4 }, retinue: true });
    expect(list.at(-1)!.army.filter((card) => card === soldier)).to.have.length(2);
  });
});

describe('rankPurchases', () => {
  const list = purchases([soldier], { budget: 40 }); // recruit 10, recruit 30, train 30 lunari

  it('best first by the change in win chance per 100 lunari', () => {
    const ranked = rankPurchases(list, winning(0.5), [winning(0.52), winning(0.53), winning(0.59)], 0);
    expect(ranked.map((p) => p.label)).to.deep.equal([
      'Train Soldier to Strength 3', // +9 points for 30 lunari: +30 per 100
      'Recruit a Strength 1 unit', // +2 for 10: +20 per 100
      'Recruit a Strength 2 unit', // +3 for 30: +10 per 100
    ]);
    expect(ranked[0]!.per100).to.be.closeTo(0.3, 1e-9);
    expect(ranked[0]!.winChance).to.equal(0.59);
  });

  it('for the other seat, the cheaper first on a tie, and a purchase without figures left out', () => {
    const ranked = rankPurchases(list, winning(0.5), [winning(0.49), undefined, winning(0.47)], 1);
    expect(ranked.map((p) => p.label)).to.deep.equal(['Recruit a Strength 1 unit', 'Train Soldier to Strength 3']);
    expect(ranked[0]!.per100).to.be.closeTo(0.1, 1e-9);
    expect(ranked[1]!.per100).to.be.closeTo(0.1, 1e-9);
  });
});
