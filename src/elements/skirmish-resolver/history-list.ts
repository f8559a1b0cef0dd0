// The Skirmishes resolved in this element, newest first: a table (the same rows "Copy as Markdown" puts on the
// clipboard), a note per Skirmish, "Undo last Skirmish", and export and import of the whole record. Loaded when the
// history is opened.
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { SkirmishUndoneEvent } from '../../events/index.js';
import { renderImportQuestion } from '../../shared/import-question.js';
import { formatNumber, inLanguage, nearestLanguage } from '../../shared/localize.js';
import { warnProblems } from '../../shared/problems.js';
import type { HistoryEntry } from './history.js';
import { historyStyles as styles } from './history-list.styles.js';
import { HISTORY_COLUMNS, historyRow, undoneDetail } from './history-rows.js';
import type { ResolverHost, ResolverRecord } from './resolver-record.js';
import { copyMarkdown, exportRecord, importRecord, type RestoredResolver, restoreRecord } from './resolver-store.js';
import type { Setup } from './setup.js';

export { styles };

/** Runs `work` in the resolver's language: what a click, a copy or a file read says is said outside an update. */
const speak = <T>({ element }: ResolverHost, work: () => T): T => inLanguage(nearestLanguage(element), work);

const copy = async (host: ResolverHost) =>
  host.record.change({ said: await speak(host, () => copyMarkdown(host.record.history)) });

/** A file read while the history here holds Skirmishes: it replaces nothing until "Replace" is pressed. */
const waiting = new WeakMap<ResolverRecord, { readonly state: RestoredResolver; readonly said: string }>();

/**
 * A record imported from a file replaces the sides, the power uses and the history; what was wrong is said. When the
 * history here is not empty, an inline question asks first (nothing resolved is lost without a yes; no
 * window.confirm, which a sandboxed wiki frame blocks).
 */
async function importInto(host: ResolverHost, file: File) {
  const { record } = host;
  const read = await speak(host, () => importRecord(file));
  // What was wrong is said in the console too, as the resolver's other problems are.
  if (!('state' in read)) {
    warnProblems(host.element, [read.said]);
    return record.change({ said: read.said });
  }
  if (read.left) warnProblems(host.element, [read.left]);
  if (!record.history.length) return take(host, read);
  waiting.set(record, read);
  host.focusAfter('.confirm button');
  record.change({ said: '' });
}

function take({ record, focusAfter }: ResolverHost, read: { readonly state: RestoredResolver; readonly said: string }) {
  // After "Replace", which is gone: the history's first action (its Undo, or Export).
  if (waiting.delete(record)) focusAfter('.history .actions button');
  restoreRecord(record, read.state);
  record.change({ said: read.said }); // drawn and saved
}

/** "Keep these": the file is set aside, the history stays as it is. */
function keep(host: ResolverHost) {
  waiting.delete(host.record);
  host.focusAfter('.history label.file input');
  host.record.change({ said: speak(host, () => msg('Not imported: the Skirmishes here are kept.')) });
}

const skirmishes = (n: number) =>
  n === 1 ? msg(str`${formatNumber(n)} Skirmish`) : msg(str`${formatNumber(n)} Skirmishes`);

/** The question an import waits on (Escape keeps the history). */
function renderQuestion(host: ResolverHost) {
  const read = waiting.get(host.record);
  if (!read) return nothing;
  const [here, there] = [host.record.history.length, read.state.history.length];
  return renderImportQuestion(
    msg(str`Replace the ${skirmishes(here)} here with the file's ${skirmishes(there)}, and its sides and power uses?`),
    msg('Keep these'),
    { replace: () => take(host, read), keep: () => keep(host) },
  );
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
function undo(host: ResolverHost) {
  const { record, element, get, set, focusAfter } = host;
  const [entry, ...older] = record.history;
  if (!entry) return;
  focusAfter('.history .actions button'); // the button, or "Export JSON" once it is gone with the last Skirmish
  const said = speak(host, () =>
    msg(
      str`Skirmish ${formatNumber(entry.number)} taken back: its cards are in hand again and what it cost is given back.`,
    ),
  );
  record.change({ history: older, usage: entry.usageBefore, said });
  element.dispatchEvent(new SkirmishUndoneEvent(undoneDetail(entry)));
  if (get().resolved?.number === entry.number) set(pickedAgain(get(), entry));
}

const note = ({ record }: ResolverHost, number: number, note: string) =>
  record.change({ history: record.history.map((e) => (e.number === number ? { ...e, note } : e)) });

const NOTE = HISTORY_COLUMNS.length - 1;

/** The file chosen, taken now: once the event is over its target (in a shadow root) is null, so no wait comes first. */
function chosen(event: Event, host: ResolverHost) {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = ''; // the same file may be chosen again
  if (file) void importInto(host, file);
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
              <button type="button" @click=${() => void copy(host)}>${msg('Copy as Markdown')}</button>`
          : nothing
      }
      <button type="button" @click=${() => exportRecord(record.state())}>${msg('Export JSON')}</button>
      <label class="file"
        ><span>${msg('Import JSON')}</span
        ><input type="file" accept=".json,application/json" @change=${(event: Event) => chosen(event, host)}
      /></label>
    </div>
    ${renderQuestion(host)}
    <p class="muted said" aria-live="polite">${record.said}</p>`;
}
