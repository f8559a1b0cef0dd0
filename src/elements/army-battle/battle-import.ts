// "Import a Battle" and the check every Battle record passes before the board shows it (saved, shared, from another
// tab or imported): its steps replay through the rules (restoreBattle), and it must fit the armies inside (misfit).
// A record that does not fit waits, with the first mismatch said, until the armies fit it or it is loaded with its own
// armies; it can be exported meanwhile, so that nothing is lost.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import { formatNumber, inLanguage } from '../../shared/localize.js';
import { isRecord } from '../../shared/records.js';
import { downloadJson, readJsonFile } from '../../shared/state-file.js';
import { BATTLE_VERSION, type BattleRecord, misfit, restoreBattle } from './battle-record.js';
import type { BoardHost } from './battle-session.js';
import { boardArmies } from './battle-setup.js';

/** What the board's Battle is to the import: the record shown, and how a record is shown (and saved). */
interface ImportOptions {
  readonly record: () => BattleRecord | null;
  readonly load: (record: BattleRecord) => void;
}

/** A record that does not fit the armies inside: why, and where it came from (a file's name; '' when saved). */
interface Waiting {
  readonly record: BattleRecord;
  readonly why: string;
  readonly file: string;
}

/** Offers `record` as a JSON file, in the shape "Export JSON" of the report gives (the report aside). */
export function exportBattle(record: BattleRecord, extra: object = {}) {
  const names = record.setup.commanders.map((c) => c.name.replace(/[^\w-]+/g, '-').slice(0, 40)).join('-vs-');
  downloadJson(`battle-${names}.json`, { version: BATTLE_VERSION, ...extra, battle: record });
}

/** A Battle exported by a board (its report's "Export JSON", or "Export the Battle"): the record, or why not. */
async function readBattleFile(file: File): Promise<BattleRecord | string> {
  const read = await readJsonFile(file);
  if ('error' in read) return read.error;
  const saved = isRecord(read.value) ? read.value : {};
  const version = typeof saved.version === 'number' ? saved.version : 0;
  return (
    restoreBattle(saved.battle ?? saved.state, version) ??
    msg('That file is not a Battle exported by a board of this version, or a step in it breaks the rules.')
  );
}

/** "Import a Battle", "Export the Battle", and a record waiting to fit the armies inside. */
export class BattleImport {
  #waiting: Waiting | null = null;
  /** What the last import said. */
  #said = '';
  readonly #host: BoardHost;
  readonly #options: ImportOptions;

  constructor(host: BoardHost, options: ImportOptions) {
    this.#host = host;
    this.#options = options;
  }

  #speak = <T>(work: () => T): T => inLanguage(this.#host.languages.language, work);

  /** Why `record` cannot be shown on this board now ('' when it can). */
  #misfit(record: BattleRecord) {
    const armies = this.#speak(() => boardArmies(this.#host, record.applied));
    return 'problem' in armies ? armies.problem : this.#speak(() => misfit(record, armies));
  }

  /** A record read (saved, shared, from another tab, or from `file`): shown if it fits the armies inside, else held. */
  offer(record: BattleRecord, file = '') {
    const why = this.#misfit(record);
    this.#waiting = why ? { record, why, file } : null;
    if (!why) this.#options.load(record);
    if (file && !why)
      this.#said = this.#speak(() =>
        msg(str`Imported ${file}: the Battle after ${formatNumber(record.steps.length)} steps.`),
      );
    this.#host.requestUpdate();
  }

  /**
   * Before each update of the board: a record held is shown once the armies inside fit it, and dropped once another
   * Battle is on the board. Quiet when nothing changed, so that it asks for no update of its own.
   */
  recheck() {
    const waiting = this.#waiting;
    if (!waiting) return;
    if (this.#options.record()) this.#waiting = null;
    else if (this.#misfit(waiting.record) !== waiting.why) this.offer(waiting.record, waiting.file);
  }

  #choose = (event: Event) => {
    // Taken now: once the event is over, its target (in a shadow root) is null.
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = ''; // the same file may be chosen again
    if (!file) return;
    void readBattleFile(file).then((read) => {
      if (typeof read !== 'string') return this.offer(read, file.name);
      this.#said = this.#speak(() => msg(str`Not imported: ${read}`));
      console.warn(`<army-battle>: ${file.name} not imported: ${read}`);
      this.#host.requestUpdate();
    });
  };

  #ownArmies = () => {
    const waiting = this.#waiting;
    if (!waiting) return;
    this.#waiting = null;
    this.#said = this.#speak(() =>
      msg("The Battle is shown with the record's own armies: the widgets inside take no part in it."),
    );
    this.#options.load({ ...waiting.record, own: true });
  };

  /** The record waiting (with why and what can be done), then the Battle's file: export it, import one. */
  render() {
    const waiting = this.#waiting;
    const shown = this.#options.record();
    const from = waiting?.file ? msg(str`The Battle in ${waiting.file}`) : msg('The saved Battle');
    return html`${
        waiting
          ? html`<div class="waiting problems" role="alert">
              <p>${msg(str`${from} does not fit the armies inside: ${waiting.why}`)}</p>
              <p class="muted">${msg('"Start the Battle" replaces it: export it first to keep it.')}</p>
              <button type="button" @click=${this.#ownArmies}>${msg("Load the record's own armies")}</button>
              <button type="button" @click=${() => exportBattle(waiting.record)}>${msg('Export it')}</button>
            </div>`
          : nothing
      }
      <div class="battle-file">
        ${shown ? html`<button type="button" @click=${() => exportBattle(shown)}>${msg('Export the Battle')}</button>` : nothing}
        <label class="file"
          ><span>${msg('Import a Battle')}</span
          ><input type="file" accept=".json,application/json" @change=${this.#choose}
        /></label>
        <p class="muted" role="status">${this.#said}</p>
      </div>`;
  }
}
