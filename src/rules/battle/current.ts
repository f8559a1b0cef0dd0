// The Skirmish a Battle is about to roll, with its exact odds, so that a resolver nested in a board shows the chances
// of the Battle's own Skirmish (AC-SK-7) before the dice are thrown.
import { applyCommanderPowers } from '../powers/index.js';
import { type SkirmishInput, type SkirmishOdds, skirmishOdds } from '../skirmish/index.js';
import { choiceFor, sideOf } from './internal/skirmish.js';
import { isMediated } from './internal/work-board.js';
import { other } from './internal/working-state.js';
import type { BattleCard, BattleState, SkirmishChoice } from './types.js';

export interface SkirmishNow {
  readonly offense: BattleCard;
  readonly defense: BattleCard;
  /** Both sides as the resolver will take them: discard bonuses, Retinue and the powers chosen so far. */
  readonly input: SkirmishInput;
  readonly odds: SkirmishOdds;
  /** An Illusionist's die is still to be rolled: the odds leave it out. */
  readonly illusionPending: boolean;
}

/** The choices as they weigh before the roll: the Illusionist's die is not known yet. */
const known = (choice: SkirmishChoice): SkirmishChoice =>
  choice.illusionFor ? { ...choice, illusionFor: undefined } : choice;

/**
 * The pending Skirmish once both cards are down (not Unopposed, not mediated by the Chaplain, R8), with its exact
 * odds; undefined otherwise.
 * @example skirmishNow(state)?.odds.offenseWins // → 0.935 for Spearmen (3) against a Soldier (2)
 */
export function skirmishNow(state: BattleState): SkirmishNow | undefined {
  const p = state.pending;
  if (!p || p.defense === undefined || p.unopposed || isMediated(state)) return undefined;
  const att = state.turn;
  const def = other(att);
  const noDie = () => 1; // never thrown: the Illusionist's choice is left out above
  const offChoice = choiceFor(state, att, known(p.choices[att]), noDie);
  const defChoice = choiceFor(state, def, known(p.choices[def]), noDie);
  let input: SkirmishInput = {
    offense: sideOf(state, p.offense, p.offenseBonuses),
    defense: sideOf(state, p.defense, p.defenseBonuses),
  };
  if (offChoice || defChoice) input = applyCommanderPowers(input, { offense: offChoice, defense: defChoice }).input;
  return {
    offense: state.cards[p.offense]!,
    defense: state.cards[p.defense]!,
    input,
    odds: skirmishOdds(input),
    illusionPending: Boolean(p.choices[att].illusionFor || p.choices[def].illusionFor),
  };
}
