import type { RosterStep } from './roster-record.js';
import { exportCards, importCards, ROSTER_VERSION, type RosterState } from './roster-state.js';
import type { ToolNote } from './roster-tools.js';

/** An army as exported (and copied): the roster's cards with its name and commander; `units` imports it back. */
export const exportedArmy = (roster: RosterState, army: string, commander: string) => ({
  format: 'army-roster',
  version: ROSTER_VERSION,
  army,
  commander,
  units: exportCards(roster.cards),
});

/**
 * An imported file or paste as a step that replaces the cards, and the note that says what came in and what was
 * left out (each bad unit by its position); no step when nothing could be read.
 */
export function importStep(
  roster: RosterState,
  value: { value: unknown } | { error: string },
  from: string,
): { step: RosterStep | null; note: ToolNote } {
  const read = 'error' in value ? value : importCards(value.value);
  if ('error' in read)
    return { step: null, note: { text: `Nothing imported from ${from}: ${read.error}`, problem: true } };
  const label = `Imported ${read.cards.length} units from ${from}`;
  const left = read.problems.length ? `; left out: ${read.problems.join('; ')}` : '';
  return {
    step: { state: { ...roster, cards: read.cards }, label },
    note: { text: `${label}${left}`, problem: read.problems.length > 0 },
  };
}
