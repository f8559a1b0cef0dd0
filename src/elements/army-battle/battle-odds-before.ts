// Before the Battle: each commander's chances, simulated in a worker from the armies inside the board and worked out
// again whenever they change (once things settle), until the Battle starts.
import { nothing, type ReactiveController } from 'lit';

import { frameDrawn } from '../../shared/after-first-frame.js';
import type * as BattleOddsView from '../../shared/odds/battle-odds.js';
import { renderOdds } from '../../shared/odds/odds-view.js';
import { oddsBattlesProblem } from '../../shared/odds-battles.js';
import { warnProblems } from '../../shared/problems.js';
import type { BoardHost } from './battle-session.js';
import { readSetup } from './battle-setup.js';
import { oddsModule } from './odds-module.js';

/** The chances shown before the Battle, for a board whose Battle has not started (`started()` false). */
export class OddsBeforeBattle implements ReactiveController {
  /** Before the Battle: the chances of each commander, simulated in a worker. */
  #odds: BattleOddsView.OddsController | null = null;
  #oddsTimer = 0;
  /** The armies and Battles the chances were last asked for (JSON), so that the board asks for those it draws. */
  #askedFor = '';
  /** The attribute as last read (`Object.is`, as Lit compares it), so that each change is acted on once. */
  #seen: { oddsBattles?: number } = {};
  /** What is wrong with `odds-battles`, if anything. */
  problem = '';
  readonly #host: BoardHost;
  readonly #started: () => boolean;
  /** The armies or commanders inside changed: the chances are worked out again (once things settle). */
  changed = () => {
    clearTimeout(this.#oddsTimer);
    this.#oddsTimer = window.setTimeout(() => {
      this.#oddsTimer = 0;
      void this.#askOdds();
    }, 150);
  };
  #watch = new MutationObserver(this.changed);

  constructor(host: BoardHost, started: () => boolean) {
    this.#host = host;
    this.#started = started;
    host.addController(this);
  }

  hostConnected() {
    this.#watch.observe(this.#host, { subtree: true, childList: true, attributes: true });
    this.#host.addEventListener('army-roster-change', this.changed);
    this.#host.addEventListener('army-morale-change', this.changed);
    this.changed();
  }

  hostDisconnected() {
    this.#watch.disconnect();
    this.#host.removeEventListener('army-roster-change', this.changed);
    this.#host.removeEventListener('army-morale-change', this.changed);
    clearTimeout(this.#oddsTimer);
  }

  /** Before each render: `odds-battles` read (in the board's language), the chances asked again when it changed. */
  hostUpdate() {
    const host = this.#host;
    const seen = this.#seen;
    this.problem = oddsBattlesProblem(host.oddsBattles, host.getAttribute('odds-battles'));
    if (!Object.is(host.oddsBattles, seen.oddsBattles)) {
      if ('oddsBattles' in seen) this.changed();
      seen.oddsBattles = host.oddsBattles;
    }
  }

  hostUpdated() {
    warnProblems(this.#host, [this.problem].filter(Boolean));
  }

  /** The Battle started: no more chances before it. */
  stop() {
    this.#odds?.stop();
  }

  /** Simulates the Battle the armies inside would fight, while none is under way. */
  async #askOdds() {
    const host = this.#host;
    if (this.#started()) return;
    const read = readSetup(host);
    const battles = host.oddsBattles;
    if ('problem' in read || battles <= 0 || oddsBattlesProblem(battles, null)) {
      this.#odds?.stop();
      return host.requestUpdate();
    }
    // Loaded with the first armies to simulate: the figures come from a worker anyway.
    const [view] = await Promise.all([oddsModule.load(), frameDrawn()]);
    if (this.#started() || !host.isConnected) return; // started, or taken off the page, while it loaded or drew
    this.#odds ??= new view.OddsController(host);
    this.#odds.ask([read.setup], host.seed || 'odds', battles);
    this.#askedFor = JSON.stringify([read.setup, battles]);
    host.requestUpdate();
  }

  /**
   * The chances while the Battle has not started, of the armies `setup` read: their lines from the first view (each
   * figure "…" until it is in), so that nothing moves when they come.
   */
  render(setup: ReturnType<typeof readSetup> | null) {
    const battles = this.#host.oddsBattles;
    if (this.#started() || !setup || 'problem' in setup || battles <= 0 || this.problem) return nothing;
    // Armies drawn that the chances were not asked for (a change no event told, such as a widget inside that finished
    // taking over its prerendered markup or loading its saved state after the last reading): asked for now.
    if (!this.#oddsTimer && JSON.stringify([setup.setup, battles]) !== this.#askedFor) this.changed();
    const [a, b] = setup.setup.commanders;
    return renderOdds([a.name, b.name], this.#odds, this.#odds?.battles || battles);
  }
}
