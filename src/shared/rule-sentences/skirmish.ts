// The rules' sentences as a widget shows them, in the language being drawn (see `said` in localize.ts): the rules give
// data (here codes: a step's kind, rule and figures) and its English; these pick the words. One module per topic, so
// that each is loaded where its sentences are shown.
import type { DiceMode } from '../../rules/skirmish/index.js';
import { said } from '../localize.js';
import type { TraceWords } from '../rule-words/skirmish.js';

/** How a side rolls (AC-SK-3/4/5); `unopposed` for an Unopposed unit (AC-MO-7). */
export const diceModeSaid = (mode: DiceMode, unopposed: boolean): string =>
  said({ mode, unopposed }, 'diceMode', () => mode.text);

/** The English of a step as the resolver shows it: a fate's reason alone ("lost by 3 or more"), else the step. */
const english = ({ step }: TraceWords) =>
  step.kind === 'fate' ? (/\(([^()]*)\)$/.exec(step.text)?.[1] ?? step.text) : step.text;

/** A step of the rules' trace: a decision, the margin, the Morale damage, or why a side got its fate. */
export const traceStepSaid = (words: TraceWords): string => said(words, 'traceStep', english);
