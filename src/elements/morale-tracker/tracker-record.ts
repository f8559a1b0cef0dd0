import { msg, str } from '@lit/localize';
import type { ReactiveElement } from 'lit';

import { MoraleChangeEvent, RoutedEvent, UpkeepMoraleEvent } from '../../events/index.js';
import { LUNARI_PER_MORALE } from '../../rules/economy/index.js';
import { type MoraleState, totalMorale } from '../../rules/morale/index.js';
import { formatNumber, inLanguage, type LanguageController } from '../../shared/localize.js';
import { moraleSaid } from '../../shared/rule-sentences/morale.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { noteSaid } from './log-notes.js';
import {
  type LogNote,
  reasonOf,
  recordChange,
  restoreTracker,
  sameTracker,
  TRACKER_VERSION,
  type TrackerChange,
  type TrackerResult,
  type TrackerState,
} from './tracker-state.js';

/** What the controller needs of its tracker element. */
interface Host extends ReactiveElement {
  readonly commanderId: string;
  readonly name: string;
  readonly languages: LanguageController;
}

/**
 * A tracker's state and what follows every change of it: saving (with `state-key`, in step with other tabs), the
 * one line of feedback that is announced, and the events other widgets hear (`army-morale-change`, `army-routed`
 * once, `army-upkeep-morale` when the Day's upkeep Morale changes).
 */
export class TrackerRecord {
  tracker: TrackerState;
  /** What the last action did, or why it was refused: the one live region, so each change is announced once. */
  feedback = '';
  /** A note about saved state (reset, could not save). */
  storageNote = '';
  readonly #host: Host;
  /** The Morale spent on upkeep today that the rosters were last told. */
  #upkeepSent: number | null = null;
  readonly #store: StoredStateController<TrackerState>;

  constructor(host: Host, initial: TrackerState) {
    this.#host = host;
    this.tracker = initial;
    this.#store = new StoredStateController<TrackerState>(host, {
      scope: 'morale-tracker',
      version: TRACKER_VERSION,
      restore: restoreTracker,
      onExternalChange: (saved) => this.#onOtherTab(saved),
    });
  }

  /** Switches to `stateKey` and loads what is saved there; else `fresh()`, or keeps what is on screen. */
  load(stateKey: string, fresh: () => TrackerState) {
    const loaded = this.#store.use(stateKey);
    this.storageNote = loaded.kind === 'reset' ? loaded.note : '';
    if (loaded.kind === 'loaded') this.tracker = loaded.state;
    else if (loaded.kind === 'reset' || !this.#host.hasUpdated) this.tracker = fresh();
    else this.#save(); // a key given later keeps what is on screen
    this.#host.requestUpdate();
  }

  /** Shows a line in the live region without changing anything (a refusal, a hint). */
  say(feedback: string) {
    this.feedback = feedback;
    this.#host.requestUpdate();
  }

  /** Applies a rules transition (and the upkeep spent, when it changes), or says in plain words why it was refused. */
  apply(result: TrackerResult, refused: string, more: Omit<TrackerChange, 'morale'> = {}): boolean {
    if (!result.ok) {
      this.say(`${refused}: ${moraleSaid(result.why)} (${result.rule}).`);
      return false;
    }
    this.record({ ...more, morale: result.state }, result.notes);
    return true;
  }

  /** Records a change: saved, logged, announced in the tracker's language, and told to the page in English. */
  record(change: TrackerChange, notes: readonly LogNote[]) {
    const before = this.tracker.morale;
    this.tracker = recordChange(this.tracker, change, notes, new Date());
    this.#save();
    this.#tell(before, reasonOf(notes), notes.map(noteSaid), notes);
  }

  /**
   * Takes a whole state (a change undone, an imported file), saved and announced: `said` in the tracker's language,
   * `reason` in English.
   */
  replace(state: TrackerState, reason: string, said: readonly string[] = [reason]) {
    const before = this.tracker.morale;
    this.tracker = state;
    this.#save();
    this.#tell(before, reason, said);
  }

  /** AC-EC-2: tells the roster of this commander the Morale spent on upkeep today, when it changed (or `always`). */
  sendUpkeep(always = false) {
    const morale = this.tracker.upkeepToday;
    if (!always && morale === this.#upkeepSent) return;
    this.#upkeepSent = morale;
    const { commanderId: commander, name } = this.#host;
    const lunari = morale * LUNARI_PER_MORALE;
    this.#host.dispatchEvent(new UpkeepMoraleEvent({ commander, name: name.trim() || commander, morale, lunari }));
  }

  #save() {
    const problem = this.#store.save(this.tracker);
    if (problem) this.storageNote = problem;
  }

  /**
   * Announces a change (`said`, sentence by sentence, in the tracker's language) and sends the events (the `reason`
   * in English): every change, the Rout once, and the upkeep Morale when it changed.
   */
  #tell(before: MoraleState, reason: string, said: readonly string[], notes: readonly LogNote[] = []) {
    const now = this.tracker.morale;
    const total = totalMorale(now);
    const told = notes.some((note) => note.key === 'routed'); // AC-MO-2, said by the rules already
    const routed = now.routed && !before.routed && !told ? ` ${msg('Routed.')}` : '';
    this.say(`${said.join('. ')}. ${msg(str`Morale ${formatNumber(total)}.`)}${routed}`);
    const commander = this.#host.commanderId;
    this.#host.dispatchEvent(
      new MoraleChangeEvent({ commander, morale: total, start: now.start, routed: now.routed, reason }),
    );
    if (now.routed && !before.routed) this.#host.dispatchEvent(new RoutedEvent({ commander }));
    this.sendUpkeep();
  }

  #onOtherTab(saved: TrackerState) {
    if (sameTracker(saved, this.tracker)) return;
    const before = this.tracker.morale;
    this.tracker = saved; // not saved back: that would bounce between the tabs
    const [first] = saved.log[0]?.notes ?? [];
    inLanguage(this.#host.languages.language, () =>
      this.#tell(before, first ? first.text : 'Changed in another tab', [
        first ? msg(str`Changed in another tab: ${noteSaid(first)}`) : msg('Changed in another tab'),
      ]),
    );
  }
}
