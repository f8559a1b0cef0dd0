// The Routed panel and its rout rolls (AC-MO-2), loaded when the commander is first Routed.
import { msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';

import { type RosterCard, RoutRolledEvent } from '../../events/index.js';
import { type D6, fixedD6, randomD6 } from '../../rules/core/index.js';
import { routOdds } from '../../rules/morale/index.js';
import { formatNumber, formatPercent, inLanguage, type Language } from '../../shared/localize.js';
import { readDice, readTypedUnits, rollable, rollRout, routOutcome, type RoutUnit, unitsFromRoster } from './rout.js';
import { takeChange } from './tracker-change.js';
import type { TrackerRecord } from './tracker-record.js';
import type { RoutDie } from './tracker-state.js';

/** What the Rout panel changes and shows (the element owns the state and what is typed). */
export interface RoutPanel {
  /** Sends `army-rout-rolled`. */
  readonly host: EventTarget;
  /** The tracker's language: what a roll says is said in it (a click is not an update). */
  readonly language: Language;
  readonly record: TrackerRecord;
  /** The commander's name as shown, and their id for the roster. */
  readonly commander: string;
  readonly commanderId: string;
  /** The cards of the `<army-roster>` of this commander, once it announced itself; otherwise units are typed. */
  readonly rosterCards: readonly RosterCard[] | undefined;
  readonly typedUnits: string;
  readonly typedDice: string;
  /** What is wrong with the dice entered, if anything. */
  readonly problem: string;
  readonly onTypeUnits: (text: string) => void;
  readonly onTypeDice: (text: string) => void;
  readonly onProblem: (text: string) => void;
}

/** The panel's own look: the Routed frame, and Killed or surviving units. */
export const styles = css`
  .rout {
    display: grid;
    gap: var(--_space-s);
    padding: var(--_space-m);
    border: 2px solid var(--_killed);
    border-radius: var(--_radius);
  }

  .rout-title strong,
  .killed {
    color: var(--_killed);
    font-weight: 700;
  }

  .survives {
    color: var(--_success);
  }

  .killed,
  .survives {
    white-space: nowrap;
  }

  .rout-dice {
    padding-left: var(--_space-xl);
  }

  .unit {
    font-weight: 600;
  }

  /* The printed sheet: the dice, not the controls. */
  @media print {
    .rout form,
    .rout .field,
    .rout .row {
      display: none;
    }
  }
`;

/** The units to roll for, Rituals left out (AC-UN-4): the roster's, else what the game master typed. */
function unitsNow(panel: RoutPanel): { units: RoutUnit[]; problem?: string } {
  if (panel.rosterCards) return { units: rollable(unitsFromRoster(panel.rosterCards)) };
  const typed = readTypedUnits(panel.typedUnits);
  return { ...typed, units: rollable(typed.units) };
}

/** AC-MO-2: rolls (or takes) one die per unit, logs it, and tells the roster of this commander which are Killed. */
function roll(panel: RoutPanel, d6: D6) {
  const dice = rollRout(unitsNow(panel).units, d6);
  const { note, killed } = routOutcome(dice);
  panel.onProblem('');
  panel.onTypeDice('');
  takeChange(panel.record, { morale: panel.record.tracker.morale, rout: dice }, [note]);
  panel.host.dispatchEvent(new RoutRolledEvent({ commander: panel.commanderId, killed, rolls: dice }));
}

function enterDice(panel: RoutPanel) {
  const read = readDice(panel.typedDice, unitsNow(panel).units.length);
  if ('problem' in read) panel.onProblem(read.problem);
  else roll(panel, fixedD6(read.dice));
}

/** AC-MO-2: the units the opponent rolls for, and the chance of each outcome (from `routOdds`). */
function renderOdds(count: number) {
  if (count === 0)
    return html`<p class="muted">${msg('No units in the Disabled or Exhausted piles: nothing to roll.')}</p>`;
  const odds = routOdds(count);
  const average = formatNumber(odds.expectedKilled, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return html`<p class="muted">
    ${msg(
      str`Each is Killed on a ${formatNumber(5)} or ${formatNumber(6)} (${formatPercent(odds.perUnit)}); on average ${average} of ${formatNumber(count)} Killed, none Killed ${formatPercent(odds.noneKilled)}.`,
    )}
  </p>`;
}

function renderDice(dice: readonly RoutDie[]) {
  const killed = dice.filter((die) => die.killed).length;
  return html`<ul class="rout-dice" part="rout-dice">
      ${dice.map(
        (die) =>
          html`<li>
            ${msg(html`<span class="unit">${die.name}</span> rolled <strong>${formatNumber(die.roll)}</strong>:`)}
            ${
              die.killed
                ? html`<span class="killed"><span aria-hidden="true">✖</span> ${msg('Killed')}</span>`
                : html`<span class="survives"><span aria-hidden="true">✓</span> ${msg('survives')}</span>`
            }
          </li>`,
      )}
    </ul>
    <p><strong>${msg(str`${formatNumber(killed)} of ${formatNumber(dice.length)} Killed.`)}</strong></p>`;
}

/** How to roll: the units (from the roster, or typed), then virtual dice or the real dice entered. */
function renderRolling(panel: RoutPanel) {
  const { units: shown, problem = panel.problem } = unitsNow(panel);
  const count = shown.length;
  const fromRoster = panel.rosterCards !== undefined;
  const names = shown.map((unit, i) => html`${i ? ', ' : ''}<span class="unit">${unit.name}</span>`);
  const units = fromRoster
    ? html`<p>${msg(html`From the army roster: ${count ? names : msg('none')}.`)}</p>`
    : html`<label class="field">
        <span>${msg('Units in the Disabled and Exhausted piles (names, or how many)')}</span>
        <input
          name="rout-units"
          .value=${panel.typedUnits}
          placeholder=${msg('Spearmen, Archers')}
          autocomplete="off"
          @input=${(event: Event) => panel.onTypeUnits((event.target as HTMLInputElement).value)}
        />
      </label>`;
  const submit = (event: Event) => {
    event.preventDefault();
    inLanguage(panel.language, () => enterDice(panel));
  };
  const nothingTyped = !fromRoster && panel.typedUnits.trim() === '';
  return html`${units} ${nothingTyped ? nothing : renderOdds(count)}
  ${
    count
      ? html`<div class="row">
            <button
              type="button"
              class="primary"
              @click=${() => inLanguage(panel.language, () => roll(panel, randomD6))}
            >
              ${msg('Roll virtual dice')}
            </button>
          </div>
          <form class="row" @submit=${submit}>
            <label class="field">
              <span>${msg(str`Or enter the ${formatNumber(count)} dice rolled, in order`)}</span>
              <input
                name="rout-dice"
                .value=${panel.typedDice}
                inputmode="numeric"
                autocomplete="off"
                placeholder=${msg('e.g. 5 2')}
                aria-invalid=${problem ? 'true' : 'false'}
                @input=${(event: Event) => panel.onTypeDice((event.target as HTMLInputElement).value)}
              />
            </label>
            <button type="submit">${msg('Apply these dice')}</button>
          </form>`
      : nothing
  }
  ${problem ? html`<p class="problems" role="alert">${problem}</p>` : nothing}`;
}

/** AC-MO-2: the Routed panel. Not a live region: the Rout is announced once, by the tracker's status line. */
export function renderRoutPanel(panel: RoutPanel) {
  return html`<div class="rout" part="rout">
    <p class="rout-title">
      <span aria-hidden="true">⚑</span>
      ${msg(html`<strong>Routed</strong>: ${panel.commander} is at Morale ${formatNumber(0)} and has lost the Battle (AC-MO-2).`)}
      ${msg(str`Place the army ${formatNumber(2)} of its moves away.`)}
      ${msg(str`The opponent rolls a d6 for each unit in the Disabled or Exhausted pile: on a ${formatNumber(5)} or ${formatNumber(6)} it is Killed.`)}
    </p>
    ${panel.record.tracker.rout ? renderDice(panel.record.tracker.rout) : renderRolling(panel)}
  </div>`;
}
