// The report of an ended Battle (AC-BA-5, AC-BA-6): what a game master writes in the campaign's wiki afterwards.
import type { RuleNote } from '../core/index.js';
import { totalMorale } from '../morale/index.js';
import { afterBattle, battleLog } from './play.js';
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

export interface BattleReport {
  readonly winner: string;
  /** Why the Battle ended, with its rule. */
  readonly reason: RuleNote;
  /** Every Skirmish (and Unopposed unit) in one line, with its Phase and what became of the cards. */
  readonly skirmishes: readonly string[];
  readonly commanders: readonly [CommanderReport, CommanderReport];
  /** The loser's retreat and the one-hour lock (AC-BA-6, AC-MO-2). */
  readonly notes: readonly RuleNote[];
}

/** What follows a Skirmish in the log and belongs to its line: the cards' fates, saves and heals. */
const AFTER_SKIRMISH = new Set(['exhausted', 'disabled', 'killed', 'saved', 'heal', 'power']);

/** AC-SK-7: each Skirmish as one line, "Phase 1 · Spearmen (3) 7 against Soldier (2) 4: Ayla wins; Soldier (2) is killed". */
function skirmishLines(log: readonly BattleEvent[]): string[] {
  const lines: string[] = [];
  let phase = 1;
  let line: string[] | null = null;
  for (const event of log) {
    if (event.kind === 'phase' && event.rule === 'AC-BA-3') phase = 2;
    if (event.kind === 'skirmish' || event.kind === 'unopposed') {
      line = [`Phase ${phase} · ${event.text}`];
      lines.push('');
    } else if (line && AFTER_SKIRMISH.has(event.kind)) line.push(event.text);
    else line = null;
    if (line) lines[lines.length - 1] = line.join('; ');
  }
  return lines;
}

/**
 * AC-BA-5, AC-BA-6: the report of an ended Battle; undefined while it is on.
 * @example battleReport(ended)?.skirmishes[0] // → 'Phase 1 · Spearmen (3) 7 against Soldier (2) 4: Ayla wins; Spearmen (3) is exhausted; Soldier (2) is killed'
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
  return {
    winner: state.commanders[outcome.winner].name,
    reason: { rule: outcome.end.rule ?? 'AC-BA-5', text: outcome.end.text },
    skirmishes: skirmishLines(battleLog(state)),
    commanders: [commander(0), commander(1)],
    notes: outcome.notes,
  };
}

/** Markdown special characters in names a player typed, escaped so that the wiki shows them as written. */
const md = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

/**
 * The report as Markdown for a wiki page: a heading, the winner, a table of the commanders, the Skirmishes as a
 * numbered list and what happens on the map.
 * @example battleMarkdown(report).split('\n')[0] // → '## Battle: Ayla against Brann'
 */
export function battleMarkdown(report: BattleReport): string {
  const [a, b] = report.commanders;
  const row = (c: CommanderReport) =>
    `| ${md(c.name)} | ${c.morale}${c.routed ? ' (Routed)' : ''} | ${c.influence} | ${c.kills} | ${c.lost.map(md).join(', ') || '—'} |`;
  return [
    `## Battle: ${md(a.name)} against ${md(b.name)}`,
    '',
    `**${md(report.winner)} wins**: ${md(report.reason.text)} (${report.reason.rule}).`,
    '',
    '| Commander | Morale left | Influence | Kills | Units lost |',
    '| --- | --- | --- | --- | --- |',
    row(a),
    row(b),
    '',
    ...report.skirmishes.map((line, i) => `${i + 1}. ${md(line)}`),
    '',
    ...report.notes.map((note) => `- ${md(note.text)} (${note.rule})`),
    '',
  ].join('\n');
}
