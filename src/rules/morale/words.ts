/**
 * What a Morale change says (AC-MO, AC-HE-1, AC-SK-8, AC-EC-2, AC-BA-1/4): each note and refusal as data (a
 * {@link MoralePhrase}), and its English, written from that data.
 */
import type { Phrase, RuleNote } from '../core/index.js';
import type { MoraleState } from './morale.js';

type Values = NonNullable<Phrase['values']>;

/**
 * What a Morale change names by a code (`what`): an act, or what Morale was spent on. `why`, when given, is the
 * caller's own words instead (a power, another widget's reason).
 */
const WHAT: Readonly<Record<string, string>> = {
  healer: 'Healer used',
  kill: 'Kill prevented (Disabled instead)',
  upkeep: 'Spent on upkeep',
  power: 'Power used',
  lost: 'Morale lost',
  passing: 'Passing on Offense',
  unopposed: 'Unopposed damage',
  healing: 'Using a Healer',
  preventing: 'Preventing a Kill',
};

const what = (v: Values) => v.why ?? WHAT[v.what!];

/** The English of every note and refusal of a Morale change (AC-MO, AC-HE-1, AC-SK-8, AC-EC-2, AC-BA-1/4). */
const MORALE_WORDS = {
  // What happened.
  baseLost: (v: Values) => `${v.points} from the Base's Morale, used up for the Day`,
  routed: () => 'Morale 0: Routed, the Battle is lost',
  spent: (v: Values) => `${what(v)}: −${v.points} Morale`,
  lostCut: (v: Values) => `${what(v)}: −${v.points} Morale (only ${v.held} to lose: never below 0)`,
  passed: () => 'Passed on Offense: −1 Morale',
  unopposed: (v: Values) => `Unopposed unit: −${v.points} Morale`,
  givenBack: (v: Values) => `${v.why}: +${v.points} Morale given back`,
  routLifted: () => 'the Rout is lifted: the Battle goes on',
  gained: (v: Values) => `Gained ${v.points} Morale`,
  gainedCapped: (v: Values) => `Gained ${v.points} Morale (outside a Battle, not beyond the start of ${v.start})`,
  bought: (v: Values) => `Bought ${v.points} Morale for ${v.lunari} lunari`,
  battleStarted: () => 'Battle started',
  atBase: (v: Values) => `Defending a Base: +${v.points} Morale, lost first`,
  atBaseUsed: (v: Values) => `Defending a Base: +${v.points} Morale, lost first (${v.used} used up today)`,
  battleEnded: () => 'Battle ended',
  baseRestored: () => "Base's Morale bonus restored",
  newDay: (v: Values) => `New Day: Morale refreshed to ${v.start}`,
  // Why not.
  badPoints: (v: Values) => `Morale must be a whole number ≥ ${v.min}, not ${v.points}`,
  badBase: (v: Values) => `Base Morale must be a whole number ≥ ${v.min}, not ${v.points}`,
  battleOnly: (v: Values) => `${what(v)} happens only during a Battle`,
  short: (v: Values) => `${what(v)} needs ${v.points} Morale; only ${v.held} left`,
  buyInBattle: () => 'Morale cannot be bought during a Battle',
  boughtToday: () => 'Morale was already bought today (once per Day)',
  atStart: (v: Values) => `Morale is already at its start of ${v.start}`,
  buyAtMost: (v: Values) => `at most ${v.points} Morale can be bought: not beyond the start`,
  playerPrevents: () => 'A player-character commander spends 1 Influence, not Morale, to prevent a Kill',
  upkeepInBattle: () => 'Upkeep is paid between Battles, not during one',
  upkeepAtMost: (v: Values) => `only ${v.held} left to spend, not ${v.points}`,
  noneLeft: () => 'no Morale left to spend',
  battleOn: () => 'A Battle is already on: end it first',
};

/**
 * What a Morale change did, or why it was refused, as data: {@link moraleText} writes it in English. `what` is a code
 * of {@link WHAT} (`healer`, `kill`, `upkeep`, `power`, `lost`, `passing`, `unopposed`, `healing`, `preventing`).
 */
export type MoralePhrase = Phrase<keyof typeof MORALE_WORDS>;

/** A note of a Morale change: its rule, its English and the phrase it is written from. */
export type MoraleNote = RuleNote & MoralePhrase;

export type MoraleResult =
  | { readonly ok: true; readonly state: MoraleState; readonly notes: readonly MoraleNote[]; readonly lunari?: number }
  | { readonly ok: false; readonly reason: string; readonly rule: string; readonly why: MoralePhrase };

/**
 * A {@link MoralePhrase} in English.
 * @example moraleText({ key: 'spent', values: { what: 'healer', points: 1 } }) // → 'Healer used: −1 Morale'
 */
export const moraleText = ({ key, values = {} }: MoralePhrase): string => MORALE_WORDS[key](values);
