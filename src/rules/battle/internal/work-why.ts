/**
 * Why the Battle engine refuses an action (issue 28): `whyNot(code, state)` gives the text `battleStep` refuses it with
 * (`refusals.ts`), from the working state and the predicates `listActions` lists by, so a listed action is never
 * refused. The `state` loaded in the working state gives only the names.
 *
 * Not here: the actions that have no code (a Mender's reveal of no card or of more than 2, card ids above 31: a code
 * holds 5 bits, a Dervish target that is no Path or Role); `battleStep` refuses those before it encodes
 * (`work-board.ts`).
 */
import { RITUALS_PER_BATTLE, RITUALS_PER_PHASE } from '../../army/index.js';
import { whyCannotFight } from '../../core/index.js';
import { HEALER_MORALE } from '../../morale/index.js';
import { effectiveClass, powerLimitReason } from '../../powers/index.js';
import type { BattleState, Seat } from '../types.js';
import * as R from './refusals.js';
import { actionOf } from './work-actions.js';
import * as L from './work-layout.js';
import { canSave, canUsePower, changedRole, current, playableRituals, revealedInHand } from './work-legal.js';
import {
  CLASS,
  count,
  DISCARDS,
  FIGHTS,
  HEALERS,
  NPC,
  ON_PATH,
  other,
  ROLE,
  STRENGTH,
  total,
  W,
} from './work-state.js';

/** The action types each step takes, as bits by step code (`battleStep` refuses the others first). */
const TAKES = [
  [L.A_FIRST],
  [L.A_OFFENSE, L.A_PSIONIC, L.A_PASS, L.A_UNABLE, L.A_RITUAL, L.A_CLERIC],
  [L.A_DEFENSE, L.A_PSIONIC, L.A_PASS, L.A_UNABLE],
  [L.A_DISCARD, L.A_POWER, L.A_EXCHANGE, L.A_DONE],
  [L.A_RESOLVE],
  [L.A_PREVENT, L.A_HEAL, L.A_CLERIC, L.A_DONE],
  [L.A_ROUT],
  [L.A_ROLL_OFF],
  [],
  [L.A_RETURN, L.A_DONE],
  [L.A_TACTICIAN, L.A_OATHBOUND, L.A_DERVISH, L.A_POWER_UNIT, L.A_MENDER_REVEAL, L.A_MENDER_DISABLE, L.A_DONE],
  [L.A_ROLL_CHOOSER],
].map((types) => types.reduce((bits, type) => bits | (1 << type), 0));

/** Whether the step the Battle is at takes actions of type code `type`. */
export const stepTakes = (type: number): boolean => ((TAKES[W[L.STEP]!]! >> type) & 1) === 1;

/** A commander's name (for the texts). */
const nameOf = (state: BattleState, seat: number): string => state.commanders[seat as Seat].name;

/** Whether `card` is in a pile of `seat` (`field` + seat). */
const holds = (field: number, seat: number, card: number): boolean => ((W[field + seat]! >> card) & 1) === 1;

/** AC-CP: why the class's limited power is used up (per Battle, or per Phase for the Battlemage), or null. */
const limit = (seat: number): string | null =>
  powerLimitReason(L.CLASS_IDS[CLASS[seat]!]!, {
    battle: W[L.USED_IN_BATTLE + seat]!,
    phase: W[L.USED_IN_PHASE + seat]!,
    skirmish: 0, // once per Skirmish is the choice bit, checked first
  });

/** AC-RI-1 (the Animist's ruling: twice the limits): a Ritual on one's own turn, before the Offense card. */
function whyNotRitual(state: BattleState, seat: number, card: number): string | null {
  if (!holds(L.HAND, seat, card)) return R.notIn(card, nameOf(state, seat));
  const ritual = state.cards[card]!.unit;
  if (ROLE[card] !== L.RITUAL) return R.notRitual(ritual.name);
  const times = CLASS[seat] === L.ANIMIST ? 2 : 1;
  if (W[L.RITUALS_IN_BATTLE + seat]! >= RITUALS_PER_BATTLE * times)
    return R.ritualsPerBattle(RITUALS_PER_BATTLE * times);
  if (W[L.RITUALS_IN_PHASE + seat]! >= RITUALS_PER_PHASE * times) return R.ritualsPerPhase(RITUALS_PER_PHASE * times);
  if (!ritual.path) return R.ritualNoPath(ritual.name);
  const onPath = count(ON_PATH[card]! & ~W[L.KILLED + seat]!);
  return (playableRituals(seat) >> card) & 1 ? null : R.ritualPathUnits(ritual.name, ritual.path, onPath);
}

/** AC-HE-1, R9 (`HEAL_SHAPESHIFT`: a Shapeshifter's card of another Role as the Healer): `healer` for `arg & 31`. */
function whyNotHeal(state: BattleState, seat: number, healer: number, arg: number): string | null {
  const who = nameOf(state, seat);
  const card = arg & 31;
  if (!W[L.AFTER_SKIRMISH]) return R.HEAL_AFTER_SKIRMISH;
  const isHealer = (HEALERS[seat]! >> healer) & 1;
  if (arg & L.HEAL_SHAPESHIFT) {
    if (CLASS[seat] !== L.SHAPESHIFTER) return R.SHAPESHIFT_HEALER_ONLY;
    if (limit(seat)) return limit(seat);
    if (!holds(L.HAND, seat, healer)) return R.notIn(healer, who, 'hand (AC-HE-1)');
    if (isHealer) return R.healerAlready(state.cards[healer]!.unit.name);
  } else if (!holds(L.HAND, seat, healer) || !isHealer) return R.notAHealer(healer, who);
  if (total(seat) < HEALER_MORALE) return R.HEAL_MORALE;
  if (!holds(L.DISABLED, seat, card) && !holds(L.EXHAUSTED, seat, card))
    return R.notIn(card, who, 'Disabled or Exhausted pile (AC-HE-1)');
  if ((HEALERS[seat]! >> card) & 1) return R.HEAL_HEALER;
  const most = 2 * Math.max(0, STRENGTH[healer]!);
  const target = state.cards[card]!.unit;
  return STRENGTH[card]! > most ? R.tooStrongToHeal(target.name, target.strength, most) : null;
}

/** AC-CP Psionicist, R10: the +3 on a card played from a hand of 2 or more, once per Battle. */
function whyNotPsionic(seat: number): string | null {
  if (CLASS[seat] !== L.PSIONICIST) return R.PSIONIC_ONLY;
  return limit(seat) ?? (count(W[L.HAND + seat]!) < 2 ? R.PSIONIC_HAND : null);
}

/** R11, R12: an answer to the question asked before the Battle. */
function whyNotAnswer(code: number, state: BattleState): string | null {
  const q = current();
  const seat = q & 1;
  if ((code & 31) - L.A_TACTICIAN !== q >> 1) return R.askedNow(L.ASK_NAMES[q >> 1]!);
  const who = nameOf(state, seat);
  const card = (code >> 5) & 31;
  const action = actionOf(code);
  switch (action.type) {
    case 'tactician': {
      const chosen = effectiveClass('tactician', action.as);
      return 'reason' in chosen ? chosen.reason : null;
    }
    case 'oathbound':
      return holds(L.HAND, seat, card) && ROLE[card] !== L.RITUAL ? null : R.oathboundCard(who, card);
    case 'dervish':
      return action.against !== undefined && action.against !== 'ritual' ? null : R.dervishTarget(action.against);
    case 'mender-reveal': {
      if (!action.cards) return null;
      const hand = W[L.HAND + other(seat)]!;
      const shown = Math.min(2, count(hand));
      const [a, b = a] = action.cards;
      const fine =
        action.cards.length === shown &&
        (shown < 2 || a !== b) &&
        holds(L.HAND, other(seat), a!) &&
        holds(L.HAND, other(seat), b!);
      return fine ? null : R.menderReveals(shown, nameOf(state, other(seat)));
    }
    case 'mender-disable':
      if (!((revealedInHand(seat) >> card) & 1)) return R.notRevealed(card);
      return total(seat) >= 1 ? null : R.MENDER_MORALE;
  }
  return null;
}

/** Why action `code` is refused now, in today's words; null when `battleStep` would take it. */
export function whyNot(code: number, state: BattleState): string | null {
  const seat = W[L.ACTOR]!;
  const who = nameOf(state, seat);
  const card = (code >> 5) & 31;
  const arg = code >> 10;
  const name = () => state.cards[card]!.unit.name;
  if (!stepTakes(code & 31)) return R.notNow(actionOf(code).type, L.STEP_NAMES[W[L.STEP]!]!, who);
  switch (code & 31) {
    case L.A_FIRST:
      return card > 1 ? R.FIRST_PLAYER : null;
    case L.A_OFFENSE:
    case L.A_DEFENSE:
      // AC-SK-1, AC-UN-4, AC-CP
      if (!holds(L.HAND, seat, card)) return R.notIn(card, who);
      if (!((FIGHTS[seat]! >> card) & 1)) return whyCannotFight(state.cards[card]!.unit);
      if (arg & L.CH_ROLE && changedRole(seat) < 0) return R.CHANGE_ROLE_ONLY;
      if (arg & L.CH_PSIONIC) return whyNotPsionic(seat);
      if (!(arg & L.CH_SHAPE)) return null;
      if (CLASS[seat] !== L.SHAPESHIFTER) return R.SHAPESHIFT_ONLY;
      return ((arg & L.CH_SHAPE) >> 4) - 1 === L.RITUAL ? R.NO_RITUAL_IN_SKIRMISH : limit(seat);
    case L.A_PSIONIC:
      // AC-CP Psionicist, R10
      return whyNotPsionic(seat) ?? (W[L.HAND + seat]! & FIGHTS[seat]! ? null : R.noFighter(who));
    case L.A_PASS:
      return W[L.HAND + seat]! & FIGHTS[seat]! ? null : R.unableNotPass(who); // AC-MO-6
    case L.A_UNABLE:
      return W[L.HAND + seat]! & FIGHTS[seat]! ? R.passInstead(who) : null;
    case L.A_RITUAL:
      return whyNotRitual(state, seat, card);
    case L.A_CLERIC:
      // AC-CP Cleric, R14
      if (CLASS[seat] !== L.CLERIC) return R.CLERIC_ONLY;
      if (W[L.USED_TODAY + seat]) return R.CLERIC_USED;
      if (W[L.STEP] === L.AFTERMATH && !W[L.AFTER_SKIRMISH]) return R.CLERIC_WHEN;
      if (!holds(L.KILLED, seat, card)) return R.notIn(card, who, 'Killed pile');
      return total(seat) >= 1 ? null : R.CLERIC_MORALE;
    case L.A_DISCARD:
      // AC-SK-9
      if (!holds(L.HAND, seat, card)) return R.notIn(card, who);
      if (!((DISCARDS[seat]! >> card) & 1)) return R.noDiscardBonus(name());
      return arg && W[L.UNOPPOSED] ? R.NO_DEFENSE_UNIT : null;
    case L.A_POWER:
      // AC-CP Evoker and Illusionist
      if (CLASS[seat] !== L.EVOKER && CLASS[seat] !== L.ILLUSIONIST) return R.ADD_ONLY;
      if (canUsePower(seat, arg)) return null;
      if (W[L.UNOPPOSED] && seat !== W[L.TURN]) return R.ADD_OWN_UNOPPOSED;
      if (W[L.CHOICE + seat]! & (L.CH_POWER_OFFENSE | L.CH_POWER_DEFENSE))
        return R.addedThisSkirmish(CLASS[seat] === L.EVOKER);
      return arg && W[L.UNOPPOSED] ? R.NO_DEFENSE_UNIT : limit(seat);
    case L.A_EXCHANGE:
      // AC-CP Etherealist, R16
      if (CLASS[seat] !== L.ETHEREALIST) return R.EXCHANGE_ONLY;
      if (limit(seat)) return limit(seat);
      if (W[seat === W[L.TURN] ? L.PENDING_OFFENSE : L.PENDING_DEFENSE]! < 0) return R.noCardInSkirmish(who);
      if (!holds(L.HAND, seat, card)) return R.notIn(card, who);
      return (FIGHTS[seat]! >> card) & 1 ? null : R.couldNotPlay(name());
    case L.A_PREVENT:
      // AC-SK-8, R5
      if (!((W[L.KILLED_NOW]! >> card) & 1) || !holds(L.KILLED, seat, card)) return R.notKilledNow(card, who);
      return canSave(seat) ? null : NPC[seat] ? R.SAVE_MORALE : R.SAVE_INFLUENCE;
    case L.A_HEAL:
      return whyNotHeal(state, seat, card, arg);
    case L.A_RETURN:
      // AC-CP Necromancer
      if (CLASS[seat] !== L.NECROMANCER) return R.RETURN_ONLY;
      return holds(L.DISABLED, seat, card) ? null : R.notIn(card, who, 'Disabled pile');
  }
  return (code & 31) >= L.A_TACTICIAN ? whyNotAnswer(code, state) : null; // done and the rolls: taken
}
