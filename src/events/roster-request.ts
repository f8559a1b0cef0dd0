import { WIDGET_EVENT } from './widget-event.js';

/** Sent by a widget that wants every roster on the page to announce its cards again. */
export class RosterRequestEvent extends Event {
  static readonly type = 'army-roster-request';
  constructor(readonly detail: Record<string, never> = {}) {
    super(RosterRequestEvent.type, WIDGET_EVENT);
  }
}

/** Reads an `army-roster-request` detail: rosters answer whatever it holds, so nothing in it is read. */
export const readRosterRequest = (): Record<string, never> => ({});
