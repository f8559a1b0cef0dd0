// The Battle as it is kept: the setup it started from and every step taken, each with the dice it rolled, so that
// any state is the setup replayed (undo goes back any number of steps, dice included) and a reload goes on from the
// same step. Pure, apart from the dice the board hands in.
import {
  type BattleAction,
  type BattleSetup,
  type BattleState,
  battleStep,
  startBattle,
} from '../../rules/battle/index.js';
import { type D6, fixedD6 } from '../../rules/core/index.js';

/** Bumped whenever {@link BattleRecord}'s shape changes, so that old saved Battles are recognised and reset. */
export const BATTLE_VERSION = 1;

export interface BattleRecord {
  readonly setup: BattleSetup;
  /** Every step taken, in order, with the dice it rolled. */
  readonly steps: ReadonlyArray<{ readonly action: BattleAction; readonly dice: readonly number[] }>;
}

/** The state after every step of the record, or null when a step is refused (a damaged or foreign record). */
export function replay(record: BattleRecord): BattleState | null {
  try {
    let state = startBattle(record.setup);
    for (const { action, dice } of record.steps) {
      const next = battleStep(state, action, fixedD6(dice));
      if (!next.ok) return null;
      state = next.state;
    }
    return state;
  } catch {
    return null; // saved data that is not a Battle: the rules refuse it one way or another
  }
}

/** Takes a step with `d6`, recording the dice it rolled; the reason when the rules refuse it. */
export function takeStep(
  record: BattleRecord,
  state: BattleState,
  action: BattleAction,
  d6: D6,
): { record: BattleRecord; state: BattleState } | { reason: string } {
  const dice: number[] = [];
  const next = battleStep(state, action, () => {
    const die = d6();
    dice.push(die);
    return die;
  });
  if (!next.ok) return { reason: next.reason };
  return { record: { ...record, steps: [...record.steps, { action, dice }] }, state: next.state };
}

/** Reads a saved Battle back: null unless it replays to a Battle (every step legal). Never throws. */
export function restoreBattle(saved: unknown, version: number): BattleRecord | null {
  if (version !== BATTLE_VERSION || !saved || typeof saved !== 'object') return null;
  const { setup, steps } = saved as Partial<BattleRecord>;
  if (!setup || !Array.isArray(steps) || steps.length > 5000) return null;
  const record = { setup, steps } as BattleRecord;
  return replay(record) ? record : null;
}
