// The Skirmishes resolved in this element, newest first: a table (the same rows "Copy as Markdown" puts on the
// clipboard), a note per Skirmish, "Undo last Skirmish", and export and import of the whole record. Loaded when the
// history is opened.
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { SkirmishUndoneEvent } from '../../events/index.js';
import type { HistoryEntry } from './history.js';
import { historyStyles as styles } from './history-list.styles.js';
import { HISTORY_COLUMNS, historyRow, undoneDetail } from './history-rows.js';
import type { ResolverHost, ResolverRecord } from './resolver-record.js';
import { copyMarkdown, exportRecord, importRecord } from './resolver-store.js';
import type { Setup } from './setup.js';

export { styles };

const copy = async (record: ResolverRecord) => record.change({ said: await copyMarkdown(record.history) });

/** A record imported from a file replaces the sides, the power uses and the history; what was wrong is said. */
async function importInto(record: ResolverRecord, file: File) {
  const read = await importRecord(file);
  if ('state' in read) record.restore(read.state);
  record.change({ said: read.said });
}

/**
 * The setup as it was before `entry` was resolved: its roster cards picked again on the sides their resolve emptied
 * (a side set up since keeps what it has).
 */
function pickedAgain(setup: Setup, entry: HistoryEntry): Setup {
  const sides = { ...setup.sides };
  for (const { side, commander, roster = '', cardId } of entry.sides)
    if (sides[side].source.kind === 'auto' && commander && cardId)
      sides[side] = { ...sides[side], source: { kind: 'card', commander, roster, id: cardId } };
  return { ...setup, sides, resolved: undefined };
}

/**
 * Takes back the newest Skirmish and what it caused: cards back in hand, Morale and power uses given back (the other
 * widgets hear `army-skirmish-undone`); its outcome leaves the table, its cards picked again as they were.
 */
function undo({ record, element, get, set, focusAfter }: ResolverHost) {
  const [entry, ...older] = record.history;
  if (!entry) return;
  focusAfter('.history .actions button'); // the button, or "Export JSON" once it is gone with the last Skirmish
  const said = `Skirmish ${entry.number} taken back: its cards are in hand again and what it cost is given back.`;
  record.change({ history: older, usage: entry.usageBefore, said });
  element.dispatchEvent(new SkirmishUndoneEvent(undoneDetail(entry)));
  if (get().resolved?.number === entry.number) set(pickedAgain(get(), entry));
}

const note = ({ record }: ResolverHost, number: number, note: string) =>
  record.change({ history: record.history.map((e) => (e.number === number ? { ...e, note } : e)) });

const NOTE = HISTORY_COLUMNS.length - 1;

/** The file chosen, taken now: once the event is over its target (in a shadow root) is null, so no wait comes first. */
function chosen(event: Event, record: ResolverRecord) {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = ''; // the same file may be chosen again
  if (file) void importInto(record, file);
}

/** The table's headings as shown (the Markdown copy keeps {@link HISTORY_COLUMNS}, in English, for a wiki). */
const columnNames = () => ['#', msg('Time'), msg('Offense'), msg('Defense'), msg('Discards and powers'), msg('Note')];

/**
 * The history panel's content: the resolver's record (`host.record`), its entries newest first, and what it said.
 * @example renderHistory(host)
 */
export function renderHistory(host: ResolverHost): TemplateResult {
  const { record } = host;
  const [newest] = record.history;
  return html`${
      record.history.length
        ? html`<div class="table-scroll">
            <table>
              <thead>
                <tr>
                  ${columnNames().map((column) => html`<th scope="col">${column}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${record.history.map((entry) => {
                  const cells = historyRow(entry);
                  return html`<tr>
                    ${cells.slice(0, NOTE).map((cell) => html`<td>${cell}</td>`)}
                    <td>
                      <input
                        class="note"
                        aria-label=${msg(str`Note on Skirmish ${entry.number}`)}
                        .value=${entry.note}
                        @change=${(e: Event) => note(host, entry.number, (e.target as HTMLInputElement).value)}
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
          ? html`<button type="button" @click=${() => undo(host)}>
                ${msg(str`Undo last Skirmish (#${newest.number})`)}
              </button>
              <button type="button" @click=${() => void copy(record)}>${msg('Copy as Markdown')}</button>`
          : nothing
      }
      <button type="button" @click=${() => exportRecord(record.state())}>${msg('Export JSON')}</button>
      <label class="file"
        ><span>${msg('Import JSON')}</span
        ><input type="file" accept=".json,application/json" @change=${(event: Event) => chosen(event, record)}
      /></label>
    </div>
    <p class="muted said" aria-live="polite">${record.said}</p>`;
}
