/**
 * The Battle engine's windows and turns (issue 28): the discard window (AC-SK-9), the aftermath window (AC-SK-8,
 * AC-HE-1), Rout (AC-MO-2), Phase 2 (AC-BA-3) and the end of a Battle (AC-BA-4, AC-BA-5), all on the working state.
 *
 * Done: all of these for the base rules; the Rogue's rolls (R15), the Battlemage's discards (R13), the
 * Necromancer's Phase 2 step, the Oathbound's unit saved from a Rout's Kill; the Ritual counters at Phase 2
 * (AC-RI-1); the Alchemy Lab saved from a Rout's Kill (R7); the discard window closed for a mediated Skirmish (R8).
 */
import * as L from './work-layout.js';
import { hasAftermathOptions, hasBonusOptions } from './work-legal.js';
import { LOG, logBattlemage, logFinish, logPhase2, logRogue, logRouted, logRoutRoll } from './work-log.js';
import {
  bump,
  CLASS,
  clearBits,
  count,
  countUse,
  GRANTED,
  LAB,
  mediated,
  oldest,
  other,
  RITUALS,
  setBits,
  stamp,
  total,
  W,
} from './work-state.js';

/** AC-BA-2: `seat` is on Offense; nothing pending. */
export function beginTurn(seat: number): void {
  W[L.STEP] = L.OFFENSE;
  W[L.TURN] = seat;
  W[L.ACTOR] = seat;
  W[L.PENDING_OFFENSE] = -1;
  W[L.PENDING_DEFENSE] = -1;
  W[L.QUEUE_LENGTH] = 0;
  W[L.KILLED_NOW] = 0;
  W[L.AFTER_SKIRMISH] = 0;
}

/** AC-SK-9: gives the window to `seat`, skipping a commander with nothing to offer; two declines close it. */
export function nextBonusTurn(seat: number): void {
  while (W[L.DECLINES]! < 2) {
    if (hasBonusOptions(seat)) {
      W[L.ACTOR] = seat;
      return;
    }
    bump(L.DECLINES);
    seat = other(seat);
  }
  W[L.STEP] = L.RESOLVE;
  W[L.ACTOR] = W[L.TURN]!;
}

/** AC-SK-9: the attacker has the first chance, then the defender, alternating until both decline. */
export function openBonuses(): void {
  W[L.STEP] = L.BONUSES;
  W[L.DECLINES] = mediated() ? 2 : 0; // R8: nothing to roll, so nothing to add
  nextBonusTurn(W[L.TURN]!);
}

/** Kill prevention and Healers after a Skirmish (both, attacker first) or after the Rout rolls (the Routed only). */
export function openAftermath(afterSkirmish: boolean, first: number): void {
  W[L.STEP] = L.AFTERMATH;
  W[L.AFTER_SKIRMISH] = afterSkirmish ? 1 : 0;
  W[L.QUEUE] = first;
  W[L.QUEUE + 1] = other(first);
  W[L.QUEUE_LENGTH] = afterSkirmish ? 2 : 1;
  W[L.QUEUE_NEXT] = 0;
  nextInQueue();
}

/** Gives the next commander in the queue their turn in the window, or closes it. */
export function nextInQueue(): void {
  while (W[L.QUEUE_NEXT]! < W[L.QUEUE_LENGTH]!) {
    const seat = W[L.QUEUE + bump(L.QUEUE_NEXT) - 1]!;
    if (W[L.STEP] === L.PHASE_2 || hasAftermathOptions(seat)) {
      W[L.ACTOR] = seat;
      return;
    }
  }
  if (W[L.STEP] === L.PHASE_2) return beginTurn(W[L.TURN]!); // the Necromancers are done: Phase 2's first turn
  if (!W[L.AFTER_SKIRMISH]) return ended(); // after a Rout: the winner is known
  beginTurn(other(W[L.TURN]!)); // AC-BA-2
}

/** The commander keeps acting in the window while they have options. */
export function again(seat: number): void {
  if (!hasAftermathOptions(seat)) nextInQueue();
}

/** AC-MO-2: the commander is Routed and loses; the opponent rolls for their Disabled and Exhausted units. */
export function rout(seat: number, why: number): void {
  if (LOG) logRouted(seat);
  W[L.ROUTED] = seat;
  W[L.WINNER] = other(seat);
  W[L.END] = why;
  if (!((W[L.DISABLED + seat]! | W[L.EXHAUSTED + seat]!) & ~RITUALS[seat]!)) return ended();
  W[L.STEP] = L.ROUT;
  W[L.ACTOR] = other(seat);
}

/** AC-MO-2: a d6 for each Routed unit, Disabled then Exhausted, each pile in its order; 5 or 6 Kills. */
export function rollRout(d6: () => number): void {
  const seat = W[L.ROUTED]!;
  let killed = 0;
  for (let pile = L.DISABLED; ; pile = L.EXHAUSTED) {
    for (let m = W[pile + seat]! & ~RITUALS[seat]!; m;) {
      const card = oldest(m);
      m &= ~(1 << card);
      const roll = d6();
      const saved =
        roll >= 5 &&
        ((CLASS[seat] === L.OATHBOUND && W[L.OATH + seat] === card) || ((GRANTED[LAB]! >> card) & 1) === 1);
      if (LOG) logRoutRoll(seat, card, roll, saved);
      if (roll < 5) continue;
      if (saved) {
        // AC-CP Oathbound, R7 Alchemy Lab: not Killed; from Exhausted it goes to Disabled (after the units there)
        if (pile === L.EXHAUSTED) {
          clearBits(L.EXHAUSTED + seat, 1 << card);
          setBits(L.DISABLED + seat, 1 << card);
          stamp(card);
        }
        continue;
      }
      killed |= 1 << card;
      stamp(card); // the Killed pile in the order of the rolls
    }
    if (pile === L.EXHAUSTED) break;
  }
  clearBits(L.DISABLED + seat, killed);
  clearBits(L.EXHAUSTED + seat, killed);
  setBits(L.KILLED + seat, killed);
  W[L.KILLED_NOW] = killed;
  rogueRolls(other(seat), killed, d6); // R15
  openAftermath(false, seat); // R5: a Rout's Kill may be prevented too
}

/** AC-CP Rogue, R15: a d6 for each enemy unit of `killed` (in the order it was Killed); 4 or more gains 1 Morale. */
export function rogueRolls(rogue: number, killed: number, d6: () => number): void {
  if (CLASS[rogue] !== L.ROGUE) return;
  for (let m = killed; m;) {
    const card = oldest(m);
    m &= ~(1 << card);
    const roll = d6();
    if (LOG) logRogue(rogue, card, roll);
    if (roll >= 4) bump(L.MORALE + rogue); // AC-MO-4: in a Battle it may pass the start
  }
}

/**
 * AC-SK-9, AC-HE-1: a card the commander discarded goes to Disabled, or to Exhausted on a Battlemage's 5 or 6, which
 * succeeds once per Phase (R13).
 */
export function discardTo(seat: number, card: number, d6: () => number): void {
  let pile = L.DISABLED;
  if (CLASS[seat] === L.BATTLEMAGE && W[L.USED_IN_PHASE + seat]! < 1) {
    const roll = d6();
    if (LOG) logBattlemage(seat, card, roll);
    if (roll >= 5) {
      pile = L.EXHAUSTED;
      countUse(seat);
    }
  }
  setBits(pile + seat, 1 << card);
  stamp(card);
}

/** AC-BA-4, AC-BA-5: more Kills, then higher Morale, then a roll-off. */
export function finish(why: number): void {
  W[L.END] = why;
  W[L.QUEUE_LENGTH] = 0;
  const kills0 = count(W[L.KILLED + 1]!);
  const kills1 = count(W[L.KILLED]!);
  if (kills0 !== kills1) W[L.WINNER] = kills0 > kills1 ? 0 : 1;
  else if (total(0) !== total(1)) W[L.WINNER] = total(0) > total(1) ? 0 : 1;
  else {
    W[L.STEP] = L.ROLL_OFF;
    W[L.ACTOR] = W[L.TURN]!;
    if (LOG) logFinish(why);
    return;
  }
  if (LOG) logFinish(why);
  ended();
}

/** The Battle is over: Morale leaves the Battle, the Base's with it (AC-MO-3). */
export function ended(): void {
  W[L.BASE] = W[L.BASE + 1] = 0;
  W[L.STEP] = L.ENDED;
  W[L.QUEUE_LENGTH] = 0;
  W[L.KILLED_NOW] = 0;
  W[L.AFTER_SKIRMISH] = 0;
}

/** AC-BA-3: Exhausted cards back to hand (after the hand, in their order); the last commander to play Defense starts. */
export function startPhase2(): void {
  W[L.PHASE] = 2;
  for (let seat = 0; seat < 2; seat++) {
    for (let m = W[L.EXHAUSTED + seat]!; m;) {
      const card = oldest(m);
      m &= ~(1 << card);
      stamp(card); // after the hand, in the pile's order
    }
    setBits(L.HAND + seat, W[L.EXHAUSTED + seat]!);
    W[L.EXHAUSTED + seat] = 0;
    W[L.USED_IN_PHASE + seat] = W[L.USED_IN_SKIRMISH + seat] = 0;
    W[L.RITUALS_IN_PHASE + seat] = 0;
  }
  W[L.LAST_PASS] = -1;
  const starter = W[L.LAST_DEFENDER]! >= 0 ? W[L.LAST_DEFENDER]! : other(W[L.FIRST]!);
  if (LOG) logPhase2(starter);
  beginTurn(starter);
  // AC-CP Necromancer: first each Necromancer with a Disabled card may take one back, the starter first
  for (const seat of [starter, other(starter)])
    if (CLASS[seat] === L.NECROMANCER && W[L.DISABLED + seat]) W[L.QUEUE + bump(L.QUEUE_LENGTH) - 1] = seat;
  if (!W[L.QUEUE_LENGTH]) return;
  W[L.STEP] = L.PHASE_2;
  W[L.QUEUE_NEXT] = 0;
  nextInQueue();
}
