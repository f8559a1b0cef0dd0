// The Skirmish a Battle is about to roll, with its exact odds, so that a resolver nested in a board shows the chances
// of the Battle's own Skirmish (AC-SK-7) before the dice are thrown; an Unopposed unit's chances of Morale damage
// (AC-MO-7) likewise.
import { totalMorale } from '../morale/index.js';
import { applyCommanderPowers, applyUnopposedPowers } from '../powers/index.js';
import {
  type SkirmishInput,
  type SkirmishOdds,
  skirmishOdds,
  type UnopposedDistribution,
  unopposedDistribution,
} from '../skirmish/index.js';
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

export interface UnopposedNow {
  readonly offense: BattleCard;
  /** The exact chance of each Morale damage, with the powers chosen so far (AC-MO-7). */
  readonly odds: UnopposedDistribution;
  /** The chance that the damage takes the defending commander's last Morale: Routed, the Battle lost (AC-MO-2). */
  readonly routs: number;
  /** An Illusionist's die is still to be rolled: the odds leave it out. */
  readonly illusionPending: boolean;
}

/**
 * The pending Unopposed unit before its roll (AC-MO-7), with the exact chance of each Morale damage and of the Rout it
 * may cause (AC-MO-2); undefined otherwise.
 * @example unopposedNow(state)?.odds.damage // → [{ value: 0, probability: 1/6 }, { value: 1, probability: 4/6 }, …]
 */
export function unopposedNow(state: BattleState): UnopposedNow | undefined {
  const p = state.pending;
  if (!p || !p.unopposed) return undefined;
  const att = state.turn;
  const choice = choiceFor(state, att, known(p.choices[att]), () => 1); // the Illusionist's die: left out, as above
  const side = sideOf(state, p.offense, p.offenseBonuses);
  const odds = unopposedDistribution(choice ? applyUnopposedPowers(side, choice).input : side);
  const morale = totalMorale(state.commanders[other(att)].morale);
  return {
    offense: state.cards[p.offense]!,
    odds,
    routs: odds.damage.reduce((sum, d) => sum + (d.value >= morale ? d.probability : 0), 0),
    illusionPending: Boolean(p.choices[att].illusionFor),
  };
}
