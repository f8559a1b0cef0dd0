import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  battleBegun,
  buyableMorale,
  buyMorale,
  cardGainCap,
  createMoraleState,
  enterBattle,
  fixedD6,
  gainFromCard,
  giveBack,
  leaveBattle,
  lose,
  MORALE_STATE_VERSION,
  type MoraleResult,
  type MoraleState,
  moraleText,
  newDay,
  passedOnOffense,
  preventKill,
  restoreBase,
  restoreMoraleState,
  ROUT_KILL_CHANCE,
  routOdds,
  routRolls,
  spendForHealer,
  spendForUpkeep,
  spendMorale,
  startingMorale,
  totalMorale,
  type Unit,
  unopposed,
} from '../../src/rules/index.js';

/** The new state of a transition that must succeed. */
function ok(result: MoraleResult): MoraleState {
  if (!result.ok) throw new Error(`expected ok, refused: ${result.reason}`);
  return result.state;
}
function refusal(result: MoraleResult): { rule: string; reason: string } {
  if (result.ok) throw new Error('expected a refusal');
  return { rule: result.rule, reason: result.reason };
}

const ayla = () => createMoraleState({ level: 6 }); // start 7
const inBattle = (state: MoraleState, baseMorale = 0) => ok(enterBattle(state, { baseMorale }));

describe('starting Morale (AC-MO-1)', () => {
  const cases: Array<[number, number]> = [
    [0, 4],
    [1, 4],
    [2, 5],
    [5, 6],
    [6, 7],
    [7, 7],
    [10, 9],
  ];
  for (const [level, morale] of cases) {
    it(`AC-MO-1: level ${level} starts at ${morale} Morale`, () => expect(startingMorale(level)).to.equal(morale));
  }

  it('AC-MO-1: a negative, fractional or non-number level is a RangeError', () => {
    for (const bad of [-1, 2.5, NaN, Infinity]) expect(() => startingMorale(bad)).to.throw(RangeError);
  });

  it('AC-MO-1: a new state starts full, for a player character or a non-player commander set directly', () => {
    expect(ayla()).to.deep.equal({
      version: MORALE_STATE_VERSION,
      npc: false,
      start: 7,
      morale: 7,
      base: 0,
      baseBonus: 0,
      baseLostToday: 0,
      boughtToday: false,
      inBattle: false,
      routed: false,
    });
    const npc = createMoraleState({ start: 5, npc: true });
    expect([npc.npc, npc.start, npc.morale]).to.deep.equal([true, 5, 5]);
    expect(() => createMoraleState({ start: -2 })).to.throw(RangeError);
  });
});

describe('Morale transitions (AC-MO)', () => {
  it('AC-MO-3: the Base pool is lost first, and what is lost is used up for the Day', () => {
    let state = inBattle(ayla(), 2);
    expect([state.morale, state.base, totalMorale(state)]).to.deep.equal([7, 2, 9]);
    const result = lose(state, 3);
    state = ok(result);
    expect([state.morale, state.base, state.baseLostToday]).to.deep.equal([6, 0, 2]);
    expect(result.ok && result.notes.map((n) => n.rule)).to.deep.equal(['AC-MO-9', 'AC-MO-3']);
    state = inBattle(ok(leaveBattle(state)), 2);
    expect([state.morale, state.base]).to.deep.equal([6, 0]);
  });

  it('AC-MO-3: Base points not yet lost are there again in the next Battle at the Base that Day', () => {
    let state = ok(passedOnOffense(inBattle(ayla(), 3)));
    expect([state.morale, state.base, state.baseLostToday]).to.deep.equal([7, 2, 1]);
    state = ok(leaveBattle(state));
    expect(state.base).to.equal(0);
    state = inBattle(state, 3);
    expect(state.base).to.equal(2);
  });

  it('AC-MO-3: an effect can restore the Base bonus', () => {
    const state = ok(restoreBase(ok(lose(inBattle(ayla(), 2), 2))));
    expect([state.base, state.baseLostToday]).to.deep.equal([2, 0]);
  });

  it('AC-MO-4: Morale from a card may exceed the start in a Battle', () => {
    const state = ok(gainFromCard(inBattle(ayla()), 2));
    expect(state.morale).to.equal(9);
  });

  it('AC-MO-4: outside a Battle a card gain stops at the start (ruling)', () => {
    const low = ok(lose(ayla(), 2));
    expect(ok(gainFromCard(low, 5)).morale).to.equal(7);
    const high = ok(leaveBattle(ok(gainFromCard(inBattle(ayla()), 2))));
    expect(ok(gainFromCard(high, 1)).morale).to.equal(9);
    // The cap a tracker shows its "Gain" reason from is where the gain stops.
    expect([cardGainCap(low), cardGainCap(high), cardGainCap(inBattle(ayla()))]).to.deep.equal([7, 9, Infinity]);
  });

  it('AC-MO-6: passing on Offense costs 1 Morale, only in a Battle', () => {
    expect(ok(passedOnOffense(inBattle(ayla()))).morale).to.equal(6);
    expect(refusal(passedOnOffense(ayla())).rule).to.equal('AC-MO-6');
  });

  it('AC-MO-7: an Unopposed unit deals its damage, only in a Battle', () => {
    expect(ok(unopposed(inBattle(ayla()), 2)).morale).to.equal(5);
    expect(ok(unopposed(inBattle(ayla()), 0)).morale).to.equal(7);
    expect(refusal(unopposed(ayla(), 2)).rule).to.equal('AC-MO-7');
    expect(refusal(unopposed(inBattle(ayla()), -1)).rule).to.equal('AC-MO-7');
  });

  it('AC-MO-9: Morale never goes below 0', () => {
    expect(ok(lose(ayla(), 10)).morale).to.equal(0);
    expect(ok(unopposed(inBattle(ayla()), 12)).morale).to.equal(0);
  });

  it('AC-MO-2: reaching 0 in a Battle Routs the commander and ends the Battle', () => {
    const result = unopposed(inBattle(ayla()), 7);
    const state = ok(result);
    expect([state.morale, state.routed, state.inBattle]).to.deep.equal([0, true, false]);
    expect(result.ok && result.notes.at(-1)!.rule).to.equal('AC-MO-2');
    expect(refusal(passedOnOffense(state)).rule).to.equal('AC-MO-6');
  });

  it('AC-MO-2: 0 outside a Battle is not a Rout; starting a Battle at 0 Routs at once', () => {
    const empty = ok(lose(ayla(), 7));
    expect([empty.morale, empty.routed]).to.deep.equal([0, false]);
    const routed = inBattle(empty);
    expect([routed.routed, routed.inBattle]).to.deep.equal([true, false]);
    const defended = inBattle(empty, 2);
    expect([defended.routed, defended.inBattle, defended.base]).to.deep.equal([false, true, 2]);
  });

  it('AC-MO-2, AC-MO-3: the Base pool keeps a commander in the Battle until it is gone too', () => {
    let state = inBattle(ok(lose(ayla(), 6)), 2);
    state = ok(lose(state, 2));
    expect([state.morale, state.base, state.routed]).to.deep.equal([1, 0, false]);
    state = ok(lose(state, 1));
    expect(state.routed).to.equal(true);
  });

  it('AC-BA-1: a Battle cannot start twice; ending without one changes nothing', () => {
    expect(refusal(enterBattle(inBattle(ayla()))).reason).to.contain('already');
    expect(ok(leaveBattle(ayla()))).to.deep.equal(ayla());
  });

  it('AC-MO-5: buys Morale at 5 lunari a point up to the start', () => {
    const result = buyMorale(ok(lose(ayla(), 3)), 3);
    expect(result.ok && result.lunari).to.equal(15);
    expect(ok(result)).to.include({ morale: 7, boughtToday: true });
    expect(buyableMorale(ok(lose(ayla(), 3)))).to.deep.equal({ points: 3 });
  });

  it('AC-MO-5: not beyond the start', () => {
    expect(refusal(buyMorale(ok(lose(ayla(), 3)), 4)).reason).to.contain('at most 3');
    expect(refusal(buyMorale(ayla(), 1)).reason).to.contain('already at its start');
  });

  it('AC-MO-5: once per Day, allowed again on a new Day', () => {
    const bought = ok(buyMorale(ok(lose(ayla(), 3)), 1));
    expect(refusal(buyMorale(bought, 1)).reason).to.contain('once per Day');
    expect(buyableMorale(bought).points).to.equal(0);
    const tomorrow = ok(lose(ok(newDay(bought)), 1));
    expect(ok(buyMorale(tomorrow, 1)).morale).to.equal(7);
  });

  it('AC-MO-5: not during a Battle', () => {
    const hurt = ok(lose(inBattle(ayla()), 3));
    expect(refusal(buyMorale(hurt, 1))).to.deep.equal({
      rule: 'AC-MO-5',
      reason: 'Morale cannot be bought during a Battle',
    });
    expect(ok(buyMorale(ok(leaveBattle(hurt)), 3)).morale).to.equal(7);
  });

  it('AC-MO-5: a point count of 0, negative or fractional is refused', () => {
    const low = ok(lose(ayla(), 3));
    for (const bad of [0, -1, 1.5, NaN]) expect(refusal(buyMorale(low, bad)).rule).to.equal('AC-MO-5');
  });

  it('AC-HE-1: a Healer costs 1 Morale, in a Battle only; the last point Routs', () => {
    expect(ok(spendForHealer(inBattle(ayla()))).morale).to.equal(6);
    expect(refusal(spendForHealer(ayla())).rule).to.equal('AC-HE-1');
    const last = ok(spendForHealer(inBattle(ok(lose(ayla(), 6)))));
    expect([last.morale, last.routed]).to.deep.equal([0, true]);
  });

  it('AC-SK-8: a non-player commander spends 3 Morale to prevent a Kill; refused with less', () => {
    const npc = inBattle(createMoraleState({ start: 5, npc: true }));
    const once = ok(preventKill(npc));
    expect(once.morale).to.equal(2);
    expect(refusal(preventKill(once))).to.deep.equal({
      rule: 'AC-SK-8',
      reason: 'Kill prevented (Disabled instead) needs 3 Morale; only 2 left',
    });
  });

  it('AC-SK-8: spending the last 3 Morale saves the unit and Routs the commander (ruling)', () => {
    const state = ok(preventKill(inBattle(createMoraleState({ start: 3, npc: true }))));
    expect([state.morale, state.routed]).to.deep.equal([0, true]);
  });

  it('AC-SK-8: a player character spends Influence, not Morale; no Kill outside a Battle', () => {
    expect(refusal(preventKill(inBattle(ayla()))).reason).to.contain('Influence');
    expect(refusal(preventKill(createMoraleState({ start: 5, npc: true }))).rule).to.equal('AC-SK-8');
  });

  it('AC-EC-2: Morale held outside a Battle may pay upkeep, 5 lunari a point, down to 0', () => {
    const result = spendForUpkeep(ayla(), 2);
    expect(result.ok && result.lunari).to.equal(10);
    expect(ok(result).morale).to.equal(5);
    const all = ok(spendForUpkeep(ayla(), 7));
    expect([all.morale, all.routed]).to.deep.equal([0, false]);
    expect(refusal(spendForUpkeep(ayla(), 8)).reason).to.contain('only 7 left');
    expect(refusal(spendForUpkeep(inBattle(ayla()), 1)).rule).to.equal('AC-EC-2');
    expect(refusal(spendForUpkeep(ayla(), 0)).rule).to.equal('AC-EC-2');
  });

  it('AC-MO-9: a power may spend Morale the commander has, never more', () => {
    expect(ok(spendMorale(ayla(), 1, 'Necromancer')).morale).to.equal(6);
    expect(refusal(spendMorale(ok(lose(ayla(), 7)), 1)).reason).to.contain('only 0 left');
  });

  it('AC-MO-8: a new Day refreshes Morale to the start, the Base, buying and the Rout', () => {
    let state = ok(gainFromCard(inBattle(ayla(), 2), 3));
    state = ok(lose(state, 12));
    expect(state.routed).to.equal(true);
    const tomorrow = ok(newDay(state));
    expect(tomorrow).to.deep.equal(ayla());
    const above = ok(newDay(ok(leaveBattle(ok(gainFromCard(inBattle(ayla()), 3))))));
    expect(above.morale).to.equal(7);
  });

  it('AC-MO: transitions do not change their input', () => {
    const state = Object.freeze(inBattle(ayla(), 2));
    const copy = { ...state };
    lose(state, 3);
    passedOnOffense(state);
    gainFromCard(state, 2);
    spendForHealer(state);
    leaveBattle(state);
    newDay(state);
    expect(state).to.deep.equal(copy);
  });

  type Action = (state: MoraleState) => MoraleResult;
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.integer({ min: -2, max: 12 }).map(
      (n): Action =>
        (s) =>
          lose(s, n),
    ),
    fc.integer({ min: -2, max: 5 }).map(
      (n): Action =>
        (s) =>
          gainFromCard(s, n),
    ),
    fc.constant<Action>(passedOnOffense),
    fc.integer({ min: -2, max: 6 }).map(
      (n): Action =>
        (s) =>
          unopposed(s, n),
    ),
    fc.integer({ min: -2, max: 10 }).map(
      (n): Action =>
        (s) =>
          buyMorale(s, n),
    ),
    fc.constant<Action>(spendForHealer),
    fc.constant<Action>(preventKill),
    fc.integer({ min: -2, max: 10 }).map(
      (n): Action =>
        (s) =>
          spendForUpkeep(s, n),
    ),
    fc.integer({ min: -2, max: 4 }).map(
      (n): Action =>
        (s) =>
          spendMorale(s, n),
    ),
    fc.integer({ min: -1, max: 4 }).map(
      (n): Action =>
        (s) =>
          enterBattle(s, { baseMorale: n }),
    ),
    fc.constant<Action>(leaveBattle),
    fc.constant<Action>(restoreBase),
    fc.constant<Action>(newDay),
  );

  it('AC-MO-9, AC-MO-2, AC-MO-5: under any sequence of actions Morale stays ≥ 0 and the state stays valid (property)', () => {
    fc.assert(
      fc.property(fc.nat(12), fc.boolean(), fc.array(action, { maxLength: 40 }), (start, npc, actions) => {
        let state = createMoraleState({ start, npc });
        for (const act of actions) {
          const before = state;
          const result = act(state);
          if (!result.ok) continue;
          state = result.state;
          expect(state.morale).to.be.at.least(0);
          expect(state.base).to.be.at.least(0);
          expect(Number.isInteger(state.morale)).to.equal(true);
          if (state.routed) expect(state.inBattle).to.equal(false);
          if (state.inBattle) expect(totalMorale(state)).to.be.greaterThan(0);
          if (state.boughtToday && state.morale > before.morale && !before.boughtToday)
            expect(state.morale).to.be.at.most(state.start); // AC-MO-5: never bought beyond start
          expect(restoreMoraleState(JSON.stringify(state))).to.deep.equal({ state });
        }
      }),
    );
  });

  it('AC-MO-3, AC-MO-2: battleBegun is the state enterBattle begins a Battle in, without its notes (property)', () => {
    fc.assert(
      fc.property(fc.nat(8), fc.nat(4), fc.nat(4), (start, bonus, lost) => {
        const day = { ...createMoraleState({ start, npc: true }), baseLostToday: lost };
        const begun = battleBegun(day, bonus);
        expect(begun).to.deep.equal(ok(enterBattle(day, { baseMorale: bonus })));
        expect(begun.routed).to.equal(start + Math.max(0, bonus - lost) === 0); // Routed at once at 0
      }),
    );
  });
});

describe('saved Morale (restoreMoraleState)', () => {
  it('AC-MO: a state survives a JSON round trip, as text or as an object', () => {
    const state = ok(lose(inBattle(ayla(), 3), 1));
    expect(restoreMoraleState(JSON.stringify(state))).to.deep.equal({ state });
    expect(restoreMoraleState(JSON.parse(JSON.stringify(state)))).to.deep.equal({ state });
  });

  it('AC-MO: missing Base and flag fields default to 0 and false', () => {
    expect(restoreMoraleState({ version: 1, start: 6, morale: 4 })).to.deep.equal({
      state: { ...createMoraleState({ start: 6 }), morale: 4 },
    });
  });

  it('AC-MO: bad data gives an error, never an exception', () => {
    const cases: Array<[unknown, string]> = [
      ['{not json', 'not valid JSON'],
      [null, 'not an object'],
      [[1, 2], 'not an object'],
      [{ start: 6, morale: 4 }, 'no version 1'],
      [{ version: 2, start: 6, morale: 4 }, 'newer'],
      [{ version: 1, morale: 4 }, 'start must be'],
      [{ version: 1, start: 6, morale: -1 }, 'morale must be'],
      [{ version: 1, start: 6, morale: 2.5 }, 'morale must be'],
      [{ version: 1, start: 6, morale: '4' }, 'morale must be'],
      [{ version: 1, start: 6, morale: 4, npc: 'yes' }, 'npc must be'],
      [{ version: 1, start: 6, morale: 4, base: 2, baseBonus: 1, inBattle: true }, 'exceed'],
      [{ version: 1, start: 6, morale: 4, base: 2, baseBonus: 2 }, 'only during a Battle'],
      [{ version: 1, start: 6, morale: 4, inBattle: true, routed: true }, 'Routed'],
    ];
    for (const [data, message] of cases) {
      const result = restoreMoraleState(data);
      expect('error' in result && result.error, JSON.stringify(data)).to.contain(message);
    }
  });

  it('AC-MO: anything at all gives a state or an error (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json()), (data) => {
        const result = restoreMoraleState(data);
        expect('state' in result || 'error' in result).to.equal(true);
      }),
    );
  });
});

describe('Rout (AC-MO-2)', () => {
  const spearmen: Unit = { name: 'Spearmen', strength: 3, role: 'aggressor' };
  const archers: Unit = { name: 'Archers', strength: 2, role: 'trooper', traits: ['ranged'] };
  const rite: Unit = { name: 'Rite', strength: null, role: 'ritual' };

  it('AC-MO-2: a d6 per unit in the Disabled and Exhausted piles, 5 or 6 Kills', () => {
    expect(routRolls([spearmen, archers, spearmen, archers], fixedD6([5, 4, 6, 1]))).to.deep.equal([
      { unit: spearmen, roll: 5, killed: true },
      { unit: archers, roll: 4, killed: false },
      { unit: spearmen, roll: 6, killed: true },
      { unit: archers, roll: 1, killed: false },
    ]);
    expect(routRolls([], fixedD6([]))).to.deep.equal([]);
  });

  it('AC-MO-2, AC-UN-4: Rituals are not units and get no die', () => {
    expect(routRolls([rite, archers], fixedD6([5]))).to.deep.equal([{ unit: archers, roll: 5, killed: true }]);
  });

  it('AC-MO-2: a die outside 1–6 is a RangeError', () => {
    expect(() => routRolls([spearmen], fixedD6([7]))).to.throw(RangeError);
    expect(() => routRolls([spearmen], fixedD6([0]))).to.throw(RangeError);
  });

  it('AC-MO-2: each unit is Killed with probability 1/3', () => {
    expect(ROUT_KILL_CHANCE).to.equal(1 / 3);
    const odds = routOdds(2);
    expect(odds.perUnit).to.equal(1 / 3);
    expect(odds.expectedKilled).to.be.closeTo(2 / 3, 1e-12);
    expect(odds.noneKilled).to.be.closeTo(4 / 9, 1e-12);
    expect(odds.killed.map((p) => Math.round(p * 81))).to.deep.equal([36, 36, 9]);
    expect(routOdds(0).killed).to.deep.equal([1]);
    expect(() => routOdds(-1)).to.throw(RangeError);
  });

  it('AC-MO-2: the Rout distribution sums to 1 (property)', () => {
    fc.assert(
      fc.property(fc.nat(40), (n) => {
        const { killed } = routOdds(n);
        expect(killed).to.have.length(n + 1);
        expect(killed.reduce((a, b) => a + b, 0)).to.be.closeTo(1, 1e-9);
      }),
    );
  });
});

describe('giving Morale back when a step is taken back', () => {
  it('AC-MO-7: an Unopposed attack undone gives its damage back; a Rout it caused is lifted (AC-MO-2)', () => {
    const start = enterBattle(createMoraleState({ start: 2, npc: true }));
    if (!start.ok) throw new Error(start.reason);
    const hit = unopposed(start.state, 2);
    if (!hit.ok) throw new Error(hit.reason);
    expect(hit.state.routed).to.equal(true);
    const back = giveBack(hit.state, 2, 'AC-MO-7', 'Undone: Skirmish #3');
    expect(back.ok && back.state).to.deep.include({ morale: 2, routed: false, inBattle: true });
    expect(back.ok && back.notes.map((n) => n.text)).to.deep.equal([
      'Undone: Skirmish #3: +2 Morale given back',
      'the Rout is lifted: the Battle goes on',
    ]);
  });

  it('AC-MO-9: refuses a negative amount instead of taking Morale', () => {
    const back = giveBack(createMoraleState({ level: 6 }), -1, 'AC-MO-7', 'Undone');
    expect(back.ok).to.equal(false);
  });
});

describe('Morale changes as data, for the widgets to say in their language', () => {
  it('AC-MO-3, AC-MO-9, AC-MO-2: each note is its phrase with its English written from it', () => {
    const hit = lose(inBattle(createMoraleState({ start: 2, npc: true }), 1), 5, 'Unopposed: Spearmen');
    expect(hit.ok && hit.notes).to.deep.equal([
      {
        rule: 'AC-MO-9',
        key: 'lostCut',
        values: { why: 'Unopposed: Spearmen', points: 5, held: 3 },
        text: 'Unopposed: Spearmen: −5 Morale (only 3 to lose: never below 0)',
      },
      {
        rule: 'AC-MO-3',
        key: 'baseLost',
        values: { points: 1 },
        text: "1 from the Base's Morale, used up for the Day",
      },
      { rule: 'AC-MO-2', key: 'routed', text: 'Morale 0: Routed, the Battle is lost' },
    ]);
    const plain = lose(ayla(), 1);
    expect(plain.ok && plain.notes[0]).to.deep.include({ key: 'spent', values: { what: 'lost', points: 1, held: 7 } });
    expect(plain.ok && plain.notes.every((n) => moraleText(n) === n.text)).to.equal(true);
  });

  it("AC-HE-1, AC-SK-8, AC-EC-2: what Morale is spent on is a code, a power by the caller's words", () => {
    const healed = spendForHealer(inBattle(ayla()));
    expect(healed.ok && healed.notes[0]).to.deep.include({ key: 'spent', values: { what: 'healer', points: 1 } });
    const power = spendMorale(ayla(), 2, 'Necromancer');
    expect(power.ok && power.notes[0]).to.deep.include({
      key: 'spent',
      values: { why: 'Necromancer', points: 2 },
      text: 'Necromancer: −2 Morale',
    });
    const spent = spendForUpkeep(ayla(), 2);
    expect(spent.ok && spent.notes[0]!.values).to.deep.equal({ what: 'upkeep', points: 2 });
  });

  it('AC-MO-5, AC-MO-6, AC-SK-8: a refusal gives its phrase as `why`, and `reason` is its English', () => {
    const refusals = [
      passedOnOffense(ayla()),
      buyMorale(inBattle(ayla()), 1),
      preventKill(inBattle(ayla())),
      preventKill(ok(lose(inBattle(createMoraleState({ start: 5, npc: true })), 3))),
      enterBattle(inBattle(ayla())),
    ];
    expect(refusals.map((r) => !r.ok && r.why)).to.deep.equal([
      { key: 'battleOnly', values: { what: 'passing' } },
      { key: 'buyInBattle' },
      { key: 'playerPrevents' },
      { key: 'short', values: { what: 'kill', points: 3, held: 2 } },
      { key: 'battleOn' },
    ]);
    for (const r of refusals) expect(!r.ok && moraleText(r.why)).to.equal(!r.ok && r.reason);
    const none = buyableMorale(ayla());
    expect([none.points, none.why, none.reason]).to.deep.equal([
      0,
      { key: 'atStart', values: { start: 7 } },
      'Morale is already at its start of 7',
    ]);
  });
});
