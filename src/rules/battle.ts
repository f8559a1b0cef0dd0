/**
 * A whole Battle (AC-BA) as a pure state machine: `startBattle(setup)`, then `battleStep(state,
 * action, d6)` for every decision, each returning a new state (or a refusal citing the rule) and
 * never changing the old one. Piles are small arrays copied on change; the card list and the log
 * are shared between states, so a step costs little.
 *
 * Rulings this module makes (the source is silent; widgets should say so):
 * - AC-BA-3: when nobody played a Defense card in Phase 1, the commander who did not take the
 *   first turn starts Phase 2.
 * - AC-BA-4: "both Pass in a row" is a Pass (on Offense or Defense) by one commander right after a
 *   Pass by the other, with no card played in between; being Unable is not a Pass.
 * - AC-SK-9: a discarded card's bonus comes from the card (`discardBonus`), the discarding
 *   commander picks the side. The window is also open before an Unopposed roll (AC-MO-7 "adds
 *   modifiers as normal"), for the Offense side only.
 * - AC-HE-1: an Unopposed roll is not a Skirmish, so no Healer window follows it.
 * - AC-RI-1: a Ritual is played on your own turn before your Offense card, does not end the turn,
 *   and goes to the Disabled pile. Its Path must be shared by 2 of the army's units not Killed.
 * - AC-CP Illusionist: the die is rolled once, before the Skirmish dice (Offense commander's
 *   first), and kept through AC-SK-6 rerolls. Psionicist: the random card is drawn among the cards
 *   that can fight. Oathbound: applies to Skirmish fates and Rout Kills, not to discards.
 */
import {
  canPlayCard,
  hasAftermathOptions,
  hasBonusOptions,
  other,
  whyNotDiscard,
  whyNotHeal,
  whyNotPlay,
  whyNotPower,
  whyNotPreventKill,
  whyNotReturn,
  whyNotRitual,
} from './battle-checks.js';
import type {
  BattleAction,
  BattleCard,
  BattleEvent,
  BattleSetup,
  BattleState,
  BattleStepResult,
  CommanderState,
  PendingSkirmish,
  Seat,
  SkirmishChoice,
} from './battle-types.js';
import {
  createMoraleState,
  endBattle as leaveBattle,
  passedOnOffense,
  preventKill,
  routRolls,
  spendForHealer,
  startBattle as enterBattle,
  totalMorale,
  unopposed,
  type MoraleResult,
  type MoraleState,
} from './morale.js';
import {
  applyCommanderPowers,
  applyUnopposedPowers,
  effectiveClass,
  NO_POWER_USE,
  oathboundFate,
  resetPowerUse,
  type CommanderPowerChoice,
  type PoweredSkirmish,
} from './powers.js';
import { resolveSkirmish } from './skirmish.js';
import type { D6, Fate, Side, SideName, Unit } from './types.js';
import { resolveUnopposed } from './unopposed.js';

export type * from './battle-types.js';

type Draft = { -readonly [K in keyof BattleState]: BattleState[K] };

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
      const fights = unit.strength !== null && unit.role !== 'ritual'; // AC-UN-4
      cards.push({ id, owner: seat, unit, fights, ...pick(card, 'discardBonus', 'retinue') });
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
    return commander(
      { name: cs.name, morale: entered.state, influence: cs.influence ?? 0, power, powerUse: NO_POWER_USE },
      { hand, exhausted: [], disabled: [], killed: [], ritualsThisBattle: 0, ritualsThisPhase: 0 },
    );
  }) as unknown as [CommanderState, CommanderState];
  const chooser = setup.chooser ?? 0;
  // Every field is present from the start (undefined when unset): one object shape for every
  // state keeps the copies in battleStep cheap.
  const d: Draft = {
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
  const d: Draft = { ...state };
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

const STEP_TEXT: Record<BattleState['step'], string> = {
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
const name = (d: BattleState, seat: Seat) => d.commanders[seat].name;
const cardName = (d: BattleState, id: number) => d.cards[id]!.unit.name;

function pick<T extends object, K extends keyof T>(from: T, ...keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (from[k] !== undefined) out[k] = from[k];
  return out;
}

/** Appends an event to the shared log. */
function say(d: Draft, kind: string, rule: string | undefined, text: string, seat?: Seat): void {
  d.log = { event: { kind, seat, rule, text }, previous: d.log };
}

/** A commander's state with `patch` applied, always built with the same fields in the same order. */
function commander(c: Omit<CommanderState, keyof Patch> & Patch, patch: Patch): CommanderState {
  return {
    name: c.name,
    morale: patch.morale ?? c.morale,
    influence: patch.influence ?? c.influence,
    hand: patch.hand ?? c.hand,
    exhausted: patch.exhausted ?? c.exhausted,
    disabled: patch.disabled ?? c.disabled,
    killed: patch.killed ?? c.killed,
    ritualsThisBattle: patch.ritualsThisBattle ?? c.ritualsThisBattle,
    ritualsThisPhase: patch.ritualsThisPhase ?? c.ritualsThisPhase,
    power: c.power,
    powerUse: patch.powerUse ?? c.powerUse,
  };
}

type Patch = Partial<Omit<CommanderState, 'name' | 'power'>>;

function update(d: Draft, seat: Seat, patch: Patch): void {
  const next = commander(d.commanders[seat], patch);
  d.commanders = seat === 0 ? [next, d.commanders[1]] : [d.commanders[0], next];
}

/** A pending Skirmish with `patch` applied, always with the same fields. */
function pending(p: PendingSkirmish, patch: Partial<PendingSkirmish>): PendingSkirmish {
  return {
    offense: p.offense,
    defense: patch.defense ?? p.defense,
    unopposed: patch.unopposed ?? p.unopposed,
    offenseBonuses: patch.offenseBonuses ?? p.offenseBonuses,
    defenseBonuses: patch.defenseBonuses ?? p.defenseBonuses,
    choices: patch.choices ?? p.choices,
  };
}

const without = (pile: readonly number[], id: number) => pile.filter((x) => x !== id);

/** Applies a Morale transition from morale.ts; true when it Routed the commander (AC-MO-2). */
function morale(d: Draft, seat: Seat, result: MoraleResult): boolean {
  if (!result.ok) throw new Error(`unexpected Morale refusal: ${result.reason}`); // checked before
  update(d, seat, { morale: result.state });
  for (const n of result.notes) say(d, 'morale', n.rule, `${name(d, seat)}: ${n.text}`, seat);
  return result.state.routed;
}

function beginTurn(d: Draft, seat: Seat): Draft {
  d.step = 'offense';
  d.turn = seat;
  d.actor = seat;
  d.pending = undefined;
  d.queue = [];
  d.killedNow = [];
  d.aftermathOf = undefined;
  return d;
}

const NO_CHOICE: SkirmishChoice = {};

function playOffense(d: Draft, action: { card: number; powers?: SkirmishChoice }): Draft {
  const seat = d.actor;
  for (const s of [0, 1] as const) {
    const c = d.commanders[s];
    const hand = s === seat ? without(c.hand, action.card) : c.hand;
    if (hand !== c.hand || c.powerUse.skirmish)
      update(d, s, { hand, powerUse: c.powerUse.skirmish ? resetPowerUse(c.powerUse, 'skirmish') : c.powerUse });
  }
  const choices: [SkirmishChoice, SkirmishChoice] = [NO_CHOICE, NO_CHOICE];
  if (action.powers) choices[seat] = action.powers;
  d.pending = {
    offense: action.card,
    defense: undefined,
    unopposed: false,
    offenseBonuses: [],
    defenseBonuses: [],
    choices,
  };
  d.lastPass = undefined;
  d.step = 'defense';
  d.actor = other(seat);
  say(d, 'offense', 'AC-SK-1', `${name(d, seat)} plays a card on Offense`, seat);
  return d;
}

function playDefense(d: Draft, action: { card: number; powers?: SkirmishChoice }): Draft {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { hand: without(c.hand, action.card) });
  const p = d.pending!;
  let choices = p.choices;
  if (action.powers) choices = seat === 0 ? [action.powers, choices[1]] : [choices[0], action.powers];
  d.pending = pending(p, { defense: action.card, choices });
  d.lastPass = undefined;
  d.lastDefender = seat; // AC-BA-3
  say(
    d,
    'defense',
    'AC-SK-1',
    `${name(d, seat)} plays a card on Defense: ${cardName(d, p.offense)} against ${cardName(d, action.card)}`,
    seat,
  );
  return openBonuses(d);
}

/** AC-MO-7 (Pass) or R3 (Unable): the Offense unit is Unopposed. */
function noDefense(d: Draft, passed: boolean): Draft {
  const seat = d.actor;
  d.pending = pending(d.pending!, { unopposed: true });
  if (passed) {
    if (passedTwice(d, seat)) return d;
    say(
      d,
      'pass',
      'AC-MO-7',
      `${name(d, seat)} Passes on Defense: ${cardName(d, d.pending.offense)} is Unopposed`,
      seat,
    );
  } else
    say(
      d,
      'unable',
      'R3',
      `${name(d, seat)} is Unable on Defense: ${cardName(d, d.pending.offense)} is Unopposed`,
      seat,
    );
  return openBonuses(d);
}

/** AC-BA-4: true (and the Battle over) when this Pass follows the other commander's. */
function passedTwice(d: Draft, seat: Seat): boolean {
  if (d.lastPass !== other(seat)) {
    d.lastPass = seat;
    return false;
  }
  say(d, 'pass', 'AC-BA-4', `${name(d, seat)} Passes too`, seat);
  if (d.pending) returnPendingToHand(d);
  finish(d, { kind: 'end', rule: 'AC-BA-4', text: 'Both commanders Passed in a row: the Battle ends' });
  return true;
}

/** A Skirmish cut short by the end of the Battle: its cards go back to hand (ruling). */
function returnPendingToHand(d: Draft): void {
  const p = d.pending!;
  const att = d.turn;
  update(d, att, { hand: [...d.commanders[att].hand, p.offense] });
  if (p.defense !== undefined) update(d, other(att), { hand: [...d.commanders[other(att)].hand, p.defense] });
  d.pending = undefined;
}

function passOffense(d: Draft): Draft {
  const seat = d.actor;
  if (passedTwice(d, seat)) return d;
  say(d, 'pass', 'AC-MO-6', `${name(d, seat)} Passes on Offense`, seat);
  if (morale(d, seat, passedOnOffense(d.commanders[seat].morale))) return rout(d, seat); // AC-MO-6
  return beginTurn(d, other(seat)); // AC-BA-2
}

/** AC-MO-6: Unable costs nothing. AC-BA-3/4: when the other commander cannot play either, the Phase ends. */
function unableOffense(d: Draft): Draft {
  const seat = d.actor;
  say(d, 'unable', 'AC-MO-6', `${name(d, seat)} is Unable to play on Offense`, seat);
  if (canPlayCard(d, other(seat))) return beginTurn(d, other(seat));
  if (d.phase === 2)
    return finish(d, {
      kind: 'end',
      rule: 'AC-BA-4',
      text: 'Both commanders are Unable again in Phase 2: the Battle ends',
    });
  return startPhase2(d);
}

/** AC-BA-3: Exhausted cards back to hand; the last commander to play Defense starts. */
function startPhase2(d: Draft): Draft {
  d.phase = 2;
  for (const s of [0, 1] as const) {
    const c = d.commanders[s];
    update(d, s, {
      hand: c.exhausted.length ? [...c.hand, ...c.exhausted] : c.hand,
      exhausted: [],
      ritualsThisPhase: 0,
      powerUse: resetPowerUse(c.powerUse, 'phase'),
    });
  }
  d.lastPass = undefined;
  const starter = d.lastDefender ?? other(d.firstPlayer ?? 0);
  say(
    d,
    'phase',
    'AC-BA-3',
    `Both commanders are Unable: Phase 2 begins, Exhausted cards return to hand, ${name(d, starter)} starts`,
  );
  beginTurn(d, starter);
  const queue = ([starter, other(starter)] as const).filter(
    (s) => d.commanders[s].power?.classId === 'necromancer' && d.commanders[s].disabled.length > 0,
  );
  if (!queue.length) return d;
  d.step = 'phase-2';
  d.actor = queue[0]!;
  d.queue = queue.slice(1);
  return d;
}

function playRitual(d: Draft, card: number): Draft {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, {
    hand: without(c.hand, card),
    disabled: [...c.disabled, card],
    ritualsThisBattle: c.ritualsThisBattle + 1,
    ritualsThisPhase: c.ritualsThisPhase + 1,
  });
  say(d, 'ritual', 'AC-RI-1', `${name(d, seat)} plays the Ritual ${cardName(d, card)}`, seat);
  return d;
}

/** AC-SK-9: the attacker has the first chance, then the defender, alternating until both decline. */
function openBonuses(d: Draft): Draft {
  d.step = 'bonuses';
  d.declines = 0;
  return nextBonusTurn(d, d.turn);
}

function nextBonusTurn(d: Draft, seat: Seat): Draft {
  while (d.declines < 2) {
    if (hasBonusOptions(d, seat)) {
      d.actor = seat;
      return d;
    }
    d.declines++; // nothing to offer: declines at once
    seat = other(seat);
  }
  d.step = 'resolve';
  d.actor = d.turn;
  return d;
}

function decline(d: Draft): Draft {
  d.declines++;
  return nextBonusTurn(d, other(d.actor));
}

function discard(d: Draft, card: number, side: SideName): Draft {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { hand: without(c.hand, card), disabled: [...c.disabled, card] }); // AC-SK-9
  const bonus = d.cards[card]!.discardBonus!;
  const p = d.pending!;
  d.pending =
    side === 'offense'
      ? pending(p, { offenseBonuses: [...p.offenseBonuses, bonus] })
      : pending(p, { defenseBonuses: [...p.defenseBonuses, bonus] });
  say(
    d,
    'discard',
    'AC-SK-9',
    `${name(d, seat)} discards ${cardName(d, card)}: ${bonus >= 0 ? '+' : ''}${bonus} to ${side}`,
    seat,
  );
  d.declines = 0;
  return nextBonusTurn(d, other(seat));
}

function usePower(d: Draft, side: SideName): Draft {
  const seat = d.actor;
  const p = d.pending!;
  const evoker = d.commanders[seat].power!.classId === 'evoker';
  const choices: [SkirmishChoice, SkirmishChoice] = [...p.choices];
  choices[seat] = { ...choices[seat], ...(evoker ? { evokeFor: side } : { illusionFor: side }) };
  d.pending = pending(p, { choices });
  say(
    d,
    'power',
    'AC-CP',
    `${name(d, seat)} uses the ${evoker ? 'Evoker' : 'Illusionist'} power on the ${side} unit`,
    seat,
  );
  d.declines = 0;
  return nextBonusTurn(d, other(seat));
}

/** The commander's power choice for the resolver, with the Illusionist's die rolled now. */
function choiceFor(d: Draft, seat: Seat, choice: SkirmishChoice, d6: D6): CommanderPowerChoice | undefined {
  const c = d.commanders[seat];
  if (!c.power) return undefined;
  const { chosen, tacticianAs, dervishAgainst } = c.power;
  return {
    ...choice,
    classId: chosen,
    usage: c.powerUse,
    ...(tacticianAs ? { tacticianAs } : {}),
    ...(dervishAgainst ? { dervishAgainst } : {}),
    ...(choice.illusionFor ? { illusionRoll: checkedDie(d6) } : {}),
  };
}

function sideOf(d: Draft, card: number, cardBonuses: readonly number[]): Side {
  const { unit, retinue } = d.cards[card]!;
  const side: { unit: Unit; cardBonuses?: readonly number[]; otherBonus?: number } = { unit };
  if (cardBonuses.length) side.cardBonuses = cardBonuses;
  if (retinue) side.otherBonus = 1; // AC-EC-6
  return side;
}

function resolve(d: Draft, d6: D6): Draft {
  const p: PendingSkirmish = d.pending!;
  const att = d.turn;
  const def = other(att);
  const offense = sideOf(d, p.offense, p.offenseBonuses);
  const offChoice = choiceFor(d, att, p.choices[att], d6);
  if (p.unopposed) {
    const powered = offChoice ? applyUnopposedPowers(offense, offChoice) : undefined;
    if (powered) usePowers(d, powered);
    const r = resolveUnopposed(powered?.input ?? offense, d6);
    place(d, att, p.offense, 'exhausted'); // R4
    d.pending = undefined;
    say(
      d,
      'unopposed',
      'AC-MO-7',
      `${cardName(d, p.offense)} is Unopposed: total ${r.total}, ${r.damage} Morale damage`,
      att,
    );
    if (r.damage > 0 && morale(d, def, unopposed(d.commanders[def].morale, r.damage))) return rout(d, def);
    return beginTurn(d, def); // AC-BA-2
  }
  const defense = sideOf(d, p.defense!, p.defenseBonuses);
  const defChoice = choiceFor(d, def, p.choices[def], d6);
  let input = { offense, defense };
  if (offChoice || defChoice) {
    const powered = applyCommanderPowers(input, {
      ...(offChoice ? { offense: offChoice } : {}),
      ...(defChoice ? { defense: defChoice } : {}),
    });
    usePowers(d, powered);
    input = powered.input;
  }
  const r = resolveSkirmish(input, d6);
  d.pending = undefined;
  const won = r.winner === null ? 'no winner (R1)' : `${name(d, r.winner === 'offense' ? att : def)} wins`;
  say(
    d,
    'skirmish',
    'AC-SK-6',
    `${cardName(d, p.offense)} ${r.offense.total} against ${cardName(d, p.defense!)} ${r.defense.total}: ${won}`,
  );
  const killed: number[] = [];
  if (place(d, att, p.offense, r.offense.fate) === 'killed') killed.push(p.offense);
  if (place(d, def, p.defense!, r.defense.fate) === 'killed') killed.push(p.defense!);
  d.killedNow = killed;
  return openAftermath(d, 'skirmish', [att, def]);
}

/** Records what the commanders' powers did (AC-CP) and their new usage counters. */
function usePowers(d: Draft, powered: Pick<PoweredSkirmish<unknown>, 'usage' | 'applied' | 'refused'>): void {
  const seatOf = (side: SideName): Seat => (side === 'offense' ? d.turn : other(d.turn));
  for (const side of ['offense', 'defense'] as const) {
    const usage = powered.usage[side];
    if (usage && usage !== d.commanders[seatOf(side)].powerUse) update(d, seatOf(side), { powerUse: usage });
  }
  for (const a of powered.applied) say(d, 'power', 'AC-CP', a.text, seatOf(a.by));
  for (const r of powered.refused) say(d, 'power-refused', 'AC-CP', r.reason);
}

/** AC-SK-7 (with Oathbound, AC-CP): puts a card of the Skirmish on its pile; returns the final fate. */
function place(d: Draft, seat: Seat, card: number, fate: Fate): Fate {
  const c = d.commanders[seat];
  const oath = c.power?.classId === 'oathbound' && c.power.oathbound === card && fate !== 'exhausted';
  if (oath) {
    const before = fate;
    fate = oathboundFate(fate);
    say(d, 'power', 'AC-CP', `Oathbound: ${cardName(d, card)} is ${fate} instead of ${before}`, seat);
  }
  if (fate === 'exhausted') update(d, seat, { exhausted: [...c.exhausted, card] });
  else if (fate === 'disabled') update(d, seat, { disabled: [...c.disabled, card] });
  else update(d, seat, { killed: [...c.killed, card] });
  const rule = fate === 'exhausted' ? (d.pending?.unopposed ? 'R4' : 'AC-SK-7') : 'AC-SK-7';
  say(
    d,
    fate,
    rule,
    `${cardName(d, card)} is ${fate === 'exhausted' ? 'Exhausted' : fate === 'disabled' ? 'Disabled' : 'Killed'}`,
    seat,
  );
  return fate;
}

/** Kill prevention (AC-SK-8, R5) and Healers (AC-HE-1), in `order`, skipping those with nothing to do. */
function openAftermath(d: Draft, of: 'skirmish' | 'rout', order: readonly Seat[]): Draft {
  d.step = 'aftermath';
  d.aftermathOf = of;
  d.queue = order;
  return nextInQueue(d);
}

/** Gives the next commander in the queue their turn in the window, or closes it. */
function nextInQueue(d: Draft): Draft {
  while (d.queue.length) {
    const seat = d.queue[0]!;
    d.queue = d.queue.slice(1);
    if (d.step === 'phase-2' || hasAftermathOptions(d, seat)) {
      d.actor = seat;
      return d;
    }
  }
  if (d.step === 'phase-2') return beginTurn(d, d.turn);
  if (d.aftermathOf === 'rout') return finish(d, d.end!);
  return beginTurn(d, other(d.turn)); // AC-BA-2
}

function saveFromKill(d: Draft, card: number): Draft {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { killed: without(c.killed, card), disabled: [...c.disabled, card] });
  d.killedNow = without(d.killedNow, card);
  if (c.morale.npc) {
    say(d, 'saved', 'AC-SK-8', `${name(d, seat)} spends 3 Morale: ${cardName(d, card)} is Disabled, not Killed`, seat);
    if (morale(d, seat, preventKill(c.morale))) return rout(d, seat);
  } else {
    update(d, seat, { influence: c.influence - 1 });
    say(
      d,
      'saved',
      'AC-SK-8',
      `${name(d, seat)} spends 1 Influence: ${cardName(d, card)} is Disabled, not Killed`,
      seat,
    );
  }
  return again(d, seat);
}

/** The commander keeps acting in the window while they have options. */
function again(d: Draft, seat: Seat): Draft {
  if (hasAftermathOptions(d, seat)) return d;
  return nextInQueue(d);
}

function heal(d: Draft, healer: number, card: number): Draft {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, {
    hand: [...without(c.hand, healer), card],
    disabled: [...without(c.disabled, card), healer],
    exhausted: without(c.exhausted, card),
  });
  say(
    d,
    'heal',
    'AC-HE-1',
    `${name(d, seat)} discards the Healer ${cardName(d, healer)}: ${cardName(d, card)} back to hand`,
    seat,
  );
  if (morale(d, seat, spendForHealer(c.morale))) return rout(d, seat);
  return again(d, seat);
}

function necromancerReturn(d: Draft, card: number): Draft {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { hand: [...c.hand, card], disabled: without(c.disabled, card) });
  say(d, 'return', 'AC-CP', `Necromancer: ${name(d, seat)} takes ${cardName(d, card)} back from Disabled`, seat);
  return nextInQueue(d); // once
}

/** AC-MO-2: the commander is Routed and loses; the opponent rolls for their Disabled and Exhausted units. */
function rout(d: Draft, seat: Seat): Draft {
  if (d.pending) returnPendingToHand(d);
  d.routed = seat;
  d.winner = other(seat);
  d.end = { kind: 'end', rule: 'AC-MO-2', text: `${name(d, seat)} is Routed and loses the Battle`, seat };
  say(d, 'routed', 'AC-MO-2', d.end.text, seat);
  if (!routUnits(d, seat).length) return finish(d, d.end);
  d.step = 'rout';
  d.actor = other(seat);
  d.queue = [];
  return d;
}

/** AC-MO-2: the Routed commander's units in the Disabled and Exhausted piles (Rituals are not units). */
const routUnits = (d: Draft, seat: Seat): number[] =>
  [...d.commanders[seat].disabled, ...d.commanders[seat].exhausted].filter((id) => d.cards[id]!.unit.role !== 'ritual');

function rollRout(d: Draft, d6: D6): Draft {
  const seat = d.routed!;
  const c = d.commanders[seat];
  const ids = routUnits(d, seat);
  const rolls = routRolls(
    ids.map((id) => d.cards[id]!.unit),
    d6,
  );
  const killed: number[] = [];
  let disabled = c.disabled;
  let exhausted = c.exhausted;
  rolls.forEach((r, i) => {
    const id = ids[i]!;
    let fate: Fate | null = r.killed ? 'killed' : null;
    if (fate && c.power?.classId === 'oathbound' && c.power.oathbound === id) {
      fate = null;
      say(d, 'power', 'AC-CP', `Oathbound: ${cardName(d, id)} is Disabled instead of Killed`, seat);
      if (exhausted.includes(id)) {
        exhausted = without(exhausted, id);
        disabled = [...disabled, id];
      }
    }
    say(d, 'rout-roll', 'AC-MO-2', `${cardName(d, id)}: rolled ${r.roll}${fate ? ', Killed' : ''}`, seat);
    if (fate) killed.push(id);
  });
  update(d, seat, {
    disabled: disabled.filter((id) => !killed.includes(id)),
    exhausted: exhausted.filter((id) => !killed.includes(id)),
    killed: [...c.killed, ...killed],
  });
  d.killedNow = killed;
  return openAftermath(d, 'rout', [seat]); // R5: a Rout Kill may be prevented too
}

/**
 * AC-BA-5: a Routed commander loses (set before); otherwise more Kills, then higher Morale, then
 * a roll-off. Morale leaves the Battle (AC-BA-4).
 */
function finish(d: Draft, end: BattleEvent): Draft {
  d.end = end;
  d.pending = undefined;
  d.queue = [];
  if (d.routed === undefined) say(d, end.kind, end.rule, end.text);
  if (d.winner === undefined) {
    const [a, b] = d.commanders;
    const kills = [b.killed.length, a.killed.length]; // enemy units each commander Killed
    const morales = [totalMorale(a.morale), totalMorale(b.morale)]; // the Base's Morale included (AC-MO-3)
    const by = kills[0] !== kills[1] ? kills : morales[0] !== morales[1] ? morales : undefined;
    if (!by) {
      d.step = 'roll-off';
      d.actor = d.turn;
      say(d, 'roll-off', 'AC-BA-5', 'Kills and Morale equal: the commanders roll off');
      return d;
    }
    const w: Seat = by[0]! > by[1]! ? 0 : 1;
    const score = `${by[w]} to ${by[other(w)]}`;
    const text =
      by === kills
        ? `${name(d, w)} Killed more enemy units (${score}) and wins`
        : `Kills equal; ${name(d, w)} has more Morale (${score}) and wins`;
    say(d, 'winner', 'AC-BA-5', text, w);
    d.winner = w;
  }
  return ended(d);
}

function rollOff(d: Draft, d6: D6): Draft {
  for (let round = 1; round <= 1000; round++) {
    const a = checkedDie(d6);
    const b = checkedDie(d6);
    say(d, 'roll-off', 'AC-BA-5', `Roll-off: ${name(d, 0)} ${a}, ${name(d, 1)} ${b}`);
    if (a !== b) {
      d.winner = a > b ? 0 : 1;
      say(d, 'winner', 'AC-BA-5', `${name(d, d.winner)} wins the roll-off`, d.winner);
      return ended(d);
    }
  }
  throw new RangeError('1000 equal roll-offs in a row: the d6 does not look random');
}

function checkedDie(d6: D6): number {
  const die = d6();
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`a d6 roll must be 1 to 6, not ${die}`);
  return die;
}

/** The Battle is over: Morale leaves the Battle (the Base's with it, AC-MO-3). */
function ended(d: Draft): Draft {
  for (const s of [0, 1] as const) {
    const left = leaveBattle(d.commanders[s].morale);
    if (left.ok && left.state !== d.commanders[s].morale) update(d, s, { morale: left.state });
  }
  d.step = 'ended';
  d.queue = [];
  d.killedNow = [];
  d.aftermathOf = undefined;
  return d;
}
