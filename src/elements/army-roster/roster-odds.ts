// "Chance to win a Battle": this army against another roster on the page, simulated in a worker (loaded when the
// panel is first opened). Asked again whenever either army or a commander's Morale changes.
import { msg, str } from '@lit/localize';
import { css, html, nothing, type ReactiveController } from 'lit';

import { battleArmy, livingCards } from '../../shared/battle-army.js';
import { formatNumber } from '../../shared/localize.js';
import { OddsController, renderOdds } from '../../shared/odds/battle-odds.js';
import { MatchupController, matchupSetup, readMorale } from '../../shared/odds/matchup.js';
import { oddsStyles } from '../../shared/odds/odds.styles.js';
import { renderProblems } from '../../shared/problems.js';
import type { ArmyRoster } from './army-roster.js';

export const styles = [
  oddsStyles,
  css`
    .odds-panel[open] {
      display: grid;
      gap: var(--_space-m);
      padding-bottom: var(--_space-l);
    }

    .odds-panel > .muted {
      margin: 0;
      font-size: var(--_font-size-small);
    }

    .odds-form {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-m) var(--_space-l);
      align-items: end;
    }

    .odds-form input {
      width: 6ch;
    }
  `,
];

type Seat = 0 | 1;

export class RosterOdds implements ReactiveController {
  readonly #host: ArmyRoster;
  readonly #matchup: MatchupController;
  readonly #odds: OddsController;
  /** Morale typed for each side; '' follows the page (a tracker, else the assumed Morale). */
  #typed: [string, string] = ['', ''];

  constructor(host: ArmyRoster) {
    this.#host = host;
    this.#matchup = new MatchupController(host);
    this.#odds = new OddsController(host);
    host.addController(this);
  }

  /** The two commanders, each side's Morale as read (or what is wrong with it), and the enemy's roster. */
  #read() {
    const { commanderId, opponent } = this.#host;
    const names: [string, string] = [commanderId, opponent.trim()];
    const enemy = names[1] ? this.#matchup.rosterOf(names[1]) : undefined;
    const morale = names.map((who, seat) => {
      const typed = readMorale(this.#typed[seat as Seat], who);
      return typed === undefined ? this.#matchup.moraleOf(who) : { morale: typed, told: true };
    });
    return { names, enemy, morale };
  }

  hostUpdated() {
    const { names, enemy, morale } = this.#read();
    const battles = this.#host.oddsBattles;
    const [mine, theirs] = morale;
    if (!enemy || typeof mine!.morale !== 'number' || typeof theirs!.morale !== 'number' || !(battles > 0))
      return this.#odds.stop();
    const setup = matchupSetup(
      { commander: names[0], morale: mine!.morale, army: battleArmy(livingCards(this.#host.cards)) },
      { commander: enemy.commander, morale: theirs!.morale, army: battleArmy(livingCards(enemy.cards)) },
    );
    this.#odds.ask([setup], 'odds', battles);
  }

  #onOpponent = (e: Event) => {
    this.#host.opponent = (e.target as HTMLSelectElement).value;
  };

  #onMorale(seat: Seat, e: Event) {
    this.#typed[seat] = (e.target as HTMLInputElement).value;
    this.#host.requestUpdate();
  }

  render() {
    const { names, enemy, morale } = this.#read();
    const others = this.#matchup.commanders(names[0]);
    const chosen = names[1].toLowerCase();
    const problems = morale.flatMap((m) => (typeof m.morale === 'string' ? [m.morale] : []));
    const assumed = morale.some((m, seat) => !m.told && names[seat]);
    const field = (seat: Seat) =>
      html`<label
        >${msg(str`Morale of ${names[seat]}`)}
        <input
          type="text"
          inputmode="numeric"
          .value=${this.#typed[seat]}
          placeholder=${formatNumber(this.#matchup.moraleOf(names[seat]).morale)}
          aria-invalid=${typeof morale[seat]!.morale === 'string' ? 'true' : 'false'}
          @input=${(e: Event) => this.#onMorale(seat, e)}
      /></label>`;
    return html`<div class="odds-form">
        <label
          >${msg('Against')}
          <select @change=${this.#onOpponent} @focus=${() => this.#matchup.refresh()}>
            <option value="" ?selected=${!chosen}>${msg('Choose an army')}</option>
            ${others.map(
              ({ commander, name }) =>
                html`<option value=${commander} ?selected=${commander.toLowerCase() === chosen}>
                  ${name && name !== commander ? `${name} (${commander})` : commander}
                </option>`,
            )}
          </select></label
        >
        ${enemy ? html`${field(0)} ${field(1)}` : nothing}
      </div>
      ${
        !others.length
          ? html`<p class="muted">${msg(str`No other army on this page: add an ${'<army-roster>'} for the enemy.`)}</p>`
          : names[1] && !enemy
            ? html`<p class="muted">${msg(str`No army of ${names[1]} on this page.`)}</p>`
            : nothing
      }
      ${renderProblems(problems)}
      ${
        enemy && !problems.length
          ? html`${renderOdds([names[0], enemy.commander], this.#odds)}
            ${
              assumed
                ? html`<p class="muted">
                    ${msg(
                      str`An empty Morale is the commander's tracker on this page, else ${formatNumber(this.#matchup.moraleOf('').morale)} (AC-MO-1, a first-level commander). No commander powers.`,
                    )}
                  </p>`
                : nothing
            }`
          : nothing
      }`;
  }
}
