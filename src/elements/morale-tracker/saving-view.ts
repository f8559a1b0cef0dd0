// "Save and share": where the state is kept, and its export and import as JSON, loaded when first opened.
import { msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';

import { totalMorale } from '../../rules/morale/index.js';
import { importQuestionStyles, renderImportQuestion } from '../../shared/import-question.js';
import { formatNumber, inLanguage, type Language } from '../../shared/localize.js';
import { warnProblems } from '../../shared/problems.js';
import { ShareController } from '../../shared/share.js';
import { downloadState, readStateFile } from '../../shared/state-file.js';
import type { MoraleTracker } from './morale-tracker.js';
import { takeState } from './tracker-change.js';
import type { TrackerRecord } from './tracker-record.js';
import { trackerShare } from './tracker-share.js';
import { restoreTracker, TRACKER_VERSION, type TrackerState } from './tracker-state.js';

/** What the "Save and share" section needs of the tracker. */
export interface SavingView {
  readonly stateKey: string;
  readonly commanderId: string;
  readonly record: TrackerRecord;
  /** The tracker's language: what an import says is said in it (a file read is not an update). */
  readonly language: Language;
  readonly host: MoraleTracker;
}

/** Each tracker's Share, made when this section is first drawn. */
const shares = new WeakMap<MoraleTracker, ShareController>();
const shareOf = (host: MoraleTracker) => {
  const share = shares.get(host) ?? new ShareController(host, trackerShare(host));
  shares.set(host, share);
  return share;
};

export const styles = [
  importQuestionStyles,
  css`
    .saving p {
      font-size: var(--_font-size-small);
    }
  `,
];

/** A file read while the tracker holds changes or a log: it replaces nothing until "Replace" is pressed. */
const waiting = new WeakMap<TrackerRecord, { readonly state: TrackerState; readonly name: string }>();

/** After the next update, the keyboard goes to `selector` (when it was in the tracker: the control it was on went). */
async function focusAfter({ host }: SavingView, selector: string) {
  const inside = !!host.shadowRoot?.activeElement;
  await host.updateComplete;
  if (inside) host.shadowRoot?.querySelector<HTMLElement>(selector)?.focus();
}

function take(view: SavingView, state: TrackerState, name: string) {
  if (waiting.delete(view.record)) void focusAfter(view, '.saving label.file input'); // "Replace" is gone
  inLanguage(view.language, () => takeState(view.record, state, msg(str`Imported ${name}`)));
}

/** "Keep this one": the file is set aside, the tracker stays as it is. */
function keep(view: SavingView) {
  waiting.delete(view.record);
  void focusAfter(view, '.saving label.file input');
  view.record.say(inLanguage(view.language, () => msg('Not imported: this tracker is kept as it is.')));
}

/**
 * Reads a file chosen to import; a bad one changes nothing and says why. One that would replace changes or a log
 * waits for an inline "Replace" (nothing a user did is lost without a yes; no window.confirm, which a sandboxed wiki
 * frame blocks).
 */
async function importFile(view: SavingView, input: HTMLInputElement) {
  const { record, language } = view;
  const file = input.files?.[0];
  if (!file) return;
  const read = await inLanguage(language, () => readStateFile(file, restoreTracker, msg('a saved Morale tracker')));
  input.value = '';
  if ('error' in read) {
    const said = inLanguage(language, () => msg(str`Not imported: ${read.error}`));
    warnProblems(view.host, [said]); // in the console too, as the tracker's other problems are
    return record.say(said);
  }
  const { log, undo } = record.tracker;
  if (!log.length && !undo.length) return take(view, read.state, file.name);
  waiting.set(record, { state: read.state, name: file.name });
  void focusAfter(view, '.saving .confirm button');
  record.host.requestUpdate();
}

/** The question an import waits on (Escape keeps the tracker). */
function renderQuestion(view: SavingView) {
  const read = waiting.get(view.record);
  if (!read) return nothing;
  const [here, there] = [view.record.tracker, read.state];
  const [now, then] = [here, there].map((t) => formatNumber(totalMorale(t.morale)));
  const [lines, fileLines] = [here, there].map((t) => formatNumber(t.log.length));
  return renderImportQuestion(
    msg(
      str`Replace Morale ${now} here and its log (${lines}) with Morale ${then} and the log (${fileLines}) of ${read.name}?`,
    ),
    msg('Keep this one'),
    { replace: () => take(view, read.state, read.name), keep: () => keep(view) },
  );
}

/** Where the state is kept, its export and import as JSON, and its Share. */
export const renderSaving = (view: SavingView) =>
  html`<p class="muted">
      ${
        view.stateKey
          ? msg(str`Kept in this browser under “${view.stateKey}”, in step across tabs.`)
          : msg('Not kept after a reload: give the tracker a state-key to keep it.')
      }
    </p>
    <div class="row">
      <button
        type="button"
        @click=${() => downloadState(`morale-${view.commanderId || 'commander'}`, TRACKER_VERSION, view.record.tracker)}
      >
        ${msg('Export JSON')}
      </button>
      <label class="file">
        <span>${msg('Import JSON')}</span>
        <input
          type="file"
          accept=".json,application/json"
          @change=${(event: Event) => void importFile(view, event.target as HTMLInputElement)}
        />
      </label>
    </div>
    ${renderQuestion(view)} ${shareOf(view.host).render()}`;
