import { html, nothing } from 'lit';

import { enterBattle, type MoraleState, startingMorale } from '../../rules/morale/index.js';
import type { CommanderReading } from './commander.js';

/** "In a Battle", "Between Battles" or "Routed", in words and an icon. */
export function renderStatus(morale: MoraleState) {
  const [icon, word, kind] = morale.routed
    ? ['⚑', 'Routed', 'routed']
    : morale.inBattle
      ? ['⚔', 'In a Battle', 'battle']
      : ['☾', 'Between Battles', 'rest'];
  return html`<span class="status ${kind}" part="status"><span aria-hidden="true">${icon}</span> ${word}</span>`;
}

/** The start, worked out (AC-MO-1), or why the saved one differs from the attributes. */
export function renderStart(morale: MoraleState, reading: CommanderReading) {
  if (morale.start !== reading.start)
    return html`Saved start ${morale.start}; the attributes now give ${reading.start}: "New Day" applies it.`;
  if (reading.level === null) return html`Start ${morale.start}, set for a non-player commander (AC-MO-1).`;
  return html`Start ${startingMorale(0)} + ⌊${reading.level} ÷ 2⌋ = ${morale.start} (AC-MO-1).`;
}

/** AC-MO-3, AC-MO-4: the Base's Morale apart from the commander's own, and Morale above the start. */
export function renderPools(morale: MoraleState, reading: CommanderReading) {
  const lines = [];
  if (morale.inBattle && morale.baseBonus > 0)
    lines.push(
      html`<li>
        ${morale.morale} own + ${morale.base} Base: the Base's Morale is lost first, and used up for the Day (AC-MO-3).
      </li>`,
    );
  else if (!morale.inBattle && reading.baseMorale > 0) {
    const next = enterBattle(morale, { baseMorale: reading.baseMorale });
    const base = next.ok ? next.state.base : 0;
    lines.push(
      html`<li>
        Base Morale in the next Battle at the Base: ${base} of
        ${reading.baseMorale}${morale.baseLostToday ? html` (${morale.baseLostToday} used up today)` : nothing}
        (AC-MO-3).
      </li>`,
    );
  }
  if (morale.morale > morale.start)
    lines.push(
      html`<li class="above">
        <span aria-hidden="true">▲</span> ${morale.morale - morale.start} above the start, from cards (AC-MO-4).
      </li>`,
    );
  return lines.length
    ? html`<ul class="pools" part="pools">
        ${lines}
      </ul>`
    : nothing;
}
