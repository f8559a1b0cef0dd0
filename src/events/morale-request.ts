import { type Check, shape, text } from './read.js';
import { WidgetEvent } from './widget-event.js';

export interface MoraleRequestDetail {
  /** The commander whose Morale is asked for (a tracker's `commander`, or its name). */
  readonly commander: string;
}

/**
 * Sent by a widget that needs a commander's Morale before it changes (the chance to win against an army): that
 * commander's `<morale-tracker>` answers with `army-morale-change` (its `reason` empty: nothing changed).
 */
export class MoraleRequestEvent extends WidgetEvent<MoraleRequestDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-morale-request' as const;
  }
}

/** Reads an `army-morale-request` detail. */
export const readMoraleRequest: Check<MoraleRequestDetail> = shape<MoraleRequestDetail>({
  commander: text({ nonEmpty: true }),
});
