import type { ReactiveController, ReactiveElement } from 'lit';

import { type RosterChangeDetail, type RosterChangeEvent, RosterRequestEvent } from '../events/index.js';
import { readRosterChange } from '../events/roster-change.js';
import { sameName } from '../rules/core/index.js';
import { hear } from './page-events.js';

export interface RostersOptions {
  /** Follow only the roster of this commander (`mine`); without it, every roster on the page. */
  readonly commander?: () => string;
  /** Called with every announcement that is followed, after it is stored. */
  readonly onRoster?: (roster: RosterChangeDetail) => void;
}

type Host = ReactiveElement;

/** A roster's key: its commander and its own id, so that two rosters of one commander are both kept. */
export const rosterKey = ({ commander, roster }: RosterChangeDetail): string =>
  `${commander.trim().toLowerCase()}\n${roster ?? ''}`;

/**
 * The roster protocol for a widget that reads `<army-roster>`s: it asks every roster on the page to announce its
 * cards (`army-roster-request`) after the host's first update, again when its commander changes and when it comes
 * back on the page, and keeps the last announcement (`army-roster-change`) of each roster it follows. Rosters answer
 * at once, so {@link find} can ask and hear in one call.
 */
export class RostersController implements ReactiveController {
  /** The last announcement of every roster followed, by commander id and roster id (see {@link rosterKey}). */
  rosters: ReadonlyMap<string, RosterChangeDetail> = new Map();
  readonly #host: Host;
  readonly #options: RostersOptions;
  /** The commander followed at the last update; undefined before the first one. */
  #following: string | undefined;

  constructor(host: Host, options: RostersOptions = {}) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The roster of the host's commander that spoke last (a commander may have two), once one announced itself. */
  get mine(): RosterChangeDetail | undefined {
    const { commander } = this.#options;
    if (!commander) return undefined;
    return [...this.rosters.values()].reverse().find((roster) => sameName(roster.commander, commander()));
  }

  /** Asks every roster on the page to announce itself (not when following a commander that has no id yet). */
  ask() {
    if (this.#options.commander && !this.#options.commander().trim()) return;
    this.#host.dispatchEvent(new RosterRequestEvent());
  }

  /** The roster of `commander` as it announces itself now, or null when none is on the page. */
  find(commander: string): RosterChangeDetail | null {
    let found: RosterChangeDetail | null = null;
    const listen = (event: RosterChangeEvent) => {
      const roster = found ? null : hear(this.#host, 'army-roster-change', readRosterChange, event);
      if (roster && sameName(roster.commander, commander)) found = roster;
    };
    document.addEventListener('army-roster-change', listen);
    try {
      this.#host.dispatchEvent(new RosterRequestEvent());
    } finally {
      document.removeEventListener('army-roster-change', listen);
    }
    return found;
  }

  hostConnected() {
    document.addEventListener('army-roster-change', this.#onRoster);
    // Back on the page (moved, or re-attached): hear the rosters again.
    if (this.#host.hasUpdated) this.ask();
  }

  hostDisconnected() {
    document.removeEventListener('army-roster-change', this.#onRoster);
  }

  hostUpdated() {
    const following = this.#options.commander?.().trim().toLowerCase() ?? '';
    if (following === this.#following) return;
    this.#following = following;
    if (this.#options.commander) this.rosters = new Map();
    // After this update, so that a roster answering at once does not change state inside it.
    queueMicrotask(() => this.ask());
  }

  #onRoster = (event: RosterChangeEvent) => {
    if (event.composedPath()[0] === this.#host) return; // a roster's own announcement: nothing new to it
    const roster = hear(this.#host, 'army-roster-change', readRosterChange, event);
    const { commander, onRoster } = this.#options;
    if (!roster) return;
    if (commander && !sameName(roster.commander, commander())) return;
    const rosters = new Map(this.rosters);
    const key = rosterKey(roster);
    rosters.delete(key); // the last to speak comes last
    rosters.set(key, roster);
    this.rosters = rosters;
    onRoster?.(roster);
    this.#host.requestUpdate();
  };
}
