// AC-BA-6: the result of a Battle goes back to the widgets it was read from: each roster loses its Killed units and
// gets the others back, each tracker leaves the Battle with the Morale the commander ended it with.
import { msg, str } from '@lit/localize';

import { afterBattle, type BattleState, type Seat } from '../../rules/battle/index.js';
import { sameName } from '../../rules/core/index.js';
import { type BattleSide, rosterCardOf } from '../../shared/battle-context.js';
import { formatList, formatNumber, inLanguage, type Language } from '../../shared/localize.js';
import type { ArmyRoster } from '../army-roster/army-roster.js';
import type { MoraleTracker } from '../morale-tracker/morale-tracker.js';

/** What went back to one commander's widgets: their Killed taken off the roster (null: no roster), their Morale kept. */
function applied(commander: string, killed: number | null, tracker: boolean): string {
  if (killed === null)
    return tracker
      ? msg(str`${commander}: no roster found, Morale kept`)
      : msg(str`${commander}: no roster found, no tracker found`);
  if (!killed)
    return tracker
      ? msg(str`${commander}: no unit lost, Morale kept`)
      : msg(str`${commander}: no unit lost, no tracker found`);
  const count = formatNumber(killed);
  return tracker
    ? msg(str`${commander}: ${count} Killed removed, Morale kept`)
    : msg(str`${commander}: ${count} Killed removed, no tracker found`);
}

/**
 * Each side's roster and tracker inside `board` with the names a note gives them, what the rules say it lost, and the
 * Battle's label in their logs.
 */
function sidesOf(board: Element, state: BattleState, sides: readonly [BattleSide, BattleSide]) {
  return ([0, 1] as const satisfies readonly Seat[]).map((seat) => {
    const side = sides[seat];
    const enemy = state.commanders[seat === 0 ? 1 : 0].name;
    const roster = [...board.querySelectorAll<ArmyRoster>('army-roster')].find(
      (r) => r.rosterId === side.roster && sameName(r.commanderId, side.commander),
    );
    return {
      side,
      label: msg(str`Battle against ${enemy} (AC-BA-6)`),
      roster,
      rosterName: roster?.name || side.commander,
      trackerName: msg(str`${side.commander}'s Morale tracker`),
      tracker: [...board.querySelectorAll<MoraleTracker>('morale-tracker')].find((t) =>
        sameName(t.commanderId, side.commander),
      ),
      killed: state.commanders[seat].killed.flatMap((id) => rosterCardOf(state, side, seat, id) ?? []),
    };
  });
}

/** Applies an ended Battle to the rosters and trackers inside `board`; says what it did (or what it could not find). */
export function applyResult(board: Element, state: BattleState, sides: readonly [BattleSide, BattleSide]): string {
  const outcome = afterBattle(state);
  if (!outcome) return '';
  const done: string[] = [];
  /** The widgets a reload would show as before: without `state-key`, they keep nothing. */
  const unsaved: string[] = [];
  sidesOf(board, state, sides).forEach(({ side, label, roster, tracker, killed, rosterName, trackerName }, seat) => {
    roster?.applyBattle(killed, label);
    tracker?.applyBattle(outcome.armies[seat]!.morale, label);
    done.push(applied(side.commander, roster ? killed.length : null, Boolean(tracker)));
    if (roster && !roster.stateKey) unsaved.push(rosterName);
    if (tracker && !tracker.stateKey) unsaved.push(trackerName);
  });
  const said = msg(str`Applied. ${done.join('; ')}.`);
  return unsaved.length
    ? `${said} ${msg(str`Kept until the page closes only (no state-key): ${formatList(unsaved)}.`)}`
    : said;
}

/**
 * The board's Undo once the result is applied: every roster and tracker it went to takes it back, or none does when
 * one of them has changed since (taking it back would lose that change) or has no Undo for it (the page was reloaded:
 * a widget's Undo steps are not saved). Resolves to what it says, and whether it did.
 */
export async function takeBack(
  board: Element,
  state: BattleState,
  sides: readonly [BattleSide, BattleSide],
  language: Language,
): Promise<{ undone: boolean; said: string }> {
  const asked = inLanguage(language, () =>
    sidesOf(board, state, sides).flatMap(({ label, roster, tracker, rosterName, trackerName }) => [
      ...(roster ? [[rosterName, label, roster] as const] : []),
      ...(tracker ? [[trackerName, label, tracker] as const] : []),
    ]),
  ).map(
    ([name, label, widget]) =>
      new Promise<[string, (() => void) | null]>((reply) => widget.undoBattle(label, (undo) => reply([name, undo]))),
  );
  const replies = await Promise.all(asked);
  const changed = replies.flatMap(([name, undo]) => (undo ? [] : [name]));
  if (!changed.length) replies.forEach(([, undo]) => undo!());
  return inLanguage(language, () =>
    changed.length
      ? {
          undone: false,
          said: msg(
            str`The result stays applied: ${formatList(changed)} changed after it, or the page was loaded again since (a reload keeps no Undo).`,
          ),
        }
      : {
          undone: true,
          said: msg('Taken back: the armies and Morale are as they were before the result was applied.'),
        },
  );
}
