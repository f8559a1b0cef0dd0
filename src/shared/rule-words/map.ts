// The Tactical Map (AC-MA) and Rituals (AC-RI-1) in Portuguese and Italian: a Move's lines, whether a Ritual may be
// played, and the names of the Capture locations (the rules name each by its id).
import { msg, str } from '@lit/localize';

import type { RitualPhrase } from '../../rules/army/index.js';
import type { CapturePreset, MovePhrase } from '../../rules/map/index.js';
import { formatNumber } from '../localize.js';
import { pathName } from '../terms.js';
import { num } from './phrase-words.js';

/** "2 of 3 units", the units counted for the 50% shares (AC-MA-2). */
const share = (count: unknown, units: unknown) =>
  units === 1 ? msg(str`${num(count)} of ${num(1)} unit`) : msg(str`${num(count)} of ${num(units)} units`);

type Values<P extends { values?: unknown }> = NonNullable<P['values']>;

const MOVE: Record<MovePhrase['key'], (v: Values<MovePhrase>) => string> = {
  base: () => msg('One Move'),
  slow: (v) => msg(str`Slow unit in the army (${v.name})`),
  fast: (v) => msg(str`${share(v.count, v.units)} Fast (50% or more)`),
  flyOrBurrow: (v) => msg(str`${share(v.count, v.units)} Fly or Burrow: difficult terrain ignored`),
  terrain: () => msg('Difficult terrain'),
  least: () => msg(str`Never less than ${formatNumber(0.5)} inch per Move`),
};

/** A line of a Move (AC-MA-2). */
export const movePhrase = ({ key, values = {} }: MovePhrase): string | undefined => MOVE[key]?.(values);

const RITUAL: Record<RitualPhrase['key'], (v: Values<RitualPhrase>, path: string) => string> = {
  noPath: (v) => msg(str`${v.name} has no Path, so no units can match it`),
  usable: (v, path) => msg(str`${v.name}: ${num(v.units)} units on the ${path} Path`),
  short: (v, path) =>
    msg(str`${v.name} needs ${num(v.needed)} units on the ${path} Path; the army has ${num(v.units)}`),
};

/** Whether a Ritual may be played, and why (AC-RI-1). */
export const ritualPhrase = ({ key, values = {} }: RitualPhrase): string | undefined =>
  RITUAL[key]?.(values, typeof values.path === 'string' ? pathName(values.path as never) : '');

/** A Capture location of the rules' examples (AC-MA-3), by its id. */
export const capturePlace = ({ id }: CapturePreset): string | undefined =>
  ({ camp: msg('Camp of tents'), 'small-town': msg('Small town'), 'large-city': msg('Large city') })[id];
