import { MAX_CARDS, type RoutRoll } from '../../events/index.js';
import type { Phrase, RuleNote } from '../../rules/core/index.js';
import { type MoraleResult, type MoraleState, restoreMoraleState } from '../../rules/morale/index.js';
import { isRecord } from '../../shared/records.js';

/**
 * What `<morale-tracker>` keeps (in localStorage with `state-key`, and in exported JSON): the Morale state of
 * the rules package, the Morale spent on upkeep this Day, the log of every change, what "Undo" can go back to, and
 * the last Rout's dice. Plain JSON-safe data; every function here is pure.
 */

/** Bumped whenever {@link TrackerState}'s shape changes, so that old saved states are recognised and reset. */
export const TRACKER_VERSION = 1;
/** Enough for a long Day of Battles; older lines fall off so that the saved state stays small. */
export const MOST_LOG = 200;
export const MOST_UNDO = 30;
/** More notes than any change of Morale writes. */
const MOST_NOTES = 20;

/**
 * A note of the log: its rule and its English (what events and older saved states carry), and the phrase it was
 * written from, so that it is shown in the tracker's language (the rules' `MoralePhrase`, or the tracker's own
 * keys, see log-notes.ts). `undone` marks the undoing of a change, whose first note's phrase it keeps.
 */
export interface LogNote extends RuleNote, Partial<Phrase> {
  readonly undone?: true;
}

/** A change the tracker records: a rules' transition, or one whose notes the tracker has said more of. */
export type TrackerResult =
  | MoraleResult
  | { readonly ok: true; readonly state: MoraleState; readonly notes: readonly LogNote[]; readonly lunari?: number };

/** One line of the log: when, what the rules said (the first note is the reason), and Morale before → after. */
export interface LogEntry {
  readonly at: string;
  readonly notes: readonly LogNote[];
  readonly from: number;
  readonly to: number;
}

/** One unit's die after a Rout (AC-MO-2), as kept and as sent to the roster (`army-rout-rolled`). */
export type RoutDie = RoutRoll;

/** What "Undo" restores, and what it undoes (for the log): its reason in English, and its first note. */
export interface Snapshot {
  readonly morale: MoraleState;
  readonly rout: readonly RoutDie[] | null;
  readonly upkeepToday: number;
  readonly reason: string;
  /** Missing in states saved before notes kept their phrase. */
  readonly note?: LogNote;
}

export interface TrackerState {
  readonly morale: MoraleState;
  /** Newest first. */
  readonly log: readonly LogEntry[];
  /** Newest first. */
  readonly undo: readonly Snapshot[];
  /** The dice of the last Rout, once rolled (AC-MO-2); null before. */
  readonly rout: readonly RoutDie[] | null;
  /** Morale spent on upkeep since the last New Day (AC-EC-2): the roster of this commander takes it off upkeep. */
  readonly upkeepToday: number;
}

export const freshTracker = (morale: MoraleState): TrackerState => ({
  morale,
  log: [],
  undo: [],
  rout: null,
  upkeepToday: 0,
});

// Reading saved data back: every field checked; a damaged log line or undo step is left out, anything else odd makes
// the whole state unusable (null).

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Every item read, or null when any is unreadable; with `left`, the readable ones, each other one named in `left`
 * (`log[3]`). Only the first `most` are read: the caps that keep the state small apply to saved and imported states
 * too, so that a huge one still loads at once.
 */
function readAll<T>(value: unknown, read: (item: unknown) => T | null, most: number, left?: string[]): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.slice(0, most).map(read);
  const kept = items.filter((item, i) => item !== null || !left?.push(`log[${i}]`)) as T[];
  return left || kept.length === items.length ? kept : null;
}

/** A note's phrase, when it has one: its key, and its values when they are all text or numbers. */
export function phraseOf({ key, values }: { readonly key?: unknown; readonly values?: unknown }): Phrase | null {
  if (!isText(key)) return null;
  if (values === undefined) return { key };
  const fair = isRecord(values) && Object.values(values).every((v) => isText(v) || typeof v === 'number');
  return fair ? { key, values: values as Phrase['values'] } : null;
}

/** A note read back: its rule and English, with its phrase when it has a readable one (older states have none). */
function readNote(note: unknown): LogNote | null {
  if (!isRecord(note) || !isText(note.rule) || !isText(note.text)) return null;
  const said = phraseOf(note);
  return { rule: note.rule, text: note.text, ...said, ...(note.undone === true ? { undone: true } : {}) };
}

function readLogEntry(value: unknown): LogEntry | null {
  if (!isRecord(value) || !isText(value.at) || Number.isNaN(Date.parse(value.at))) return null;
  const notes = readAll(value.notes, readNote, MOST_NOTES);
  if (!notes || !isCount(value.from) || !isCount(value.to)) return null;
  return { at: value.at, notes, from: value.from, to: value.to };
}

function readMorale(value: unknown): MoraleState | null {
  const restored = restoreMoraleState(value);
  return 'state' in restored ? restored.state : null;
}

function readDie(die: unknown): RoutDie | null {
  if (!isRecord(die) || !isText(die.name) || typeof die.killed !== 'boolean') return null;
  if (!Number.isInteger(die.roll) || (die.roll as number) < 1 || (die.roll as number) > 6) return null;
  const read = { name: die.name, roll: die.roll as number, killed: die.killed };
  return isText(die.cardId) ? { ...read, cardId: die.cardId } : read;
}

/** The Rout's dice: null when none were rolled, undefined when they are unreadable. */
function readRout(value: unknown): readonly RoutDie[] | null | undefined {
  if (value === null || value === undefined) return null;
  return readAll(value, readDie, MAX_CARDS) ?? undefined;
}

/** Morale spent on upkeep today; missing in states saved before it was kept, which means none. */
const readUpkeep = (value: unknown): number | null => (value === undefined ? 0 : isCount(value) ? value : null);

function readSnapshot(value: unknown): Snapshot | null {
  if (!isRecord(value) || !isText(value.reason)) return null;
  const morale = readMorale(value.morale);
  const rout = readRout(value.rout);
  const upkeepToday = readUpkeep(value.upkeepToday);
  const note = value.note === undefined ? undefined : readNote(value.note);
  if (!morale || rout === undefined || upkeepToday === null || note === null) return null;
  return { morale, rout, upkeepToday, reason: value.reason, ...(note ? { note } : {}) };
}

/**
 * Reads a saved tracker state back (from localStorage or an imported file). Null when it is not a tracker
 * state of {@link TRACKER_VERSION}, or its Morale, undo steps, Rout dice or upkeep are damaged; a damaged log line is
 * left out and named in `left`. Never throws.
 */
export function restoreTracker(saved: unknown, version: number, left?: string[]): TrackerState | null {
  if (version !== TRACKER_VERSION || !isRecord(saved)) return null;
  const morale = readMorale(saved.morale);
  const log = readAll(saved.log, readLogEntry, MOST_LOG, left);
  const undo = readAll(saved.undo, readSnapshot, MOST_UNDO); // a step left out would make Undo skip a change
  const rout = readRout(saved.rout);
  const upkeepToday = readUpkeep(saved.upkeepToday);
  if (!morale || !log || !undo || rout === undefined || upkeepToday === null) return null;
  return { morale, log, undo, rout, upkeepToday };
}
