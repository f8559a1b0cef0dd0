import type { Unit } from '../rules/core/index.js';
import { MAX_TRAININGS } from '../rules/economy/index.js';
import { between, type Check, flag, list, oneOf, optional, shape, text, unit } from './read.js';
import { WidgetEvent } from './widget-event.js';

/** A unit card as a roster holds it, with the pile it is in during a Battle (AC-GL). */
export type CardPile = 'hand' | 'exhausted' | 'disabled' | 'killed';
export const CARD_PILES: readonly CardPile[] = ['hand', 'exhausted', 'disabled', 'killed'];

/** Most cards one roster holds: far past a real army, small enough that every page stays quick (docs/api.md). */
export const MAX_CARDS = 1000;

export interface RosterCard {
  /** Stable within its roster; other widgets send it back to name this card. */
  readonly id: string;
  readonly unit: Unit;
  readonly pile: CardPile;
  /** AC-EC-6: in the Retinue of this roster's commander, so it Adds 1 (a Side's `otherBonus`; never Savant). */
  readonly retinue?: boolean;
  /** AC-EC-4: how many times the unit was trained (0 when missing); 3 leaves no training. */
  readonly timesTrained?: number;
}

export interface RosterChangeDetail {
  /** The commander's id (the roster's `commander` attribute, or its name). */
  readonly commander: string;
  /** The army's name as shown. */
  readonly name: string;
  /**
   * This roster's id on the page (its `state-key`, else its name), so that two rosters of one commander are told
   * apart: a card is named by its roster and its id, never by its name alone.
   */
  readonly roster?: string;
  readonly cards: readonly RosterCard[];
  /**
   * A Battle is under way for this army (AC-BA-1 until AC-BA-6): the `<morale-tracker>` of the same commander starts
   * and ends its Battle when this changes.
   */
  readonly inBattle?: boolean;
}

/** Sent on `document`-reaching paths by `<army-roster>` whenever its cards change, and when asked. */
export class RosterChangeEvent extends WidgetEvent<RosterChangeDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-roster-change' as const;
  }
}

const card: Check<RosterCard> = shape<RosterCard>({
  id: text({ nonEmpty: true }),
  unit,
  pile: oneOf(CARD_PILES),
  retinue: optional(flag),
  timesTrained: optional(between(0, MAX_TRAININGS)),
});

/** Reads an `army-roster-change` detail: every card must be valid, since a roster is used whole. */
export const readRosterChange: Check<RosterChangeDetail> = shape<RosterChangeDetail>({
  commander: text({ nonEmpty: true }),
  name: text(),
  roster: optional(text()),
  cards: list(card, MAX_CARDS),
  inBattle: optional(flag),
});
