/**
 * Plain data shapes every topic of the rules builds on: units (AC-UN), dice and breakdown notes.
 * Names are lowercase strings so that attribute values and JSON map onto them directly.
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
