import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import type { ArmyUnit } from '../../rules/core/index.js';
import { type UpkeepShares, upkeepShares } from '../../rules/economy/index.js';
import type * as Why from './roster-why.js';
import { lunariText, moraleCount } from './roster-words.js';

/**
 * The figure of `<army-roster>`'s first frame (the upkeep per Day) and how every figure is laid out: its value first,
 * the inputs it depends on, and its breakdown on demand (roster-more-figures.ts has the rest). Every number comes from
 * the rules package; these functions only lay it out.
 */

/** A figure's "Breakdown": a `<details>` drawn only while open, its lines from roster-why.ts (`id`: which figure). */
export type Breakdown = (id: string, lines: (why: typeof Why) => unknown) => unknown;

/** One figure: a labelled group with its value first, then its inputs and breakdown. */
export const figure = (id: string, title: string, body: TemplateResult) =>
  html`<div class="figure" role="group" aria-labelledby="figure-${id}">
    <p class="figure-title" id="figure-${id}">${title}</p>
    ${body}
  </div>`;

/** Morale the commander spent on upkeep today (AC-EC-2), and whose Morale tracker says so (a name, as shown). */
export interface UpkeepMorale {
  readonly morale: number;
  readonly by: string;
}

/** What comes after the upkeep's value (the what-if field, the breakdown), drawn from the same figures. */
export type UpkeepFigureMore = (spent: {
  readonly upkeep: UpkeepShares;
  readonly morale: number;
  readonly tracker: string;
}) => unknown;

/**
 * AC-EC-1, AC-EC-2: upkeep per Day, the contract's main figure: after the Morale spent on upkeep today in the
 * commander's Morale tracker (the one place Morale is spent). `more` draws what comes after the first frame (the
 * what-if field and the breakdown), from the same figures.
 */
export function upkeepFigure(units: readonly ArmyUnit[], spent: UpkeepMorale | null, more: UpkeepFigureMore) {
  const morale = spent?.morale ?? 0;
  const upkeep = upkeepShares(units, { moraleSpent: morale });
  const tracker = spent ? msg(str`${spent.by}'s Morale tracker`) : msg('the Morale tracker');
  return figure(
    'upkeep',
    msg('Upkeep per Day'),
    html`<output class="value" part="result">${lunariText(upkeep.total)}</output> ${
        upkeep.moraleOffset
          ? html`<p class="muted">
              ${msg(str`${lunariText(upkeep.subtotal)} before ${moraleCount(morale)} spent in ${tracker}`)}
            </p>`
          : nothing
      }
      ${more({ upkeep, morale, tracker })}`,
  );
}
