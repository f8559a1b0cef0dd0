// Each part of a side's total (AC-SK-2) with its source in words, in the resolver's language: which card a bonus came
// from and who discarded it (AC-SK-9), the Savant's +2 it set off (AC-SK-10), and the rules' single "other adds"
// part split into its sources: the Retinue (AC-EC-6), each commander's add (AC-CP), and what was typed.
import { msg, str } from '@lit/localize';

import type { AppliedPower } from '../../rules/powers/index.js';
import { type SideName, type TotalSource } from '../../rules/skirmish/index.js';
import { sideName } from '../../shared/terms.js';
import type { DiscardSetup } from './side-setup.js';
import type { SkirmishView } from './skirmish-view.js';

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
  /** AC-EC-6: the Retinue's add of the side's card (0 when none). */
  readonly retinue: number;
  readonly applied: readonly AppliedPower[];
  readonly discards: readonly DiscardSetup[];
  /** For each card bonus of the side (1-based `card` − 1), its index in `discards`. */
  readonly discardIndexes: readonly number[];
  /** A commander class's name (the powers' module, loaded whenever a power applied). */
  readonly className: (id: string) => string;
}

/**
 * Where the parts of `side`'s total came from in `view`, with the discard list they index.
 * @example partSources(view, 'defense', discards).retinue // → 1 for a Retinue card its owner commands
 */
export const partSources = (view: SkirmishView, side: SideName, discards: readonly DiscardSetup[]): PartSources => ({
  side,
  retinue: view.sides[side].retinue,
  applied: view.applied,
  discards,
  discardIndexes: view.sides[side].discards,
  className: view.powers?.className ?? String,
});

/**
 * The lines of a breakdown, in the rules' order.
 * @example partLines([{ source: 'reach', value: 1, rule: 'AC-SK-11' }], sources) // → [{ label: 'Reach', value: 1, rule: 'AC-SK-11', source: 'reach' }]
 */
export function partLines(parts: readonly RulePart[], from: PartSources): PartLine[] {
  const lines: PartLine[] = [];
  const line = (label: string, part: Pick<RulePart, 'value' | 'rule' | 'source'>) => lines.push({ label, ...part });
  const commander = (power: AppliedPower) => msg(str`${from.className(power.power)} (${sideName(power.by)} commander)`);
  const mine = from.applied.filter((power) => power.target === from.side);
  for (const part of parts) {
    const { source, rule } = part;
    const discard = part.card ? from.discards[from.discardIndexes[part.card - 1] ?? -1] : undefined;
    const number = part.card;
    if (source === 'strength') line(msg('Strength'), part);
    else if (source === 'die') line(rule === 'AC-SK-5' ? msg('No die (Equipment)') : msg('Die'), part);
    else if (source === 'reach') line(msg('Reach'), part);
    else if (source === 'extra') {
      // AC-CP: the Illusionist's d6, rolled by the rules as an extra die; named by whose commander gave it.
      const by = mine.find((power) => power.extraDice);
      line(by ? `${commander(by)}: d6` : msg("Illusionist's d6"), part);
    } else if (source === 'card')
      line(
        discard
          ? msg(
              str`Bonus from card #${number} (${discard.name.trim() || msg('a card')}, discarded by ${sideName(discard.by)})`,
            )
          : msg(str`Bonus from card #${number}`),
        part,
      );
    else if (source === 'savant') line(msg(str`Savant, for the bonus from card #${number}`), part);
    else {
      // AC-SK-10: none of these trigger Savant. The rules add them up; show each with its source, and what is
      // left (the adds typed in) as "Other adds", so that the lines always add up to the rules' part.
      const adds = mine.filter((power) => power.add);
      const typed = part.value - from.retinue - adds.reduce((sum, power) => sum + power.add!, 0);
      if (typed) line(msg('Other adds'), { source, value: typed, rule: 'AC-SK-2' });
      if (from.retinue) line(msg('Retinue'), { source, value: from.retinue, rule: 'AC-EC-6' });
      for (const power of adds) line(commander(power), { source, value: power.add!, rule: power.rule });
    }
  }
  return lines;
}
