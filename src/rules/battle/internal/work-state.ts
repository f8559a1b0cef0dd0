/**
 * The compact Battle engine's working state and card tables (issue 28): one `Int32Array` per thread, at module level,
 * that a step or a playout changes in place (both are synchronous and never nested). Piles are bitmasks of card ids;
 * Morale is numbers.
 *
 * Why module level: a factory of closures per setup measured 1.8× slower than these buffers once a process had
 * played more than one setup (V8 specialises a function on its context only while one closure of it exists).
 *
 * Done: loading any `BattleState` of up to 32 cards (`loadBattle`): every step, the questions before a Battle (R11,
 * R12), every class and the power units (R7, R8); a power's unit joining the tables mid-Battle (`addPowerUnit`); the
 * order stamps that keep each pile's order; Morale taken as numbers.
 * Written back as a `BattleState` by `work-write.ts` (`toBattleState`).
 */
import type { Path, Role } from '../../core/index.js';
import { fromBase, moraleLeft, routs } from '../../morale/core.js';
import { savantTriggers } from '../../skirmish/codes.js';
import { POWER_UNITS } from '../power-units.js';
import type { BattleCard, BattleState, Seat } from '../types.js';
import * as L from './work-layout.js';

/**
 * Everything a Battle's playout reads and writes, in one buffer so that it is saved and restored in one copy: the
 * working state, the pile order stamps and the commanders' classes.
 */
const ALL = new Int32Array(L.SIZE + 36);
/** The working state (offsets in `work-layout.ts`). */
export const W = ALL.subarray(0, L.SIZE);
/** When each card last arrived in its pile: sorting a pile by it gives the order a `BattleState`'s piles keep. */
export const STAMP = ALL.subarray(L.SIZE, L.SIZE + 32);
/** Per seat: the class code, and whether the commander is a non-player one (1). */
export const CLASS = ALL.subarray(L.SIZE + 32, L.SIZE + 34);
export const NPC = ALL.subarray(L.SIZE + 34, L.SIZE + 36);

/** The card tables, in one buffer per kind so that a card list's tables are loaded in two copies. */
const BYTES = new Int8Array(6 * 32);
const MASKS = new Int32Array(8 + 32 + 2);
/** Each card's Strength (−1 for "-"), Role code, trait bits, discard bonus and Retinue add (AC-EC-6). */
export const STRENGTH = BYTES.subarray(0, 32);
export const ROLE = BYTES.subarray(32, 64);
export const TRAITS = BYTES.subarray(64, 96);
export const DISCARD_BONUS = BYTES.subarray(96, 128);
export const RETINUE = BYTES.subarray(128, 160);
/** Each card's Path code, or −1 (AC-UN-3). */
export const PATH = BYTES.subarray(160, 192);
/** Per seat: the cards that can fight (AC-UN-4), that have a discard bonus, that are Healers, that are Rituals. */
export const FIGHTS = MASKS.subarray(0, 2);
export const DISCARDS = MASKS.subarray(2, 4);
export const HEALERS = MASKS.subarray(4, 6);
export const RITUALS = MASKS.subarray(6, 8);
/** Per Ritual card: its owner's units on its Path (AC-RI-1: "the army" is every one of them not Killed). */
export const ON_PATH = MASKS.subarray(8, 40);
/** The units powers brought (R7, R8): the Alchemy Labs (`GRANTED[LAB]`) and the Mediating Chaplains (`GRANTED[MEDIATOR]`). */
export const LAB = 0;
export const MEDIATOR = 1;
export const GRANTED = MASKS.subarray(40, 42);

/** The tables of each card list met so far, and the loaded state of each Battle state loaded so far. */
const TABLES = new WeakMap<BattleState['cards'], { bytes: Int8Array; masks: Int32Array }>();
const LOADED = new WeakMap<BattleState, Int32Array>();

/** The card list whose tables are loaded (they are filled again only when another list comes). */
let loadedCards: BattleState['cards'] | undefined;

/** Adds `by` to a field; returns the new value. */
export function bump(field: number, by = 1): number {
  return (W[field] = W[field]! + by);
}

/** AC-CP: counts one use of `seat`'s limited power, in the Battle, the Phase and the Skirmish (as `recordPowerUse`). */
export function countUse(seat: number): void {
  bump(L.USED_IN_BATTLE + seat);
  bump(L.USED_IN_PHASE + seat);
  bump(L.USED_IN_SKIRMISH + seat);
}

/** Puts the cards of `mask` in a pile (or sets the bits of a choice). */
export function setBits(field: number, mask: number): void {
  W[field] = W[field]! | mask;
}

/** Takes the cards of `mask` out of a pile. */
export function clearBits(field: number, mask: number): void {
  W[field] = W[field]! & ~mask;
}

/** The seat on the other side. */
export const other = (seat: number): Seat => (seat === 0 ? 1 : 0);

/** The lowest card id of a non-empty mask. */
export const lowest = (mask: number): number => 31 - Math.clz32(mask & -mask);

/** How many cards a mask holds. */
export function count(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** R8: whether the Mediating Chaplain is in the pending Skirmish (so it is not rolled). */
export function mediated(): boolean {
  const mediators = GRANTED[MEDIATOR]!;
  if (!mediators) return false;
  const defense = W[L.PENDING_DEFENSE]!;
  return ((mediators >> W[L.PENDING_OFFENSE]!) & 1) === 1 || (defense >= 0 && ((mediators >> defense) & 1) === 1);
}

/** A commander's Morale as the rules count it, the Base's included (AC-MO-3). */
export const total = (seat: number): number => W[L.MORALE + seat]! + W[L.BASE + seat]!;

/** Marks `card` as arriving in a pile now (see `STAMP`). */
export function stamp(card: number): void {
  STAMP[card] = bump(L.CLOCK);
}

/**
 * The card of a non-empty mask that arrived in its pile first: taking it out and asking again walks a pile in the
 * order a `BattleState`'s arrays hold it (without allocating).
 */
export function oldest(mask: number): number {
  let first = lowest(mask);
  for (let m = mask & (mask - 1); m; m &= m - 1) if (STAMP[lowest(m)]! < STAMP[first]!) first = lowest(m);
  return first;
}

/**
 * AC-MO-3, AC-MO-9, AC-MO-2: takes Morale from a commander in a Battle, the Base's first, never below 0; true when it
 * Routed them (nothing left).
 */
export function takeMorale(seat: number, points: number): boolean {
  const taken = fromBase(W[L.BASE + seat]!, points);
  bump(L.BASE + seat, -taken);
  bump(L.BASE_LOST + seat, taken);
  W[L.MORALE + seat] = moraleLeft(W[L.MORALE + seat]!, points, taken);
  return routs(total(seat));
}

/** Refuses what the engine cannot play (`startBattle` refuses a larger Battle first). */
function notYet(what: string): never {
  throw new RangeError(`the Battle engine does not play ${what}`);
}

/** One card's row of the tables (AC-UN-1, AC-UN-4, R7, R8). */
function tableCard(card: BattleCard): void {
  const { id, owner, unit } = card;
  const bit = 1 << id;
  STRENGTH[id] = unit.strength ?? -1;
  ROLE[id] = L.ROLE_CODES[unit.role];
  const traits = unit.traits ?? [];
  TRAITS[id] =
    (traits.includes('reach') ? L.REACH : 0) |
    (traits.includes('ranged') ? L.RANGED : 0) |
    (traits.includes('elemental') ? L.ELEMENTAL : 0) |
    (traits.includes('undead') ? L.UNDEAD : 0);
  PATH[id] = unit.path ? L.PATH_CODES[unit.path] : -1;
  DISCARD_BONUS[id] = card.discardBonus ?? 0;
  RETINUE[id] = card.retinue ? 1 : 0;
  if (card.fights) FIGHTS[owner] = FIGHTS[owner]! | bit;
  if (card.discardBonus !== undefined) DISCARDS[owner] = DISCARDS[owner]! | bit;
  if (ROLE[id] === L.HEALER) HEALERS[owner] = HEALERS[owner]! | bit;
  if (ROLE[id] === L.RITUAL) RITUALS[owner] = RITUALS[owner]! | bit;
  const granted = card.grantedBy === 'chirurgeon' ? LAB : MEDIATOR;
  if (card.grantedBy) GRANTED[granted] = GRANTED[granted]! | bit;
}

/** Fills the card tables from the Battle's card list. */
function loadCards(state: BattleState): void {
  if (loadedCards === state.cards) return;
  loadedCards = state.cards;
  const made = TABLES.get(state.cards);
  if (made) {
    BYTES.set(made.bytes);
    MASKS.set(made.masks);
    return;
  }
  if (state.cards.length > 32) notYet('more than 32 cards');
  BYTES.fill(0);
  MASKS.fill(0);
  for (const card of state.cards) tableCard(card);
  for (const ritual of state.cards)
    if (ROLE[ritual.id] === L.RITUAL && PATH[ritual.id]! >= 0)
      for (const card of state.cards)
        if (card.owner === ritual.owner && ROLE[card.id] !== L.RITUAL && PATH[card.id] === PATH[ritual.id])
          ON_PATH[ritual.id] = ON_PATH[ritual.id]! | (1 << card.id);
  TABLES.set(state.cards, { bytes: BYTES.slice(), masks: MASKS.slice() });
}

/**
 * R7, R8: the Chirurgeon's Alchemy Lab or the Chaplain's Mediating Chaplain joins the Battle as the next card, into
 * the hand. The tables then hold a card their list does not, so the next `loadBattle` fills them again.
 */
export function addPowerUnit(seat: number): void {
  const id = W[L.CARDS]!;
  if (id >= 32) notYet('more than 32 cards');
  const by = CLASS[seat] === L.CHIRURGEON ? 'chirurgeon' : 'chaplain';
  const unit = POWER_UNITS[by];
  tableCard({ id, owner: seat as Seat, unit, fights: true, discardBonus: undefined, retinue: false, grantedBy: by });
  loadedCards = undefined;
  W[L.CARDS] = id + 1;
  W[L.POWER_UNIT + seat] = id;
  setBits(L.HAND + seat, 1 << id);
  stamp(id);
}

/** A pile as a mask, each card stamped in the pile's order. */
function pile(cards: readonly number[]): number {
  let mask = 0;
  for (const card of cards) {
    mask |= 1 << card;
    stamp(card);
  }
  return mask;
}

/** A pending Skirmish's bonuses on one side into the state, in their order (AC-SK-9, AC-SK-10). */
function bonuses(side: number, given: readonly number[]): void {
  let sum = 0;
  let positive = 0;
  for (const bonus of given) {
    sum += bonus;
    positive += savantTriggers(bonus);
    W[L.BONUS_LIST + bump(L.BONUS_COUNT) - 1] = side | (bonus << 1);
  }
  W[L.BONUS_SUM + side] = sum;
  W[L.BONUS_POSITIVE + side] = positive;
}

const SIDE_BITS = { offense: L.CH_POWER_OFFENSE, defense: L.CH_POWER_DEFENSE } as const;
const END_CODES: Record<string, number> = { routed: L.END_ROUTED, 'both-passed': L.END_BOTH_PASSED };
const ASK_CODES = Object.fromEntries(L.ASK_NAMES.map((ask, code) => [ask, code])) as Record<string, number>;

/** Loads `state` into the working state and the card tables. RangeError for more than 32 cards. */
export function loadBattle(state: BattleState): void {
  loadCards(state);
  const loaded = LOADED.get(state);
  if (loaded) return ALL.set(loaded);
  const step = L.STEP_NAMES.indexOf(state.step);
  if (step < 0) notYet(`the step '${state.step}'`);
  ALL.fill(0);
  for (const seat of [0, 1] as const) {
    const c = state.commanders[seat];
    CLASS[seat] = c.power ? L.CLASS_CODES[c.power.classId] : L.NO_CLASS;
    const against = c.power?.dervishAgainst;
    W[L.DERVISH_AGAINST + seat] =
      against === undefined
        ? -1
        : against in L.PATH_CODES
          ? L.PATH_CODES[against as Path]
          : L.ROLE_CODES[against as Role];
    const unit = c.power?.powerUnit;
    W[L.POWER_UNIT + seat] = unit === undefined ? -2 : (unit ?? -1);
    NPC[seat] = c.morale.npc ? 1 : 0;
    W[L.HAND + seat] = pile(c.hand);
    W[L.EXHAUSTED + seat] = pile(c.exhausted);
    W[L.DISABLED + seat] = pile(c.disabled);
    W[L.KILLED + seat] = pile(c.killed);
    W[L.MORALE + seat] = c.morale.morale;
    W[L.BASE + seat] = c.morale.base;
    W[L.INFLUENCE + seat] = c.influence;
    W[L.USED_IN_BATTLE + seat] = c.powerUse.battle;
    W[L.USED_IN_PHASE + seat] = c.powerUse.phase;
    W[L.USED_IN_SKIRMISH + seat] = c.powerUse.skirmish;
    W[L.BASE_LOST + seat] = c.morale.baseLostToday;
    W[L.USED_TODAY + seat] = c.power?.usedToday ? 1 : 0;
    W[L.RITUALS_IN_BATTLE + seat] = c.ritualsThisBattle;
    W[L.RITUALS_IN_PHASE + seat] = c.ritualsThisPhase;
    W[L.OATH + seat] = c.power?.oathbound ?? -1;
  }
  W[L.STEP] = step;
  W[L.CARDS] = state.cards.length;
  state.questions.forEach((q, i) => (W[L.QUESTIONS + i] = q.seat | (ASK_CODES[q.ask]! << 1)));
  W[L.QUESTION_COUNT] = state.questions.length;
  W[L.REVEALED] = state.revealed[0] ?? -1;
  W[L.REVEALED + 1] = state.revealed[1] ?? -1;
  W[L.AUTO_UNABLE] = state.autoUnable ? 1 : 0;
  W[L.ACTOR] = state.actor;
  W[L.TURN] = state.turn;
  W[L.PHASE] = state.phase;
  W[L.FIRST] = state.firstPlayer ?? -1;
  W[L.LAST_PASS] = state.lastPass ?? -1;
  W[L.LAST_DEFENDER] = state.lastDefender ?? -1;
  W[L.ROUTED] = state.routed ?? -1;
  W[L.WINNER] = state.winner ?? -1;
  W[L.END] = state.end ? (END_CODES[state.end.phrase.key] ?? L.END_UNABLE_AGAIN) : L.END_NONE;
  W[L.DECLINES] = state.declines;
  const p = state.pending;
  W[L.PENDING_OFFENSE] = p ? p.offense : -1;
  W[L.PENDING_DEFENSE] = p?.defense ?? -1;
  if (p) {
    W[L.UNOPPOSED] = p.unopposed ? 1 : 0;
    bonuses(0, p.offenseBonuses);
    bonuses(1, p.defenseBonuses);
    for (const seat of [0, 1] as const) {
      const ch = p.choices[seat];
      const addFor = ch.evokeFor ?? ch.illusionFor;
      W[L.CHOICE + seat] =
        (ch.changeRole ? L.CH_ROLE : 0) |
        (addFor ? SIDE_BITS[addFor] : 0) |
        (ch.psionic ? L.CH_PSIONIC : 0) |
        (ch.shapeshiftTo ? L.shapeChoice(ch.shapeshiftTo) : 0);
    }
  }
  W[L.QUEUE_LENGTH] = state.queue.length;
  state.queue.forEach((seat, i) => (W[L.QUEUE + i] = seat));
  W[L.QUEUE_NEXT] = 0;
  W[L.AFTER_SKIRMISH] = state.aftermathOf === 'skirmish' ? 1 : 0;
  W[L.KILLED_NOW] = pile(state.killedNow); // stamped again in their order: the tails of the Killed piles
  LOADED.set(state, ALL.slice());
}
