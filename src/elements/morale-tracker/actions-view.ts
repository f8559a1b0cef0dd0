import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import type { MoraleState } from '../../rules/morale/index.js';
import { unopposedDamage } from '../../rules/skirmish/index.js';
import { formatNumber } from '../../shared/localize.js';
import { type Action, type ActionName, typedTotal } from './actions.js';

/** What the Battle's buttons show and call back (the element owns the state). */
export interface ActionsView {
  readonly morale: MoraleState;
  readonly actions: Record<ActionName, Action>;
  /** The Unopposed unit's total as typed. */
  readonly unopposedTotal: string;
  readonly onPress: (name: Exclude<ActionName, 'unopposed'>) => void;
  readonly onToggleBattle: () => void;
  readonly onTypeTotal: (text: string) => void;
  readonly onUnopposed: (event: Event) => void;
}

/** A tracker button: marked unavailable while it can only refuse, described by its reason in the list below. */
function button(view: ActionsView, name: ActionName, reasons: ReadonlyMap<string, string>) {
  const action = view.actions[name];
  const why = action.why ? reasons.get(action.why) : undefined;
  return html`<button
    type=${name === 'unopposed' ? 'submit' : 'button'}
    aria-disabled=${ifDefined(why ? 'true' : undefined)}
    aria-describedby=${ifDefined(why)}
    @click=${name === 'unopposed' ? nothing : () => view.onPress(name)}
  >
    ${action.label}
  </button>`;
}

/** The buttons that change Morale, the Unopposed form, and one line per reason a button can only refuse now. */
export function renderActions(view: ActionsView) {
  const { morale, actions } = view;
  const total = typedTotal(view.unopposedTotal);
  const damage = total === null ? null : unopposedDamage(total);
  const shown = (Object.entries(actions) as Array<[ActionName, Action]>).filter(
    ([name]) => name !== 'preventKill' || morale.npc,
  );
  // One line per reason, naming every button it holds back: "Passed on Offense −1, Healer −1: only during a Battle".
  const reasons = new Map<string, string>();
  for (const [, { why }] of shown) if (why && !reasons.has(why)) reasons.set(why, `why-not-${reasons.size + 1}`);
  const press = (name: ActionName) => button(view, name, reasons);
  return html`<div class="row" role="group" aria-label=${msg('Morale')}>
      ${press('lose')} ${press('gain')} ${press('undo')}
    </div>
    <div class="row" role="group" aria-label=${msg('In a Battle')}>
      ${press('passed')} ${press('healer')} ${morale.npc ? press('preventKill') : nothing}
      <button type="button" @click=${view.onToggleBattle}>
        ${morale.inBattle ? msg('End Battle') : msg('Start Battle')}
      </button>
    </div>
    <form class="row" @submit=${view.onUnopposed}>
      <label class="field">
        <span>${msg("Unopposed unit's total")}</span>
        <input
          name="unopposed-total"
          type="number"
          inputmode="numeric"
          min="0"
          .value=${view.unopposedTotal}
          aria-describedby="unopposed-hint"
          @input=${(event: Event) => view.onTypeTotal((event.target as HTMLInputElement).value)}
        />
      </label>
      ${press('unopposed')}
      <span class="muted hint" id="unopposed-hint">
        ${
          damage === null
            ? msg(str`${formatNumber(1)} Morale per ${formatNumber(4)} whole points (AC-MO-7)`)
            : `→ ${msg(str`${formatNumber(damage)} Morale damage (AC-MO-7)`)}`
        }
      </span>
    </form>
    ${
      reasons.size
        ? html`<ul class="why-not muted" part="why-not">
            ${[...reasons].map(
              ([why, id]) =>
                html`<li id=${id}>
                  ${shown
                    .filter(([, action]) => action.why === why)
                    .map(([, action]) => action.label)
                    .join(', ')}:
                  ${why}.
                </li>`,
            )}
          </ul>`
        : nothing
    }`;
}
