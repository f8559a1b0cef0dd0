// A Battle's Skirmish or Unopposed roll resolved with the commanders' powers (AC-SK-7, AC-MO-7, R4,
// AC-CP, R8), then kill prevention (AC-SK-8, R5), Healers (AC-HE-1), the Necromancer's and the
// Cleric's returns (R14).
import type { D6, Unit } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { RETINUE_ADD } from '../../economy/index.js';
import { KILL_PREVENTION_MORALE, preventKill, spendForHealer, spendMorale, unopposed } from '../../morale/index.js';
import {
  applyCommanderPowers,
  applyUnopposedPowers,
  type CommanderPowerChoice,
  oathboundFate,
  type PoweredSkirmish,
  recordPowerUse,
} from '../../powers/index.js';
import type { Fate, Side } from '../../skirmish/index.js';
import { resolveSkirmish } from '../../skirmish/index.js';
import { resolveUnopposed } from '../../skirmish/index.js';
import type { PendingSkirmish, Seat, SkirmishChoice } from '../types.js';
import { discardTo, rogueRolls } from './battle-powers.js';
import { mediated } from './checks.js';
import { again, nextInQueue, openAftermath, rout } from './end.js';
import {
  beginTurn,
  cardName,
  logging,
  morale,
  name,
  type NextState,
  other,
  say,
  sayPhrase,
  update,
  without,
} from './working-state.js';

/** The commander's power choice for the resolver, with the Illusionist's die rolled now. */
export function choiceFor(d: NextState, seat: Seat, choice: SkirmishChoice, d6: D6): CommanderPowerChoice | undefined {
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
export function sideOf(d: NextState, card: number, cardBonuses: readonly number[]): Side {
  const { unit, retinue } = d.cards[card]!;
  const side: { unit: Unit; cardBonuses?: readonly number[]; otherBonus?: number } = { unit };
  if (cardBonuses.length) side.cardBonuses = cardBonuses;
  if (retinue) side.otherBonus = RETINUE_ADD; // AC-EC-6
  return side;
}

/** R8: a Skirmish with the Mediating Chaplain: no roll, both cards Exhausted, no Morale damage. */
function mediate(d: NextState): NextState {
  const p: PendingSkirmish = d.pending!;
  const att = d.turn;
  const def = other(att);
  if (p.unopposed) say(d, 'skirmish', 'R8', 'mediated-unopposed', { card: cardName(d, p.offense) }, att);
  else say(d, 'skirmish', 'R8', 'mediated', { offense: cardName(d, p.offense), defense: cardName(d, p.defense!) }, att);
  place(d, att, p.offense, 'exhausted');
  if (!p.unopposed) place(d, def, p.defense!, 'exhausted');
  d.pending = undefined;
  if (p.unopposed) return beginTurn(d, def); // AC-BA-2
  return openAftermath(d, 'skirmish', ATTACKER_FIRST[att]);
}

/**
 * AC-SK-2 … AC-SK-7, AC-MO-7, R4: rolls the pending Skirmish (or Unopposed unit) and places the
 * cards; the Rogue rolls for its Kills (R15). `d6` may be missing only for a mediated Skirmish (R8).
 */
export function resolve(d: NextState, d6: D6 | undefined): NextState {
  if (!d6 || mediated(d)) return mediate(d);
  const p: PendingSkirmish = d.pending!;
  const att = d.turn;
  const def = other(att);
  const offense = sideOf(d, p.offense, p.offenseBonuses);
  const offChoice = choiceFor(d, att, p.choices[att], d6);
  if (p.unopposed) {
    const powered = offChoice ? applyUnopposedPowers(offense, offChoice, { list: logging() }) : undefined;
    if (powered) usePowers(d, powered);
    const r = resolveUnopposed(powered?.input ?? offense, d6);
    place(d, att, p.offense, 'exhausted'); // R4
    d.pending = undefined;
    const values = { card: cardName(d, p.offense), total: r.total, damage: r.damage };
    say(d, 'unopposed', 'AC-MO-7', 'unopposed', values, att);
    if (r.damage > 0 && morale(d, def, unopposed(d.commanders[def].morale, r.damage))) return rout(d, def);
    return beginTurn(d, def); // AC-BA-2
  }
  const defense = sideOf(d, p.defense!, p.defenseBonuses);
  const defChoice = choiceFor(d, def, p.choices[def], d6);
  let input = { offense, defense };
  if (offChoice || defChoice) {
    // What the powers did is listed for the log only.
    const powered = applyCommanderPowers(input, { offense: offChoice, defense: defChoice }, { list: logging() });
    usePowers(d, powered);
    input = powered.input;
  }
  const r = resolveSkirmish(input, d6, { trace: false }); // the Battle log says what happened in its own words
  d.pending = undefined;
  say(d, 'skirmish', 'AC-SK-6', r.winner === null ? 'skirmish-r1' : 'skirmish', {
    offense: cardName(d, p.offense),
    offenseTotal: r.offense.total,
    defense: cardName(d, p.defense!),
    defenseTotal: r.defense.total,
    winner: r.winner === null ? '' : name(d, r.winner === 'offense' ? att : def),
  });
  const killed: number[] = [];
  if (place(d, att, p.offense, r.offense.fate) === 'killed') killed.push(p.offense);
  if (place(d, def, p.defense!, r.defense.fate) === 'killed') killed.push(p.defense!);
  d.killedNow = killed;
  if (killed.length) {
    rogueRolls(d, att, killed, d6); // R15
    rogueRolls(d, def, killed, d6);
  }
  return openAftermath(d, 'skirmish', ATTACKER_FIRST[att]);
}

/** Records what the commanders' powers did (AC-CP) and their new usage counters. */
function usePowers(d: NextState, powered: Pick<PoweredSkirmish<unknown>, 'usage' | 'applied' | 'refused'>): void {
  const att = d.turn;
  const def = other(att);
  const { offense, defense } = powered.usage;
  if (offense && offense !== d.commanders[att].powerUse) update(d, att, { powerUse: offense });
  if (defense && defense !== d.commanders[def].powerUse) update(d, def, { powerUse: defense });
  for (const a of powered.applied) sayPhrase(d, 'power', 'AC-CP', a.phrase, a.by === 'offense' ? att : def);
  for (const r of powered.refused) sayPhrase(d, 'power-refused', 'AC-CP', r.phrase);
}

/** AC-SK-7 (with Oathbound, AC-CP): puts a card of the Skirmish on its pile; returns the final fate. */
function place(d: NextState, seat: Seat, card: number, fate: Fate): Fate {
  const c = d.commanders[seat];
  const oath = c.power?.classId === 'oathbound' && c.power.oathbound === card && fate !== 'exhausted';
  if (oath) {
    const before = fate;
    fate = oathboundFate(fate);
    say(d, 'power', 'AC-CP', 'fate-oathbound', { card: cardName(d, card), fate, before }, seat);
  } else if (fate === 'killed' && d.cards[card]!.grantedBy === 'chirurgeon') {
    fate = 'disabled';
    say(d, 'power', 'R7', 'fate-alchemy', { card: cardName(d, card) }, seat);
  }
  if (fate === 'exhausted') update(d, seat, { exhausted: [...c.exhausted, card] });
  else if (fate === 'disabled') update(d, seat, { disabled: [...c.disabled, card] });
  else update(d, seat, { killed: [...c.killed, card] });
  const rule = fate === 'exhausted' ? (d.pending?.unopposed ? 'R4' : 'AC-SK-7') : 'AC-SK-7';
  say(d, fate, rule, 'fate', { card: cardName(d, card), fate }, seat);
  return fate;
}

/** AC-SK-8, R5: 1 Influence (player character) or 3 Morale (non-player) turn a Kill into Disabled. */
export function saveFromKill(d: NextState, card: number): NextState {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { killed: without(c.killed, card), disabled: [...c.disabled, card] });
  d.killedNow = without(d.killedNow, card);
  if (c.morale.npc) {
    const values = { commander: name(d, seat), morale: KILL_PREVENTION_MORALE, card: cardName(d, card) };
    say(d, 'saved', 'AC-SK-8', 'saved-morale', values, seat);
    if (morale(d, seat, preventKill(c.morale))) return rout(d, seat);
  } else {
    update(d, seat, { influence: c.influence - 1 });
    say(d, 'saved', 'AC-SK-8', 'saved-influence', { commander: name(d, seat), card: cardName(d, card) }, seat);
  }
  return again(d, seat);
}

/**
 * AC-HE-1: the Healer is discarded (to Disabled, R13: a Battlemage may roll), the card back to
 * hand, 1 Morale spent. R9: a Shapeshifter's card discarded as a Healer uses the power.
 */
export function heal(d: NextState, healer: number, card: number, shapeshift: boolean, d6: D6 | undefined): NextState {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, {
    hand: [...without(c.hand, healer), card],
    disabled: without(c.disabled, card),
    exhausted: without(c.exhausted, card),
  });
  if (shapeshift) {
    const r = recordPowerUse('shapeshifter', c.powerUse);
    if (r.ok) update(d, seat, { powerUse: r.usage });
    say(d, 'power', 'R9', 'shapeshift-heal', { card: cardName(d, healer) }, seat);
  }
  const values = { commander: name(d, seat), healer: cardName(d, healer), card: cardName(d, card) };
  say(d, 'heal', 'AC-HE-1', 'heals', values, seat);
  discardTo(d, seat, healer, d6);
  if (morale(d, seat, spendForHealer(c.morale))) return rout(d, seat);
  return again(d, seat);
}

/** AC-CP Necromancer: one card from Disabled back to hand as Phase 2 begins. */
export function necromancerReturn(d: NextState, card: number): NextState {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { hand: [...c.hand, card], disabled: without(c.disabled, card) });
  say(d, 'return', 'AC-CP', 'necromancer', { commander: name(d, seat), card: cardName(d, card) }, seat);
  return nextInQueue(d); // once
}

/** AC-CP Cleric, R14: 1 Morale brings a Killed card back to hand, once per Day. */
export function clericReturn(d: NextState, card: number): NextState {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, {
    hand: [...c.hand, card],
    killed: without(c.killed, card),
    power: { ...c.power!, usedToday: true },
  });
  d.killedNow = without(d.killedNow, card);
  say(d, 'return', 'R14', 'cleric-returns', { commander: name(d, seat), card: cardName(d, card) }, seat);
  if (morale(d, seat, spendMorale(c.morale, 1, 'Cleric'))) return rout(d, seat);
  return d.step === 'aftermath' ? again(d, seat) : d; // on Offense the turn goes on
}
