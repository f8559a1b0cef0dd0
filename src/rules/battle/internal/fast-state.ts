// The fast path's Battle (see ../fast.ts): one mutable record of numbers and typed arrays, made once per setup and
// reset for every Battle, changed in place by each decision. Piles keep their order, as the state machine's arrays
// do, since the order of the legal actions (and so of the dice) depends on it.
import type { D6 } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { type FastTables, RITUAL } from './fast-setup.js';

/** Piles, each `seat * 4 + pile` (AC-SK-7). */
export const HAND = 0;
export const EXHAUSTED = 1;
export const DISABLED = 2;
export const KILLED = 3;

/** Steps, as BattleStepName. */
export const ROLL_CHOOSER = 0;
export const CHOOSE_FIRST = 1;
export const OFFENSE = 2;
export const DEFENSE = 3;
export const BONUSES = 4;
export const RESOLVE = 5;
export const AFTERMATH = 6;
export const ROUT = 7;
export const ROLL_OFF = 8;
export const ENDED = 9;

/** -1 where the state machine has undefined. */
export const NONE = -1;

export interface FastBattle {
  readonly t: FastTables;
  /** Pile k holds `piles[k * cards …]`, `sizes[k]` of them, in order. */
  readonly piles: Int16Array;
  readonly sizes: Int32Array;
  readonly morale: Float64Array;
  readonly base: Float64Array;
  readonly influence: Float64Array;
  readonly ritualsThisBattle: Int32Array;
  readonly ritualsThisPhase: Int32Array;
  /** AC-SK-8: the cards Killed by the last Skirmish or Rout, in order. */
  readonly killedNow: Int16Array;
  killedNowSize: number;
  /** The aftermath's queue of seats (AC-SK-8). */
  readonly queue: Int8Array;
  queueHead: number;
  queueEnd: number;
  afterRout: boolean;
  step: number;
  actor: number;
  turn: number;
  phase: number;
  firstPlayer: number;
  lastDefender: number;
  lastPass: number;
  routed: number;
  winner: number;
  /** The pending Skirmish: cards, Unopposed (AC-MO-7) and what discards added to each side (AC-SK-9, AC-SK-10). */
  offense: number;
  defense: number;
  unopposed: boolean;
  offenseAdd: number;
  defenseAdd: number;
  declines: number;
}

/** A Battle record for `t`, to reset before each Battle. */
export function fastBattleOf(t: FastTables): FastBattle {
  const n = t.cards;
  return {
    t,
    piles: new Int16Array(8 * n),
    sizes: new Int32Array(8),
    morale: new Float64Array(2),
    base: new Float64Array(2),
    influence: new Float64Array(2),
    ritualsThisBattle: new Int32Array(2),
    ritualsThisPhase: new Int32Array(2),
    killedNow: new Int16Array(n),
    killedNowSize: 0,
    queue: new Int8Array(2),
    queueHead: 0,
    queueEnd: 0,
    afterRout: false,
    step: ENDED,
    actor: 0,
    turn: 0,
    phase: 1,
    firstPlayer: NONE,
    lastDefender: NONE,
    lastPass: NONE,
    routed: NONE,
    winner: NONE,
    offense: NONE,
    defense: NONE,
    unopposed: false,
    offenseAdd: 0,
    defenseAdd: 0,
    declines: 0,
  };
}

/** AC-BA-1: every card in its commander's hand, Morale as the Battle begins; the chooser is `chooser`. */
export function resetBattle(b: FastBattle, chooser: number, roll: boolean): void {
  const { t } = b;
  b.sizes.fill(0);
  for (let id = 0; id < t.cards; id++) push(b, t.owner[id]! * 4 + HAND, id);
  b.morale.set(t.morale);
  b.base.set(t.base);
  b.influence.set(t.influence);
  b.ritualsThisBattle.fill(0);
  b.ritualsThisPhase.fill(0);
  b.step = roll ? ROLL_CHOOSER : CHOOSE_FIRST;
  b.actor = chooser;
  b.turn = chooser;
  b.phase = 1;
  b.firstPlayer = NONE;
  b.lastDefender = NONE;
  b.lastPass = NONE;
  b.routed = NONE;
  b.winner = NONE;
  b.declines = 0;
  clearSkirmish(b);
}

export const other = (seat: number): number => 1 - seat;

/** The `i`-th card of pile `k`. */
export const cardAt = (b: FastBattle, k: number, i: number): number => b.piles[k * b.t.cards + i]!;

export function push(b: FastBattle, k: number, id: number): void {
  b.piles[k * b.t.cards + b.sizes[k]!++] = id;
}

/** Takes `id` out of pile `k`, keeping the order of the rest; false when it is not there. */
export function remove(b: FastBattle, k: number, id: number): boolean {
  const { piles } = b;
  const from = k * b.t.cards;
  const end = from + b.sizes[k]!;
  let i = from;
  while (i < end && piles[i] !== id) i++;
  if (i === end) return false;
  for (; i < end - 1; i++) piles[i] = piles[i + 1]!;
  b.sizes[k]!--;
  return true;
}

/** The Morale the rules count: own and the Base's (AC-MO-3). */
export const totalOf = (b: FastBattle, seat: number): number => b.morale[seat]! + b.base[seat]!;

/** AC-MO-3, AC-MO-9: loses `points`, the Base's first, never below 0; true when that Routs (AC-MO-2). */
export function loseMorale(b: FastBattle, seat: number, points: number): boolean {
  const fromBase = Math.min(b.base[seat]!, points);
  b.base[seat] = b.base[seat]! - fromBase;
  b.morale[seat] = Math.max(0, b.morale[seat]! - (points - fromBase));
  if (totalOf(b, seat) > 0) return false;
  b.base[seat] = 0;
  return true;
}

/** AC-UN-4: whether the commander holds a card that can fight. */
export function canPlayCard(b: FastBattle, seat: number): boolean {
  const k = seat * 4 + HAND;
  for (let i = 0; i < b.sizes[k]!; i++) if (b.t.fights[cardAt(b, k, i)]) return true;
  return false;
}

/** AC-BA-2: `seat` is on Offense; nothing pending. */
export function beginTurn(b: FastBattle, seat: number): void {
  b.step = OFFENSE;
  b.turn = seat;
  b.actor = seat;
  clearSkirmish(b);
}

/** Nothing pending, no window open. */
function clearSkirmish(b: FastBattle): void {
  b.offense = NONE;
  b.defense = NONE;
  b.unopposed = false;
  b.offenseAdd = 0;
  b.defenseAdd = 0;
  b.queueHead = b.queueEnd = 0;
  b.killedNowSize = 0;
  b.afterRout = false;
}

/** AC-MO-2: the commander is Routed and loses; the opponent rolls for their Disabled and Exhausted units. */
export function rout(b: FastBattle, seat: number): void {
  b.routed = seat;
  b.winner = other(seat);
  if (routUnits(b, seat) === 0) return finish(b);
  b.step = ROUT;
  b.actor = other(seat);
  b.queueHead = b.queueEnd = 0;
}

/** AC-MO-2: the Routed commander's Disabled, then Exhausted units (not Rituals) into `killedNow`; how many. */
export function routUnits(b: FastBattle, seat: number): number {
  return unitsOf(b, seat * 4 + EXHAUSTED, unitsOf(b, seat * 4 + DISABLED, 0));
}

/** Appends pile k's units (AC-UN-4: not Rituals) to `killedNow` from `size` on; the new size. */
function unitsOf(b: FastBattle, k: number, size: number): number {
  for (let i = 0; i < b.sizes[k]!; i++) {
    const id = cardAt(b, k, i);
    if (b.t.role[id] !== RITUAL) b.killedNow[size++] = id;
  }
  return size;
}

/** AC-BA-5: a Routed commander lost (set before); else more Kills, then more Morale, then a roll-off. */
export function finish(b: FastBattle): void {
  b.queueHead = b.queueEnd = 0;
  if (b.winner !== NONE) {
    b.step = ENDED;
    return;
  }
  const kills0 = b.sizes[4 + KILLED]!;
  const kills1 = b.sizes[KILLED]!;
  const morale0 = totalOf(b, 0);
  const morale1 = totalOf(b, 1);
  if (kills0 !== kills1) b.winner = kills0 > kills1 ? 0 : 1;
  else if (morale0 !== morale1) b.winner = morale0 > morale1 ? 0 : 1;
  else {
    b.step = ROLL_OFF;
    b.actor = b.turn;
    return;
  }
  b.step = ENDED;
}

/** AC-BA-5: both roll a d6 until one is higher. */
export function rollOff(b: FastBattle, d6: D6): void {
  for (let round = 1; round <= 1000; round++) {
    const a = checkedDie(d6);
    const c = checkedDie(d6);
    if (a !== c) {
      b.winner = a > c ? 0 : 1;
      b.step = ENDED;
      return;
    }
  }
  throw new RangeError('1000 equal roll-offs in a row: the d6 does not look random');
}
