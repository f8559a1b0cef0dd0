// One army on the page against another, for their simulated odds: the rosters as they announce themselves, and each
// commander's Morale as their `<morale-tracker>` last told it (else a first-level commander's, AC-MO-1).
import { msg, str } from '@lit/localize';
import type { ReactiveController, ReactiveElement } from 'lit';

import {
  type MoraleChangeEvent,
  MoraleRequestEvent,
  type RosterChangeDetail,
  RosterRequestEvent,
} from '../../events/index.js';
import { readMoraleChange } from '../../events/morale-change.js';
import type { ArmyCard, BattleSetup } from '../../rules/battle/index.js';
import { sameName } from '../../rules/core/index.js';
import { startingMorale } from '../../rules/morale/index.js';
import { hear } from '../page-events.js';
import { RostersController } from '../rosters.js';

/** AC-MO-1: the Morale taken for a commander whose tracker has not spoken, a first-level player character's. */
export const ASSUMED_MORALE = startingMorale(1);

/** Most Morale typed for a side: far past any commander. */
const MOST_MORALE = 99;

/** One side of the Battle to simulate. */
export interface MatchupSide {
  readonly commander: string;
  readonly morale: number;
  readonly army: readonly ArmyCard[];
}

/**
 * The Battle two sides would fight, as the board starts one: the first turn rolled for (R11), a commander with
 * nothing to play Unable by themselves (R3). No commander powers: a roster does not know its commander's class.
 */
export const matchupSetup = (a: MatchupSide, b: MatchupSide): BattleSetup => ({
  commanders: [
    { name: a.commander, morale: a.morale, army: a.army },
    { name: b.commander, morale: b.morale, army: b.army },
  ],
  chooser: 'roll',
  autoUnable: true,
});

/** Morale typed for a side: '' keeps the one the page tells; else a whole number 0–99, or what is wrong. */
export function readMorale(typed: string, who: string): number | undefined | string {
  const text = typed.trim();
  if (!text) return undefined;
  return /^\d{1,2}$/.test(text) ? Number(text) : msg(str`Morale of ${who}: a whole number from 0 to ${MOST_MORALE}.`);
}

/** Every roster on the page and every commander's Morale, as the widgets tell them. */
export class MatchupController implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #rosters: RostersController;
  /** The Morale each commander's tracker last told, by commander id. */
  readonly #morale = new Map<string, number>();
  /** The commanders whose Morale was asked for. */
  readonly #asked = new Set<string>();

  constructor(host: ReactiveElement) {
    this.#host = host;
    this.#rosters = new RostersController(host);
    host.addController(this);
  }

  /** The roster of `commander` that spoke last (a commander may have two), if any is on the page. */
  rosterOf(commander: string): RosterChangeDetail | undefined {
    return [...this.#rosters.rosters.values()].reverse().find((roster) => sameName(roster.commander, commander));
  }

  /** Each commander with a roster on the page, but `except`, with their army's name, in the order they spoke. */
  commanders(except: string): { commander: string; name: string }[] {
    const seen = new Map<string, { commander: string; name: string }>();
    for (const { commander, name } of this.#rosters.rosters.values())
      if (!sameName(commander, except)) seen.set(commander.trim().toLowerCase(), { commander, name });
    return [...seen.values()];
  }

  /** Forgets every roster and asks again: rosters taken off the page say nothing, and are then gone. */
  refresh() {
    this.#rosters.rosters = new Map();
    this.#host.dispatchEvent(new RosterRequestEvent());
    this.#host.requestUpdate();
  }

  /**
   * The Morale `commander`'s tracker told last, else {@link ASSUMED_MORALE}; `told` says which. A commander not told
   * yet is asked for once: the tracker answers (once its code after the first frame is here).
   */
  moraleOf(commander: string): { morale: number; told: boolean } {
    const id = commander.trim().toLowerCase();
    const morale = this.#morale.get(id);
    if (morale === undefined && id && !this.#asked.has(id)) {
      this.#asked.add(id);
      queueMicrotask(() => this.#host.dispatchEvent(new MoraleRequestEvent({ commander })));
    }
    return morale === undefined ? { morale: ASSUMED_MORALE, told: false } : { morale, told: true };
  }

  hostConnected() {
    document.addEventListener('army-morale-change', this.#onMorale);
  }

  hostDisconnected() {
    document.removeEventListener('army-morale-change', this.#onMorale);
  }

  #onMorale = (event: MoraleChangeEvent) => {
    const told = hear(this.#host, 'army-morale-change', readMoraleChange, event);
    if (!told) return;
    this.#morale.set(told.commander.trim().toLowerCase(), told.morale);
    this.#host.requestUpdate();
  };
}
