// The log as a board shows it: each thing said once. The rules log every Morale change as a tracker would write it
// ("Mira: Kill prevented (Disabled instead): −3 Morale"); where a line next to it says that change already, the board
// leaves the repeat out.
import type { BattleEvent } from '../battle/index.js';

/** A line that says a Morale change, and the Morale note the rules log after it that says the same (AC-SK-8, AC-MO-7). */
const REPEATED_BY: Readonly<Record<string, string>> = { 'saved-morale': 'spent', unopposed: 'unopposed' };

/**
 * `events` (oldest first) without the Morale notes that repeat a line next to them: a save's cost or an Unopposed
 * unit's damage said by the line before (AC-SK-8, AC-MO-7), a Rout said by the line after (AC-MO-2). A note that says
 * more (Morale taken from a Base, a loss cut at 0) stays.
 * @example toldOnce(newEvents(before, after)).map((e) => e.text) // → ['Mira spends 3 Morale: Reavers is Disabled, not Killed']
 */
export const toldOnce = (events: readonly BattleEvent[]): BattleEvent[] =>
  events.filter((event, i) => {
    if (event.kind !== 'morale') return true;
    const note = event.phrase.values?.noteKey;
    if (note === 'routed') return events[i + 1]?.kind !== 'routed';
    const before = events[i - 1]?.phrase.key;
    return !before || REPEATED_BY[before] !== note;
  });
