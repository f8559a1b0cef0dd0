// The dice rolled at the table, typed one by one (1–6), with a row per re-roll when AC-SK-6 asks for one. Loaded
// when "We rolled real dice" is chosen: virtual dice need none of it.
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import { renderProblems } from '../../shared/problems.js';
import { diceStyles as styles } from './dice-panel.styles.js';
import { dieKey, dieName } from './dice-record.js';
import type { DiceEdits, DiceState } from './dice-state.js';
import { SIDES } from './format.js';
import { tiedRound } from './result-view.js';
import type { SkirmishView } from './skirmish-view.js';

export { styles };

/** The round's legend: the rule code is shown, but kept out of the fieldset's accessible name. */
const roundName = (r: number) =>
  r === 0 ? msg('Round 1') : html`${msg(str`Re-roll #${r}`)} <span class="rule" aria-hidden="true">AC-SK-6</span>`;

function typedRound(r: number, view: SkirmishView, dice: DiceState, edits: DiceEdits) {
  const sides = SIDES.filter((s) => view.counts[s] > 0);
  return html`<fieldset class="round">
    <legend>${roundName(r)}</legend>
    ${sides.map((side) =>
      Array.from({ length: view.counts[side] }, (_, i) => {
        const id = `die-${dieKey(r, side, i)}`;
        return html`<div class="field typed-die">
          <label for=${id}>${dieName(0, side, i)}</label>
          <input
            id=${id}
            class="die-input"
            inputmode="numeric"
            maxlength="1"
            autocomplete="off"
            aria-label=${ifDefined(r ? dieName(r, side, i) : undefined)}
            aria-invalid=${dice.bad.has(dieKey(r, side, i))}
            aria-describedby=${ifDefined(dice.bad.has(dieKey(r, side, i)) ? 'dice-problems' : undefined)}
            .value=${dice.typed[r]?.[side][i] ?? ''}
            @input=${(e: Event) => edits.typeDie(r, side, i, (e.target as HTMLInputElement).value)}
          />
        </div>`;
      }),
    )}
  </fieldset>`;
}

/**
 * The dice typed from the table, round by round, each tied round's dice and sums under it (AC-SK-6: why the next
 * round is asked for), and what is wrong with them (a wrong die's field described by it).
 * @example renderTypedDice(view, diceState, edits)
 */
export const renderTypedDice = (view: SkirmishView, dice: DiceState, edits: DiceEdits): TemplateResult =>
  html`${Array.from(
    { length: dice.rounds },
    (_, r) =>
      html`${typedRound(r, view, dice, edits)}
      ${
        dice.tied && r < dice.rounds - 1
          ? html`<ul class="rolled">
              ${tiedRound(dice.tied, r + 1)}
            </ul>`
          : nothing
      }`,
  )}
  ${dice.problems.length ? html`<div id="dice-problems">${renderProblems(dice.problems)}</div>` : nothing}`;
