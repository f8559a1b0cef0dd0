import { ContextProvider } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';

import { BattleChangeEvent, BattleEndEvent } from '../../events/index.js';
import {
  afterBattle,
  type BattleAction,
  type BattleState,
  battleStatus,
  describeAction,
  legalActions,
} from '../../rules/battle/index.js';
import { type D6, randomD6, seededD6 } from '../../rules/core/index.js';
import { totalMorale } from '../../rules/morale/index.js';
import { renderProblems } from '../../shared/problems.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { armyBattleStyles } from './army-battle.styles.js';
import { BATTLE_VERSION, type BattleRecord, replay, restoreBattle, takeStep } from './battle-record.js';
import { readSetup } from './battle-setup.js';
import { renderLatest, renderLog, renderSides } from './battle-view.js';
import { battleContext } from './context.js';

/**
 * @summary A whole Battle (AC-BA) on one board: whose turn it is, the Phase, every legal action as a button, the
 * rolls, the winner and why; undo any number of steps; kept across reloads with `state-key`.
 *
 * Put the two commanders' `<morale-tracker>` and `<army-roster>` inside (a roster's `commander` matched to a
 * tracker's name, case-insensitively); a tracker may carry `commander-class` (AC-CP, e.g. `evoker`) and `influence`
 * (a player character's, for kill prevention, AC-SK-8). "Start the Battle" takes every living unit of both armies
 * into hand (AC-BA-1). From then on the board offers only what the rules allow now (`legalActions`), named as a game
 * master says it (a card by its name, Pass with its cost, discards, powers, kill prevention, Healers, Rituals, the
 * rolls): pressing only those buttons always reaches the end of the Battle. The virtual dice follow `seed`.
 *
 * @fires army-battle-change - After every step (and when started, undone or loaded): `detail` is `{ phase, offense,
 * step }`, the commander on Offense by name.
 * @fires army-battle-end - Once, when the Battle ends: `detail` is `{ winner, reason, kills, morale }`, the last two
 * by commander name.
 *
 * @slot - The two commanders' `<morale-tracker>` and `<army-roster>`.
 *
 * @csspart base - The board's frame.
 * @csspart status - The `<output>` saying the Phase, who is on Offense and the step; at the end, the winner and why.
 * @csspart actions - The legal actions of the step, as buttons.
 * @csspart log - The Battle's log.
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
 *   <morale-tracker name="Ayla" level="6"></morale-tracker>
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

  /** The Battle so far; null before it starts. */
  @state() private record: BattleRecord | null = null;
  /** Why the board cannot start, or why the last step was refused. */
  @state() private problem = '';
  @state() private storageNote = '';

  #battle: BattleState | null = null;
  #die: D6 = randomD6;
  /** The step the last `army-battle-change` told, so that each is told once. */
  #told = '';
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

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('seed')) this.#die = this.seed ? seededD6(this.seed) : randomD6;
    if (changed.has('stateKey')) {
      const loaded = this.#store.use(this.stateKey);
      this.storageNote = loaded.kind === 'reset' ? loaded.note : '';
      if (loaded.kind === 'loaded') this.#set(loaded.state);
    }
  }

  protected override updated() {
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
    this.#provider.setValue(this.#battle ?? undefined);
    if (save && record) {
      const problem = this.#store.save(record);
      if (problem) this.storageNote = problem;
    }
  }

  #start = () => {
    const read = readSetup(this);
    if ('problem' in read) {
      this.problem = read.problem;
      return;
    }
    this.problem = '';
    this.#set({ setup: read.setup, steps: [] }, true);
  };

  #act(action: BattleAction) {
    const { record } = this;
    const battle = this.#battle;
    if (!record || !battle) return;
    const taken = takeStep(record, battle, action, this.#die);
    if ('reason' in taken) {
      this.problem = taken.reason;
      return;
    }
    this.problem = '';
    this.#set(taken.record, true);
    if (taken.state.step === 'ended') this.#tellEnd(taken.state); // once: the step that ended it
  }

  #undo = () => {
    const { record } = this;
    if (!record?.steps.length) return;
    this.#set({ ...record, steps: record.steps.slice(0, -1) }, true);
  };

  #newBattle = () => {
    this.#set(null);
    this.#start();
  };

  protected override render() {
    const battle = this.#battle;
    const steps = this.record?.steps.length ?? 0;
    const names = battle?.commanders.map((c) => c.name).join(' against ');
    return html`<section part="base" aria-labelledby="battle-title">
      <h3 id="battle-title">${names ? `Battle: ${names}` : 'Battle'}</h3>
      ${renderProblems([this.storageNote, this.problem].filter(Boolean))}
      <output part="status"
        >${battle ? battleStatus(battle) : 'Ready: press "Start the Battle" when both armies are set.'}</output
      >
      <div part="actions" role="group" aria-label="What can be done now">
        ${
          battle
            ? legalActions(battle).map(
                (action) =>
                  html`<button type="button" @click=${() => this.#act(action)}>
                    ${describeAction(battle, action)}
                  </button>`,
              )
            : html`<button type="button" class="primary" @click=${this.#start}>Start the Battle</button>`
        }
      </div>
      <div class="tools">
        <button type="button" ?disabled=${steps === 0} @click=${this.#undo}>Undo</button>
        ${battle?.step === 'ended' ? html`<button type="button" @click=${this.#newBattle}>New Battle</button>` : nothing}
      </div>
      ${battle ? html`${renderLatest(battle)} ${renderSides(battle)} ${renderLog(battle)}` : nothing}
      <!-- The widgets inside, as the author wrote them: shown to set the armies up, folded away once the board runs. -->
      <details class="armies" ?open=${!battle}>
        <summary>Commanders and armies</summary>
        <slot></slot>
      </details>
    </section>`;
  }
}
