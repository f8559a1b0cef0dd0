// What tells the page a commander's Morale, for a change (tracker-change.ts) and for a widget that asks for it
// (protocol.ts: `army-morale-request`).
import { MoraleChangeEvent } from '../../events/index.js';
import { type MoraleState, totalMorale } from '../../rules/morale/index.js';

/** `army-morale-change` for `morale`: `reason` (in English) is what changed it, '' when nothing did (an answer). */
export const moraleChange = (commander: string, morale: MoraleState, reason: string) =>
  new MoraleChangeEvent({ commander, morale: totalMorale(morale), start: morale.start, routed: morale.routed, reason });
