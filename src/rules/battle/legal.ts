// What the commander the Battle waits for may do now: every action listed is accepted by battleStep.
import { orderedActions } from './internal/work-order.js';
import { loadBattle } from './internal/work-state.js';
import type { BattleAction, BattleState } from './types.js';

/**
 * Every action the commander the Battle waits for (`state.actor`) may take now; each one is
 * accepted by `battleStep`. Power variants (Master of Arms, Adept, Shapeshifter) are listed as
 * separate actions; the Psionicist's random card is one `psionic` action (R10). With
 * `autoUnable`, `unable` is listed only beside a Ritual or the Cleric's power (R3).
 * @example legalActions(startBattle(setup)) // → [{ type: 'choose-first', first: 0 }, { type: 'choose-first', first: 1 }]
 */
export function legalActions(state: BattleState): BattleAction[] {
  loadBattle(state);
  return orderedActions();
}
