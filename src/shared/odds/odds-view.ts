// How simulated Battle odds are shown: always labelled as simulated (how many Battles, which play), unlike the exact
// Skirmish odds, with a progress bar while they fill in and a switch between sensible and random play.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import type { BattleOdds, BattlePolicy } from '../../rules/battle/index.js';
import { formatNumber } from '../localize.js';
import { formatPercent } from '../percent.js';
import type { OddsController } from './odds-controller.js';

/**
 * A chance as a percentage with `digits` decimals: by default one near 0% and 100% (where whole percents would say
 * "never", "always"), else none. A chance shown with its interval takes the decimals of its group (`pctDigits`).
 */
export const pct = (p: number, digits = p > 0.995 || p < 0.005 ? 1 : 0) => formatPercent(p, digits);

/**
 * The decimals of a group of simulated chances shown with their 95% intervals (`[low, high]` each), the same for every
 * figure of the group: one where whole percents would say "never" or "always", or write an interval's ends alike
 * ("97% (97%–97%)"); else none.
 */
export const pctDigits = (intervals: readonly (readonly [number, number])[]) =>
  intervals.some(
    ([low, high]) => low < 0.005 || high > 0.995 || (low < high && Math.round(low * 100) === Math.round(high * 100)),
  )
    ? 1
    : 0;

/** A chance not worked out yet, in its place while the Battles are simulated (about as long as one, so lines keep). */
export const COMING = '…%';

/**
 * What every simulated figure says of itself: how many Battles, which play (`greedy`: both commanders play sensibly;
 * `random`: every legal play equally likely), and that real play differs; `forEachPurchase` when each purchase of a
 * ranking had its own Battles; `total`, while they fill in, the Battles asked; `battles` null: none in yet ("…").
 */
export const simulated = (battles: number | null, policy: BattlePolicy, forEachPurchase = false, total = 0) => {
  // While they fill in, the count so far as wide as the total (figure spaces are a digit wide): the line keeps its length.
  const count = (battles === null ? '…' : formatNumber(battles)).padStart(
    total ? formatNumber(total).length : 0,
    '\u2007',
  );
  if (policy === 'greedy')
    return forEachPurchase
      ? msg(
          str`Simulated, not exact: ${count} Battles for each purchase and for the army as it is, in which both commanders play sensibly (greedy play; real commanders play better), 95% intervals.`,
        )
      : msg(
          str`Simulated, not exact: ${count} Battles in which both commanders play sensibly (greedy play; real commanders play better), 95% intervals.`,
        );
  return forEachPurchase
    ? msg(
        str`Simulated, not exact: ${count} Battles for each purchase and for the army as it is, in which every legal play is equally likely (random play; real commanders play better), 95% intervals.`,
      )
    : msg(
        str`Simulated, not exact: ${count} Battles in which every legal play is equally likely (random play; real commanders play better), 95% intervals.`,
      );
};

/** The button that simulates the same Battles by the other policy. */
export const policySwitch = (odds: OddsController) =>
  html`<button type="button" @click=${() => odds.switchPolicy()}>
    ${odds.policy === 'greedy' ? msg('Show random play instead') : msg('Show sensible play instead')}
  </button>`;

/** A progress bar while a simulation fills in. */
export const progress = (done: number, total: number) =>
  done < total
    ? html`<progress max=${total} value=${done} aria-label=${msg('Battles simulated')}></progress>`
    : nothing;

/**
 * The simulated chances, labelled as such, with a progress bar while they fill in. Until the first figures are in
 * (`controller` null while it loads, or no figures yet) the same lines with "…" for each figure, so that nothing moves
 * when they come; `total`: how many Battles are asked.
 */
export function renderOdds(
  names: readonly [string, string],
  controller: OddsController | null,
  total = controller?.battles ?? 0,
) {
  if (controller?.problem) return html`<p class="muted" part="odds">${controller.problem}</p>`;
  const odds = controller?.odds;
  // "…" in place of each figure, with its "%" (a kill count: a digit-wide space before it, as "2.3" is wider): the lines
  // about as long as they will be, so that they wrap the same.
  const figure = (write: (odds: BattleOdds) => string, coming = COMING) => (odds ? write(odds) : coming);
  const digits = odds ? pctDigits(odds.interval) : 0;
  const routDigits = odds ? pctDigits(odds.routChance.map((p) => [p, p] as const)) : 0; // both Rout chances alike
  const kills = (seat: 0 | 1) =>
    figure(
      (o) => formatNumber(o.expectedKills[seat], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      '\u2007…',
    );
  const routed = (seat: 0 | 1) => figure((o) => pct(o.routChance[seat], routDigits));
  return html`<section class="odds" part="odds" aria-label=${msg('Chances of winning, simulated')}>
    <p>
      ${names.map(
        (name, seat) =>
          html`<span
            >${msg(html`${name} wins <strong>${figure((o) => pct(o.winChance[seat]!, digits))}</strong>`)}
            <span class="muted"
              >(${figure((o) => pct(o.interval[seat]![0], digits))}–${figure((o) => pct(o.interval[seat]![1], digits))})</span
            ></span
          > `,
      )}
    </p>
    ${progress(odds?.battles ?? 0, total)}
    <p class="muted">
      ${simulated(odds?.battles ?? null, odds?.policy ?? controller?.policy ?? 'greedy', false, total)}
      ${msg(
        str`Kills on average: ${names[0]} ${kills(0)}, ${names[1]} ${kills(1)}; Routed: ${names[0]} ${routed(0)}, ${names[1]} ${routed(1)}.`,
      )}
      ${controller ? policySwitch(controller) : html`<button type="button" disabled>${msg('Show random play instead')}</button>`}
    </p>
  </section>`;
}
