// The fast path's legal actions, counted and taken by number in legalActions' order, so that a random index picks
// the same action as it does from legalActions (and the d6 is then used alike).
import type { D6 } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { aftermathAction, nextInQueue, resolve, rollRout } from './fast-skirmish.js';
import {
  AFTERMATH,
  beginTurn,
  BONUSES,
  cardAt,
  CHOOSE_FIRST,
  DEFENSE,
  type FastBattle,
  HAND,
  NONE,
  OFFENSE,
  RESOLVE,
  ROLL_CHOOSER,
  ROLL_OFF,
  rollOff,
  ROUT,
} from './fast-state.js';
import {
  autoUnable,
  decline,
  discard,
  discards,
  mayPlayRitual,
  noDefense,
  passOffense,
  playDefense,
  playOffense,
  playRitual,
  unableOffense,
} from './fast-turns.js';

/** How many actions legalActions lists now. */
export function actionCount(b: FastBattle): number {
  switch (b.step) {
    case CHOOSE_FIRST:
      return 2;
    case OFFENSE:
      return fighters(b) + 1 + rituals(b, NONE);
    case DEFENSE:
      return fighters(b) + 1;
    case BONUSES:
      return discards(b, b.actor) * (b.unopposed ? 1 : 2) + 1;
    case AFTERMATH:
      return aftermathAction(b, b.actor, NONE) + 1;
    default:
      return 1;
  }
}

/** Takes legalActions(state)[i]; `d6` rolls what it rolls; with `autoUnable`, R3 follows. */
export function takeAction(b: FastBattle, i: number, d6: D6): void {
  switch (b.step) {
    case ROLL_CHOOSER:
      rollChooser(b, d6);
      break;
    case CHOOSE_FIRST:
      b.firstPlayer = i; // AC-BA-1
      beginTurn(b, i);
      break;
    case OFFENSE:
      offenseAction(b, i);
      break;
    case DEFENSE: {
      const f = fighters(b);
      if (i < f) playDefense(b, fighter(b, i));
      else noDefense(b, f > 0);
      break;
    }
    case BONUSES: {
      const sides = b.unopposed ? 1 : 2;
      if (i === discards(b, b.actor) * sides) decline(b);
      else discard(b, discardAt(b, Math.floor(i / sides)), i % sides === 1);
      break;
    }
    case RESOLVE:
      resolve(b, d6);
      break;
    case AFTERMATH:
      if (aftermathAction(b, b.actor, i) <= i) nextInQueue(b); // done
      break;
    case ROUT:
      rollRout(b, d6);
      break;
    case ROLL_OFF:
      rollOff(b, d6);
      break;
  }
  if (b.t.autoUnable) autoUnable(b);
}

/** Offense: the cards that can fight, then Pass or Unable, then the Rituals that may be played. */
function offenseAction(b: FastBattle, i: number): void {
  const f = fighters(b);
  if (i < f) playOffense(b, fighter(b, i));
  else if (i > f) playRitual(b, rituals(b, i - f - 1));
  else if (f > 0) passOffense(b);
  else unableOffense(b);
}

/** AC-BA-1, R11: both roll; the higher chooses who takes the first turn; equal rolls roll again. */
function rollChooser(b: FastBattle, d6: D6): void {
  const a = checkedDie(d6);
  const c = checkedDie(d6);
  if (a === c) return;
  b.step = CHOOSE_FIRST;
  b.actor = b.turn = a > c ? 0 : 1;
}

/** AC-UN-4: how many cards in the actor's hand can fight. */
function fighters(b: FastBattle): number {
  const hand = b.actor * 4 + HAND;
  let count = 0;
  for (let i = 0; i < b.sizes[hand]!; i++) count += b.t.fights[cardAt(b, hand, i)]!;
  return count;
}

/** The `n`-th card of the actor's hand that can fight. */
function fighter(b: FastBattle, n: number): number {
  const hand = b.actor * 4 + HAND;
  for (let i = 0; ; i++) if (b.t.fights[cardAt(b, hand, i)] && n-- === 0) return cardAt(b, hand, i);
}

/** The `n`-th card of the actor's hand that may be discarded (AC-SK-9). */
function discardAt(b: FastBattle, n: number): number {
  const hand = b.actor * 4 + HAND;
  for (let i = 0; ; i++) if (b.t.discards[cardAt(b, hand, i)] && n-- === 0) return cardAt(b, hand, i);
}

/** The Rituals the actor may play (AC-RI-1): how many, or (`n` ≥ 0) the `n`-th. */
export function rituals(b: FastBattle, n: number): number {
  const hand = b.actor * 4 + HAND;
  let count = 0;
  for (let i = 0; i < b.sizes[hand]!; i++) {
    const card = cardAt(b, hand, i);
    if (mayPlayRitual(b, b.actor, card) && count++ === n) return card;
  }
  return count;
}
