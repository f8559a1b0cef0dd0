/**
 * The Battle engine's questions before a Battle (issue 28; AC-BA-1, R11, R12), asked in this order:
 * the roll for who chooses, the first turn, then each power in turn: the Tactician's class, the Oathbound's unit, the
 * Dervish's Role or Path, the Chirurgeon's or Chaplain's unit (R7, R8), the Mender's reveal and Disable (R12).
 */
import { checkedDie, type D6 } from '../../core/index.js';
import { randomIndex } from './random.js';
import * as L from './work-layout.js';
import { current, revealedInHand } from './work-legal.js';
import { LOG, logAnswer, logChooserRolls, logDecline, logFirst, logPhase1, logReveal } from './work-log.js';
import {
  addPowerUnit,
  bump,
  CLASS,
  clearBits,
  count,
  oldest,
  other,
  RITUALS,
  setBits,
  stamp,
  takeMorale,
  total,
  W,
} from './work-state.js';
import { beginTurn, rout } from './work-turns.js';

const question = (seat: number, ask: number): number => seat | (ask << 1);

/** AC-BA-1, R11: both roll a d6; the higher chooses who takes the first turn; equal rolls roll again. */
export function rollChooser(d6: D6): void {
  const a = checkedDie(d6);
  const b = checkedDie(d6);
  if (LOG) logChooserRolls(a, b);
  if (a === b) return;
  W[L.STEP] = L.CHOOSE_FIRST;
  W[L.ACTOR] = W[L.TURN] = a > b ? 0 : 1;
}

/**
 * R11: what `seat`'s class asks before the Battle that the setup did not answer, or −1: the Tactician's class (the
 * chosen class's own question follows its answer), the Oathbound's unit, the Dervish's target, the power's unit.
 */
function classQuestion(seat: number): number {
  const cls = CLASS[seat];
  if (cls === L.TACTICIAN) return question(seat, L.ASK_TACTICIAN);
  if (cls === L.OATHBOUND && W[L.OATH + seat]! < 0) return question(seat, L.ASK_OATHBOUND);
  if (cls === L.DERVISH && W[L.DERVISH_AGAINST + seat]! < 0) return question(seat, L.ASK_DERVISH);
  if ((cls === L.CHIRURGEON || cls === L.CHAPLAIN) && W[L.POWER_UNIT + seat] === -2)
    return question(seat, L.ASK_POWER_UNIT);
  return -1;
}

/** AC-BA-1: the first player is chosen; the powers before the Battle are asked (R11), then Phase 1. */
export function chooseFirst(first: number): void {
  W[L.FIRST] = first;
  let n = 0;
  for (let i = 0; i < 2; i++) {
    const q = classQuestion(i ? other(first) : first);
    if (q >= 0) W[L.QUESTIONS + n++] = q;
  }
  for (let i = 0; i < 2; i++) {
    const seat = i ? other(first) : first;
    if (CLASS[seat] === L.MENDER) W[L.QUESTIONS + n++] = question(seat, L.ASK_MENDER_REVEAL);
  }
  if (LOG) logFirst(first, n);
  W[L.QUESTION_COUNT] = n;
  W[L.QUESTION_NEXT] = 0;
  ask();
}

/** R11, R12: whether a queued question still has a point (else it is skipped). */
function stillAsked(q: number): boolean {
  const seat = q & 1;
  switch (q >> 1) {
    case L.ASK_OATHBOUND:
      return (W[L.HAND + seat]! & ~RITUALS[seat]!) !== 0;
    case L.ASK_MENDER_REVEAL:
      return W[L.HAND + other(seat)] !== 0;
    case L.ASK_MENDER_DISABLE:
      return total(seat) >= 1 && revealedInHand(seat) !== 0;
  }
  return true;
}

/** R11: puts the next question that still has a point to its commander, or begins Phase 1. */
function ask(): void {
  for (; W[L.QUESTION_NEXT]! < W[L.QUESTION_COUNT]!; bump(L.QUESTION_NEXT))
    if (stillAsked(current())) {
      W[L.STEP] = L.PRE_BATTLE;
      W[L.ACTOR] = current() & 1;
      return;
    }
  if (LOG) logPhase1();
  beginTurn(W[L.FIRST]!);
}

/** The current question is answered: on to the next, `then` (a question, or −1) first. */
function answered(then: number): void {
  if (then >= 0) W[L.QUESTIONS + W[L.QUESTION_NEXT]!] = then;
  else bump(L.QUESTION_NEXT);
  ask();
}

/** The commander declines the current question (a power's unit then stays out). */
export function declineQuestion(): void {
  if (LOG) logDecline();
  const q = current();
  if (q >> 1 === L.ASK_POWER_UNIT) W[L.POWER_UNIT + (q & 1)] = -1;
  answered(-1);
}

/**
 * R12: the Mender's enemy reveals up to 2 cards of the hand: those of the action (`arg` bit 1, the second card + 1
 * above it), or drawn with the d6 from the hand in its order, as the state machine drew from its hand array before the engine.
 */
function reveal(seat: number, card: number, arg: number, d6: D6): void {
  if (arg & 1) {
    W[L.REVEALED] = card;
    W[L.REVEALED + 1] = (arg >> 1) - 1;
    if (LOG) logReveal(seat);
    return;
  }
  let left = W[L.HAND + other(seat)]!;
  for (let i = 0; i < 2; i++) {
    W[L.REVEALED + i] = -1;
    if (!left) continue;
    let from = left;
    for (let skip = randomIndex(count(left), () => checkedDie(d6)); skip > 0; skip--) from &= ~(1 << oldest(from));
    W[L.REVEALED + i] = oldest(from);
    left &= ~(1 << oldest(from));
  }
  if (LOG) logReveal(seat);
}

/** R12: 1 Morale Disables a revealed card (an Oathbound unit is Exhausted instead); it may Rout the Mender. */
function menderDisable(seat: number, card: number): void {
  const enemy = other(seat);
  const oath = CLASS[enemy] === L.OATHBOUND && W[L.OATH + enemy] === card;
  clearBits(L.HAND + enemy, 1 << card);
  setBits((oath ? L.EXHAUSTED : L.DISABLED) + enemy, 1 << card);
  stamp(card);
  if (takeMorale(seat, 1)) return rout(seat, L.END_ROUTED);
  answered(-1);
}

/** R7, R8: the power's unit joins the Battle before it begins, as the setup gives it (not asked). */
export function fieldGivenUnit(seat: number): void {
  if (LOG) logAnswer(L.A_POWER_UNIT, seat, 0, 0);
  addPowerUnit(seat);
}

/** Applies `seat`'s answer to the question asked (a listed action of type `A_TACTICIAN` … `A_MENDER_DISABLE`). */
export function answer(type: number, seat: number, card: number, arg: number, d6: D6): void {
  if (LOG) logAnswer(type, seat, card, arg);
  switch (type) {
    case L.A_TACTICIAN:
      CLASS[seat] = arg; // AC-CP Tactician: the benefit for this Battle; its own question follows
      return answered(classQuestion(seat));
    case L.A_OATHBOUND:
      W[L.OATH + seat] = card;
      return answered(-1);
    case L.A_DERVISH:
      W[L.DERVISH_AGAINST + seat] = arg;
      return answered(-1);
    case L.A_POWER_UNIT:
      addPowerUnit(seat);
      return answered(-1);
    case L.A_MENDER_REVEAL:
      reveal(seat, card, arg, d6);
      return answered(question(seat, L.ASK_MENDER_DISABLE));
    case L.A_MENDER_DISABLE:
      return menderDisable(seat, card);
  }
}
