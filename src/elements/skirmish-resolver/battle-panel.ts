// A resolver inside an `<army-battle>`: the Battle's own Skirmish with its exact odds (AC-SK-7), and its roll, which
// goes to the board as the board's own button would. Loaded only by a resolver inside a board.
import { html, type ReactiveElement } from 'lit';

import { type BattleBoard, BattleController } from '../../shared/battle-context.js';
import { percent } from './format.js';

const cardName = (card: { unit: { name: string; strength: number | null } }) =>
  `${card.unit.name} (${card.unit.strength ?? '-'})`;

/** Follows the board's Battle for a resolver (updating it on every step) and draws the Battle's Skirmish. */
export class BattlePanel extends BattleController {
  constructor(host: ReactiveElement) {
    super(host, () => '');
    host.requestUpdate(); // the resolver drew nothing while this loaded
  }

  render() {
    return this.board
      ? renderBattleSkirmish(this.board)
      : html`<p class="muted">The Battle's Skirmish: its exact odds show here once the Battle starts.</p>`;
  }
}

function renderBattleSkirmish(board: BattleBoard) {
  const { state, skirmish: now } = board;
  const roll = board.actions.find(({ action }) => action.type === 'resolve');
  const [offense, defense] = [state.commanders[state.turn], state.commanders[state.turn === 0 ? 1 : 0]];
  if (!now)
    return html`<section class="battle-skirmish" aria-label="The Battle's Skirmish">
      <p class="muted">The Battle's Skirmish: its odds show once both cards are down.</p>
    </section>`;
  const rows = [
    [`${offense.name} wins`, now.odds.offenseWins],
    [`${defense.name} wins`, now.odds.defenseWins],
    [`${cardName(now.offense)} Killed`, now.odds.offenseKilled],
    [`${cardName(now.defense)} Killed`, now.odds.defenseKilled],
  ] as const;
  return html`<section class="battle-skirmish" aria-label="The Battle's Skirmish">
    <p>
      <strong>${cardName(now.offense)}</strong> (${offense.name}) against
      <strong>${cardName(now.defense)}</strong> (${defense.name}) <span class="rule">AC-SK-7</span>
    </p>
    <dl class="odds-list">
      ${rows.map(
        ([label, p]) =>
          html`<dt>${label}</dt>
            <dd>${percent(p)}</dd>`,
      )}
    </dl>
    ${now.illusionPending ? html`<p class="muted">Before the Illusionist's die, which is rolled with the Skirmish.</p>` : ''}
    ${roll ? html`<button type="button" class="primary" @click=${() => board.act(roll.action)}>${roll.label}</button>` : ''}
  </section>`;
}
