// The Skirmishes resolved in this element, newest first: a table (the same rows "Copy as Markdown" puts on the
// clipboard), a note per Skirmish, "Undo last Skirmish", and export and import of the whole record. Loaded when the
// history is opened.
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { SkirmishUndoneEvent } from '../../events/index.js';
import type { HistoryEntry } from './history.js';
import { historyStyles as styles } from './history-list.styles.js';
import { HISTORY_COLUMNS, historyRow, undoneDetail } from './history-rows.js';

export { styles };

/** What the history panel shows and calls back. */
export interface HistoryView {
  readonly entries: readonly HistoryEntry[];
  /** What the record's last action said (copied, exported, undone, not imported…), and saved-state notes. */
  readonly said: string;
  readonly onUndo: () => void;
  readonly onNote: (number: number, note: string) => void;
  readonly onCopy: () => void;
  readonly onExport: () => void;
  readonly onImport: (event: Event) => void;
}

/** What "Undo last Skirmish" tells the other widgets about `entry`. */
export const undoneEvent = (entry: HistoryEntry): Event => new SkirmishUndoneEvent(undoneDetail(entry));

const NOTE = HISTORY_COLUMNS.length - 1;

/** The table's headings as shown (the Markdown copy keeps {@link HISTORY_COLUMNS}, in English, for a wiki). */
const columnNames = () => ['#', msg('Time'), msg('Offense'), msg('Defense'), msg('Discards and powers'), msg('Note')];

/**
 * The history panel's content.
 * @example renderHistory({ entries, said: '', onUndo, onNote, onCopy, onExport, onImport })
 */
export function renderHistory(view: HistoryView): TemplateResult {
  const [newest] = view.entries;
  return html`${
      view.entries.length
        ? html`<div class="table-scroll">
            <table>
              <thead>
                <tr>
                  ${columnNames().map((column) => html`<th scope="col">${column}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${view.entries.map((entry) => {
                  const cells = historyRow(entry);
                  return html`<tr>
                    ${cells.slice(0, NOTE).map((cell) => html`<td>${cell}</td>`)}
                    <td>
                      <input
                        class="note"
                        aria-label=${msg(str`Note on Skirmish ${entry.number}`)}
                        .value=${entry.note}
                        @change=${(e: Event) => view.onNote(entry.number, (e.target as HTMLInputElement).value)}
                      />
                    </td>
                  </tr>`;
                })}
              </tbody>
            </table>
          </div>`
        : html`<p class="muted">${msg('Nothing resolved yet.')}</p>`
    }
    <div class="actions">
      ${
        newest
          ? html`<button type="button" @click=${view.onUndo}>
                ${msg(str`Undo last Skirmish (#${newest.number})`)}
              </button>
              <button type="button" @click=${view.onCopy}>${msg('Copy as Markdown')}</button>`
          : nothing
      }
      <button type="button" @click=${view.onExport}>${msg('Export JSON')}</button>
      <label class="file"
        ><span>${msg('Import JSON')}</span><input type="file" accept=".json,application/json" @change=${view.onImport}
      /></label>
    </div>
    <p class="muted said" aria-live="polite">${view.said}</p>`;
}
