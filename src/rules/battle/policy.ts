// How a simulated commander decides, for battleOdds: `random` (every legal action equally likely) and `greedy` (a
// simple sensible commander). Both only ever take a legal action; neither plays as well as a real commander.
import type { D6, Unit } from '../core/index.js';
import { totalMorale } from '../morale/index.js';
import { type SkirmishOdds, skirmishOdds } from '../skirmish/index.js';
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

/** The chance that `attacker` (a card id) beats the best card `defender` (a seat) has in hand; 1 when it has none. */
function attackScore(state: BattleState, attacker: number): number {
  const enemy = state.commanders[other(state.actor)];
  const unit = state.cards[attacker]!.unit;
  let worst = 1;
  for (const id of enemy.hand) {
    const card = state.cards[id]!;
    if (!card.fights) continue;
    worst = Math.min(worst, plainOdds(unit, card.unit).offenseWins);
  }
  return worst;
}

/** The chance that `card` wins as Defense against the pending Offense card. */
function defenseScore(state: BattleState, card: number): number {
  const offense = state.cards[state.pending!.offense]!.unit;
  return plainOdds(offense, state.cards[card]!.unit).defenseWins;
}

/**
 * The best of the `type` actions among `actions` by the `score` of their card (the first on a tie), or undefined when
 * there are none. A loop, not filtered copies: the greedy commander decides at every step of every simulated Battle.
 */
function best(actions: readonly BattleAction[], type: 'offense' | 'defense', score: (card: number) => number) {
  let chosen: BattleAction | undefined;
  let top = -Infinity;
  for (const action of actions)
    if (action.type === type) {
      const value = score(action.card);
      if (value > top) [chosen, top] = [action, value];
    }
  return chosen;
}

/** The greedy commander's action (see {@link BattlePolicy}); always one of `legalActions(state)`. */
export function greedyAction(state: BattleState): BattleAction {
  const actions = legalActions(state);
  const first = (type: BattleAction['type']) => actions.find((a) => a.type === type);
  const me = state.commanders[state.actor];
  switch (state.step) {
    case 'choose-first':
      return actions.find((a) => a.type === 'choose-first' && a.first === state.actor) ?? actions[0]!;
    case 'offense':
      return best(actions, 'offense', (card) => attackScore(state, card)) ?? first('ritual') ?? actions[0]!;
    case 'defense':
      return best(actions, 'defense', (card) => defenseScore(state, card)) ?? actions[0]!;
    case 'bonuses': {
      const own = state.actor === state.turn ? 'offense' : 'defense';
      return actions.find((a) => a.type === 'power' && a.side === own) ?? first('done') ?? actions[0]!;
    }
    case 'aftermath': {
      const morale = totalMorale(me.morale);
      const save = first('prevent-kill');
      if (save && (me.morale.npc ? morale > 4 : me.influence > 0)) return save;
      const heal = first('heal');
      if (heal && morale > 2) return heal;
      return first('done') ?? actions[0]!;
    }
    default:
      return actions[0]!;
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
