// What the tracker's buttons do (pressed.ts) loads on the first sign of intent; a press made before it has loaded waits
// for it, so that a click right after the page shows the tracker is never lost.
import { lazyModule, notLoaded } from '../../shared/lazy-panel.js';
import type { TrackerRecord } from './tracker-record.js';

/** What the buttons do: loaded on the first touch, focus or key on a tracker, or its first click. */
export const pressedModule = lazyModule(() => import('./pressed.js'));

type Pressed = NonNullable<typeof pressedModule.loaded>;

/** The presses of one tracker, acted on in the order made. */
export class PressQueue {
  /** While a press waits for what the buttons do: the tracker's update is complete once it has acted. */
  pending: Promise<void> | undefined;
  readonly #host: HTMLElement;
  readonly #record: TrackerRecord;

  constructor(host: HTMLElement, record: TrackerRecord) {
    this.#host = host;
    this.#record = record;
  }

  /** Runs `act` with what the buttons do: at once when loaded, else once loaded. When it cannot load, says so. */
  run(act: (pressed: Pressed) => void) {
    if (pressedModule.loaded && !this.pending) return act(pressedModule.loaded);
    const pending = (this.pending ?? Promise.resolve())
      .then(() => pressedModule.load())
      .then(act, (error: unknown) => {
        console.warn(`<${this.#host.localName}>: could not load what the buttons do: ${String(error)}`);
        this.#record.say(notLoaded()); // the next press tries again
      })
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
  }
}
