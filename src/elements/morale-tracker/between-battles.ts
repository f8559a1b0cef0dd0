import { html } from 'lit';
import { LUNARI_PER_MORALE } from '../../rules/economy.js';
import { buyableMorale, buyMorale, spendForUpkeep, type MoraleState } from '../../rules/morale.js';

/** A whole number typed in a field: undefined when empty, null when unreadable. */
function typedCount(text: string): number | null | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  return /^\d{1,4}$/.test(typed) ? Number(typed) : null;
}

/** AC-MO-5: the Morale to buy typed, or (field empty) all that may be bought now; null when unreadable. */
export function buyPoints(morale: MoraleState, typed: string): number | null {
  const points = typedCount(typed);
  return points === undefined ? Math.max(1, buyableMorale(morale).points) : points;
}

/** AC-EC-2: the Morale to spend on upkeep typed, 1 when the field is empty; null when unreadable. */
export const upkeepPoints = (typed: string): number | null => typedCount(typed) ?? 1;

/** What the "Between Battles" section shows and what its controls call back (the element owns the state). */
export interface BetweenBattles {
  readonly morale: MoraleState;
  readonly toBuy: string;
  readonly forUpkeep: string;
  /** The start a new Day refreshes to (from the attributes). */
  readonly refreshTo: number;
  readonly onTypeBuy: (text: string) => void;
  readonly onTypeUpkeep: (text: string) => void;
  readonly onBuy: (event: Event) => void;
  readonly onUpkeep: (event: Event) => void;
  readonly onNewDay: () => void;
}

const field = (name: string, label: string, value: string, set: (text: string) => void, placeholder: string) =>
  html`<label class="field">
    <span>${label}</span>
    <input
      name=${name}
      type="number"
      inputmode="numeric"
      min="1"
      placeholder=${placeholder}
      .value=${value}
      @input=${(event: Event) => set((event.target as HTMLInputElement).value)}
    />
  </label>`;

/**
 * Buying Morale (AC-MO-5), spending it on upkeep (AC-EC-2) and a new Day (AC-MO-8), each with what it would cost
 * or give, or why the rules refuse it now: previews of the rules' own transitions.
 */
export function renderBetweenBattles(panel: BetweenBattles) {
  const points = buyPoints(panel.morale, panel.toBuy);
  const buy = points === null ? null : buyMorale(panel.morale, points);
  const buyHint = !buy
    ? 'Enter a whole number of points.'
    : buy.ok
      ? `${points} × ${LUNARI_PER_MORALE} = ${buy.lunari} lunari (AC-MO-5)`
      : `Not now: ${buy.reason} (AC-MO-5).`;
  const spent = upkeepPoints(panel.forUpkeep);
  const upkeep = spent === null ? null : spendForUpkeep(panel.morale, spent);
  const upkeepHint = !upkeep
    ? 'Enter a whole number of points.'
    : upkeep.ok
      ? `${upkeep.lunari} lunari off upkeep (AC-EC-2)`
      : `Not now: ${upkeep.reason} (AC-EC-2).`;
  return html`<details class="between" part="between">
    <summary>Between Battles: buy Morale, upkeep, new Day</summary>
    <form class="row" @submit=${panel.onBuy}>
      ${field('buy', 'Morale to buy', panel.toBuy, panel.onTypeBuy, String(points ?? 1))}
      <button type="submit">Buy Morale</button>
      <span class="muted hint">${buyHint}</span>
    </form>
    <form class="row" @submit=${panel.onUpkeep}>
      ${field('upkeep', 'Morale spent on upkeep', panel.forUpkeep, panel.onTypeUpkeep, '1')}
      <button type="submit">Spend on upkeep</button>
      <span class="muted hint">${upkeepHint}</span>
    </form>
    <div class="row">
      <button type="button" @click=${panel.onNewDay}>New Day</button>
      <span class="muted hint">Morale back to ${panel.refreshTo}, buying allowed again (AC-MO-8).</span>
    </div>
  </details>`;
}
