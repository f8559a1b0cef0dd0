// "Save and share": where the state is kept, and its export and import as JSON, loaded when first opened.
import { msg, str } from '@lit/localize';
import { css, html } from 'lit';

import { inLanguage, type Language } from '../../shared/localize.js';
import { ShareController } from '../../shared/share.js';
import { downloadState, readStateFile } from '../../shared/state-file.js';
import type { MoraleTracker } from './morale-tracker.js';
import { takeState } from './tracker-change.js';
import type { TrackerRecord } from './tracker-record.js';
import { trackerShare } from './tracker-share.js';
import { restoreTracker, TRACKER_VERSION } from './tracker-state.js';

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

export const styles = css`
  .saving p {
    font-size: var(--_font-size-small);
  }
`;

/** Reads a file chosen to import; a bad one changes nothing and says why. */
async function importFile({ record, language }: SavingView, input: HTMLInputElement) {
  const file = input.files?.[0];
  if (!file) return;
  const read = await readStateFile(file, restoreTracker, 'a saved Morale tracker');
  input.value = '';
  inLanguage(language, () => {
    if ('error' in read) record.say(msg(str`Not imported: ${read.error}`));
    else takeState(record, read.state, msg(str`Imported ${file.name}`));
  });
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
    ${shareOf(view.host).render()}`;
