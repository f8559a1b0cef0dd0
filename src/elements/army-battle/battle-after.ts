// After a Battle, nothing is lost: "New Battle" on a result not yet applied asks first (apply it, start without it, or
// keep it), and every Battle a new one replaces goes to "Battles today", kept under the board's `state-key`.
import { msg, str } from '@lit/localize';
import { html, nothing, type ReactiveController } from 'lit';

import type { BattleState } from '../../rules/battle/index.js';
import { lazyModule, LazyPanel } from '../../shared/lazy-panel.js';
import { formatNumber, inLanguage } from '../../shared/localize.js';
import { renderProblems } from '../../shared/problems.js';
import { isRecord } from '../../shared/records.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { BATTLE_VERSION, type BattleRecord, replay, replaySteps, restoreBattle } from './battle-record.js';
import { BattleRolls } from './battle-rolls.js';
import type { BoardHost } from './battle-session.js';
import type * as ReportView from './report-view.js';

/** The reports (loaded when a Battle ends): the list draws each past Battle's with them. */
const reportView = lazyModule(() => import('./report-view.js'));

/** How many past Battles the list keeps, newest first: a Day's Battles, and saved state stays small. */
export const TODAY_MAX = 8;
/** Bumped whenever {@link PastBattle}'s shape changes. */
const TODAY_VERSION = 1;

/** A Battle a new one replaced: its whole record (replayed for its report), the version it was kept in, when. */
export interface PastBattle {
  readonly version: number;
  readonly at: string;
  readonly battle: BattleRecord;
}

/** Each past Battle's state, replayed once for the board's life. */
const states = new WeakMap<BattleRecord, BattleState | null>();
function replayed(record: BattleRecord): BattleState | null {
  if (!states.has(record)) states.set(record, replay(record));
  return states.get(record)!;
}

/** One saved past Battle, if it still replays to an ended Battle; null otherwise (its state kept for its report). */
function readPast(saved: unknown): PastBattle | null {
  const { version, at, battle } = (saved ?? {}) as Partial<PastBattle>;
  if (typeof at !== 'string' || at.length > 40 || Number.isNaN(Date.parse(at))) return null;
  const record = restoreBattle(battle, version ?? 0);
  return record && replayed(record)?.step === 'ended' ? { version: BATTLE_VERSION, at, battle: record } : null;
}

/**
 * Reads "Battles today" back: the past Battles that still replay, newest first, at most {@link TODAY_MAX}; null when
 * none does. Never throws.
 */
export function restoreToday(saved: unknown, version: number): readonly PastBattle[] | null {
  // A Share link carries the board's Battle, which every store of the board reads first: no Battles today in it.
  if (isRecord(saved) && Array.isArray(saved.steps)) return [];
  if (version !== TODAY_VERSION || !Array.isArray(saved)) return null;
  const past = saved.slice(0, TODAY_MAX).flatMap((entry) => readPast(entry) ?? []);
  return past.length || !saved.length ? past : null;
}

/** A past Battle's rolls, one line each, for its Markdown copy. */
function pastRolls(record: BattleRecord): string[] {
  const rolls = new BattleRolls();
  rolls.set(record, replaySteps(record) ?? []);
  return rolls.rollLines();
}

/** What the board's session gives: its Battle, Apply, and a fresh start from the widgets inside. */
export interface AfterBattleSession {
  readonly record: () => BattleRecord | null;
  readonly battle: () => BattleState | null;
  readonly apply: () => void;
  readonly start: () => void;
}

/** "New Battle", its confirmation, the word on Undo after Apply, and "Battles today". */
export class AfterBattle implements ReactiveController {
  #past: readonly PastBattle[] = [];
  #key: string | undefined;
  #storageNote = '';
  /** "New Battle" was pressed on a result not applied yet: the board asks before it is set aside. */
  #confirming = false;
  /** Where the keyboard goes after the next update (the confirmation's first button, or back to "New Battle"). */
  #focus = '';
  #note = '';
  readonly #host: BoardHost;
  readonly #session: AfterBattleSession;
  readonly #store: StoredStateController<readonly PastBattle[]>;
  readonly #list: LazyPanel<typeof ReportView>;

  constructor(host: BoardHost, session: AfterBattleSession) {
    this.#host = host;
    this.#session = session;
    this.#store = new StoredStateController(host, {
      scope: 'army-battle-today',
      version: TODAY_VERSION,
      restore: restoreToday,
      onExternalChange: (past) => {
        this.#past = past;
        host.requestUpdate();
      },
    });
    this.#list = new LazyPanel(host, reportView, 'the Battles today');
    host.addController(this);
  }

  hostUpdate() {
    const host = this.#host;
    if (host.stateKey !== this.#key) {
      this.#key = host.stateKey;
      const loaded = this.#store.use(host.stateKey);
      this.#past = loaded.kind === 'loaded' ? loaded.state : [];
      this.#storageNote = loaded.kind === 'reset' ? loaded.note : '';
    }
    if (this.#confirming && !this.#unapplied()) this.#confirming = false; // undone, or applied meanwhile
  }

  hostUpdated() {
    if (!this.#focus) return;
    this.#host.renderRoot.querySelector<HTMLElement>(this.#focus)?.focus();
    this.#focus = '';
  }

  /** The Battle has ended and its result has not gone back to the armies and Morale (nor could: its own armies). */
  #unapplied() {
    const record = this.#session.record();
    return this.#session.battle()?.step === 'ended' && Boolean(record) && !record!.applied && !record!.own;
  }

  #newBattle = () => {
    if (!this.#unapplied()) return this.#begin();
    this.#confirming = true;
    this.#focus = '.confirm button';
    this.#host.requestUpdate();
  };

  /** The ended Battle goes to "Battles today" (newest first), and a new one starts from the widgets inside. */
  #begin = () => {
    const record = this.#session.record();
    if (record && this.#session.battle()?.step === 'ended') {
      const past = { version: BATTLE_VERSION, at: new Date().toISOString(), battle: record };
      this.#past = [past, ...this.#past].slice(0, TODAY_MAX);
      this.#storageNote = inLanguage(this.#host.languages.language, () => this.#store.save(this.#past) ?? '');
    }
    this.#confirming = false;
    this.#note = '';
    this.#focus = '[part~=actions] button'; // the button pressed is gone: the keyboard goes on from the new Battle's
    this.#session.start();
  };

  #applyThenBegin = () => {
    this.#session.apply();
    this.#begin();
  };

  #keep = () => {
    this.#confirming = false;
    this.#focus = '.new-battle';
    this.#host.requestUpdate();
  };

  #onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') this.#keep();
  };

  /** "New Battle", once the Battle has ended (in the board's tools). */
  renderNewBattle() {
    return this.#session.battle()?.step === 'ended'
      ? html`<button type="button" class="new-battle" aria-expanded=${this.#confirming} @click=${this.#newBattle}>
          ${msg('New Battle')}
        </button>`
      : nothing;
  }

  /** Under the tools: the confirmation a new Battle waits for, or what Undo does once the result is applied. */
  renderConfirm() {
    if (this.#confirming) {
      const [a, b] = this.#session.battle()!.commanders;
      return html`<div class="confirm" role="group" aria-labelledby="confirm-text" @keydown=${this.#onKey}>
        <p id="confirm-text">
          ${msg(
            str`The result of ${a.name} against ${b.name} is not applied to the armies and Morale yet. Started without it, the new Battle takes the rosters and trackers as they were before this one; its report stays under "Battles today".`,
          )}
        </p>
        <button type="button" class="primary" @click=${this.#applyThenBegin}>
          ${msg('Apply, then start a new Battle')}
        </button>
        <button type="button" @click=${this.#begin}>${msg('Start without applying')}</button>
        <button type="button" @click=${this.#keep}>${msg('Keep this Battle')}</button>
      </div>`;
    }
    return this.#session.record()?.applied
      ? html`<p class="muted">
          ${msg(
            'Applied. Undo takes the result back out of the rosters and trackers below, as long as none of them has changed since and the page is not loaded again.',
          )}
        </p>`
      : nothing;
  }

  /** "Battles today": each Battle a new one replaced, with its report to copy as Markdown or download as JSON. */
  renderToday() {
    const past = this.#past;
    if (!past.length && !this.#storageNote) return nothing;
    return html`${renderProblems([this.#storageNote].filter(Boolean))}
    ${
      past.length
        ? this.#list.details(
            msg(str`Battles today (${formatNumber(past.length)})`),
            (view) =>
              view.renderToday(
                past.flatMap(({ battle }) => {
                  const state = replayed(battle);
                  return state ? [{ state, record: battle }] : [];
                }),
                {
                  note: this.#note,
                  onCopy: (state, record) =>
                    void view
                      .copyReport(state, this.#host.languages.language, () => pastRolls(record))
                      .then((note) => {
                        this.#note = note;
                        this.#host.requestUpdate();
                      }),
                },
              ),
            { class: 'today' },
          )
        : nothing
    }`;
  }
}

/**
 * Focuses where the keyboard goes on after a step: the next action; once the Battle has ended, "Apply" once its report
 * is drawn, else "New Battle". Brought into view: a roll's card drawn above may push it below the screen, and a button
 * that kept the focus (the one pressed, now the next action) is not scrolled to by `focus()`. Whether there was one.
 */
export function focusNext(root: ParentNode): boolean {
  const at = (selector: string) => root.querySelector<HTMLElement>(selector);
  const next =
    at('[part~=actions] :is(button, input)') ??
    at('.report .primary:not(:disabled)') ??
    (at('.report') && at('.new-battle'));
  next?.focus();
  (next?.closest('[part~=actions]') ?? next)?.scrollIntoView({ block: 'nearest' }); // every choice, not only the first
  return Boolean(next);
}
