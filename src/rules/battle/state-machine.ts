/**
 * A whole Battle (AC-BA) as a pure state machine: `startBattle(setup)`, then `battleStep(state,
 * action, d6)` for every decision, each returning a new state (or a refusal citing the rule) and
 * never changing the old one. Piles are small arrays copied on change; the card list and the log
 * are shared between states, so a step costs little.
 *
 * Rulings this module makes (the source is silent; widgets should say so):
 * - AC-BA-1: the commander who chooses the first player is given by the caller (`chooser`);
 *   `playRandomBattle` picks them with a d6.
 * - AC-BA-3: when nobody played a Defense card in Phase 1, the commander who did not take the
 *   first turn starts Phase 2. "Both Unable" means neither holds a card that can fight when one
 *   of them declares Unable on Offense.
 * - AC-BA-4: "both Pass in a row" is a Pass (on Offense or Defense) by one commander right after a
 *   Pass by the other, with no card played in between; being Unable is not a Pass. The second
 *   Pass on Offense still costs its Morale (AC-MO-6) before the Battle ends.
 * - AC-BA-5: Kills are the enemy cards in Killed piles (an R1 double Kill counts for both); Morale
 *   includes what is left of a Base's Morale (AC-MO-3).
 * - AC-SK-9: a discarded card's bonus comes from the card (`discardBonus`), the discarding
 *   commander picks the side. The window is also open before an Unopposed roll (AC-MO-7 "adds
 *   modifiers as normal"), for the Offense side only. A commander with nothing to discard (and
 *   no Evoker / Illusionist use left) declines at once, so the window may not open at all.
 * - AC-SK-8: kill prevention and Healers are offered after each Skirmish, attacker first, each
 *   commander acting until done; a commander with nothing they could do is skipped.
 * - AC-HE-1: an Unopposed roll is not a Skirmish, so no Healer window follows it. A Healer with
 *   Strength "-" counts as 0.
 * - AC-RI-1: a Ritual is played on your own turn before your Offense card, does not end the turn,
 *   and goes to the Disabled pile. Its Path must be shared by 2 of the army's units not Killed; a
 *   Ritual with no Path cannot be played. Animist: 2 per Phase, so up to 4 per Battle.
 * - AC-CP Illusionist: the die is rolled once, before the Skirmish dice (Offense commander's
 *   first), and kept through AC-SK-6 rerolls. Evoker and Illusionist cannot add to an Unopposed
 *   unit of the opponent. Psionicist: the random card is drawn by the players among the cards
 *   that can fight. Oathbound: applies to Skirmish fates and Rout Kills, not to discards.
 */
import type { D6 } from '../core/index.js';
import { whyCannotFight } from '../core/index.js';
import { createMoraleState, enterBattle, type MoraleState } from '../morale/index.js';
import { effectiveClass, NO_POWER_USE } from '../powers/index.js';
import {
  canPlayCard,
  whyNotDiscard,
  whyNotHeal,
  whyNotPlay,
  whyNotPower,
  whyNotPreventKill,
  whyNotReturn,
  whyNotRitual,
} from './internal/checks.js';
import { nextInQueue, rollOff, rollRout, rout } from './internal/end.js';
import { heal, necromancerReturn, resolve, saveFromKill } from './internal/skirmish.js';
import {
  decline,
  discard,
  noDefense,
  passOffense,
  playDefense,
  playOffense,
  playRitual,
  unableOffense,
  usePower,
} from './internal/turns.js';
import { beginTurn, name, type NextState, nextState, say } from './internal/working-state.js';
import type {
  BattleAction,
  BattleCard,
  BattleSetup,
  BattleState,
  BattleStepResult,
  CommanderState,
  Seat,
} from './types.js';

/**
 * AC-BA-1: every card of each army goes to its commander's hand; the `chooser` (picked at random
 * by the caller) then chooses who takes the first turn. Throws a RangeError for a bad setup
 * (Morale, Tactician choice, Oathbound index).
 * @example
 * const battle = startBattle({ commanders: [{ name: 'Ayla', morale: 7, army: [spearmen, soldier] },
 *                                           { name: 'Brigands', morale: 5, npc: true, army: [soldier] }] });
 * battle.step // → 'choose-first'
 */
export function startBattle(setup: BattleSetup): BattleState {
  const cards: BattleCard[] = [];
  const commanders = setup.commanders.map((cs, i) => {
    const seat = i as Seat;
    const hand: number[] = [];
    for (const entry of cs.army) {
      const card = 'unit' in entry ? entry : { unit: entry };
      const { unit } = card;
      const id = cards.length;
      const fights = whyCannotFight(unit) === null; // AC-UN-4
      cards.push({ id, owner: seat, unit, fights, discardBonus: card.discardBonus, retinue: card.retinue ?? false });
      hand.push(id);
    }
    const day: MoraleState =
      typeof cs.morale === 'number' ? createMoraleState({ start: cs.morale, npc: cs.npc ?? false }) : cs.morale;
    const entered = enterBattle(day, { baseMorale: cs.baseMorale ?? 0 }); // AC-MO-3
    if (!entered.ok) throw new RangeError(`${cs.name}: ${entered.reason}`);
    let power: CommanderState['power'];
    if (cs.power) {
      const eff = effectiveClass(cs.power.classId, cs.power.tacticianAs);
      if ('reason' in eff) throw new RangeError(`${cs.name}: ${eff.reason}`);
      const { oathbound } = cs.power;
      if (oathbound !== undefined && !(Number.isInteger(oathbound) && oathbound >= 0 && oathbound < cs.army.length))
        throw new RangeError(`${cs.name}: Oathbound must name a unit of the army (index ${oathbound})`);
      power = {
        chosen: cs.power.classId,
        classId: eff.classId,
        ...pick(cs.power, 'tacticianAs', 'dervishAgainst'),
        ...(oathbound !== undefined ? { oathbound: hand[oathbound]! } : {}),
      };
    }
    const c: CommanderState = {
      name: cs.name,
      morale: entered.state,
      influence: cs.influence ?? 0,
      hand,
      exhausted: [],
      disabled: [],
      killed: [],
      ritualsThisBattle: 0,
      ritualsThisPhase: 0,
      power,
      powerUse: NO_POWER_USE,
    };
    return c;
  }) as unknown as [CommanderState, CommanderState];
  const chooser = setup.chooser ?? 0;
  // Every field is present from the start (undefined when unset): one object shape for every
  // state keeps the copies in battleStep cheap.
  const d: NextState = {
    cards,
    commanders,
    step: 'choose-first',
    actor: chooser,
    phase: 1,
    turn: chooser,
    firstPlayer: undefined,
    pending: undefined,
    declines: 0,
    queue: [],
    aftermathOf: undefined,
    killedNow: [],
    lastDefender: undefined,
    lastPass: undefined,
    routed: undefined,
    winner: undefined,
    end: undefined,
    log: null,
  };
  say(d, 'start', 'AC-BA-1', `Battle: ${commanders[0].name} against ${commanders[1].name}; all cards in hand`);
  for (const seat of [0, 1] as const) if (commanders[seat].morale.routed) return rout(d, seat); // AC-MO-2
  say(d, 'chooser', 'AC-BA-1', `${commanders[chooser].name} chooses who takes the first turn`, chooser);
  return d;
}

/** Which actions each step accepts. */
const STEP_ACTIONS: Record<BattleState['step'], readonly BattleAction['type'][]> = {
  'choose-first': ['choose-first'],
  offense: ['offense', 'pass', 'unable', 'ritual'],
  defense: ['defense', 'pass', 'unable'],
  bonuses: ['discard', 'power', 'done'],
  resolve: ['resolve'],
  aftermath: ['prevent-kill', 'heal', 'done'],
  'phase-2': ['return', 'done'],
  rout: ['rout-rolls'],
  'roll-off': ['roll-off'],
  ended: [],
};

/**
 * One decision of the commander the Battle waits for (`state.actor`). Returns the next state, or
 * a refusal whose text cites the rule. `d6` is needed by `resolve`, `rout-rolls` and `roll-off`.
 * Never changes `state`.
 * @example
 * let r = battleStep(battle, { type: 'choose-first', first: 0 });
 * r = battleStep(r.state, { type: 'pass' }); // AC-MO-6: −1 Morale, the other commander's turn
 * battleStep(r.state, { type: 'resolve' }) // → { ok: false, reason: "…" }
 */
export function battleStep(state: BattleState, action: BattleAction, d6?: D6): BattleStepResult {
  if (!STEP_ACTIONS[state.step].includes(action.type))
    return refuse(
      state.step === 'ended'
        ? 'the Battle is over (AC-BA-4)'
        : `'${action.type}' is not possible now: the Battle waits for ${state.commanders[state.actor].name} to ${STEP_TEXT[state.step]}`,
    );
  const needsDie = action.type === 'resolve' || action.type === 'rout-rolls' || action.type === 'roll-off';
  if (needsDie && !d6) return refuse(`'${action.type}' rolls dice: give battleStep a d6`);
  const seat = state.actor;
  const d = nextState(state);
  let why: string | null = null;
  switch (action.type) {
    case 'choose-first':
      if (action.first !== 0 && action.first !== 1) return refuse('the first player is commander 0 or 1 (AC-BA-1)');
      d.firstPlayer = action.first;
      say(d, 'first', 'AC-BA-1', `${name(d, action.first)} takes the first turn; Phase 1 begins`, seat);
      return ok(beginTurn(d, action.first));
    case 'offense':
    case 'defense':
      why = whyNotPlay(state, seat, action.card, action.powers);
      return why ? refuse(why) : ok(action.type === 'offense' ? playOffense(d, action) : playDefense(d, action));
    case 'pass':
      if (!canPlayCard(state, seat))
        return refuse(`${name(d, seat)} has no card that can fight, so is Unable, not Passing (AC-MO-6)`);
      return ok(d.step === 'offense' ? passOffense(d) : noDefense(d, true));
    case 'unable':
      if (canPlayCard(state, seat))
        return refuse(`${name(d, seat)} holds a card that can fight: Pass instead (AC-MO-6, AC-MO-7)`);
      return ok(d.step === 'offense' ? unableOffense(d) : noDefense(d, false));
    case 'ritual':
      why = whyNotRitual(state, seat, action.card);
      return why ? refuse(why) : ok(playRitual(d, action.card));
    case 'discard':
      why = whyNotDiscard(state, seat, action.card, action.side);
      return why ? refuse(why) : ok(discard(d, action.card, action.side));
    case 'power':
      why = whyNotPower(state, seat, action.side);
      return why ? refuse(why) : ok(usePower(d, action.side));
    case 'resolve':
      return ok(resolve(d, d6!));
    case 'prevent-kill':
      why = whyNotPreventKill(state, seat, action.card);
      return why ? refuse(why) : ok(saveFromKill(d, action.card));
    case 'heal':
      why = whyNotHeal(state, seat, action.healer, action.card);
      return why ? refuse(why) : ok(heal(d, action.healer, action.card));
    case 'return':
      why = whyNotReturn(state, seat, action.card);
      return why ? refuse(why) : ok(necromancerReturn(d, action.card));
    case 'done':
      return ok(d.step === 'bonuses' ? decline(d) : nextInQueue(d));
    case 'rout-rolls':
      return ok(rollRout(d, d6!));
    case 'roll-off':
      return ok(rollOff(d, d6!));
  }
}

/** What the Battle waits for at each step, in a game master's words. */
export const STEP_TEXT: Readonly<Record<BattleState['step'], string>> = {
  'choose-first': 'choose who takes the first turn (AC-BA-1)',
  offense: 'play a card on Offense, Pass or be Unable (AC-SK-1)',
  defense: 'play a card on Defense, Pass or be Unable (AC-SK-1)',
  bonuses: 'discard for a bonus or be done (AC-SK-9)',
  resolve: 'resolve the Skirmish',
  aftermath: 'prevent a Kill, use a Healer, or be done (AC-SK-8, AC-HE-1)',
  'phase-2': 'take a card back (Necromancer) or be done',
  rout: 'roll for the Routed units (AC-MO-2)',
  'roll-off': 'roll off for the win (AC-BA-5)',
  ended: 'nothing: the Battle is over',
};

const ok = (state: BattleState): BattleStepResult => ({ ok: true, state });

const refuse = (reason: string): BattleStepResult => ({ ok: false, reason });

function pick<T extends object, K extends keyof T>(from: T, ...keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (from[k] !== undefined) out[k] = from[k];
  return out;
}
