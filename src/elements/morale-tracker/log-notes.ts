// The notes of a Morale change as the tracker says them, in its language: the rules' own (a MoralePhrase), the
// tracker's (why another widget started or ended its Battle), or, for notes saved before notes kept their phrase,
// the English they were saved with.
import { msg, str } from '@lit/localize';

import type { MoralePhrase } from '../../rules/morale/index.js';
import { said } from '../../shared/localize.js';
import type { LogNote } from './tracker-state.js';

/** The tracker's own notes, by key (tracker-change.ts `becauseOf`). */
function trackerSaid({ key, values }: LogNote): string | undefined {
  const roster = typeof values?.roster === 'string' && values.roster ? values.roster : msg('the army');
  if (key === 'bySkirmish') return msg('Battle started: Skirmishes happen only in a Battle');
  if (key === 'startedOnRoster') return msg(str`Battle started on the roster of ${roster}`);
  if (key === 'endedOnRoster') return msg(str`Battle ended on the roster of ${roster}`);
  return undefined;
}

/** A note in the tracker's language: "Undone: …" for the undoing of a change. */
export function noteSaid(note: LogNote): string {
  if (note.undone)
    return msg(str`Undone: ${noteSaid({ ...note, undone: undefined, text: note.text.replace(/^Undone: /, '') })}`);
  // Its stored English when neither the tracker nor the rules' words know its key.
  return trackerSaid(note) ?? said(note as LogNote & MoralePhrase, 'moralePhrase', () => note.text);
}
