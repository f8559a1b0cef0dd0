import { type Check, shape, text } from './read.js';
import { WIDGET_EVENT } from './widget-event.js';

export interface RoutedDetail {
  readonly commander: string;
}

/** Sent once when a commander reaches 0 Morale and is Routed (AC-MO-2). */
export class RoutedEvent extends Event {
  static readonly type = 'army-routed';
  constructor(readonly detail: RoutedDetail) {
    super(RoutedEvent.type, WIDGET_EVENT);
  }
}

/** Reads an `army-routed` detail. */
export const readRouted: Check<RoutedDetail> = shape<RoutedDetail>({ commander: text({ nonEmpty: true }) });
