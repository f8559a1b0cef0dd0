// Each part of a side's total (AC-SK-2) with its source in words: which card a bonus came from and
// who discarded it (AC-SK-9), the Savant's +2 it set off (AC-SK-10), and each commander's add split
// out of the rules' single "other adds" part (AC-CP).
import { commanderClass, type AppliedPower, type SideName, type TotalSource } from '../../rules/index.js';
import type { DiscardDraft } from './drafts.js';
import { sideWord } from './format.js';

/** A part of a total as the rules give it: a `TotalPart`, or a trace `add` step. */
export interface RulePart {
  readonly source: TotalSource;
  readonly value: number;
  readonly rule: string;
  readonly card?: number;
}

export interface PartLine {
  readonly label: string;
  readonly value: number;
  readonly rule: string;
  readonly source: TotalSource;
}

/** Where the parts of one side's total came from. */
export interface PartSources {
  readonly side: SideName;
  /** The side's own "other adds", as typed. */
  readonly typedOther: number;
  readonly applied: readonly AppliedPower[];
  readonly discards: readonly DiscardDraft[];
  /** For each card bonus of the side (1-based `card` − 1), its index in `discards`. */
  readonly discardIndexes: readonly number[];
}

/**
 * The lines of a breakdown, in the rules' order.
 * @example partLines([{ source: 'reach', value: 1, rule: 'AC-SK-11' }], sources) // → [{ label: 'Reach', value: 1, rule: 'AC-SK-11', source: 'reach' }]
 */
export function partLines(parts: readonly RulePart[], from: PartSources): PartLine[] {
  const lines: PartLine[] = [];
  const line = (label: string, part: Pick<RulePart, 'value' | 'rule' | 'source'>) => lines.push({ label, ...part });
  for (const part of parts) {
    const { source, rule } = part;
    const discard = part.card ? from.discards[from.discardIndexes[part.card - 1] ?? -1] : undefined;
    const card = discard
      ? `card #${part.card} (${discard.name.trim() || 'a card'}, discarded by ${sideWord(discard.by)})`
      : `card #${part.card}`;
    if (source === 'strength') line('Strength', part);
    else if (source === 'die') line(rule === 'AC-SK-5' ? 'No die (Equipment)' : 'Die', part);
    else if (source === 'reach') line('Reach', part);
    else if (source === 'extra') line("Illusionist's d6", part);
    else if (source === 'card') line(`Bonus from ${card}`, part);
    else if (source === 'savant') line(`Savant, for the bonus from card #${part.card}`, part);
    else {
      // AC-SK-10: none of these trigger Savant. The rules add them up; show each with its source.
      if (from.typedOther) line('Other adds', { ...part, value: from.typedOther, rule: 'AC-SK-2' });
      for (const power of from.applied)
        if (power.target === from.side && power.add)
          line(`${commanderClass(power.power)?.name ?? power.power} (${sideWord(power.by)} commander)`, {
            source,
            value: power.add,
            rule: power.rule,
          });
    }
  }
  return lines;
}
