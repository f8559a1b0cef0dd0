// What <recruit-cost> reads from its attributes (or what a player typed into them): every number checked, each
// problem in a game master's words, and what "Add to army" would send. Pure: the element keeps the attributes.
import { msg, str } from '@lit/localize';

import { readUnit, type Unit } from '../../rules/core/index.js';
import { MAX_TRAININGS, recruitCost } from '../../rules/economy/index.js';
import { formatNumber } from '../../shared/localize.js';
import { unitProblemSaid } from '../../shared/rule-sentences/units.js';

export type Mode = 'recruit' | 'train';
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

/** Which number field a message is about (its name and an example are said in the widget's language). */
type Whole = 'strength' | 'trained' | 'weapons' | 'budget';

/** How a number field is named in messages, an example of what to write, and its highest value. */
interface WholeField {
  readonly what: Whole;
  readonly example: number;
  readonly most?: number;
}

/** What a number field is wrong about, said whole in each language (the field's name leads the sentence). */
const wholeProblems = {
  strength: {
    form: (example: string, typed: string) =>
      msg(str`Strength: write a whole number such as ${example}, not "${typed}".`),
    negative: (typed: string) => msg(str`Strength cannot be negative (${typed}).`),
    fraction: (typed: string) => msg(str`Strength is a whole number, not ${typed}.`),
    most: (most: string, typed: string) => msg(str`Strength: at most ${most}, not ${typed}.`),
  },
  trained: {
    form: (example: string, typed: string) =>
      msg(str`Times trained: write a whole number such as ${example}, not "${typed}".`),
    negative: (typed: string) => msg(str`Times trained cannot be negative (${typed}).`),
    fraction: (typed: string) => msg(str`Times trained is a whole number, not ${typed}.`),
    most: (most: string, typed: string) => msg(str`Times trained: at most ${most}, not ${typed}.`),
  },
  weapons: {
    form: (example: string, typed: string) =>
      msg(str`Weapons: write a whole number such as ${example}, not "${typed}".`),
    negative: (typed: string) => msg(str`Weapons cannot be negative (${typed}).`),
    fraction: (typed: string) => msg(str`Weapons is a whole number, not ${typed}.`),
    most: (most: string, typed: string) => msg(str`Weapons: at most ${most}, not ${typed}.`),
  },
  budget: {
    form: (example: string, typed: string) =>
      msg(str`Budget: write a whole number such as ${example}, not "${typed}".`),
    negative: (typed: string) => msg(str`Budget cannot be negative (${typed}).`),
    fraction: (typed: string) => msg(str`Budget is a whole number, not ${typed}.`),
    most: (most: string, typed: string) => msg(str`Budget: at most ${most}, not ${typed}.`),
  },
};

/**
 * Reads a whole number typed by an author or a player. Empty text is "not given" (undefined); anything
 * else is a number 0…`most`, or a message in a game master's words.
 */
function readWhole(text: string, { what, example, most = MOST }: WholeField): number | undefined | string {
  const typed = text.trim();
  if (typed === '') return undefined;
  const value = Number(typed);
  const says = wholeProblems[what];
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(typed)) return says.form(formatNumber(example), typed);
  if (value < 0) return says.negative(typed);
  if (!Number.isInteger(value)) return says.fraction(typed);
  if (value > most) return says.most(formatNumber(most), typed);
  return value;
}

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
export function readAttributes(attrs: RecruitAttributes, typed: ReadonlySet<Topic>): Reading {
  const problems: string[] = [];
  const authorProblems: string[] = [];
  const problem = (topic: Topic, text: string) => {
    problems.push(text);
    if (!typed.has(topic)) authorProblems.push(text);
  };
  const bad = new Set<NumberField>();
  /** The field's number, `fallback` when nothing was written, null (and a problem) when it is unreadable. */
  const whole = (field: NumberField, described: WholeField & { readonly fallback: number | null }) => {
    const read = readWhole(attrs[field], described);
    if (typeof read === 'number') return read;
    if (read === undefined) return described.fallback;
    problem(field, read);
    bad.add(field);
    return null;
  };
  const modeWord = attrs.mode.trim().toLowerCase();
  if (modeWord && modeWord !== 'recruit' && modeWord !== 'train')
    // The attribute's values are code: they stay as written.
    problem('mode', msg(str`Mode: write ${'recruit'} or ${'train'}, not "${attrs.mode}".`));
  const mode: Mode = modeWord === 'train' ? 'train' : 'recruit';

  const strength = whole('strength', { what: 'strength', example: 3, fallback: 1 });
  let trained = whole('trained', { what: 'trained', example: 1, fallback: 0 });
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
  const weapons = whole('weapons', { what: 'weapons', example: 2, fallback: 0 }) ?? 0;
  const budget = whole('budget', { what: 'budget', example: 100, most: MOST_LUNARI, fallback: null });

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
