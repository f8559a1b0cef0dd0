import type { ShareSource } from '../../shared/share.js';
import type { MoraleTracker } from './morale-tracker.js';
import { TRACKER_VERSION } from './tracker-state.js';

/**
 * A tracker's "Share": its attributes and its whole state as `state-key` keeps it (Morale, log, undo, the Rout's dice,
 * upkeep today), so that the link shows what the tracker shows. A board shares the trackers inside it the same way.
 */
export const trackerShare = (tracker: MoraleTracker): ShareSource => ({
  tag: 'morale-tracker',
  state: () => ({ version: TRACKER_VERSION, state: tracker.trackerState }),
});
