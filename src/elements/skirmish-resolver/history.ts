// The resolver's record of a night: one entry per resolved Skirmish, kept (with `state-key`), shown as a table,
// copied as Markdown for the wiki, and taken back by "Undo last Skirmish" together with what it caused.
import type { SkirmishUndoneDetail } from '../../events/index.js';
import type { PowerUsage } from '../../rules/powers/index.js';
import type { Fate, SideName } from '../../rules/skirmish/index.js';
import { FATES, sideWord } from './format.js';
import { type Outcome, summary } from './outcome.js';

/** How many resolved Skirmishes the history keeps. */
export const HISTORY = 50;

/** A card as the history names it: by its roster and id when it came from one. */
interface EntryCard {
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

const card = ({ name, commander, roster, cardId }: EntryCard): EntryCard => ({
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

/**
 * What "Undo last Skirmish" tells the other widgets: the cards it moved go back to hand, and the Morale it took
 * (Unopposed damage, AC-MO-7; a Kill saved with Morale, AC-SK-8) is given back.
 */
export function undoneDetail(entry: HistoryEntry): SkirmishUndoneDetail {
  const taken = new Map<string, number>();
  const take = (commander: string | undefined, amount: number) => {
    if (commander && amount > 0) taken.set(commander, (taken.get(commander) ?? 0) + amount);
  };
  take(entry.defenseCommander, entry.damage);
  for (const s of entry.sides) if (s.saved === 'morale') take(s.commander, 3);
  return {
    number: entry.number,
    cards: [...entry.sides, ...entry.discards].map(card),
    morale: [...taken].map(([commander, amount]) => ({ commander, amount })),
    reason: `Undone: Skirmish #${entry.number}`,
  };
}

/** The columns of the history table, and of its Markdown copy: the same words in both. */
export const HISTORY_COLUMNS = ['#', 'Time', 'Offense', 'Defense', 'Discards and powers', 'Note'] as const;

const sideCell = (entry: HistoryEntry, side: SideName) => {
  const s = entry.sides.find((x) => x.side === side);
  if (!s) return side === 'defense' && entry.damage >= 0 ? `no card: ${entry.damage} Morale damage` : '';
  const who = s.commander ? ` (${s.commander})` : '';
  const dice = s.dice.length ? ` [${s.dice.join(', ')}]` : '';
  const saved = s.saved ? `, saved with ${s.saved === 'morale' ? '3 Morale' : '1 Influence'}` : '';
  return `${s.name}${who}${dice} ${s.total} → ${FATES[s.fate].word}${saved}`;
};

/** One row of the history, cell by cell, as both the table and the Markdown show it. */
export function historyRow(entry: HistoryEntry): string[] {
  const time = new Date(entry.at).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
  const extras = [
    ...entry.discards.map((d) => `${d.name} discarded by ${sideWord(d.by)}: ${d.bonus >= 0 ? '+' : ''}${d.bonus}`),
    ...entry.powers,
  ];
  return [
    String(entry.number),
    time,
    sideCell(entry, 'offense'),
    sideCell(entry, 'defense'),
    extras.join('; '),
    entry.note,
  ];
}

/** The entry once a Kill on `side` was prevented (AC-SK-8, R5): Disabled, paid with 3 Morale or 1 Influence. */
export const savedIn = (entry: HistoryEntry, side: SideName, { npc }: { readonly npc: boolean }) => ({
  sides: entry.sides.map((s): EntrySide =>
    s.side === side ? { ...s, fate: 'disabled', saved: npc ? 'morale' : 'influence' } : s,
  ),
});
