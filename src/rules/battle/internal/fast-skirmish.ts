// The fast path's Skirmish and Unopposed roll (AC-SK-2 … AC-SK-7, AC-MO-7, R1, R2, R4), kill prevention and Healers
// (AC-SK-8, AC-HE-1) and the Rout rolls (AC-MO-2): the state machine's rules without powers, dice drawn in its order.
import type { D6 } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { AGGRESSOR, EQUIPMENT, GUARDIAN, HEALER } from './fast-setup.js';
import {
  AFTERMATH,
  beginTurn,
  cardAt,
  DISABLED,
  EXHAUSTED,
  type FastBattle,
  finish,
  HAND,
  KILLED,
  loseMorale,
  NONE,
  other,
  push,
  remove,
  rout,
  routUnits,
  totalOf,
} from './fast-state.js';

/** AC-SK-3/4/5: how many d6 a card rolls against `against` (NONE: Unopposed, AC-MO-7). */
function diceCount(role: Uint8Array, card: number, against: number, offense: boolean): number {
  const r = role[card];
  if (r === EQUIPMENT) return 0;
  if (offense && r === AGGRESSOR) return against !== NONE && role[against] === GUARDIAN ? 1 : 2;
  if (!offense && r === GUARDIAN) return role[against] === AGGRESSOR ? 1 : 2;
  return 1;
}

/** The kept die of `count` d6 rolled in order: the higher, 0 for none (AC-SK-3/4/5). */
function keptDie(count: number, d6: D6): number {
  if (count === 0) return 0;
  const die = checkedDie(d6);
  return count === 1 ? die : Math.max(die, checkedDie(d6));
}

/** AC-SK-2, AC-SK-11, AC-EC-6: Strength, Reach (unless the opponent has Reach or Ranged) and the Retinue's add. */
function fixedOf(b: FastBattle, card: number, against: number): number {
  const { t } = b;
  const reach = t.reach[card] && (against === NONE || !(t.reach[against] || t.ranged[against])) ? 1 : 0;
  return t.strength[card]! + reach + t.retinue[card]!;
}

/** AC-SK-2 … AC-SK-7, AC-MO-7: rolls the pending Skirmish or Unopposed unit and places the cards. */
export function resolve(b: FastBattle, d6: D6): void {
  const { t } = b;
  const att = b.turn;
  const def = other(att);
  const o = b.offense;
  const d = b.defense;
  if (b.unopposed) {
    const total = fixedOf(b, o, NONE) + b.offenseAdd + keptDie(diceCount(t.role, o, NONE, true), d6);
    push(b, att * 4 + EXHAUSTED, o); // R4
    const damage = Math.max(0, Math.floor(total / 4)); // AC-MO-7
    if (damage > 0 && loseMorale(b, def, damage)) return rout(b, def);
    return beginTurn(b, def); // AC-BA-2
  }
  const fates = fatesOf(b, o, d, d6);
  b.killedNowSize = 0;
  push(b, att * 4 + (fates >> 2), o);
  if (fates >> 2 === KILLED) b.killedNow[b.killedNowSize++] = o;
  push(b, def * 4 + (fates & 3), d);
  if ((fates & 3) === KILLED) b.killedNow[b.killedNowSize++] = d;
  openAftermath(b, false, att, def);
}

/** AC-SK-5 … AC-SK-7, R1, R2: the Offense card's pile × 4 + the Defense card's. */
function fatesOf(b: FastBattle, o: number, d: number, d6: D6): number {
  const { t } = b;
  const autoO = t.role[o] === EQUIPMENT && t.strength[o] === 0;
  const autoD = t.role[d] === EQUIPMENT && t.strength[d] === 0;
  if (autoO || autoD) return (autoO ? KILLED : EXHAUSTED) * 4 + (autoD ? KILLED : EXHAUSTED); // AC-SK-5, R1
  const offCount = diceCount(t.role, o, d, true);
  const defCount = diceCount(t.role, d, o, false);
  const offFixed = fixedOf(b, o, d) + b.offenseAdd;
  const defFixed = fixedOf(b, d, o) + b.defenseAdd;
  for (let round = 1; ; round++) {
    const offTotal = offFixed + keptDie(offCount, d6);
    const defTotal = defFixed + keptDie(defCount, d6);
    let offenseWins: boolean;
    if (offTotal !== defTotal) offenseWins = offTotal > defTotal;
    else if (t.strength[o] !== t.strength[d])
      offenseWins = t.strength[o]! > t.strength[d]!; // AC-SK-6
    else if (offCount + defCount === 0)
      offenseWins = false; // R2
    else if (round > 1000) throw new RangeError('1000 re-rolls in a row: the d6 does not look random');
    else continue;
    const lost = Math.abs(offTotal - defTotal) >= 3 ? KILLED : DISABLED; // AC-SK-7
    return offenseWins ? EXHAUSTED * 4 + lost : lost * 4 + EXHAUSTED;
  }
}

/** AC-SK-8, AC-HE-1: the window after a Skirmish (`seats` in order) or the Rout rolls. */
function openAftermath(b: FastBattle, afterRout: boolean, first: number, second = NONE): void {
  b.step = AFTERMATH;
  b.afterRout = afterRout;
  b.queue[0] = first;
  b.queue[1] = second;
  b.queueHead = 0;
  b.queueEnd = second === NONE ? 1 : 2;
  nextInQueue(b);
}

/** The next commander in the window with something to do, or the window closes. */
export function nextInQueue(b: FastBattle): void {
  while (b.queueHead < b.queueEnd) {
    const seat = b.queue[b.queueHead++]!;
    if (aftermathAction(b, seat, NONE) > 0) {
      b.actor = seat;
      return;
    }
  }
  if (b.afterRout) return finish(b);
  beginTurn(b, other(b.turn)); // AC-BA-2
}

/**
 * The window's actions for `seat` in legalActions' order: prevent each Kill it may (AC-SK-8), then each Healer in
 * hand on each card it may bring back, Disabled then Exhausted (AC-HE-1). Takes action number `pick` (NONE: none);
 * returns how many there are (once one is taken, how many up to it).
 */
export function aftermathAction(b: FastBattle, seat: number, pick: number): number {
  const { t } = b;
  let count = 0;
  if (mayPreventKill(b, seat))
    for (let i = 0; i < b.killedNowSize; i++)
      if (t.owner[b.killedNow[i]!] === seat && count++ === pick) {
        saveFromKill(b, b.killedNow[i]!);
        return count;
      }
  if (b.afterRout || totalOf(b, seat) < 1) return count;
  const hand = seat * 4 + HAND;
  for (let h = 0; h < b.sizes[hand]!; h++) {
    const healer = cardAt(b, hand, h);
    if (t.role[healer] !== HEALER) continue;
    for (const k of PILES_TO_HEAL) {
      const pile = seat * 4 + k;
      for (let i = 0; i < b.sizes[pile]!; i++) {
        const card = cardAt(b, pile, i);
        if (t.role[card] !== HEALER && t.strength[card]! <= 2 * t.strength[healer]! && count++ === pick) {
          heal(b, healer, card);
          return count;
        }
      }
    }
  }
  return count;
}

const PILES_TO_HEAL = [DISABLED, EXHAUSTED] as const;

/** AC-SK-8: whether the commander can pay to prevent a Kill (3 Morale, or 1 Influence). */
const mayPreventKill = (b: FastBattle, seat: number): boolean =>
  b.t.npc[seat] ? totalOf(b, seat) >= 3 : b.influence[seat]! >= 1;

/** AC-SK-8, R5: how many of the commander's units Killed just now they may save (the window's first actions). */
export function savable(b: FastBattle, seat: number): number {
  let count = 0;
  if (mayPreventKill(b, seat))
    for (let i = 0; i < b.killedNowSize; i++) if (b.t.owner[b.killedNow[i]!] === seat) count++;
  return count;
}

/** AC-SK-8, R5: 1 Influence (player character) or 3 Morale (non-player) turn the Kill into Disabled. */
function saveFromKill(b: FastBattle, card: number): void {
  const seat = b.actor;
  remove(b, seat * 4 + KILLED, card);
  push(b, seat * 4 + DISABLED, card);
  let i = 0;
  while (b.killedNow[i] !== card) i++;
  b.killedNow.copyWithin(i, i + 1, b.killedNowSize--);
  if (!b.t.npc[seat]) b.influence[seat]!--;
  else if (loseMorale(b, seat, 3)) return rout(b, seat);
  again(b, seat);
}

/** AC-HE-1: the Healer to Disabled, the card back to hand, 1 Morale. */
function heal(b: FastBattle, healer: number, card: number): void {
  const seat = b.actor;
  remove(b, seat * 4 + HAND, healer);
  push(b, seat * 4 + HAND, card);
  if (!remove(b, seat * 4 + DISABLED, card)) remove(b, seat * 4 + EXHAUSTED, card);
  push(b, seat * 4 + DISABLED, healer);
  if (loseMorale(b, seat, 1)) return rout(b, seat);
  again(b, seat);
}

/** The commander keeps the window while they have something to do. */
function again(b: FastBattle, seat: number): void {
  if (aftermathAction(b, seat, NONE) === 0) nextInQueue(b);
}

/** AC-MO-2: the opponent's d6 for each Routed unit, Disabled then Exhausted; 5 or 6 Kills; then the window (R5). */
export function rollRout(b: FastBattle, d6: D6): void {
  const seat = b.routed;
  const units = routUnits(b, seat);
  let killed = 0;
  for (let i = 0; i < units; i++) if (checkedDie(d6) >= 5) b.killedNow[killed++] = b.killedNow[i]!;
  for (let i = 0; i < killed; i++) {
    const id = b.killedNow[i]!;
    if (!remove(b, seat * 4 + DISABLED, id)) remove(b, seat * 4 + EXHAUSTED, id);
    push(b, seat * 4 + KILLED, id);
  }
  b.killedNowSize = killed;
  openAftermath(b, true, seat);
}
