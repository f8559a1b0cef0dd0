// After the first frame: the words under the chances (exact, not simulated; how often a round is rolled again) and a
// small bar chart of the deciding round's margin, or Unopposed of the Offense total. Every figure comes from
// skirmishDistribution or unopposedDistribution.
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { type Chance, signed } from '../../rules/skirmish/index.js';
import { cssProps } from '../../shared/css-props.js';
import { formatNumber } from '../../shared/localize.js';
import { percent } from '../../shared/percent.js';
import type { Fight } from './skirmish-view.js';

interface Bar {
  readonly value: number;
  readonly probability: number;
  /** Who the bar is good for, and whether it means a Kill (striped, not only coloured). */
  readonly tone: 'offense' | 'defense';
  readonly kill: boolean;
  readonly label: string;
}

/** Every whole value from the lowest to the highest, so the axis has no gaps. */
function filled(chances: readonly Chance[]): Chance[] {
  if (!chances.length) return [];
  const at = new Map(chances.map((c) => [c.value, c.probability]));
  const low = chances[0]!.value;
  const high = chances[chances.length - 1]!.value;
  return Array.from({ length: high - low + 1 }, (_, i) => ({ value: low + i, probability: at.get(low + i) ?? 0 }));
}

function chart(caption: string, bars: readonly Bar[], legend: TemplateResult, tick: (value: number) => string) {
  const most = Math.max(...bars.map((b) => b.probability), Number.EPSILON);
  return html`<p class="caption" id="chart-title">${caption}</p>
    <ol class="bars" aria-labelledby="chart-title" style=${cssProps({ '--bars': String(bars.length) })}>
      ${bars.map(
        (b) =>
          html`<li
            class="bar ${b.tone} ${b.kill ? 'kill' : ''}"
            title="${b.label}: ${percent(b.probability)}"
            data-tick=${tick(b.value)}
          >
            <span class="fill" style=${cssProps({ height: `${((b.probability / most) * 100).toFixed(1)}%` })}
              >${b.label}: ${percent(b.probability)}</span
            >
          </li>`,
      )}
    </ol>
    <p class="legend">${legend}</p>`;
}

const key = (tone: string, label: string) => html`<span class="key ${tone}">${label}</span>`;

function skirmishChart(fight: Extract<Fight, { kind: 'skirmish' }>) {
  const { odds, input } = fight;
  // AC-SK-6: a decided margin of 0 went to the higher base Strength, or to the Defense (R2).
  const zero = (input.offense.unit.strength ?? 0) > (input.defense.unit.strength ?? 0) ? 'offense' : 'defense';
  const bars: Bar[] = filled(odds.margin).map(({ value, probability }) => ({
    value,
    probability,
    tone: value > 0 || (value === 0 && zero === 'offense') ? 'offense' : 'defense',
    kill: Math.abs(value) >= 3,
    label: msg(str`Margin ${signed(value)}`),
  }));
  return html`<p class="muted exact">
      ${msg('Exact figures, worked out over every face of every die, not simulated.')}
      ${
        odds.reroll
          ? msg(
              str`A round ties on total and base Strength and is rolled again ${percent(odds.reroll)} of the time (AC-SK-6).`,
            )
          : nothing
      }
    </p>
    ${
      bars.length > 1
        ? chart(
            msg('Margin of the deciding round (Offense total − Defense total)'),
            bars,
            html`${key('offense', msg('Offense wins'))} ${key('defense', msg('Defense wins'))}
            ${key('kill', msg('striped: the loser is Killed (margin 3 or more)'))}`,
            (v) => (v === 0 ? '0' : v % 3 === 0 ? signed(v) : ''),
          )
        : nothing
    }`;
}

function unopposedChart(fight: Extract<Fight, { kind: 'unopposed' }>) {
  const { expectedDamage, total } = fight.odds;
  const bars: Bar[] = filled(total).map(({ value, probability }) => ({
    value,
    probability,
    tone: 'offense',
    kill: false,
    label: msg(str`Total ${value}`),
  }));
  return html`<p class="muted exact">
      ${msg(
        str`Exact figures. On average ${formatNumber(expectedDamage, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} Morale: 1 for every 4 whole points of the total (AC-MO-7).`,
      )}
    </p>
    ${
      bars.length > 1
        ? chart(msg('Offense total'), bars, html`${key('offense', msg('chance of each total'))}`, String)
        : nothing
    }`;
}

/**
 * What comes under the chances after the first frame: their words and the chart.
 * @example renderChart(view.fight)
 */
export const renderChart = (fight: Fight): TemplateResult =>
  fight.kind === 'skirmish' ? skirmishChart(fight) : unopposedChart(fight);
