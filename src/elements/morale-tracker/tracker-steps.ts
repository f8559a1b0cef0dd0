// The tracker's state changed step by step: a change recorded, one undone, and whether two states say the same. Pure;
// loaded with the first change (tracker-change.ts), so that a tracker only looked at downloads none of it.
import { totalMorale } from '../../rules/morale/index.js';
import {
  type LogEntry,
  type LogNote,
  MOST_LOG,
  MOST_UNDO,
  phraseOf,
  restoreTracker,
  type RoutDie,
  type Snapshot,
  TRACKER_VERSION,
  type TrackerState,
} from './tracker-state.js';

/** A change to record: the new Morale state, and the Rout dice and upkeep spent when they change too. */
export interface TrackerChange {
  readonly morale: TrackerState['morale'];
  readonly rout?: readonly RoutDie[] | null;
  readonly upkeepToday?: number;
}

/** The reason of a change in English (for events and the saved state): its first note. */
export const reasonOf = (notes: readonly LogNote[]): string => notes[0]?.text ?? 'Changed';

/** Records a change: the new Morale state (and Rout dice), a log line and an undo step. */
export function recordChange(
  tracker: TrackerState,
  next: TrackerChange,
  notes: readonly LogNote[],
  at: Date,
): TrackerState {
  const rout = next.rout === undefined ? (next.morale.routed ? tracker.rout : null) : next.rout;
  const entry: LogEntry = {
    at: at.toISOString(),
    notes,
    from: totalMorale(tracker.morale),
    to: totalMorale(next.morale),
  };
  const { morale, upkeepToday } = tracker;
  const snapshot: Snapshot = {
    morale,
    rout: tracker.rout,
    upkeepToday,
    reason: reasonOf(notes),
    ...(notes[0] ? { note: notes[0] } : {}),
  };
  return {
    morale: next.morale,
    rout,
    upkeepToday: next.upkeepToday ?? upkeepToday,
    log: [entry, ...tracker.log].slice(0, MOST_LOG),
    undo: [snapshot, ...tracker.undo].slice(0, MOST_UNDO),
  };
}

/** Goes back one change; the log keeps both the change and its undoing. Null when there is nothing to undo. */
export function undoChange(tracker: TrackerState, at: Date): TrackerState | null {
  const [last, ...older] = tracker.undo;
  if (!last) return null;
  // The undone change's first note, said again in the tracker's language (older states kept only its English).
  const undone = last.note ? { ...phraseOf(last.note), undone: true as const } : {};
  const entry: LogEntry = {
    at: at.toISOString(),
    notes: [{ rule: 'undo', text: `Undone: ${last.reason}`, ...undone }],
    from: totalMorale(tracker.morale),
    to: totalMorale(last.morale),
  };
  const { morale, rout, upkeepToday } = last;
  return { morale, rout, upkeepToday, log: [entry, ...tracker.log].slice(0, MOST_LOG), undo: older };
}

/** Whether two tracker states say the same (compared as read back, so that the order of keys does not matter). */
export const sameTracker = (a: TrackerState, b: TrackerState): boolean =>
  JSON.stringify(restoreTracker(a, TRACKER_VERSION)) === JSON.stringify(restoreTracker(b, TRACKER_VERSION));
