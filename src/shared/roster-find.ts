import { type RosterChangeDetail, type RosterChangeEvent, RosterRequestEvent } from '../events/index.js';
import { readRosterChange } from '../events/roster-change.js';
import { sameName } from '../rules/core/index.js';
import { hear } from './page-events.js';

/**
 * The roster of `commander` as it announces itself now, or null when none is on the page: rosters answer a request
 * at once, so `host` asks and hears in one call. Apart from rosters.ts: only a press ("Add to army") asks, so a page's
 * first view does not carry it.
 */
export function findRoster(host: Element, commander: string): RosterChangeDetail | null {
  let found: RosterChangeDetail | null = null;
  const listen = (event: RosterChangeEvent) => {
    const roster = found ? null : hear(host, 'army-roster-change', readRosterChange, event);
    if (roster && sameName(roster.commander, commander)) found = roster;
  };
  document.addEventListener('army-roster-change', listen);
  try {
    host.dispatchEvent(new RosterRequestEvent());
  } finally {
    document.removeEventListener('army-roster-change', listen);
  }
  return found;
}
