// A roll of the Battle as a card shows it at the table: each side's dice (kept and dropped), every part of each total
// by name (Strength, Reach, each discarded card, Savant, Retinue, each commander's power), the totals of every round
// (a tie and its re-throw), the margin and each card's fate with the rule that decided it. Worked out from the step as
// it was taken (the state before it, the action, the dice it rolled), so the state machine stays as fast as it is.
import { type BattleAction, type BattleEvent, battleLog, type BattleState, type Seat } from '../battle/index.js';
import { choiceFor, sideOf } from '../battle/internal/skirmish.js';
import { isMediated } from '../battle/internal/work-board.js';
import { other } from '../battle/internal/working-state.js';
import { type D6, fixedD6 } from '../core/index.js';
import { RETINUE_ADD } from '../economy/index.js';
import { type AppliedPower, applyCommanderPowers, applyUnopposedPowers, classRules } from '../powers/index.js';
import {
  type DiceCount,
  diceMode,
  type Fate,
  resolveSkirmish,
  resolveUnopposed,
  type Side,
  type SideName,
  type SkirmishInput,
  type TraceStep,
  unopposedDiceMode,
} from '../skirmish/index.js';
import { rolledAgain } from './skipped.js';

/** Where a part of a total comes from: the rules' sources, with the "other adds" split into Retinue and powers. */
export type RollPartSource = 'strength' | 'die' | 'reach' | 'card' | 'savant' | 'extra' | 'retinue' | 'power' | 'other';

/** One part of a side's total, named: `card` for a discard (AC-SK-9) or its Savant +2, `power`/`commander` for AC-CP. */
export interface RollPart {
  readonly source: RollPartSource;
  readonly value: number;
  readonly rule: string;
  /** The discarded card that gave the bonus (AC-SK-9, AC-SK-10), by name. */
  readonly card?: string;
  /** The power's class (AC-CP), by name, and the commander who used it. */
  readonly power?: string;
  readonly commander?: string;
}

/** A die thrown: its face, and whether it counted (2d6, keep the higher: the first of equal high dice is kept). */
export interface RolledDie {
  readonly value: number;
  readonly kept: boolean;
}

/** One side of the roll card. */
export interface RollSide {
  readonly side: SideName;
  readonly seat: Seat;
  readonly commander: string;
  readonly card: string;
  /** How the side rolls (AC-SK-3/4/5), as the rules say it. */
  readonly dice: { readonly count: DiceCount; readonly rule: string; readonly text: string };
  /** The dice of each round, the first round first (a re-throw after a tie is a new round, AC-SK-6). */
  readonly rounds: readonly (readonly RolledDie[])[];
  /** The parts of the deciding round's total, in the rules' order; they add up to `total`. */
  readonly parts: readonly RollPart[];
  readonly total: number;
  /** Each round before the deciding one (a tie, thrown again: AC-SK-6), the first first: its parts and total. */
  readonly tied: readonly { readonly parts: readonly RollPart[]; readonly total: number }[];
  /** AC-SK-7 (or AC-SK-5, R1, R4): the fate the roll gave, its rule, and the trace's step that says why. */
  readonly fate: Fate;
  readonly fateRule: string;
  /** The fate after the card was placed (Oathbound, the Alchemy Lab, R7): what the board did with it. */
  readonly placed: Fate;
}

/** What a roll of the Battle shows. `skirmish` and `unopposed` have sides; any other roll its dice and lines. */
export interface RollCard {
  readonly kind: 'skirmish' | 'unopposed' | 'roll';
  /** Every die of the step, in the order thrown (as real dice are typed). */
  readonly dice: readonly number[];
  readonly sides: readonly RollSide[];
  /** The rules' trace of the roll: its decisions, the margin or the Morale damage, each fate's reason. */
  readonly trace: readonly TraceStep[];
  /** The margin of the deciding round (Skirmish), or the Morale damage (Unopposed). */
  readonly margin: number;
  readonly damage: number;
  /** What the step wrote in the log, in order (fates, Oathbound, the Rogue's rolls, a Rout, the roll's lines). */
  readonly events: readonly BattleEvent[];
}

/** The events `after` logged beyond `before`, oldest first. */
export const newEvents = (before: BattleState, after: BattleState): BattleEvent[] =>
  battleLog(after).slice(battleLog(before).length);

/** The discards of the pending Skirmish (AC-SK-9), each side's in the order its bonuses were given. */
function discardsOf(state: BattleState): Record<SideName, string[]> {
  const out: Record<SideName, string[]> = { offense: [], defense: [] };
  for (let e = state.log; e && e.phrase.key !== 'plays-offense' && e.phrase.key !== 'psionic-draw'; e = e.previous) {
    const v = e.phrase.values ?? {};
    if (e.kind === 'discard' && (v.side === 'offense' || v.side === 'defense')) out[v.side].unshift(String(v.card));
  }
  return out;
}

/** The parts of `side`'s total in the deciding round, with the rules' "other adds" split by source. */
function partsOf(
  trace: readonly TraceStep[],
  side: SideName,
  round: number,
  named: { retinue: number; applied: readonly AppliedPower[]; discards: readonly string[]; commanders: string[] },
): RollPart[] {
  const parts: RollPart[] = [];
  const mine = named.applied.filter((power) => power.target === side);
  const by = (power: AppliedPower) => ({
    power: classRules(power.power)?.name ?? power.power,
    commander: named.commanders[power.by === 'offense' ? 0 : 1]!,
  });
  for (const step of trace) {
    if (step.kind !== 'add' || step.side !== side || step.round !== round) continue;
    const { source, value, rule } = step;
    const card = step.card ? named.discards[step.card - 1] : undefined;
    if (source === 'card' || source === 'savant') parts.push({ source, value, rule, ...(card ? { card } : {}) });
    else if (source === 'extra') {
      const power = mine.find((p) => p.extraDice);
      parts.push({ source, value, rule: 'AC-CP', ...(power ? by(power) : {}) });
    } else if (source === 'other') {
      const adds = mine.filter((p) => p.add);
      const rest = value - named.retinue - adds.reduce((sum, p) => sum + p.add!, 0);
      if (named.retinue) parts.push({ source: 'retinue', value: named.retinue, rule: 'AC-EC-6' });
      for (const p of adds) parts.push({ source: 'power', value: p.add!, rule: 'AC-CP', ...by(p) });
      if (rest) parts.push({ source: 'other', value: rest, rule });
    } else parts.push({ source, value, rule });
  }
  return parts;
}

/** A side of the card from the trace: its dice by round, the deciding round's parts and total, its fates. */
function sideFrom(
  trace: readonly TraceStep[],
  side: SideName,
  facts: Omit<RollSide, 'dice' | 'rounds' | 'parts' | 'total' | 'tied' | 'fate' | 'fateRule' | 'placed'>,
  named: Parameters<typeof partsOf>[3],
  events: readonly BattleEvent[],
): RollSide {
  const last = Math.max(1, ...trace.map((s) => ('round' in s ? s.round : 1)));
  const rounds: RolledDie[][] = Array.from({ length: last }, () => []);
  let dice: RollSide['dice'] = { count: 0, rule: 'AC-SK-5', text: '' };
  const totals: number[] = [];
  let fate: Fate = 'exhausted';
  let fateRule = 'AC-SK-7';
  for (const s of trace) {
    if (s.kind === 'dice' && s.side === side)
      dice = { count: s.count, rule: s.rule, text: s.text.replace(/^.*?: /, '') };
    if (s.kind === 'die' && s.side === side) rounds[s.round - 1]!.push({ value: s.value, kept: s.kept });
    if (s.kind === 'total' && s.side === side) totals[s.round - 1] = s.value;
    if (s.kind === 'fate' && s.side === side) [fate, fateRule] = [s.fate, s.rule];
  }
  // The board's own fate line for the card (after Oathbound or the Alchemy Lab, R7), the last one of the step.
  const placedEvent = events.filter((e) => e.phrase.key === 'fate' && e.phrase.values?.card === facts.card).at(-1);
  const placed = (placedEvent?.phrase.values?.fate as Fate | undefined) ?? fate;
  const round = (r: number) => ({ parts: partsOf(trace, side, r, named), total: totals[r - 1] ?? 0 });
  const tied = Array.from({ length: last - 1 }, (_, i) => round(i + 1));
  return { ...facts, dice, rounds, ...round(last), tied, fate, fateRule, placed };
}

/**
 * The pending roll's sides with the commanders' powers (AC-CP), the dice drawn in the state machine's order: the
 * Offense's Illusionist die, then (in a Skirmish) the Defense's; the Skirmish's own dice come after.
 */
function poweredRoll(
  state: BattleState,
  d6: D6,
):
  | { readonly input: SkirmishInput; readonly applied: readonly AppliedPower[] }
  | { readonly side: Side; readonly applied: readonly AppliedPower[] } {
  const p = state.pending!;
  const att = state.turn;
  const def = other(att);
  const offense = sideOf(state, p.offense, p.offenseBonuses);
  const offChoice = choiceFor(state, att, p.choices[att], d6);
  if (p.unopposed) {
    const powered = offChoice ? applyUnopposedPowers(offense, offChoice) : undefined;
    return { side: powered?.input ?? offense, applied: powered?.applied ?? [] };
  }
  const defChoice = choiceFor(state, def, p.choices[def], d6);
  const defense = sideOf(state, p.defense!, p.defenseBonuses);
  return applyCommanderPowers({ offense, defense }, { offense: offChoice, defense: defChoice });
}

/** The dice a roll takes at the table, each group in the order thrown. */
export interface DiceToThrow {
  /** The first throw: the Illusionist's die (AC-CP), then each side's (AC-SK-3/4/5). */
  readonly first: number;
  /** A re-throw after a tie (AC-SK-6): both sides' dice again (an Illusionist's die is kept). */
  readonly again: number;
  /** Each group of the first throw: whose dice, how many, and why (the rules' English and rule). */
  readonly groups: readonly {
    readonly who: string;
    readonly count: number;
    readonly rule: string;
    readonly text: string;
  }[];
}

/**
 * The dice the roll of `action` takes, so that real dice are asked for at once: a Skirmish's or an Unopposed unit's
 * (Illusionist's die first), who chooses the first turn (2), a roll-off round (2), the Rout's (a die per unit, each
 * named). Undefined for a roll the rules cannot count before it is thrown (a power's die).
 * @example diceToThrow(state, { type: 'resolve' }) // → { first: 3, again: 3, … } for an Aggressor on Offense against 1d6
 */
export function diceToThrow(state: BattleState, action: BattleAction): DiceToThrow | undefined {
  if (action.type === 'roll-chooser' || action.type === 'roll-off') {
    const groups = state.commanders.map((c) => ({ who: c.name, count: 1, rule: 'AC-BA-1', text: '1d6' }));
    return { first: 2, again: 2, groups };
  }
  if (action.type === 'rout-rolls') return routDice(state);
  const p = state.pending;
  if (action.type !== 'resolve' || !p || isMediated(state)) return undefined;
  const groups: { who: string; count: number; rule: string; text: string }[] = [];
  const seats = p.unopposed ? [state.turn] : [state.turn, other(state.turn)];
  for (const seat of seats)
    if (p.choices[seat].illusionFor && state.commanders[seat].power)
      groups.push({ who: state.commanders[seat].name, count: 1, rule: 'AC-CP', text: 'Illusionist: 1d6' });
  const powered = poweredRoll(state, () => 1); // the Illusionist's die does not change how many dice a side rolls
  const modes =
    'side' in powered
      ? [{ id: p.offense, mode: unopposedDiceMode(powered.side) }]
      : [
          { id: p.offense, mode: diceMode(powered.input, 'offense') },
          { id: p.defense!, mode: diceMode(powered.input, 'defense') },
        ];
  for (const { id, mode } of modes) groups.push({ who: state.cards[id]!.unit.name, ...mode });
  const again = modes.reduce((sum, { mode }) => sum + mode.count, 0);
  return { first: groups.reduce((sum, g) => sum + g.count, 0), again: p.unopposed ? 0 : again, groups };
}

/**
 * AC-MO-2: the Rout's dice, as the rules roll them: a d6 for each unit of the Routed commander's Disabled pile, then
 * of the Exhausted pile, each pile in its order, Rituals left out. An enemy Rogue's dice for the Kills (R15) come after
 * them, as many as the units Killed: the roll then asks for them one by one.
 * @example routDice(state)?.groups.map((g) => g.who) // → ['Cutthroats', 'Militia']
 */
function routDice(state: BattleState): DiceToThrow | undefined {
  if (state.routed === undefined) return undefined;
  const { disabled, exhausted } = state.commanders[state.routed];
  const groups = [...disabled, ...exhausted]
    .filter((id) => state.cards[id]!.unit.role !== 'ritual')
    .map((id) => ({ who: state.cards[id]!.unit.name, count: 1, rule: 'AC-MO-2', text: '1d6' }));
  return groups.length ? { first: groups.length, again: 0, groups } : undefined;
}

/**
 * The roll card of a step: `before` is the state it was taken in, `dice` the dice it rolled (in order), `after` the
 * state it led to. Undefined for a step that rolled no die (a mediated Skirmish, R8, a card played, …).
 * @example rollCard(before, { type: 'resolve' }, [3, 6, 2], after)?.sides[0]?.rounds // → [[{ value: 3, kept: false }, { value: 6, kept: true }]]
 */
export function rollCard(
  before: BattleState,
  action: BattleAction,
  dice: readonly number[],
  after: BattleState,
): RollCard | undefined {
  if (!dice.length) return undefined;
  const events = newEvents(before, after);
  const p = before.pending;
  if (action.type !== 'resolve' || !p || isMediated(before))
    return {
      kind: 'roll',
      dice,
      sides: [],
      trace: [],
      margin: 0,
      damage: 0,
      events: [...events, ...rolledAgain(action, dice)],
    };
  const d6 = fixedD6(dice);
  const att = before.turn;
  const def = other(att);
  const commanders = [before.commanders[att].name, before.commanders[def].name];
  const discards = discardsOf(before);
  const retinue = (id: number) => (before.cards[id]!.retinue ? RETINUE_ADD : 0);
  const facts = (side: SideName, seat: Seat, id: number) => ({
    side,
    seat,
    commander: before.commanders[seat].name,
    card: before.cards[id]!.unit.name,
  });
  const named = (side: SideName, id: number) => ({
    applied: powered.applied,
    commanders,
    retinue: retinue(id),
    discards: discards[side],
  });
  const powered = poweredRoll(before, d6);
  if ('side' in powered) {
    const r = resolveUnopposed(powered.side, d6);
    const side = sideFrom(r.trace, 'offense', facts('offense', att, p.offense), named('offense', p.offense), events);
    return { kind: 'unopposed', dice, sides: [side], trace: r.trace, margin: 0, damage: r.damage, events };
  }
  const r = resolveSkirmish(powered.input, d6);
  const sides = [
    sideFrom(r.trace, 'offense', facts('offense', att, p.offense), named('offense', p.offense), events),
    sideFrom(r.trace, 'defense', facts('defense', def, p.defense!), named('defense', p.defense!), events),
  ];
  return { kind: 'skirmish', dice, sides, trace: r.trace, margin: r.margin, damage: 0, events };
}
