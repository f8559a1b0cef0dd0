import { html, nothing } from 'lit';

import { routOdds } from '../../rules/morale/index.js';
import type { RoutUnit } from './rout.js';
import type { RoutDie } from './tracker-state.js';

/** What the Rout panel shows and what its controls call back (the element owns the state). */
export interface RoutPanel {
  readonly commander: string;
  /** The dice already rolled for this Rout, or null. */
  readonly dice: readonly RoutDie[] | null;
  /** The units to roll for, Rituals left out (AC-UN-4). */
  readonly units: readonly RoutUnit[];
  /** True when the units came from an `<army-roster>`; otherwise the game master types them. */
  readonly fromRoster: boolean;
  readonly typedUnits: string;
  readonly typedDice: string;
  readonly problem: string;
  readonly onTypeUnits: (text: string) => void;
  readonly onTypeDice: (text: string) => void;
  readonly onRollVirtual: () => void;
  readonly onEnterDice: () => void;
}

const percent = (chance: number) => `${Math.round(chance * 100)}%`;

/** AC-MO-2: the units the opponent rolls for, and the chance of each outcome (from `routOdds`). */
function renderOdds(count: number) {
  if (count === 0) return html`<p class="muted">No units in the Disabled or Exhausted piles: nothing to roll.</p>`;
  const odds = routOdds(count);
  return html`<p class="muted">
    Each is Killed on a 5 or 6 (${percent(odds.perUnit)}); on average ${odds.expectedKilled.toFixed(1)} of ${count}
    Killed, none Killed ${percent(odds.noneKilled)}.
  </p>`;
}

function renderDice(dice: readonly RoutDie[]) {
  const killed = dice.filter((die) => die.killed).length;
  return html`<ul class="rout-dice" part="rout-dice">
      ${dice.map(
        (die) =>
          html`<li>
            <span class="unit">${die.name}</span> rolled <strong>${die.roll}</strong>:
            ${
              die.killed
                ? html`<span class="killed"><span aria-hidden="true">✖</span> Killed</span>`
                : html`<span class="survives"><span aria-hidden="true">✓</span> survives</span>`
            }
          </li>`,
      )}
    </ul>
    <p><strong>${killed} of ${dice.length} Killed.</strong></p>`;
}

/** How to roll: the units (from the roster, or typed), then virtual dice or the real dice entered. */
function renderRolling(panel: RoutPanel) {
  const count = panel.units.length;
  const units = panel.fromRoster
    ? html`<p>
        From the army roster:
        ${count ? panel.units.map((unit, i) => html`${i ? ', ' : ''}<span class="unit">${unit.name}</span>`) : 'none'}.
      </p>`
    : html`<label class="field">
        <span>Units in the Disabled and Exhausted piles (names, or how many)</span>
        <input
          name="rout-units"
          .value=${panel.typedUnits}
          placeholder="Spearmen, Archers"
          autocomplete="off"
          @input=${(event: Event) => panel.onTypeUnits((event.target as HTMLInputElement).value)}
        />
      </label>`;
  const submit = (event: Event) => {
    event.preventDefault();
    panel.onEnterDice();
  };
  const nothingTyped = !panel.fromRoster && panel.typedUnits.trim() === '';
  return html`${units} ${nothingTyped ? nothing : renderOdds(count)}
  ${
    count
      ? html`<div class="row">
            <button type="button" class="primary" @click=${panel.onRollVirtual}>Roll virtual dice</button>
          </div>
          <form class="row" @submit=${submit}>
            <label class="field">
              <span>Or enter the ${count} dice rolled, in order</span>
              <input
                name="rout-dice"
                .value=${panel.typedDice}
                inputmode="numeric"
                autocomplete="off"
                placeholder="e.g. 5 2"
                aria-invalid=${panel.problem ? 'true' : 'false'}
                @input=${(event: Event) => panel.onTypeDice((event.target as HTMLInputElement).value)}
              />
            </label>
            <button type="submit">Apply these dice</button>
          </form>`
      : nothing
  }
  ${panel.problem ? html`<p class="problems" role="alert">${panel.problem}</p>` : nothing}`;
}

/** AC-MO-2: the Routed panel. Not a live region: the Rout is announced once, by the tracker's status line. */
export function renderRoutPanel(panel: RoutPanel) {
  return html`<div class="rout" part="rout">
    <p class="rout-title">
      <span aria-hidden="true">⚑</span> <strong>Routed</strong>: ${panel.commander} is at Morale 0 and has lost the
      Battle (AC-MO-2). Place the army 2 of its moves away. The opponent rolls a d6 for each unit in the Disabled or
      Exhausted pile: on a 5 or 6 it is Killed.
    </p>
    ${panel.dice ? renderDice(panel.dice) : renderRolling(panel)}
  </div>`;
}
