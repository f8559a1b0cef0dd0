// AC-SK-1, R17: the Offense card is played face down. While the Defense is chosen, what a board shows of the Battle
// (its piles, the rosters' card states) is this view, in which nothing depends on which card was played.
import type { BattleState } from '../battle/index.js';

/**
 * True between the Offense card's play and the Defense choice: the Offense card is down, face down (AC-SK-1).
 * @example faceDown(state) // → true once Ayla attacked and Brann has not yet defended, Passed or been Unable
 */
export const faceDown = (state: BattleState): boolean =>
  state.step === 'defense' && state.pending !== undefined && state.pending.defense === undefined;

/**
 * R17: the Battle as the table sees it. While the Offense card is face down, it is listed with its commander's hand
 * (the hand in the cards' setup order, so that neither the list nor its order tells which card left it) and no card
 * is in the Skirmish yet; otherwise `state` itself. Both cards are revealed together, when the Defense is played.
 * @example tableView(state).commanders[state.turn].hand // → every card the attacker held before playing
 */
export function tableView(state: BattleState): BattleState {
  if (!faceDown(state)) return state;
  const seat = state.turn;
  const c = state.commanders[seat];
  const hand = [...c.hand, state.pending!.offense].sort((a, b) => a - b);
  const commanders = [...state.commanders] as [BattleState['commanders'][0], BattleState['commanders'][1]];
  commanders[seat] = { ...c, hand };
  return { ...state, commanders, pending: undefined };
}
