// After the first frame, under each side's card: how the side rolls and what it adds before the die, every bonus with
// its source (AC-SK-2; breakdown.ts names the sources).
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import { type SideName, signed } from '../../rules/skirmish/index.js';
import { diceModeSaid } from '../../shared/rule-sentences/skirmish.js';
import { partLines, partSources } from './breakdown.js';
import type { DiscardSetup } from './side-setup.js';
import type { SkirmishView } from './skirmish-view.js';

/**
 * The side's breakdown before the die, or nothing while it cannot fight.
 * @example renderBefore('offense', view, discards)
 */
export function renderBefore(side: SideName, view: SkirmishView, discards: readonly DiscardSetup[]) {
  const dice = view.dice[side];
  const modifiers = view.modifiers[side];
  const unit = view.fight && (view.fight.kind === 'skirmish' ? view.fight.input[side].unit : view.fight.input.unit);
  if (!dice || !modifiers || !unit) return nothing;
  const lines = partLines(modifiers, partSources(view, side, discards));
  return html`<div
    class="before"
    role="group"
    aria-label=${side === 'offense' ? msg('Offense before the die') : msg('Defense before the die')}
  >
    <p>${msg(str`Rolls: ${diceModeSaid(dice, view.unopposed)}`)} <span class="rule">${dice.rule}</span></p>
    <ul class="parts">
      <li>${msg('Strength')} <span class="num">${unit.strength}</span></li>
      ${lines.map(
        (l) =>
          html`<li class="from-${l.source}">
            ${l.label} <span class="rule">${l.rule}</span> <span class="num">${signed(l.value)}</span>
          </li>`,
      )}
    </ul>
  </div>`;
}
