import { type Check, count, flag, shape, text } from './read.js';
import { WidgetEvent } from './widget-event.js';

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
export class MoraleChangeEvent extends WidgetEvent<MoraleChangeDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-morale-change' as const;
  }
}

/** Reads an `army-morale-change` detail. */
export const readMoraleChange: Check<MoraleChangeDetail> = shape<MoraleChangeDetail>({
  commander: text({ nonEmpty: true }),
  morale: count(),
  start: count(),
  routed: flag,
  reason: text(),
});
