// The history read back, loaded with the history panel (and the export): each entry as a row of the table (in the
// resolver's language) and of its Markdown copy (in English, like its columns), and what "Undo last Skirmish" gives
// back to the other widgets.
import { msg, str } from '@lit/localize';

import type { SkirmishUndoneDetail } from '../../events/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import { currentLanguage, formatNumber } from '../../shared/localize.js';
import { pileName, sideName } from '../../shared/terms.js';
import { card, type HistoryEntry } from './history.js';

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
  if (!s)
    return side === 'defense' && entry.damage >= 0
      ? msg(str`no card: ${formatNumber(entry.damage)} Morale damage`)
      : '';
  const who = s.commander ? ` (${s.commander})` : '';
  const dice = s.dice.length ? ` [${s.dice.map((d) => formatNumber(d)).join(', ')}]` : '';
  const fate = `${s.name}${who}${dice} ${formatNumber(s.total)} → ${pileName(s.fate)}`;
  if (!s.saved) return fate;
  return s.saved === 'morale'
    ? msg(str`${fate}, saved with ${formatNumber(3)} Morale`)
    : msg(str`${fate}, saved with ${formatNumber(1)} Influence`);
};

/** One row of the history, cell by cell, as both the table and the Markdown show it. */
export function historyRow(entry: HistoryEntry): string[] {
  const time = new Date(entry.at).toLocaleTimeString(currentLanguage(), { hour: '2-digit', minute: '2-digit' });
  const bonus = (n: number) => `${n >= 0 ? '+' : ''}${formatNumber(n)}`;
  const extras = [
    ...entry.discards.map((d) => msg(str`${d.name} discarded by ${sideName(d.by)}: ${bonus(d.bonus)}`)),
    ...entry.powers,
  ];
  return [
    formatNumber(entry.number),
    time,
    sideCell(entry, 'offense'),
    sideCell(entry, 'defense'),
    extras.join('; '),
    entry.note,
  ];
}
