import type { DiceCount } from '../dice-mode.js';
import { signed, type TotalSource } from '../modifiers.js';
import type { Fate, SideName } from '../types.js';
import type { Fighter } from './fighter.js';

/** What settled a round: a higher total, a higher base Strength, a re-roll, or a ruling. */
export type Decider = 'total' | 'base' | 'reroll' | 'R2' | 'R1' | 'auto-kill';

/** Every step has a short text to show as is and the ID of the rule that applies (docs/rules.md). */
interface Step {
  readonly text: string;
  readonly rule: string;
}

/**
 * One step of a Skirmish (or Unopposed roll) as plain data, in the order it happens: each round's
 * dice (Offense first), each part of each total, the decision; then margin and fates.
 * `round` counts from 1; round n + 1 follows the re-roll that ended round n.
 */
export type TraceStep =
  | (Step & { readonly kind: 'dice'; readonly round: number; readonly side: SideName; readonly count: DiceCount })
  | (Step & {
      readonly kind: 'die';
      readonly round: number;
      readonly side: SideName;
      readonly value: number;
      readonly kept: boolean;
    })
  | (Step & {
      readonly kind: 'add';
      readonly round: number;
      readonly side: SideName;
      readonly source: TotalSource;
      readonly value: number;
      readonly card?: number;
    })
  | (Step & { readonly kind: 'total'; readonly round: number; readonly side: SideName; readonly value: number })
  | (Step & {
      readonly kind: 'decide';
      readonly round: number;
      readonly by: Decider;
      /** `undefined` after a re-roll (the next round decides), `null` for ruling R1. */
      readonly winner: SideName | null | undefined;
    })
  | (Step & { readonly kind: 'margin'; readonly value: number })
  | (Step & { readonly kind: 'fate'; readonly side: SideName; readonly fate: Fate })
  | (Step & { readonly kind: 'damage'; readonly value: number });

/**
 * The dice a side rolled this round, each marked kept or dropped (AC-SK-3/4/5).
 * @example diceSteps(spearmen, 1, [2, 3]) // → [dice '2d6, keep the higher…', die 2 dropped, die 3 kept]
 */
export function diceSteps(f: Fighter, round: number, dice: readonly number[]): TraceStep[] {
  const { side, unit } = f;
  const { count, rule, text } = f.dice;
  const steps: TraceStep[] = [{ kind: 'dice', round, side, count, rule, text: `${unit.name}: ${text}` }];
  const kept = dice.indexOf(Math.max(...dice)); // the first of equal high dice is the one kept
  dice.forEach((value, i) =>
    steps.push({
      kind: 'die',
      round,
      side,
      value,
      kept: i === kept,
      rule,
      text: `${unit.name}: rolled ${value}${dice.length > 1 ? (i === kept ? ', kept' : ', dropped') : ''}`,
    }),
  );
  return steps;
}

/**
 * AC-SK-2: base Strength + die + each modifier = total. `die` is null when no die was rolled at all.
 * @example totalSteps(spearmen, 1, 3, 7) // → [base Strength 3, die +3, Reach +1, total 7]
 */
export function totalSteps(f: Fighter, round: number, die: number | null, total: number): TraceStep[] {
  const { side, unit } = f;
  const add = (source: TotalSource, value: number, rule: string, text: string, card?: number): TraceStep => ({
    kind: 'add',
    round,
    side,
    source,
    value,
    rule,
    text: `${unit.name}: ${text}`,
    ...(card ? { card } : {}),
  });
  const steps = [add('strength', f.base, 'AC-SK-2', `base Strength ${f.base}`)];
  if (die !== null)
    steps.push(f.dice.count ? add('die', die, f.dice.rule, `die ${signed(die)}`) : add('die', 0, 'AC-SK-5', 'no die'));
  for (const part of f.modifiers) steps.push(add(part.source, part.value, part.rule, part.text, part.card));
  steps.push({ kind: 'total', round, side, value: total, rule: 'AC-SK-2', text: `${unit.name}: total ${total}` });
  return steps;
}

/** A fate as a sentence names it (AC-SK-7): for the trace and the Battle log. */
export const FATE_WORDS: Readonly<Record<Fate, string>> = {
  exhausted: 'Exhausted',
  disabled: 'Disabled',
  killed: 'Killed',
};

/**
 * AC-SK-7 (or AC-SK-5, R1 for automatic Kills): a side's fate, with the reason.
 * @example fateStep(soldier, 'killed', 'AC-SK-7', 'lost by 3 or more') // → { kind: 'fate', text: 'Soldier: Killed (lost by 3 or more)', … }
 */
export function fateStep(f: Fighter, fate: Fate, rule: string, why: string): TraceStep {
  return { kind: 'fate', side: f.side, fate, rule, text: `${f.unit.name}: ${FATE_WORDS[fate]} (${why})` };
}
