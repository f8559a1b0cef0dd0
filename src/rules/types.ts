/**
 * Plain data shapes shared by every rule (AC-UN, AC-SK). Names are lowercase strings so that
 * attribute values and JSON map onto them directly.
 */

/** AC-UN-2: `trooper` is our name for a plain unit with no special role (e.g. "Soldier"). */
export const ROLES = ['aggressor', 'guardian', 'healer', 'savant', 'equipment', 'ritual', 'trooper'] as const;
export type Role = (typeof ROLES)[number];

/** AC-UN-3 */
export const PATHS = ['steel', 'magic', 'faith', 'nature', 'mind'] as const;
export type Path = (typeof PATHS)[number];

/** AC-UN-1: the traits the rules give an effect to. Other single-word traits are kept as text. */
export const KNOWN_TRAITS = ['reach', 'ranged', 'undead', 'slow', 'fast', 'fly', 'burrow', 'elemental'] as const;
export type KnownTrait = (typeof KNOWN_TRAITS)[number];

/** AC-UN-1: one unit card. `strength: null` is the printed "-". */
export interface Unit {
  readonly name: string;
  readonly strength: number | null;
  readonly role: Role;
  readonly path?: Path;
  readonly traits?: readonly string[];
}

/** One side of a Skirmish (CONTRACT.md). */
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
export type Fate = 'exhausted' | 'disabled' | 'killed';

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

/** A source of fair six-sided die rolls, 1–6. Injected so that no rule hides randomness. */
export type D6 = () => number;

/**
 * One line of a breakdown that a widget shows next to a total: the rule that applied (`AC-EC-1`,
 * `R6`) and what it did, in a few words the player understands.
 */
export interface RuleNote {
  readonly rule: string;
  readonly text: string;
}

/** A card as an army holds it between Battles: `killed` once it was Killed (AC-SK-7) this Day. */
export type ArmyUnit = Unit & { readonly killed?: boolean };
