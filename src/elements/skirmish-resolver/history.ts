// The resolver's record of a night: one entry per resolved Skirmish (made with the roll's code, play.ts), kept (with
// `state-key`), shown as a table and copied as Markdown for the wiki (history-rows.ts), and taken back by "Undo last
// Skirmish" with what it caused.
import type { PowerUsage } from '../../rules/powers/index.js';
import type { Fate, SideName } from '../../rules/skirmish/index.js';
import { type Outcome, summary } from './outcome.js';

/** A card as the history names it: by its roster and id when it came from one. */
export interface EntryCard {
  readonly name: string;
  readonly commander?: string;
  readonly roster?: string;
  readonly cardId?: string;
}

export interface EntrySide extends EntryCard {
  readonly side: SideName;
  /** The deciding round's dice, as shown. */
  readonly dice: readonly number[];
  readonly total: number;
  readonly fate: Fate;
  /** A Killed card saved (AC-SK-8): paid with Morale (non-player commander) or Influence. */
  readonly saved?: 'morale' | 'influence';
}

export interface EntryDiscard extends EntryCard {
  readonly bonus: number;
  readonly by: SideName;
  readonly target: SideName;
}

export interface HistoryEntry {
  /** The resolver's count of resolved Skirmishes (1, 2, …). */
  readonly number: number;
  /** When it was resolved (ISO time). */
  readonly at: string;
  readonly summary: string;
  readonly sides: readonly EntrySide[];
  readonly discards: readonly EntryDiscard[];
  /** What the commanders' powers did (AC-CP), in words. */
  readonly powers: readonly string[];
  /** Unopposed damage (AC-MO-7) and whom it hit. */
  readonly damage: number;
  readonly defenseCommander?: string;
  /** The power uses before it, given back by "Undo last Skirmish". */
  readonly usageBefore: Readonly<Record<string, PowerUsage>>;
  /** The game master's note on it. */
  readonly note: string;
}

/** A card as an entry names it, without the fields it does not have. */
export const card = ({ name, commander, roster, cardId }: EntryCard): EntryCard => ({
  name,
  ...(commander ? { commander } : {}),
  ...(roster ? { roster } : {}),
  ...(cardId ? { cardId } : {}),
});

/** The history entry of a resolved outcome. */
export function entryOf(outcome: Outcome, at: Date, usageBefore: Readonly<Record<string, PowerUsage>>): HistoryEntry {
  return {
    number: outcome.number,
    at: at.toISOString(),
    summary: summary(outcome),
    sides: outcome.sides.map((s) => ({
      side: s.side,
      ...card(s),
      dice: s.dice.map((d) => d.value),
      total: s.total,
      fate: s.fate,
      ...(outcome.prevented[s.side] ? { saved: outcome.prevented[s.side] } : {}),
    })),
    discards: outcome.discards.map((d) => ({ ...card(d), bonus: d.bonus, by: d.by, target: d.target })),
    powers: outcome.applied.map((p) => p.text),
    damage: outcome.damage,
    ...(outcome.defenseCommander ? { defenseCommander: outcome.defenseCommander } : {}),
    usageBefore,
    note: '',
  };
}
