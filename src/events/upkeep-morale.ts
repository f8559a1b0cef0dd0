import { type Check, count, optional, shape, text } from './read.js';
import { WidgetEvent } from './widget-event.js';

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
export class UpkeepMoraleEvent extends WidgetEvent<UpkeepMoraleDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-upkeep-morale' as const;
  }
}

/** What a roster reads of an `army-upkeep-morale` detail: it works the lunari out again from the Morale. */
export type HeardUpkeepMorale = Omit<UpkeepMoraleDetail, 'lunari'> & { readonly lunari?: number };

/** Reads an `army-upkeep-morale` detail. */
export const readUpkeepMorale: Check<HeardUpkeepMorale> = shape<HeardUpkeepMorale>({
  commander: text({ nonEmpty: true }),
  name: optional(text()),
  morale: count(),
  lunari: optional(count()),
});
