// The autopilot for a non-player commander (a tracker marked `npc`): "Play for Mira" takes one step, "Play Mira's
// turns" takes hers until a player commander must decide or the Battle ends, each chosen by the estimate of the chance
// to win after each action (or, quick, as the greedy commander plays), R20. Its steps are the board's like any other:
// logged as the autopilot's, undone by Undo, and the real dice asked for when the board asks for them.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import type { BattleAction, BattleState } from '../../rules/battle/index.js';
import { randomD6 } from '../../rules/core/index.js';
import { bestAction, quickAction } from '../../rules/table/index.js';
import type { BattleChances } from './battle-chances.js';
import type { BoardHost } from './battle-session.js';

/** What the autopilot needs of the board's Battle. */
export interface AutopilotBoard {
  readonly chances: BattleChances;
  /** Takes a legal action as the autopilot's (with real dice, the board asks for them first). */
  readonly choose: (action: BattleAction) => void;
}

/** The commander the Battle waits for is a non-player one, and the Battle is on. */
const npcActs = (battle: BattleState | undefined) =>
  battle !== undefined && battle.step !== 'ended' && Boolean(battle.commanders[battle.actor].morale.npc);

export class NpcAutopilot {
  /** Quick: the greedy commander's action, without an estimate. */
  quick = false;
  /** One step, or the NPC's turns, under way; null when the board waits for its game master. */
  #playing: 'step' | 'turns' | null = null;
  #states: readonly BattleState[] = [];
  readonly #host: BoardHost;
  readonly #board: AutopilotBoard;

  constructor(host: BoardHost, board: AutopilotBoard) {
    this.#host = host;
    this.#board = board;
  }

  /** A new state of the Battle: the autopilot goes on while it plays the NPC's turns and the NPC acts. */
  follow(states: readonly BattleState[] | null) {
    const taken = this.#states.length > 0 && states !== null && states.length > this.#states.length;
    this.#states = states ?? [];
    if (!this.#playing) return;
    if (!taken || this.#playing === 'step' || !npcActs(this.#states.at(-1))) return this.stop();
    setTimeout(() => this.#next(this.#states), 0); // the step is drawn before the next is chosen
  }

  /** The game master took over (a click, Undo, the dice entry cancelled): the autopilot stops. */
  stop() {
    if (!this.#playing) return;
    this.#playing = null;
    this.#host.requestUpdate();
  }

  #play(playing: 'step' | 'turns') {
    const pressed = this.#host.shadowRoot!.activeElement;
    this.#playing = playing;
    this.#host.requestUpdate();
    this.#next(this.#states);
    // The button pressed gives way to Stop while the estimate runs: the keyboard goes to Stop, not to the page's top.
    void this.#host.updateComplete.then(() => {
      if (this.#playing && pressed && !pressed.isConnected)
        this.#host.renderRoot.querySelector<HTMLElement>('.autopilot button')?.focus();
    });
  }

  /** Chooses the NPC's action in `states` (unless the Battle moved on meanwhile) and takes it. */
  #next(states: readonly BattleState[]) {
    if (!this.#playing || states !== this.#states || !npcActs(states.at(-1))) return;
    if (this.quick || !this.#board.chances.battles) return this.#board.choose(quickAction(states, randomD6));
    void this.#board.chances.advise((odds) => {
      if (this.#playing && states === this.#states) this.#board.choose(bestAction(states, odds));
    });
  }

  /** R20 applies while the autopilot is offered. */
  get cited(): string[] {
    return npcActs(this.#states.at(-1)) ? ['R20'] : [];
  }

  /** For an NPC who acts: play one step, play the NPC's turns, quick play; while playing, Stop. */
  render() {
    const battle = this.#states.at(-1);
    if (!npcActs(battle)) return nothing;
    const name = battle!.commanders[battle!.actor].name;
    return html`<div class="autopilot" role="group" aria-label=${msg(str`Autopilot for ${name}`)}>
      ${
        this.#playing
          ? html`<span role="status">${msg(str`Playing for ${name}…`)}</span>
              <button type="button" @click=${() => this.stop()}>${msg('Stop the autopilot')}</button>`
          : html`<button type="button" @click=${() => this.#play('step')}>${msg(str`Play for ${name}`)}</button>
              <button type="button" @click=${() => this.#play('turns')}>${msg(str`Play ${name}'s turns`)}</button>`
      }
      <label class="quick">
        <input
          type="checkbox"
          .checked=${this.quick}
          @change=${(event: Event) => (this.quick = (event.target as HTMLInputElement).checked)}
        />
        ${msg('Quick: greedy play, no estimate')}
      </label>
    </div>`;
  }
}
