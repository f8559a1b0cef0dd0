import { startingMorale } from '../../rules/morale/index.js';
import { notLoaded } from '../../shared/lazy-panel.js';

/** The tracker's attributes as written by the author (all text, as in HTML). */
export interface CommanderAttributes {
  readonly level: string;
  readonly npc: boolean;
  readonly morale: string;
  readonly baseMorale: string;
}

/** What the attributes say about the commander, with a usable default wherever one is wrong or missing. */
export interface CommanderReading {
  readonly npc: boolean;
  /** Starting Morale (AC-MO-1). */
  readonly start: number;
  /** The level the start was worked out from, or null when it was set directly. */
  readonly level: number | null;
  /** The defended Base's Morale (AC-MO-3); 0 when none. */
  readonly baseMorale: number;
  /** What is wrong with the attributes, in a game master's words. */
  readonly problems: readonly string[];
}

/** No level or Morale in the rules comes near this; it keeps typos like level="66666666" out. */
export const MOST = 999;
/** What a commander starts with when the attributes do not say: a level-0 player character (AC-MO-1). */
export const FALLBACK_LEVEL = 0;

/** What can be wrong with the attributes; said by commander-problems.ts, loaded only when something is. */
export type CommanderProblem =
  | 'level'
  | 'morale'
  | 'npcWithoutMorale'
  | 'npcWithLevel'
  | 'levelWithMorale'
  | 'moraleWithoutNpc'
  | 'neither'
  | 'baseMorale';

/** A problem in words, in the language being drawn. */
export type SayProblem = (problem: CommanderProblem, attributes: CommanderAttributes) => string;

/** A whole number 0…999 written in an attribute, undefined when not written, null when unreadable. */
function readCount(text: string): number | null | undefined {
  const written = text.trim();
  if (written === '') return undefined;
  if (!/^\d+$/.test(written) || Number(written) > MOST) return null;
  return Number(written);
}

/**
 * Reads `level`, `npc`, `morale` and `base-morale`, with each problem said by `say` (by default, that its words could
 * not be loaded). A bad or missing start falls back to a level-0 player character's Morale (4), so the tracker stays
 * usable while the author fixes the page.
 */
export function readCommander(attributes: CommanderAttributes, say: SayProblem = notLoaded): CommanderReading {
  const problems: CommanderProblem[] = [];
  const level = readCount(attributes.level);
  const morale = readCount(attributes.morale);
  if (level === null) problems.push('level');
  if (morale === null) problems.push('morale');

  let start = startingMorale(FALLBACK_LEVEL);
  let fromLevel: number | null = FALLBACK_LEVEL;
  if (attributes.npc) {
    fromLevel = null;
    if (morale === undefined) problems.push('npcWithoutMorale');
    if (typeof morale === 'number') start = morale;
    if (level !== undefined) problems.push('npcWithLevel');
  } else if (typeof level === 'number') {
    start = startingMorale(level); // AC-MO-1
    fromLevel = level;
    if (morale !== undefined) problems.push('levelWithMorale');
  } else if (typeof morale === 'number' && level === undefined) {
    [start, fromLevel] = [morale, null];
    problems.push('moraleWithoutNpc');
  } else if (level === undefined && morale === undefined) {
    problems.push('neither');
  }

  const base = readCount(attributes.baseMorale);
  if (base === null) problems.push('baseMorale');
  const said = problems.map((problem) => say(problem, attributes));
  return { npc: attributes.npc, start, level: fromLevel, baseMorale: base ?? 0, problems: said };
}
