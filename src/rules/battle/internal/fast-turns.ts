// The fast path's turns (AC-SK-1, AC-MO-6/7, R3, AC-BA-2/3/4), Rituals (AC-RI-1) and discard window (AC-SK-9): the
// state machine's turns.ts without powers, changing the Battle in place.
import { RITUAL_PATH_UNITS, RITUALS_PER_BATTLE, RITUALS_PER_PHASE } from '../../army/index.js';
import { RITUAL, SAVANT } from './fast-setup.js';
import {
  beginTurn,
  BONUSES,
  canPlayCard,
  cardAt,
  DEFENSE,
  DISABLED,
  EXHAUSTED,
  type FastBattle,
  finish,
  HAND,
  KILLED,
  loseMorale,
  NONE,
  OFFENSE,
  other,
  push,
  remove,
  RESOLVE,
  rout,
} from './fast-state.js';

/** AC-SK-1: the card goes on Offense; the other commander answers. */
export function playOffense(b: FastBattle, card: number): void {
  remove(b, b.actor * 4 + HAND, card);
  b.offense = card;
  b.lastPass = NONE;
  b.step = DEFENSE;
  b.actor = other(b.actor);
}

/** AC-SK-1, AC-BA-3: the Defense card; then the discard window. */
export function playDefense(b: FastBattle, card: number): void {
  remove(b, b.actor * 4 + HAND, card);
  b.defense = card;
  b.lastPass = NONE;
  b.lastDefender = b.actor;
  openBonuses(b);
}

/** AC-MO-7 (a Pass, AC-BA-4) or R3 (Unable): the Offense unit is Unopposed. */
export function noDefense(b: FastBattle, passed: boolean): void {
  b.unopposed = true;
  if (passed) b.lastPass = b.actor;
  openBonuses(b);
}

/** AC-MO-6: 1 Morale and the turn ends; AC-BA-4: a Pass right after the other commander's ends the Battle. */
export function passOffense(b: FastBattle): void {
  const seat = b.actor;
  if (loseMorale(b, seat, 1)) return rout(b, seat);
  if (b.lastPass === other(seat)) return finish(b);
  b.lastPass = seat;
  beginTurn(b, other(seat));
}

/** AC-MO-6, AC-BA-3/4: Unable; when the other commander cannot play either, the Phase (or the Battle) ends. */
export function unableOffense(b: FastBattle): void {
  const seat = b.actor;
  if (canPlayCard(b, other(seat))) return beginTurn(b, other(seat));
  if (b.phase === 2) return finish(b);
  b.phase = 2; // AC-BA-3: Exhausted cards back to hand; the last commander to play Defense starts
  for (let s = 0; s < 2; s++) {
    const exhausted = s * 4 + EXHAUSTED;
    for (let i = 0; i < b.sizes[exhausted]!; i++) push(b, s * 4 + HAND, cardAt(b, exhausted, i));
    b.sizes[exhausted] = 0;
    b.ritualsThisPhase[s] = 0;
  }
  b.lastPass = NONE;
  beginTurn(b, b.lastDefender !== NONE ? b.lastDefender : other(b.firstPlayer));
}

/** AC-RI-1: whether `seat` may play the Ritual `card` now (its Path shared by 2 units not Killed). */
export function mayPlayRitual(b: FastBattle, seat: number, card: number): boolean {
  const { t } = b;
  const path = t.path[card];
  if (t.role[card] !== RITUAL || !path) return false;
  if (b.ritualsThisBattle[seat]! >= RITUALS_PER_BATTLE || b.ritualsThisPhase[seat]! >= RITUALS_PER_PHASE) return false;
  let onPath = 0;
  for (let id = 0; id < t.cards; id++)
    if (t.owner[id] === seat && t.role[id] !== RITUAL && t.path[id] === path && !inPile(b, seat * 4 + KILLED, id))
      onPath++;
  return onPath >= RITUAL_PATH_UNITS;
}

function inPile(b: FastBattle, k: number, id: number): boolean {
  for (let i = 0; i < b.sizes[k]!; i++) if (cardAt(b, k, i) === id) return true;
  return false;
}

/** AC-RI-1: the Ritual goes to Disabled; the turn goes on. */
export function playRitual(b: FastBattle, card: number): void {
  const seat = b.actor;
  remove(b, seat * 4 + HAND, card);
  push(b, seat * 4 + DISABLED, card);
  b.ritualsThisBattle[seat]!++;
  b.ritualsThisPhase[seat]!++;
}

/** AC-SK-9: the attacker has the first chance, then the defender, until both decline. */
function openBonuses(b: FastBattle): void {
  b.step = BONUSES;
  b.declines = 0;
  nextBonusTurn(b, b.turn);
}

/** AC-SK-9: the window to `seat`, skipping a commander with nothing to discard; two declines close it. */
function nextBonusTurn(b: FastBattle, seat: number): void {
  for (; b.declines < 2; seat = other(seat)) {
    if (discards(b, seat) > 0) {
      b.actor = seat;
      return;
    }
    b.declines++;
  }
  b.step = RESOLVE;
  b.actor = b.turn;
}

/** AC-SK-9: how many cards in the commander's hand may be discarded for a bonus. */
export function discards(b: FastBattle, seat: number): number {
  const hand = seat * 4 + HAND;
  let count = 0;
  for (let i = 0; i < b.sizes[hand]!; i++) count += b.t.discards[cardAt(b, hand, i)]!;
  return count;
}

/** AC-SK-9: the commander declines; the other has the window. */
export function decline(b: FastBattle): void {
  b.declines++;
  nextBonusTurn(b, other(b.actor));
}

/** AC-SK-9, AC-SK-10: the card to Disabled, its bonus to one side (a Savant's +2 with a bonus above 0). */
export function discard(b: FastBattle, card: number, toDefense: boolean): void {
  const { t } = b;
  const seat = b.actor;
  remove(b, seat * 4 + HAND, card);
  const bonus = t.discard[card]!;
  const savant = bonus > 0 && t.role[toDefense ? b.defense : b.offense] === SAVANT ? 2 : 0;
  if (toDefense) b.defenseAdd += bonus + savant;
  else b.offenseAdd += bonus + savant;
  push(b, seat * 4 + DISABLED, card);
  b.declines = 0;
  nextBonusTurn(b, other(seat));
}

/**
 * R3 (`autoUnable`): while the commander asked to play holds no card that can fight, and on Offense no Ritual
 * either, they are Unable.
 */
export function autoUnable(b: FastBattle): void {
  while ((b.step === OFFENSE || b.step === DEFENSE) && !canPlayCard(b, b.actor)) {
    if (b.step === DEFENSE) return noDefense(b, false);
    if (hasRitualOption(b, b.actor)) return;
    unableOffense(b);
  }
}

function hasRitualOption(b: FastBattle, seat: number): boolean {
  const hand = seat * 4 + HAND;
  for (let i = 0; i < b.sizes[hand]!; i++) if (mayPlayRitual(b, seat, cardAt(b, hand, i))) return true;
  return false;
}
