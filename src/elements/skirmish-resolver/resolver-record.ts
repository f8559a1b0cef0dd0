// What <skirmish-resolver> keeps with `state-key` (and exports): the Skirmish being set up, the power uses this
// Battle and the history. Saved data is read with the same checks as events from other scripts.
import type { ReactiveElement } from 'lit';

import { type Check, count, flag, list, oneOf, readDetail, record, shape, text } from '../../events/read.js';
import type { PowerUsage } from '../../rules/powers/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import { downloadState, readStateFile } from '../../shared/state-file.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { SIDES } from './format.js';
import { entryOf, HISTORY, type HistoryEntry, historyMarkdown, readEntry, savedIn } from './history.js';
import type { Outcome } from './outcome.js';
import type { Setup } from './setup.js';
import type { DiscardSetup, PowerSetup, SideSetup, UnitForm, UnitSource } from './side-setup.js';
import type { SkirmishView } from './skirmish-view.js';

/** Bumped whenever {@link ResolverState}'s shape changes, so that old saved states are recognised and reset. */
export const RESOLVER_VERSION = 1;

export interface ResolverState {
  /** The Skirmish being set up (the outcome on the table is not kept: it is the history's newest entry). */
  readonly setup: Omit<Setup, 'resolved'>;
  /** Limited powers' uses this Battle (AC-CP), per commander id (or side). */
  readonly usage: Readonly<Record<string, PowerUsage>>;
  /** Newest first. */
  readonly history: readonly HistoryEntry[];
}

const source: Check<UnitSource> = (value, field) => {
  const { kind } = shape({ kind: oneOf(['auto', 'slot', 'inline', 'card'] as const) })(value, field);
  if (kind !== 'card') return { kind };
  const read = shape({ commander: text(), roster: text(), id: text() })(value, field);
  return { kind, ...read };
};

const words = text();
const side = shape<SideSetup>({
  source,
  form: shape<UnitForm>({ name: words, strength: words, role: words, path: words, traits: words }),
  otherBonus: words,
  npc: flag,
  power: shape<PowerSetup>({
    classId: words,
    tacticianAs: words,
    dervishAgainst: words,
    changeRole: flag,
    shapeshiftTo: words,
    evokeFor: words,
    illusionFor: words,
    illusionRoll: words,
    psionic: flag,
    oathbound: flag,
  }),
});

const readState = shape<ResolverState>({
  setup: shape<Omit<Setup, 'resolved'>>({
    sides: shape({ offense: side, defense: side }),
    discards: list(
      shape<DiscardSetup>({
        by: oneOf(SIDES),
        target: oneOf(SIDES),
        targetChosen: flag,
        bonus: words,
        name: words,
        cardId: words,
      }),
      100,
    ),
    defensePlay: oneOf(['card', 'pass', 'unable'] as const),
    diceSource: oneOf(['virtual', 'real'] as const),
    rolled: list(shape({ offense: list(count(6), 3), defense: list(count(6), 3) }), 100),
    typed: list(shape({ offense: list(words, 3), defense: list(words, 3) }), 100),
  }),
  usage: record(shape<PowerUsage>({ battle: count(99), phase: count(99), skirmish: count(99) }), 20),
  history: list(readEntry, HISTORY),
});

/** Reads a saved or imported record back; null when it is not one of {@link RESOLVER_VERSION}. Never throws. */
export function restoreResolver(saved: unknown, version: number): ResolverState | null {
  if (version !== RESOLVER_VERSION) return null;
  const read = readDetail(readState, saved);
  return read.ok ? read.detail : null;
}

/** What the record needs of its resolver: the Skirmish being set up, and its `state-key`. */
interface RecordOptions {
  readonly setup: () => Setup;
  readonly restoreSetup: (setup: Setup) => void;
  readonly stateKey: () => string;
}

/**
 * A resolver's record: the history and the power uses this Battle, kept with the setup under `state-key` (loaded
 * when the key is set, saved after every change, in step with other tabs), exported, imported, copied as Markdown.
 * After the first save it asks the browser once to keep the data (`navigator.storage.persist()`): where that is
 * refused, data a site has not used for a while may be cleared (Safari: after 7 days), and `note` says to export it.
 */
export class ResolverRecord {
  /** Newest first. */
  history: readonly HistoryEntry[] = [];
  /** Limited powers' uses this Battle (AC-CP), per commander id (or side). */
  usage: Readonly<Record<string, PowerUsage>> = {};
  /** What the record's last action said (copied, undone, imported…), or a note about saved state. */
  said = '';
  readonly #host: ReactiveElement;
  readonly #options: RecordOptions;
  readonly #store: StoredStateController<ResolverState>;
  #asked = false;

  constructor(host: ReactiveElement, options: RecordOptions) {
    this.#host = host;
    this.#options = options;
    this.#store = new StoredStateController<ResolverState>(host, {
      scope: 'skirmish-resolver',
      version: RESOLVER_VERSION,
      restore: restoreResolver,
      onExternalChange: (state) => this.#restore(state),
    });
  }

  /** Switches to the `state-key` and loads what is saved there; true when a record was loaded. */
  load(): boolean {
    const loaded = this.#store.use(this.#options.stateKey());
    this.said = loaded.kind === 'reset' ? loaded.note : '';
    if (loaded.kind === 'loaded') this.#restore(loaded.state);
    return loaded.kind === 'loaded';
  }

  /** Changes the record and saves it with the setup. */
  change(patch: Partial<Pick<ResolverRecord, 'history' | 'usage' | 'said'>>) {
    Object.assign(this, patch);
    this.save();
  }

  /** A resolved Skirmish: its entry first (with the power uses before it), the uses after it kept (AC-CP). */
  resolved(outcome: Outcome, view: SkirmishView) {
    const usage = { ...this.usage };
    for (const side of SIDES) {
      const after = view.usageAfter[side];
      if (after) usage[view.sides[side].usageKey] = after;
    }
    const entry = entryOf(outcome, new Date(), this.usage);
    this.change({ history: [entry, ...this.history].slice(0, HISTORY), usage });
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
    try {
      await navigator.clipboard.writeText(historyMarkdown(this.history));
      this.change({ said: 'Copied the history as a Markdown table.' });
    } catch {
      this.change({ said: 'Could not copy here: use "Export JSON" instead.' });
    }
  }

  export() {
    downloadState('skirmishes', RESOLVER_VERSION, this.#state());
  }

  async import(event: Event) {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const read = await readStateFile(file, restoreResolver, 'a saved Skirmish record');
    input.value = '';
    if ('error' in read) return this.change({ said: `Not imported: ${read.error}` });
    this.#restore(read.state);
    this.change({ said: `Imported ${file.name}: ${read.state.history.length} Skirmishes.` });
  }

  save() {
    this.#host.requestUpdate();
    if (!this.#options.stateKey()) return;
    const problem = this.#store.save(this.#state());
    if (problem) this.said = problem;
    else if (!this.#asked) void this.#keep();
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

  async #keep() {
    this.#asked = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist || (await storage.persisted?.())) return;
    if (await storage.persist().catch(() => false)) return;
    this.said = 'This browser may clear saved data it has not seen for a while: "Export JSON" keeps a copy.';
    this.#host.requestUpdate();
  }
}
