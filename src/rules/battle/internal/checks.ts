// What a commander may do in a Battle, as "why not" checks (null: allowed). battleStep refuses with
// these texts and legalActions lists what passes them, so the two can never disagree.
import { RITUAL_PATH_UNITS, RITUALS_PER_BATTLE, RITUALS_PER_PHASE } from '../../army/index.js';
import { whyCannotFight } from '../../core/index.js';
import { HEALER_MORALE, KILL_PREVENTION_MORALE, totalMorale } from '../../morale/index.js';
import { powerLimitReason } from '../../powers/index.js';
import type { SideName } from '../../skirmish/index.js';
import type { BattleState, CommanderState, PlayPowers, Seat } from '../types.js';
import { hasClericOption, hasExchangeOption } from './power-checks.js';

/** AC-UN-4: whether the commander holds a card they could play on Offense or Defense. */
export function canPlayCard(state: BattleState, seat: Seat): boolean {
  const { cards } = state;
  for (const id of state.commanders[seat].hand) if (cards[id]!.fights) return true;
  return false;
}

/** AC-SK-1, AC-UN-4, AC-CP: playing `card` (with powers) on Offense or Defense. */
export function whyNotPlay(state: BattleState, seat: Seat, card: number, powers?: PlayPowers): string | null {
  const c = state.commanders[seat];
  if (!c.hand.includes(card)) return `card ${card} is not in ${c.name}'s hand`;
  const unit = state.cards[card]!.unit;
  if (!state.cards[card]!.fights) return whyCannotFight(unit);
  return powers ? whyNotPlayPowers(c, powers) : null;
}

function whyNotPlayPowers(c: CommanderState, powers: PlayPowers): string | null {
  const id = c.power?.classId;
  if (powers.changeRole && id !== 'master-of-arms' && id !== 'adept')
    return 'only a Master of Arms or an Adept changes the Role of the card played (AC-CP)';
  if (powers.shapeshiftTo !== undefined) {
    if (id !== 'shapeshifter') return 'only a Shapeshifter gives a card another Role (AC-CP)';
    if (powers.shapeshiftTo === 'ritual') return 'a card in a Skirmish cannot become a Ritual (AC-UN-4)';
    const limit = powerLimitReason(id, c.powerUse);
    if (limit) return limit;
  }
  if (powers.psionic) {
    if (id !== 'psionicist') return 'only a Psionicist plays a random card for +3 (AC-CP)';
    const limit = powerLimitReason(id, c.powerUse);
    if (limit) return limit;
    if (c.hand.length < 2) return 'Psionicist: needs at least 2 cards in hand (AC-CP)';
  }
  return null;
}

/** Psionicist's power as a play choice. */
export const PSIONIC: PlayPowers = { psionic: true };

/** AC-CP Psionicist, R10: shuffling the hand to play a card drawn at random, with +3. */
export function whyNotPsionic(state: BattleState, seat: Seat): string | null {
  const c = state.commanders[seat];
  return (
    whyNotPlayPowers(c, PSIONIC) ?? (canPlayCard(state, seat) ? null : `${c.name} has no card that can fight (AC-UN-4)`)
  );
}

/** AC-RI-1 (and Animist, AC-CP): how many Rituals a commander may play per Phase and per Battle. */
function ritualLimits(c: CommanderState): { perPhase: number; perBattle: number } {
  // Ruling: the Animist plays 2 Rituals in each Phase, so up to 4 in a Battle.
  return c.power?.classId === 'animist'
    ? { perPhase: 2, perBattle: 4 }
    : { perPhase: RITUALS_PER_PHASE, perBattle: RITUALS_PER_BATTLE };
}

/** AC-RI-1: playing a Ritual on your own turn, before your Offense card. */
export function whyNotRitual(state: BattleState, seat: Seat, card: number): string | null {
  const c = state.commanders[seat];
  if (!c.hand.includes(card)) return `card ${card} is not in ${c.name}'s hand`;
  const ritual = state.cards[card]!.unit;
  if (ritual.role !== 'ritual') return `${ritual.name} is not a Ritual`;
  const { perPhase, perBattle } = ritualLimits(c);
  if (c.ritualsThisBattle >= perBattle) return `at most ${perBattle} Rituals per Battle (AC-RI-1)`;
  if (c.ritualsThisPhase >= perPhase)
    return `at most ${perPhase === 1 ? 'one Ritual' : `${perPhase} Rituals`} per Phase (AC-RI-1)`;
  if (!ritual.path)
    return `${ritual.name} has no Path: a Ritual needs ${RITUAL_PATH_UNITS} units on its Path (AC-RI-1)`;
  // Ruling: "the army" is every unit of the commander that is not Killed.
  let onPath = 0;
  for (const u of state.cards)
    if (u.owner === seat && u.unit.role !== 'ritual' && u.unit.path === ritual.path && !c.killed.includes(u.id))
      onPath++;
  return onPath >= RITUAL_PATH_UNITS
    ? null
    : `${ritual.name} needs ${RITUAL_PATH_UNITS} units on the ${ritual.path} Path in the army, not ${onPath} (AC-RI-1)`;
}

/** AC-RI-1: whether the commander may play a Ritual now. */
export function hasRitualOption(state: BattleState, seat: Seat): boolean {
  for (const id of state.commanders[seat].hand)
    if (state.cards[id]!.unit.role === 'ritual' && whyNotRitual(state, seat, id) === null) return true;
  return false;
}

/** AC-SK-9: discarding a card from hand for its bonus to one side of the pending Skirmish. */
export function whyNotDiscard(state: BattleState, seat: Seat, card: number, side: SideName): string | null {
  const c = state.commanders[seat];
  if (!c.hand.includes(card)) return `card ${card} is not in ${c.name}'s hand`;
  if (state.cards[card]!.discardBonus === undefined)
    return `${state.cards[card]!.unit.name} has no discard bonus (AC-SK-9)`;
  if (side === 'defense' && state.pending?.unopposed)
    return 'the Offense unit is Unopposed: there is no Defense unit (AC-MO-7)';
  return null;
}

/** AC-CP Evoker / Illusionist: their power on one unit of the pending Skirmish. */
export function whyNotPower(state: BattleState, seat: Seat, side: SideName): string | null {
  const c = state.commanders[seat];
  const id = c.power?.classId;
  if (id !== 'evoker' && id !== 'illusionist')
    return 'only an Evoker or an Illusionist adds to a unit during the Skirmish (AC-CP)';
  if (state.pending!.unopposed && seat !== state.turn)
    return 'the Offense unit is Unopposed: only its own commander may add to it (AC-MO-7)';
  const choice = state.pending!.choices[seat];
  if (choice.evokeFor !== undefined || choice.illusionFor !== undefined)
    return `${id === 'evoker' ? 'Evoker' : 'Illusionist'}: already used once this Skirmish (AC-CP)`;
  if (side === 'defense' && state.pending!.unopposed)
    return 'the Offense unit is Unopposed: there is no Defense unit (AC-MO-7)';
  return powerLimitReason(id, c.powerUse);
}

/** AC-SK-8, R5: turning a Kill of the last Skirmish (or of the Rout) into Disabled. */
export function whyNotPreventKill(state: BattleState, seat: Seat, card: number): string | null {
  const c = state.commanders[seat];
  if (!state.killedNow.includes(card) || !c.killed.includes(card))
    return `card ${card} is not a unit of ${c.name} Killed just now (AC-SK-8)`;
  if (c.morale.npc)
    return totalMorale(c.morale) >= KILL_PREVENTION_MORALE
      ? null
      : `preventing a Kill costs ${KILL_PREVENTION_MORALE} Morale (AC-SK-8)`;
  return c.influence >= 1 ? null : 'preventing a Kill costs 1 Influence and none is left (AC-SK-8)';
}

/**
 * AC-HE-1: after a Skirmish, 1 Morale and a Healer from hand bring a card back from Disabled or
 * Exhausted. `shapeshift`: a Shapeshifter's card of another Role is discarded as a Healer (R9).
 */
export function whyNotHeal(
  state: BattleState,
  seat: Seat,
  healer: number,
  card: number,
  shapeshift = false,
): string | null {
  const c = state.commanders[seat];
  const { cards } = state;
  if (state.aftermathOf !== 'skirmish') return 'a Healer is used after a Skirmish (AC-HE-1)';
  if (shapeshift) {
    const id = c.power?.classId;
    if (id !== 'shapeshifter') return 'only a Shapeshifter discards a card as a Healer (R9)';
    const limit = powerLimitReason(id, c.powerUse);
    if (limit) return limit;
    if (!c.hand.includes(healer)) return `card ${healer} is not in ${c.name}'s hand (AC-HE-1)`;
    if (cards[healer]!.unit.role === 'healer') return `${cards[healer]!.unit.name} is a Healer already (R9)`;
  } else if (!c.hand.includes(healer) || cards[healer]!.unit.role !== 'healer')
    return `card ${healer} is not a Healer in ${c.name}'s hand (AC-HE-1)`;
  if (totalMorale(c.morale) < HEALER_MORALE) return `using a Healer costs ${HEALER_MORALE} Morale (AC-HE-1)`;
  if (!c.disabled.includes(card) && !c.exhausted.includes(card))
    return `card ${card} is not in ${c.name}'s Disabled or Exhausted pile (AC-HE-1)`;
  const target = cards[card]!.unit;
  if (target.role === 'healer') return 'a Healer cannot bring back another Healer (AC-HE-1)';
  const most = 2 * (cards[healer]!.unit.strength ?? 0);
  if ((target.strength ?? 0) > most)
    return `${target.name} has Strength ${target.strength}, more than twice the Healer's (${most}) (AC-HE-1)`;
  return null;
}

/** Necromancer (AC-CP): at the start of Phase 2, one card from Disabled back to hand. */
export function whyNotReturn(state: BattleState, seat: Seat, card: number): string | null {
  const c = state.commanders[seat];
  if (c.power?.classId !== 'necromancer') return 'only a Necromancer takes a card back when Phase 2 begins (AC-CP)';
  return c.disabled.includes(card) ? null : `card ${card} is not in ${c.name}'s Disabled pile`;
}

/** R8: a Skirmish with the Mediating Chaplain in it is not rolled. */
export function mediated(state: BattleState): boolean {
  const p = state.pending;
  if (!p) return false;
  return (
    state.cards[p.offense]!.grantedBy === 'chaplain' ||
    (p.defense !== undefined && state.cards[p.defense]!.grantedBy === 'chaplain')
  );
}

/** Whether the commander could do anything in the discard window (else they decline at once). */
export function hasBonusOptions(state: BattleState, seat: Seat): boolean {
  const c = state.commanders[seat];
  for (const id of c.hand) if (state.cards[id]!.discardBonus !== undefined) return true;
  return whyNotPower(state, seat, 'offense') === null || hasExchangeOption(state, seat);
}

/** Whether the commander could do anything in the aftermath window (else it skips them). */
export function hasAftermathOptions(state: BattleState, seat: Seat): boolean {
  const c = state.commanders[seat];
  for (const id of state.killedNow) if (whyNotPreventKill(state, seat, id) === null) return true;
  if (state.aftermathOf !== 'skirmish' || totalMorale(c.morale) < HEALER_MORALE) return false;
  if (hasClericOption(state, seat)) return true;
  const shapeshift = c.power?.classId === 'shapeshifter';
  for (const healer of c.hand) {
    const ss = shapeshift && state.cards[healer]!.unit.role !== 'healer';
    if (!ss && state.cards[healer]!.unit.role !== 'healer') continue;
    for (const id of c.disabled) if (whyNotHeal(state, seat, healer, id, ss) === null) return true;
    for (const id of c.exhausted) if (whyNotHeal(state, seat, healer, id, ss) === null) return true;
  }
  return false;
}
