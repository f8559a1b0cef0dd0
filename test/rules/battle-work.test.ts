// The compact Battle engine (issue 28, not wired yet) against the state machine, step by step: from the same state,
// it lists the same legal actions, and after the same action with the same dice it writes back the same state (every
// field but the log: piles in order, Morale, powers and their uses, the pending Skirmish, the windows, the end) and
// logs the same events (phrases, rolls and totals); every state loaded and written back is itself again.
import { expect } from '@open-wc/testing';

import { randomIndex } from '../../src/rules/battle/internal/random.js';
import { actionCode, actionOf } from '../../src/rules/battle/internal/work-actions.js';
import { STEP, STEP_NAMES, WINNER } from '../../src/rules/battle/internal/work-layout.js';
import { listActions } from '../../src/rules/battle/internal/work-legal.js';
import { logTo } from '../../src/rules/battle/internal/work-log.js';
import { orderedActions } from '../../src/rules/battle/internal/work-order.js';
import { greedyCode } from '../../src/rules/battle/internal/work-policy.js';
import { CLASS, loadBattle, NPC, STAMP, W } from '../../src/rules/battle/internal/work-state.js';
import { autoUnable, playOutRandom, step } from '../../src/rules/battle/internal/work-step.js';
import { whyNot } from '../../src/rules/battle/internal/work-why.js';
import { toBattleState } from '../../src/rules/battle/internal/work-write.js';
import { greedyAction } from '../../src/rules/battle/policy.js';
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
/** A state without its log (the compact engine does not write one). */
const unlogged = (state: BattleState) => ({ ...state, log: null });

/** Deep equality as chai counts it for plain data (a key set to undefined counts), without its cost. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => k in b && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * `actual` deep-equals `wanted` but for the log. Compared by `same` first (chai's deep equality of whole states at
 * every step would triple the file's time), and by chai's, for its message, only when they differ.
 */
function expectSame(actual: BattleState, wanted: BattleState, what: string): void {
  if (!same(unlogged(actual), unlogged(wanted))) expect(unlogged(actual), what).to.deep.equal(unlogged(wanted));
}

/**
 * `state` loaded into the working state and written back is `state` again; the engine's own state is put back after,
 * so that it goes on from what it computed.
 */
function roundTrip(state: BattleState, what: string): void {
  const kept = [W, STAMP, CLASS, NPC].map((buffer) => buffer.slice());
  loadBattle(state);
  expectSame(toBattleState(state), state, `${what}: loaded and written back`);
  [W, STAMP, CLASS, NPC].forEach((buffer, i) => buffer.set(kept[i]!));
}

const ACTIONS = new Int32Array(256);

/** The events the state machine logged from `before` to `after`, oldest first (as `battleLog` gives them). */
function eventsBetween(before: BattleState, after: BattleState): BattleEvent[] {
  const out: BattleEvent[] = [];
  for (let e = after.log; e && e !== before.log; e = e.previous)
    out.push({ kind: e.kind, seat: e.seat, rule: e.rule, text: e.text, phrase: e.phrase });
  return out.reverse();
}

/**
 * Actions of every type to try now: the cards of a few piles (the actor's hand, other piles, the enemy's hand, a card
 * that is in no pile), with each side, power and answer, legal or not.
 */
function probes(state: BattleState): BattleAction[] {
  const me = state.commanders[state.actor];
  const enemy = state.commanders[state.actor === 0 ? 1 : 0];
  const piles = [me.exhausted, me.disabled, me.killed, enemy.hand, state.killedNow];
  const cards = [...new Set([...me.hand, ...piles.flatMap((pile) => pile.slice(0, 2)), state.cards.length])];
  const out: BattleAction[] = [0, 1, 2].map((first) => ({ type: 'choose-first', first: first as 0 | 1 }));
  for (const type of [
    'pass',
    'unable',
    'psionic',
    'done',
    'resolve',
    'rout-rolls',
    'roll-off',
    'roll-chooser',
  ] as const)
    out.push({ type });
  out.push({ type: 'power-unit' }, { type: 'mender-reveal' }, { type: 'power', side: 'offense' });
  out.push({ type: 'power', side: 'defense' });
  for (const as of ['adept', 'mender', 'tactician'] as const) out.push({ type: 'tactician', as });
  for (const against of ['guardian', 'nature', 'ritual'] as const) out.push({ type: 'dervish', against });
  for (const card of cards) {
    for (const type of ['offense', 'defense'] as const) {
      out.push({ type, card }, { type, card, powers: { changeRole: true } });
      for (const to of ['aggressor', 'healer', 'ritual'] as const)
        out.push({ type, card, powers: { shapeshiftTo: to } });
    }
    for (const type of [
      'ritual',
      'cleric',
      'return',
      'exchange',
      'prevent-kill',
      'oathbound',
      'mender-disable',
    ] as const)
      out.push({ type, card });
    out.push({ type: 'discard', card, side: 'offense' }, { type: 'discard', card, side: 'defense' });
    out.push({ type: 'mender-reveal', cards: [card] }, { type: 'mender-reveal', cards: [card, cards[0]!] });
    for (const healer of cards) {
      out.push({ type: 'heal', healer, card }, { type: 'heal', healer, card, shapeshift: true });
    }
  }
  return out;
}

/** `whyNot` gives the text `battleStep` refuses each of the probes with, and null for those it takes. */
function sameRefusals(state: BattleState, seed: string): void {
  const d6 = seededD6(seed);
  for (const action of probes(state)) {
    const code = actionCode(action);
    if (code < 0) continue; // no code: battleStep refuses it before encoding
    const r = battleStep(state, action, d6);
    expect(whyNot(code, state), `${seed}: ${key(action)}`).to.equal(r.ok ? null : r.reason);
  }
}

/**
 * Plays one Battle on the state machine, the compact engine following it step by step: the actions of `script` first,
 * then at every step the greedy commander's action for the seats of the `greedy` mask (the compact engine's greedy
 * choosing the same), a random one for the others. Returns the states the state machine went through.
 */
function lockstep(
  battle: BattleSetup,
  seed: string,
  d6: D6 = seededD6(seed),
  script: BattleAction[] = [],
  greedy = 0,
  probeEvery = 0,
) {
  let state = startBattle(battle);
  const states = [state];
  loadBattle(state);
  roundTrip(state, `${seed}, at the start`);
  let steps = 0;
  while (state.step !== 'ended') {
    const legal = legalActions(state);
    expect(orderedActions(), `${seed}, step ${steps}: the legal actions in order`).to.deep.equal(legal);
    for (const code of ACTIONS.subarray(0, listActions(ACTIONS))) expect(whyNot(code, state)).to.equal(null);
    if (probeEvery && (steps < 4 || steps % probeEvery === 0)) sameRefusals(state, `${seed}, step ${steps}`);
    const byGreedy = steps >= script.length && ((greedy >> state.actor) & 1) === 1;
    if (byGreedy)
      expect(actionOf(greedyCode(state.cards)), `${seed}, step ${steps}: greedy`).to.deep.equal(greedyAction(state));
    const action =
      steps < script.length ? script[steps]! : byGreedy ? greedyAction(state) : legal[randomIndex(legal.length, d6)]!;
    const rolls: number[] = [];
    const r = battleStep(state, action, () => {
      rolls.push(d6());
      return rolls[rolls.length - 1]!;
    });
    if (!r.ok) throw new Error(r.reason);
    const prev = state;
    let used = 0;
    const events: BattleEvent[] = [];
    logTo(state, (e) => events.push(e));
    step(actionCode(action), () => rolls[used++] ?? 0);
    if (state.autoUnable) autoUnable();
    logTo(undefined, null);
    const logged = eventsBetween(state, r.state);
    if (!same(events, logged)) expect(events, `${seed}, ${key(action)}: the events logged`).to.deep.equal(logged);
    state = r.state;
    expect(used, `${seed}, ${key(action)}: the dice drawn`).to.equal(rolls.length);
    expectSame(toBattleState(prev), state, `${seed}, after ${key(action)}`);
    roundTrip(state, `${seed}, after ${key(action)}`);
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
    it(`follows 12 random Battles step by step: ${name}`, () => {
      let steps = 0;
      for (let i = 0; i < 12; i++)
        steps += lockstep({ ...battle, chooser: battle.chooser ?? ((i % 2) as 0 | 1) }, `${name}#${i}`).length - 1;
      expect(steps).to.be.above(200); // whole Battles, not a few steps
    });

  const [a, b] = setup().commanders;
  const lowMorale: BattleSetup = {
    commanders: [
      { ...a, morale: 2 },
      { ...b, morale: 3 },
    ],
  };
  const greedy: [string, BattleSetup][] = [
    ['Master of Arms against Evoker', cases[0]![1]],
    cases[11]!,
    ['no classes, at 2 and 3 Morale (heals only above 2)', lowMorale],
    ['Rituals and a Base: Animist against Master of Arms', cases[13]![1]],
    ['Chaplain against Chirurgeon, their units offered (R7, R8)', cases[21]![1]],
    ['Mender against Chaplain, its unit fielded, Unable by itself', cases[23]![1]],
  ];
  for (const [name, battle] of greedy)
    it(`chooses what the greedy commander chooses, one or both sides greedy: ${name}`, () => {
      for (let i = 0; i < 6; i++)
        lockstep(
          { ...battle, chooser: battle.chooser ?? ((i % 2) as 0 | 1) },
          `greedy ${name}#${i}`,
          undefined,
          [],
          1 + (i % 3),
        );
    });

  const refusing = [0, 1, 5, 7, 9, 11, 13, 19, 20, 21, 23].map((i) => cases[i]!);
  for (const [name, battle] of refusing)
    it(`refuses with today's texts at the first 4 steps and every third of 2 Battles: ${name}`, () => {
      for (let i = 0; i < 2; i++)
        lockstep({ ...battle, chooser: battle.chooser ?? ((i % 2) as 0 | 1) }, `why ${name}#${i}`, undefined, [], 0, 3);
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

  it('writes back the Kills of a double Kill in the order they fell, the second commander attacking (R1)', () => {
    // Both Carts have Strength 0, so both are Killed without a roll (AC-SK-5, R1): the Brigands' first, on Offense.
    const script: BattleAction[] = [
      { type: 'choose-first', first: 1 },
      { type: 'offense', card: 2 },
      { type: 'defense', card: 0 },
      { type: 'resolve' },
    ];
    const battle: BattleSetup = { chooser: 0, commanders: [ayla([cart, soldier]), brigands([cart, raiders])] };
    const states = lockstep(battle, 'double Kill', seededD6('double Kill'), script);
    expect(states[4]!.killedNow).to.deep.equal([2, 0]);
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
