// What a chance to win shown at the table may know (R18, R19), and how an NPC's autopilot chooses (R20): the Offense
// card face down (R17) stays hidden from every estimate, so that no figure on the board tells which card it is.
import {
  type BattleAction,
  type BattleOdds,
  type BattleState,
  battleStep,
  greedyAction,
  legalActions,
  randomIndex,
  routsActor,
} from '../battle/index.js';
import type { Opening } from '../battle/opening-odds.js';
import type { D6 } from '../core/index.js';
import { faceDown } from './face-down.js';

/**
 * R18: the state a chance to win shown on the board is worked out from: the Battle now; while the Offense card is face
 * down, the Battle before it was played (its commander's choice made by the policy, as any later one).
 * @example knownState(states) // → the Offense step's state while Brann chooses his Defense
 */
export function knownState(states: readonly BattleState[]): BattleState {
  const now = states.at(-1)!;
  if (!faceDown(now)) return now;
  let i = states.length - 1;
  while (i > 0 && states[i]!.pending?.offense === now.pending!.offense) i--;
  return states[i]!;
}

/** R19: the Offense cards the face-down one may be, as the defender sees it: every Offense its commander could play. */
const hiddenOffense = (before: BattleState) =>
  legalActions(before).filter((a) => a.type === 'offense' || a.type === 'psionic');

/** One legal action of the commander the Battle waits for, and how the estimate of its chance plays it. */
export interface AdviceLine {
  readonly action: BattleAction;
  /** The state the estimate starts from, and the opening it plays first (see `openingOddsRunner`). */
  readonly from: BattleState;
  readonly opening: Opening;
}

/**
 * Every legal action of the commander the Battle waits for, each as its estimate plays it: the action first, from the
 * state now; while the Offense card is face down (R19), from before it was played, an Offense drawn at random among
 * those its commander could play, then the action.
 * @example adviceLines(states).map((line) => line.action) // → legalActions(states.at(-1))
 */
export function adviceLines(states: readonly BattleState[]): AdviceLine[] {
  const now = states.at(-1)!;
  const actions = legalActions(now);
  if (!faceDown(now)) return actions.map((action) => ({ action, from: now, opening: [[action]] }));
  const before = knownState(states);
  const hidden = hiddenOffense(before);
  return actions.map((action) => ({ action, from: before, opening: [hidden, [action]] }));
}

/**
 * R20: the action an NPC's autopilot takes by the estimate: the best chance to win for the commander who acts, the
 * first listed on a tie (the rules' order of actions), never one that Routs that commander (AC-MO-2) while another
 * does not. `odds` are indexed like `adviceLines(states)`.
 */
export function bestAction(states: readonly BattleState[], odds: readonly BattleOdds[]): BattleAction {
  const now = states.at(-1)!;
  const actions = legalActions(now);
  const keeps = keeping(now, actions);
  let best = -1;
  odds.forEach((o, i) => {
    if (keeps[i] && (best < 0 || o.winChance[now.actor] > odds[best]!.winChance[now.actor])) best = i;
  });
  return actions[best]!;
}

/**
 * R20: which of `actions` the autopilot may take: those that do not Rout the commander who acts (AC-MO-2); all of
 * them when each one does.
 */
function keeping(state: BattleState, actions: readonly BattleAction[]): boolean[] {
  const keeps = actions.map((action) => !routsActor(state, action));
  return keeps.includes(true) ? keeps : keeps.map(() => true);
}

/**
 * R20: the autopilot's quick choice, the greedy commander's; while the Offense card is face down (R19), greedy's
 * Defense against an Offense card drawn with `d6` among those it may be, never the card played. Never one that Routs
 * its commander (AC-MO-2) while another does not: then the first listed that does not.
 */
export function quickAction(states: readonly BattleState[], d6: D6): BattleAction {
  const now = states.at(-1)!;
  let chosen: BattleAction | undefined;
  if (!faceDown(now)) chosen = greedyAction(now);
  else {
    const before = knownState(states);
    const hidden = hiddenOffense(before);
    const guess = battleStep(before, hidden[randomIndex(hidden.length, d6)]!, d6);
    chosen = guess.ok && guess.state.step === 'defense' ? greedyAction(guess.state) : undefined;
  }
  const same = (a: BattleAction) => JSON.stringify(a) === JSON.stringify(chosen);
  const actions = legalActions(now);
  const keeps = keeping(now, actions);
  return actions.find((a, i) => keeps[i] && same(a)) ?? actions[keeps.indexOf(true)]!;
}
