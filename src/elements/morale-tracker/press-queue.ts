// What the tracker's buttons do (pressed.ts) loads on the first sign of intent; a press made before it has loaded waits
// for it, so that a click right after the page shows the tracker is never lost.
import { lazyModule, notLoaded, warnNotLoaded } from '../../shared/lazy-panel.js';
import { ModuleQueue } from '../../shared/module-queue.js';
import type { TrackerRecord } from './tracker-record.js';

/** What the buttons do: loaded on the first touch, focus or key on a tracker, or its first click. */
export const pressedModule = lazyModule(() => import('./pressed.js'));

/** The presses of one tracker, acted on in the order made; when their code cannot load, the tracker says so. */
export const pressQueue = (host: HTMLElement, record: TrackerRecord) =>
  new ModuleQueue(pressedModule, (error) => {
    warnNotLoaded(host, 'what the buttons do')(error);
    record.say(notLoaded()); // the next press tries again
  });
