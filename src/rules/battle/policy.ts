// How a simulated commander decides, for battleOdds: `random` (every legal action equally likely) and `greedy` (a
// simple sensible commander). Both only ever take a legal action; neither plays as well as a real commander.
import type { D6, Unit } from '../core/index.js';
import { totalMorale } from '../morale/index.js';
import { type SkirmishOdds, skirmishOdds } from '../skirmish/index.js';
import { whyNotPower } from './internal/checks.js';
import { randomIndex } from './internal/random.js';
import { other, owning } from './internal/working-state.js';
import { legalActions } from './legal.js';
import { battleStep, startBattle } from './state-machine.js';
import type { BattleAction, BattleSetup, BattleState } from './types.js';

/**
 * `random`: a legal action uniformly at random at every step. `greedy`: attacks with the card that has the best exact
 * odds against the defender's best reply, defends with the card most likely to win, adds its own power to its own
 * side, saves a Killed card and heals while Morale allows, never Passes while a card can fight. Discards, Rituals
 * and the other powers are left to the rules' order of actions.
 */
export type BattlePolicy = 'random' | 'greedy';

/**
 * The exact odds that `offense` beats `defense` in a plain Skirmish (no bonus, no power), kept per pair of units: the
 * greedy commander asks for the same few pairs at almost every step of every Battle.
 */
const PLAIN_ODDS = new WeakMap<Unit, WeakMap<Unit, SkirmishOdds>>();
function plainOdds(offense: Unit, defense: Unit): SkirmishOdds {
  let against = PLAIN_ODDS.get(offense);
  if (!against) PLAIN_ODDS.set(offense, (against = new WeakMap()));
  let odds = against.get(defense);
  if (!odds) {
    odds = skirmishOdds({ offense: { unit: offense }, defense: { unit: defense } });
    against.set(defense, odds);
  }
  return odds;
}

/**
 * The same odds by card ids, one table per card list (a card's id never changes within its list, and the Battles of
 * one setup share their list): an array look-up at every step instead of two WeakMap look-ups per pair of cards.
 */
const CARD_ODDS = new WeakMap<BattleState['cards'], SkirmishOdds[][]>();
function cardOdds(cards: BattleState['cards']): (offense: number, defense: number) => SkirmishOdds {
  let table = CARD_ODDS.get(cards);
  if (!table) CARD_ODDS.set(cards, (table = []));
  const odds = table;
  return (offense, defense) =>
    ((odds[offense] ??= [])[defense] ??= plainOdds(cards[offense]!.unit, cards[defense]!.unit));
}

/**
 * The card the greedy commander plays on Offense or Defense (undefined when none can fight): on Offense the one with
 * the best chance against the defender's best reply (1 when the defender holds none), on Defense the one most likely
 * to win against the pending Offense card; the first in hand on a tie.
 */
function bestCard(state: BattleState): number | undefined {
  const odds = cardOdds(state.cards);
  const enemy = state.commanders[other(state.actor)].hand;
  const attacker = state.pending?.offense;
  let chosen: number | undefined;
  let top = -Infinity;
  for (const card of state.commanders[state.actor].hand) {
    if (!state.cards[card]!.fights) continue;
    let value = 1;
    if (attacker !== undefined) value = odds(attacker, card).defenseWins;
    else for (const id of enemy) if (state.cards[id]!.fights) value = Math.min(value, odds(card, id).offenseWins);
    if (value > top) [chosen, top] = [card, value];
  }
  return chosen;
}

const DONE: BattleAction = { type: 'done' };

/**
 * The greedy commander's action (see {@link BattlePolicy}); always one of `legalActions(state)`. On Offense, on
 * Defense and in the discard window it asks the rules' checks for the one action it wants instead of listing them
 * all: those are most of the steps of a Battle.
 */
export function greedyAction(state: BattleState): BattleAction {
  const me = state.commanders[state.actor];
  switch (state.step) {
    case 'offense':
    case 'defense': {
      const card = bestCard(state);
      if (card !== undefined) return { type: state.step, card }; // a card in hand that can fight is always playable
      const actions = legalActions(state);
      return actions.find((a) => a.type === 'ritual') ?? actions[0]!;
    }
    case 'bonuses': {
      const own = state.actor === state.turn ? 'offense' : 'defense';
      return whyNotPower(state, state.actor, own) === null ? { type: 'power', side: own } : DONE; // AC-SK-9
    }
    case 'aftermath': {
      // Saves are listed before heals: the first save while it can afford one, else the first heal, else done.
      const morale = totalMorale(me.morale);
      const save = me.morale.npc ? morale > 4 : me.influence > 0;
      const wanted = (a: BattleAction) => (a.type === 'prevent-kill' ? save : a.type === 'heal' && morale > 2);
      return legalActions(state).find(wanted) ?? DONE;
    }
    case 'choose-first':
      return { type: 'choose-first', first: state.actor };
    default:
      return legalActions(state)[0]!;
  }
}

/**
 * Plays a whole Battle by `policy`, every roll and every random choice from `d6`. Returns the ended state.
 * @example playBattle(setup, seededD6(1), 'greedy').winner // → 0 or 1
 */
export function playBattle(setup: BattleSetup, d6: D6, policy: BattlePolicy, maxSteps = 100_000): BattleState {
  return playOut(battleStart(setup)(d6), d6, policy, maxSteps);
}

/**
 * The started Battle of `setup` for a Battle played with `d6`: when the setup names no chooser, a d6 picks one
 * (1–3: the first commander, AC-BA-1). Each start is made once, so many Battles of one setup share them.
 */
export function battleStart(setup: BattleSetup): (d6: D6) => BattleState {
  const { chooser } = setup;
  const states = ([0, 1] as const).map((seat) => startBattle({ ...setup, chooser: chooser ?? seat }));
  return (d6) => states[chooser === undefined && d6() > 3 ? 1 : 0]!;
}

/**
 * Plays the Battle on from `state` to its end by `policy`, every roll and random choice from `d6`; the ended state.
 * @example playOut(state, seededD6(1), 'random').winner // → 0 or 1
 */
export function playOut(from: BattleState, d6: D6, policy: BattlePolicy, maxSteps = 100_000): BattleState {
  return owning(from, (state) => {
    for (let steps = 0; state.step !== 'ended'; steps++) {
      if (steps >= maxSteps) throw new RangeError(`the Battle did not end within ${maxSteps} steps`);
      let action: BattleAction;
      if (policy === 'greedy') action = greedyAction(state);
      else {
        const actions = legalActions(state);
        action = actions[randomIndex(actions.length, d6)]!;
      }
      const r = battleStep(state, action, d6);
      if (!r.ok) throw new Error(`a listed action was refused: ${r.reason}`);
      state = r.state;
    }
    return state;
  });
}
