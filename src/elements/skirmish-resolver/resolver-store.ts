// What <skirmish-resolver> keeps with `state-key` (and exports): the Skirmish being set up, the power uses this
// Battle and the history. Saved data is read with the same checks as events from other scripts. Loaded on first use
// (a `state-key`, a copy, an export or an import), so that a page that only resolves Skirmishes does not download it.
import { msg, str } from '@lit/localize';
import type { ReactiveElement } from 'lit';

import {
  type Check,
  count,
  fail,
  flag,
  list,
  oneOf,
  optional,
  readDetail,
  record,
  shape,
  text,
  whole,
} from '../../events/read.js';
import { quote } from '../../rules/core/index.js';
import type { PowerUsage } from '../../rules/powers/index.js';
import { FATES } from '../../rules/skirmish/index.js';
import { currentLanguage, formatNumber, inLanguage, nearestLanguage } from '../../shared/localize.js';
import { isRecord } from '../../shared/records.js';
import { downloadState, readStateFile } from '../../shared/state-file.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { SIDES } from './format.js';
import type { EntryDiscard, EntrySide, HistoryEntry } from './history.js';
import { HISTORY_COLUMNS, historyRow } from './history-rows.js';
import { HISTORY, type ResolverRecord } from './resolver-record.js';
import type { Setup } from './setup.js';
import type { DiscardSetup, PowerSetup, SideSetup, UnitForm, UnitSource } from './side-setup.js';

/** A moment written as an ISO date and time, e.g. `2026-11-24T19:30:00.000Z`. */
const isoTime: Check<string> = (value, field) => {
  const at = text({ nonEmpty: true })(value, field);
  return Number.isNaN(Date.parse(at)) ? fail(field, `must be a date and time, not ${quote(at)}`) : at;
};

/** The history as a Markdown table for the wiki, oldest first (as a night is read). */
export function historyMarkdown(entries: readonly HistoryEntry[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
  const row = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [
    row(HISTORY_COLUMNS),
    row(HISTORY_COLUMNS.map(() => '---')),
    ...[...entries].reverse().map((e) => row(historyRow(e))),
  ].join('\n');
}

const cardFields = {
  name: text(),
  commander: optional(text()),
  roster: optional(text()),
  cardId: optional(text()),
};
const usage = shape<PowerUsage>({ battle: count(99), phase: count(99), skirmish: count(99) });

/** Reads a saved or imported history entry: the same checks as events from other scripts. */
const readEntry = shape<HistoryEntry>({
  number: count(),
  at: isoTime,
  summary: text(),
  sides: list(
    shape<EntrySide>({
      ...cardFields,
      side: oneOf(SIDES),
      dice: list(count(6), 6),
      total: whole,
      fate: oneOf(FATES),
      saved: optional(oneOf(['morale', 'influence'] as const)),
    }),
    2,
  ),
  discards: list(shape<EntryDiscard>({ ...cardFields, bonus: whole, by: oneOf(SIDES), target: oneOf(SIDES) }), 100),
  powers: list(text(), 20),
  damage: count(),
  defenseCommander: optional(text()),
  usageBefore: record(usage, 20),
  note: text(),
});

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

const readSetup = shape<Omit<Setup, 'resolved'>>({
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
});
const readUsage = record(usage, 20);

/** A record read back: its setup is null when only that was damaged (the sides on screen stay). */
export type RestoredResolver = Omit<ResolverState, 'setup'> & { readonly setup: ResolverState['setup'] | null };

/**
 * Reads a saved or imported record back; null when it is not one of {@link RESOLVER_VERSION}, or nothing in it can
 * be read. A damaged history row is left out and named in `left` (`history[2].number`), as are damaged sides (the
 * ones on screen stay) and power uses (none counted): the rest is kept. Never throws.
 */
export function restoreResolver(saved: unknown, version: number, left: string[] = []): RestoredResolver | null {
  if (version !== RESOLVER_VERSION || !isRecord(saved)) return null;
  const part = <T>(check: Check<T>, value: unknown, name: string): T | null => {
    const read = readDetail(check, value);
    if (read.ok) return read.detail;
    left.push(`${name}${read.field === 'detail' ? '' : `.${read.field}`}`);
    return null;
  };
  const setup = part(readSetup, saved.setup, 'setup');
  const usageRead = part(readUsage, saved.usage, 'usage') ?? {};
  const rows: unknown[] = Array.isArray(saved.history) ? saved.history.slice(0, HISTORY) : [];
  if (!Array.isArray(saved.history)) left.push('history');
  const history = rows.flatMap((row, i) => part(readEntry, row, `history[${i}]`) ?? []);
  return setup || history.length ? { setup, usage: usageRead, history } : null;
}

/**
 * A record loaded, imported or changed in another tab: its sides (damaged ones keep those on screen), power uses and
 * history (not saved: another tab's would bounce back; the caller draws it).
 */
export function restoreRecord(record: ResolverRecord, { setup, usage, history }: RestoredResolver) {
  if (setup) record.options.restoreSetup({ ...setup, resolved: undefined });
  record.usage = usage;
  record.history = history;
}

/**
 * The record under `state-key`: loaded when the key is set, saved after every change, in step with other tabs.
 * After the first save it asks the browser once to keep the data (`navigator.storage.persist()`): where that is
 * refused, data a site has not used for a while may be cleared (Safari: after 7 days), and the note says to export.
 * A saved record that could not all be read (reset, or rows left out) is not written over until the record or the
 * sides change: the user's data stays in storage until then.
 */
export class ResolverStore {
  readonly #record: ResolverRecord;
  readonly #store: StoredStateController<RestoredResolver>;
  readonly #host: ReactiveElement;
  #asked = false;
  /** The record as loaded, while the saved value it could not all read is kept (see {@link save}). */
  #held: string | undefined;

  constructor(host: ReactiveElement, record: ResolverRecord) {
    this.#host = host;
    this.#record = record;
    this.#store = new StoredStateController<RestoredResolver>(host, {
      scope: 'skirmish-resolver',
      version: RESOLVER_VERSION,
      restore: restoreResolver,
      onExternalChange: (state) => this.restore(state),
    });
  }

  restore(state: RestoredResolver) {
    restoreRecord(this.#record, state);
    this.#host.requestUpdate();
  }

  /** A note about the saved state joins what was said: both are worth reading. */
  #note(text: string) {
    const { said } = this.#record;
    this.#record.change({ said: said && said !== text ? `${said} ${text}` : text });
  }

  /** Runs `work` in the resolver's language: the store is loaded and answers outside an update. */
  #speak<T>(work: () => T): T {
    // Not on a page (rendered on the server): no language to look up, and nothing saved is read there anyway.
    return this.#host.isConnected ? inLanguage(nearestLanguage(this.#host), work) : work();
  }

  /** Switches to `stateKey` and restores what is saved there (reset, or read in part, with a note). */
  load(stateKey: string) {
    const loaded = this.#speak(() => this.#store.use(stateKey));
    if (loaded.kind === 'loaded') this.restore(loaded.state);
    if (!loaded.note) return;
    this.#held = JSON.stringify(this.#record.state());
    this.#note(loaded.note);
  }

  save(state: ResolverState) {
    if (this.#held !== undefined) {
      if (JSON.stringify(state) === this.#held) return; // nothing changed since the load: the saved value stays
      this.#held = undefined;
    }
    const problem = this.#speak(() => this.#store.save(state));
    if (problem) this.#note(problem);
    else if (!this.#asked) void this.#keep();
  }

  async #keep() {
    this.#asked = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist || (await storage.persisted?.())) return;
    if (await storage.persist().catch(() => false)) return;
    this.#note(
      this.#speak(() =>
        msg(str`This browser may clear saved data it has not seen for a while: "${msg('Export JSON')}" keeps a copy.`),
      ),
    );
  }
}

/** "Copy as Markdown": what it said. */
export async function copyMarkdown(history: readonly HistoryEntry[]): Promise<string> {
  const language = currentLanguage();
  const copied = await Promise.resolve()
    .then(() => navigator.clipboard.writeText(historyMarkdown(history)))
    .then(
      () => true,
      () => false,
    );
  return inLanguage(language, () =>
    copied
      ? msg('Copied the history as a Markdown table.')
      : msg(str`Could not copy here: use "${msg('Export JSON')}" instead.`),
  );
}

export const exportRecord = (state: ResolverState) => downloadState('skirmishes', RESOLVER_VERSION, state);

/** Reads an exported record from a file: the record, or what to say (in the language spoken when called). */
export async function importRecord(
  file: File,
): Promise<{ state: RestoredResolver; said: string; left?: string | undefined } | { said: string }> {
  const language = currentLanguage();
  const read = await readStateFile(file, restoreResolver, msg('a saved Skirmish record'));
  return inLanguage(language, () => {
    if ('error' in read) return { said: msg(str`Not imported: ${read.error}`) };
    const n = read.state.history.length;
    const said =
      n === 1
        ? msg(str`Imported ${file.name}: ${formatNumber(n)} Skirmish.`)
        : msg(str`Imported ${file.name}: ${formatNumber(n)} Skirmishes.`);
    return { state: read.state, said: read.note ? `${said} ${read.note}` : said, left: read.note };
  });
}
