import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  fixedD6,
  keptDieChances,
  resolveSkirmish,
  resolveUnopposed,
  seededD6,
  skirmishDistribution,
  skirmishOdds,
  unopposedDamage,
  unopposedDiceMode,
  unopposedDistribution,
  type Chance,
  type Role,
  type SkirmishInput,
  type SkirmishOdds,
  type Unit,
} from '../../src/rules/index.js';

const spearmen: Unit = { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] };
const soldier: Unit = { name: 'Soldier', strength: 2, role: 'trooper' };
const raiders: Unit = { name: 'Raiders', strength: 2, role: 'aggressor' };
const shieldWall: Unit = { name: 'Shield Wall', strength: 2, role: 'guardian' };
const sage: Unit = { name: 'Sage', strength: 1, role: 'savant' };
const pikes: Unit = { name: 'Pikes', strength: 2, role: 'trooper', traits: ['reach'] };
const cart: Unit = { name: 'Cart', strength: 1, role: 'equipment' };
const banner: Unit = { name: 'Banner', strength: 0, role: 'equipment' };

const vs = (offense: Unit, defense: Unit): SkirmishInput => ({
  offense: { unit: offense },
  defense: { unit: defense },
});
const EPS = 1e-12;

function expectOdds(actual: SkirmishOdds, expected: SkirmishOdds) {
  for (const key of ['offenseWins', 'defenseWins', 'offenseKilled', 'defenseKilled'] as const)
    expect(actual[key], key).to.be.closeTo(expected[key], EPS);
}
const sum = (list: readonly Chance[]) => list.reduce((total, c) => total + c.probability, 0);
const chanceOf = (list: readonly Chance[], test: (value: number) => boolean) =>
  list.reduce((total, c) => total + (test(c.value) ? c.probability : 0), 0);

describe('skirmishOdds (AC-SK, exact)', () => {
  it('AC-SK-3: the kept die of 2d6 is k with chance (2k − 1)/36', () => {
    const twice = keptDieChances(2);
    expect(twice.map((c) => c.value)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    [1, 3, 5, 7, 9, 11].forEach((n, i) => expect(twice[i]!.probability).to.be.closeTo(n / 36, EPS));
    expect(keptDieChances(0)).to.deep.equal([{ value: 0, probability: 1 }]);
  });

  it('AC-SK-6, AC-SK-7: equal units: even odds, Kill 6/30, a round re-rolled 1 time in 6', () => {
    // margin X − Y: P(k) = (6 − |k|)/36; 0 is re-rolled, so the rest is divided by 30/36.
    expectOdds(skirmishOdds(vs(soldier, soldier)), {
      offenseWins: 0.5,
      defenseWins: 0.5,
      offenseKilled: 6 / 30,
      defenseKilled: 6 / 30,
    });
    const dist = skirmishDistribution(vs(soldier, soldier));
    expect(dist.reroll).to.be.closeTo(1 / 6, EPS);
    expect(dist.expectedRerolls).to.be.closeTo(1 / 5, EPS);
  });

  it('AC-SK-12, AC-SK-3, AC-SK-11: Spearmen against Soldier', () => {
    // margin = 2 + X − Y (X best of 2d6); ties go to the Spearmen's base 3.
    // Defense wins when Y ≥ X + 3: (1·3 + 3·2 + 5·1)/216; Offense Killed when Y = X + 5: 1/216;
    // Defense Killed when X > Y: Σ (2x − 1)(x − 1)/216 = 125/216.
    expectOdds(skirmishOdds(vs(spearmen, soldier)), {
      offenseWins: 202 / 216,
      defenseWins: 14 / 216,
      offenseKilled: 1 / 216,
      defenseKilled: 125 / 216,
    });
  });

  it('AC-SK-3, AC-SK-4: Aggressor against Guardian both roll 1d6: same odds as two Soldiers', () => {
    expectOdds(skirmishOdds(vs(raiders, shieldWall)), skirmishOdds(vs(soldier, soldier)));
  });

  it('AC-SK-4: a Guardian on Defense keeps the higher of 2d6', () => {
    // P(X > Y) = Σ (2y − 1)(6 − y)/216 = 55/216, P(X = Y) = 36/216: Offense wins 55/180.
    // Offense Killed: Y ≥ X + 3: Σ_x P(Y ≥ x + 3)/6 = (27 + 20 + 11)/216 / (180/216) = 58/180.
    // Defense Killed: X ≥ Y + 3: y = 1: 3·1, y = 2: 2·3, y = 3: 1·5 → 14/180.
    expectOdds(skirmishOdds(vs(soldier, shieldWall)), {
      offenseWins: 55 / 180,
      defenseWins: 125 / 180,
      offenseKilled: 58 / 180,
      defenseKilled: 14 / 180,
    });
  });

  it('AC-SK-11: Reach +1 with equal bases: ties re-rolled, Offense wins 21/31', () => {
    // margin = 1 + X − Y; 0 (Y = X + 1, 5/36) is re-rolled; Offense wins when X ≥ Y (21/36).
    expect(skirmishOdds(vs(pikes, soldier)).offenseWins).to.be.closeTo(21 / 31, EPS);
    expect(skirmishDistribution(vs(pikes, soldier)).reroll).to.be.closeTo(5 / 36, EPS);
  });

  it('AC-SK-10: Savant +2 per card bonus counts in the odds, other adds do not', () => {
    // Sage 1 + 1 + 2 + X against Soldier 2 + Y: margin 2 + X − Y, like the Spearmen but with 1d6.
    const boosted = { offense: { unit: sage, cardBonuses: [1] }, defense: { unit: soldier } };
    const plain = { offense: { unit: sage, otherBonus: 1 }, defense: { unit: soldier } };
    // Ties on total go to the Soldier's base 2 > 1, so Offense wins when Y − X ≤ 1: 1 − P(Y − X ≥ 2) = 1 − 10/36.
    expect(skirmishOdds(boosted).offenseWins).to.be.closeTo(26 / 36, EPS);
    // 1 + 1 + X against 2 + Y: margin X − Y, ties to Defense: P(X > Y) = 15/36.
    expect(skirmishOdds(plain).offenseWins).to.be.closeTo(15 / 36, EPS);
  });

  it('AC-SK-5: Equipment rolls no die: Cart 1 against Soldier 2 + d6 always loses, Killed unless the die is 1', () => {
    expectOdds(skirmishOdds(vs(cart, soldier)), {
      offenseWins: 0,
      defenseWins: 1,
      offenseKilled: 5 / 6,
      defenseKilled: 0,
    });
  });

  it('AC-SK-5: Strength-0 Equipment is Killed for sure, the other side wins for sure', () => {
    expectOdds(skirmishOdds({ offense: { unit: soldier }, defense: { unit: banner, otherBonus: 5 } }), {
      offenseWins: 1,
      defenseWins: 0,
      offenseKilled: 0,
      defenseKilled: 1,
    });
    const dist = skirmishDistribution({ offense: { unit: soldier }, defense: { unit: banner, otherBonus: 5 } });
    expect(dist.margin).to.deep.equal([{ value: -3, probability: 1 }]);
  });

  it('R1: two Strength-0 Equipment: both Killed, no winner', () => {
    const dist = skirmishDistribution(vs(banner, banner));
    expectOdds(dist, { offenseWins: 0, defenseWins: 0, offenseKilled: 1, defenseKilled: 1 });
    expect(dist.noWinner).to.equal(1);
  });

  it('R2: Equipment against Equipment, equal totals and bases: Defense wins for sure, never a re-roll', () => {
    const dist = skirmishDistribution(vs(cart, { ...cart, name: 'Wagon' }));
    expectOdds(dist, { offenseWins: 0, defenseWins: 1, offenseKilled: 0, defenseKilled: 0 });
    expect(dist.reroll).to.equal(0);
  });

  it('AC-UN-4: a card that cannot fight has no odds: RangeError', () => {
    expect(() => skirmishOdds(vs({ name: 'Flag', strength: null, role: 'equipment' }, soldier))).to.throw(RangeError);
  });

  it('AC-SK-6: the margin distribution of two Soldiers has no 0 and mirrors itself', () => {
    const { margin, offenseTotal } = skirmishDistribution(vs(soldier, soldier));
    expect(margin.map((c) => c.value)).to.deep.equal([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]);
    margin.forEach((c) => expect(c.probability, `margin ${c.value}`).to.be.closeTo((6 - Math.abs(c.value)) / 30, EPS));
    offenseTotal.forEach((c) => expect(c.probability).to.be.closeTo(1 / 6, EPS));
  });

  describe('properties', () => {
    const unitArb = fc.record({
      name: fc.constant('U'),
      strength: fc.integer({ min: 0, max: 6 }),
      role: fc.constantFrom<Role>('aggressor', 'guardian', 'healer', 'savant', 'equipment', 'trooper'),
      traits: fc.subarray(['reach', 'ranged']),
    });
    const sideArb = fc.record({
      unit: unitArb,
      cardBonuses: fc.array(fc.integer({ min: -2, max: 3 }), { maxLength: 2 }),
      otherBonus: fc.integer({ min: -3, max: 3 }),
    });
    const inputArb = fc.record({ offense: sideArb, defense: sideArb });

    it('AC-SK-6, R1: offenseWins + defenseWins + no winner = 1; every chance within 0..1', () => {
      fc.assert(
        fc.property(inputArb, (input) => {
          const odds = skirmishOdds(input);
          const { noWinner } = skirmishDistribution(input);
          expect(odds.offenseWins + odds.defenseWins + noWinner).to.be.closeTo(1, 1e-9);
          for (const p of Object.values(odds)) expect(p).to.be.within(-1e-12, 1 + 1e-12);
          expect(odds.offenseKilled).to.be.at.most(odds.defenseWins + noWinner + 1e-9);
          expect(odds.defenseKilled).to.be.at.most(odds.offenseWins + noWinner + 1e-9);
        }),
      );
    });

    it('AC-SK-7, AC-SK-5: the margin distribution sums to 1 and gives the Kill chances of skirmishOdds', () => {
      const autoKilled = (unit: Unit) => unit.role === 'equipment' && unit.strength === 0;
      fc.assert(
        fc.property(inputArb, (input) => {
          const odds = skirmishOdds(input);
          const dist = skirmishDistribution(input);
          expect(sum(dist.margin)).to.be.closeTo(1, 1e-9);
          expect(sum(dist.offenseTotal)).to.be.closeTo(1, 1e-9);
          expect(sum(dist.defenseTotal)).to.be.closeTo(1, 1e-9);
          if (autoKilled(input.offense.unit) || autoKilled(input.defense.unit)) return;
          expect(chanceOf(dist.margin, (m) => m >= 3)).to.be.closeTo(odds.defenseKilled, 1e-9);
          expect(chanceOf(dist.margin, (m) => m <= -3)).to.be.closeTo(odds.offenseKilled, 1e-9);
          expect(chanceOf(dist.margin, (m) => m > 0)).to.be.at.most(odds.offenseWins + 1e-9);
          expect(chanceOf(dist.margin, (m) => m >= 0)).to.be.at.least(odds.offenseWins - 1e-9);
        }),
      );
    });
  });

  describe('agrees with 100,000 seeded Skirmishes', () => {
    const RUNS = 100_000;
    const cases: [string, SkirmishInput][] = [
      ['AC-SK-12: Spearmen against Soldier', vs(spearmen, soldier)],
      ['AC-SK-4, AC-SK-6: Soldier against Guardian, re-rolls', vs(soldier, shieldWall)],
      [
        'AC-SK-10, AC-SK-11: Savant with card bonuses against Pikes',
        {
          offense: { unit: sage, cardBonuses: [1, -1], otherBonus: 1 },
          defense: { unit: pikes },
        },
      ],
      [
        'AC-SK-5: Equipment against an Aggressor with a penalty',
        {
          offense: { unit: cart, otherBonus: 2 },
          defense: { unit: raiders, cardBonuses: [-1] },
        },
      ],
    ];
    for (const [name, input] of cases) {
      it(`${name}: every chance within 5 standard errors`, () => {
        const d6 = seededD6(name);
        const counts = { offenseWins: 0, defenseWins: 0, offenseKilled: 0, defenseKilled: 0 };
        const margins = new Map<number, number>();
        let rerolls = 0;
        for (let i = 0; i < RUNS; i++) {
          const r = resolveSkirmish(input, d6);
          if (r.winner === 'offense') counts.offenseWins++;
          if (r.winner === 'defense') counts.defenseWins++;
          if (r.offense.fate === 'killed') counts.offenseKilled++;
          if (r.defense.fate === 'killed') counts.defenseKilled++;
          const m = r.offense.total - r.defense.total;
          margins.set(m, (margins.get(m) ?? 0) + 1);
          rerolls += r.rerolls;
        }
        const within = (p: number, count: number, label: string) => {
          const se = Math.sqrt((p * (1 - p)) / RUNS);
          expect(count / RUNS, label).to.be.closeTo(p, Math.max(5 * se, 1e-9));
        };
        const dist = skirmishDistribution(input);
        for (const key of Object.keys(counts) as (keyof typeof counts)[]) within(dist[key], counts[key], key);
        for (const { value, probability } of dist.margin)
          within(probability, margins.get(value) ?? 0, `margin ${value}`);
        expect(sum(dist.margin.filter((c) => margins.has(c.value)))).to.be.closeTo(1, 1e-9);
        // Re-rolls per Skirmish are geometric: variance r/(1 − r)²; mean within 5 standard errors.
        const r = dist.reroll;
        expect(rerolls / RUNS).to.be.closeTo(dist.expectedRerolls, 5 * Math.sqrt(r / (1 - r) ** 2 / RUNS) + 1e-9);
      });
    }
  });
});

describe('Unopposed (AC-MO-7, R3, R4)', () => {
  it('AC-MO-7: 1 Morale per 4 whole points of the total, never negative', () => {
    expect([0, 3, 4, 7, 8, 12, -2].map(unopposedDamage)).to.deep.equal([0, 0, 1, 1, 2, 3, 0]);
    expect(() => unopposedDamage(Number.NaN)).to.throw(RangeError);
  });

  it('AC-MO-7, R3: a Soldier Unopposed rolls 1d6: totals 3–8, damage 0, 1 or 2', () => {
    const dist = unopposedDistribution({ unit: soldier });
    expect(dist.total.map((c) => c.value)).to.deep.equal([3, 4, 5, 6, 7, 8]);
    expect(dist.damage.map((c) => c.value)).to.deep.equal([0, 1, 2]);
    [1, 4, 1].forEach((n, i) => expect(dist.damage[i]!.probability).to.be.closeTo(n / 6, EPS));
    expect(dist.expectedDamage).to.be.closeTo(1, EPS);
  });

  it('AC-MO-7, AC-SK-3, AC-SK-11: an Unopposed Aggressor rolls 2d6, keeps the higher, and Reach gives +1', () => {
    expect(unopposedDiceMode({ unit: spearmen }).count).to.equal(2);
    expect(unopposedDiceMode({ unit: shieldWall }).count, 'a Guardian on Offense: 1d6').to.equal(1);
    expect(unopposedDiceMode({ unit: cart }).count, 'Equipment: no die').to.equal(0);
    // 3 + 1 + best of 2d6: 5–7 (best ≤ 3, 9/36) deal 1, 8–10 (27/36) deal 2.
    const dist = unopposedDistribution({ unit: spearmen });
    expect(dist.damage.map((c) => c.value)).to.deep.equal([1, 2]);
    expect(dist.damage[0]!.probability).to.be.closeTo(9 / 36, EPS);
    expect(dist.damage[1]!.probability).to.be.closeTo(27 / 36, EPS);
  });

  it('AC-MO-7, R4: resolveUnopposed rolls, adds, deals damage and Exhausts the unit', () => {
    const result = resolveUnopposed({ unit: spearmen, cardBonuses: [1] }, fixedD6([2, 5]));
    expect([result.dice, result.total, result.damage]).to.deep.equal([[2, 5], 3 + 5 + 1 + 1, 2]);
    expect(result.trace.slice(-2).map((s) => `${s.kind} ${s.rule}`)).to.deep.equal(['damage AC-MO-7', 'fate R4']);
  });

  it('AC-SK-5: Strength-0 Equipment Unopposed is not a Skirmish: no Kill, its modifiers still deal damage', () => {
    const dist = unopposedDistribution({ unit: banner, cardBonuses: [2], otherBonus: 2 });
    expect(dist.damage).to.deep.equal([{ value: 1, probability: 1 }]);
    expect(resolveUnopposed({ unit: banner, otherBonus: 4 }, fixedD6([])).damage).to.equal(1);
  });

  it('AC-MO-7: the damage distribution is unopposedDamage of the total distribution, and sums to 1', () => {
    fc.assert(
      fc.property(
        fc.record({
          unit: fc.record({
            name: fc.constant('U'),
            strength: fc.integer({ min: 0, max: 8 }),
            role: fc.constantFrom<Role>('aggressor', 'guardian', 'savant', 'equipment', 'trooper'),
            traits: fc.subarray(['reach']),
          }),
          cardBonuses: fc.array(fc.integer({ min: -2, max: 3 }), { maxLength: 2 }),
          otherBonus: fc.integer({ min: -6, max: 3 }),
        }),
        fc.integer(),
        (side, seed) => {
          const dist = unopposedDistribution(side);
          expect(sum(dist.total)).to.be.closeTo(1, 1e-9);
          for (const { value, probability } of dist.damage)
            expect(chanceOf(dist.total, (t) => unopposedDamage(t) === value)).to.be.closeTo(probability, 1e-9);
          const rolled = resolveUnopposed(side, seededD6(seed));
          expect(rolled.damage).to.equal(unopposedDamage(rolled.total));
          expect(dist.total.some((c) => c.value === rolled.total)).to.equal(true);
        },
      ),
    );
  });
});
