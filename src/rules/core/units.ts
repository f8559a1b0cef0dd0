import type { Phrase } from './phrase.js';
import { quote } from './quote.js';
import { KNOWN_TRAITS, type Path, PATHS, type Role, ROLES, type Unit } from './types.js';

/** What {@link parseUnit} accepts: attribute strings or JSON values, nothing trusted. */
export interface LooseUnit {
  readonly name?: unknown;
  readonly strength?: unknown;
  readonly role?: unknown;
  readonly path?: unknown;
  readonly traits?: unknown;
}

type Values = NonNullable<Phrase['values']>;

/** AC-UN-4: the English of why a card cannot fight (apart: a Skirmish needs only these). */
const FIGHT_WORDS = {
  ritual: (v: Values) => `${v.name} is a Ritual: Rituals are not units and cannot fight (AC-UN-4)`,
  cannotFight: (v: Values) => `${v.name} has no Strength (-) and cannot be played on Offense or Defense (AC-UN-4)`,
};

/** The English of each problem a unit card can have (AC-UN-1 … AC-UN-3); `value` is the bad value as {@link quote} shows it. */
const UNIT_WORDS = {
  notObject: () => 'a unit must be an object with name, strength and role',
  noName: () => 'unit has no name',
  noStrength: () => 'strength is missing: write a whole number ≥ 0, or - for none',
  badStrength: (v: Values) => `strength must be a whole number ≥ 0 or -, not ${v.value}`,
  unknownRole: (v: Values) => `unknown role ${v.value} (expected ${ROLES.join(', ')})`,
  unknownPath: (v: Values) => `unknown path ${v.value} (expected ${PATHS.join(', ')}, or none)`,
  badTraits: (v: Values) => `traits must be words, not ${v.value}`,
  inertTraits: (v: Values) => `trait ${v.value} has no effect in these rules`,
};

/** What is wrong with a unit card, as data: {@link parseUnit} writes it in English. */
export type UnitProblem = Phrase<keyof typeof UNIT_WORDS>;
/** AC-UN-4: why a card cannot fight, as data: {@link whyCannotFight} writes it in English. */
export type CannotFight = Phrase<keyof typeof FIGHT_WORDS>;

/** A unit read from loose input, or what is wrong with it: as data, or in English (`P` is `string`). */
export type UnitReading<P = UnitProblem> =
  | { readonly ok: true; readonly unit: Unit; readonly warnings: readonly P[] }
  | { readonly ok: false; readonly errors: readonly P[]; readonly warnings: readonly P[] };

export type UnitParse = UnitReading<string>;

/**
 * A unit's problem in English.
 * @example unitProblemText({ key: 'badStrength', values: { value: "'abc'" } }) // → "strength must be a whole number ≥ 0 or -, not 'abc'"
 */
export const unitProblemText = ({ key, values = {} }: UnitProblem): string => UNIT_WORDS[key](values);

/**
 * AC-UN-4: a {@link CannotFight} in English.
 * @example cannotFightText({ key: 'ritual', values: { name: 'Storm' } }) // → 'Storm is a Ritual: Rituals are not units …'
 */
export const cannotFightText = ({ key, values = {} }: CannotFight): string => FIGHT_WORDS[key](values);

/** How a reading says what is wrong: as data, or in English. One reading serves both. */
type Say<K extends string, P> = (key: K, values?: Values) => P;
const asData = <K extends string>(key: K, values?: Values): Phrase<K> => (values ? { key, values } : { key });
const inEnglish: Say<UnitProblem['key'], string> = (key, values) => unitProblemText({ key, values });

/** Role words a game master may write for a plain unit (AC-UN-2): all become `trooper`. */
const PLAIN_ROLE_WORDS = new Set(['', 'none', 'soldier', 'trooper', 'plain']);

/** AC-UN-2: whether a lowercase word is one of the seven roles. @example isRole('guardian') // → true */
export const isRole = (word: string): word is Role => (ROLES as readonly string[]).includes(word);
/** AC-UN-3: whether a lowercase word is one of the five paths. @example isPath('fire') // → false */
export const isPath = (word: string): word is Path => (PATHS as readonly string[]).includes(word);

/** AC-UN-1: Strength read, or what is wrong with it. */
function strengthOf<P>(value: unknown, say: Say<UnitProblem['key'], P>): { strength: number | null } | { error: P } {
  if (value === null) return { strength: null };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || text === '') return { error: say('noStrength') };
  if (text === '-' || text === '–' || text === '—') return { strength: null };
  if (!/^\d+$/.test(text)) return { error: say('badStrength', { value: quote(text) }) };
  return { strength: Number(text) };
}

/**
 * AC-UN-1: reads Strength. `-`, `null` and the dash characters mean "no Strength".
 * Returns what is wrong, as data, instead of throwing.
 * @example readStrength('abc') // → { error: { key: 'badStrength', values: { value: "'abc'" } } }
 */
export const readStrength = (value: unknown) => strengthOf(value, asData);

/**
 * AC-UN-1: {@link readStrength}, with what is wrong in English.
 * @example parseStrength('abc') // → { error: "strength must be a whole number ≥ 0 or -, not 'abc'" }
 */
export const parseStrength = (value: unknown) => strengthOf(value, inEnglish);

/** Trait words, or null when the value is not words (JSON from outside may hold anything). */
function splitTraits(value: unknown): string[] | undefined | null {
  if (value === undefined || value === null) return undefined;
  const words = typeof value === 'string' ? value.split(/[\s,]+/) : Array.isArray(value) ? value : null;
  if (!words?.every((t) => typeof t === 'string')) return null;
  return words.map((t: string) => t.trim().toLowerCase()).filter(Boolean);
}

/**
 * Turns loose input (an `<army-unit>`'s attributes, a JSON object) into a valid {@link Unit}, or into what is wrong
 * with it, as data ({@link parseUnit} says it in English). Never throws.
 *
 * - AC-UN-1 Strength is a whole number ≥ 0 or `-` (stored as `null`).
 * - AC-UN-2 Role is one of the seven roles; a missing role, `none` or `soldier` is `trooper`.
 * - AC-UN-3 Path is optional. Traits are space- or comma-separated; a trait written twice counts
 *   once (AC-SK-11); traits the rules do not know are kept and reported as a warning.
 *
 * @example
 * readUnit({ name: 'Mage', strength: '2', role: 'wizard' });
 * // → { ok: false, errors: [{ key: 'unknownRole', values: { value: "'wizard'" } }], warnings: [] }
 */
export const readUnit = (input: LooseUnit | null | undefined): UnitReading => read(input, asData);

/**
 * {@link readUnit}, with errors a game master understands, in English. Never throws.
 *
 * @example
 * parseUnit({ name: 'Spearmen', strength: '3', role: 'aggressor', traits: 'reach' });
 * // → { ok: true, unit: { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] }, warnings: [] }
 * parseUnit({ name: 'Mage', strength: '2', role: 'wizard' });
 * // → { ok: false, errors: ["unknown role 'wizard' (expected aggressor, guardian, …)"], warnings: [] }
 */
export const parseUnit = (input: LooseUnit | null | undefined): UnitParse => read(input, inEnglish);

function read<P>(input: LooseUnit | null | undefined, say: Say<UnitProblem['key'], P>): UnitReading<P> {
  const errors: P[] = [];
  const warnings: P[] = [];
  if (input === null || typeof input !== 'object') return { ok: false, errors: [say('notObject')], warnings };

  const rawName = typeof input.name === 'string' || typeof input.name === 'number' ? String(input.name).trim() : '';
  const name = rawName || 'Unnamed unit';
  if (!rawName) warnings.push(say('noName'));

  const strength = strengthOf(input.strength, say);
  if ('error' in strength) errors.push(strength.error);

  const roleWord =
    typeof input.role === 'string' ? input.role.trim().toLowerCase() : input.role === undefined ? '' : null;
  const role: Role | undefined =
    roleWord === null
      ? undefined
      : PLAIN_ROLE_WORDS.has(roleWord)
        ? 'trooper'
        : isRole(roleWord)
          ? roleWord
          : undefined;
  if (!role) errors.push(say('unknownRole', { value: quote(roleWord ?? input.role) }));

  const pathWord = typeof input.path === 'string' ? input.path.trim().toLowerCase() : '';
  let path: Path | undefined;
  if (pathWord && pathWord !== 'none') {
    if (isPath(pathWord)) path = pathWord;
    else errors.push(say('unknownPath', { value: quote(pathWord) }));
  }

  const traitWords = splitTraits(input.traits);
  if (traitWords === null) errors.push(say('badTraits', { value: quote(input.traits) }));
  const traits = traitWords ? [...new Set(traitWords)] : undefined;
  const unknown = traits?.filter((t) => !(KNOWN_TRAITS as readonly string[]).includes(t)) ?? [];
  if (unknown.length) warnings.push(say('inertTraits', { value: unknown.map(quote).join(', ') }));

  if (errors.length || !role || 'error' in strength) return { ok: false, errors, warnings };
  const unit: Unit = {
    name,
    strength: strength.strength,
    role,
    ...(path ? { path } : {}),
    ...(traits && traits.length ? { traits } : {}),
  };
  return { ok: true, unit, warnings };
}

/** AC-UN-1 */
export const hasTrait = (unit: Unit, trait: string): boolean => unit.traits?.includes(trait) ?? false;

/** AC-UN-4: null when the card may fight, else why not. */
const fights = <P>(unit: Unit, say: Say<CannotFight['key'], P>): P | null =>
  unit.role === 'ritual'
    ? say('ritual', { name: unit.name })
    : unit.strength === null
      ? say('cannotFight', { name: unit.name })
      : null;

/**
 * AC-UN-4: whether a card may be played on Offense or Defense, and if not, why, as data.
 * @example cannotFight({ name: 'Banner', strength: null, role: 'equipment' }) // → { key: 'cannotFight', values: { name: 'Banner' } }
 */
export const cannotFight = (unit: Unit): CannotFight | null => fights(unit, asData);

/**
 * AC-UN-4: {@link cannotFight} in English.
 * @example whyCannotFight({ name: 'Banner', strength: null, role: 'equipment' }) // → "Banner has no Strength (-) …"
 */
export const whyCannotFight = (unit: Unit): string | null =>
  fights(unit, (key, values) => cannotFightText({ key, values }));

/**
 * Whether two names are the same: a Retinue's owner and a commander (AC-EC-6), the commander ids
 * widgets address each other by, or a unit's name as another widget sends it. Trimmed, ignoring
 * case; an empty name (or anything that is not text) matches nothing.
 * @example sameName(' ayla ', 'Ayla') // → true;  sameName('', '') // → false
 */
export const sameName = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && !!a.trim() && a.trim().toLowerCase() === b.trim().toLowerCase();
