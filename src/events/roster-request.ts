import { WIDGET_EVENT } from './widget-event.js';

/** Sent by a widget that wants every roster on the page to announce its cards again. */
export class RosterRequestEvent extends Event {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-roster-request' as const;
  }
  constructor(readonly detail: Record<string, never> = {}) {
    super(RosterRequestEvent.type, WIDGET_EVENT);
  }
}

/** Reads an `army-roster-request` detail: rosters answer whatever it holds, so nothing in it is read. */
export const readRosterRequest = (): Record<string, never> => ({});
