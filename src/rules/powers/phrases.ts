// What the commander powers write (AC-CP), as data first: a key and its values (class names and units as written,
// codes for sides, Roles and reasons), so that a widget can say it in its reader's language; the rules' English is
// written from the same data here.
import type { Phrase } from '../core/index.js';

export type PowerPhraseKey =
  | 'power-becomes'
  | 'power-ranged'
  | 'power-adds'
  | 'power-d6'
  | 'power-unknown'
  | 'power-used'
  | 'power-tactician'
  | 'power-no-target'
  | 'power-not-role'
  | 'power-not-shape'
  | 'power-no-ritual'
  | 'power-no-dervish'
  | 'power-no-psionic'
  | 'power-no-evoke'
  | 'power-no-illusion'
  | 'power-bad-roll';

/** A sentence of the powers: `power` is the class's name, `unit` a unit's name, the rest codes or numbers. */
export type PowerPhrase = Phrase<PowerPhraseKey>;

type Values = NonNullable<Phrase['values']>;

/** Why a power Adds (`power-adds`'s `why`): a Role or trait of the unit, or the power's own reason. */
const WHY: Readonly<Record<string, string>> = {
  ranged: 'already Ranged',
  random: 'drawn at random',
  evoker: 'Evoker',
  illusionist: 'Illusionist d6',
};

const capital = (word: unknown) => String(word).charAt(0).toUpperCase() + String(word).slice(1);

const ENGLISH: Readonly<Record<PowerPhraseKey, (v: Values) => string>> = {
  'power-becomes': (v) => `${v.power}: ${v.unit} becomes ${/^[aeiou]/.test(String(v.role)) ? 'an' : 'a'} ${v.role}`,
  'power-ranged': (v) => `${v.power}: ${v.unit} gains Ranged`,
  'power-adds': (v) =>
    `${v.power}: ${v.unit} Adds ${v.add} (${v.against ? `facing ${v.against}` : (WHY[String(v.why)] ?? capital(v.why))})`,
  'power-d6': (v) => `${v.power}: ${v.unit} Adds an extra d6`,
  'power-unknown': (v) => `unknown commander class '${v.power}'`,
  'power-used': (v) => `${v.power}: already used ${v.times === 1 ? 'once' : `${v.times} times`} this ${v.per} (AC-CP)`,
  'power-tactician': (v) => `Tactician may only take a Guardian-row or Steel-column benefit, not ${v.as} (AC-CP)`,
  'power-no-target': (v) => `${v.power}: there is no ${v.side} unit, it is Unopposed (AC-MO-7)`,
  'power-not-role': (v) =>
    `${v.power} cannot change the Role of the card played (only Master of Arms and Adept can) (AC-CP)`,
  'power-not-shape': (v) => `${v.power} cannot give a card another Role (only Shapeshifter can) (AC-CP)`,
  'power-no-ritual': (v) => `${v.power}: a card in a Skirmish cannot become a Ritual (AC-UN-4)`,
  'power-no-dervish': (v) => `${v.power} has no Dervish target to choose (AC-CP)`,
  'power-no-psionic': (v) => `${v.power} cannot play a random card for +3 (AC-CP)`,
  'power-no-evoke': (v) => `${v.power} cannot Add 2 like an Evoker (AC-CP)`,
  'power-no-illusion': (v) => `${v.power} cannot roll like an Illusionist (AC-CP)`,
  'power-bad-roll': (v) => `Illusionist: a d6 roll is 1 to 6, not ${v.roll}`,
};

/**
 * A powers' phrase in English, as the rules' `text` and `reason` fields read.
 * @example powerEnglish({ key: 'power-adds', values: { power: 'Evoker', unit: 'Spearmen', add: 2, why: 'evoker' } }) // → 'Evoker: Spearmen Adds 2 (Evoker)'
 */
export const powerEnglish = (phrase: PowerPhrase): string =>
  (ENGLISH as Readonly<Record<string, (v: Values) => string>>)[phrase.key]?.(phrase.values ?? {}) ?? phrase.key;
