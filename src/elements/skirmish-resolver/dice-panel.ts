// Two ways to roll, one outcome card: virtual dice (seeded with the `seed` attribute), or the dice
// rolled at the table, typed one by one (1–6), with a row per re-roll when AC-SK-6 asks for one.
import { html, nothing, type TemplateResult } from 'lit';

import type { SideName } from '../../rules/skirmish/index.js';
import { renderProblems } from '../../shared/problems.js';
import { dieKey, dieName, type Round } from './dice-record.js';
import { SIDES } from './format.js';
import type { SkirmishView } from './skirmish-view.js';

export type DiceSource = 'virtual' | 'real';

export interface DiceEdits {
  diceSource(source: DiceSource): void;
  roll(): void;
  clearDice(): void;
  typeDie(round: number, side: SideName, die: number, text: string): void;
}

export interface DiceState {
  readonly source: DiceSource;
  readonly seed: string;
  readonly typed: readonly Round<string>[];
  readonly bad: ReadonlySet<string>;
  readonly problems: readonly string[];
  /** Rounds to show (real dice) or the round the next roll is for (virtual). */
  readonly rounds: number;
  /** The outcome is decided by the dice so far. */
  readonly done: boolean;
  /** Any dice rolled or typed. */
  readonly any: boolean;
  /** The rules decide without a die (AC-SK-5, R1, R2). */
  readonly noDice: boolean;
}

/** The round's legend: the rule code is shown, but kept out of the fieldset's accessible name. */
const roundName = (r: number) =>
  r === 0 ? 'Round 1' : html`Re-roll #${r} <span class="rule" aria-hidden="true">AC-SK-6</span>`;

function typedRound(r: number, view: SkirmishView, dice: DiceState, edits: DiceEdits) {
  const sides = SIDES.filter((s) => view.counts[s] > 0);
  return html`<fieldset class="round">
    <legend>${roundName(r)}</legend>
    ${sides.map((side) =>
      Array.from({ length: view.counts[side] }, (_, i) => {
        const id = `die-${dieKey(r, side, i)}`;
        return html`<div class="field typed-die">
          <label for=${id}>${dieName(r, side, i)}</label>
          <input
            id=${id}
            class="die-input"
            inputmode="numeric"
            maxlength="1"
            autocomplete="off"
            aria-invalid=${dice.bad.has(dieKey(r, side, i))}
            .value=${dice.typed[r]?.[side][i] ?? ''}
            @input=${(e: Event) => edits.typeDie(r, side, i, (e.target as HTMLInputElement).value)}
          />
        </div>`;
      }),
    )}
  </fieldset>`;
}

/**
 * The dice section.
 * @example renderDice(view, diceState, edits)
 */
export function renderDice(view: SkirmishView, dice: DiceState, edits: DiceEdits): TemplateResult {
  const ready = !!view.fight;
  const choice = (source: DiceSource, label: string) =>
    html`<label class="check">
      <input
        type="radio"
        name="dice-source"
        .checked=${dice.source === source}
        @change=${() => edits.diceSource(source)}
      />
      <span>${label}</span>
    </label>`;
  return html`<section class="dice" part="dice" aria-labelledby="dice-title">
    <h3 id="dice-title">Dice</h3>
    <fieldset class="plays">
      <legend class="visually-hidden">How the dice are rolled</legend>
      ${choice('virtual', 'Virtual dice')} ${choice('real', 'We rolled real dice')}
    </fieldset>
    ${
      dice.noDice
        ? html`<p class="muted">No die to roll: the rules decide without one.</p>`
        : dice.source === 'virtual'
          ? html`<p class="actions">
              <button type="button" class="primary" ?disabled=${!ready || dice.done} @click=${() => edits.roll()}>
                ${dice.rounds > 1 && !dice.done ? `Roll re-roll #${dice.rounds - 1}` : 'Roll the dice'}
              </button>
              ${dice.seed ? html`<span class="muted">Seeded (“${dice.seed}”): the same rolls on every page load.</span>` : nothing}
            </p>`
          : ready
            ? html`${Array.from({ length: dice.rounds }, (_, r) => typedRound(r, view, dice, edits))}
              ${renderProblems(dice.problems)}`
            : nothing
    }
    ${dice.any ? html`<button type="button" class="link" @click=${() => edits.clearDice()}>Clear the dice</button>` : nothing}
  </section>`;
}
