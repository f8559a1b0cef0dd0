// Who is on Offense as a board says it: nobody before the first turn has begun.
import type { BattleState, Seat } from '../battle/types.js';

/** Steps before any turn has begun: who chooses, the choice, the powers asked before the Battle (AC-BA-1, R11). */
const BEFORE_THE_FIRST_TURN = new Set(['roll-chooser', 'choose-first', 'pre-battle']);

/**
 * The commander on Offense, once a turn has begun and until the Battle ends; undefined otherwise (nobody is on
 * Offense while who takes the first turn is still being chosen).
 * @example onOffense(startBattle(setup)) // → undefined
 */
export const onOffense = (state: BattleState): Seat | undefined =>
  BEFORE_THE_FIRST_TURN.has(state.step) || state.step === 'ended' ? undefined : state.turn;
