// A tracker's Morale told to the widgets that ask for it (`army-morale-request`: a chance to win against an army
// counts it), and told once when this code has loaded, for a widget that asked before. An announcement, not a change:
// its `reason` is empty. Loaded after the tracker's first frame, with its panels (tracker-after.ts).
import type { ReactiveController } from 'lit';

import { MoraleChangeEvent, type MoraleRequestEvent, readMoraleRequest } from '../../events/index.js';
import { sameName } from '../../rules/core/index.js';
import { type MoraleState, totalMorale } from '../../rules/morale/index.js';
import { inBoard } from '../../shared/in-board.js';
import { hear } from '../../shared/page-events.js';
import type { MoraleTracker } from './morale-tracker.js';

/** What tells the page a commander's Morale: `reason` (in English) is what changed it, '' when nothing did. */
export const moraleChange = (commander: string, morale: MoraleState, reason: string) =>
  new MoraleChangeEvent({ commander, morale: totalMorale(morale), start: morale.start, routed: morale.routed, reason });

/** Answers `army-morale-request` for the tracker's commander while the tracker is on the page. */
export class MoraleAnnouncer implements ReactiveController {
  readonly #host: MoraleTracker;

  constructor(host: MoraleTracker) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected() {
    document.addEventListener('army-morale-request', this.#asked);
    queueMicrotask(this.#tell);
  }

  hostDisconnected() {
    document.removeEventListener('army-morale-request', this.#asked);
  }

  #asked = (event: MoraleRequestEvent) => {
    const asked = hear(this.#host, 'army-morale-request', readMoraleRequest, event);
    if (asked && sameName(asked.commander, this.#host.commanderId)) this.#tell();
  };

  /** Inside a board the Morale shown is the Battle's, which the board tells. */
  #tell = () => {
    const host = this.#host;
    if (host.isConnected && !inBoard(host)) host.dispatchEvent(moraleChange(host.commanderId, host.moraleState, ''));
  };
}
