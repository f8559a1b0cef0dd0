// The data of a Battle (AC-BA): setup, state, actions and log, as plain readonly objects.
import type { Path, Phrase, Role, Unit } from '../core/index.js';
import type { MoraleState } from '../morale/index.js';
import type { CommanderClassId, PowerUsage } from '../powers/index.js';
import type { SideName } from '../skirmish/index.js';

/** A commander's seat at the table: the first or the second commander of the setup. */
export type Seat = 0 | 1;

/** A card of an army with what the Battle needs beyond the unit. */
export interface BattleCardSetup {
  readonly unit: Unit;
  /** AC-SK-9: the card may be discarded from hand for this bonus to either side of a Skirmish. */
  readonly discardBonus?: number;
  /** AC-EC-6: in this commander's Retinue, so it Adds 1 (never triggers Savant). */
  readonly retinue?: boolean;
}

/** A commander's class (AC-CP) and the choices made before the Battle. */
export interface CommanderPowerSetup {
  readonly classId: CommanderClassId;
  /** Tactician: the Guardian-row or Steel-column class whose benefit is taken this Battle. */
  readonly tacticianAs?: CommanderClassId;
  /** Dervish: the Path or Role chosen for the Day. */
  readonly dervishAgainst?: Path | Role;
  /** Oathbound: index in `army` of the designated unit. */
  readonly oathbound?: number;
  /** Chirurgeon / Chaplain: whether the power's unit (Alchemy Lab R7, Mediating Chaplain R8) joins this Battle. */
  readonly powerUnit?: boolean;
  /** Cleric: the once-per-Day power was already used today. */
  readonly usedToday?: boolean;
}

export interface CommanderSetup {
  readonly name: string;
  /** Starting Morale (AC-MO-1: `startingMorale(level)` for a player character), or the Day's Morale state. */
  readonly morale: number | MoraleState;
  /** Non-player commander: kill prevention costs 3 Morale instead of 1 Influence (AC-SK-8). */
  readonly npc?: boolean;
  /** A player character's Influence, spent on kill prevention (AC-SK-8). */
  readonly influence?: number;
  /** Morale of the Base this commander defends (AC-MO-3), lost first. */
  readonly baseMorale?: number;
  /** Every card of the units in the Battle (AC-BA-1), Rituals included. */
  readonly army: readonly (Unit | BattleCardSetup)[];
  readonly power?: CommanderPowerSetup;
}

export interface BattleSetup {
  readonly commanders: readonly [CommanderSetup, CommanderSetup];
  /**
   * AC-BA-1: the commander picked at random to choose who takes the first turn (default 0), or
   * `'roll'`: the Battle opens with a roll-off for it (R11).
   */
  readonly chooser?: Seat | 'roll';
  /** R3: a commander with nothing to play is Unable by themselves, without an `unable` action (default false). */
  readonly autoUnable?: boolean;
}

/** One card in the Battle. `id` is its index in `BattleState.cards`. */
export interface BattleCard {
  readonly id: number;
  readonly owner: Seat;
  readonly unit: Unit;
  /** AC-UN-4: has a Strength and is not a Ritual, so it may be played on Offense or Defense. */
  readonly fights: boolean;
  readonly discardBonus: number | undefined;
  readonly retinue: boolean;
  /** The power that brought this card into the Battle (Alchemy Lab R7, Mediating Chaplain R8), if one did. */
  readonly grantedBy: 'chirurgeon' | 'chaplain' | undefined;
}

/** A commander's class as used in this Battle (`classId` is the Tactician's choice when there is one). */
export interface CommanderPower {
  readonly chosen: CommanderClassId;
  readonly classId: CommanderClassId;
  readonly tacticianAs?: CommanderClassId;
  readonly dervishAgainst?: Path | Role;
  /** Oathbound: the designated card's id. */
  readonly oathbound?: number;
  /**
   * Chirurgeon / Chaplain: the id of the power's unit in this Battle (R7, R8); null when it stays
   * out; undefined while not yet asked.
   */
  readonly powerUnit?: number | null;
  /** Cleric: the once-per-Day power is used up. */
  readonly usedToday?: boolean;
}

export interface CommanderState {
  readonly name: string;
  readonly morale: MoraleState;
  readonly influence: number;
  /** Card ids in each pile. A card in a pending Skirmish is in none of them. */
  readonly hand: readonly number[];
  readonly exhausted: readonly number[];
  readonly disabled: readonly number[];
  readonly killed: readonly number[];
  readonly ritualsThisBattle: number;
  readonly ritualsThisPhase: number;
  readonly power: CommanderPower | undefined;
  readonly powerUse: PowerUsage;
}

/** Powers a commander uses as their card is played (AC-CP). */
export interface PlayPowers {
  /** Master of Arms / Adept: the card becomes an Aggressor / a Guardian. */
  readonly changeRole?: boolean;
  /** Shapeshifter: the card's Role as revealed (once per Battle). */
  readonly shapeshiftTo?: Role;
  /** Psionicist: the card was drawn at random from the shuffled hand; it Adds 3 (once per Battle). */
  readonly psionic?: boolean;
}

/** One commander's decisions in the pending Skirmish. */
export interface SkirmishChoice extends PlayPowers {
  readonly evokeFor?: SideName;
  readonly illusionFor?: SideName;
}

export interface PendingSkirmish {
  /** The Offense card's id. */
  readonly offense: number;
  /** The Defense card's id; undefined while waiting for Defense, or when Unopposed. */
  readonly defense: number | undefined;
  /** AC-MO-7, R3: the defender Passed or was Unable. */
  readonly unopposed: boolean;
  /** AC-SK-9: card bonuses given to each side by discards, in order. */
  readonly offenseBonuses: readonly number[];
  readonly defenseBonuses: readonly number[];
  /** Indexed by seat. */
  readonly choices: readonly [SkirmishChoice, SkirmishChoice];
}

/**
 * Whose decision the Battle waits for, and what kind:
 * `roll-chooser` (AC-BA-1 roll-off for who chooses, needs a d6), `choose-first` (AC-BA-1),
 * `pre-battle` (a power asked before the Battle, see `question`), `offense`, `defense` (AC-SK-1),
 * `bonuses` (discard window, AC-SK-9), `resolve` (roll, needs a d6), `aftermath` (kill prevention
 * AC-SK-8 and Healers AC-HE-1), `phase-2` (Necromancer's return), `rout` (AC-MO-2 rolls, needs a
 * d6), `roll-off` (AC-BA-5, needs a d6), `ended`.
 */
export type BattleStepName =
  | 'roll-chooser'
  | 'choose-first'
  | 'pre-battle'
  | 'offense'
  | 'defense'
  | 'bonuses'
  | 'resolve'
  | 'aftermath'
  | 'phase-2'
  | 'rout'
  | 'roll-off'
  | 'ended';

/**
 * A power asked before the Battle (AC-BA-1, R11): Tactician's benefit, Oathbound's unit, Dervish's
 * Path or Role, the Chirurgeon's or Chaplain's unit, the Mender's reveal and Disable.
 */
export type PreBattleAsk = 'tactician' | 'oathbound' | 'dervish' | 'power-unit' | 'mender-reveal' | 'mender-disable';

export interface PreBattleQuestion {
  readonly seat: Seat;
  readonly ask: PreBattleAsk;
}

export interface BattleEvent {
  readonly kind: string;
  readonly seat?: Seat;
  /** The rule applied (`AC-SK-7`, `R4`), when one is. */
  readonly rule?: string;
  /** What happened, in English: `phrase` written out. */
  readonly text: string;
  /** What happened as data (a Battle's or a power's phrase), for a widget to say in its reader's language. */
  readonly phrase: Phrase;
}

/**
 * The log as a chain, newest first, shared between states: each entry is an event plus a link to
 * the one before (use `battleLog` for a plain array of events).
 */
export interface BattleLogEntry extends BattleEvent {
  readonly previous: BattleLogEntry | null;
}

/** Every field is always present (undefined when unset), so that all states share one shape. */
export interface BattleState {
  /** Every card of both armies; never changes during the Battle. */
  readonly cards: readonly BattleCard[];
  readonly commanders: readonly [CommanderState, CommanderState];
  readonly step: BattleStepName;
  /** The commander whose decision the Battle waits for. */
  readonly actor: Seat;
  readonly phase: 1 | 2;
  /** The commander on Offense this turn. */
  readonly turn: Seat;
  readonly firstPlayer: Seat | undefined;
  readonly pending: PendingSkirmish | undefined;
  /** AC-SK-9: how many commanders declined in a row in the discard window. */
  readonly declines: number;
  /** `aftermath` and `phase-2`: who acts after the current actor. */
  readonly queue: readonly Seat[];
  /** Why the aftermath window is open: after a Skirmish, or after the Rout rolls. */
  readonly aftermathOf: 'skirmish' | 'rout' | undefined;
  /** Cards Killed by the last Skirmish or by the Rout rolls: these may be saved (AC-SK-8, R5). */
  readonly killedNow: readonly number[];
  /** AC-BA-3: who played the last Defense card. */
  readonly lastDefender: Seat | undefined;
  /** AC-BA-4: who Passed last, with no card played since. */
  readonly lastPass: Seat | undefined;
  readonly routed: Seat | undefined;
  readonly winner: Seat | undefined;
  /** Why the Battle ended (with the rule). */
  readonly end: BattleEvent | undefined;
  readonly log: BattleLogEntry | null;
  /** R3: Unable is applied by the machine (`BattleSetup.autoUnable`). */
  readonly autoUnable: boolean;
  /** `pre-battle`: the questions still to ask, the current one first (R11). */
  readonly questions: readonly PreBattleQuestion[];
  /** Mender: the enemy cards revealed before the Battle (R12). */
  readonly revealed: readonly number[];
}

/**
 * What a commander does. Actions that roll (`needsDie` tells which) take their dice from the `d6`
 * given to `battleStep`, so every action is plain data.
 */
export type BattleAction =
  | { readonly type: 'roll-chooser' }
  | { readonly type: 'choose-first'; readonly first: Seat }
  | { readonly type: 'tactician'; readonly as: CommanderClassId }
  | { readonly type: 'oathbound'; readonly card: number }
  | { readonly type: 'dervish'; readonly against: Path | Role }
  | { readonly type: 'power-unit' }
  /** Mender: `cards` as drawn at the table, or drawn with the d6 when omitted (R12). */
  | { readonly type: 'mender-reveal'; readonly cards?: readonly number[] }
  | { readonly type: 'mender-disable'; readonly card: number }
  | { readonly type: 'offense'; readonly card: number; readonly powers?: PlayPowers }
  | { readonly type: 'defense'; readonly card: number; readonly powers?: PlayPowers }
  /** Psionicist: a card drawn with the d6 from the shuffled hand, played with +3 (R10). */
  | { readonly type: 'psionic' }
  | { readonly type: 'pass' }
  | { readonly type: 'unable' }
  | { readonly type: 'ritual'; readonly card: number }
  /** Cleric: 1 Morale, a Killed card back to hand, once per Day (R14). */
  | { readonly type: 'cleric'; readonly card: number }
  | { readonly type: 'discard'; readonly card: number; readonly side: SideName }
  | { readonly type: 'power'; readonly side: SideName }
  /** Etherealist: the hand card `card` takes the place of the commander's card in the Skirmish (R16). */
  | { readonly type: 'exchange'; readonly card: number }
  | { readonly type: 'resolve' }
  | { readonly type: 'prevent-kill'; readonly card: number }
  /** AC-HE-1; `shapeshift`: a Shapeshifter discards a card of another Role as a Healer (R9). */
  | { readonly type: 'heal'; readonly healer: number; readonly card: number; readonly shapeshift?: boolean }
  | { readonly type: 'return'; readonly card: number }
  | { readonly type: 'done' }
  | { readonly type: 'rout-rolls' }
  | { readonly type: 'roll-off' };

export type BattleStepResult =
  { readonly ok: true; readonly state: BattleState } | { readonly ok: false; readonly reason: string };
