// The exact chances before any roll (docs/api.md: `part="odds"`, labelled Offense wins, Defense wins, Offense Killed,
// Defense Killed); Unopposed, the chance of each Morale damage (AC-MO-7). Every figure comes from skirmishDistribution
// or unopposedDistribution: exact, not sampled. The chart and its words come after the first frame (odds-chart.ts),
// in a space kept for them.
import { msg, str } from '@lit/localize';
import { html, type TemplateResult } from 'lit';

import { percent } from '../../shared/percent.js';
import { chartSpace } from './after-space.js';
import type { Fight } from './skirmish-view.js';

/** The rows of the chances: the four of a Skirmish (and R1's no winner), or each Morale damage of an Unopposed. */
function chances(fight: Fight): [string, number][] {
  if (fight.kind === 'unopposed')
    return fight.odds.damage.map(({ value, probability }) => [msg(str`${value} Morale damage`), probability]);
  const { odds } = fight;
  const rows: [string, number][] = [
    [msg('Offense wins'), odds.offenseWins],
    [msg('Defense wins'), odds.defenseWins],
    [msg('Offense Killed'), odds.offenseKilled],
    [msg('Defense Killed'), odds.defenseKilled],
  ];
  if (odds.noWinner) rows.push([msg('No winner (R1)'), odds.noWinner]);
  return rows;
}

/**
 * The odds section; `waiting` while the commander powers that change them load; `after` draws the chart and its words
 * once their code is here (its space is kept until then, so that nothing moves).
 * @example renderOdds(view.fight, view.waiting, after?.renderChart)
 */
export function renderOdds(
  fight: Fight | undefined,
  waiting: boolean,
  after: ((fight: Fight) => unknown) | undefined,
): TemplateResult {
  return html`<section class="odds" part="odds" aria-labelledby="odds-title">
    <h3 id="odds-title">${fight?.kind === 'unopposed' ? msg('Chances of Morale damage') : msg('Chances')}</h3>
    ${
      fight
        ? html`<dl class="chances">
              ${chances(fight).map(
                ([label, p]) =>
                  html`<div>
                    <dt>${label}</dt>
                    <dd>${percent(p)}</dd>
                  </div>`,
              )}
            </dl>
            ${after ? after(fight) : chartSpace(fight)}`
        : html`<p class="muted">
            ${waiting ? msg('Applying the commander powers…') : msg('Choose two units that can fight to see the exact chances.')}
          </p>`
    }
  </section>`;
}
