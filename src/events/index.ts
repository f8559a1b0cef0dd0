/**
 * Every event the widgets send: small classes extending `Event`, all `bubbles` and `composed`, each with a typed
 * object `detail` (docs/api.md "DOM events"). Widgets that must hear siblings listen on `document`.
 */
import type { AppliedPower } from '../rules/powers/index.js';
import type { SkirmishResult } from '../rules/skirmish/index.js';
import type { Fate, SideName } from '../rules/skirmish/index.js';
import type { Unit } from '../rules/core/index.js';
import type { UnopposedResult } from '../rules/skirmish/index.js';

/** Options shared by every widget event: they cross shadow roots and reach `document`. */
const SHARED: EventInit = { bubbles: true, composed: true };

export interface ArmyUnitChangeDetail {
  /** The parsed unit, or null while its attributes are invalid. */
  readonly unit: Unit | null;
  /** What is wrong with the attributes, in a game master's words (empty when valid). */
  readonly errors: readonly string[];
}

/** Sent by `<army-unit>` when its attributes change, so the widget around it can read it again. */
export class ArmyUnitChangeEvent extends Event {
  static readonly type = 'army-unit-change';
  constructor(readonly detail: ArmyUnitChangeDetail) {
    super(ArmyUnitChangeEvent.type, SHARED);
  }
}

/** A unit card as a roster holds it, with the pile it is in during a Battle (AC-GL). */
export type CardPile = 'hand' | 'exhausted' | 'disabled' | 'killed';

export interface RosterCard {
  /** Stable within its roster; other widgets send it back to name this card. */
  readonly id: string;
  readonly unit: Unit;
  readonly pile: CardPile;
  /** AC-EC-6: in the Retinue of this roster's commander, so it Adds 1 (a Side's `otherBonus`; never Savant). */
  readonly retinue?: boolean;
}

export interface RosterChangeDetail {
  /** The commander's id (the roster's `commander` attribute, or its name). */
  readonly commander: string;
  /** The army's name as shown. */
  readonly name: string;
  readonly cards: readonly RosterCard[];
  /**
   * A Battle is under way for this army (AC-BA-1 until AC-BA-6): the `<morale-tracker>` of the same commander starts
   * and ends its Battle when this changes.
   */
  readonly inBattle?: boolean;
}

/** Sent on `document`-reaching paths by `<army-roster>` whenever its cards change, and when asked. */
export class RosterChangeEvent extends Event {
  static readonly type = 'army-roster-change';
  constructor(readonly detail: RosterChangeDetail) {
    super(RosterChangeEvent.type, SHARED);
  }
}

/** Sent by a widget that wants every roster on the page to announce its cards again. */
export class RosterRequestEvent extends Event {
  static readonly type = 'army-roster-request';
  constructor(readonly detail: Record<string, never> = {}) {
    super(RosterRequestEvent.type, SHARED);
  }
}

export interface SkirmishCardOutcome {
  /** Commander id of this side, when the widget knows it. */
  readonly commander?: string;
  /** The roster card id, when the unit was picked from a roster. */
  readonly cardId?: string;
  readonly name: string;
  readonly fate: Fate;
}

export interface SkirmishResolvedDetail {
  readonly offense: SkirmishCardOutcome;
  readonly defense: SkirmishCardOutcome;
  readonly winner: SideName | null;
  readonly margin: number;
  /** How many times AC-SK-6 made both sides roll again (`<skirmish-resolver>` always sends it). */
  readonly rerolls?: number;
  /** The rules' full result with its trace (`<skirmish-resolver>` always sends it). */
  readonly result?: SkirmishResult;
  /** The sender's count of resolved Skirmishes (1, 2, …). */
  readonly number?: number;
  /** Cards discarded for a bonus (AC-SK-9): each goes to its owner's Disabled pile. */
  readonly discards?: readonly SkirmishDiscard[];
  /** What the commanders' powers did (AC-CP). */
  readonly powers?: readonly AppliedPower[];
}

/** A card discarded for a Strength bonus in a Skirmish (AC-SK-9). */
export interface SkirmishDiscard {
  /** The discarding commander's id, when known. */
  readonly commander?: string;
  /** The roster card id, when the card was picked from a roster. */
  readonly cardId?: string;
  readonly name: string;
  readonly bonus: number;
  /** Whose commander discarded it, and which unit got the bonus. */
  readonly by: SideName;
  readonly target: SideName;
}

/** Sent by `<skirmish-resolver>` once per resolved Skirmish; rosters move the named cards to their piles. */
export class SkirmishResolvedEvent extends Event {
  static readonly type = 'army-skirmish-resolved';
  constructor(readonly detail: SkirmishResolvedDetail) {
    super(SkirmishResolvedEvent.type, SHARED);
  }
}

export interface UnopposedResolvedDetail {
  /** The Unopposed card: it goes to its commander's Exhausted pile (R4). */
  readonly offense: SkirmishCardOutcome;
  /** The defending commander, who Passed (AC-MO-7) or was Unable (R3), and loses `damage` Morale. */
  readonly defense: { readonly commander?: string; readonly play: 'pass' | 'unable' };
  readonly total: number;
  /** Morale damage, floor(total / 4) (AC-MO-7); also sent as an `army-morale-damage` event when above 0. */
  readonly damage: number;
  readonly result: UnopposedResult;
  readonly number: number;
  readonly discards: readonly SkirmishDiscard[];
  readonly powers: readonly AppliedPower[];
}

/** Sent by `<skirmish-resolver>` once per resolved Unopposed attack (AC-MO-7, R3, R4). */
export class UnopposedResolvedEvent extends Event {
  static readonly type = 'army-unopposed-resolved';
  constructor(readonly detail: UnopposedResolvedDetail) {
    super(UnopposedResolvedEvent.type, SHARED);
  }
}

export interface MoraleDamageDetail {
  /** The commander id whose Morale is lost; a `<morale-tracker>` with that `commander` applies it. */
  readonly commander: string;
  /** Morale points lost (a whole number ≥ 0). */
  readonly amount: number;
  /** Why, in words a player reads in the log, e.g. "Unopposed Spearmen (total 9)". */
  readonly reason: string;
  /** The rule that caused it, e.g. "AC-MO-7" or "AC-SK-8". */
  readonly rule: string;
}

/** Morale lost by a commander because of another widget (Unopposed damage, kill prevention by Morale). */
export class MoraleDamageEvent extends Event {
  static readonly type = 'army-morale-damage';
  constructor(readonly detail: MoraleDamageDetail) {
    super(MoraleDamageEvent.type, SHARED);
  }
}

export interface KillPreventedDetail {
  readonly commander?: string;
  readonly name: string;
  /** AC-SK-8: 1 Influence for a player-character commander, 3 Morale for a non-player one. */
  readonly paid: { readonly influence: number } | { readonly morale: number };
  /** The roster card id, when the card was picked from a roster. */
  readonly cardId?: string;
  /** Which side of the Skirmish the saved card fought on. */
  readonly side?: SideName;
}

/** A Killed card turned into Disabled by paying for it (AC-SK-8). */
export class KillPreventedEvent extends Event {
  static readonly type = 'army-kill-prevented';
  constructor(readonly detail: KillPreventedDetail) {
    super(KillPreventedEvent.type, SHARED);
  }
}

export interface MoraleChangeDetail {
  readonly commander: string;
  /** Current Morale, Base pool included. */
  readonly morale: number;
  /** Starting Morale (AC-MO-1). */
  readonly start: number;
  readonly routed: boolean;
  /** What changed it, as written in the tracker's log. */
  readonly reason: string;
}

/** Sent by `<morale-tracker>` on every change of Morale. */
export class MoraleChangeEvent extends Event {
  static readonly type = 'army-morale-change';
  constructor(readonly detail: MoraleChangeDetail) {
    super(MoraleChangeEvent.type, SHARED);
  }
}

export interface RoutedDetail {
  readonly commander: string;
}

/** Sent once when a commander reaches 0 Morale and is Routed (AC-MO-2). */
export class RoutedEvent extends Event {
  static readonly type = 'army-routed';
  constructor(readonly detail: RoutedDetail) {
    super(RoutedEvent.type, SHARED);
  }
}

/** One unit's d6 in a Rout (AC-MO-2): Killed on a 5 or 6. */
export interface RoutRoll {
  readonly name: string;
  readonly roll: number;
  readonly killed: boolean;
  /** The `<army-roster>` card id, when the unit came from a roster. */
  readonly cardId?: string;
}

export interface RoutRolledDetail {
  /** The Routed commander, whose `<army-roster>` moves the Killed cards to its Killed pile. */
  readonly commander: string;
  /** The units the dice Killed, in the order rolled. */
  readonly killed: ReadonlyArray<{ readonly cardId?: string; readonly name: string }>;
  /** Every die rolled, one per unit in the Disabled or Exhausted pile. */
  readonly rolls: readonly RoutRoll[];
}

/** Sent by `<morale-tracker>` when the opponent's rout rolls for a Routed commander are made (AC-MO-2). */
export class RoutRolledEvent extends Event {
  static readonly type = 'army-rout-rolled';
  constructor(readonly detail: RoutRolledDetail) {
    super(RoutRolledEvent.type, SHARED);
  }
}

export interface UnitRecruitDetail {
  /** The commander whose `<army-roster>` should add the unit. */
  readonly commander: string;
  readonly unit: Unit;
  /** Lunari paid (AC-EC-3/4). */
  readonly lunari: number;
  readonly timesTrained: number;
  readonly quest: boolean;
}

/** Sent by `<recruit-cost>`'s "add to army": the roster with the same `commander` adds the unit. */
export class UnitRecruitEvent extends Event {
  static readonly type = 'army-unit-recruit';
  constructor(readonly detail: UnitRecruitDetail) {
    super(UnitRecruitEvent.type, SHARED);
  }
}

export interface UpkeepMoraleDetail {
  /** The commander who spent it; the `<army-roster>` with that `commander` takes it off its upkeep per Day. */
  readonly commander: string;
  /** The commander's name as the tracker shows it, for the roster to say whose Morale it was. */
  readonly name?: string;
  /** Morale spent on upkeep this Day so far, in all (AC-EC-2): 0 again after a New Day. */
  readonly morale: number;
  /** What that Morale takes off upkeep: 5 lunari a point (AC-EC-2; the roster keeps upkeep from going below 0). */
  readonly lunari: number;
}

/**
 * Sent by `<morale-tracker>` whenever the Morale its commander spent on upkeep this Day changes (spent, undone, a
 * New Day), and when it first hears that commander's `<army-roster>`: Morale is spent in the tracker, and the roster
 * shows what it took off the upkeep.
 */
export class UpkeepMoraleEvent extends Event {
  static readonly type = 'army-upkeep-morale';
  constructor(readonly detail: UpkeepMoraleDetail) {
    super(UpkeepMoraleEvent.type, SHARED);
  }
}

/** Every widget event by its type, so that `addEventListener('army-…', listener)` hands the listener the right class. */
export interface ArmyEventMap {
  'army-unit-change': ArmyUnitChangeEvent;
  'army-roster-change': RosterChangeEvent;
  'army-roster-request': RosterRequestEvent;
  'army-skirmish-resolved': SkirmishResolvedEvent;
  'army-unopposed-resolved': UnopposedResolvedEvent;
  'army-morale-damage': MoraleDamageEvent;
  'army-kill-prevented': KillPreventedEvent;
  'army-morale-change': MoraleChangeEvent;
  'army-routed': RoutedEvent;
  'army-rout-rolled': RoutRolledEvent;
  'army-unit-recruit': UnitRecruitEvent;
  'army-upkeep-morale': UpkeepMoraleEvent;
}

export type ArmyEventType = keyof ArmyEventMap;

/**
 * The commander ids an event speaks of, as sent (not checked): both sides of a Skirmish or an Unopposed attack, else
 * `detail.commander`. A widget that follows one commander ignores the events that do not name them.
 */
export function commandersOf(event: Event): unknown[] {
  const detail: unknown = (event as Partial<CustomEvent>).detail;
  if (!detail || typeof detail !== 'object') return [];
  const { commander, offense, defense } = detail as Record<string, unknown>;
  const sideCommander = (side: unknown) =>
    side && typeof side === 'object' ? (side as Record<string, unknown>).commander : undefined;
  return event.type === SkirmishResolvedEvent.type || event.type === UnopposedResolvedEvent.type
    ? [sideCommander(offense), sideCommander(defense)]
    : [commander];
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends ArmyEventMap {}
}
