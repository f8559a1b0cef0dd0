// A roster inside an `<army-battle>` while the Battle runs: its cards in the Battle's piles, and the plays the rules
// allow now for each card, which go to the board as its own buttons would. Loaded only by a roster inside a board.
import { css, html, nothing } from 'lit';

import type { BattleAction, BattleCard, BattleState, Seat } from '../../rules/battle/index.js';
import { type BattleBoard, battleCardOf } from '../../shared/battle-context.js';

export { BattleController } from '../../shared/battle-context.js';
import { PILE_ICONS, PILE_LABELS } from './roster-order.js';

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

/** Where a card is now: a pile, or the Skirmish under way. */
function placeOf(state: BattleState, seat: Seat, card: BattleCard): string {
  const c = state.commanders[seat];
  const p = state.pending;
  if (p && (p.offense === card.id || p.defense === card.id)) return 'In the Skirmish';
  return PILE_LABELS[BATTLE_PILES.find((pile) => c[pile].includes(card.id)) ?? 'hand'];
}

/** The roster's cards as the Battle has them, each with the plays the rules allow it now. */
export function renderBattleCards(board: BattleBoard, seat: Seat, army: string) {
  const { state } = board;
  const mine = state.actor === seat ? board.actions : [];
  const cards = board.sides[seat].cards.flatMap((id) => battleCardOf(board, seat, id) ?? []);
  const turn = state.turn === seat ? 'on Offense' : 'on Defense';
  return html`<section class="battle-cards" aria-label=${`${army} in the Battle`}>
    <p class="badge">
      <span aria-hidden="true">⚔</span> In the Battle · Phase
      ${state.phase}${state.step === 'ended' ? ' · over' : ` · ${turn}`}
    </p>
    <ul class="list">
      ${cards.map((card) => {
        const plays = mine.filter(({ action }) => cardOfAction(action) === card.id);
        const place = placeOf(state, seat, card);
        const pile = BATTLE_PILES.find((p) => PILE_LABELS[p] === place);
        return html`<li class="card" data-pile=${pile ?? 'hand'}>
          <span class="name">${card.unit.name}</span>
          <span class="muted">Strength ${card.unit.strength ?? '-'}</span>
          <span class="state"
            >${pile ? html`<span aria-hidden="true">${PILE_ICONS[pile]}</span> ` : nothing}${place}</span
          >
          ${plays.map(
            ({ action, label }) =>
              html`<button type="button" class="play" @click=${() => board.act(action)}>${label}</button>`,
          )}
        </li>`;
      })}
    </ul>
  </section>`;
}
