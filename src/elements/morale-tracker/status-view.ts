import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import { battleBegun, type MoraleState, startingMorale } from '../../rules/morale/index.js';
import { formatNumber } from '../../shared/localize.js';
import type { CommanderReading } from './commander.js';

/** "In a Battle", "Between Battles" or "Routed", in words and an icon. */
export function renderStatus(morale: MoraleState) {
  const [icon, word, kind] = morale.routed
    ? ['⚑', msg('Routed'), 'routed']
    : morale.inBattle
      ? ['⚔', msg('In a Battle'), 'battle']
      : ['☾', msg('Between Battles'), 'rest'];
  return html`<span class="status ${kind}" part="status"><span aria-hidden="true">${icon}</span> ${word}</span>`;
}

/** The start, worked out (AC-MO-1), or why the saved one differs from the attributes. */
export function renderStart(morale: MoraleState, reading: CommanderReading) {
  const start = formatNumber(morale.start);
  if (morale.start !== reading.start)
    return msg(
      str`Saved start ${start}; the attributes now give ${formatNumber(reading.start)}: "New Day" applies it.`,
    );
  if (reading.level === null) return msg(str`Start ${start}, set for a non-player commander (AC-MO-1).`);
  const [base, level] = [formatNumber(startingMorale(0)), formatNumber(reading.level)];
  return msg(str`Start ${base} + ⌊${level} ÷ 2⌋ = ${start} (AC-MO-1).`);
}

/** AC-MO-3, AC-MO-4: the Base's Morale apart from the commander's own, and Morale above the start. */
export function renderPools(morale: MoraleState, reading: CommanderReading) {
  const lines = [];
  if (morale.inBattle && morale.baseBonus > 0)
    lines.push(
      html`<li>
        ${msg(
          str`${formatNumber(morale.morale)} own + ${formatNumber(morale.base)} Base: the Base's Morale is lost first, and used up for the Day (AC-MO-3).`,
        )}
      </li>`,
    );
  else if (!morale.inBattle && reading.baseMorale > 0) {
    const { base } = battleBegun(morale, reading.baseMorale);
    const [atBase, of, used] = [base, reading.baseMorale, morale.baseLostToday].map((n) => formatNumber(n));
    lines.push(
      html`<li>
        ${
          morale.baseLostToday
            ? msg(
                str`Base Morale in the next Battle at the Base: ${atBase} of ${of} (${used} used up today) (AC-MO-3).`,
              )
            : msg(str`Base Morale in the next Battle at the Base: ${atBase} of ${of} (AC-MO-3).`)
        }
      </li>`,
    );
  }
  if (morale.morale > morale.start)
    lines.push(
      html`<li class="above">
        <span aria-hidden="true">▲</span>
        ${msg(str`${formatNumber(morale.morale - morale.start)} above the start, from cards (AC-MO-4).`)}
      </li>`,
    );
  return lines.length
    ? html`<ul class="pools" part="pools">
        ${lines}
      </ul>`
    : nothing;
}
