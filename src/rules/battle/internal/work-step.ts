/**
 * One decision of the Battle engine (issue 28): `step(code, d6)` applies an action code that `listActions` listed to
 * the working state, in place: every transition of a Battle (AC-SK-1, AC-MO-6/7, R3, AC-BA-2/3/4, AC-SK-9, AC-SK-8,
 * R5, AC-HE-1, AC-MO-2, AC-BA-5, Rituals AC-RI-1, the questions before a Battle R11, R12, and every class's power),
 * with no allocation; events only when a log sink is set (the board's steps, `work-log.ts`).
 * A code is applied as if it were legal: the board checks it first (`whyNot`), a playout passes only listed codes.
 */
import { checkedDie, type D6 } from '../../core/index.js';
import { savantTriggers } from '../../skirmish/codes.js';
import { randomIndex } from './random.js';
import * as L from './work-layout.js';
import { canClericReturn, playableRituals } from './work-legal.js';
import {
  LOG,
  logCleric,
  logDefense,
  logDiscard,
  logExchange,
  logHeal,
  logHealerMorale,
  logNecromancer,
  logNoDefense,
  logOffense,
  logPassOffense,
  logPrevent,
  logPsionic,
  logRitual,
  logRollOff,
  logUnableOffense,
  logUsePower,
} from './work-log.js';
import { answer, chooseFirst, declineQuestion, rollChooser } from './work-questions.js';
import { mediate, resolveSkirmish, resolveUnopposed } from './work-skirmish.js';
import {
  bump,
  clearBits,
  count,
  countUse,
  DISCARD_BONUS,
  FIGHTS,
  mediated,
  NPC,
  oldest,
  other,
  setBits,
  stamp,
  takeMorale,
  W,
} from './work-state.js';
import {
  again,
  beginTurn,
  discardTo,
  ended,
  finish,
  nextBonusTurn,
  nextInQueue,
  openBonuses,
  rollRout,
  rout,
  startPhase2,
} from './work-turns.js';

/** AC-SK-1: the card goes face down on Offense with its powers; the other commander answers. */
function playOffense(seat: number, card: number, choice: number): void {
  if (LOG) logOffense(seat);
  clearBits(L.HAND + seat, 1 << card);
  W[L.CHOICE] = 0;
  W[L.CHOICE + 1] = 0;
  W[L.CHOICE + seat] = choice;
  W[L.PENDING_OFFENSE] = card;
  W[L.PENDING_DEFENSE] = -1;
  W[L.UNOPPOSED] = 0;
  W[L.BONUS_SUM] = W[L.BONUS_SUM + 1] = W[L.BONUS_POSITIVE] = W[L.BONUS_POSITIVE + 1] = W[L.BONUS_COUNT] = 0;
  W[L.USED_IN_SKIRMISH] = W[L.USED_IN_SKIRMISH + 1] = 0; // AC-CP: a new Skirmish
  W[L.LAST_PASS] = -1;
  W[L.STEP] = L.DEFENSE;
  W[L.ACTOR] = other(seat);
}

/** AC-SK-1 on Defense: the card answers the Offense; the discard window opens. */
function playDefense(seat: number, card: number, choice: number): void {
  if (LOG) logDefense(seat, card);
  clearBits(L.HAND + seat, 1 << card);
  setBits(L.CHOICE + seat, choice);
  W[L.PENDING_DEFENSE] = card;
  W[L.LAST_PASS] = -1;
  W[L.LAST_DEFENDER] = seat; // AC-BA-3
  openBonuses();
}

/**
 * AC-CP Psionicist, R10: the hand is shuffled and a card that can fight is drawn with the d6, one of the hand's in its
 * order (as the state machine drew from its hand array before the engine); it is played with +3.
 */
function playPsionic(seat: number, d6: D6): void {
  if (LOG) logPsionic(seat);
  let fighters = W[L.HAND + seat]! & FIGHTS[seat]!;
  for (let skip = randomIndex(count(fighters), () => checkedDie(d6)); skip > 0; skip--)
    fighters &= ~(1 << oldest(fighters));
  const card = oldest(fighters);
  if (W[L.STEP] === L.OFFENSE) playOffense(seat, card, L.CH_PSIONIC);
  else playDefense(seat, card, L.CH_PSIONIC);
}

/** AC-CP Cleric, R14: 1 Morale brings a Killed card back to hand, once per Day; on Offense the turn goes on. */
function clericReturn(seat: number, card: number): void {
  if (LOG) logCleric(seat, card);
  clearBits(L.KILLED + seat, 1 << card);
  clearBits(L.KILLED_NOW, 1 << card);
  setBits(L.HAND + seat, 1 << card);
  stamp(card);
  W[L.USED_TODAY + seat] = 1;
  if (takeMorale(seat, 1)) return rout(seat, L.END_ROUTED);
  if (W[L.STEP] === L.AFTERMATH) again(seat);
}

/**
 * AC-HE-1: the Healer to Disabled, the card (`arg & 31`) back to hand, 1 Morale. R9: a Shapeshifter's card of another
 * Role (`HEAL_SHAPESHIFT`) uses the power.
 */
function heal(seat: number, healer: number, arg: number, d6: D6): void {
  const card = arg & 31;
  if (LOG) logHeal(seat, healer, card, (arg & L.HEAL_SHAPESHIFT) !== 0);
  W[L.HAND + seat] = (W[L.HAND + seat]! & ~(1 << healer)) | (1 << card);
  clearBits(L.DISABLED + seat, 1 << card);
  clearBits(L.EXHAUSTED + seat, 1 << card);
  stamp(card);
  if (arg & L.HEAL_SHAPESHIFT) countUse(seat);
  discardTo(seat, healer, d6); // R13: a Battlemage may roll
  if (LOG) logHealerMorale(seat);
  if (takeMorale(seat, 1)) return rout(seat, L.END_ROUTED);
  again(seat);
}

/** AC-MO-6: the turn ends and costs 1 Morale, also when this Pass ends the Battle (AC-BA-4). */
function passOffense(seat: number): void {
  if (LOG) logPassOffense(seat);
  if (takeMorale(seat, 1)) return rout(seat, L.END_ROUTED);
  if (W[L.LAST_PASS] === other(seat)) return finish(L.END_BOTH_PASSED);
  W[L.LAST_PASS] = seat;
  beginTurn(other(seat)); // AC-BA-2
}

/** AC-MO-6: Unable costs nothing. AC-BA-3/4: when the other commander cannot play either, the Phase ends. */
function unableOffense(seat: number): void {
  if (LOG) logUnableOffense(seat);
  if (W[L.HAND + other(seat)]! & FIGHTS[other(seat)]!) return beginTurn(other(seat));
  if (W[L.PHASE] === 2) return finish(L.END_UNABLE_AGAIN);
  startPhase2();
}

/**
 * R3, with `autoUnable`: while the commander asked to play holds no card that can fight, they are Unable, unless a
 * Ritual or the Cleric's return is open to them on Offense. Bounded: each Unable moves the Battle on.
 * Callers apply it after each `step` (apart, so that `step` stays small enough for V8 to inline into a playout loop:
 * measured 10% faster).
 */
export function autoUnable(): void {
  while ((W[L.STEP] === L.OFFENSE || W[L.STEP] === L.DEFENSE) && !(W[L.HAND + W[L.ACTOR]!]! & FIGHTS[W[L.ACTOR]!]!)) {
    if (W[L.STEP] === L.DEFENSE) {
      if (LOG) logNoDefense(W[L.ACTOR]!, false);
      W[L.UNOPPOSED] = 1;
      return openBonuses();
    }
    if (playableRituals(W[L.ACTOR]!) || canClericReturn(W[L.ACTOR]!)) return; // AC-RI-1, R14: something to do
    unableOffense(W[L.ACTOR]!);
  }
}

/** Applies one listed action code; dice from `d6`. Then `autoUnable` when the Battle has it. */
export function step(code: number, d6: D6): void {
  const seat = W[L.ACTOR]!;
  const card = (code >> 5) & 31;
  const arg = code >> 10;
  switch (code & 31) {
    case L.A_ROLL_CHOOSER:
      return rollChooser(d6);
    case L.A_FIRST:
      return chooseFirst(card);
    case L.A_OFFENSE:
      return playOffense(seat, card, arg);
    case L.A_DEFENSE:
      return playDefense(seat, card, arg);
    case L.A_PSIONIC:
      return playPsionic(seat, d6);
    case L.A_RITUAL:
      // AC-RI-1: the Ritual to Disabled, counted; the turn goes on
      if (LOG) logRitual(seat, card);
      clearBits(L.HAND + seat, 1 << card);
      setBits(L.DISABLED + seat, 1 << card);
      stamp(card);
      bump(L.RITUALS_IN_BATTLE + seat);
      bump(L.RITUALS_IN_PHASE + seat);
      return;
    case L.A_CLERIC:
      return clericReturn(seat, card);
    case L.A_EXCHANGE: {
      // AC-CP Etherealist, R16: the hand card takes the place of the commander's card, which goes back to hand
      const field = seat === W[L.TURN] ? L.PENDING_OFFENSE : L.PENDING_DEFENSE;
      if (LOG) logExchange(seat, card, W[field]!);
      W[L.HAND + seat] = (W[L.HAND + seat]! & ~(1 << card)) | (1 << W[field]!);
      stamp(W[field]!);
      W[field] = card;
      countUse(seat);
      W[L.DECLINES] = 0;
      return nextBonusTurn(other(seat));
    }
    case L.A_RETURN:
      // AC-CP Necromancer: the card from Disabled to the hand, once
      if (LOG) logNecromancer(seat, card);
      clearBits(L.DISABLED + seat, 1 << card);
      setBits(L.HAND + seat, 1 << card);
      stamp(card);
      return nextInQueue();
    case L.A_PASS:
      if (W[L.STEP] !== L.DEFENSE) return passOffense(seat);
      if (LOG) logNoDefense(seat, true);
      W[L.UNOPPOSED] = 1; // AC-MO-7
      W[L.LAST_PASS] = seat; // AC-BA-4: a Pass, though it never ends the Battle itself
      return openBonuses();
    case L.A_UNABLE:
      if (W[L.STEP] !== L.DEFENSE) return unableOffense(seat);
      if (LOG) logNoDefense(seat, false);
      W[L.UNOPPOSED] = 1; // R3
      return openBonuses();
    case L.A_DISCARD:
      // AC-SK-9: the bonus to the chosen side, the card to Disabled
      if (LOG) logDiscard(seat, card, arg);
      clearBits(L.HAND + seat, 1 << card);
      bump(L.BONUS_SUM + arg, DISCARD_BONUS[card]);
      bump(L.BONUS_POSITIVE + arg, savantTriggers(DISCARD_BONUS[card]!)); // AC-SK-10
      W[L.BONUS_LIST + bump(L.BONUS_COUNT) - 1] = arg | (DISCARD_BONUS[card]! << 1);
      discardTo(seat, card, d6); // R13: a Battlemage may roll
      W[L.DECLINES] = 0;
      return nextBonusTurn(other(seat));
    case L.A_POWER:
      if (LOG) logUsePower(seat, arg);
      setBits(L.CHOICE + seat, arg ? L.CH_POWER_DEFENSE : L.CH_POWER_OFFENSE);
      W[L.DECLINES] = 0;
      return nextBonusTurn(other(seat));
    case L.A_DONE:
      if (W[L.STEP] === L.PRE_BATTLE) return declineQuestion();
      if (W[L.STEP] !== L.BONUSES) return nextInQueue();
      bump(L.DECLINES);
      return nextBonusTurn(other(seat));
    case L.A_RESOLVE:
      if (mediated()) return mediate(); // R8
      return W[L.UNOPPOSED] ? resolveUnopposed(d6) : resolveSkirmish(d6);
    case L.A_PREVENT: {
      // AC-SK-8, R5: Killed to Disabled for 1 Influence, or 3 Morale from a non-player commander
      const bit = 1 << card;
      if (LOG) logPrevent(seat, card);
      clearBits(L.KILLED + seat, bit);
      setBits(L.DISABLED + seat, bit);
      stamp(card);
      clearBits(L.KILLED_NOW, bit);
      if (!NPC[seat]) bump(L.INFLUENCE + seat, -1);
      else if (takeMorale(seat, 3)) return rout(seat, L.END_ROUTED);
      return again(seat);
    }
    case L.A_HEAL:
      return heal(seat, card, arg, d6);
    case L.A_ROUT:
      return rollRout(d6);
    case L.A_ROLL_OFF:
      // AC-BA-5: both roll until one is higher
      for (let round = 0; round < 1000; round++) {
        const a = d6();
        const b = d6();
        if (LOG) logRollOff(a, b);
        if (a !== b) {
          W[L.WINNER] = a > b ? 0 : 1;
          return ended();
        }
      }
      throw new RangeError('1000 equal roll-offs in a row: the d6 does not look random');
    default:
      return answer(code & 31, seat, card, arg, d6); // R11, R12: the questions before the Battle
  }
}
