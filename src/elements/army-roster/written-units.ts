import { msg, str } from '@lit/localize';

import { MAX_CARDS } from '../../events/index.js';
import { parseJson } from '../../shared/json-file.js';
import type { UnitAttributes } from '../../shared/unit-children.js';
import { entriesFrom, readUnitList, type RosterEntry, viewCard } from './roster-state.js';

/** The army as written on the page: its cards, and what is wrong with the `units` property or with a card. */
export interface WrittenUnits {
  readonly cards: readonly RosterEntry[];
  /** Why `units` (or an entry of it) was not read: shown above the cards. */
  readonly problems: readonly string[];
  /** What the rules find wrong with a `units` entry, or only warn about (no name, an unknown trait): said once. */
  readonly cardNotes: readonly string[];
}

/** The `units` property (an array, or JSON text of one): the units that can be cards, and what is left out. */
function unitsList(units: unknown, room: number): { list: readonly unknown[]; problems: string[] } {
  if (typeof units === 'string') {
    if (!units.trim()) return { list: [], problems: [] };
    const parsed = parseJson(units);
    if ('error' in parsed)
      return { list: [], problems: [msg(str`units: ${parsed.error} Expected a JSON list of units.`)] };
    units = parsed.value;
  }
  if (units === null || units === undefined) return { list: [], problems: [] };
  if (!Array.isArray(units))
    return {
      list: [],
      problems: [msg(str`units must be a list of units, e.g. ${'[{"name":"Spearmen","strength":3}]'}.`)],
    };
  const read = readUnitList(units, room);
  return { list: read.units, problems: read.problems };
}

/** Reads the page's units: the `<army-unit>` children first, then `units` (together at most {@link MAX_CARDS}). */
export function readWrittenUnits(children: readonly UnitAttributes[], units: unknown): WrittenUnits {
  const { list, problems } = unitsList(units, MAX_CARDS - Math.min(children.length, MAX_CARDS));
  const cards = entriesFrom([...children.slice(0, MAX_CARDS), ...list], true);
  const views = cards.map(viewCard);
  // A child's errors are said by its own <army-unit>; those of `units` entries here, by position.
  const errors = views.slice(children.length).flatMap((view, i) => view.errors.map((e) => `units[${i}]: ${e}`));
  const warnings = views.flatMap((view, i) =>
    view.warnings.map((w) => `${view.entry.name || msg(str`unit ${i + 1}`)}: ${w}`),
  );
  return { cards, problems, cardNotes: [...errors, ...warnings] };
}
