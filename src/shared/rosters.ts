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

/** Every roster was asked to announce itself in this task (see {@link RostersController.ask}). */
let asked = false;

/** An announcement as text, worked out once however many widgets compare it with the last they heard. */
const texts = new WeakMap<RosterChangeDetail, string>();
const textOf = (roster: RosterChangeDetail) => {
  let said = texts.get(roster);
  if (said === undefined) texts.set(roster, (said = JSON.stringify(roster)));
  return said;
};

/** A roster's key: its commander and its own id, so that two rosters of one commander are both kept. */
export const rosterKey = ({ commander, roster }: RosterChangeDetail): string =>
  `${commander.trim().toLowerCase()}\n${roster ?? ''}`;

/**
 * The roster protocol for a widget that reads `<army-roster>`s: it asks every roster on the page to announce its
 * cards (`army-roster-request`) after the host's first update, again when its commander changes and when it comes
 * back on the page, and keeps the last announcement (`army-roster-change`) of each roster it follows. A press that
 * must know whether a roster is there now asks with `findRoster` (roster-find.ts).
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

  /**
   * Asks every roster on the page to announce itself (not when following a commander that has no id yet). Every
   * widget hears every announcement, so one request answers all the widgets that ask in the same task: a page of 50
   * widgets asks once, not 50 times.
   */
  ask() {
    if (this.#options.commander && !this.#options.commander().trim()) return;
    if (asked) return;
    asked = true;
    queueMicrotask(() => (asked = false));
    this.#host.dispatchEvent(new RosterRequestEvent());
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
    const key = rosterKey(roster);
    // Every roster answers every request: the same announcement again changes nothing, and is not drawn again
    // (a page with many widgets would otherwise redraw each of them once per roster per request).
    const last = this.rosters.get(key);
    if (last && textOf(last) === textOf(roster)) return;
    const rosters = new Map(this.rosters);
    rosters.delete(key); // the last to speak comes last
    rosters.set(key, roster);
    this.rosters = rosters;
    onRoster?.(roster);
    this.#host.requestUpdate();
  };
}
