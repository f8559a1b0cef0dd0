import { ContextProvider } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';

import { BattleChangeEvent, BattleEndEvent } from '../../events/index.js';
import {
  afterBattle,
  type BattleAction,
  battleLog,
  type BattleState,
  battleStatus,
  describeAction,
  legalActions,
  needsDie,
  skirmishNow,
  startBattle,
} from '../../rules/battle/index.js';
import { type D6, randomD6, seededD6 } from '../../rules/core/index.js';
import { totalMorale } from '../../rules/morale/index.js';
import { diceMode } from '../../rules/skirmish/index.js';
import { battleContext } from '../../shared/battle-context.js';
import type * as BattleOddsView from '../../shared/odds/battle-odds.js';
import { oddsBattlesProblem } from '../../shared/odds-battles.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { armyBattleStyles } from './army-battle.styles.js';
import { applyResult } from './battle-apply.js';
import { readDice, renderDiceEntry } from './battle-dice.js';
import { BATTLE_VERSION, type BattleRecord, replay, restoreBattle, takeStep } from './battle-record.js';
import { readSetup } from './battle-setup.js';
import { renderLatest, renderLog, renderRulings, renderSides } from './battle-view.js';
import type * as ReportView from './report-view.js';

type ReportModule = typeof ReportView;

/** AC-SK-3/4/5: the dice a Skirmish takes, in the order the board reads them. */
function diceOrder(battle: BattleState): string {
  const now = skirmishNow(battle);
  if (!now) return '';
  const [offense, defense] = (['offense', 'defense'] as const).map((side) => diceMode(now.input, side).text);
  return `the Offense's first (${offense}), then the Defense's (${defense}); a tie is thrown again`;
}

/** What is told aloud as it happens (a live region): a new Phase, a Rout, the end. */
const TOLD_ALOUD = new Set(['phase', 'routed', 'winner', 'roll-off', 'end']);

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
 * the trackers its Morale, a resolver the exact odds of its Skirmish. After the Battle a report can be copied as
 * Markdown, exported as JSON and applied to the rosters and trackers.
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
 * @csspart problems - What is missing to start (two commanders, their armies) or why a step was refused.
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
export class ArmyBattle extends LitElement {
  static override styles = armyBattleStyles;

  /** Keeps the Battle (its setup and every step, dice included) in localStorage under this key, in step with tabs. */
  @property({ attribute: 'state-key' }) stateKey = '';

  /** Seeds the virtual dice: the same seed gives the same rolls (empty: random dice). */
  @property() seed = '';

  /** Battles simulated for the odds shown before the Battle (default 10,000; `0`: no odds). */
  @property({ type: Number, attribute: 'odds-battles' }) oddsBattles = 10_000;

  /** `virtual` (default): the board rolls; `real`: every roll asks for the dice thrown at the table. */
  @property() dice: 'virtual' | 'real' = 'virtual';

  /** The Battle so far; null before it starts. */
  @state() private record: BattleRecord | null = null;
  /** Why the board cannot start, or why the last step was refused. */
  @state() private problem = '';
  @state() private storageNote = '';
  /** A roll waiting for the real dice, and the dice typed so far. */
  @state() private awaiting: BattleAction | null = null;
  @state() private diceText = '';
  /** What the live region says: a new Phase, a Rout, the end. */
  @state() private aloud = '';
  @state() private reportNote = '';

  #battle: BattleState | null = null;
  #die: D6 = randomD6;
  /** The step the last `army-battle-change` told, so that each is told once. */
  #told = '';
  /** The keyboard was on a button that a step took away: it goes on from the first action of the next step. */
  #refocus = false;
  #report: ReportModule | null = null;
  /** Before the Battle: the chances of each commander, simulated in a worker. */
  #odds: BattleOddsView.OddsController | null = null;
  /** Loaded with the first armies to simulate, like the report: the figures come from a worker anyway. */
  #oddsView: typeof BattleOddsView | null = null;
  #oddsNames: readonly [string, string] = ['', ''];
  #oddsTimer = 0;
  /** What is wrong with `odds-battles`, if anything. */
  #oddsProblem = '';
  /** The armies or commanders inside changed: the chances are worked out again (once things settle). */
  #changed = () => {
    clearTimeout(this.#oddsTimer);
    this.#oddsTimer = window.setTimeout(() => void this.#askOdds(), 150);
  };
  #watch = new MutationObserver(this.#changed);
  #provider = new ContextProvider(this, { context: battleContext, initialValue: undefined });
  #store = new StoredStateController<BattleRecord>(this, {
    scope: 'army-battle',
    version: BATTLE_VERSION,
    restore: restoreBattle,
    onExternalChange: (saved) => this.#set(saved),
  });

  /** The Battle's state now (from the rules' state machine); null before it starts. */
  get battle(): BattleState | null {
    return this.#battle;
  }

  override connectedCallback() {
    super.connectedCallback();
    this.#watch.observe(this, { subtree: true, childList: true, attributes: true });
    this.addEventListener('army-roster-change', this.#changed);
    this.addEventListener('army-morale-change', this.#changed);
    this.#changed();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#watch.disconnect();
    clearTimeout(this.#oddsTimer);
  }

  /** Simulates the Battle the armies inside would fight, while none is under way. */
  async #askOdds() {
    if (this.#battle) return;
    const read = readSetup(this);
    const battles = this.oddsBattles;
    if ('problem' in read || battles <= 0 || oddsBattlesProblem(battles, null)) {
      this.#odds?.stop();
      this.#oddsNames = ['', ''];
      return this.requestUpdate();
    }
    this.#oddsView ??= await import('../../shared/odds/battle-odds.js');
    if (this.#battle || !this.isConnected) return; // started, or taken off the page, while it loaded
    this.#odds ??= new this.#oddsView.OddsController(this);
    this.#oddsNames = [read.setup.commanders[0].name, read.setup.commanders[1].name];
    this.#odds.ask([read.setup], this.seed || 'odds', battles);
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('oddsBattles')) {
      this.#oddsProblem = oddsBattlesProblem(this.oddsBattles, this.getAttribute('odds-battles'));
      if (this.hasUpdated) this.#changed();
    }
    if (changed.has('seed')) this.#die = this.seed ? seededD6(this.seed) : randomD6;
    if (changed.has('stateKey')) {
      const loaded = this.#store.use(this.stateKey);
      this.storageNote = loaded.kind === 'reset' ? loaded.note : '';
      if (loaded.kind === 'loaded') this.#set(loaded.state);
    }
    if (this.#battle?.step === 'ended' && !this.#report)
      void import('./report-view.js').then((module) => {
        this.#report = module;
        this.requestUpdate();
      });
  }

  protected override updated() {
    warnProblems(this, [this.#oddsProblem].filter(Boolean));
    if (this.#refocus) {
      this.#refocus = false;
      this.renderRoot.querySelector<HTMLElement>('[part~=actions] button, [part~=actions] input')?.focus();
    }
    // Every step is told once, after it is shown: taken, undone, loaded or changed in another tab.
    const battle = this.#battle;
    const told = battle ? `${this.record?.steps.length}:${battle.step}` : '';
    if (!battle || told === this.#told) return;
    this.#told = told;
    const offense = battle.commanders[battle.turn].name;
    this.dispatchEvent(new BattleChangeEvent({ phase: battle.phase, offense, step: battle.step }));
  }

  #tellEnd(battle: BattleState) {
    const outcome = afterBattle(battle);
    if (!outcome) return;
    const byName = <T>(value: (seat: 0 | 1) => T) =>
      Object.fromEntries(battle.commanders.map((c, seat) => [c.name, value(seat as 0 | 1)]));
    this.dispatchEvent(
      new BattleEndEvent({
        winner: battle.commanders[outcome.winner].name,
        reason: outcome.end.text,
        kills: byName((seat) => outcome.armies[seat].kills),
        morale: byName((seat) => totalMorale(outcome.armies[seat].morale)),
      }),
    );
  }

  /** A Battle record, read or taken: its state replayed, shown, provided to nested widgets and saved. */
  #set(record: BattleRecord | null, save = false) {
    this.record = record;
    this.#battle = record ? replay(record) : null;
    this.awaiting = null;
    if (this.#battle) this.#odds?.stop();
    else this.#changed();
    const battle = this.#battle;
    this.#provider.setValue(
      battle && record
        ? {
            state: battle,
            sides: record.sides,
            actions: legalActions(battle).map((action) => ({ action, label: describeAction(battle, action) })),
            skirmish: skirmishNow(battle),
            act: (action) => this.#choose(action),
          }
        : undefined,
    );
    if (save && record) {
      const problem = this.#store.save(record);
      if (problem) this.storageNote = problem;
    }
  }

  // Event handlers.

  #start = () => {
    const read = readSetup(this);
    let problem = 'problem' in read ? read.problem : '';
    if (!problem && 'setup' in read)
      try {
        startBattle(read.setup); // a setup the rules refuse says why (a Morale state already in a Battle, …)
      } catch (error) {
        problem = `The Battle cannot start: ${(error as Error).message}.`;
      }
    this.problem = problem;
    this.aloud = '';
    this.reportNote = '';
    if (!problem && 'setup' in read) {
      this.#refocus = this.#focusOnActions();
      this.#set({ setup: read.setup, sides: read.sides, steps: [] }, true);
    }
  };

  /** A legal action chosen on the board or in a widget inside: taken now, or, with real dice, once they are entered. */
  #choose(action: BattleAction) {
    const battle = this.#battle;
    if (!battle) return;
    if (this.dice === 'real' && needsDie(battle, action)) {
      this.awaiting = action;
      this.diceText = '';
      this.problem = '';
      this.#refocus = true; // on the dice field
      return;
    }
    this.#act(action, this.#die);
  }

  #act(action: BattleAction, dice: D6 | readonly number[]) {
    const { record } = this;
    const battle = this.#battle;
    if (!record || !battle) return;
    const taken = takeStep(record, battle, action, dice);
    if ('moreDice' in taken) {
      this.problem = `This roll needs more dice (a tie is thrown again): enter at least ${taken.moreDice}.`;
      return;
    }
    if ('reason' in taken) {
      this.problem = taken.reason;
      return;
    }
    this.problem = '';
    this.#refocus = this.#focusOnActions();
    this.#set(taken.record, true);
    const news = battleLog(taken.state).slice(battleLog(battle).length);
    const loud = news.filter((event) => TOLD_ALOUD.has(event.kind) || event.rule === 'AC-BA-5');
    if (loud.length) this.aloud = loud.map((event) => event.text).join('. ');
    if (taken.state.step === 'ended') this.#tellEnd(taken.state); // once: the step that ended it
  }

  #focusOnActions = () =>
    Boolean(this.renderRoot.querySelector('[part~=actions]')?.contains(this.shadowRoot!.activeElement));

  #enterDice = (event: SubmitEvent) => {
    event.preventDefault();
    const read = readDice(this.diceText);
    if ('problem' in read) this.problem = read.problem;
    else if (this.awaiting) this.#act(this.awaiting, read.dice);
  };

  #cancelDice = () => {
    this.awaiting = null;
    this.problem = '';
    this.#refocus = true;
  };

  #undo = () => {
    const { record } = this;
    if (!record?.steps.length || record.applied) return;
    this.aloud = '';
    this.#set({ ...record, steps: record.steps.slice(0, -1) }, true);
  };

  #newBattle = () => {
    this.#set(null);
    this.#start();
  };

  #reportOptions() {
    const { record } = this;
    const battle = this.#battle!;
    return {
      applied: Boolean(record?.applied),
      note: this.reportNote,
      onCopy: async () => (this.reportNote = (await this.#report!.copyReport(battle)) || ''),
      onExport: () => record && this.#report!.exportReport(battle, record),
      onApply: () => {
        if (!record || record.applied) return;
        this.reportNote = applyResult(this, battle, record.sides);
        this.#set({ ...record, applied: true }, true);
      },
    };
  }

  #renderActions(battle: BattleState | null) {
    if (!battle) return html`<button type="button" class="primary" @click=${this.#start}>Start the Battle</button>`;
    if (this.awaiting)
      return renderDiceEntry({
        what: describeAction(battle, this.awaiting),
        order: this.awaiting.type === 'resolve' ? diceOrder(battle) : '',
        text: this.diceText,
        onInput: (text) => (this.diceText = text),
        onSubmit: this.#enterDice,
        onCancel: this.#cancelDice,
      });
    return legalActions(battle).map(
      (action) =>
        html`<button type="button" @click=${() => this.#choose(action)}>${describeAction(battle, action)}</button>`,
    );
  }

  protected override render() {
    const battle = this.#battle;
    const steps = this.record?.steps.length ?? 0;
    const names = battle?.commanders.map((c) => c.name).join(' against ');
    const status = battle ? battleStatus(battle) : 'Ready: press "Start the Battle" when both armies are set.';
    const labels = battle ? legalActions(battle).map((action) => describeAction(battle, action)) : [];
    const latest = battle ? battleLog(battle).slice(-3) : [];
    return html`<section part="base" aria-labelledby="battle-title">
      <h3 id="battle-title">${names ? `Battle: ${names}` : 'Battle'}</h3>
      ${renderProblems([this.#oddsProblem, this.storageNote, this.problem].filter(Boolean))}
      <output part="status">${status}</output>
      ${
        battle || !this.#oddsNames[0] || !this.#odds ? nothing : this.#oddsView?.renderOdds(this.#oddsNames, this.#odds)
      }
      <div part="actions" role="group" aria-label="What can be done now">${this.#renderActions(battle)}</div>
      <div class="tools">
        <button type="button" ?disabled=${steps === 0 || Boolean(this.record?.applied)} @click=${this.#undo}>
          Undo
        </button>
        <label class="dice-mode">
          <input
            type="checkbox"
            .checked=${this.dice === 'real'}
            @change=${(e: Event) => (this.dice = (e.target as HTMLInputElement).checked ? 'real' : 'virtual')}
          />
          Enter the real dice
        </label>
        ${battle?.step === 'ended' ? html`<button type="button" @click=${this.#newBattle}>New Battle</button>` : nothing}
      </div>
      <p class="visually-hidden" aria-live="assertive">${this.aloud}</p>
      ${
        battle
          ? html`${renderLatest(battle)} ${renderRulings([status, ...labels, ...latest.map((e) => e.rule ?? '')])}
            ${battle.step === 'ended' && this.#report ? this.#report.renderReport(battle, this.#reportOptions()) : nothing}
            ${renderSides(battle)} ${renderLog(battle)}`
          : nothing
      }
      <!-- The widgets inside: they set the armies up, then follow the Battle (piles, Morale, the Skirmish's odds). -->
      <details class="armies" open>
        <summary>Commanders and armies</summary>
        <slot></slot>
      </details>
    </section>`;
  }
}
