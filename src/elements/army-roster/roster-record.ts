import { msg, str } from '@lit/localize';
import type { ReactiveElement } from 'lit';

import { MAX_CARDS } from '../../events/index.js';
import { lazyModule, notLoaded } from '../../shared/lazy-panel.js';
import { formatNumber, inLanguage, type LanguageController } from '../../shared/localize.js';
import { ModuleQueue } from '../../shared/module-queue.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { emptyRoster, restoreRoster, ROSTER_VERSION, type RosterState } from './roster-state.js';
import type * as Steps from './roster-steps.js';

/**
 * How each change is made (roster-steps.ts): no part of a roster's first frame, it loads with the part after it
 * (roster-after.ts asks for it as it arrives: idle time after the first frame, or the first sign of intent).
 */
export const stepsModule = lazyModule(() => import('./roster-steps.js'));

/** How many changes "Undo" can go back, and how many lines the log shows. */
const MOST_UNDO = 30;
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
  /** Storage notes (state reset, cannot save). */
  storageNote = '';
  readonly #host: RosterHost;
  readonly #onCommit: () => void;
  readonly #store: StoredStateController<RosterState>;
  /** The steps asked for while their code loads, committed in the order asked once it has. */
  readonly #steps = new ModuleQueue(stepsModule, (error) => {
    console.warn(`<${this.#host.localName}>: could not load its steps: ${String(error)}`);
    this.note(notLoaded());
  });

  constructor(host: RosterHost, onCommit: () => void) {
    this.#host = host;
    this.#onCommit = onCommit;
    this.#store = new StoredStateController<RosterState>(host, {
      scope: 'army-roster',
      version: ROSTER_VERSION,
      restore: restoreRoster,
      onExternalChange: (saved) => this.#set(saved),
    });
  }

  /** Switches to `stateKey` and loads what is saved there (a fresh start keeps what is on screen). */
  load(stateKey: string) {
    const result = this.#store.use(stateKey);
    this.storageNote = result.kind === 'reset' ? result.note : '';
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
   * Applies the step `make` returns (made in the roster's language; none: nothing changes): saved, logged and
   * undoable. A step past {@link MAX_CARDS} cards is refused with a note.
   */
  commit(make: () => RosterStep | null | undefined) {
    this.speak(() => {
      const step = make();
      if (!step) return;
      const { state, label } = step;
      if (state.cards.length > MAX_CARDS && state.cards.length > this.roster.cards.length)
        return this.note(msg(str`Not done: a roster holds at most ${formatNumber(MAX_CARDS)} cards (${label})`));
      this.undoSteps = [{ label, state: this.roster }, ...this.undoSteps].slice(0, MOST_UNDO);
      this.#set(state);
      this.note(label);
      this.#save();
      this.#onCommit();
    });
  }

  /**
   * Commits the step `make` makes with roster-steps.ts: at once when it has loaded, else once it has, in the order
   * asked, so that a click made before is not lost. When it cannot load, the log says so (the next step tries again).
   */
  step(make: (steps: typeof Steps) => RosterStep | null | undefined) {
    this.#steps.run((steps) => this.commit(() => make(steps)));
  }

  /** While steps asked for wait for their code: resolves once they are committed (the roster's update waits for it). */
  get pending(): Promise<void> | undefined {
    return this.#steps.pending;
  }

  /** A change that is kept and saved but is no step of its own (a figure's input, the page's units read again). */
  keep(patch: Partial<RosterState>) {
    this.#set({ ...this.roster, ...patch });
    this.#save();
  }

  note(text: string) {
    this.log = [text, ...this.log].slice(0, MOST_LOG);
    this.#host.requestUpdate();
  }

  undo() {
    const [last, ...older] = this.undoSteps;
    if (!last) return;
    // The figures' inputs and the page's units are not steps: they stay as they are now.
    const { moraleSpent, terrain, written } = this.roster;
    this.#set({ ...last.state, moraleSpent, terrain, written });
    this.undoSteps = older;
    this.note(this.speak(() => msg(str`Undone: ${last.label}`)));
    this.#save();
  }

  #set(state: RosterState) {
    this.roster = state;
    this.#host.requestUpdate();
  }

  #save() {
    const problem = this.speak(() => this.#store.save(this.roster));
    if (problem) this.storageNote = problem;
  }
}
