// A unit card's problems (AC-UN) in Portuguese and Italian (loaded with their translations, see localize.ts): the
// rules give each as a key and values, the bad value already quoted as typed and the card's name as written. The role
// and path words in "expected …" are what to type, so they stay as they are.
import { msg, str } from '@lit/localize';

import { type CannotFight, type KnownTrait, PATHS, ROLES, type UnitProblem } from '../../rules/core/index.js';

type Values = NonNullable<UnitProblem['values']>;

const PROBLEMS: Record<UnitProblem['key'], (v: Values) => string> = {
  notObject: () => msg('a unit must be an object with name, strength and role'),
  noName: () => msg('unit has no name'),
  noStrength: () => msg('strength is missing: write a whole number ≥ 0, or - for none'),
  badStrength: (v) => msg(str`strength must be a whole number ≥ 0 or -, not ${v.value}`),
  unknownRole: (v) => msg(str`unknown role ${v.value} (expected ${ROLES.join(', ')})`),
  unknownPath: (v) => msg(str`unknown path ${v.value} (expected ${PATHS.join(', ')}, or none)`),
  badTraits: (v) => msg(str`traits must be words, not ${v.value}`),
  inertTraits: (v) => msg(str`trait ${v.value} has no effect in these rules`),
};

/** A unit's problem: "papel desconhecido 'wizard' (…)"; undefined for a key these words do not know. */
export const unitProblem = ({ key, values = {} }: UnitProblem): string | undefined => PROBLEMS[key]?.(values);

/** AC-UN-4: why a card cannot fight. */
export function cannotFight({ key, values }: CannotFight): string | undefined {
  const name = values?.name;
  if (key === 'ritual') return msg(str`${name} is a Ritual: Rituals are not units and cannot fight (AC-UN-4)`);
  if (key === 'cannotFight')
    return msg(str`${name} has no Strength (-) and cannot be played on Offense or Defense (AC-UN-4)`);
  return undefined;
}

/** A unit's trait (AC-UN-1) by the glossary's word; undefined for one the rules do not know (shown as written). */
export const traitName = (trait: string): string | undefined =>
  ({
    reach: msg('Reach'),
    ranged: msg('Ranged'),
    undead: msg('Undead'),
    slow: msg('Slow'),
    fast: msg('Fast'),
    fly: msg('Fly'),
    burrow: msg('Burrow'),
    elemental: msg('Elemental'),
  })[trait as KnownTrait];
