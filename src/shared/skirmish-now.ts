// The Battle's Skirmish once both cards are down (`skirmishNow`): the two cards, whose they are, and the exact chances
// of each side winning and of each card being Killed (AC-SK-7). Drawn by the board beside its status and buttons, so
// that a phone shows the decision with its odds, and by a resolver inside the board. An Unopposed unit (`unopposedNow`)
// likewise, with its chances of Morale damage and of the Rout they may cause (AC-MO-7, AC-MO-2).
import { msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';

import type { BattleState, SkirmishNow, UnopposedNow } from '../rules/battle/index.js';
import { formatNumber } from './localize.js';
import { percent } from './percent.js';

export const skirmishNowStyles = css`
  .skirmish-now {
    display: grid;
    gap: var(--_space-xs);
    padding: var(--_space-s) var(--_space-m);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  .skirmish-now p {
    margin: 0;
  }

  /* Four chances, two a row on a phone: label over figure. */
  .skirmish-now dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
    gap: var(--_space-2xs) var(--_space-m);
    margin: 0;
  }

  /* A long name ("Shieldmaidens (2) is Killed") puts its figure under it rather than past the box's edge. */
  .skirmish-now dl div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 var(--_space-s);
  }

  .skirmish-now dt {
    color: var(--_text-muted);
  }

  .skirmish-now dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

/** The chances as a list: each a label over or beside its figure. */
const chanceList = (chances: readonly (readonly [string, number])[]) =>
  html`<dl>
    ${chances.map(
      ([label, p]) =>
        html`<div>
          <dt>${label}</dt>
          <dd>${percent(p)}</dd>
        </div>`,
    )}
  </dl>`;

/** The commanders on Offense and on Defense, by name. */
const commanders = (state: BattleState) =>
  [state.commanders[state.turn].name, state.commanders[state.turn === 0 ? 1 : 0].name] as const;

/** A card as the Skirmish names it: "Lancers (3)", the printed "-" kept. */
const cardName = (card: SkirmishNow['offense']) =>
  `${card.unit.name} (${card.unit.strength === null ? '-' : formatNumber(card.unit.strength)})`;

/** The Skirmish's two cards with their commanders and exact chances; `roll` adds the board's roll button. */
export function renderSkirmishNow(
  state: BattleState,
  now: SkirmishNow,
  roll?: { readonly label: string; readonly act: () => void },
) {
  const [offense, defense] = commanders(state);
  const [offenseCard, defenseCard] = [cardName(now.offense), cardName(now.defense)];
  const chances = [
    [msg(str`${offense} wins`), now.odds.offenseWins],
    [msg(str`${defense} wins`), now.odds.defenseWins],
    [msg(str`${offenseCard} is Killed`), now.odds.offenseKilled],
    [msg(str`${defenseCard} is Killed`), now.odds.defenseKilled],
  ] as const;
  return html`<section class="skirmish-now" aria-label=${msg("The Battle's Skirmish")}>
    <p>
      ${msg(str`${offenseCard} (${offense}) against ${defenseCard} (${defense})`)}
      <span class="rule">AC-SK-7</span>
    </p>
    ${chanceList(chances)}
    ${now.illusionPending ? html`<p class="muted">${msg("Before the Illusionist's die, which is rolled with the Skirmish.")}</p>` : ''}
    ${roll ? html`<button type="button" class="primary" @click=${roll.act}>${roll.label}</button>` : ''}
  </section>`;
}

/** An Unopposed unit before its roll: its card, the chance of each Morale damage and, when it can happen, of a Rout. */
export function renderUnopposedNow(state: BattleState, now: UnopposedNow | undefined) {
  if (!now) return nothing;
  const [offense, defense] = commanders(state);
  const chances: (readonly [string, number])[] = now.odds.damage.map((d) => [
    msg(str`${formatNumber(d.value)} Morale damage`),
    d.probability,
  ]);
  if (now.routs > 0) chances.push([msg(str`${defense} Routed`), now.routs]);
  return html`<section class="skirmish-now" aria-label=${msg("The Battle's Unopposed unit")}>
    <p>
      ${msg(str`${cardName(now.offense)} (${offense}) is Unopposed: 1 Morale damage to ${defense} per 4 points of its total`)}
      <span class="rule">AC-MO-7</span>
    </p>
    ${chanceList(chances)}
    ${now.illusionPending ? html`<p class="muted">${msg("Before the Illusionist's die, which is rolled with the attacker's dice.")}</p>` : ''}
  </section>`;
}
