// The Routed panel and its rout rolls (AC-MO-2), loaded when the commander is first Routed.
import { msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';

import { type RosterCard, RoutRolledEvent } from '../../events/index.js';
import { type D6, fixedD6, randomD6 } from '../../rules/core/index.js';
import { routOdds } from '../../rules/morale/index.js';
import { formatNumber, inLanguage, type Language } from '../../shared/localize.js';
import { formatPercent } from '../../shared/percent.js';
import { readDice, readTypedUnits, rollable, rollRout, routOutcome, type RoutUnit, unitsFromRoster } from './rout.js';
import { takeChange } from './tracker-change.js';
import type { TrackerRecord } from './tracker-record.js';
import type { RoutDie } from './tracker-state.js';

/** The tracker the panel is drawn in: it sends `army-rout-rolled`, and is drawn again when something is typed. */
export interface RoutHost extends HTMLElement {
  readonly name: string;
  readonly commanderId: string;
  readonly languages: { readonly language: Language };
  requestUpdate(): void;
}

/** What is typed in a tracker's panel: the units, the dice, and what is wrong with the dice, if anything. */
interface Typed {
  units: string;
  dice: string;
  problem: string;
}

/** What the Rout panel changes and shows. */
interface RoutPanel {
  readonly host: RoutHost;
  /** The tracker's language: what a roll says is said in it (a click is not an update). */
  readonly language: Language;
  readonly record: TrackerRecord;
  /** The cards of the `<army-roster>` of this commander, once it announced itself; otherwise units are typed. */
  readonly rosterCards: readonly RosterCard[] | undefined;
  readonly typed: Typed;
  /** Changes what is typed, and draws the tracker again. */
  readonly type: (change: Partial<Typed>) => void;
}

/** What is typed, by tracker: kept here, with the only panel that reads it, and not in the tracker's first view. */
const typedIn = new WeakMap<RoutHost, Typed>();

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
  const typed = readTypedUnits(panel.typed.units);
  return { ...typed, units: rollable(typed.units) };
}

/** AC-MO-2: rolls (or takes) one die per unit, logs it, and tells the roster of this commander which are Killed. */
function roll(panel: RoutPanel, d6: D6) {
  const dice = rollRout(unitsNow(panel).units, d6);
  const { note, killed } = routOutcome(dice);
  panel.type({ problem: '', dice: '' });
  takeChange(panel.record, { morale: panel.record.tracker.morale, rout: dice }, [note]);
  panel.host.dispatchEvent(new RoutRolledEvent({ commander: panel.host.commanderId, killed, rolls: dice }));
}

function enterDice(panel: RoutPanel) {
  const read = readDice(panel.typed.dice, unitsNow(panel).units.length);
  if ('problem' in read) panel.type({ problem: read.problem });
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
  const { units: shown, problem = panel.typed.problem } = unitsNow(panel);
  const count = shown.length;
  const fromRoster = panel.rosterCards !== undefined;
  const names = shown.map((unit, i) => html`${i ? ', ' : ''}<span class="unit">${unit.name}</span>`);
  const units = fromRoster
    ? html`<p>${msg(html`From the army roster: ${count ? names : msg('none')}.`)}</p>`
    : html`<label class="field">
        <span>${msg('Units in the Disabled and Exhausted piles (names, or how many)')}</span>
        <input
          name="rout-units"
          .value=${panel.typed.units}
          placeholder=${msg('Spearmen, Archers')}
          autocomplete="off"
          @input=${(event: Event) => panel.type({ units: (event.target as HTMLInputElement).value })}
        />
      </label>`;
  const submit = (event: Event) => {
    event.preventDefault();
    inLanguage(panel.language, () => enterDice(panel));
  };
  const nothingTyped = !fromRoster && panel.typed.units.trim() === '';
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
                .value=${panel.typed.dice}
                inputmode="numeric"
                autocomplete="off"
                placeholder=${msg('e.g. 5 2')}
                aria-invalid=${problem ? 'true' : 'false'}
                @input=${(event: Event) => panel.type({ dice: (event.target as HTMLInputElement).value })}
              />
            </label>
            <button type="submit">${msg('Apply these dice')}</button>
          </form>`
      : nothing
  }
  ${problem ? html`<p class="problems" role="alert">${problem}</p>` : nothing}`;
}

/**
 * AC-MO-2: the Routed panel of a tracker, with its `record` and the cards of its commander's `<army-roster>` (once it
 * announced itself). Not a live region: the Rout is announced once, by the tracker's status line.
 */
export function renderRoutPanel(host: RoutHost, record: TrackerRecord, rosterCards: readonly RosterCard[] | undefined) {
  const typed = typedIn.get(host) ?? { units: '', dice: '', problem: '' };
  typedIn.set(host, typed);
  const type = (change: Partial<Typed>) => {
    Object.assign(typed, change);
    host.requestUpdate();
  };
  const panel: RoutPanel = { host, language: host.languages.language, record, rosterCards, typed, type };
  const commander = host.name || msg('The commander');
  return html`<div class="rout" part="rout">
    <p class="rout-title">
      <span aria-hidden="true">⚑</span>
      ${msg(html`<strong>Routed</strong>: ${commander} is at Morale ${formatNumber(0)} and has lost the Battle (AC-MO-2).`)}
      ${msg(str`Place the army ${formatNumber(2)} of its moves away.`)}
      ${msg(str`The opponent rolls a d6 for each unit in the Disabled or Exhausted pile: on a ${formatNumber(5)} or ${formatNumber(6)} it is Killed.`)}
    </p>
    ${record.tracker.rout ? renderDice(record.tracker.rout) : renderRolling(panel)}
  </div>`;
}
