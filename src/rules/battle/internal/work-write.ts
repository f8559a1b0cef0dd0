/**
 * The Battle engine's working state written back as a `BattleState` (issue 28): a new immutable
 * value of exactly the shape `battleStep` returns, so the board can take its states from the engine.
 *
 * What the working state does not hold is taken from `prev`, the state it was loaded from: names, the cards (grown by
 * a power's unit fielded since), the Morale fields a Battle never changes, the commanders' chosen classes and the log.
 * Built only when asked (a step of the board), never in a playout.
 */
import type { MoraleState } from '../../morale/index.js';
import { POWER_UNITS } from '../power-units.js';
import type {
  BattleCard,
  BattleEvent,
  BattleState,
  CommanderPower,
  CommanderState,
  PendingSkirmish,
  Seat,
  SkirmishChoice,
} from '../types.js';
import { targetOf } from './work-actions.js';
import * as L from './work-layout.js';
import { CLASS, oldest, W } from './work-state.js';
import { event } from './working-state.js';

/** A field that holds a seat or −1, as the state's optional seat. */
const seatOr = (value: number): Seat | undefined => (value < 0 ? undefined : (value as Seat));

/** The cards of a mask in the order they arrived in their pile (their stamps). */
function inOrder(mask: number): number[] {
  const cards: number[] = [];
  for (let m = mask; m; m &= ~(1 << cards[cards.length - 1]!)) cards.push(oldest(m));
  return cards;
}

/** R7, R8: the card list, with the units powers fielded since `prev` (the same unit objects as `addPowerUnit`'s). */
function cardsOf(prev: BattleState): readonly BattleCard[] {
  if (W[L.CARDS] === prev.cards.length) return prev.cards;
  const cards = [...prev.cards];
  for (let id = prev.cards.length; id < W[L.CARDS]!; id++) {
    const owner: Seat = W[L.POWER_UNIT + 1] === id ? 1 : 0;
    const by = CLASS[owner] === L.CHIRURGEON ? 'chirurgeon' : 'chaplain';
    cards.push({
      id,
      owner,
      unit: POWER_UNITS[by],
      fights: true,
      discardBonus: undefined,
      retinue: false,
      grantedBy: by,
    });
  }
  return cards;
}

/** AC-MO-3, AC-MO-2, AC-BA-4: the commander's Morale; out of the Battle once Routed or when it ended. */
function moraleOf(prev: MoraleState, seat: Seat): MoraleState {
  const inBattle = W[L.STEP] !== L.ENDED && W[L.ROUTED] !== seat;
  return {
    ...prev,
    morale: W[L.MORALE + seat]!,
    base: W[L.BASE + seat]!,
    baseBonus: inBattle ? prev.baseBonus : 0,
    baseLostToday: W[L.BASE_LOST + seat]!,
    inBattle,
    routed: W[L.ROUTED] === seat,
  };
}

/** The commander's class as used in this Battle, with only the keys `startBattle` and the answers give (R11). */
function powerOf(prev: CommanderPower | undefined, seat: Seat): CommanderPower | undefined {
  if (!prev) return undefined;
  const cls = CLASS[seat]!;
  const power: { -readonly [K in keyof CommanderPower]: CommanderPower[K] } = {
    chosen: prev.chosen,
    classId: L.CLASS_IDS[cls]!,
  };
  const as = prev.tacticianAs ?? (prev.chosen === 'tactician' && cls !== L.TACTICIAN ? L.CLASS_IDS[cls] : undefined);
  if (as !== undefined) power.tacticianAs = as; // AC-CP Tactician: the class taken, given or answered
  if (W[L.DERVISH_AGAINST + seat]! >= 0) power.dervishAgainst = targetOf(W[L.DERVISH_AGAINST + seat]!);
  if (W[L.OATH + seat]! >= 0) power.oathbound = W[L.OATH + seat];
  if (W[L.USED_TODAY + seat]) power.usedToday = true;
  const unit = W[L.POWER_UNIT + seat]!;
  if (unit !== -2) power.powerUnit = unit < 0 ? null : unit;
  return power;
}

function commanderOf(prev: CommanderState, seat: Seat): CommanderState {
  return {
    name: prev.name,
    morale: moraleOf(prev.morale, seat),
    influence: W[L.INFLUENCE + seat]!,
    hand: inOrder(W[L.HAND + seat]!),
    exhausted: inOrder(W[L.EXHAUSTED + seat]!),
    disabled: inOrder(W[L.DISABLED + seat]!),
    killed: inOrder(W[L.KILLED + seat]!),
    ritualsThisBattle: W[L.RITUALS_IN_BATTLE + seat]!,
    ritualsThisPhase: W[L.RITUALS_IN_PHASE + seat]!,
    power: powerOf(prev.power, seat),
    powerUse: {
      battle: W[L.USED_IN_BATTLE + seat]!,
      phase: W[L.USED_IN_PHASE + seat]!,
      skirmish: W[L.USED_IN_SKIRMISH + seat]!,
    },
  };
}

/** One commander's powers for the pending Skirmish, as the board's actions and `usePower` give them. */
function choiceOf(seat: Seat): SkirmishChoice {
  const bits = W[L.CHOICE + seat]!;
  const choice: { -readonly [K in keyof SkirmishChoice]: SkirmishChoice[K] } = {};
  if (bits & L.CH_ROLE) choice.changeRole = true;
  if (bits & L.CH_SHAPE)
    choice.shapeshiftTo = targetOf(((bits & L.CH_SHAPE) >> 4) - 1) as SkirmishChoice['shapeshiftTo'];
  if (bits & L.CH_PSIONIC) choice.psionic = true;
  const side = bits & L.CH_POWER_OFFENSE ? 'offense' : bits & L.CH_POWER_DEFENSE ? 'defense' : undefined;
  if (side && CLASS[seat] === L.EVOKER) choice.evokeFor = side;
  else if (side) choice.illusionFor = side;
  return choice;
}

/** AC-SK-1, AC-SK-9: the Skirmish waiting for Defense, discards or its roll; undefined at any other step. */
function pendingOf(): PendingSkirmish | undefined {
  const step = W[L.STEP];
  if (step !== L.DEFENSE && step !== L.BONUSES && step !== L.RESOLVE) return undefined;
  const bonuses: [number[], number[]] = [[], []];
  for (let i = 0; i < W[L.BONUS_COUNT]!; i++) bonuses[W[L.BONUS_LIST + i]! & 1]!.push(W[L.BONUS_LIST + i]! >> 1);
  return {
    offense: W[L.PENDING_OFFENSE]!,
    defense: W[L.PENDING_DEFENSE]! < 0 ? undefined : W[L.PENDING_DEFENSE],
    unopposed: W[L.UNOPPOSED] === 1,
    offenseBonuses: bonuses[0],
    defenseBonuses: bonuses[1],
    choices: [choiceOf(0), choiceOf(1)],
  };
}

/** AC-MO-2, AC-BA-4: why the Battle ended, as `rout` and `finish` say it (the same event when `prev` had it). */
function endOf(prev: BattleState): BattleEvent | undefined {
  const why = W[L.END]!;
  if (why === L.END_NONE) return undefined;
  if (prev.end) return prev.end;
  if (why !== L.END_ROUTED)
    return event('end', 'AC-BA-4', { key: why === L.END_BOTH_PASSED ? 'both-passed' : 'unable-again' });
  const seat = W[L.ROUTED] as Seat;
  return event('end', 'AC-MO-2', { key: 'routed', values: { commander: prev.commanders[seat].name } }, seat);
}

/**
 * The working state as a new `BattleState`, `prev` being the state it was loaded from (or one before it on the same
 * Battle). Every field as `battleStep` gives it; the log is `log` (by default `prev.log`).
 */
export function toBattleState(prev: BattleState, log = prev.log): BattleState {
  const step = W[L.STEP]!;
  const window = step === L.AFTERMATH || step === L.PHASE_2;
  const questions = [];
  for (let i = W[L.QUESTION_NEXT]!; i < W[L.QUESTION_COUNT]!; i++)
    questions.push({ seat: (W[L.QUESTIONS + i]! & 1) as Seat, ask: L.ASK_NAMES[W[L.QUESTIONS + i]! >> 1]! });
  return {
    cards: cardsOf(prev),
    commanders: [commanderOf(prev.commanders[0], 0), commanderOf(prev.commanders[1], 1)],
    step: L.STEP_NAMES[step]!,
    actor: W[L.ACTOR] as Seat,
    phase: W[L.PHASE] as 1 | 2,
    turn: W[L.TURN] as Seat,
    firstPlayer: seatOr(W[L.FIRST]!),
    pending: pendingOf(),
    declines: W[L.DECLINES]!,
    // the seats after the actor in the window (none at a Rout, which may come in the middle of one)
    queue: window ? (Array.from(W.subarray(L.QUEUE + W[L.QUEUE_NEXT]!, L.QUEUE + W[L.QUEUE_LENGTH]!)) as Seat[]) : [],
    // 'skirmish' is kept through a Rout that comes in its window; the window after the Rout rolls is the Rout's
    aftermathOf: W[L.AFTER_SKIRMISH] ? 'skirmish' : step === L.AFTERMATH ? 'rout' : undefined,
    killedNow: inOrder(W[L.KILLED_NOW]!),
    lastDefender: seatOr(W[L.LAST_DEFENDER]!),
    lastPass: seatOr(W[L.LAST_PASS]!),
    routed: seatOr(W[L.ROUTED]!),
    winner: seatOr(W[L.WINNER]!),
    end: endOf(prev),
    log,
    autoUnable: W[L.AUTO_UNABLE] === 1,
    questions,
    revealed: [W[L.REVEALED]!, W[L.REVEALED + 1]!].filter((card) => card >= 0),
  };
}
