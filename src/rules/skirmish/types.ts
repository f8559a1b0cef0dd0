// The shapes of a Skirmish (AC-SK): its two sides, their results and the exact odds.
import type { Unit } from '../core/index.js';

/** One side of a Skirmish (docs/api.md). */
export interface Side {
  readonly unit: Unit;
  /** Strength bonuses from other cards: each one triggers Savant (AC-SK-10). */
  readonly cardBonuses?: readonly number[];
  /** Commander, retinue and other adds: never trigger Savant (AC-SK-10). */
  readonly otherBonus?: number;
  /**
   * Extra d6 whose rolls this side Adds (the Illusionist's power, AC-CP): each is rolled once,
   * before the first round, and kept through AC-SK-6 rerolls; like `otherBonus` it never
   * triggers Savant.
   */
  readonly extraDice?: number;
}

export interface SkirmishInput {
  readonly offense: Side;
  readonly defense: Side;
}

/** AC-SK-7 fates. */
export const FATES = ['exhausted', 'disabled', 'killed'] as const;
export type Fate = (typeof FATES)[number];

export type SideName = 'offense' | 'defense';

export interface SideResult {
  readonly dice: number[];
  readonly total: number;
  readonly fate: Fate;
}

export interface SkirmishOdds {
  readonly offenseWins: number;
  readonly defenseWins: number;
  readonly offenseKilled: number;
  readonly defenseKilled: number;
}
