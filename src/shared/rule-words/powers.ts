// The commander powers' phrases (AC-CP: what a power did to a Skirmish, why one was refused) in the language being
// drawn. Class names (Evoker, Master of Arms…) are the campaign's names for its classes: kept as written in every
// language, like a unit's name.
import { msg, str } from '@lit/localize';

import { isPath, type Phrase, type Role } from '../../rules/core/index.js';
import type { PowerPhraseKey } from '../../rules/powers/index.js';
import { pathName, roleName, traitName } from '../terms.js';
import { num, phraseWords, type Values, type Words } from './phrase-words.js';

/** "becomes an Aggressor", by the Role a card takes (never a Ritual: AC-UN-4). */
const becomes = (v: Values): string => {
  const [power, unit] = [v.power, v.unit];
  switch (v.role) {
    case 'aggressor':
      return msg(str`${power}: ${unit} becomes an aggressor`);
    case 'guardian':
      return msg(str`${power}: ${unit} becomes a guardian`);
    case 'healer':
      return msg(str`${power}: ${unit} becomes a healer`);
    case 'savant':
      return msg(str`${power}: ${unit} becomes a savant`);
    case 'equipment':
      return msg(str`${power}: ${unit} becomes an equipment`);
    default:
      return msg(str`${power}: ${unit} becomes a trooper`);
  }
};

/** Why a power Adds: the unit's Role or trait, or the power's own reason. */
function why(v: Values): string {
  if (v.against !== undefined) return msg(str`facing ${against(v.against)}`);
  switch (v.why) {
    case 'ranged':
      return msg('already Ranged');
    case 'random':
      return msg('drawn at random');
    case 'evoker':
      return 'Evoker';
    case 'illusionist':
      return msg('Illusionist d6');
    case 'undead':
    case 'elemental':
      return traitName(String(v.why));
    default:
      return roleName(v.why as Role);
  }
}

/** A Dervish's Path or Role, by its name in the language ("Magic"). */
export const pathOrRole = (word: unknown): string => {
  const key = String(word);
  return isPath(key) ? pathName(key) : roleName(key as Role);
};

/** A Dervish's Path or Role in running text (lowercase, as the rules write it). */
export const against = (word: unknown): string => pathOrRole(word).toLowerCase();

/** "already used 3 times this Battle": how often, and per what. */
function used(v: Values): string {
  const [power, times] = [v.power, num(v.times)];
  const once = v.times === 1;
  if (v.per === 'Phase')
    return once
      ? msg(str`${power}: already used once this Phase (AC-CP)`)
      : msg(str`${power}: already used ${times} times this Phase (AC-CP)`);
  if (v.per === 'Skirmish')
    return once
      ? msg(str`${power}: already used once this Skirmish (AC-CP)`)
      : msg(str`${power}: already used ${times} times this Skirmish (AC-CP)`);
  return once
    ? msg(str`${power}: already used once this Battle (AC-CP)`)
    : msg(str`${power}: already used ${times} times this Battle (AC-CP)`);
}

/** Every powers' phrase (powers/phrases.ts), said in the language being drawn. */
export const POWER_WORDS: Readonly<Record<PowerPhraseKey, Words>> = {
  'power-becomes': becomes,
  'power-ranged': (v) => msg(str`${v.power}: ${v.unit} gains Ranged`),
  'power-adds': (v) => msg(str`${v.power}: ${v.unit} Adds ${num(v.add)} (${why(v)})`),
  'power-d6': (v) => msg(str`${v.power}: ${v.unit} Adds an extra d6`),
  'power-unknown': (v) => msg(str`unknown commander class '${v.power}'`),
  'power-used': used,
  'power-tactician': (v) =>
    msg(str`Tactician may only take a Guardian-row or Steel-column benefit, not ${v.as} (AC-CP)`),
  'power-no-target': (v) =>
    v.side === 'defense'
      ? msg(str`${v.power}: there is no defense unit, it is Unopposed (AC-MO-7)`)
      : msg(str`${v.power}: there is no offense unit, it is Unopposed (AC-MO-7)`),
  'power-not-role': (v) =>
    msg(str`${v.power} cannot change the Role of the card played (only Master of Arms and Adept can) (AC-CP)`),
  'power-not-shape': (v) => msg(str`${v.power} cannot give a card another Role (only Shapeshifter can) (AC-CP)`),
  'power-no-ritual': (v) => msg(str`${v.power}: a card in a Skirmish cannot become a Ritual (AC-UN-4)`),
  'power-no-dervish': (v) => msg(str`${v.power} has no Dervish target to choose (AC-CP)`),
  'power-no-psionic': (v) => msg(str`${v.power} cannot play a random card for +3 (AC-CP)`),
  'power-no-evoke': (v) => msg(str`${v.power} cannot Add 2 like an Evoker (AC-CP)`),
  'power-no-illusion': (v) => msg(str`${v.power} cannot roll like an Illusionist (AC-CP)`),
  'power-bad-roll': (v) => msg(str`Illusionist: a d6 roll is 1 to 6, not ${v.roll}`),
};

/**
 * What a power did or why it was refused (`AppliedPower.phrase`, `RefusedPower.phrase`), in the language being drawn;
 * `english` (the rules' `text` or `reason`) for a phrase without words here.
 * @example powerWords(applied.phrase, applied.text) // in Italian → 'Evoker: Spearmen aggiunge 2 (Evoker)'
 */
export const powerWords = (phrase: Phrase, english: string): string => phraseWords([POWER_WORDS], phrase, english);
