// A roster inside an `<army-battle>` while the Battle runs: its cards in the Battle's piles, and the plays the rules
// allow now for each card, which go to the board as its own buttons would. Loaded only by a roster inside a board.
import { msg, str } from '@lit/localize';
import { css, html } from 'lit';

import { type BattleAction, type BattleCard, type BattleState, type Seat } from '../../rules/battle/index.js';
import { onOffense } from '../../rules/table/index.js';
import { type BattleBoard, battleCardOf } from '../../shared/battle-context.js';
import { battleWords } from '../../shared/rule-words/battle.js';

export { BattleController } from '../../shared/battle-context.js';
import { formatNumber } from '../../shared/localize.js';
import { PILE_ICONS } from './roster-order.js';
import { pileLabel } from './roster-words.js';

export const styles = css`
  .battle-cards {
    display: grid;
    gap: var(--_space-s);
  }

  .battle-cards .badge {
    justify-self: start;
    margin: 0;
  }

  /* Each card with where it is and what it may do now. */
  .battle-cards .card {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
  }

  .battle-cards .state {
    margin-inline-start: auto;
  }

  .battle-cards .play {
    flex: 1 1 100%;
    text-align: start;
  }
`;

const BATTLE_PILES = ['hand', 'exhausted', 'disabled', 'killed'] as const;

/** The card the action plays, discards, saves or heals, if any. */
const cardOfAction = (action: BattleAction): number | undefined =>
  'healer' in action ? action.healer : 'card' in action ? action.card : undefined;

/** Where a card is now: a pile, or the Skirmish under way (`skirmish`). */
function placeOf(state: BattleState, seat: Seat, card: BattleCard): (typeof BATTLE_PILES)[number] | 'skirmish' {
  const c = state.commanders[seat];
  const p = state.pending;
  if (p && (p.offense === card.id || p.defense === card.id)) return 'skirmish';
  return BATTLE_PILES.find((pile) => c[pile].includes(card.id)) ?? 'hand';
}

/** The Battle's Phase and whose turn it is, or that it is over. */
function phaseOf(state: BattleState, seat: Seat) {
  const n = formatNumber(state.phase);
  if (state.step === 'ended') return msg(str`In the Battle · Phase ${n} · over`);
  const offense = onOffense(state); // nobody is on Offense before the first turn is chosen
  if (offense === undefined) return msg(str`In the Battle · Phase ${n}`);
  return offense === seat
    ? msg(str`In the Battle · Phase ${n} · on Offense`)
    : msg(str`In the Battle · Phase ${n} · on Defense`);
}

/** The roster's cards as the Battle has them, each with the plays the rules allow it now. */
export function renderBattleCards(board: BattleBoard, seat: Seat, army: string) {
  const { state } = board;
  const mine = state.actor === seat ? board.actions : [];
  const cards = board.sides[seat].cards.flatMap((id) => battleCardOf(board, seat, id) ?? []);
  return html`<section class="battle-cards" aria-label=${msg(str`${army} in the Battle`)}>
    <p class="badge"><span aria-hidden="true">⚔</span> ${phaseOf(state, seat)}</p>
    <ul class="list">
      ${cards.map((card) => {
        const plays = mine.filter(({ action }) => cardOfAction(action) === card.id);
        const place = placeOf(state, seat, card);
        const pile = place === 'skirmish' ? undefined : place;
        const strength = card.unit.strength === null ? '-' : formatNumber(card.unit.strength);
        return html`<li class="card" data-pile=${pile ?? 'hand'}>
          <span class="name">${card.unit.name}</span>
          <span class="muted">${msg(str`Strength ${strength}`)}</span>
          <span class="state"
            >${
              pile
                ? html`<span aria-hidden="true">${PILE_ICONS[pile]}</span> ${pileLabel(pile)}`
                : msg('In the Skirmish')
            }</span
          >
          ${plays.map(
            ({ action, label, phrase }) =>
              html`<button type="button" class="play" @click=${() => board.act(action)}>
                ${battleWords(phrase, label)}
              </button>`,
          )}
        </li>`;
      })}
    </ul>
  </section>`;
}
