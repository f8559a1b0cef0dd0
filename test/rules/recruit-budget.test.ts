import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import { budgetCheck, strongestRecruit, trainingPlan, trainingsWithin } from '../../src/rules/index.js';

describe('what a budget pays for (AC-EC-3, AC-EC-4, AC-EC-5)', () => {
  it('AC-EC-3: 100 lunari pays for a Strength 3 unit (60) with 40 left; 50 is 10 short', () => {
    expect(budgetCheck(100, 60)).to.deep.equal({ enough: true, left: 40, short: 0 });
    expect(budgetCheck(60, 60)).to.deep.equal({ enough: true, left: 0, short: 0 });
    expect(budgetCheck(50, 60)).to.deep.equal({ enough: false, left: 0, short: 10 });
  });

  it('AC-EC-3: the strongest recruit a budget reaches, standard and after the quest', () => {
    expect(strongestRecruit(100)).to.deep.equal({ strength: 4, lunari: 100 });
    expect(strongestRecruit(99)).to.deep.equal({ strength: 3, lunari: 60 });
    expect(strongestRecruit(100, { quest: true })).to.deep.equal({ strength: 4, lunari: 80 });
    expect(strongestRecruit(120, { quest: true })).to.deep.equal({ strength: 5, lunari: 120 });
    expect(strongestRecruit(9)).to.equal(null);
    expect(strongestRecruit(9, { quest: true })).to.deep.equal({ strength: 1, lunari: 8 });
  });

  it('R6: a large budget stops at Strength 5, never an extrapolated price', () => {
    expect(strongestRecruit(10_000)).to.deep.equal({ strength: 5, lunari: 150 });
  });

  it('AC-EC-4: trainings are paid in order: Strength 2 with 100 lunari reaches →3 (30) and →4 (40), 30 left', () => {
    const plan = trainingPlan({ strength: 2, timesTrained: 0 });
    expect(trainingsWithin(plan, 100)).to.deep.equal({ count: 2, lunari: 70, left: 30 });
    expect(trainingsWithin(plan, 120)).to.deep.equal({ count: 3, lunari: 120, left: 0 });
    expect(trainingsWithin(plan, 29)).to.deep.equal({ count: 0, lunari: 0, left: 29 });
  });

  it('AC-EC-5: weapons lower what the budget must cover (→3 costs 15 with 3 weapons)', () => {
    const plan = trainingPlan({ strength: 2, timesTrained: 1, weapons: 3 });
    expect(trainingsWithin(plan, 20)).to.deep.equal({ count: 1, lunari: 15, left: 5 });
  });

  it('AC-EC-4: a unit trained 3 times has nothing left to pay for', () => {
    expect(trainingsWithin(trainingPlan({ strength: 5, timesTrained: 3 }), 500)).to.deep.equal({
      count: 0,
      lunari: 0,
      left: 500,
    });
  });

  it('AC-EC-4: what is paid plus what is left is always the budget, and never more trainings than the plan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 500 }),
        (strength, timesTrained, weapons, budget) => {
          const plan = trainingPlan({ strength, timesTrained, weapons });
          const within = trainingsWithin(plan, budget);
          expect(within.lunari + within.left).to.equal(budget);
          expect(within.count).to.be.at.most(plan.trainings.length);
          const next = plan.trainings[within.count];
          if (next) expect(next.runningTotal).to.be.greaterThan(budget);
        },
      ),
    );
  });

  it('bad budgets are a caller bug: RangeError', () => {
    expect(() => budgetCheck(-1, 10)).to.throw(RangeError);
    expect(() => strongestRecruit(2.5)).to.throw(RangeError);
  });
});
