// The report after a Battle (AC-BA-5, AC-BA-6), loaded when a Battle ends: most pages show it once, after the play.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import {
  battleEnglish,
  battleMarkdown,
  battleReport,
  type BattleState,
  skirmishLineText,
} from '../../rules/battle/index.js';
import type { Phrase } from '../../rules/core/index.js';
import { formatList, formatNumber, inLanguage, type Language } from '../../shared/localize.js';
import { battleWords } from '../../shared/rule-words/battle.js';
import { exportBattle } from './battle-import.js';
import type { BattleRecord } from './battle-record.js';

export { reportViewStyles as styles } from './report-view.styles.js';

export interface ReportOptions {
  /** The result was applied to the rosters and trackers inside (once). */
  readonly applied: boolean;
  /** Played with the record's own armies: nothing to apply to the widgets inside. */
  readonly own: boolean;
  readonly note: string;
  readonly onCopy: () => void;
  readonly onExport: () => void;
  readonly onApply: () => void;
}

/** A phrase of the report in the language being drawn. */
const words = (phrase: Phrase) => battleWords(phrase, battleEnglish(phrase));

/** The report: the winner and why, each commander's Morale, kills and losses, every Skirmish, the map's notes. */
export function renderReport(state: BattleState, o: ReportOptions) {
  const report = battleReport(state);
  if (!report) return nothing;
  return html`<section class="report" part="report" aria-labelledby="report-title">
    <h4 id="report-title">${msg('After the Battle')}</h4>
    <p>
      <strong>${msg(str`${report.winner} wins`)}</strong>: ${words(report.reason.phrase)}
      <span class="rule">${report.reason.rule}</span>
    </p>
    <div class="table-scroll" tabindex="0" role="group" aria-labelledby="report-title">
      <table>
        <thead>
          <tr>
            <th scope="col">${msg('Commander')}</th>
            <th scope="col">${msg('Morale')}</th>
            <th scope="col">${msg('Kills')}</th>
            <th scope="col">${msg('Units lost')}</th>
          </tr>
        </thead>
        <tbody>
          ${report.commanders.map(
            (c) =>
              html`<tr>
                <th scope="row">${c.name}</th>
                <td>${formatNumber(c.morale)}${c.routed ? ` (${msg('Routed')})` : ''}</td>
                <td>${formatNumber(c.kills)}</td>
                <td>${formatList(c.lost, 'unit') || '—'}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <ul class="notes">
      ${report.notes.map((n) => html`<li>${words(n.phrase)} <span class="rule">${n.rule}</span></li>`)}
    </ul>
    <details>
      <summary>${msg(str`Every Skirmish (${formatNumber(report.skirmishes.length)})`)}</summary>
      <ol>
        ${report.skirmishLines.map((line) => html`<li>${skirmishLineText(line, words)}</li>`)}
      </ol>
    </details>
    <div class="tools">
      ${
        o.own
          ? nothing
          : html`<button type="button" class="primary" ?disabled=${o.applied} @click=${o.onApply}>
              ${o.applied ? msg('Applied to the armies and Morale') : msg('Apply to the armies and Morale')}
            </button>`
      }
      <button type="button" @click=${o.onCopy}>${msg('Copy as Markdown')}</button>
      <button type="button" @click=${o.onExport}>${msg('Export JSON')}</button>
    </div>
    <p class="muted" role="status">${o.note}</p>
  </section>`;
}

/** A past Battle of "Battles today": its state and its record (to download). */
export interface PastReport {
  readonly state: BattleState;
  readonly record: BattleRecord;
}

/** "Battles today", newest first: each with its winner and why, whether it was applied, its copy and download. */
export function renderToday(
  past: readonly PastReport[],
  o: { readonly note: string; readonly onCopy: (state: BattleState, record: BattleRecord) => void },
) {
  return html`<div class="today-list">
    <ol>
      ${past.map(({ state, record }, i) => {
        const report = battleReport(state);
        if (!report) return nothing;
        const [a, b] = state.commanders;
        return html`<li>
          <p id=${`today-${i}`}>
            <strong>${msg(str`Battle: ${a.name} against ${b.name}`)}</strong> · ${msg(str`${report.winner} wins`)}:
            ${words(report.reason.phrase)} <span class="rule">${report.reason.rule}</span> ·
            ${record.applied ? msg('Applied to the armies and Morale') : msg('Not applied')}
          </p>
          <button type="button" aria-describedby=${`today-${i}`} @click=${() => o.onCopy(state, record)}>
            ${msg('Copy as Markdown')}
          </button>
          <button type="button" aria-describedby=${`today-${i}`} @click=${() => exportReport(state, record)}>
            ${msg('Export JSON')}
          </button>
        </li>`;
      })}
    </ol>
    <p class="muted" role="status">${o.note}</p>
  </div>`;
}

/** "Copy as Markdown": the report in the board's `language` with every roll (`rolls`), and what the copy did. */
export async function copyReport(state: BattleState, language: Language, rolls: () => string[]): Promise<string> {
  const report = battleReport(state);
  if (!report) return '';
  let copied = true;
  // Every roll with its dice and the sums behind its totals, after the report.
  const markdown = () =>
    `${battleMarkdown(report, words)}\n\n## ${msg('Rolls')}\n\n${rolls()
      .map((line) => `- ${line}`)
      .join('\n')}\n`;
  try {
    await navigator.clipboard.writeText(inLanguage(language, markdown));
  } catch {
    copied = false; // no clipboard here (an insecure page, a refused permission)
  }
  return inLanguage(language, () =>
    copied ? msg('Copied the report as Markdown.') : msg('Could not copy here: use "Export JSON" instead.'),
  );
}

/** "Export JSON": the report with the whole Battle (setup and every step, dice included), to replay or archive. */
export const exportReport = (state: BattleState, record: BattleRecord) =>
  exportBattle(record, { report: battleReport(state) });
