// The rules' sentences as a widget shows them, in the language being drawn (see `said` in localize.ts): the rules give
// data (a phrase's key and values) and its English; these pick the words. One module per topic, so that each is
// loaded where its sentences are shown.
import {
  type CannotFight,
  cannotFightText,
  type UnitParse,
  type UnitProblem,
  unitProblemText,
  type UnitReading,
} from '../../rules/core/index.js';
import { said } from '../localize.js';

/** What is wrong with a unit card (AC-UN). */
export const unitProblemSaid = (problem: UnitProblem): string => said(problem, 'unitProblem', unitProblemText);

/** A unit read by the rules, with what is wrong with it in words (as `parseUnit` gives it in English). */
export function unitSaid(read: UnitReading): UnitParse {
  const warnings = read.warnings.map(unitProblemSaid);
  return read.ok ? { ...read, warnings } : { ok: false, errors: read.errors.map(unitProblemSaid), warnings };
}

/** AC-UN-4: why a card cannot fight. */
export const cannotFightSaid = (why: CannotFight): string => said(why, 'cannotFight', cannotFightText);
