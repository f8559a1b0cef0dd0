/**
 * Which Paths allow Rituals (AC-RI-1), and whether a Ritual card may be played. Apart from army.ts so that a page
 * loads it with the panel that shows Rituals.
 *
 * Rulings this module makes (the source is silent; widgets should say so):
 * - AC-RI-1 counts the units that are still in the army: not Rituals (they are not units, AC-UN-4) and not Killed
 *   ones; Exhausted and Disabled units are still in the army and count.
 * - A Ritual with no Path written has no Path to match, so AC-RI-1 never allows it.
 */
import { type ArmyUnit, type Path, PATHS, type Phrase, type Unit } from '../core/index.js';
import { unitsOnMap } from '../map/index.js';

/** AC-RI-1: units needed on a Ritual's Path before the Ritual can be played. */
export const RITUAL_PATH_UNITS = 2;
/** AC-RI-1: Rituals a commander may play in one Battle, and in one Phase. */
export const RITUALS_PER_BATTLE = 2;
export const RITUALS_PER_PHASE = 1;

/** One Path of an army, for AC-RI-1. */
export interface RitualPath {
  readonly path: Path;
  /** Units on this Path still in the army (no Rituals, no Killed). */
  readonly units: number;
  /** AC-RI-1: two or more units, so a Ritual of this Path may be played. */
  readonly usable: boolean;
}

/**
 * AC-RI-1: every Path with how many of the army's units follow it, and whether that is enough for its Rituals
 * (two or more). Rituals and Killed cards do not count; Paths come in the rules' order (steel, magic, faith,
 * nature, mind).
 * @example ritualPaths([{ name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel' }, { name: 'Guards', strength: 2, role: 'guardian', path: 'steel' }])[0]
 * // → { path: 'steel', units: 2, usable: true }
 */
export function ritualPaths(units: readonly ArmyUnit[]): RitualPath[] {
  const army = unitsOnMap(units);
  return PATHS.map((path) => {
    const count = army.filter((unit) => unit.path === path).length;
    return { path, units: count, usable: count >= RITUAL_PATH_UNITS }; // AC-RI-1
  });
}

type Values = NonNullable<Phrase['values']>;

/**
 * The English of whether a Ritual may be played (AC-RI-1): `name` is the Ritual's, `path` its Path, `units` how many
 * of the army's units are on it and `needed` how many it takes.
 */
const RITUAL_WORDS = {
  noPath: (v: Values) => `${v.name} has no Path, so no units can match it`,
  usable: (v: Values) => `${v.name}: ${v.units} units on the ${capitalPath(v.path)} Path`,
  short: (v: Values) => `${v.name} needs ${v.needed} units on the ${capitalPath(v.path)} Path; the army has ${v.units}`,
};

const capitalPath = (path: unknown) => String(path).charAt(0).toUpperCase() + String(path).slice(1);

/** Whether a Ritual may be played, and why, as data: {@link ritualText} writes it in English. */
export type RitualPhrase = Phrase<keyof typeof RITUAL_WORDS>;

/**
 * A {@link RitualPhrase} in English.
 * @example ritualText({ key: 'noPath', values: { name: 'Blessing' } }) // → 'Blessing has no Path, so no units can match it'
 */
export const ritualText = ({ key, values = {} }: RitualPhrase): string => RITUAL_WORDS[key](values);

/**
 * AC-RI-1: whether this Ritual card may be played by this army, and why, as data ({@link ritualUse} says it in
 * English). `null` for a card that is not a Ritual.
 * @example ritualCheck({ name: 'Blessing', strength: null, role: 'ritual', path: 'faith' }, [])
 * // → { usable: false, why: { key: 'short', values: { name: 'Blessing', needed: 2, path: 'faith', units: 0 } } }
 */
export function ritualCheck(ritual: Unit, units: readonly ArmyUnit[]): { usable: boolean; why: RitualPhrase } | null {
  if (ritual.role !== 'ritual') return null;
  const { name, path } = ritual;
  if (!path) return { usable: false, why: { key: 'noPath', values: { name } } };
  const { usable, units: count } = ritualPaths(units).find((p) => p.path === path)!;
  const values = { name, units: count, path, needed: RITUAL_PATH_UNITS };
  return { usable, why: { key: usable ? 'usable' : 'short', values } };
}

/**
 * AC-RI-1: {@link ritualCheck} in a player's words, in English.
 * @example ritualUse({ name: 'Blessing', strength: null, role: 'ritual', path: 'faith' }, [])
 * // → { usable: false, text: 'Blessing needs 2 units on the Faith Path; the army has 0' }
 */
export function ritualUse(ritual: Unit, units: readonly ArmyUnit[]): { usable: boolean; text: string } | null {
  const check = ritualCheck(ritual, units);
  return check && { usable: check.usable, text: ritualText(check.why) };
}
