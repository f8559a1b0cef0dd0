// Undo, a pure step of the tracker's state (tracker-state.ts), loaded with what the buttons do (pressed.ts).
import { totalMorale } from '../../rules/morale/index.js';
import { type LogEntry, MOST_LOG, phraseOf, type TrackerState } from './tracker-state.js';

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
