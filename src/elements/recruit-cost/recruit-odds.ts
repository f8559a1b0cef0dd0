// "What a lunari buys": with a `commander` and an `opponent` whose rosters are on the page, every recruit and
// training the budget pays for, ranked by the change in simulated win chance per 100 lunari (loaded on first use;
// the Battles run in a worker, the widget stays usable).
import { msg, str } from '@lit/localize';
import { css, html, nothing, type ReactiveController } from 'lit';

import { type ArmyCard, type Purchase, purchases, rankPurchases } from '../../rules/battle/index.js';
import type { Unit } from '../../rules/core/index.js';
import { battleArmy, livingCards } from '../../shared/battle-army.js';
import { formatNumber } from '../../shared/localize.js';
import {
  COMING,
  OddsController,
  pct,
  pctDigits,
  policySwitch,
  progress,
  simulated,
} from '../../shared/odds/battle-odds.js';
import { MatchupController, matchupSetup } from '../../shared/odds/matchup.js';
import { oddsStyles } from '../../shared/odds/odds.styles.js';
import { purchaseSaid } from '../../shared/rule-sentences/purchases.js';
import { lunari } from '../../shared/words.js';
import type { RecruitCost } from './recruit-cost.js';
import type { Reading } from './recruit-state.js';

/** A change of win chance in percentage points, signed: "+3.1 points"; null: not in yet, "… points". */
const points = (change: number | null) => {
  const [sign, size] =
    change === null
      ? ['', '…']
      : [
          change > 0 ? '+' : change < 0 ? '−' : '±',
          formatNumber(Math.abs(change * 100), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        ];
  return msg(str`${sign}${size} points`);
};

/** The shared look of simulated odds, the ranking's figures small like the widget's other tables. */
export const styles = [
  oddsStyles,
  css`
    /* The figures' columns are as wide whatever they hold ("…%" until the figures come): nothing moves as they come. */
    .odds table {
      font-size: var(--_font-size-small);
      table-layout: fixed;
    }

    .odds thead th {
      font-weight: 600;
    }

    .odds thead th:nth-child(2) {
      inline-size: 20%;
    }

    .odds thead th:nth-child(3) {
      inline-size: 26%;
    }

    /* On a phone the figures and their headings may wrap ("Per 100" over "lunari"): the purchases take fewer lines. */
    .odds :is(th, td).number {
      white-space: normal;
    }

    .odds tbody th {
      text-wrap: pretty;
    }
  `,
];

export class RecruitOdds implements ReactiveController {
  readonly #host: RecruitCost;
  readonly #reading: () => Reading;
  readonly #matchup: MatchupController;
  readonly #odds: OddsController;
  /** The purchases asked last, in the order of their setups after the first (the Battle as it is). */
  #list: readonly Purchase[] = [];
  /**
   * What the purchases were worked out from last: a redraw that changes none of it (each batch of figures coming in)
   * works nothing out again and asks nothing new.
   */
  #from: readonly unknown[] = [];

  constructor(host: RecruitCost, reading: () => Reading) {
    this.#host = host;
    this.#reading = reading;
    this.#matchup = new MatchupController(host);
    this.#odds = new OddsController(host);
    host.addController(this);
  }

  /** Both armies and their commanders' Morale, or why there is nothing to compare yet. */
  #sides() {
    const mine = this.#matchup.rosterOf(this.#host.commander.trim());
    const enemy = this.#matchup.rosterOf(this.#host.opponent.trim());
    if (!mine) return { why: msg(str`No army roster of ${this.#host.commander.trim()} on this page.`) };
    if (!enemy) return { why: msg(str`No army roster of ${this.#host.opponent.trim()} on this page.`) };
    return { mine, enemy, morale: [this.#matchup.moraleOf(mine.commander), this.#matchup.moraleOf(enemy.commander)] };
  }

  /** The unit to recruit as the widget describes it (its Strength is chosen by the ranking), when it is readable. */
  #recruit(): Omit<Unit, 'strength'> | undefined {
    const { unit, unitErrors } = this.#reading();
    if (!unit || unitErrors.length || !unit.name.trim()) return undefined;
    const { name, role, path, traits } = unit;
    return { name, role, ...(path ? { path } : {}), ...(traits?.length ? { traits } : {}) };
  }

  /** Before drawing: the purchases are worked out, so that this update draws their rows, their figures to come. */
  hostUpdate() {
    const sides = this.#sides();
    const battles = this.#host.oddsBattles;
    if ('why' in sides || !(battles > 0)) {
      this.#from = [];
      return this.#odds.stop();
    }
    const { mine, enemy, morale } = sides;
    const { budget, weapons } = this.#reading();
    const recruit = this.#recruit();
    // A roster's announcement is a new object whenever it changes (src/shared/rosters.ts).
    const from: unknown[] = [mine, enemy, morale[0]!.morale, morale[1]!.morale, budget, weapons, this.#host.quest];
    from.push(JSON.stringify(recruit), battles);
    if (from.length === this.#from.length && from.every((input, i) => input === this.#from[i])) return;
    this.#from = from;
    const cards = livingCards(mine.cards);
    this.#list = purchases(battleArmy(cards), {
      ...(budget === null ? {} : { budget }),
      ...(recruit ? { recruit } : {}),
      quest: this.#host.quest,
      timesTrained: cards.map((card) => card.timesTrained),
      weapons,
    });
    const theirs = {
      commander: enemy.commander,
      morale: morale[1]!.morale,
      army: battleArmy(livingCards(enemy.cards)),
    };
    const setupWith = (army: readonly ArmyCard[]) =>
      matchupSetup({ commander: mine.commander, morale: morale[0]!.morale, army }, theirs);
    this.#odds.ask([setupWith(battleArmy(cards)), ...this.#list.map((p) => setupWith(p.army))], 'odds', battles);
  }

  hostDisconnected() {
    this.#from = []; // the simulation ends with the widget off the page: back on it, it is asked again
  }

  render() {
    const sides = this.#sides();
    const against = this.#host.opponent.trim();
    const title = html`<p class="odds-title">${msg(str`What a lunari buys against ${against}`)}</p>`;
    if ('why' in sides)
      return html`<section class="odds" part="odds">
        ${title}
        <p class="muted">${sides.why}</p>
      </section>`;
    const { odds, problem, battles: total } = this.#odds;
    const [now, ...after] = this.#odds.results;
    const { mine, enemy, morale } = sides;
    const told = morale
      .map(({ morale: m, told: t }, seat) => {
        const [who, level] = [[mine, enemy][seat]!.commander, formatNumber(m)];
        return t ? `${who} ${level}` : msg(str`${who} ${level} (assumed, AC-MO-1)`);
      })
      .join(', ');
    const budget = this.#reading().budget;
    // Until the figures are in, the same lines and rows (in the order of the list), "…" for each figure: nothing moves
    // when they come.
    const figure = (p: number | undefined, digits?: number) => (p === undefined ? COMING : pct(p, digits));
    const ranked: readonly (Purchase & { winChance?: number; per100?: number })[] = now
      ? rankPurchases(this.#list, now, after, 0)
      : this.#list;
    // Each group of figures with the same decimals: the line now with its interval, the column of the table.
    const digits = odds ? pctDigits(odds.interval) : 0;
    const column = pctDigits(ranked.flatMap((p) => (p.winChance === undefined ? [] : [[p.winChance, p.winChance]])));
    return html`<section class="odds" part="odds" aria-label=${msg('What a lunari buys in win chance, simulated')}>
      ${title}
      ${
        problem
          ? html`<p class="muted">${problem}</p>`
          : html`<p>
              <span
                >${msg(html`${mine.commander} wins <strong>${figure(odds?.winChance[0], digits)}</strong>`)}
                <span class="muted"
                  >${msg(str`(${figure(odds?.interval[0][0], digits)}–${figure(odds?.interval[0][1], digits)}) now`)}</span
                ></span
              >
            </p>`
      }
      ${progress(odds?.battles ?? 0, total)}
      ${
        !this.#list.length
          ? html`<p class="muted">
              ${
                budget === null
                  ? msg('Nothing to recruit or train.')
                  : msg(str`Nothing to recruit or train within ${lunari(budget)}.`)
              }
            </p>`
          : ranked.length
            ? html`<div class="scroll">
                <table aria-label=${msg('Purchases, best first')}>
                  <thead>
                    <tr>
                      <th scope="col">${msg('Purchase')}</th>
                      <th scope="col" class="number">${msg('Wins after')}</th>
                      <th scope="col" class="number">${msg(str`Per ${formatNumber(100)} lunari`)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${ranked.map(
                      (p) =>
                        html`<tr>
                          <th scope="row">
                            ${purchaseSaid(p.phrase)}
                            <span class="muted">${lunari(p.lunari)} · <span class="rule">${p.rule}</span></span>
                          </th>
                          <td class="number">${figure(p.winChance, column)}</td>
                          <td class="number">${points(p.per100 ?? null)}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>
              </div>`
            : nothing
      }
      <p class="muted">
        ${simulated(odds?.battles ?? null, odds?.policy ?? this.#odds.policy, true, total)}
        ${msg(str`Morale: ${told}. No commander powers.`)} ${policySwitch(this.#odds)}
      </p>
    </section>`;
  }
}
