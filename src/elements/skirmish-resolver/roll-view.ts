// Two ways to roll, one outcome: virtual dice (seeded with the `seed` attribute), or the dice rolled at the table and
// typed in (dice-panel.ts, loaded when chosen). The outcome section holds what the roll decided (result-view.ts,
// loaded with the roll).
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { seededSpace } from './after-space.js';
import type { DiceEdits, DiceSource, DiceState } from './dice-state.js';
import type * as Play from './play.js';
import type * as After from './resolver-after.js';
import type { Setup } from './setup.js';
import type { SkirmishView } from './skirmish-view.js';

/** The dice before the roll's code is loaded: nothing rolled, nothing decided. */
const notRolled = ({ diceSource, typed }: Setup, seed: string): DiceState => ({
  source: diceSource,
  seed,
  typed,
  bad: new Set(),
  problems: [],
  rounds: 1,
  done: false,
  any: false,
  noDice: false,
});

/**
 * The dice on the table and the outcome they decide (the resolved one once resolved), read by the roll's code once
 * loaded; `needsPlay` when that code must load to read them: dice typed in or rolled, or none needed.
 * @example rollState(view, setup, seed, playModule.loaded).dice.done
 */
export function rollState(view: SkirmishView, setup: Setup, seed: string, play: typeof Play | undefined) {
  const noDie = view.counts.offense + view.counts.defense === 0;
  const needsPlay = !!view.fight && (setup.diceSource === 'real' || setup.rolled.length > 0 || noDie);
  const { dice, outcome } = play?.diceState(view, setup, seed) ?? { dice: notRolled(setup, seed) };
  return { dice, outcome: setup.resolved ?? outcome, needsPlay };
}

/**
 * The dice section; `typed` is the dice typed from the table (drawn only with real dice); `after`, once loaded, says
 * what a seed does.
 * @example renderDice(view, diceState, edits, typed, after)
 */
export function renderDice(
  view: SkirmishView,
  dice: DiceState,
  edits: DiceEdits,
  typed: unknown,
  after: typeof After | undefined,
): TemplateResult {
  const choice = (source: DiceSource, label: string) =>
    html`<label class="check"
      ><input
        type="radio"
        name="dice-source"
        .checked=${dice.source === source}
        @change=${() => edits.diceSource(source)}
      />${label}</label
    >`;
  return html`<fieldset class="dice" part="dice">
    <legend>${msg('Dice')}</legend>
    ${choice('virtual', msg('Virtual dice'))} ${choice('real', msg('We rolled real dice'))}
    ${
      dice.noDice
        ? html`<p class="muted">${msg('No die to roll: the rules decide without one.')}</p>`
        : dice.source === 'virtual'
          ? html`<button
                type="button"
                class="primary"
                ?disabled=${!view.fight || dice.done}
                @click=${() => edits.roll()}
                @pointerenter=${() => edits.aboutToRoll()}
                @focus=${() => edits.aboutToRoll()}
              >
                ${dice.rounds > 1 && !dice.done ? msg(str`Roll re-roll #${dice.rounds - 1}`) : msg('Roll the dice')}
              </button>
              ${dice.seed ? (after?.seededHint(dice.seed) ?? seededSpace(dice.seed)) : nothing}`
          : view.fight
            ? typed
            : nothing
    }
    ${dice.any ? html`<button type="button" class="link" @click=${() => edits.clearDice()}>${msg('Clear the dice')}</button>` : nothing}
  </fieldset>`;
}

/**
 * The outcome section: `result` once rolled, else an empty `<output part="result">`.
 * @example renderOutcome(play?.renderResult(outcome, host, details))
 */
export const renderOutcome = (result: unknown): TemplateResult =>
  html`<section class="outcome" aria-labelledby="outcome-title">
    <h3 id="outcome-title">${msg('Outcome')}</h3>
    ${result ?? html`<output part="result" aria-live="off" class="pending">${msg('Not rolled yet.')}</output>`}
  </section>`;
