import type { ReactiveElement } from 'lit';

import { UpkeepMoraleEvent } from '../../events/index.js';
import { LUNARI_PER_MORALE } from '../../rules/economy/index.js';
import { lazyModule, notLoaded, warnNotLoaded } from '../../shared/lazy-panel.js';
import { inLanguage, type LanguageController } from '../../shared/localize.js';
import { ModuleQueue } from '../../shared/module-queue.js';
import { StoredStateController } from '../../shared/stored-state.js';
import type * as Changes from './tracker-change.js';
import { restoreTracker, TRACKER_VERSION, type TrackerState } from './tracker-state.js';

/** What changes the state (tracker-change.ts): loaded with the first change, which waits for it. */
export const changeModule = lazyModule(() => import('./tracker-change.js'));

/** What the controller needs of its tracker element. */
interface Host extends ReactiveElement {
  readonly commanderId: string;
  readonly name: string;
  readonly languages: LanguageController;
}

/**
 * A tracker's state and what follows every change of it: saving (with `state-key`, in step with other tabs), the
 * one line of feedback that is announced, and the events other widgets hear (`army-morale-change`, `army-routed`
 * once, `army-upkeep-morale` when the Day's upkeep Morale changes). Changing it is tracker-change.ts's: a change
 * that comes before that code (another widget's, another tab's) waits for it, in order, and is never lost.
 */
export class TrackerRecord {
  tracker: TrackerState;
  /** What the last action did, or why it was refused: the one live region, so each change is announced once. */
  feedback = '';
  /** A note about saved state (reset, could not save). */
  storageNote = '';
  readonly host: Host;
  /** The Morale spent on upkeep today that the rosters were last told. */
  #upkeepSent: number | null = null;
  readonly #store: StoredStateController<TrackerState>;
  readonly #changes: ModuleQueue<typeof Changes>;

  constructor(host: Host, initial: TrackerState) {
    this.host = host;
    this.tracker = initial;
    this.#store = new StoredStateController<TrackerState>(host, {
      scope: 'morale-tracker',
      version: TRACKER_VERSION,
      restore: restoreTracker,
      onExternalChange: (saved) => this.change((changes) => changes.fromOtherTab(this, saved)),
    });
    this.#changes = new ModuleQueue(changeModule, (error) => {
      warnNotLoaded(host, 'what changes Morale')(error);
      this.say(notLoaded());
    });
  }

  /** While changes wait for their code: resolves once they are made. */
  get pending(): Promise<void> | undefined {
    return this.#changes.pending;
  }

  /** Makes a change with tracker-change.ts, in the tracker's language: at once when loaded, else once it is. */
  change(act: (changes: typeof Changes) => void) {
    this.#changes.run((changes) => inLanguage(this.host.languages.language, () => act(changes)));
  }

  /** Switches to `stateKey` and loads what is saved there; else `fresh()`, or keeps what is on screen. */
  load(stateKey: string, fresh: () => TrackerState) {
    const loaded = this.#store.use(stateKey);
    this.storageNote = loaded.note ?? ''; // reset, or entries left out
    if (loaded.kind === 'loaded') this.tracker = loaded.state;
    else if (loaded.kind === 'reset' || !this.host.hasUpdated) this.tracker = fresh();
    else this.save(); // a key given later keeps what is on screen
    this.host.requestUpdate();
  }

  /** Shows a line in the live region without changing anything (a refusal, a hint). */
  say(feedback: string) {
    this.feedback = feedback;
    this.host.requestUpdate();
  }

  /** AC-EC-2: tells the roster of this commander the Morale spent on upkeep today, when it changed (or `always`). */
  sendUpkeep(always = false) {
    const morale = this.tracker.upkeepToday;
    if (!always && morale === this.#upkeepSent) return;
    this.#upkeepSent = morale;
    const { commanderId: commander, name } = this.host;
    const lunari = morale * LUNARI_PER_MORALE;
    this.host.dispatchEvent(new UpkeepMoraleEvent({ commander, name: name.trim() || commander, morale, lunari }));
  }

  /** Saves the state (with `state-key`); a problem is noted. */
  save() {
    const problem = this.#store.save(this.tracker);
    if (problem) this.storageNote = problem;
  }
}
