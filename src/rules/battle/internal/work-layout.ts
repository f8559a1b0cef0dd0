/**
 * The Battle engine's layout (issue 28): small-integer codes for Roles, traits, classes, steps and actions, and the
 * field offsets of the one working state (`work-state.ts`): every code a Battle needs (the base rules AC-BA, AC-SK,
 * AC-MO, AC-HE, Rituals AC-RI-1, R3's `autoUnable`, all 20 classes, the power units R7, R8, the questions before a
 * Battle R11, R12).
 */
import { type Path, PATHS, type Role } from '../../core/index.js';
import type { CommanderClassId } from '../../powers/index.js';
import { ROLE_CODES } from '../../skirmish/codes.js';
import type { BattleStepName, PreBattleAsk } from '../types.js';

/** Roles as codes (AC-UN-2) and the traits AC-SK-11 reads as bits: the Skirmish's numeric core's (`skirmish/codes.ts`). */
export { ROLE_CODES };
export {
  AGGRESSOR,
  EQUIPMENT,
  GUARDIAN,
  HEALER,
  RANGED,
  REACH,
  RITUAL,
  SAVANT,
  TROOPER,
} from '../../skirmish/codes.js';

/** Paths as codes, after the Roles' (a Dervish's target is either). */
export const PATH_CODES = Object.fromEntries(PATHS.map((path, i) => [path, 8 + i])) as Record<Path, number>;

/** The other traits a rule of the engine reads, as bits after AC-SK-11's (AC-CP Scout, Shaman and Necromancer). */
export const ELEMENTAL = 4;
export const UNDEAD = 8;

/** Classes as codes; 0 is no class. */
export const NO_CLASS = 0,
  MASTER_OF_ARMS = 1,
  EVOKER = 2,
  ADEPT = 3,
  DERVISH = 4,
  SCOUT = 5,
  SHAMAN = 6,
  ANIMIST = 7,
  ILLUSIONIST = 8,
  ROGUE = 9,
  BATTLEMAGE = 10,
  NECROMANCER = 11,
  PSIONICIST = 12,
  CLERIC = 13,
  ETHEREALIST = 14,
  SHAPESHIFTER = 15,
  OATHBOUND = 16,
  CHIRURGEON = 17,
  CHAPLAIN = 18,
  MENDER = 19,
  /** A Tactician who has not taken another class's benefit (yet, or declined to: R11). */
  TACTICIAN = 20;
export const CLASS_CODES: Readonly<Record<CommanderClassId, number>> = {
  'master-of-arms': MASTER_OF_ARMS,
  evoker: EVOKER,
  adept: ADEPT,
  dervish: DERVISH,
  scout: SCOUT,
  shaman: SHAMAN,
  animist: ANIMIST,
  illusionist: ILLUSIONIST,
  rogue: ROGUE,
  battlemage: BATTLEMAGE,
  necromancer: NECROMANCER,
  psionicist: PSIONICIST,
  cleric: CLERIC,
  etherealist: ETHEREALIST,
  shapeshifter: SHAPESHIFTER,
  oathbound: OATHBOUND,
  chirurgeon: CHIRURGEON,
  chaplain: CHAPLAIN,
  mender: MENDER,
  tactician: TACTICIAN,
};
/** The classes by code (index 0, no class, is undefined). */
export const CLASS_IDS = Object.keys(CLASS_CODES).reduce<CommanderClassId[]>((ids, id) => {
  ids[CLASS_CODES[id as CommanderClassId]] = id as CommanderClassId;
  return ids;
}, []);

/** Steps as codes, in the order of `STEP_NAMES`. */
export const CHOOSE_FIRST = 0;
export const OFFENSE = 1;
export const DEFENSE = 2;
export const BONUSES = 3;
export const RESOLVE = 4;
export const AFTERMATH = 5;
export const ROUT = 6;
export const ROLL_OFF = 7;
export const ENDED = 8;
/** AC-CP Necromancer: one card back from Disabled as Phase 2 begins. */
export const PHASE_2 = 9;
/** R11: a power asked before the Battle (the question at `QUESTIONS + QUESTION_NEXT`). */
export const PRE_BATTLE = 10;
/** R11: both roll for who chooses the first turn. */
export const ROLL_CHOOSER = 11;
export const STEP_NAMES =
  'choose-first offense defense bonuses resolve aftermath rout roll-off ended phase-2 pre-battle roll-chooser'.split(
    ' ',
  ) as readonly BattleStepName[];

/** Action types: the low 5 bits of an action code; the card is `code >> 5 & 31`, the argument `code >> 10`. */
export const A_FIRST = 0;
export const A_OFFENSE = 1;
export const A_DEFENSE = 2;
export const A_PASS = 3;
export const A_UNABLE = 4;
export const A_DISCARD = 5;
export const A_POWER = 6;
export const A_DONE = 7;
export const A_RESOLVE = 8;
export const A_PREVENT = 9;
export const A_HEAL = 10;
export const A_ROUT = 11;
export const A_ROLL_OFF = 12;
/** AC-CP Psionicist (R10): a card drawn at random from the hand, played with +3. */
export const A_PSIONIC = 13;
/** AC-CP Necromancer: the card back from Disabled. */
export const A_RETURN = 14;
/** AC-CP Cleric (R14): a Killed card back to hand for 1 Morale. */
export const A_CLERIC = 15;
/** AC-CP Etherealist (R16): a hand card takes the place of one's own card in the Skirmish. */
export const A_EXCHANGE = 16;
/** AC-RI-1: a Ritual played on one's own turn, before the Offense card. */
export const A_RITUAL = 17;
/** R11: the roll for who chooses the first turn. */
export const A_ROLL_CHOOSER = 18;
/** The answers before a Battle (R11, R12): the Tactician's class (its code as the argument), the Oathbound's card, the
 * Dervish's Role or Path (its code as the argument), the power's unit, the Mender's reveal (drawn with the d6, or the
 * cards given: see `work-actions.ts`) and the Mender's Disable. `A_DONE` declines. */
export const A_TACTICIAN = 19;
export const A_OATHBOUND = 20;
export const A_DERVISH = 21;
export const A_POWER_UNIT = 22;
export const A_MENDER_REVEAL = 23;
export const A_MENDER_DISABLE = 24;

/** An action code: its type, a card (or seat) and an argument (a side, a choice, a second card). */
export const action = (type: number, card = 0, arg = 0): number => type | (card << 5) | (arg << 10);

/** A commander's choices for the pending Skirmish, as bits: Role change, Evoker's side, Psionicist's card. */
export const CH_ROLE = 1;
export const CH_POWER_OFFENSE = 2;
export const CH_POWER_DEFENSE = 4;
export const CH_PSIONIC = 8;
/** The Shapeshifter's new Role: its code + 1, in these bits (`choice >> 4 & 7`). */
export const CH_SHAPE = 0x70;
export const shapeChoice = (role: Role): number => (ROLE_CODES[role] + 1) << 4;
/** The argument bit of a heal whose Healer is a Shapeshifter's card of another Role (R9). */
export const HEAL_SHAPESHIFT = 32;

/** Field offsets in the working state; a `+ seat` field has two slots. */
export const HAND = 0;
export const EXHAUSTED = 2;
export const DISABLED = 4;
export const KILLED = 6;
export const MORALE = 8;
export const BASE = 10;
export const INFLUENCE = 12;
export const USED_IN_BATTLE = 14;
export const CHOICE = 16;
export const STEP = 18;
export const ACTOR = 19;
export const TURN = 20;
export const PHASE = 21;
export const FIRST = 22;
export const LAST_PASS = 23;
export const LAST_DEFENDER = 24;
export const PENDING_OFFENSE = 25;
export const PENDING_DEFENSE = 26;
export const UNOPPOSED = 27;
/** + side (0 Offense, 1 Defense): the sum of the discard bonuses, and how many were above 0 (AC-SK-10). */
export const BONUS_SUM = 28;
export const BONUS_POSITIVE = 30;
export const DECLINES = 32;
/** The aftermath queue (and the Necromancers' at Phase 2): at most two seats, its length and the next index. */
export const QUEUE = 33;
export const QUEUE_LENGTH = 35;
export const QUEUE_NEXT = 36;
export const AFTER_SKIRMISH = 37;
export const KILLED_NOW = 38;
export const ROUTED = 39;
export const WINNER = 40;
/** Why the Battle ended: one of the `END_*` codes. */
export const END = 41;
export const CLOCK = 42;
/** R3: Unable is applied by the engine (1). */
export const AUTO_UNABLE = 43;
/** + seat: the Dervish's chosen Role or Path code. */
export const DERVISH_AGAINST = 44;
/** + seat: uses of a power limited per Phase (Battlemage, R13), set back at Phase 2. */
export const USED_IN_PHASE = 46;
/** + seat: the Cleric's power was used today (R14: once per Day, so it stays used after the Battle). */
export const USED_TODAY = 48;
/** + seat: the Rituals played in this Battle and in this Phase (AC-RI-1). */
export const RITUALS_IN_BATTLE = 50;
export const RITUALS_IN_PHASE = 52;
/** + seat: the Oathbound's designated card, or −1. */
export const OATH = 54;
/** + seat: the Chirurgeon's or Chaplain's unit (R7, R8): its card, −1 when it stays out, −2 while not yet asked. */
export const POWER_UNIT = 56;
/** How many cards the Battle has (a power's unit joins as the next id). */
export const CARDS = 58;
/** R11: the questions before the Battle, each `seat | ask << 1` (an `ASK_*` code), the current one at the next index. */
export const QUESTIONS = 59;
export const QUESTION_COUNT = 65;
export const QUESTION_NEXT = 66;
/** R12: the enemy cards the Mender revealed, in the order drawn (−1 for none). */
export const REVEALED = 67;
/** + seat: uses of a limited power in this Skirmish (set back as the next Offense card is played, and at Phase 2). */
export const USED_IN_SKIRMISH = 69;
/** + seat: the Base's points lost today, this Battle's included (AC-MO-3: used up for the Day). */
export const BASE_LOST = 71;
/** AC-SK-9: the discard bonuses of the pending Skirmish in the order given, each `side | bonus << 1`, and how many. */
export const BONUS_COUNT = 73;
export const BONUS_LIST = 74;
export const SIZE = 106;

/** The questions before a Battle (R11, R12), in the order of `PreBattleAsk`'s names in `ASK_NAMES`. */
export const ASK_TACTICIAN = 0;
export const ASK_OATHBOUND = 1;
export const ASK_DERVISH = 2;
export const ASK_POWER_UNIT = 3;
export const ASK_MENDER_REVEAL = 4;
export const ASK_MENDER_DISABLE = 5;
export const ASK_NAMES: readonly PreBattleAsk[] = [
  'tactician',
  'oathbound',
  'dervish',
  'power-unit',
  'mender-reveal',
  'mender-disable',
];

/** End reasons (AC-BA-4, AC-MO-2). */
export const END_NONE = 0;
export const END_ROUTED = 1;
export const END_BOTH_PASSED = 2;
export const END_UNABLE_AGAIN = 3;
