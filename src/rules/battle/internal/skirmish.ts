// A Battle's Skirmish or Unopposed roll resolved with the commanders' powers (AC-SK-7, AC-MO-7, R4,
// AC-CP), then kill prevention (AC-SK-8, R5), Healers (AC-HE-1) and the Necromancer's return.
import type { D6, Unit } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { RETINUE_ADD } from '../../economy/index.js';
import { KILL_PREVENTION_MORALE, preventKill, spendForHealer, unopposed } from '../../morale/index.js';
import {
  applyCommanderPowers,
  applyUnopposedPowers,
  type CommanderPowerChoice,
  oathboundFate,
  type PoweredSkirmish,
} from '../../powers/index.js';
import type { Fate, Side } from '../../skirmish/index.js';
import { resolveSkirmish } from '../../skirmish/index.js';
import { FATE_WORDS } from '../../skirmish/index.js';
import { resolveUnopposed } from '../../skirmish/index.js';
import type { PendingSkirmish, Seat, SkirmishChoice } from '../types.js';
import { other } from './checks.js';
import { again, nextInQueue, openAftermath, rout } from './end.js';
import { beginTurn, cardName, morale, name, type NextState, say, update, without } from './working-state.js';

/** The commander's power choice for the resolver, with the Illusionist's die rolled now. */
function choiceFor(d: NextState, seat: Seat, choice: SkirmishChoice, d6: D6): CommanderPowerChoice | undefined {
  const c = d.commanders[seat];
  if (!c.power) return undefined;
  // Built field by field (no spreads): this runs in every Skirmish of every simulated Battle.
  return {
    classId: c.power.chosen,
    tacticianAs: c.power.tacticianAs,
    usage: c.powerUse,
    changeRole: choice.changeRole,
    shapeshiftTo: choice.shapeshiftTo,
    evokeFor: choice.evokeFor,
    illusionFor: choice.illusionFor,
    illusionRoll: choice.illusionFor ? checkedDie(d6) : undefined,
    dervishAgainst: c.power.dervishAgainst,
    psionic: choice.psionic,
  };
}

/** The aftermath order after a Skirmish: the attacker first (shared arrays, never changed). */
const ATTACKER_FIRST: readonly [readonly Seat[], readonly Seat[]] = [
  [0, 1],
  [1, 0],
];

/** One side of the Skirmish: the card, its discard bonuses (AC-SK-9) and Retinue +1 (AC-EC-6). */
function sideOf(d: NextState, card: number, cardBonuses: readonly number[]): Side {
  const { unit, retinue } = d.cards[card]!;
  const side: { unit: Unit; cardBonuses?: readonly number[]; otherBonus?: number } = { unit };
  if (cardBonuses.length) side.cardBonuses = cardBonuses;
  if (retinue) side.otherBonus = RETINUE_ADD; // AC-EC-6
  return side;
}

/** AC-SK-2 … AC-SK-7, AC-MO-7, R4: rolls the pending Skirmish (or Unopposed unit) and places the cards. */
export function resolve(d: NextState, d6: D6): NextState {
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
    const powered = applyCommanderPowers(input, { offense: offChoice, defense: defChoice });
    usePowers(d, powered);
    input = powered.input;
  }
  const r = resolveSkirmish(input, d6, { trace: false }); // the Battle log says what happened in its own words
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
  return openAftermath(d, 'skirmish', ATTACKER_FIRST[att]);
}

/** Records what the commanders' powers did (AC-CP) and their new usage counters. */
function usePowers(d: NextState, powered: Pick<PoweredSkirmish<unknown>, 'usage' | 'applied' | 'refused'>): void {
  const att = d.turn;
  const def = other(att);
  const { offense, defense } = powered.usage;
  if (offense && offense !== d.commanders[att].powerUse) update(d, att, { powerUse: offense });
  if (defense && defense !== d.commanders[def].powerUse) update(d, def, { powerUse: defense });
  for (const a of powered.applied) say(d, 'power', 'AC-CP', a.text, a.by === 'offense' ? att : def);
  for (const r of powered.refused) say(d, 'power-refused', 'AC-CP', r.reason);
}

/** AC-SK-7 (with Oathbound, AC-CP): puts a card of the Skirmish on its pile; returns the final fate. */
function place(d: NextState, seat: Seat, card: number, fate: Fate): Fate {
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
  say(d, fate, rule, `${cardName(d, card)} is ${FATE_WORDS[fate]}`, seat);
  return fate;
}

/** AC-SK-8, R5: 1 Influence (player character) or 3 Morale (non-player) turn a Kill into Disabled. */
export function saveFromKill(d: NextState, card: number): NextState {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { killed: without(c.killed, card), disabled: [...c.disabled, card] });
  d.killedNow = without(d.killedNow, card);
  if (c.morale.npc) {
    say(
      d,
      'saved',
      'AC-SK-8',
      `${name(d, seat)} spends ${KILL_PREVENTION_MORALE} Morale: ${cardName(d, card)} is Disabled, not Killed`,
      seat,
    );
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

/** AC-HE-1: the Healer goes to Disabled, the card back to hand, 1 Morale spent. */
export function heal(d: NextState, healer: number, card: number): NextState {
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

/** AC-CP Necromancer: one card from Disabled back to hand as Phase 2 begins. */
export function necromancerReturn(d: NextState, card: number): NextState {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { hand: [...c.hand, card], disabled: without(c.disabled, card) });
  say(d, 'return', 'AC-CP', `Necromancer: ${name(d, seat)} takes ${cardName(d, card)} back from Disabled`, seat);
  return nextInQueue(d); // once
}
