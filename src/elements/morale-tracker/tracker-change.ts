// What changes a tracker's state, loaded with its first change (a button's first touch, another widget's event,
// another tab's save, a board's Battle handed over): the change saved, logged, announced and told to the page, and a
// Battle started or ended because another widget says so (one way only: never theirs, no loops).
import { msg, str } from '@lit/localize';

import { RoutedEvent } from '../../events/index.js';
import { enterBattle, leaveBattle, type MoraleState, totalMorale } from '../../rules/morale/index.js';
import { formatNumber } from '../../shared/localize.js';
import { moraleSaid } from '../../shared/rule-sentences/morale.js';
import { noteSaid } from './log-notes.js';
import { moraleChange } from './morale-event.js';
import type { TrackerRecord } from './tracker-record.js';
import type { LogNote, TrackerResult, TrackerState } from './tracker-state.js';
import { reasonOf, recordChange, sameTracker, type TrackerChange, undoChange } from './tracker-steps.js';

/**
 * Announces a change (`said`, sentence by sentence, in the tracker's language) and sends the events (the `reason`
 * in English): every change, the Rout once, and the upkeep Morale when it changed.
 */
function tell(
  record: TrackerRecord,
  before: MoraleState,
  reason: string,
  said: readonly string[],
  notes: readonly LogNote[] = [],
) {
  const now = record.tracker.morale;
  const total = totalMorale(now);
  const told = notes.some((note) => note.key === 'routed'); // AC-MO-2, said by the rules already
  const routed = now.routed && !before.routed && !told ? ` ${msg('Routed.')}` : '';
  // A Rout's note already says "Morale 0": not said twice.
  record.say(`${said.join('. ')}.${told ? '' : ` ${msg(str`Morale ${formatNumber(total)}.`)}`}${routed}`);
  const { host } = record;
  const commander = host.commanderId;
  host.dispatchEvent(moraleChange(commander, now, reason));
  if (now.routed && !before.routed) host.dispatchEvent(new RoutedEvent({ commander }));
  record.sendUpkeep();
}

/** Records a change: saved, logged, announced in the tracker's language, and told to the page in English. */
export function takeChange(record: TrackerRecord, change: TrackerChange, notes: readonly LogNote[]) {
  const before = record.tracker.morale;
  record.tracker = recordChange(record.tracker, change, notes, new Date());
  record.save();
  tell(record, before, reasonOf(notes), notes.map(noteSaid), notes);
}

/**
 * Takes a whole state (a change undone, an imported file), saved and announced: `said` in the tracker's language,
 * `reason` in English.
 */
export function takeState(
  record: TrackerRecord,
  state: TrackerState,
  reason: string,
  said: readonly string[] = [reason],
) {
  const before = record.tracker.morale;
  record.tracker = state;
  record.save();
  tell(record, before, reason, said);
}

/** Applies a rules transition (and the upkeep spent, when it changes), or says in plain words why it was refused. */
export function apply(
  record: TrackerRecord,
  result: TrackerResult,
  refused: string,
  more: Omit<TrackerChange, 'morale'> = {},
): boolean {
  if (!result.ok) {
    record.say(`${refused}: ${moraleSaid(result.why)} (${result.rule}).`);
    return false;
  }
  takeChange(record, { ...more, morale: result.state }, result.notes);
  return true;
}

/**
 * A change another widget caused (Morale damage, Morale given back), worked out from the Morale now, after the
 * changes that came before it; null changes nothing.
 */
export function applyHeard(record: TrackerRecord, change: (morale: MoraleState) => TrackerResult | null) {
  const result = change(record.tracker.morale);
  if (result) apply(record, result, msg('Not changed'));
}

/** Another tab saved a change: shown and announced, not saved back (that would bounce between the tabs). */
export function fromOtherTab(record: TrackerRecord, saved: TrackerState) {
  if (sameTracker(saved, record.tracker)) return;
  const before = record.tracker.morale;
  record.tracker = saved;
  const [first] = saved.log[0]?.notes ?? [];
  tell(record, before, first ? first.text : 'Changed in another tab', [
    first ? msg(str`Changed in another tab: ${noteSaid(first)}`) : msg('Changed in another tab'),
  ]);
}

/**
 * Takes the Morale a commander ended a Battle with (AC-BA-6), as one change in the log that Undo takes back; the
 * Battle is over for the tracker too.
 */
export function battleApplied(record: TrackerRecord, morale: MoraleState, label: string) {
  const left = leaveBattle(morale);
  takeChange(record, { morale: left.ok ? left.state : morale }, [{ rule: 'AC-BA-6', text: label }]);
}

/** Undo: goes back one change, saved and announced (the log keeps both). */
export function undoLast(record: TrackerRecord) {
  const undone = undoChange(record.tracker, new Date());
  if (!undone) return;
  const notes = undone.log[0]?.notes ?? [];
  takeState(record, undone, reasonOf(notes), notes.map(noteSaid));
}

/** The board's Undo after its result was applied (AC-BA-6): what takes Battle `label` back, while it is the last change. */
export const battleUndo = (record: TrackerRecord, label: string) =>
  record.tracker.undo[0]?.reason === label ? () => undoLast(record) : null;

/** Why another widget started or ended the tracker's Battle: a Skirmish of its commander (null), or its roster. */
export type Cause = { readonly roster: string } | null;

/**
 * The notes of a Battle started or ended because of another widget: the first one also says why, with the tracker's
 * own key (log-notes.ts says it in the tracker's language).
 */
export function becauseOf(notes: readonly LogNote[], cause: Cause): LogNote[] {
  const [first, ...more] = notes;
  if (!first) return [];
  const roster = cause?.roster || 'the army';
  const because: LogNote = cause
    ? {
        rule: first.rule,
        text: `${first.text} on the roster of ${roster}`,
        key: first.key === 'battleEnded' ? 'endedOnRoster' : 'startedOnRoster',
        values: { roster: cause.roster },
      }
    : { rule: first.rule, text: `${first.text}: Skirmishes happen only in a Battle`, key: 'bySkirmish' };
  return [because, ...more];
}

/** Starts or ends the Battle as another widget says, logged with why; nothing when already so. */
export function follow(record: TrackerRecord, inBattle: boolean, cause: Cause, baseMorale: number) {
  const morale = record.tracker.morale;
  if (morale.inBattle === inBattle) return;
  const result = inBattle ? enterBattle(morale, { baseMorale }) : leaveBattle(morale);
  if (!result.ok || !result.notes.length) return;
  takeChange(record, { morale: result.state }, becauseOf(result.notes, cause));
}
