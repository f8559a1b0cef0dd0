// The dice of one Skirmish, round by round, whether rolled here or typed from the table. The rules'
// resolver draws them in its own order (each round: the Offense card's dice, then the Defense
// card's), so a record of rounds can be replayed through it as often as the modifiers change: the
// same dice, a new outcome (AC-SK-9: discards may come after the roll, before the Skirmish resolves).
import { msg, str } from '@lit/localize';

import type { D6 } from '../../rules/core/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import { sideName } from '../../shared/terms.js';

/** One round's dice per side (AC-SK-6: a re-roll is another round). */
export interface Round<T = number> {
  readonly offense: readonly T[];
  readonly defense: readonly T[];
}

/** How many dice each side rolls per round (AC-SK-3/4/5). */
export type DiceCounts = Readonly<Record<SideName, number>>;

/** A resolution tried with the dice so far: decided, or waiting for the dice of round `round` (1-based). */
export type Attempt<R> =
  { readonly status: 'done'; readonly result: R } | { readonly status: 'more'; readonly round: number };

/** Thrown by a replayed die when the record runs out: the resolver needs another round. */
class OutOfDice extends Error {}

/**
 * The leading rounds whose dice fit `counts`: after a change of roles, rounds rolled for other dice
 * no longer mean anything.
 * @example fitting([{ offense: [2], defense: [3] }], { offense: 2, defense: 1 }) // → []
 */
export function fitting(rounds: readonly Round[], counts: DiceCounts): Round[] {
  const fits = rounds.findIndex((r) => r.offense.length !== counts.offense || r.defense.length !== counts.defense);
  return rounds.slice(0, fits < 0 ? rounds.length : fits);
}

/**
 * Runs `resolve` with the recorded dice (only the rounds that fit `counts`).
 * @example attempt((d6) => d6() + d6(), [{ offense: [2], defense: [3] }], { offense: 1, defense: 1 }) // → { status: 'done', result: 5 }
 */
export function attempt<R>(resolve: (d6: D6) => R, rounds: readonly Round[], counts: DiceCounts): Attempt<R> {
  const dice = fitting(rounds, counts).flatMap((round) => [...round.offense, ...round.defense]);
  let drawn = 0;
  const d6: D6 = () => {
    if (drawn >= dice.length) throw new OutOfDice();
    return dice[drawn++]!;
  };
  try {
    return { status: 'done', result: resolve(d6) };
  } catch (error) {
    if (!(error instanceof OutOfDice)) throw error;
    return { status: 'more', round: Math.floor(drawn / (counts.offense + counts.defense)) + 1 };
  }
}

/**
 * The rounds after rolling with `d6` until `resolve` decides (at most 100 rounds).
 * @example rollUntilDecided(resolve, [], { offense: 2, defense: 1 }, seededD6(7)) // → [{ offense: [5, 1], defense: [3] }]
 */
export function rollUntilDecided<R>(
  resolve: (d6: D6) => R,
  rounds: readonly Round[],
  counts: DiceCounts,
  d6: D6,
): Round[] {
  const all = fitting(rounds, counts);
  const roll = (n: number) => Array.from({ length: n }, () => d6());
  for (let i = 0; i < 100 && attempt(resolve, all, counts).status === 'more'; i++)
    all.push({ offense: roll(counts.offense), defense: roll(counts.defense) });
  return all;
}

/** Where a typed die sits: round (0-based), side, die (0-based). */
export const dieKey = (round: number, side: SideName, die: number): string => `${round}-${side}-${die}`;

/**
 * A typed die as the person reads it: its field's label, and the start of what is wrong with it.
 * @example dieName(1, 'defense', 0) // → 'Re-roll #1, Defense die 1'
 */
export const dieName = (round: number, side: SideName, die: number): string =>
  round ? msg(str`Re-roll #${round}, ${sideName(side)} die ${die + 1}`) : msg(str`${sideName(side)} die ${die + 1}`);

/**
 * Reads the dice typed from the table: each a whole number 1–6. Reading stops at the first round
 * with a die missing or wrong; `bad` holds the keys ({@link dieKey}) of the wrong ones.
 * @example readEnteredDice([{ offense: ['3'], defense: ['7'] }], { offense: 1, defense: 1 }).problems // → ['Defense die 1: a d6 shows 1 to 6, not "7"']
 */
export function readEnteredDice(
  typed: readonly Round<string>[],
  counts: DiceCounts,
): { rounds: Round[]; bad: Set<string>; problems: string[] } {
  const rounds: Round[] = [];
  const bad = new Set<string>();
  const problems: string[] = [];
  let complete = true;
  typed.forEach((round, r) => {
    const read = (side: SideName) =>
      Array.from({ length: counts[side] }, (_, i) => {
        const text = (round[side][i] ?? '').trim();
        if (/^[1-6]$/.test(text)) return Number(text);
        if (text !== '') {
          bad.add(dieKey(r, side, i));
          problems.push(msg(str`${dieName(r, side, i)}: a d6 shows 1 to 6, not "${text}"`));
        }
        return null;
      });
    const offense = read('offense');
    const defense = read('defense');
    const whole = (dice: (number | null)[]): dice is number[] => dice.every((die) => die !== null);
    if (complete && whole(offense) && whole(defense)) rounds.push({ offense, defense });
    else complete = false;
  });
  return { rounds, bad, problems };
}
