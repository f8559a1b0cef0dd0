// The compact Battle engine (issue 28, not wired yet) against the state machine, step by step: from the same state,
// it lists the same legal actions, and after the same action with the same dice it holds the same piles, Morale,
// Influence, step and actor, each pile in the same order, logs the same events (phrases, rolls and totals), and at the
// end the same winner.
import { expect } from '@open-wc/testing';

import { randomIndex } from '../../src/rules/battle/internal/random.js';
import { actionCode, actionOf } from '../../src/rules/battle/internal/work-actions.js';
import { ACTOR, STEP, STEP_NAMES, WINNER } from '../../src/rules/battle/internal/work-layout.js';
import { listActions } from '../../src/rules/battle/internal/work-legal.js';
import { logTo } from '../../src/rules/battle/internal/work-log.js';
import { loadBattle, oldest, seatView, W } from '../../src/rules/battle/internal/work-state.js';
import { autoUnable, playOutRandom, step } from '../../src/rules/battle/internal/work-step.js';
import {
  type BattleAction,
  type BattleEvent,
  battleLog,
  type BattleSetup,
  type BattleState,
  battleStep,
  type CommanderPowerSetup,
  type D6,
  legalActions,
  seededD6,
  startBattle,
  totalMorale,
  type Unit,
} from '../../src/rules/index.js';
import { ayla, brigands, knight, medic, raiders, sage, shieldWall, soldier, spearmen } from './battle-helpers.js';

const archers: Unit = { name: 'Archers', strength: 2, role: 'trooper', traits: ['ranged'] };
const pikes: Unit = { name: 'Pikes', strength: 2, role: 'trooper', traits: ['reach'] };
const cart: Unit = { name: 'Cart', strength: 0, role: 'equipment' };
const horn = { unit: { name: 'War Horn', strength: null, role: 'equipment' } as Unit, discardBonus: 1 };

const elementals: Unit = { name: 'Elementals', strength: 2, role: 'trooper', path: 'nature', traits: ['elemental'] };
const wolves: Unit = { name: 'Wolves', strength: 2, role: 'trooper', path: 'nature' };
const drill: Unit = { name: 'Steel Drill', strength: null, role: 'ritual', path: 'steel' };
const muster: Unit = { name: 'Steel Muster', strength: null, role: 'ritual', path: 'steel' };
const vigil: Unit = { name: 'Vigil', strength: null, role: 'ritual', path: 'faith' };
const grove: Unit = { name: 'Grove Rite', strength: null, role: 'ritual', path: 'nature' };
const skeletons: Unit = { name: 'Skeletons', strength: 2, role: 'aggressor', traits: ['undead'] };

/**
 * Two armies of 8 (Healers, a discard card, Reach, Ranged, Savants, an Elemental, a Strength-0 Equipment, Undead in
 * the first when `undead`) led by two commanders with these powers.
 */
function setup(
  a?: CommanderPowerSetup,
  b?: CommanderPowerSetup,
  more: Partial<BattleSetup> = {},
  undead = false,
): BattleSetup {
  return {
    ...more,
    commanders: [
      ayla(
        [spearmen, undead ? skeletons : soldier, shieldWall, sage, medic, archers, knight, horn],
        a ? { power: a } : {},
      ),
      brigands([raiders, pikes, elementals, shieldWall, cart, medic, sage, horn], {
        morale: 6,
        ...(b ? { power: b } : {}),
      }),
    ],
  };
}

/**
 * Armies with Rituals: three on Ayla's side (the Steel Muster and the Steel Drill with 3 Steel units, the Vigil
 * with 1 Faith unit, never playable) and one on the Brigands' (the Grove Rite with 2 Nature units, until one is Killed); `baseMorale` gives the
 * first commander a Base (AC-MO-3).
 */
function rituals(
  a: Partial<CommanderPowerSetup> & { baseMorale?: number },
  b: Partial<CommanderPowerSetup>,
  more: Partial<BattleSetup>,
): BattleSetup {
  const { baseMorale, ...power } = a;
  const powerOf = (p: Partial<CommanderPowerSetup>) => (p.classId ? { power: p as CommanderPowerSetup } : {});
  return {
    ...more,
    commanders: [
      ayla([spearmen, soldier, muster, sage, medic, vigil, knight, drill, horn], {
        ...powerOf(power),
        baseMorale,
      }),
      brigands([raiders, wolves, elementals, grove, shieldWall, medic, horn], { morale: 6, ...powerOf(b) }),
    ],
  };
}

const key = (a: BattleAction) => JSON.stringify(a);
/** The cards of a pile's mask in the order they arrived (the state machine's array order). */
function inOrder(pile: number): number[] {
  const cards: number[] = [];
  for (let m = pile; m;) {
    const card = oldest(m);
    cards.push(card);
    m &= ~(1 << card);
  }
  return cards;
}
const ACTIONS = new Int32Array(256);

/** The events the state machine logged from `before` to `after`, oldest first (as `battleLog` gives them). */
function eventsBetween(before: BattleState, after: BattleState): BattleEvent[] {
  const out: BattleEvent[] = [];
  for (let e = after.log; e && e !== before.log; e = e.previous)
    out.push({ kind: e.kind, seat: e.seat, rule: e.rule, text: e.text, phrase: e.phrase });
  return out.reverse();
}

/** The compact engine's legal actions now, as `BattleAction`s in a sorted order. */
function compactActions(): string[] {
  return [...ACTIONS.subarray(0, listActions(ACTIONS))].map((code) => key(actionOf(code))).sort();
}

/** What the compact engine holds now, as the state machine's `state` says it. */
function expected(state: BattleState) {
  return {
    step: state.step,
    actor: state.step === 'ended' ? W[ACTOR] : state.actor,
    seats: state.commanders.map((c) => ({
      morale: totalMorale(c.morale),
      influence: c.influence,
      hand: c.hand,
      exhausted: c.exhausted,
      disabled: c.disabled,
      killed: c.killed,
    })),
  };
}
/** What the compact engine holds now, each pile in its order. */
function held() {
  const seats = ([0, 1] as const).map((seat) => {
    const view = seatView(seat);
    const { hand, exhausted, disabled, killed } = view;
    return {
      ...view,
      hand: inOrder(hand),
      exhausted: inOrder(exhausted),
      disabled: inOrder(disabled),
      killed: inOrder(killed),
    };
  });
  return { step: STEP_NAMES[W[STEP]!], actor: W[ACTOR], seats };
}

/**
 * Plays one Battle on the state machine, the compact engine following it step by step: the actions of `script` first,
 * then a random one at every step. Returns the states the state machine went through.
 */
function lockstep(battle: BattleSetup, seed: string, d6: D6 = seededD6(seed), script: BattleAction[] = []) {
  let state = startBattle(battle);
  const states = [state];
  loadBattle(state);
  let steps = 0;
  while (state.step !== 'ended') {
    const legal = legalActions(state);
    expect(compactActions(), `${seed}, step ${steps}: the legal actions`).to.deep.equal(legal.map(key).sort());
    const action = steps < script.length ? script[steps]! : legal[randomIndex(legal.length, d6)]!;
    const rolls: number[] = [];
    const r = battleStep(state, action, () => {
      rolls.push(d6());
      return rolls[rolls.length - 1]!;
    });
    if (!r.ok) throw new Error(r.reason);
    let used = 0;
    const events: BattleEvent[] = [];
    logTo(state, (e) => events.push(e));
    step(actionCode(action), () => rolls[used++] ?? 0);
    if (state.autoUnable) autoUnable();
    logTo(undefined, null);
    expect(events, `${seed}, ${key(action)}: the events logged`).to.deep.equal(eventsBetween(state, r.state));
    state = r.state;
    expect(used, `${seed}, ${key(action)}: the dice drawn`).to.equal(rolls.length);
    expect(held(), `${seed}, after ${key(action)}`).to.deep.equal(expected(state));
    states.push(state);
    steps++;
  }
  expect(W[WINNER]).to.equal(state.winner);
  return states;
}

describe('the compact Battle engine (issue 28) against the state machine', () => {
  const cases: [string, BattleSetup][] = [
    ['Master of Arms against Evoker', setup({ classId: 'master-of-arms' }, { classId: 'evoker' })],
    ['Evoker against Adept', setup({ classId: 'evoker' }, { classId: 'adept' })],
    ['Scout against Shaman', setup({ classId: 'scout' }, { classId: 'shaman' })],
    [
      'Dervish against Animist, Unable by itself (R3)',
      setup({ classId: 'dervish', dervishAgainst: 'guardian' }, { classId: 'animist' }, { autoUnable: true }),
    ],
    ['Tactician as an Adept', setup({ classId: 'tactician', tacticianAs: 'adept' })],
    ['Illusionist against Rogue', setup({ classId: 'illusionist' }, { classId: 'rogue' })],
    ['Rogue against Battlemage', setup({ classId: 'rogue' }, { classId: 'battlemage' })],
    ['Necromancer against Psionicist', setup({ classId: 'necromancer' }, { classId: 'psionicist' }, {}, true)],
    [
      'Psionicist against Necromancer, Unable by itself (R3)',
      setup({ classId: 'psionicist' }, { classId: 'necromancer' }, { autoUnable: true }),
    ],
    ['Cleric against Etherealist', setup({ classId: 'cleric' }, { classId: 'etherealist' })],
    [
      'Etherealist against Cleric, Unable by itself (R3)',
      setup({ classId: 'etherealist' }, { classId: 'cleric' }, { autoUnable: true }),
    ],
    ['Shapeshifter against Master of Arms', setup({ classId: 'shapeshifter' }, { classId: 'master-of-arms' })],
    ['Psionicist against Shapeshifter', setup({ classId: 'psionicist' }, { classId: 'shapeshifter' })],
    [
      'Rituals and a Base: Animist against Master of Arms',
      rituals({ classId: 'animist', baseMorale: 2 }, { classId: 'master-of-arms' }, {}),
    ],
    ['Rituals, Unable by itself (R3): no classes', rituals({}, {}, { autoUnable: true })],
    ['Oathbound (its Sage) against Evoker', setup({ classId: 'oathbound', oathbound: 3 }, { classId: 'evoker' })],
    ['Rogue against Oathbound (its Raiders)', setup({ classId: 'rogue' }, { classId: 'oathbound', oathbound: 0 })],
    [
      'Chirurgeon against Chaplain, their units declined',
      setup({ classId: 'chirurgeon', powerUnit: false }, { classId: 'chaplain', powerUnit: false }),
    ],
    ['no classes', setup()],
    ['Mender against Oathbound, its unit asked (R11, R12)', setup({ classId: 'mender' }, { classId: 'oathbound' })],
    [
      'Tactician against Dervish, both asked, rolled for who chooses (R11)',
      setup({ classId: 'tactician' }, { classId: 'dervish' }, { chooser: 'roll' }),
    ],
    [
      'Chaplain against Chirurgeon, their units offered (R7, R8)',
      setup({ classId: 'chaplain' }, { classId: 'chirurgeon' }),
    ],
    [
      'Oathbound holding only Rituals, not asked (R11)',
      { commanders: [ayla([vigil, drill], { power: { classId: 'oathbound' } }), brigands([raiders, pikes])] },
    ],
    [
      'Mender against Chaplain, its unit fielded, rolled for, Unable by itself',
      setup({ classId: 'mender' }, { classId: 'chaplain', powerUnit: true }, { chooser: 'roll', autoUnable: true }),
    ],
  ];
  for (const [name, battle] of cases)
    it(`follows 14 random Battles step by step: ${name}`, () => {
      let steps = 0;
      for (let i = 0; i < 14; i++)
        steps += lockstep({ ...battle, chooser: battle.chooser ?? ((i % 2) as 0 | 1) }, `${name}#${i}`).length - 1;
      expect(steps).to.be.above(200); // whole Battles, not a few steps
    });

  it('puts the Exhausted cards after the hand at Phase 2, also after a card the hand got back later (AC-BA-3)', () => {
    // The War Horn is discarded, then healed back to hand after the Soldier won and was Exhausted: at Phase 2 the
    // Soldier comes back after the Horn, though it reached its pile first.
    const script: BattleAction[] = [
      { type: 'choose-first', first: 0 },
      { type: 'offense', card: 0 },
      { type: 'defense', card: 3 },
      { type: 'discard', card: 2, side: 'offense' },
      { type: 'resolve' },
      { type: 'heal', healer: 1, card: 2 },
    ];
    const dice = [6, 1]; // the Soldier's 6 against the Raiders' 1
    const seeded = seededD6('phase 2');
    const d6 = () => dice.shift() ?? seeded();
    const battle: BattleSetup = { chooser: 0, commanders: [ayla([soldier, medic, horn]), brigands([raiders])] };
    const states = lockstep(battle, 'phase 2', d6, script);
    const phase2 = states.find((state) => state.phase === 2);
    expect(phase2?.commanders[0].hand).to.deep.equal([2, 0]);
  });

  it('logs a Skirmish of two Strength-0 Equipment cards, both Killed with no winner (AC-SK-5, R1)', () => {
    const script: BattleAction[] = [
      { type: 'choose-first', first: 0 },
      { type: 'offense', card: 0 },
      { type: 'defense', card: 2 },
    ];
    const battle: BattleSetup = { chooser: 0, commanders: [ayla([cart, soldier]), brigands([cart, raiders])] };
    const states = lockstep(battle, 'R1', seededD6('R1'), script);
    expect(battleLog(states.at(-1)!).map((e) => e.phrase.key)).to.include('skirmish-r1');
  });

  it('plays a random Battle to its end and names the winner', () => {
    const winner = playOutRandom(
      startBattle({ ...setup({ classId: 'master-of-arms' }, { classId: 'evoker' }), chooser: 0 }),
      seededD6(1),
    );
    expect(winner === 0 || winner === 1).to.equal(true);
    expect(STEP_NAMES[W[STEP]!]).to.equal('ended');
  });

  it('refuses a Battle of more than 32 cards, naming why', () => {
    const big: BattleSetup = { commanders: [ayla([soldier]), brigands(Array<Unit>(32).fill(raiders))] };
    expect(() => loadBattle(startBattle(big))).to.throw(RangeError, /32 cards/);
  });
});
