import { msg, str } from '@lit/localize';

import type { SideName } from '../../rules/skirmish/index.js';
import type { DiceSource } from './dice-state.js';
import { SIDES } from './format.js';
import type { DefensePlay } from './skirmish-view.js';

// A Map, not an object: `unopposed="constructor"` must not find Object.prototype's members.
const PLAYS = new Map<string, DefensePlay>([
  ['', 'pass'],
  ['pass', 'pass'],
  ['unable', 'unable'],
]);

/** The Defense's play the `unopposed` attribute asks for: a card when absent, else Pass (AC-MO-7) or Unable (R3). */
export const attributePlay = (unopposed: string | null): DefensePlay =>
  unopposed === null ? 'card' : (PLAYS.get(unopposed.trim().toLowerCase()) ?? 'pass');

const SOURCES = new Map<string, DiceSource>([
  ['virtual', 'virtual'],
  ['real', 'real'],
]);

/** The dice the `dice` attribute asks for (`virtual` or `real`), or none when absent or wrong. */
export const attributeDice = (dice: string | null): DiceSource | undefined =>
  dice === null ? undefined : SOURCES.get(dice.trim().toLowerCase());

/**
 * What is wrong with the class, `unopposed` and `dice` attributes, in a game master's words (in the language being
 * drawn; attribute names and values stay as written). The classes are checked with
 * `commanderClass` once the commander powers are loaded (a class asks for them).
 */
export function attributeProblems(
  classes: Readonly<Record<SideName, string>>,
  unopposed: string | null,
  dice: string | null,
  commanderClass: ((id: string) => unknown) | undefined,
): string[] {
  const problems = SIDES.flatMap((side) => {
    const id = classes[side].trim().toLowerCase();
    return id && commanderClass && !commanderClass(id)
      ? [msg(str`${`${side}-class`}: unknown commander class '${id}'`)]
      : [];
  });
  if (unopposed !== null && !PLAYS.has(unopposed.trim().toLowerCase()))
    problems.push(msg(str`unopposed: write "pass" or "unable", not "${unopposed}"`));
  if (dice !== null && !attributeDice(dice)) problems.push(msg(str`dice: write "virtual" or "real", not "${dice}"`));
  return problems;
}
