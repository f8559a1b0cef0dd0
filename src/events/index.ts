/**
 * Every event the widgets send: small classes extending `Event`, all `bubbles` and `composed`, each with a typed
 * object `detail` (docs/api.md "DOM events"), and beside each the validator that reads it when another script sent
 * it. Widgets that must hear siblings listen on `document`, through {@link hearDetail}.
 */
import { type BattleChangeDetail, type BattleChangeEvent, readBattleChange } from './battle-change.js';
import { type BattleEndDetail, type BattleEndEvent, readBattleEnd } from './battle-end.js';
import { type KillPreventedDetail, type KillPreventedEvent, readKillPrevented } from './kill-prevented.js';
import { type MoraleChangeDetail, type MoraleChangeEvent, readMoraleChange } from './morale-change.js';
import { type MoraleDamageDetail, type MoraleDamageEvent, readMoraleDamage } from './morale-damage.js';
import { type MoraleRequestDetail, type MoraleRequestEvent, readMoraleRequest } from './morale-request.js';
import { type Check, type DetailRead, readDetail } from './read.js';
import { readRosterChange, type RosterChangeDetail, type RosterChangeEvent } from './roster-change.js';
import { readRosterRequest, type RosterRequestEvent } from './roster-request.js';
import { readRoutRolled, type RoutRolledDetail, type RoutRolledEvent } from './rout-rolled.js';
import { readRouted, type RoutedDetail, type RoutedEvent } from './routed.js';
import { type HeardSkirmish, readSkirmishResolved, type SkirmishResolvedEvent } from './skirmish-resolved.js';
import { readSkirmishUndone, type SkirmishUndoneDetail, type SkirmishUndoneEvent } from './skirmish-undone.js';
import { type ArmyUnitChangeEvent } from './unit-change.js';
import { readUnitRecruit, type UnitRecruitDetail, type UnitRecruitEvent } from './unit-recruit.js';
import { type HeardUnopposed, readUnopposedResolved, type UnopposedResolvedEvent } from './unopposed-resolved.js';
import { type HeardUpkeepMorale, readUpkeepMorale, type UpkeepMoraleEvent } from './upkeep-morale.js';

export * from './battle-change.js';
export * from './battle-end.js';
export * from './kill-prevented.js';
export * from './morale-change.js';
export * from './morale-damage.js';
export * from './morale-request.js';
export { type BadDetail, type DetailRead, MAX_TEXT } from './read.js';
export * from './roster-change.js';
export * from './roster-request.js';
export * from './rout-rolled.js';
export * from './routed.js';
export * from './skirmish-resolved.js';
export * from './skirmish-undone.js';
export * from './unit-change.js';
export * from './unit-recruit.js';
export * from './unopposed-resolved.js';
export * from './upkeep-morale.js';

/** Every widget event by its type, so that `addEventListener('army-…', listener)` hands the listener the right class. */
export interface ArmyEventMap {
  'army-battle-change': BattleChangeEvent;
  'army-battle-end': BattleEndEvent;
  'army-unit-change': ArmyUnitChangeEvent;
  'army-roster-change': RosterChangeEvent;
  'army-roster-request': RosterRequestEvent;
  'army-skirmish-resolved': SkirmishResolvedEvent;
  'army-skirmish-undone': SkirmishUndoneEvent;
  'army-unopposed-resolved': UnopposedResolvedEvent;
  'army-morale-damage': MoraleDamageEvent;
  'army-morale-request': MoraleRequestEvent;
  'army-kill-prevented': KillPreventedEvent;
  'army-morale-change': MoraleChangeEvent;
  'army-routed': RoutedEvent;
  'army-rout-rolled': RoutRolledEvent;
  'army-unit-recruit': UnitRecruitEvent;
  'army-upkeep-morale': UpkeepMoraleEvent;
}

export type ArmyEventType = keyof ArmyEventMap;

/** What a widget reads of each event that another widget (or any script) sent: the validated `detail`. */
export interface HeardDetails {
  'army-battle-change': BattleChangeDetail;
  'army-battle-end': BattleEndDetail;
  'army-roster-change': RosterChangeDetail;
  'army-roster-request': Record<string, never>;
  'army-skirmish-resolved': HeardSkirmish;
  'army-skirmish-undone': SkirmishUndoneDetail;
  'army-unopposed-resolved': HeardUnopposed;
  'army-morale-damage': MoraleDamageDetail;
  'army-morale-request': MoraleRequestDetail;
  'army-kill-prevented': KillPreventedDetail;
  'army-morale-change': MoraleChangeDetail;
  'army-routed': RoutedDetail;
  'army-rout-rolled': RoutRolledDetail;
  'army-unit-recruit': UnitRecruitDetail;
  'army-upkeep-morale': HeardUpkeepMorale;
}

/** The events whose `detail` a widget may read: `army-unit-change` is a signal only (its sender's attributes are read). */
export type HeardEventType = keyof HeardDetails;

const READERS: { readonly [K in HeardEventType]: Check<HeardDetails[K]> } = {
  'army-battle-change': readBattleChange,
  'army-battle-end': readBattleEnd,
  'army-roster-change': readRosterChange,
  'army-roster-request': readRosterRequest,
  'army-skirmish-resolved': readSkirmishResolved,
  'army-skirmish-undone': readSkirmishUndone,
  'army-unopposed-resolved': readUnopposedResolved,
  'army-morale-damage': readMoraleDamage,
  'army-morale-request': readMoraleRequest,
  'army-kill-prevented': readKillPrevented,
  'army-morale-change': readMoraleChange,
  'army-routed': readRouted,
  'army-rout-rolled': readRoutRolled,
  'army-unit-recruit': readUnitRecruit,
  'army-upkeep-morale': readUpkeepMorale,
};

/**
 * The `detail` of an event as a widget may use it: checked field by field against its type and copied, or what is
 * wrong with it (the first bad field). Never throws, whatever the event holds.
 * @example hearDetail('army-morale-damage', { commander: 'Ayla', amount: '1' }) // → { ok: false, field: 'amount', … }
 */
export function hearDetail<K extends HeardEventType>(type: K, detail: unknown): DetailRead<HeardDetails[K]> {
  return readDetail(READERS[type], detail);
}

/** The `detail` of any event, read without trusting it (a getter may throw, a proxy may lie). */
export function detailOf(event: Event): unknown {
  try {
    return (event as Partial<CustomEvent>).detail;
  } catch {
    return undefined;
  }
}

/**
 * The commander ids a heard event speaks of: both sides of a Skirmish or an Unopposed attack, every commander a
 * Skirmish taken back touches, else its `commander`.
 * A widget that follows one commander ignores the events that do not name them.
 */
export function commandersOf(detail: object): Array<string | undefined> {
  if ('offense' in detail && 'defense' in detail) {
    const { offense, defense } = detail as HeardSkirmish | HeardUnopposed;
    return [offense.commander, defense.commander];
  }
  if ('morale' in detail && 'cards' in detail) {
    const { morale, cards } = detail as SkirmishUndoneDetail;
    return [...cards.map((card) => card.commander), ...morale.map((given) => given.commander)];
  }
  return 'commander' in detail ? [detail.commander as string | undefined] : [];
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends ArmyEventMap {}
}
