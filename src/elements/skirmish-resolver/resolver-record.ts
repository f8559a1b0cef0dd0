// The resolver's record of a night: the history and the power uses this Battle. What keeps it (state-key), copies,
// exports and imports it is loaded on first use (resolver-store.ts, with the history panel for the last three), so a
// page that only resolves Skirmishes does not download it.
import type { ReactiveElement } from 'lit';

import type { PowerUsage } from '../../rules/powers/index.js';
import type { HistoryEntry } from './history.js';
import type { Outcome } from './outcome.js';
import type { ResolverState, ResolverStore } from './resolver-store.js';
import type { Setup } from './setup.js';
import type { SkirmishView } from './skirmish-view.js';

/** How many resolved Skirmishes the history keeps. */
export const HISTORY = 50;

/**
 * What the code loaded later changes in its resolver (resolving.ts with the roll, history-list.ts with the history):
 * the setup, the record and the events together.
 */
export interface ResolverHost {
  readonly element: HTMLElement;
  readonly record: ResolverRecord;
  /** The Skirmish being set up. */
  readonly get: () => Setup;
  readonly set: (setup: Setup) => void;
  readonly view: () => SkirmishView;
  /** The outcome shown, resolved or not. */
  readonly outcome: () => Outcome | undefined;
  /** Says `text`, in the resolver's language, in its live region. */
  readonly say: (text: () => string) => void;
  /** Moves the keyboard focus there after the next render, when the control that had it goes away. */
  readonly focusAfter: (selector: string) => void;
}

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
  /** The resolver's side of it (a record loaded later restores its sides through it: resolver-store.ts). */
  readonly options: RecordOptions;
  #store: ResolverStore | undefined;

  constructor(host: ReactiveElement, options: RecordOptions) {
    this.#host = host;
    this.options = options;
  }

  /** Loads what is saved under the `state-key` (the store's code too, the first time). */
  load() {
    const stateKey = this.options.stateKey();
    this.#store = undefined; // no saving until the record is read: it must not overwrite the saved one
    if (!stateKey) return;
    this.loading = import('./resolver-store.js').then(({ ResolverStore }) => {
      const store = new ResolverStore(this.#host, this);
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

  /** Saves the record with the setup (the host saves after each update that changed the setup). */
  save() {
    this.#store?.save(this.state());
  }

  /** The record with the setup, as saved and exported. */
  state(): ResolverState {
    const { sides, discards, defensePlay, diceSource, rolled, typed } = this.options.setup();
    const setup = { sides, discards, defensePlay, diceSource, rolled, typed };
    return { setup, usage: this.usage, history: this.history };
  }
}
