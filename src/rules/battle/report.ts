// The report of an ended Battle (AC-BA-5, AC-BA-6): what a game master writes in the campaign's wiki afterwards.
import type { Phrase } from '../core/index.js';
import { totalMorale } from '../morale/index.js';
import { battleEnglish } from './phrases.js';
import { afterBattle, battleLog, type BattleNote } from './play.js';
import type { BattleEvent, BattleState } from './types.js';

export interface CommanderReport {
  readonly name: string;
  /** Morale left (Base Morale included), and whether the army was Routed (AC-MO-2). */
  readonly morale: number;
  readonly routed: boolean;
  /** Influence left (a player character's, AC-SK-8). */
  readonly influence: number;
  /** Enemy units this commander Killed. */
  readonly kills: number;
  /** Names of this commander's units Killed: removed from the army (AC-BA-6). */
  readonly lost: readonly string[];
}

/** A Skirmish (or Unopposed unit) of the report: its Phase, its roll and what became of the cards, as events. */
export interface SkirmishLine {
  readonly phase: 1 | 2;
  readonly events: readonly BattleEvent[];
}

export interface BattleReport {
  readonly winner: string;
  /** Why the Battle ended, with its rule and phrase. */
  readonly reason: BattleNote;
  /** Every Skirmish (and Unopposed unit) in one line, with its Phase and what became of the cards. */
  readonly skirmishes: readonly string[];
  /** `skirmishes` as data, line by line, for a widget to say in its reader's language. */
  readonly skirmishLines: readonly SkirmishLine[];
  readonly commanders: readonly [CommanderReport, CommanderReport];
  /** The loser's retreat and the one-hour lock (AC-BA-6, AC-MO-2). */
  readonly notes: readonly BattleNote[];
}

/** What follows a Skirmish in the log and belongs to its line: the cards' fates, saves and heals. */
const AFTER_SKIRMISH = new Set(['exhausted', 'disabled', 'killed', 'saved', 'heal', 'power']);

/** AC-SK-7: each Skirmish with what followed it, and the Phase it was fought in. */
function skirmishLines(log: readonly BattleEvent[]): SkirmishLine[] {
  const lines: SkirmishLine[] = [];
  let phase: 1 | 2 = 1;
  let line: BattleEvent[] | null = null;
  for (const event of log) {
    if (event.kind === 'phase' && event.rule === 'AC-BA-3') phase = 2;
    if (event.kind === 'skirmish' || event.kind === 'unopposed') lines.push({ phase, events: (line = [event]) });
    else if (line && AFTER_SKIRMISH.has(event.kind)) line.push(event);
    else line = null;
  }
  return lines;
}

/**
 * A Skirmish of the report in one line, each phrase written by `words` (a widget's, in its reader's language).
 * @example skirmishLineText(report.skirmishLines[0], battleEnglish) // → 'Phase 1 · Spearmen 7 against Soldier 4: Ayla wins; Soldier is Killed'
 */
export const skirmishLineText = (line: SkirmishLine, words: (phrase: Phrase) => string): string =>
  `${words({ key: 'phase', values: { phase: line.phase } })} · ${line.events.map((e) => words(e.phrase)).join('; ')}`;

/**
 * AC-BA-5, AC-BA-6: the report of an ended Battle; undefined while it is on.
 * @example battleReport(ended)?.skirmishes[0] // → 'Phase 1 · Spearmen 7 against Soldier 4: Ayla wins; Spearmen is Exhausted; Soldier is Killed'
 */
export function battleReport(state: BattleState): BattleReport | undefined {
  const outcome = afterBattle(state);
  if (!outcome) return undefined;
  const commander = (seat: 0 | 1): CommanderReport => {
    const army = outcome.armies[seat];
    return {
      name: army.name,
      morale: totalMorale(army.morale),
      routed: army.morale.routed,
      influence: army.influence,
      kills: army.kills,
      lost: army.killed.map((unit) => unit.name),
    };
  };
  const { end } = outcome;
  const lines = skirmishLines(battleLog(state));
  return {
    winner: state.commanders[outcome.winner].name,
    reason: { rule: end.rule ?? 'AC-BA-5', text: end.text, phrase: end.phrase },
    skirmishes: lines.map((line) => skirmishLineText(line, battleEnglish)),
    skirmishLines: lines,
    commanders: [commander(0), commander(1)],
    notes: outcome.notes,
  };
}

/** Markdown special characters in names a player typed, escaped so that the wiki shows them as written. */
const md = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

const COLUMNS = ['report-commander', 'report-morale', 'report-influence', 'report-kills', 'report-lost'];

/**
 * The report as Markdown for a wiki page: a heading, the winner, a table of the commanders, the Skirmishes as a
 * numbered list and what happens on the map. `words` writes each phrase (the report's own and its events'): English
 * by default, a widget's in its reader's language.
 * @example battleMarkdown(report).split('\n')[0] // → '## Battle: Ayla against Brann'
 */
export function battleMarkdown(report: BattleReport, words: (phrase: Phrase) => string = battleEnglish): string {
  const [a, b] = report.commanders;
  const say = (key: string, values?: Phrase['values']) => words({ key, values });
  const row = (c: CommanderReport) =>
    `| ${md(c.name)} | ${c.morale}${c.routed ? ` (${say('report-routed')})` : ''} | ${c.influence} | ${c.kills} | ${c.lost.map(md).join(', ') || '—'} |`;
  return [
    `## ${say('report-title', { a: md(a.name), b: md(b.name) })}`,
    '',
    `**${say('report-wins', { winner: md(report.winner) })}**: ${md(words(report.reason.phrase))} (${report.reason.rule}).`,
    '',
    `| ${COLUMNS.map((key) => say(key)).join(' | ')} |`,
    '| --- | --- | --- | --- | --- |',
    row(a),
    row(b),
    '',
    ...report.skirmishLines.map((line, i) => `${i + 1}. ${md(skirmishLineText(line, words))}`),
    '',
    ...report.notes.map((note) => `- ${md(words(note.phrase))} (${note.rule})`),
    '',
  ].join('\n');
}
