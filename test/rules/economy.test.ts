import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  type ArmyUnit,
  fairEscapeSubstitute,
  QUEST_RECRUIT_TABLE,
  RECRUIT_TABLE,
  recruitCost,
  recruitQuote,
  recruitTable,
  retinueBonus,
  ROLES,
  TRAINING_TABLE,
  trainingCost,
  trainingPlan,
  trainingQuote,
  upkeep,
  upkeepBreakdown,
  upkeepCount,
  upkeepNoteText,
  upkeepReason,
  upkeepShares,
  upkeepText,
} from '../../src/rules/index.js';

const unit = (name: string, strength: number | null, extra: Partial<ArmyUnit> = {}): ArmyUnit => ({
  name,
  strength,
  role: 'trooper',
  ...extra,
});

describe('recruiting (AC-EC-3, R6)', () => {
  const table: Array<[number, number, number]> = [
    [1, 10, 8],
    [2, 30, 24],
    [3, 60, 48],
    [4, 100, 80],
    [5, 150, 120],
  ];
  for (const [strength, price, questPrice] of table) {
    it(`AC-EC-3: Strength ${strength} costs ${price} lunari, ${questPrice} after its quest`, () => {
      expect(recruitCost(strength)).to.deep.equal({ lunari: price, onTable: true });
      expect(recruitCost(strength, { quest: true })).to.deep.equal({ lunari: questPrice, onTable: true });
      expect(recruitCost(strength, { quest: false })).to.deep.equal({ lunari: price, onTable: true });
    });
  }

  it('AC-EC-3: the exported tables hold exactly the source rows', () => {
    expect(RECRUIT_TABLE.map((r) => [r.strength, r.lunari])).to.deep.equal(table.map(([s, p]) => [s, p]));
    expect(QUEST_RECRUIT_TABLE.map((r) => [r.strength, r.lunari])).to.deep.equal(table.map(([s, , q]) => [s, q]));
    expect(Object.isFrozen(RECRUIT_TABLE) && Object.isFrozen(RECRUIT_TABLE[0])).to.equal(true);
  });

  it('R6: Strength 6 and 7 are off the table, extrapolated as 5·s·(s+1) and 4·s·(s+1)', () => {
    expect(recruitCost(6)).to.deep.equal({ lunari: 210, onTable: false });
    expect(recruitCost(7)).to.deep.equal({ lunari: 280, onTable: false });
    expect(recruitCost(6, { quest: true })).to.deep.equal({ lunari: 168, onTable: false });
  });

  it('R6: Strength 0 is off the table and extrapolates to 0', () => {
    expect(recruitCost(0)).to.deep.equal({ lunari: 0, onTable: false });
    expect(recruitCost(0, { quest: true })).to.deep.equal({ lunari: 0, onTable: false });
  });

  it('AC-EC-3: a negative, fractional or non-number Strength is a RangeError', () => {
    for (const bad of [-1, 2.5, NaN, Infinity]) expect(() => recruitCost(bad)).to.throw(RangeError);
  });

  it('AC-EC-3, R6: the quote names the rule behind the price', () => {
    expect(recruitQuote(3).lines).to.deep.equal([{ rule: 'AC-EC-3', text: 'Recruit a Strength 3 unit', lunari: 60 }]);
    const offTable = recruitQuote(6, { quest: true }).lines;
    expect(offTable).to.have.length(1);
    expect(offTable[0]!.rule).to.equal('R6');
    expect(offTable[0]!.lunari).to.equal(168);
    expect(offTable[0]!.text).to.contain('not on the recruiting table');
  });

  it('AC-EC-3, R6: recruitTable lists the rows, extrapolated ones flagged', () => {
    expect(recruitTable()).to.deep.equal(table.map(([strength, lunari]) => ({ strength, lunari, onTable: true })));
    expect(recruitTable({ quest: true, through: 6 }).slice(4)).to.deep.equal([
      { strength: 5, lunari: 120, onTable: true },
      { strength: 6, lunari: 168, onTable: false },
    ]);
  });

  it('AC-EC-3, R6: recruiting costs more at every higher Strength (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.boolean(), (s, quest) => {
        expect(recruitCost(s + 1, { quest }).lunari).to.be.greaterThan(recruitCost(s, { quest }).lunari);
      }),
    );
  });
});

describe('training (AC-EC-4, AC-EC-5, R6)', () => {
  const rows: Array<[number, number]> = [
    [2, 20],
    [3, 30],
    [4, 40],
    [5, 50],
    [6, 60],
    [7, 70],
    [8, 80],
  ];
  for (const [newStrength, price] of rows) {
    it(`AC-EC-4: training to Strength ${newStrength} costs ${price} lunari`, () => {
      expect(trainingCost(newStrength)).to.deep.equal({ lunari: price, onTable: true, weaponsUsed: 0 });
    });
  }

  it('AC-EC-4: the exported table holds exactly the source rows', () => {
    expect(TRAINING_TABLE.map((r) => [r.strength, r.lunari])).to.deep.equal(rows);
  });

  it('R6: training to 9 or 12, or to 1, is off the table at 10 × new Strength', () => {
    expect(trainingCost(9)).to.deep.equal({ lunari: 90, onTable: false, weaponsUsed: 0 });
    expect(trainingCost(12)).to.deep.equal({ lunari: 120, onTable: false, weaponsUsed: 0 });
    expect(trainingCost(1)).to.deep.equal({ lunari: 10, onTable: false, weaponsUsed: 0 });
    expect(trainingQuote(9).lines[0]!.rule).to.equal('R6');
  });

  it('AC-EC-4: a new Strength below 1, fractional, or a bad weapon count is a RangeError', () => {
    for (const bad of [0, -3, 2.5, NaN]) expect(() => trainingCost(bad)).to.throw(RangeError);
    for (const bad of [-1, 1.5, NaN]) expect(() => trainingCost(3, { weapons: bad })).to.throw(RangeError);
  });

  it('AC-EC-5: each weapon takes 5 off, 30 lunari takes at most 3 weapons (half is 15)', () => {
    expect(trainingCost(3, { weapons: 1 })).to.deep.equal({ lunari: 25, onTable: true, weaponsUsed: 1 });
    expect(trainingCost(3, { weapons: 3 })).to.deep.equal({ lunari: 15, onTable: true, weaponsUsed: 3 });
    expect(trainingCost(3, { weapons: 5 })).to.deep.equal({ lunari: 15, onTable: true, weaponsUsed: 3 });
  });

  it('AC-EC-5: 50 lunari takes at most 5 weapons (half is 25, all of it covered)', () => {
    expect(trainingCost(5, { weapons: 9 })).to.deep.equal({ lunari: 25, onTable: true, weaponsUsed: 5 });
    expect(trainingCost(5, { weapons: 2 })).to.deep.equal({ lunari: 40, onTable: true, weaponsUsed: 2 });
  });

  it('AC-EC-5, R6: the cap also holds off the table (→9: 90, at most 9 weapons; →1: 10, at most 1)', () => {
    expect(trainingCost(9, { weapons: 20 })).to.deep.equal({ lunari: 45, onTable: false, weaponsUsed: 9 });
    expect(trainingCost(1, { weapons: 4 })).to.deep.equal({ lunari: 5, onTable: false, weaponsUsed: 1 });
  });

  it('AC-EC-5: the quote explains the cap', () => {
    const quote = trainingQuote(3, { weapons: 5 });
    expect(quote.fullCost).to.equal(30);
    expect(quote.weaponCap).to.equal(3);
    expect(quote.lines).to.deep.equal([
      { rule: 'AC-EC-4', text: 'Train to Strength 3', lunari: 30 },
      { rule: 'AC-EC-5', text: '3 weapons destroyed (at most 3: weapons pay at most half)', lunari: -15 },
    ]);
  });

  it('AC-EC-5: weapons never pay more than half, nor use more weapons than given (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(200), (s, weapons) => {
        const { lunari, weaponsUsed } = trainingCost(s, { weapons });
        expect(lunari).to.be.at.least((10 * s) / 2);
        expect(weaponsUsed).to.be.at.most(weapons);
        expect(lunari).to.equal(10 * s - 5 * weaponsUsed);
      }),
    );
  });

  it('AC-EC-4, R6: training costs more at every higher new Strength, with the same weapons (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(50), (s, weapons) => {
        expect(trainingCost(s + 1, { weapons }).lunari).to.be.greaterThan(trainingCost(s, { weapons }).lunari);
      }),
    );
  });

  it('AC-EC-4, AC-EC-5: a plan lists the trainings left, weapons spent on the earliest first', () => {
    const plan = trainingPlan({ strength: 2, timesTrained: 1, weapons: 4 });
    expect(
      plan.trainings.map(({ training, newStrength, lunari, weaponsUsed, runningTotal }) => ({
        training,
        newStrength,
        lunari,
        weaponsUsed,
        runningTotal,
      })),
    ).to.deep.equal([
      { training: 2, newStrength: 3, lunari: 15, weaponsUsed: 3, runningTotal: 15 },
      { training: 3, newStrength: 4, lunari: 35, weaponsUsed: 1, runningTotal: 50 },
    ]);
    expect(plan.total).to.equal(50);
    expect(plan.weaponsUsed).to.equal(4);
    expect(plan.weaponsLeft).to.equal(0);
    expect(plan.notes[0]).to.deep.equal({ rule: 'AC-EC-4', text: '2 trainings left, one per Event' });
  });

  it('AC-EC-4, R6: a fresh Strength 6 unit plans →7, →8 and the extrapolated →9', () => {
    const plan = trainingPlan({ strength: 6, timesTrained: 0, weapons: 30 });
    expect(plan.trainings.map((t) => [t.newStrength, t.fullCost, t.onTable])).to.deep.equal([
      [7, 70, true],
      [8, 80, true],
      [9, 90, false],
    ]);
    expect(plan.weaponsUsed).to.equal(7 + 8 + 9);
    expect(plan.weaponsLeft).to.equal(6);
    expect(plan.total).to.equal(35 + 40 + 45);
    expect(plan.notes.map((n) => n.rule)).to.deep.equal(['AC-EC-4', 'R6']);
  });

  it('AC-EC-4: a unit trained 3 times has nothing left; more than 3 is a RangeError', () => {
    const plan = trainingPlan({ strength: 5, timesTrained: 3 });
    expect(plan.trainings).to.deep.equal([]);
    expect(plan.total).to.equal(0);
    expect(plan.notes[0]!.text).to.contain('no training left');
    expect(() => trainingPlan({ strength: 5, timesTrained: 4 })).to.throw(RangeError);
    expect(() => trainingPlan({ strength: -1, timesTrained: 0 })).to.throw(RangeError);
  });
});

describe('upkeep (AC-EC-1, AC-EC-2)', () => {
  const spearmen = unit('Spearmen', 3, { role: 'aggressor' });

  it('AC-EC-1: 5 lunari per point of Strength', () => {
    expect(upkeep([spearmen, unit('Knights', 4)])).to.equal(35);
    expect(upkeep([])).to.equal(0);
  });

  it('AC-EC-1: a Strength-0 unit counts as 1', () => {
    expect(upkeep([unit('Scouts', 0)])).to.equal(5);
    expect(upkeep([spearmen, unit('Scouts', 0)])).to.equal(20);
  });

  it('AC-EC-1: Undead, Strength "-" and Killed units count 0', () => {
    expect(upkeep([unit('Skeletons', 2, { traits: ['undead'] })])).to.equal(0);
    expect(upkeep([unit('Banner', null, { role: 'equipment' })])).to.equal(0);
    expect(upkeep([{ ...spearmen, killed: true }])).to.equal(0);
    expect(upkeep([spearmen, unit('Zombies', 0, { traits: ['undead'] }), { ...spearmen, killed: true }])).to.equal(15);
  });

  it('AC-EC-1: a Ritual with Strength "-" counts 0; one with a printed Strength counts it (every card)', () => {
    expect(upkeep([unit('Rain of Fire', null, { role: 'ritual' })])).to.equal(0);
    expect(upkeep([unit('Blood Rite', 2, { role: 'ritual' })])).to.equal(10);
  });

  it('AC-EC-2: each point of Morale spent takes 5 lunari off', () => {
    expect(upkeep([spearmen], { moraleSpent: 1 })).to.equal(10);
    expect(upkeep([spearmen], { moraleSpent: 3 })).to.equal(0);
  });

  it('AC-EC-2: upkeep never goes below 0, however much Morale is spent', () => {
    expect(upkeep([spearmen], { moraleSpent: 5 })).to.equal(0);
    expect(upkeep([], { moraleSpent: 2 })).to.equal(0);
  });

  it('AC-EC-2: a negative or fractional Morale spent is a RangeError', () => {
    expect(() => upkeep([spearmen], { moraleSpent: -1 })).to.throw(RangeError);
    expect(() => upkeep([spearmen], { moraleSpent: 1.5 })).to.throw(RangeError);
  });

  it('AC-EC-1, AC-EC-2: the breakdown gives every card its count and reason', () => {
    const breakdown = upkeepBreakdown(
      [spearmen, unit('Scouts', 0), unit('Skeletons', 2, { traits: ['undead'] }), { ...spearmen, killed: true }],
      { moraleSpent: 6 },
    );
    expect(breakdown.lines.map(({ counts, lunari, text, rule }) => ({ counts, lunari, text, rule }))).to.deep.equal([
      { counts: 3, lunari: 15, text: 'Spearmen: Strength 3', rule: 'AC-EC-1' },
      { counts: 1, lunari: 5, text: 'Scouts: Strength 0 counts as 1', rule: 'AC-EC-1' },
      { counts: 0, lunari: 0, text: 'Skeletons: Undead: no upkeep', rule: 'AC-EC-1' },
      { counts: 0, lunari: 0, text: 'Spearmen: Killed: no upkeep', rule: 'AC-EC-1' },
    ]);
    expect(breakdown.lines[0]!.unit).to.equal(spearmen);
    expect(breakdown.strengthCounted).to.equal(4);
    expect(breakdown.subtotal).to.equal(20);
    expect(breakdown.moraleOffset).to.equal(20);
    expect(breakdown.total).to.equal(0);
    expect(breakdown.notes[1]).to.deep.equal({
      rule: 'AC-EC-2',
      text: '6 excess Morale spent: −20 lunari (only 4 needed: upkeep never below 0)',
    });
  });

  const arbitraryUnit: fc.Arbitrary<ArmyUnit> = fc.record({
    name: fc.constant('Unit'),
    strength: fc.option(fc.nat(12), { nil: null }),
    role: fc.constantFrom(...ROLES),
    traits: fc.subarray(['undead', 'slow', 'fast', 'reach']),
    killed: fc.boolean(),
  });

  it('AC-EC-1, AC-EC-2: adding a card never lowers the upkeep (property)', () => {
    fc.assert(
      fc.property(fc.array(arbitraryUnit), arbitraryUnit, fc.nat(40), (army, extra, moraleSpent) => {
        expect(upkeep([...army, extra], { moraleSpent })).to.be.at.least(upkeep(army, { moraleSpent }));
        expect(upkeep(army, { moraleSpent })).to.be.at.least(0);
      }),
    );
  });
});

describe('Retinue (AC-EC-6)', () => {
  it('AC-EC-6: +1 only when the owner commands the unit', () => {
    expect(retinueBonus('Ayla', 'Ayla')).to.equal(1);
    expect(retinueBonus('Ayla', ' ayla ')).to.equal(1);
    expect(retinueBonus('Ayla', 'Borin')).to.equal(0);
    expect(retinueBonus(undefined, 'Ayla')).to.equal(0);
    expect(retinueBonus('', '')).to.equal(0);
    expect(retinueBonus('Ayla', null)).to.equal(0);
  });

  it('AC-EC-6: Fair Escape by Retinue costs 2 Strength; Killed at 0 or less', () => {
    expect(fairEscapeSubstitute(5)).to.deep.equal({ strength: 3, killed: false });
    expect(fairEscapeSubstitute(3)).to.deep.equal({ strength: 1, killed: false });
    expect(fairEscapeSubstitute(2)).to.deep.equal({ strength: 0, killed: true });
    expect(fairEscapeSubstitute(1)).to.deep.equal({ strength: 0, killed: true });
    expect(fairEscapeSubstitute(0)).to.deep.equal({ strength: 0, killed: true });
    expect(() => fairEscapeSubstitute(-1)).to.throw(RangeError);
  });
});

describe('upkeep as data, for the widgets to say in their language (AC-EC-1, AC-EC-2)', () => {
  const army = [
    unit('Spearmen', 3),
    unit('Scouts', 0),
    unit('Skeletons', 2, { traits: ['undead'] }),
    unit('Rite', 2, { role: 'ritual' }),
    unit('Banner', null),
    unit('Fallen', 4, { killed: true }),
  ];

  it('AC-EC-1: each card says why it counts what it does by a key, its Strength as a value', () => {
    expect(army.map((u) => upkeepReason(u))).to.deep.equal([
      { counts: 3, reason: { key: 'strength', values: { strength: 3 } } },
      { counts: 1, reason: { key: 'zero' } },
      { counts: 0, reason: { key: 'undead' } },
      { counts: 2, reason: { key: 'ritual', values: { strength: 2 } } },
      { counts: 0, reason: { key: 'noStrength' } },
      { counts: 0, reason: { key: 'killed' } },
    ]);
    expect(army.map((u) => upkeepText(upkeepReason(u).reason))).to.deep.equal(army.map((u) => upkeepCount(u).text));
  });

  it('AC-EC-2: the notes are keys with the Morale spent, the lunari it took off and what upkeep needed', () => {
    const shares = upkeepShares(army, { moraleSpent: 9 });
    expect(shares.notes).to.deep.equal([
      { rule: 'AC-EC-1', key: 'perDay' },
      { rule: 'AC-EC-2', key: 'moraleWasted', values: { morale: 9, lunari: 30, needed: 6 } },
    ]);
    expect(upkeepShares(army, { moraleSpent: 2 }).notes[1]).to.deep.equal({
      rule: 'AC-EC-2',
      key: 'morale',
      values: { morale: 2, lunari: 10, needed: 6 },
    });
    const english = upkeepBreakdown(army, { moraleSpent: 9 });
    expect(shares.notes.map(({ rule, ...note }) => ({ rule, text: upkeepNoteText(note) }))).to.deep.equal(
      english.notes,
    );
    expect(shares.lines.map((l) => `${l.unit.name}: ${upkeepText(l.reason)}`)).to.deep.equal(
      english.lines.map((l) => l.text),
    );
    expect([shares.total, shares.subtotal, shares.moraleOffset]).to.deep.equal([0, 30, 30]);
    expect(upkeep(army, { moraleSpent: 2 })).to.equal(20);
  });
});
