// "Why not" checks (null: allowed) for the powers asked before the Battle (R11, R12) and the powers
// used during it: Cleric (R14), Etherealist (R16), Psionicist's draw (R10), Battlemage's roll (R13).
import { PATHS, ROLES } from '../../core/index.js';
import { totalMorale } from '../../morale/index.js';
import { effectiveClass, powerLimitReason } from '../../powers/index.js';
import type { BattleAction, BattleState, PreBattleAsk, Seat } from '../types.js';
import { other } from './working-state.js';

/** Dervish: the Paths and the Roles of units (a Ritual is not a unit, AC-UN-4) to choose from. */
export const DERVISH_TARGETS: readonly BattleAction[] = [...PATHS, ...ROLES.filter((r) => r !== 'ritual')].map(
  (against) => ({ type: 'dervish', against }),
);

const ASKS: Partial<Record<BattleAction['type'], PreBattleAsk>> = {
  tactician: 'tactician',
  oathbound: 'oathbound',
  dervish: 'dervish',
  'power-unit': 'power-unit',
  'mender-reveal': 'mender-reveal',
  'mender-disable': 'mender-disable',
};

/** R11, R12: an answer to the question the Battle asks before it begins. */
export function whyNotAnswer(state: BattleState, action: BattleAction): string | null {
  const q = state.questions[0];
  if (!q || ASKS[action.type] !== q.ask) return `the Battle asks ${ASK_TEXT[q?.ask ?? 'tactician']} now (R11)`;
  const c = state.commanders[q.seat];
  const enemy = state.commanders[other(q.seat)];
  switch (action.type) {
    case 'tactician': {
      const eff = effectiveClass('tactician', action.as);
      return 'reason' in eff ? eff.reason : null;
    }
    case 'oathbound':
      return c.hand.includes(action.card) && state.cards[action.card]!.unit.role !== 'ritual'
        ? null
        : `Oathbound designates a unit in ${c.name}'s hand, not card ${action.card} (AC-CP)`;
    case 'dervish':
      return DERVISH_TARGETS.some((a) => a.type === 'dervish' && a.against === action.against)
        ? null
        : `Dervish chooses a Path or the Role of a unit, not ${String(action.against)} (AC-CP)`;
    case 'mender-reveal': {
      if (!action.cards) return null;
      const count = Math.min(2, enemy.hand.length);
      const { cards } = action;
      const fine =
        cards.length === count && new Set(cards).size === count && cards.every((id) => enemy.hand.includes(id));
      return fine ? null : `Mender: ${count} different cards from ${enemy.name}'s hand are revealed (R12)`;
    }
    case 'mender-disable':
      if (!state.revealed.includes(action.card) || !enemy.hand.includes(action.card))
        return `Mender: card ${action.card} is not one of the cards revealed (R12)`;
      return totalMorale(c.morale) >= 1 ? null : 'Mender: Disabling a card costs 1 Morale (AC-CP)';
    default:
      return null;
  }
}

export const ASK_TEXT: Record<PreBattleAsk, string> = {
  tactician: "for the Tactician's benefit",
  oathbound: "for Oathbound's unit",
  dervish: "for Dervish's Path or Role",
  'power-unit': 'whether the power’s unit joins the Battle',
  'mender-reveal': "for the Mender's reveal",
  'mender-disable': 'whether the Mender Disables a revealed card',
};

/** R11, R12: whether a queued question still has a point (else it is skipped). */
export function stillAsked(state: BattleState, seat: Seat, ask: PreBattleAsk): boolean {
  const c = state.commanders[seat];
  const enemy = state.commanders[other(seat)];
  if (ask === 'oathbound') return c.hand.some((id) => state.cards[id]!.unit.role !== 'ritual');
  if (ask === 'mender-reveal') return enemy.hand.length > 0;
  if (ask === 'mender-disable')
    return totalMorale(c.morale) >= 1 && state.revealed.some((id) => enemy.hand.includes(id));
  return true;
}

/** AC-CP Cleric, R14: 1 Morale, a Killed card back to hand; own turn before the Offense card, or after a Skirmish. */
export function whyNotCleric(state: BattleState, seat: Seat, card: number): string | null {
  const c = state.commanders[seat];
  if (c.power?.classId !== 'cleric') return 'only a Cleric takes a Killed card back (AC-CP)';
  if (c.power.usedToday) return 'Cleric: already used today (once per Day, AC-CP)';
  if (state.step === 'aftermath' && state.aftermathOf !== 'skirmish')
    return 'Cleric: on your turn or after a Skirmish (R14)';
  if (!c.killed.includes(card)) return `card ${card} is not in ${c.name}'s Killed pile`;
  return totalMorale(c.morale) >= 1 ? null : 'Cleric: costs 1 Morale (AC-CP)';
}

/** Cleric: whether any Killed card may come back now. */
export const hasClericOption = (state: BattleState, seat: Seat): boolean =>
  state.commanders[seat].power?.classId === 'cleric' &&
  state.commanders[seat].killed.some((id) => whyNotCleric(state, seat, id) === null);

/** The commander's own card in the pending Skirmish, if any (none for a defender left Unopposed). */
export const ownCardInSkirmish = (state: BattleState, seat: Seat): number | undefined =>
  seat === state.turn ? state.pending?.offense : state.pending?.defense;

/** AC-CP Etherealist, R16: a hand card takes the place of the commander's card in the Skirmish. */
export function whyNotExchange(state: BattleState, seat: Seat, card: number): string | null {
  const c = state.commanders[seat];
  if (c.power?.classId !== 'etherealist') return 'only an Etherealist exchanges a card in a Skirmish (AC-CP)';
  const limit = powerLimitReason('etherealist', c.powerUse);
  if (limit) return limit;
  if (ownCardInSkirmish(state, seat) === undefined) return `${c.name} has no card in this Skirmish (R16)`;
  if (!c.hand.includes(card)) return `card ${card} is not in ${c.name}'s hand`;
  return state.cards[card]!.fights ? null : `${state.cards[card]!.unit.name} could not be played there (AC-UN-4)`;
}

/** Etherealist: whether an exchange is possible now. */
export const hasExchangeOption = (state: BattleState, seat: Seat): boolean =>
  state.commanders[seat].power?.classId === 'etherealist' &&
  state.commanders[seat].hand.some((id) => whyNotExchange(state, seat, id) === null);

/** AC-CP Battlemage, R13: a card the commander discards now may roll for Exhausted (no success yet this Phase). */
export const battlemageRolls = (state: BattleState, seat: Seat): boolean =>
  state.commanders[seat].power?.classId === 'battlemage' &&
  powerLimitReason('battlemage', state.commanders[seat].powerUse) === null;
