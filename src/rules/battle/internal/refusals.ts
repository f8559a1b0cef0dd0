// Why `battleStep` refuses an action: every text once, for the engine's checks (`work-why.ts`, `work-board.ts`).
import { RITUAL_PATH_UNITS } from '../../army/index.js';
import { HEALER_MORALE, KILL_PREVENTION_MORALE } from '../../morale/index.js';
import { STEP_TEXT } from '../phrases.js';
import type { BattleAction, BattleStepName, PreBattleAsk } from '../types.js';

/** An action's card that is no card of any Battle (the engine holds at most 32). */
export const noCard = (id: unknown): string => `there is no card ${String(id)} in this Battle`;

/** A card that is not where the action needs it: `pile` is "hand", "Killed pile", …, with its rule if it has one. */
export const notIn = (card: number, who: string, pile = 'hand'): string => `card ${card} is not in ${who}'s ${pile}`;

export const CHANGE_ROLE_ONLY = 'only a Master of Arms or an Adept changes the Role of the card played (AC-CP)';
export const SHAPESHIFT_ONLY = 'only a Shapeshifter gives a card another Role (AC-CP)';
export const NO_RITUAL_IN_SKIRMISH = 'a card in a Skirmish cannot become a Ritual (AC-UN-4)';
export const PSIONIC_ONLY = 'only a Psionicist plays a random card for +3 (AC-CP)';
export const PSIONIC_HAND = 'Psionicist: needs at least 2 cards in hand (AC-CP)';
export const noFighter = (who: string): string => `${who} has no card that can fight (AC-UN-4)`;

export const notRitual = (name: string): string => `${name} is not a Ritual`;
export const ritualsPerBattle = (most: number): string => `at most ${most} Rituals per Battle (AC-RI-1)`;
export const ritualsPerPhase = (most: number): string =>
  `at most ${most === 1 ? 'one Ritual' : `${most} Rituals`} per Phase (AC-RI-1)`;
export const ritualNoPath = (name: string): string =>
  `${name} has no Path: a Ritual needs ${RITUAL_PATH_UNITS} units on its Path (AC-RI-1)`;
export const ritualPathUnits = (name: string, path: string, onPath: number): string =>
  `${name} needs ${RITUAL_PATH_UNITS} units on the ${path} Path in the army, not ${onPath} (AC-RI-1)`;

export const noDiscardBonus = (name: string): string => `${name} has no discard bonus (AC-SK-9)`;
export const NO_DEFENSE_UNIT = 'the Offense unit is Unopposed: there is no Defense unit (AC-MO-7)';
export const ADD_ONLY = 'only an Evoker or an Illusionist adds to a unit during the Skirmish (AC-CP)';
export const ADD_OWN_UNOPPOSED = 'the Offense unit is Unopposed: only its own commander may add to it (AC-MO-7)';
export const addedThisSkirmish = (evoker: boolean): string =>
  `${evoker ? 'Evoker' : 'Illusionist'}: already used once this Skirmish (AC-CP)`;

export const notKilledNow = (card: number, who: string): string =>
  `card ${card} is not a unit of ${who} Killed just now (AC-SK-8)`;
export const SAVE_MORALE = `preventing a Kill costs ${KILL_PREVENTION_MORALE} Morale (AC-SK-8)`;
export const SAVE_INFLUENCE = 'preventing a Kill costs 1 Influence and none is left (AC-SK-8)';

export const HEAL_AFTER_SKIRMISH = 'a Healer is used after a Skirmish (AC-HE-1)';
export const SHAPESHIFT_HEALER_ONLY = 'only a Shapeshifter discards a card as a Healer (R9)';
export const healerAlready = (name: string): string => `${name} is a Healer already (R9)`;
export const notAHealer = (card: number, who: string): string =>
  `card ${card} is not a Healer in ${who}'s hand (AC-HE-1)`;
export const HEAL_MORALE = `using a Healer costs ${HEALER_MORALE} Morale (AC-HE-1)`;
export const HEAL_HEALER = 'a Healer cannot bring back another Healer (AC-HE-1)';
export const tooStrongToHeal = (name: string, strength: number | null, most: number): string =>
  `${name} has Strength ${strength}, more than twice the Healer's (${most}) (AC-HE-1)`;

export const RETURN_ONLY = 'only a Necromancer takes a card back when Phase 2 begins (AC-CP)';

const ASK_TEXT: Record<PreBattleAsk, string> = {
  tactician: "for the Tactician's benefit",
  oathbound: "for Oathbound's unit",
  dervish: "for Dervish's Path or Role",
  'power-unit': 'whether the power’s unit joins the Battle',
  'mender-reveal': "for the Mender's reveal",
  'mender-disable': 'whether the Mender Disables a revealed card',
};
export const askedNow = (ask: PreBattleAsk): string => `the Battle asks ${ASK_TEXT[ask]} now (R11)`;
export const oathboundCard = (who: string, card: number): string =>
  `Oathbound designates a unit in ${who}'s hand, not card ${card} (AC-CP)`;
export const dervishTarget = (against: unknown): string =>
  `Dervish chooses a Path or the Role of a unit, not ${String(against)} (AC-CP)`;
export const menderReveals = (count: number, who: string): string =>
  `Mender: ${count} different cards from ${who}'s hand are revealed (R12)`;
export const notRevealed = (card: number): string => `Mender: card ${card} is not one of the cards revealed (R12)`;
export const MENDER_MORALE = 'Mender: Disabling a card costs 1 Morale (AC-CP)';

export const CLERIC_ONLY = 'only a Cleric takes a Killed card back (AC-CP)';
export const CLERIC_USED = 'Cleric: already used today (once per Day, AC-CP)';
export const CLERIC_WHEN = 'Cleric: on your turn or after a Skirmish (R14)';
export const CLERIC_MORALE = 'Cleric: costs 1 Morale (AC-CP)';
export const EXCHANGE_ONLY = 'only an Etherealist exchanges a card in a Skirmish (AC-CP)';
export const noCardInSkirmish = (who: string): string => `${who} has no card in this Skirmish (R16)`;
export const couldNotPlay = (name: string): string => `${name} could not be played there (AC-UN-4)`;

export const FIRST_PLAYER = 'the first player is commander 0 or 1 (AC-BA-1)';
export const unableNotPass = (who: string): string =>
  `${who} has no card that can fight, so is Unable, not Passing (AC-MO-6)`;
export const passInstead = (who: string): string =>
  `${who} holds a card that can fight: Pass instead (AC-MO-6, AC-MO-7)`;

export const needsDie = (type: BattleAction['type']): string => `'${type}' rolls dice: give battleStep a d6`;

/** Why an action of `type` is not possible at `step` (which does not take it), where the Battle waits for `who`. */
export const notNow = (type: BattleAction['type'], step: BattleStepName, who: string): string =>
  step === 'ended'
    ? 'the Battle is over (AC-BA-4)'
    : `'${type}' is not possible now: the Battle waits for ${who} to ${STEP_TEXT[step]}`;
