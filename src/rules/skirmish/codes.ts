/**
 * A Skirmish's numbers on Role codes and trait bits, each rule once (issue 28), for the Battle engine
 * (`battle/internal/work-*.ts`), which keeps only numbers; the round's decision is `core.ts`'. Not yet shared: the dice
 * counts, Reach, Savant and AC-SK-5 of `diceMode`, `modifiersAgainst` and `fighter` (their Role and trait strings
 * would need `ROLE_CODES` and trait bits in every bundle, over the size guards). Small enough for V8 to inline into
 * the engine's loop.
 */
import type { Role } from '../core/index.js';

/** Roles as codes (AC-UN-2); the compact engine's piles and tables use them too. */
export const TROOPER = 0;
export const AGGRESSOR = 1;
export const GUARDIAN = 2;
export const HEALER = 3;
export const SAVANT = 4;
export const EQUIPMENT = 5;
export const RITUAL = 6;
/** No card: what an Unopposed unit faces (AC-MO-7). */
export const NO_ROLE = -1;
/** Each Role's code (above): its place here. */
const ROLE_ORDER: readonly Role[] = ['trooper', 'aggressor', 'guardian', 'healer', 'savant', 'equipment', 'ritual'];
type RoleCodes = Readonly<Record<Role, number>>;
export const ROLE_CODES = /* @__PURE__ */ Object.fromEntries(ROLE_ORDER.map((role, code) => [role, code])) as RoleCodes;

/** The traits AC-SK-11 reads, as bits. */
export const REACH = 1;
export const RANGED = 2;

/** How many d6 a side rolls: none (Equipment), one, or two keeping the higher. */
export type DiceCount = 0 | 1 | 2;

/**
 * AC-SK-3/4/5: the dice of a card of `role` facing `otherRole` (codes), on Offense or not. Equipment rolls none; an
 * Aggressor on Offense rolls 2 unless a Guardian defends, a Guardian on Defense 2 unless an Aggressor attacks; any
 * other 1. An Unopposed unit (R3) is on Offense facing {@link NO_ROLE}: an Aggressor keeps its 2d6.
 * @example diceOf(AGGRESSOR, GUARDIAN, true) // → 1
 */
export function diceOf(role: number, otherRole: number, offense: boolean): DiceCount {
  if (role === EQUIPMENT) return 0;
  if (offense ? role === AGGRESSOR : role === GUARDIAN) return otherRole === (offense ? GUARDIAN : AGGRESSOR) ? 1 : 2;
  return 1;
}

/**
 * AC-SK-11: a unit with Reach Adds 1 unless the unit it faces has Reach or Ranged (`otherTraits` 0 when Unopposed).
 * @example reachAdd(REACH, RANGED) // → 0
 */
export const reachAdd = (traits: number, otherTraits: number): number =>
  traits & REACH && !(otherTraits & (REACH | RANGED)) ? 1 : 0;

/**
 * AC-SK-10 (ruling: a 0 or a penalty is no bonus): how many Savant +2s a card bonus of `bonus` triggers, 1 or 0.
 * @example savantTriggers(-1) // → 0
 */
export const savantTriggers = (bonus: number): number => (bonus > 0 ? 1 : 0);

/**
 * AC-SK-10: what a card of `role` Adds for `triggers` card bonuses ({@link savantTriggers}): +2 each for a Savant.
 * @example savantAdd(SAVANT, 2) // → 4
 */
export const savantAdd = (role: number, triggers: number): number => (role === SAVANT ? 2 * triggers : 0);

/**
 * AC-SK-5: Equipment with Strength 0 is Killed in any Skirmish, without a roll.
 * @example autoKilled(EQUIPMENT, 0) // → true
 */
export const autoKilled = (role: number, strength: number): boolean => role === EQUIPMENT && strength === 0;
