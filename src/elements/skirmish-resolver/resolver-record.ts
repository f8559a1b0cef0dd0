// The resolver's record of a night: the history and the power uses this Battle. What keeps it (state-key), copies,
// exports and imports it is loaded on first use (resolver-store.ts), so a page that only resolves Skirmishes does not
// download it.
import type { ReactiveElement } from 'lit';

import type { PowerUsage } from '../../rules/powers/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import { SIDES } from './format.js';
import type { entryOf, EntrySide, HistoryEntry } from './history.js';
import type { Outcome } from './outcome.js';
import type { ResolverState, ResolverStore } from './resolver-store.js';
import type { Setup } from './setup.js';
import type { SkirmishView } from './skirmish-view.js';

/** How many resolved Skirmishes the history keeps. */
export const HISTORY = 50;

/** The entry once a Kill on `side` was prevented (AC-SK-8, R5): Disabled, paid with 3 Morale or 1 Influence. */
const savedIn = (entry: HistoryEntry, side: SideName, { npc }: { readonly npc: boolean }) => ({
  sides: entry.sides.map((s): EntrySide =>
    s.side === side ? { ...s, fate: 'disabled', saved: npc ? 'morale' : 'influence' } : s,
  ),
});

/** What the record needs of its resolver: the Skirmish being set up, and its `state-key`. */
interface RecordOptions {
  readonly setup: () => Setup;
  readonly restoreSetup: (setup: Setup) => void;
  readonly stateKey: () => string;
}

/** A resolver's history and power uses, saved with the setup after every change once a `state-key` is loaded. */
export class ResolverRecord {
  /** Newest first. */
  history: readonly HistoryEntry[] = [];
  /** Limited powers' uses this Battle (AC-CP), per commander id (or side). */
  usage: Readonly<Record<string, PowerUsage>> = {};
  /** What the record's last action said (copied, undone, imported…), or a note about saved state. */
  said = '';
  /** Settles once the record under the current `state-key` is loaded (at once without one). */
  loading: Promise<void> = Promise.resolve();
  readonly #host: ReactiveElement;
  readonly #options: RecordOptions;
  #store: ResolverStore | undefined;

  constructor(host: ReactiveElement, options: RecordOptions) {
    this.#host = host;
    this.#options = options;
  }

  /** Loads what is saved under the `state-key` (the store's code too, the first time). */
  load() {
    const stateKey = this.#options.stateKey();
    this.#store = undefined; // no saving until the record is read: it must not overwrite the saved one
    if (!stateKey) return;
    this.loading = import('./resolver-store.js').then(({ ResolverStore }) => {
      const store = new ResolverStore(this.#host, {
        restore: (state) => this.#restore(state),
        // A note about the saved state (reset, may be cleared) joins what was said: both are worth reading.
        note: (text) => this.change({ said: this.said && this.said !== text ? `${this.said} ${text}` : text }),
      });
      store.load(stateKey);
      this.#store = store;
      this.save();
    });
  }

  /** Changes the record and saves it with the setup. */
  change(patch: Partial<Pick<ResolverRecord, 'history' | 'usage' | 'said'>>) {
    Object.assign(this, patch);
    this.#host.requestUpdate();
    this.save();
  }

  /**
   * A resolved Skirmish: its entry first (with the power uses before it), the uses after it kept (AC-CP). The entry is
   * made by `entry` (`entryOf`, loaded with the roll).
   */
  resolved(outcome: Outcome, view: SkirmishView, entry: typeof entryOf) {
    const usage = { ...this.usage };
    for (const side of SIDES) {
      const after = view.usageAfter[side];
      if (after) usage[view.sides[side].usageKey] = after;
    }
    this.change({ history: [entry(outcome, new Date(), this.usage), ...this.history].slice(0, HISTORY), usage });
  }

  /** AC-SK-8, R5: the Killed card of Skirmish `number` on `side` was saved. */
  saved(number: number, side: SideName, saved: { readonly npc: boolean }) {
    this.change({ history: this.history.map((e) => (e.number === number ? { ...e, ...savedIn(e, side, saved) } : e)) });
  }

  /** Takes back the newest entry; it is returned to be told to the other widgets. Power uses are given back. */
  undo(): HistoryEntry | undefined {
    const [entry, ...older] = this.history;
    if (!entry) return undefined;
    const said = `Skirmish ${entry.number} taken back: its cards are in hand again and what it cost is given back.`;
    this.change({ history: older, usage: entry.usageBefore, said });
    return entry;
  }

  note(number: number, note: string) {
    this.change({ history: this.history.map((e) => (e.number === number ? { ...e, note } : e)) });
  }

  async copy() {
    const { copyMarkdown } = await import('./resolver-store.js');
    this.change({ said: await copyMarkdown(this.history) });
  }

  async export() {
    const { exportRecord } = await import('./resolver-store.js');
    exportRecord(this.#state());
  }

  async import(event: Event) {
    const { importRecord } = await import('./resolver-store.js');
    const read = await importRecord(event);
    if ('state' in read) this.#restore(read.state);
    this.change({ said: read.said });
  }

  /** Saves the record with the setup (the host saves after each update that changed the setup). */
  save() {
    this.#store?.save(this.#state());
  }

  #state(): ResolverState {
    const { sides, discards, defensePlay, diceSource, rolled, typed } = this.#options.setup();
    const setup = { sides, discards, defensePlay, diceSource, rolled, typed };
    return { setup, usage: this.usage, history: this.history };
  }

  /** A record loaded, imported or changed in another tab: its sides, power uses and history. */
  #restore({ setup, usage, history }: ResolverState) {
    this.#options.restoreSetup({ ...setup, resolved: undefined });
    this.usage = usage;
    this.history = history;
    this.#host.requestUpdate();
  }
}
