// The Battle as it is kept: the setup it started from and every step taken, each with the dice it rolled, so that
// any state is the setup replayed (undo goes back any number of steps, dice included) and a reload goes on from the
// same step. Pure, apart from the dice the board hands in.
import { msg, str } from '@lit/localize';

import type { RosterCard } from '../../events/index.js';
import {
  type BattleAction,
  type BattleSetup,
  type BattleState,
  battleStep,
  startBattle,
} from '../../rules/battle/index.js';
import { type D6, fixedD6, randomD6, sameName, seededD6 } from '../../rules/core/index.js';
import type { BattleSide } from '../../shared/battle-context.js';
import { formatNumber } from '../../shared/localize.js';

/** Bumped whenever {@link BattleRecord}'s shape changes, so that old saved Battles are recognised and reset. */
export const BATTLE_VERSION = 2;

export interface BattleRecord {
  readonly setup: BattleSetup;
  /** Which roster fought for each commander, with its cards in setup order: where the result goes back to. */
  readonly sides: readonly [BattleSide, BattleSide];
  /** Every step taken, in order, with the dice it rolled; `auto`: the autopilot took it for a non-player commander. */
  readonly steps: ReadonlyArray<{
    readonly action: BattleAction;
    readonly dice: readonly number[];
    readonly auto?: true;
  }>;
  /** The result went back to the rosters and trackers (AC-BA-6), and Undo has not taken it back. */
  readonly applied?: boolean;
  /**
   * Played with the record's own armies, chosen when they did not fit the widgets inside: the widgets take no part,
   * and nothing goes back to them.
   */
  readonly own?: true;
  /** Which Battle of the board this is (1 for the first): a seeded board's dice differ from Battle to Battle. */
  readonly battle?: number;
}

/** The state after every step of the record, or null when a step is refused (a damaged or foreign record). */
export const replay = (record: BattleRecord): BattleState | null => replaySteps(record)?.at(-1) ?? null;

/**
 * The state the Battle started in, then after each step of the record (so that a step's roll can be shown from the
 * state it was taken in); null when a step is refused.
 */
export function replaySteps(record: BattleRecord): BattleState[] | null {
  try {
    const states = [startBattle(record.setup)];
    for (const { action, dice } of record.steps) {
      const next = battleStep(states.at(-1)!, action, fixedD6(dice));
      if (!next.ok) return null;
      states.push(next.state);
    }
    return states;
  } catch {
    return null; // saved data that is not a Battle: the rules refuse it one way or another
  }
}

/**
 * The virtual dice of the Battle `record`: random, or the seed's, each Battle of a board its own (the first the seed's
 * own dice, so a seeded page plays as it always did), going on after the dice its steps already took, so that a
 * reload or a new Battle never throws the same dice again.
 */
export function virtualDice(seed: string, record: BattleRecord | null): D6 {
  if (!seed || !record) return randomD6;
  const n = record.battle ?? 1;
  const d6 = seededD6(n === 1 ? seed : `${seed}#${n}`);
  for (const { dice } of record.steps) dice.forEach(() => d6());
  return d6;
}

/** Thrown by the dice of {@link takeStep} when the real dice typed in run out before the roll is done. */
class OutOfDice extends Error {}

export type Taken =
  | { readonly record: BattleRecord; readonly state: BattleState }
  | { readonly reason: string }
  /** Real dice: the roll needed more dice than were entered (ties are rolled again, AC-SK-6). */
  | { readonly moreDice: number };

/**
 * Takes a step, recording the dice it rolled: from `dice`, a virtual d6, or a list of real dice in the order thrown
 * (refused when some are left over, so that no die is silently ignored), and whether the autopilot took it (`auto`).
 * The reason when the rules refuse it.
 */
export function takeStep(
  record: BattleRecord,
  state: BattleState,
  action: BattleAction,
  dice: D6 | readonly number[],
  auto = false,
): Taken {
  const rolled: number[] = [];
  const next = (() => {
    try {
      return battleStep(state, action, () => {
        if (typeof dice === 'function') rolled.push(dice());
        else if (rolled.length < dice.length) rolled.push(dice[rolled.length]!);
        else throw new OutOfDice();
        return rolled.at(-1)!;
      });
    } catch (error) {
      if (error instanceof OutOfDice) return null;
      throw error;
    }
  })();
  if (!next) return { moreDice: rolled.length + 1 };
  if (!next.ok) return { reason: next.reason };
  if (typeof dice !== 'function' && rolled.length < dice.length)
    return {
      reason:
        rolled.length === 1
          ? msg(str`This roll takes 1 die, not ${formatNumber(dice.length)}: enter 1.`)
          : msg(
              str`This roll takes ${formatNumber(rolled.length)} dice, not ${formatNumber(dice.length)}: enter ${formatNumber(rolled.length)}.`,
            ),
    };
  const step = auto ? { action, dice: rolled, auto: true as const } : { action, dice: rolled };
  return { record: { ...record, steps: [...record.steps, step] }, state: next.state };
}

const isSide = (side: unknown): side is BattleSide => {
  const { commander, roster, cards } = (side ?? {}) as Partial<BattleSide>;
  return (
    typeof commander === 'string' &&
    typeof roster === 'string' &&
    Array.isArray(cards) &&
    cards.length <= 500 &&
    cards.every((card) => typeof card === 'string')
  );
};

/** Each side's cards, as many as its commander's army in the setup: how the widgets inside find their cards. */
const sized = ({ setup, sides }: Partial<BattleRecord>) =>
  [0, 1].every((seat) => {
    const army = (setup?.commanders?.[seat] as { army?: unknown } | undefined)?.army;
    return Array.isArray(army) && army.length === sides![seat]!.cards.length;
  });

/** Reads a saved Battle back: null unless it replays to a Battle (every step legal). Never throws. */
export function restoreBattle(saved: unknown, version: number): BattleRecord | null {
  if (version !== BATTLE_VERSION || !saved || typeof saved !== 'object') return null;
  const { setup, steps, sides, applied, own, battle } = saved as Partial<BattleRecord>;
  if (!setup || !Array.isArray(steps) || steps.length > 5000) return null;
  if (!Array.isArray(sides) || sides.length !== 2 || !sides.every(isSide) || !sized({ setup, sides })) return null;
  const counted = Number.isInteger(battle) && battle! >= 1 && battle! <= 1e6 ? { battle } : {};
  const record = {
    setup,
    steps,
    sides,
    ...(applied === true ? { applied } : {}),
    ...(own === true ? { own } : {}),
    ...counted,
  } as BattleRecord;
  return replay(record) ? record : null;
}

/** The armies inside a board, as a record is checked against them. */
export interface BoardArmies {
  readonly setup: BattleSetup;
  readonly sides: readonly [BattleSide, BattleSide];
  /** Every card of the roster with this id inside the board (Killed ones too), or none. */
  readonly cardsOf: (roster: string) => readonly RosterCard[];
}

/** Author and record text quoted in a message: short, so that a hostile name cannot flood the page. */
const quoted = (text: unknown) => `"${String(text).slice(0, 40)}"`;

/**
 * The first way in which a record does not fit the armies inside a board (commander names, rosters, sizes, card ids
 * and the units they name), in a game master's words; '' when it fits. A record played with its own armies fits any
 * board. A record applied (AC-BA-6) may name cards its Battle Killed: they have left their roster since.
 */
export function misfit(record: BattleRecord, board: BoardArmies): string {
  if (record.own) return '';
  for (const seat of [0, 1] as const) {
    const name = record.setup.commanders[seat].name;
    const here = board.setup.commanders[seat].name;
    if (!sameName(name, here))
      return msg(str`The record's commander ${formatNumber(seat + 1)} is ${quoted(name)}, not ${quoted(here)}.`);
    const side = record.sides[seat];
    const roster = board.sides[seat].roster;
    if (side.roster !== roster)
      return msg(
        str`The record's army of ${quoted(here)} is the roster ${quoted(side.roster)}, not ${quoted(roster)}.`,
      );
    const [recorded, living] = [side.cards.length, board.sides[seat].cards.length];
    if (!record.applied && recorded !== living)
      return msg(
        str`The record's army of ${quoted(here)} has ${formatNumber(recorded)} units, the roster ${formatNumber(living)} living.`,
      );
    const cards = board.cardsOf(roster);
    const other = board.cardsOf(board.sides[1 - seat]!.roster);
    for (const [index, id] of side.cards.entries()) {
      const card = cards.find((c) => c.id === id);
      const army = record.setup.commanders[seat].army[index]!;
      const unit = 'unit' in army ? army.unit : army;
      if (card && card.unit.name !== unit.name)
        return msg(
          str`The record's card ${quoted(id)} is ${quoted(unit.name)}, in the roster ${quoted(card.unit.name)}.`,
        );
      if (card || record.applied) continue;
      return other.some((c) => c.id === id)
        ? msg(str`The record's card ${quoted(id)} of ${quoted(here)} belongs to the other army.`)
        : msg(str`The record's card ${quoted(id)} is not in the roster ${quoted(roster)}.`);
    }
  }
  return '';
}
