import { WidgetEvent } from './widget-event.js';

/** Sent by a widget that wants every roster on the page to announce its cards again. */
export class RosterRequestEvent extends WidgetEvent<Record<string, never>> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-roster-request' as const;
  }
  constructor(detail: Record<string, never> = {}) {
    super(detail);
  }
}

/** Reads an `army-roster-request` detail: rosters answer whatever it holds, so nothing in it is read. */
export const readRosterRequest = (): Record<string, never> => ({});
