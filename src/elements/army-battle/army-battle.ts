import { msg } from '@lit/localize';
import { html, LitElement, nothing } from 'lit';

import type { BattleState } from '../../rules/battle/index.js';
import { lazyModule, warnNotLoaded } from '../../shared/lazy-panel.js';
import { Localized } from '../../shared/localize.js';
import { hasSaved } from '../../shared/stored-state.js';
import { armyBattleStyles } from './army-battle.styles.js';
import type * as BattleEngine from './battle-engine.js';
import { readyStatus, renderStart } from './battle-ready.js';

/**
 * The board's Battle (the rules' state machine with the powers' texts and rulings, and its views), loaded on the
 * first board's first connect: a page registers `<army-battle>` for the cost of this frame. Exported for the test
 * that takes the network away.
 */
export const battleEngine = lazyModule(() => import('./battle-engine.js'));

/**
 * @summary A whole Battle (AC-BA) on one board: whose turn it is, the Phase, every legal action as a button, the
 * rolls (virtual or real dice), the winner and why, the report; undo any number of steps; kept with `state-key`.
 *
 * Put the two commanders' `<morale-tracker>` and `<army-roster>` inside (a roster's `commander` matched to a
 * tracker's name, case-insensitively); a tracker may carry `commander-class` (AC-CP, e.g. `evoker`) and `influence`
 * (a player character's, for kill prevention, AC-SK-8). "Start the Battle" takes every living unit of both armies
 * into hand (AC-BA-1) and rolls for who chooses the first turn. From then on the board offers only what the rules
 * allow now (`legalActions`), named as a game master says it: pressing only those buttons always reaches the end of
 * the Battle. The widgets inside follow the Battle (`@lit/context`): the rosters show its piles and play its cards,
 * the trackers its Morale, a resolver the exact odds of its Skirmish. Once both cards of a Skirmish are down, the board
 * shows them with their exact chances beside the status and the buttons; the widgets inside are folded under
 * "Commanders and armies" once the Battle has started, so that a phone shows the decision on one screen.
 *
 * During the Battle the board shows each commander's chance to win from here, worked out again after every step in a
 * pool of Web Workers (`odds-battles` Battles, sensible play by default) and filled in as it comes, as a bar with its 95%
 * interval; a step ends the estimate under way. While the Offense card is face down it is the chance from before it was
 * played (R18). "What should Kael play?" lists every legal action of the commander who acts with the chance to win
 * after it, best first (each from a tenth of `odds-battles`, at least 100; R19 while the Offense card is face down).
 * A commander whose `<morale-tracker>` is marked `npc` can be played by the board: "Play for Mira" takes one step,
 * "Play Mira's turns" takes hers until a player commander must decide or the Battle ends, each chosen by that estimate
 * (or greedy play, "Quick"), R20. Each such step is in the log as the autopilot's and undone like any other; with real
 * dice the board asks for them and the autopilot waits.
 *
 * After the Battle a report can be copied as Markdown, exported as JSON and applied to the rosters and trackers (AC-BA-6):
 * Apply reaches their saved state (their own `state-key`), and they leave the Battle's view. After Apply the board's
 * Undo stops at the result (each roster's and tracker's own Undo takes its part back). "New Battle" on a result not
 * applied asks first (apply it, start without it, or keep it); each Battle a new one replaces stays under "Battles
 * today" (the last 8, kept under the board's `state-key`), its report to copy or download.
 *
 * The element is registered with the others as its frame only; its Battle (the state machine, the powers' texts and
 * rulings, its views) loads on the first board's first connect. Until then a board with no Battle saved or shared shows
 * its Ready status and "Start the Battle" (a press starts the Battle as soon as it has loaded); one with a Battle to
 * show says "Loading the Battle…".
 *
 * Its words follow the nearest `lang` (English, Portuguese, Italian): its own (title, buttons, panels, report headings,
 * dice box, messages) and the rules' (the status, the actions' names, the log, the rulings, the report's lines and the
 * Markdown copy), numbers written the language's way. Commanders, units and commander classes keep their names as
 * written.
 *
 * @fires army-battle-change - After every step (and when started, undone or loaded): `detail` is `{ phase, offense,
 * step }`, the commander on Offense by name.
 * @fires army-battle-end - Once, when the Battle ends: `detail` is `{ winner, reason, kills, morale }`, the last two
 * by commander name.
 *
 * @slot - The two commanders' `<morale-tracker>` and `<army-roster>` (and a `<skirmish-resolver>` if wanted).
 *
 * @csspart base - The board's frame.
 * @csspart status - The `<output>` saying the Phase, who is on Offense and the step; at the end, the winner and why.
 * @csspart actions - The legal actions of the step, as buttons (or the real dice to enter).
 * @csspart log - The Battle's log.
 * @csspart report - The report after the Battle.
 * @csspart odds - Before the Battle: each commander's simulated chance to win.
 * @csspart chances - During the Battle: each commander's simulated chance to win from here, with its bar.
 * @csspart problems - What is missing to start (two commanders, their armies) or why a step was refused.
 * @csspart share - "Share": a link to embed.html drawing the board with the Battle so far and the widgets inside, and an
 * iframe to paste.
 *
 * @themed Every token of the shared theme (`--army-surface`, `--army-text`, `--army-space-*`, …; see the README).
 * @cssprop --army-surface-raised - Background of the status line.
 * @cssprop --army-text-muted - Secondary text.
 * @cssprop --army-warning-surface - Background of problems.
 * @cssprop --army-warning-text - Text of problems.
 * @cssprop --army-font-size-large - The board's title (default 1.25rem).
 * @cssprop --army-font-size-figure - Figures in the shared layout (default 1.5rem).
 * @cssprop --army-accent - The "Start the Battle" button.
 * @cssprop --army-accent-text - Text on that button.
 * @cssprop --army-killed - Invalid input in the shared layout.
 *
 * @example
 * <army-battle state-key="ford" seed="ford">
 *   <morale-tracker name="Ayla" level="6" commander-class="evoker" influence="1"></morale-tracker>
 *   <army-roster commander="Ayla" name="Vanguard"><army-unit name="Spearmen" strength="3"></army-unit></army-roster>
 *   <morale-tracker name="Brann" npc morale="5"></morale-tracker>
 *   <army-roster commander="Brann" name="Bandits"><army-unit name="Soldier" strength="2"></army-unit></army-roster>
 * </army-battle>
 */
export class ArmyBattle extends Localized(LitElement) {
  static override styles = armyBattleStyles;

  /** Lit's reactive properties and their attributes, each documented below (not decorators: README, Bundle sizes). */
  static override properties = {
    stateKey: { attribute: 'state-key' },
    seed: {},
    oddsBattles: { type: Number, attribute: 'odds-battles' },
    dice: {},
    armiesOpen: { state: true },
  };

  /** Keeps the Battle (its setup and every step, dice included) in localStorage under this key, in step with tabs. */
  stateKey = '';

  /** Seeds the virtual dice: the same seed gives the same rolls (empty: random dice). */
  seed = '';

  /**
   * Battles simulated for the odds shown before the Battle and for the chance to win from here after every step (default
   * 10,000; `0`: no odds, and the autopilot plays greedily); each action of "What should … play?" takes a tenth of them.
   */
  oddsBattles = 10_000;

  /** `virtual` (default): the board rolls; `real`: every roll asks for the dice thrown at the table. */
  dice: 'virtual' | 'real' = 'virtual';

  /**
   * A Share link's Battle (`{ version, state }`, as `state-key` keeps it), set before the board is first drawn: the
   * board shows it at the same step, unless its `state-key` has one saved. Read like saved state; not saved.
   */
  shared?: unknown;

  /**
   * "Commanders and armies" is open: the widgets inside are shown (closed, no slot is drawn). Open before the Battle;
   * a Battle that starts closes it, so that a phone shows the decision with its odds first.
   * @internal
   */
  armiesOpen = true;

  /** The Battle, once the engine has loaded. */
  #session: BattleEngine.BattleSession | undefined;
  /** @internal Once the widgets inside follow the last step: folded, they are told it after its frame. */
  widgetsTold: Promise<unknown> | undefined;
  /** The engine could not load (offline before the first visit, a file missing): the status says so. */
  #failed: boolean | undefined;
  /**
   * No Battle to show (none saved, none shared): the frame shows the board as it will be before the Battle (its status,
   * "Start the Battle") while the engine loads. Until connected (on a server, or hydrating) a saved Battle is unknown:
   * drawn so then, as most boards are; one with a saved Battle says it is loading once connected.
   */
  #ready: boolean | undefined;
  /** "Start the Battle" pressed before the engine loaded: the Battle starts once it is here (no click is lost). */
  #startAsked: true | undefined;

  /** The Battle's state now (from the rules' state machine); null before it starts. */
  get battle(): BattleState | null {
    return this.#session?.battle ?? null;
  }

  /** Once the widgets inside follow the board too (they are told a step after its frame while folded). */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.widgetsTold;
    // A Start pressed while the engine loads: done once the Battle it starts is drawn (or the engine failed, or the
    // board was taken off the page meanwhile).
    if (this.#startAsked && !this.#session)
      return battleEngine.load().then(
        (engine) => (this.#begin(engine), this.#session ? this.getUpdateComplete() : done),
        () => done,
      );
    return done;
  }

  override connectedCallback() {
    super.connectedCallback();
    // Not while hydrating (connected only once its first update has drawn as the server did, which knew of no saved
    // Battle): a saved one then shows "Loading the Battle…" until it is drawn.
    if (this.isConnected) this.#ready = this.shared === undefined && !hasSaved('army-battle', this.stateKey);
    if (this.#session) return;
    if (battleEngine.loaded) return this.#begin(battleEngine.loaded); // a board before this one loaded it
    this.#failed = false;
    battleEngine.load().then(
      (engine) => this.#begin(engine),
      (error: unknown) => {
        this.#failed = true;
        warnNotLoaded(this, 'the Battle')(error);
        this.requestUpdate();
      },
    );
  }

  /** The engine is here: the Battle takes over the board (taken off the page meanwhile, it waits to be put back). */
  #begin(engine: typeof BattleEngine) {
    if (this.#session || !this.isConnected) return;
    this.#session = new engine.BattleSession(this, battleEngine, this.#startAsked);
    this.requestUpdate();
  }

  #askStart = () => {
    this.#startAsked = true;
    this.requestUpdate();
  };

  #toggleArmies = (event: Event) => (this.armiesOpen = (event.currentTarget as HTMLDetailsElement).open);

  protected override render() {
    const ready = (this.#ready ?? this.shared === undefined) && !this.#failed;
    return html`<section part="base" aria-labelledby="battle-title">
      ${
        this.#session?.render() ??
        html`<h3 id="battle-title">${msg('Battle')}</h3>
          <output part="status">
            ${
              this.#failed
                ? msg('Could not load the Battle: check the connection and reload the page.')
                : ready && !this.#startAsked
                  ? readyStatus()
                  : msg('Loading the Battle…')
            }
          </output>
          ${ready ? html`<div part="actions">${renderStart(this.#askStart)}</div>` : nothing}`
      }
      <!-- The widgets inside: they set the armies up, then follow the Battle (piles, Morale, the Skirmish's odds). -->
      <details class="armies" .open=${this.armiesOpen} @toggle=${this.#toggleArmies}>
        <summary>${msg('Commanders and armies')}</summary>
        ${this.armiesOpen ? html`<slot></slot>` : nothing}
      </details>
    </section>`;
  }
}
