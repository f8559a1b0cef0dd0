import type { DiceSource, DiceState } from './dice-panel.js';
import { attempt, readEnteredDice, type Round } from './dice-record.js';
import type { Resolution, SkirmishView } from './skirmish-view.js';

/** The dice so far, virtual or typed from the table. */
export interface DiceInput {
  readonly source: DiceSource;
  readonly seed: string;
  readonly rolled: readonly Round[];
  readonly typed: readonly Round<string>[];
}

/**
 * The dice so far replayed through the rules with today's modifiers: what the dice panel shows, and the result
 * once the dice decide it (AC-SK-5, R1 and R2 decide some Skirmishes without a die).
 */
export function diceState(view: SkirmishView, input: DiceInput): { dice: DiceState; result: Resolution | undefined } {
  const real = input.source === 'real';
  const entered = readEnteredDice(input.typed, view.counts);
  const rounds = real ? entered.rounds : input.rolled;
  // An Illusionist d6 not rolled yet would take the first die of the record: wait for it.
  const waiting = view.unrolled.length > 0;
  const tried = view.resolve && !waiting ? attempt(view.resolve, rounds, view.counts) : undefined;
  const noDice = !!view.resolve && !waiting && attempt(view.resolve, [], view.counts).status === 'done';
  const any = real ? input.typed.some((r) => [...r.offense, ...r.defense].some((t) => t.trim())) : rounds.length > 0;
  const done = tried?.status === 'done';
  const used = tried?.status === 'done' ? ('rerolls' in tried.result ? tried.result.rerolls + 1 : 1) : tried?.round;
  const problems =
    waiting && real
      ? [...entered.problems, "Type the Illusionist's d6 (in the commander's section) before the dice."]
      : entered.problems;
  const dice = { ...input, bad: entered.bad, problems, rounds: used ?? 1, done, any, noDice };
  return { dice, result: done && (any || noDice) ? tried.result : undefined };
}
