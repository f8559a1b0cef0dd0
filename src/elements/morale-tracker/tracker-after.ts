// What <morale-tracker> shows after its first frame (Morale, its state and its buttons come first): the Between
// Battles panel, the log and "Save and share", each a panel whose content loads on first open. This module loads in
// idle time after the first frame, or at once on the first touch, focus or key on a tracker.
import { msg } from '@lit/localize';
import { html } from 'lit';

import { lazyModule, LazyPanel } from '../../shared/lazy-panel.js';
import { formatNumber } from '../../shared/localize.js';
import type * as Between from './between-battles.js';
import type { CommanderReading } from './commander.js';
import type * as Log from './log-view.js';
import type { MoraleTracker } from './morale-tracker.js';
import { PrintController } from './print.js';
import type * as Saving from './saving-view.js';
import type { TrackerRecord } from './tracker-record.js';

const betweenModule = lazyModule(() => import('./between-battles.js'));
const logModule = lazyModule(() => import('./log-view.js'));
const savingModule = lazyModule(() => import('./saving-view.js'));

export { afterStyles as styles } from './tracker-after.styles.js';

/** One tracker's panels and what is typed in them (kept while folded). */
export class TrackerPanels {
  readonly #host: MoraleTracker;
  readonly #record: TrackerRecord;
  /** The attributes as last read. */
  readonly #reading: () => CommanderReading;
  #between: LazyPanel<typeof Between>;
  #log: LazyPanel<typeof Log>;
  #saving: LazyPanel<typeof Saving>;
  /** The log prints even folded: while printing, it is drawn. */
  #print: PrintController;
  #toBuy = '';
  #forUpkeep = '';

  constructor(host: MoraleTracker, record: TrackerRecord, reading: () => CommanderReading) {
    this.#host = host;
    this.#record = record;
    this.#reading = reading;
    this.#between = new LazyPanel(host, betweenModule, 'buying Morale, upkeep and the new Day');
    this.#log = new LazyPanel(host, logModule, 'the log');
    this.#saving = new LazyPanel(host, savingModule, 'the export and import');
    this.#print = new PrintController(host, logModule);
  }

  /** A typed amount changed: kept here, drawn by the tracker. */
  #typed(set: () => void) {
    set();
    this.#host.requestUpdate();
  }

  /** "Between Battles": buy Morale, spend it on upkeep, start a new Day (AC-MO-5, AC-EC-2). */
  between() {
    const { start, npc } = this.#reading();
    return this.#between.details(
      msg('Between Battles: buy Morale, upkeep, new Day'),
      (m) =>
        m.renderBetweenBattles({
          record: this.#record,
          refreshTo: start,
          npc,
          language: this.#host.languages.language,
          toBuy: this.#toBuy,
          forUpkeep: this.#forUpkeep,
          onTypeBuy: (text) => this.#typed(() => (this.#toBuy = text)),
          onTypeUpkeep: (text) => this.#typed(() => (this.#forUpkeep = text)),
        }),
      { class: 'between', part: 'between' },
    );
  }

  /** The log, newest first, and "Save and share". */
  logAndSaving() {
    const { log } = this.#record.tracker;
    const host = this.#host;
    const view = { record: this.#record, language: host.languages.language, host };
    return html`${this.#print.details(
      this.#log,
      html`${msg('Log')} <span class="muted">(${formatNumber(log.length)})</span>`,
      (m) => m.renderLog(log),
      { class: 'log', part: 'log' },
    )}
    ${this.#saving.details(
      msg('Save and share'),
      (m) => m.renderSaving({ ...view, stateKey: host.stateKey, commanderId: host.commanderId }),
      {
        class: 'saving',
      },
    )}`;
  }
}
