// A commander's Morale (AC-MO) in Portuguese and Italian: what each change did, and why one was refused. The rules
// name an act or what Morale was spent on by a code (`what`); `why` is another's own words, shown as written.
import { msg, str } from '@lit/localize';

import type { MoralePhrase } from '../../rules/morale/index.js';
import { formatNumber } from '../localize.js';
import { num } from './phrase-words.js';

type Values = NonNullable<MoralePhrase['values']>;

const WHAT: Record<string, () => string> = {
  healer: () => msg('Healer used'),
  kill: () => msg('Kill prevented (Disabled instead)'),
  upkeep: () => msg('Spent on upkeep'),
  power: () => msg('Power used'),
  lost: () => msg('Morale lost'),
  passing: () => msg('Passing on Offense'),
  unopposed: () => msg('Unopposed damage'),
  healing: () => msg('Using a Healer'),
  preventing: () => msg('Preventing a Kill'),
};

/** What a change names: another's words as written, else the act the rules name by its code. */
const what = (v: Values) => (typeof v.why === 'string' ? v.why : WHAT[v.what as string]?.());

const MORALE: Record<MoralePhrase['key'], (v: Values) => string | undefined> = {
  baseLost: (v) => msg(str`${num(v.points)} from the Base's Morale, used up for the Day`),
  routed: () => msg(str`Morale ${formatNumber(0)}: Routed, the Battle is lost`),
  spent: (v) => what(v) && msg(str`${what(v)}: −${num(v.points)} Morale`),
  lostCut: (v) =>
    what(v) && msg(str`${what(v)}: −${num(v.points)} Morale (only ${num(v.held)} to lose: never below 0)`),
  passed: () => msg(str`Passed on Offense: −${formatNumber(1)} Morale`),
  unopposed: (v) => msg(str`Unopposed unit: −${num(v.points)} Morale`),
  givenBack: (v) => msg(str`${v.why}: +${num(v.points)} Morale given back`),
  routLifted: () => msg('the Rout is lifted: the Battle goes on'),
  gained: (v) => msg(str`Gained ${num(v.points)} Morale`),
  gainedCapped: (v) =>
    msg(str`Gained ${num(v.points)} Morale (outside a Battle, not beyond the start of ${num(v.start)})`),
  bought: (v) => msg(str`Bought ${num(v.points)} Morale for ${num(v.lunari)} lunari`),
  battleStarted: () => msg('Battle started'),
  atBase: (v) => msg(str`Defending a Base: +${num(v.points)} Morale, lost first`),
  atBaseUsed: (v) => msg(str`Defending a Base: +${num(v.points)} Morale, lost first (${num(v.used)} used up today)`),
  battleEnded: () => msg('Battle ended'),
  baseRestored: () => msg("Base's Morale bonus restored"),
  newDay: (v) => msg(str`New Day: Morale refreshed to ${num(v.start)}`),
  badPoints: (v) => msg(str`Morale must be a whole number ≥ ${num(v.min)}, not ${v.points}`),
  badBase: (v) => msg(str`Base Morale must be a whole number ≥ ${num(v.min)}, not ${v.points}`),
  battleOnly: (v) => what(v) && msg(str`${what(v)} happens only during a Battle`),
  short: (v) => what(v) && msg(str`${what(v)} needs ${num(v.points)} Morale; only ${num(v.held)} left`),
  buyInBattle: () => msg('Morale cannot be bought during a Battle'),
  boughtToday: () => msg('Morale was already bought today (once per Day)'),
  atStart: (v) => msg(str`Morale is already at its start of ${num(v.start)}`),
  buyAtMost: (v) => msg(str`at most ${num(v.points)} Morale can be bought: not beyond the start`),
  playerPrevents: () =>
    msg(str`A player-character commander spends ${formatNumber(1)} Influence, not Morale, to prevent a Kill`),
  upkeepInBattle: () => msg('Upkeep is paid between Battles, not during one'),
  upkeepAtMost: (v) => msg(str`only ${num(v.held)} left to spend, not ${num(v.points)}`),
  noneLeft: () => msg('no Morale left to spend'),
  battleOn: () => msg('A Battle is already on: end it first'),
};

/** What a Morale change did, or why it was refused; undefined for a phrase these words do not know. */
export const moralePhrase = ({ key, values = {} }: MoralePhrase): string | undefined => MORALE[key]?.(values);
