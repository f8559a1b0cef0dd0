// What <recruit-cost> reads from its attributes (or what a player typed into them): every number checked, each
// problem in a game master's words, and what "Add to army" would send. Pure: the element keeps the attributes.
import { msg, str } from '@lit/localize';

import { readUnit, type Unit } from '../../rules/core/index.js';
import { MAX_TRAININGS, recruitCost } from '../../rules/economy/index.js';
import { notLoaded } from '../../shared/lazy-panel.js';
import { formatNumber } from '../../shared/localize.js';
import { unitProblemSaid } from '../../shared/rule-sentences/units.js';

export type Mode = 'recruit' | 'train';

/** The mode a `mode` attribute names: Recruiting unless it says `train` (case and spaces aside). */
export const modeOf = (text: string): Mode => (text.trim().toLowerCase() === 'train' ? 'train' : 'recruit');
/** The number fields, for marking the ones holding something unreadable. */
export type NumberField = 'strength' | 'trained' | 'weapons' | 'budget';
/** What a problem is about: a number field, the mode, or the unit to add (its name, role, path and traits). */
export type Topic = NumberField | 'mode' | 'unit';
/** The properties a player may type into (the unit to add's among them). */
export type TypedKey = NumberField | 'mode' | 'name' | 'unitRole' | 'path' | 'traits';

/** What a typed property is about: its problems are the player's from then on, not the author's. */
export const topicOf = (key: TypedKey): Topic =>
  key === 'name' || key === 'unitRole' || key === 'path' || key === 'traits' ? 'unit' : key;

/** The attributes as read: each number is null when missing or wrong (then `problems` says why). */
export interface Reading {
  readonly mode: Mode;
  readonly strength: number | null;
  readonly trained: number | null;
  readonly weapons: number;
  readonly budget: number | null;
  /** The price to recruit a unit of that Strength (after its quest with `quest`); null while it is unreadable. */
  readonly quote: ReturnType<typeof recruitCost> | null;
  /**
   * The unit to add: its upkeep is shown, and "Add to army" sends it unless `unitErrors` has any. Null while the
   * Strength is unreadable.
   */
  readonly unit: Unit | null;
  /** What stops the unit from being sent (bad role or path). */
  readonly unitErrors: readonly string[];
  /** The fields holding something unreadable, marked `aria-invalid`. */
  readonly bad: ReadonlySet<NumberField>;
  readonly problems: readonly string[];
  /** The problems with what the author wrote (not what a player typed since): the console hears of these. */
  readonly authorProblems: readonly string[];
}

/** Far above any card, small enough that every price stays an ordinary number. */
const MOST = 999;
const MOST_LUNARI = 9_999_999;

/** How a number field is read: an example of what to write (said in problems), its highest value, and its value
 * when nothing is written. */
interface WholeField {
  readonly example: number;
  readonly most?: number;
  readonly fallback: number | null;
}

const FIELDS: Record<NumberField, WholeField> = {
  strength: { example: 3, fallback: 1 },
  trained: { example: 1, fallback: 0 },
  weapons: { example: 2, fallback: 0 },
  budget: { example: 100, most: MOST_LUNARI, fallback: null },
};

/** What is wrong with a number typed: not a number, below 0, not whole, or above the field's highest value. */
export type WholeProblem = 'form' | 'negative' | 'fraction' | 'most';

/** A number field's problem in words (problem-words.ts, loaded once a field holds something unreadable). */
export type SayProblem = (
  field: NumberField,
  problem: WholeProblem,
  values: { readonly typed: string; readonly example: string; readonly most: string },
) => string;

/**
 * Reads a whole number typed by an author or a player. Empty text is "not given" (undefined); anything
 * else is a number 0…`most`, or what is wrong with it.
 */
function readWhole(text: string, most = MOST): number | undefined | WholeProblem {
  const typed = text.trim();
  if (typed === '') return undefined;
  const value = Number(typed);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(typed)) return 'form';
  if (value < 0) return 'negative';
  if (!Number.isInteger(value)) return 'fraction';
  if (value > most) return 'most';
  return value;
}

/** Whether a number field holds something unreadable: its problem is then said in words. */
export const unreadable = (attrs: RecruitAttributes) =>
  (Object.keys(FIELDS) as NumberField[]).some(
    (field) => typeof readWhole(attrs[field], FIELDS[field].most) === 'string',
  );

/** The widget's attributes (or what a player typed into them), all text as in HTML. */
export interface RecruitAttributes {
  readonly mode: string;
  readonly strength: string;
  readonly quest: boolean;
  readonly trained: string;
  readonly weapons: string;
  readonly budget: string;
  readonly name: string;
  readonly unitRole: string;
  readonly path: string;
  readonly traits: string;
}

/** The unit to add, read like an `<army-unit>`; a bad role or path falls back to none so upkeep still shows. */
function unitToAdd(attrs: RecruitAttributes, strength: number): { unit: Unit; errors: readonly string[] } {
  const card = { name: attrs.name, strength: String(strength), traits: attrs.traits };
  const full = readUnit({ ...card, role: attrs.unitRole, path: attrs.path });
  if (full.ok) return { unit: full.unit, errors: [] };
  const loose = readUnit(card);
  const unit = loose.ok ? loose.unit : { name: attrs.name, strength, role: 'trooper' as const };
  return { unit, errors: full.errors.map(unitProblemSaid) };
}

/**
 * Reads the attributes: every number checked, each problem in a game master's words. `typed` are the topics a
 * player has typed into since: their problems are shown, not warned in the console as the author's.
 */
export function readAttributes(attrs: RecruitAttributes, typed: ReadonlySet<Topic>, say?: SayProblem): Reading {
  const problems: string[] = [];
  const authorProblems: string[] = [];
  const problem = (topic: Topic, text: string) => {
    problems.push(text);
    if (!typed.has(topic)) authorProblems.push(text);
  };
  const bad = new Set<NumberField>();
  /** The field's number, `fallback` when nothing was written, null (and a problem) when it is unreadable. */
  const whole = (field: NumberField) => {
    const { example, most = MOST, fallback } = FIELDS[field];
    const read = readWhole(attrs[field], most);
    if (typeof read === 'number') return read;
    if (read === undefined) return fallback;
    const values = { typed: attrs[field].trim(), example: formatNumber(example), most: formatNumber(most) };
    problem(field, say ? say(field, read, values) : notLoaded());
    bad.add(field);
    return null;
  };
  const modeWord = attrs.mode.trim().toLowerCase();
  if (modeWord && modeWord !== 'recruit' && modeWord !== 'train')
    // The attribute's values are code: they stay as written.
    problem('mode', msg(str`Mode: write ${'recruit'} or ${'train'}, not "${attrs.mode}".`));
  const mode = modeOf(modeWord);

  const strength = whole('strength');
  let trained = whole('trained');
  if (trained !== null && trained > MAX_TRAININGS) {
    // AC-EC-4: no unit is trained more than 3 times.
    problem(
      'trained',
      msg(
        str`Times trained: a unit is trained at most ${formatNumber(MAX_TRAININGS)} times (AC-EC-4), not ${formatNumber(trained)}.`,
      ),
    );
    bad.add('trained');
    trained = null;
  }
  const weapons = whole('weapons') ?? 0;
  const budget = whole('budget');

  const { unit, errors: unitErrors } = unitToAdd(attrs, strength ?? 0);
  for (const error of unitErrors) problem('unit', error);
  return {
    mode,
    strength,
    trained,
    weapons,
    budget,
    quote: strength === null ? null : recruitCost(strength, { quest: attrs.quest }), // AC-EC-3, R6
    unit: strength === null ? null : unit,
    unitErrors,
    bad,
    problems,
    authorProblems,
  };
}
