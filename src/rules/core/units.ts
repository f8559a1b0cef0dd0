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

export type UnitParse =
  | { readonly ok: true; readonly unit: Unit; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly errors: readonly string[]; readonly warnings: readonly string[] };

/** Role words a game master may write for a plain unit (AC-UN-2): all become `trooper`. */
const PLAIN_ROLE_WORDS = new Set(['', 'none', 'soldier', 'trooper', 'plain']);

/** AC-UN-2: whether a lowercase word is one of the seven roles. @example isRole('guardian') // → true */
export const isRole = (word: string): word is Role => (ROLES as readonly string[]).includes(word);
/** AC-UN-3: whether a lowercase word is one of the five paths. @example isPath('fire') // → false */
export const isPath = (word: string): word is Path => (PATHS as readonly string[]).includes(word);

/**
 * AC-UN-1: reads Strength. `-`, `null` and the dash characters mean "no Strength".
 * Returns an error message instead of throwing.
 */
export function parseStrength(value: unknown): { strength: number | null } | { error: string } {
  if (value === null) return { strength: null };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || text === '')
    return { error: 'strength is missing: write a whole number ≥ 0, or - for none' };
  if (text === '-' || text === '–' || text === '—') return { strength: null };
  if (!/^\d+$/.test(text)) return { error: `strength must be a whole number ≥ 0 or -, not ${quote(text)}` };
  return { strength: Number(text) };
}

/** Trait words, or null when the value is not words (JSON from outside may hold anything). */
function splitTraits(value: unknown): string[] | undefined | null {
  if (value === undefined || value === null) return undefined;
  const words = typeof value === 'string' ? value.split(/[\s,]+/) : Array.isArray(value) ? value : null;
  if (!words?.every((t) => typeof t === 'string')) return null;
  return words.map((t: string) => t.trim().toLowerCase()).filter(Boolean);
}

/**
 * Turns loose input (an `<army-unit>`'s attributes, a JSON object) into a valid {@link Unit}, or
 * into errors a game master understands. Never throws.
 *
 * - AC-UN-1 Strength is a whole number ≥ 0 or `-` (stored as `null`).
 * - AC-UN-2 Role is one of the seven roles; a missing role, `none` or `soldier` is `trooper`.
 * - AC-UN-3 Path is optional. Traits are space- or comma-separated; a trait written twice counts
 *   once (AC-SK-11); traits the rules do not know are kept and reported as a warning.
 *
 * @example
 * parseUnit({ name: 'Spearmen', strength: '3', role: 'aggressor', traits: 'reach' });
 * // → { ok: true, unit: { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] }, warnings: [] }
 * parseUnit({ name: 'Mage', strength: '2', role: 'wizard' });
 * // → { ok: false, errors: ["unknown role 'wizard' (expected aggressor, guardian, …)"], warnings: [] }
 */
export function parseUnit(input: LooseUnit | null | undefined): UnitParse {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (input === null || typeof input !== 'object') {
    return { ok: false, errors: ['a unit must be an object with name, strength and role'], warnings };
  }

  const rawName = typeof input.name === 'string' || typeof input.name === 'number' ? String(input.name).trim() : '';
  const name = rawName || 'Unnamed unit';
  if (!rawName) warnings.push('unit has no name');

  const strength = parseStrength(input.strength);
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
  if (!role) errors.push(`unknown role ${quote(roleWord ?? input.role)} (expected ${ROLES.join(', ')})`);

  const pathWord = typeof input.path === 'string' ? input.path.trim().toLowerCase() : '';
  let path: Path | undefined;
  if (pathWord && pathWord !== 'none') {
    if (isPath(pathWord)) path = pathWord;
    else errors.push(`unknown path ${quote(pathWord)} (expected ${PATHS.join(', ')}, or none)`);
  }

  const traitWords = splitTraits(input.traits);
  if (traitWords === null) errors.push(`traits must be words, not ${quote(input.traits)}`);
  const traits = traitWords ? [...new Set(traitWords)] : undefined;
  const unknown = traits?.filter((t) => !(KNOWN_TRAITS as readonly string[]).includes(t)) ?? [];
  if (unknown.length) warnings.push(`trait ${unknown.map(quote).join(', ')} has no effect in these rules`);

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

/**
 * AC-UN-4: whether a card may be played on Offense or Defense, and if not, why.
 * @example whyCannotFight({ name: 'Banner', strength: null, role: 'equipment' }) // → "Banner has no Strength (-) …"
 */
export function whyCannotFight(unit: Unit): string | null {
  if (unit.role === 'ritual') return `${unit.name} is a Ritual: Rituals are not units and cannot fight (AC-UN-4)`;
  if (unit.strength === null)
    return `${unit.name} has no Strength (-) and cannot be played on Offense or Defense (AC-UN-4)`;
  return null;
}

/**
 * Whether two names are the same: a Retinue's owner and a commander (AC-EC-6), the commander ids
 * widgets address each other by, or a unit's name as another widget sends it. Trimmed, ignoring
 * case; an empty name (or anything that is not text) matches nothing.
 * @example sameName(' ayla ', 'Ayla') // → true;  sameName('', '') // → false
 */
export const sameName = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && !!a.trim() && a.trim().toLowerCase() === b.trim().toLowerCase();
