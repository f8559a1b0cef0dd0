import type { ReactiveElement } from 'lit';

import { lazyModule, notLoaded, warnNotLoaded } from '../../shared/lazy-panel.js';
import { inLanguage, type LanguageController } from '../../shared/localize.js';
import { ModuleQueue } from '../../shared/module-queue.js';
import { StoredStateController } from '../../shared/stored-state.js';
import type * as Change from './roster-change.js';
import { emptyRoster, restoreRoster, ROSTER_VERSION, type RosterState } from './roster-state.js';

/**
 * How the roster changes (roster-change.ts: each step, committing it, Undo, a card's controls): no part of a roster's
 * first frame, it loads with the part after it (roster-after.ts asks for it as it arrives: idle time after the first
 * frame, or the first sign of intent).
 */
export const changeModule = lazyModule(() => import('./roster-change.js'));

/** How many lines the log shows. */
const MOST_LOG = 4;

/** A change of the roster as one undoable step: the state after it, and what it did in a player's words. */
export interface RosterStep {
  readonly state: RosterState;
  readonly label: string;
}

/** The roster as its panels see it: an element that speaks the language of its nearest `lang` (see Localized). */
export type RosterHost = ReactiveElement & { readonly languages: LanguageController };

/**
 * A roster's state and its history: every change is saved (with `state-key`, in step with other tabs), logged and
 * can be undone. `onCommit` runs after each change, so that the element can tell the other widgets at once.
 */
export class RosterRecord {
  roster: RosterState = emptyRoster();
  undoSteps: readonly RosterStep[] = [];
  /** The last changes, newest first. */
  log: readonly string[] = [];
  /** Storage notes (state reset, entries left out, cannot save). */
  storageNote = '';
  /** The saved value could not all be read: not written over until the player changes something. */
  #held?: boolean;
  /** Runs after each committed step (see roster-change.ts). */
  readonly onCommit: () => void;
  readonly #host: RosterHost;
  readonly #store: StoredStateController<RosterState>;
  /** The changes asked for while their code loads, made in the order asked once it has. */
  readonly #changes = new ModuleQueue(changeModule, (error) => {
    warnNotLoaded(this.#host, 'its steps')(error);
    this.note(notLoaded());
  });

  constructor(host: RosterHost, onCommit: () => void) {
    this.#host = host;
    this.onCommit = onCommit;
    this.#store = new StoredStateController<RosterState>(host, {
      scope: 'army-roster',
      version: ROSTER_VERSION,
      restore: restoreRoster,
      onExternalChange: (saved) => this.#set(saved),
    });
  }

  /**
   * Switches to `stateKey` and loads what is saved there (a fresh start keeps what is on screen). What was reset or
   * left out stays saved as it was until the player changes something (not the page's units read again).
   */
  load(stateKey: string) {
    const result = this.#store.use(stateKey);
    this.storageNote = result.note ?? '';
    this.#held = !!this.storageNote;
    if (result.kind === 'loaded') {
      this.roster = result.state;
      this.undoSteps = [];
    }
    this.#host.requestUpdate();
  }

  /**
   * Runs `work` in the roster's language: what an event handler writes outside an update (a step's label, a note, a
   * problem) is in the language the roster is drawn in.
   */
  speak<T>(work: () => T): T {
    return inLanguage(this.#host.languages.language, work);
  }

  /**
   * Runs `act` with how the roster changes (roster-change.ts): at once when it has loaded, else once it has, in the order
   * asked, so that a click made before is not lost. When it cannot load, the log says so (the next change tries again).
   */
  change(act: (change: typeof Change) => void) {
    this.#changes.run(act);
  }

  /**
   * Commits the step `make` makes (made in the roster's language; none: nothing changes): saved, logged and undoable
   * (see {@link change} and roster-change.ts's `commit`).
   */
  step(make: (steps: typeof Change) => RosterStep | null | undefined) {
    this.change((change) => change.commit(this, () => make(change)));
  }

  undo() {
    this.change((change) => change.undo(this));
  }

  /** While changes asked for wait for their code: resolves once they are made (the roster's update waits for it). */
  get pending(): Promise<void> | undefined {
    return this.#changes.pending;
  }

  /** Makes `state` the roster, with `undoSteps` to go back through, logged as `label` and saved (a step, an undo). */
  apply(state: RosterState, undoSteps: readonly RosterStep[], label: string) {
    this.#held = false;
    this.undoSteps = undoSteps;
    this.#set(state);
    this.note(label);
    this.#save();
  }

  /**
   * A change that is kept and saved but is no step of its own: a figure's input, or the page's units read again
   * (`fromPage`, which does not write over a saved value that could not all be read).
   */
  keep(patch: Partial<RosterState>, fromPage?: boolean) {
    this.#held &&= fromPage;
    this.#set({ ...this.roster, ...patch });
    this.#save();
  }

  note(text: string) {
    this.log = [text, ...this.log].slice(0, MOST_LOG);
    this.#host.requestUpdate();
  }

  #set(state: RosterState) {
    this.roster = state;
    this.#host.requestUpdate();
  }

  #save() {
    if (this.#held) return;
    const problem = this.speak(() => this.#store.save(this.roster));
    if (problem) this.storageNote = problem;
  }
}
