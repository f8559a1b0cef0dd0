import { msg, str } from '@lit/localize';
import type { ReactiveController, ReactiveElement } from 'lit';

import { tooLong } from './json-file.js';
import { warnProblems } from './problems.js';

/** What is kept in localStorage: the state with the version of its shape. */
interface Envelope {
  readonly version: number;
  readonly savedAt: string;
  readonly state: unknown;
}

/** What a load or an import says of the entries it left out as damaged (`left`, e.g. "cards[3]", "log[0]"). */
export const leftOutNote = (left: readonly string[]) => msg(str`Damaged, so left out: ${left.join(', ')}.`);

export interface StoredStateOptions<T> {
  /** localStorage namespace, usually the tag name. */
  readonly scope: string;
  /** Version of the saved shape; anything else is passed to `restore` as `unknown` data from another version. */
  readonly version: number;
  /**
   * Validates saved data; returns null when it cannot be recovered, or why not in a few words ("holds 5,000 cards,
   * more than …") when the reason is worth telling. Entries of a list it leaves out as damaged are named in `left`
   * (`cards[3]`): the rest is loaded, with a note. Never throws.
   */
  readonly restore: (saved: unknown, savedVersion: number, left: string[]) => T | null | string;
  /** Called when another tab saved new state under the same key (the `storage` event). */
  readonly onExternalChange: (state: T) => void;
}

export type LoadResult<T> =
  | { readonly kind: 'empty'; readonly note?: undefined }
  /** `note`: what was left out (the widget keeps the saved value as it is until something changes). */
  | { readonly kind: 'loaded'; readonly state: T; readonly note?: string }
  | { readonly kind: 'reset'; readonly note: string };

/** Where a widget's state is kept: `army-combat:<scope>:<key>`; nowhere without a `state-key`. */
const storageKey = (scope: string, stateKey: string | null | undefined) =>
  stateKey ? `army-combat:${scope}:${stateKey}` : null;

/** Something is saved under this `state-key` (storage not allowed: nothing is). Only from `connectedCallback` on. */
export function hasSaved(scope: string, stateKey: string) {
  try {
    return !!stateKey && !!localStorage.getItem(storageKey(scope, stateKey)!);
  } catch {
    return false;
  }
}

/**
 * Keeps a widget's state in localStorage under `army-combat:<scope>:<key>` when the element has a `state-key`,
 * and keeps two tabs on the same page in step. Corrupt or unrecoverable data is reported, never thrown.
 *
 * A widget drawn from a Share link starts from the state the link carries: the host's `shared` (`{ version, state }`,
 * what is saved here, see share-state.ts), read by the first {@link use} like saved state when nothing is saved under
 * the key, and said in the console too when it cannot be used. Reading it saves nothing: an embed shows the author's
 * state, it does not write over a reader's own.
 */
export class StoredStateController<T> implements ReactiveController {
  /** The storage key in use, or null when nothing is stored. */
  #key: string | null = null;
  /** The host, until the first {@link use} has read its `shared`. */
  #host: (ReactiveElement & { shared?: unknown }) | undefined;

  /** The widget: what could not be used is said in the console in its name. */
  readonly #element: ReactiveElement;

  constructor(
    host: ReactiveElement,
    private readonly options: StoredStateOptions<T>,
  ) {
    this.#host = this.#element = host;
    host.addController(this);
  }

  hostConnected() {
    window.addEventListener('storage', this.#onStorage);
  }

  hostDisconnected() {
    window.removeEventListener('storage', this.#onStorage);
  }

  /**
   * Switches to the author's `state-key` (empty or null: nothing is stored) and reads what is saved there. What could
   * not be used is said in the console too, once, as a widget's other problems are.
   */
  use(stateKey: string | null | undefined): LoadResult<T> {
    const host = this.#host;
    // Not on a page yet: rendered on the server (SSR-safe), or taking over the server's markup (src/hydrate.ts),
    // which holds nothing saved; what is saved loads when the widget is on the page.
    if (host && !host.isConnected) return { kind: 'empty' };
    this.#host = undefined;
    this.#key = storageKey(this.options.scope, stateKey);
    let raw: string | null;
    try {
      raw = this.#key && localStorage.getItem(this.#key);
    } catch {
      return {
        kind: 'reset',
        note: msg('This browser does not allow saving here, so changes last until the page closes.'),
      };
    }
    // Nothing saved, or an empty value (nothing a save writes).
    const read = raw ? this.#read(raw) : host?.shared === undefined ? null : this.#read(host.shared as object);
    if (read?.note) warnProblems(this.#element, [read.note]);
    return read ?? { kind: 'empty' };
  }

  save(state: T): string | null {
    if (!this.#key) return null;
    const envelope: Envelope = { version: this.options.version, savedAt: new Date().toISOString(), state };
    try {
      localStorage.setItem(this.#key, JSON.stringify(envelope));
      return null;
    } catch {
      return msg('Could not save (storage full or not allowed); changes last until the page closes.');
    }
  }

  /** Saved JSON text, or a link's state already parsed, read by the element's validator. */
  #read(raw: string | object): LoadResult<T> {
    const tooBig = typeof raw === 'string' && tooLong(raw.length);
    if (tooBig)
      return { kind: 'reset', note: msg(str`The saved state ${tooBig}, so it was not loaded and starts afresh.`) };
    let envelope: Partial<Envelope>;
    try {
      envelope = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Partial<Envelope>;
    } catch {
      return { kind: 'reset', note: msg('The saved state was damaged and could not be read, so it was reset.') };
    }
    const version = typeof envelope?.version === 'number' ? envelope.version : 0;
    const left: string[] = [];
    const state = envelope && typeof envelope === 'object' ? this.options.restore(envelope.state, version, left) : null;
    if (typeof state === 'string') return { kind: 'reset', note: msg(str`The saved state ${state}, so it was reset.`) };
    if (state === null) {
      const note =
        version === this.options.version
          ? msg('The saved state was damaged and could not be used, so it was reset.')
          : msg(str`The saved state came from another version (${version}) and could not be used, so it was reset.`);
      return { kind: 'reset', note };
    }
    return { kind: 'loaded', state, note: left[0] && leftOutNote(left) };
  }

  #onStorage = (event: StorageEvent) => {
    if (!this.#key || event.key !== this.#key || event.newValue === null) return;
    const result = this.#read(event.newValue);
    if (result.kind === 'loaded') this.options.onExternalChange(result.state);
  };
}
