// The dice of the Skirmish so far, rolled here or typed from the table, and what they decide: the rules' resolution,
// loaded with the roll (play.ts). The types are what the element draws the dice with before that.
import { msg } from '@lit/localize';

import type { D6 } from '../../rules/core/index.js';
import { resolveSkirmish, resolveUnopposed, type SideName } from '../../rules/skirmish/index.js';
import { attempt, readEnteredDice, rollUntilDecided, type Round } from './dice-record.js';
import { buildOutcome, type Outcome } from './outcome.js';
import { edit, editPower, type Setup } from './setup.js';
import type { Fight, Resolution, SkirmishView } from './skirmish-view.js';
import { rollD6, type VirtualDice } from './virtual-dice.js';

/** Virtual dice (seeded with the `seed` attribute), or the dice rolled at the table and typed one by one. */
export type DiceSource = 'virtual' | 'real';

export interface DiceEdits {
  diceSource(source: DiceSource): void;
  roll(): void;
  /** The pointer or the focus is on the Roll button: what rolling needs can load now. */
  aboutToRoll(): void;
  clearDice(): void;
  typeDie(round: number, side: SideName, die: number, text: string): void;
}

export interface DiceState {
  readonly source: DiceSource;
  readonly seed: string;
  readonly typed: readonly Round<string>[];
  readonly bad: ReadonlySet<string>;
  readonly problems: readonly string[];
  /** Rounds to show (real dice) or the round the next roll is for (virtual). */
  readonly rounds: number;
  /** The outcome is decided by the dice so far. */
  readonly done: boolean;
  /** Any dice rolled or typed. */
  readonly any: boolean;
  /** The rules decide without a die (AC-SK-5, R1, R2). */
  readonly noDice: boolean;
  /**
   * Dice typed from the table that tied (AC-SK-6), waiting for the re-roll: an outcome whose rounds before `rounds`
   * are those tied rounds, to show their dice and sums (its last round is not on the table).
   */
  readonly tied?: Outcome;
}

/**
 * Resolves the fight with the given dice (AC-SK-2 … AC-SK-7, or AC-MO-7). Without `trace` only whether and how it is
 * decided: writing each step of the trace out is most of a resolution's time, and only the result shown needs it.
 */
const resolver =
  (fight: Fight, trace = true) =>
  (d6: D6): Resolution =>
    fight.kind === 'skirmish' ? resolveSkirmish(fight.input, d6, { trace }) : resolveUnopposed(fight.input, d6);

/**
 * The rounds of `view`'s fight after rolling with `d6` until it is decided (the rounds rolled so far kept).
 * @example rollFight(view, [], seededD6('7')) // → [{ offense: [5, 1], defense: [3] }]
 */
export const rollFight = (view: SkirmishView, rolled: readonly Round[], d6: D6): Round[] =>
  view.fight ? rollUntilDecided(resolver(view.fight, false), rolled, view.counts, d6) : [...rolled];

/** What rolling reads and changes in its resolver. */
export interface RollHost {
  readonly get: () => Setup;
  readonly set: (setup: Setup) => void;
  /** The view drawn now, and the view of the setup as it is now (after a change not drawn yet). */
  readonly view: () => SkirmishView;
  readonly viewNow: () => SkirmishView;
  readonly dice: () => VirtualDice;
  /** The dice are on the table: the outcome they decide is announced once. */
  readonly typed: () => void;
  readonly focusAfter: (selector: string) => void;
}

/** "Roll the dice": the virtual dice of the Skirmish's next rounds, until they decide it. */
export function roll(host: RollHost) {
  const d6 = () => rollD6(host.dice());
  // AC-CP Illusionist: a d6 not rolled yet is rolled first, once, so that the dice record holds only
  // the Skirmish's rounds (the same dice however the modifiers change).
  let view = host.view();
  for (const side of view.unrolled) host.set(editPower(host.get(), side, { illusionRoll: String(d6()) }));
  if (view.unrolled.length) view = host.viewNow();
  if (!view.fight) return;
  host.set(edit(host.get(), { rolled: rollFight(view, host.get().rolled, d6) }));
  host.typed();
  host.focusAfter('.outcome .actions button'); // the Roll button is now disabled: Resolve comes next
}

/**
 * The rounds typed so far, tied (AC-SK-6), completed by a round that decides: 6s against 1s, or else 1s against 6s
 * (their totals differ by 5 more or 5 less, so one of the two is not a tie).
 */
function completed(fight: Fight, rounds: readonly Round[], counts: SkirmishView['counts']) {
  const decider = (offense: number, defense: number) =>
    attempt(
      resolver(fight),
      [...rounds, { offense: Array(counts.offense).fill(offense), defense: Array(counts.defense).fill(defense) }],
      counts,
    );
  const tried = [decider(6, 1), decider(1, 6)].find((a) => a.status === 'done');
  return tried?.status === 'done' ? tried.result : undefined;
}

/**
 * The dice so far (the setup's, virtual or typed from the table) replayed through the rules with today's modifiers:
 * what the dice panel shows, and the outcome once the dice decide it (AC-SK-5, R1 and R2 decide some Skirmishes
 * without a die).
 */
export function diceState(view: SkirmishView, setup: Setup, seed: string): { dice: DiceState; outcome?: Outcome } {
  const { diceSource: source, typed, rolled } = setup;
  const real = source === 'real';
  const entered = readEnteredDice(typed, view.counts);
  const rounds = real ? entered.rounds : rolled;
  // An Illusionist d6 not rolled yet would take the first die of the record: wait for it.
  const waiting = view.unrolled.length > 0;
  const fight = waiting ? undefined : view.fight;
  const tried = fight && attempt(resolver(fight), rounds, view.counts);
  const noDice = !!fight && attempt(resolver(fight, false), [], view.counts).status === 'done';
  const any = real ? typed.some((r) => [...r.offense, ...r.defense].some((t) => t.trim())) : rounds.length > 0;
  const done = tried?.status === 'done';
  const used = tried?.status === 'done' ? ('rerolls' in tried.result ? tried.result.rerolls + 1 : 1) : tried?.round;
  const problems =
    waiting && real
      ? [...entered.problems, msg("Type the Illusionist's d6 (in the commander's section) before the dice.")]
      : entered.problems;
  const outcomeOf = (result: Resolution | undefined) =>
    result && buildOutcome(view, result, setup.sides, setup.discards, setup.defensePlay);
  const tie =
    real &&
    tried?.status === 'more' &&
    tried.round > 1 &&
    outcomeOf(completed(fight!, rounds.slice(0, tried.round - 1), view.counts));
  const dice = {
    source,
    seed,
    typed,
    bad: entered.bad,
    problems,
    rounds: used ?? 1,
    done,
    any,
    noDice,
    ...(tie && { tied: tie }),
  };
  // A resolved outcome is the setup's own (kill prevention may have changed it): not built again on every render.
  return { dice, outcome: done && (any || noDice) && !setup.resolved ? outcomeOf(tried.result) : undefined };
}
