import { between, type Check, flag, list, optional, shape, text } from './read.js';
import { MAX_CARDS } from './roster-change.js';
import { WidgetEvent } from './widget-event.js';

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
export class RoutRolledEvent extends WidgetEvent<RoutRolledDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-rout-rolled' as const;
  }
}

const roll: Check<RoutRoll> = shape<RoutRoll>({
  name: text(),
  roll: between(1, 6),
  killed: flag,
  cardId: optional(text()),
});

/** Reads an `army-rout-rolled` detail (a roster reads only `killed`, so `rolls` may be left out). */
export const readRoutRolled: Check<RoutRolledDetail> = (value, field) => {
  const { commander, killed, rolls } = shape({
    commander: text({ nonEmpty: true }),
    killed: list(shape({ cardId: optional(text()), name: text() }), MAX_CARDS),
    rolls: optional(list(roll, MAX_CARDS)),
  })(value, field);
  return { commander, killed, rolls: rolls ?? [] };
};
