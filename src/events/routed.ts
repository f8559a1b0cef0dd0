import { type Check, shape, text } from './read.js';
import { WidgetEvent } from './widget-event.js';

export interface RoutedDetail {
  readonly commander: string;
}

/** Sent once when a commander reaches 0 Morale and is Routed (AC-MO-2). */
export class RoutedEvent extends WidgetEvent<RoutedDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-routed' as const;
  }
}

/** Reads an `army-routed` detail. */
export const readRouted: Check<RoutedDetail> = shape<RoutedDetail>({ commander: text({ nonEmpty: true }) });
