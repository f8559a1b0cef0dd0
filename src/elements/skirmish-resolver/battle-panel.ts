// A resolver inside an `<army-battle>`: the Battle's own Skirmish with its exact odds (AC-SK-7), and its roll, which
// goes to the board as the board's own button would. Loaded only by a resolver inside a board.
import { msg } from '@lit/localize';
import { html, type ReactiveElement } from 'lit';

import { type BattleBoard, BattleController } from '../../shared/battle-context.js';
import { adopt } from '../../shared/lazy-panel.js';
import { battleWords } from '../../shared/rule-words/battle.js';
import { renderSkirmishNow, skirmishNowStyles } from '../../shared/skirmish-now.js';

/** Follows the board's Battle for a resolver (updating it on every step) and draws the Battle's Skirmish. */
export class BattlePanel extends BattleController {
  constructor(host: ReactiveElement) {
    super(host, () => '');
    adopt(host.shadowRoot!, skirmishNowStyles);
    host.requestUpdate(); // the resolver drew nothing while this loaded
  }

  render() {
    return this.board && renderBattleSkirmish(this.board);
  }
}

function renderBattleSkirmish(board: BattleBoard) {
  const { state, skirmish: now } = board;
  const roll = board.actions.find(({ action }) => action.type === 'resolve');
  if (!now)
    return html`<section class="skirmish-now" aria-label=${msg("The Battle's Skirmish")}>
      <p class="muted">${msg("The Battle's Skirmish: its odds show once both cards are down.")}</p>
    </section>`;
  return renderSkirmishNow(
    state,
    now,
    roll && { label: battleWords(roll.phrase, roll.label), act: () => board.act(roll.action) },
  );
}
