// The Skirmishes resolved in this element, newest first: a table (the same rows "Copy as Markdown" puts on the
// clipboard), a note per Skirmish, "Undo last Skirmish", and export and import of the whole record. Loaded when the
// history is opened.
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { SkirmishUndoneEvent } from '../../events/index.js';
import type { HistoryEntry } from './history.js';
import { historyStyles as styles } from './history-list.styles.js';
import { HISTORY_COLUMNS, historyRow, undoneDetail } from './history-rows.js';
import type { ResolverHost } from './resolver-record.js';

export { styles };

/** What the history panel shows and calls back. */
export interface HistoryView {
  readonly entries: readonly HistoryEntry[];
  /** What the record's last action said (copied, exported, undone, not imported…), and saved-state notes. */
  readonly said: string;
  /** The resolver whose newest Skirmish is taken back, and whose entries get notes. */
  readonly host: ResolverHost;
  readonly onCopy: () => void;
  readonly onExport: () => void;
  /** A file chosen to import. */
  readonly onImport: (file: File) => void;
}

/**
 * Takes back the newest Skirmish and what it caused: cards back in hand, Morale and power uses given back (the other
 * widgets hear `army-skirmish-undone`); its outcome leaves the table.
 */
function undo({ record, element, get, set }: ResolverHost) {
  const [entry, ...older] = record.history;
  if (!entry) return;
  const said = `Skirmish ${entry.number} taken back: its cards are in hand again and what it cost is given back.`;
  record.change({ history: older, usage: entry.usageBefore, said });
  element.dispatchEvent(new SkirmishUndoneEvent(undoneDetail(entry)));
  if (get().resolved?.number === entry.number) set({ ...get(), resolved: undefined });
}

const note = ({ record }: ResolverHost, number: number, note: string) =>
  record.change({ history: record.history.map((e) => (e.number === number ? { ...e, note } : e)) });

const NOTE = HISTORY_COLUMNS.length - 1;

/** The file chosen, taken now: once the event is over its target (in a shadow root) is null, so no wait comes first. */
function chosen(event: Event, onImport: (file: File) => void) {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = ''; // the same file may be chosen again
  if (file) onImport(file);
}

/** The table's headings as shown (the Markdown copy keeps {@link HISTORY_COLUMNS}, in English, for a wiki). */
const columnNames = () => ['#', msg('Time'), msg('Offense'), msg('Defense'), msg('Discards and powers'), msg('Note')];

/**
 * The history panel's content.
 * @example renderHistory({ entries, said: '', host, onCopy, onExport, onImport })
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
                        @change=${(e: Event) => note(view.host, entry.number, (e.target as HTMLInputElement).value)}
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
          ? html`<button type="button" @click=${() => undo(view.host)}>
                ${msg(str`Undo last Skirmish (#${newest.number})`)}
              </button>
              <button type="button" @click=${view.onCopy}>${msg('Copy as Markdown')}</button>`
          : nothing
      }
      <button type="button" @click=${view.onExport}>${msg('Export JSON')}</button>
      <label class="file"
        ><span>${msg('Import JSON')}</span
        ><input type="file" accept=".json,application/json" @change=${(event: Event) => chosen(event, view.onImport)}
      /></label>
    </div>
    <p class="muted said" aria-live="polite">${view.said}</p>`;
}
