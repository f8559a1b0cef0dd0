import { count, list, optional, shape, text } from './read.js';
import { WidgetEvent } from './widget-event.js';

/** A card a Skirmish moved, to be put back in its commander's hand. */
export interface UndoneCard {
  readonly commander?: string;
  readonly roster?: string;
  readonly cardId?: string;
  readonly name: string;
}

export interface SkirmishUndoneDetail {
  /** The sender's number of the Skirmish taken back. */
  readonly number: number;
  /** Every card it moved out of hand (the two that fought, the discards): each goes back to its roster's hand. */
  readonly cards: readonly UndoneCard[];
  /** Morale it took (Unopposed damage, AC-MO-7; a Kill prevented with Morale, AC-SK-8), given back to each. */
  readonly morale: ReadonlyArray<{ readonly commander: string; readonly amount: number }>;
  /** What is taken back, as the history said it. */
  readonly reason: string;
}

/**
 * Sent by `<skirmish-resolver>`'s "Undo last Skirmish": the rosters put the cards it moved back in hand and the
 * trackers give back the Morale it took, so the table is as it was before it.
 */
export class SkirmishUndoneEvent extends WidgetEvent<SkirmishUndoneDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-skirmish-undone' as const;
  }
}

/** Reads an `army-skirmish-undone` detail. */
export const readSkirmishUndone = shape<SkirmishUndoneDetail>({
  number: count(),
  cards: list(
    shape<UndoneCard>({
      commander: optional(text()),
      roster: optional(text()),
      cardId: optional(text()),
      name: text(),
    }),
    100,
  ),
  morale: list(shape({ commander: text({ nonEmpty: true }), amount: count(1000) }), 2),
  reason: text(),
});
