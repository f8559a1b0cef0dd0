// "Add to army" and the unit to add, for a widget with a `commander` (loaded then: a widget without one never
// downloads it), with the `<army-roster>` of that commander it sends to and names.
import { css, html, type ReactiveElement } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import { parseUnit, PATHS, ROLES } from '../../rules/core/index.js';
import type { LazyPanel } from '../../shared/lazy-panel.js';
import { RostersController } from '../../shared/rosters.js';
import { capital, lunari } from '../../shared/words.js';
import { addToArmy, recruitOrWhy, type Sent } from './protocol.js';
import { field, type RecruitView } from './recruit-view.js';

/** The panel's own look: set apart by a rule above, the button with its hint on one line when it fits. */
export const styles = css`
  .add {
    display: grid;
    gap: var(--_gap);
    padding-top: var(--_gap);
    border-top: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
  }

  .add .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-m);
    align-items: center;
  }

  .add details .fields {
    padding-top: var(--_space-m);
  }

  .sent {
    color: var(--_success);
    font-size: var(--_font-size-small);
  }

  .sent.refused {
    color: var(--_warning-text);
  }
`;

/** What "Add to army" needs beyond what the widget shows. */
export interface AddView extends RecruitView {
  /** The "Unit to add" form: drawn only while open. */
  readonly unitForm: LazyPanel<object>;
  /** Once a roster has added the unit, it is paid for: what is left of "I have". */
  readonly onPaid: (left: number) => void;
}

/** A choice of the unit to add among the rules' words. */
interface Choice {
  readonly label: string;
  readonly key: 'unitRole' | 'path';
  readonly value: string;
  /** The label of a '' option listed first; none when null. */
  readonly blank: string | null;
  readonly options: readonly string[];
}

/** The widget's link to the `<army-roster>` of its commander: the army it names, "Add to army", what that did. */
export class ArmyLink {
  /** What the last "Add to army" did, or why it refused, announced once. */
  #sent: Sent = { text: '', refused: false };
  readonly #host: ReactiveElement & { readonly commander: string };
  /** The `<army-roster>` of this commander: its name is said next to "Add to army". */
  readonly #rosters: RostersController;

  constructor(host: ReactiveElement & { readonly commander: string }) {
    this.#host = host;
    this.#rosters = new RostersController(host, { commander: () => host.commander });
  }

  #add(view: AddView) {
    const { commander, name, quest } = view.attrs;
    const { sent, budgetLeft } = addToArmy({
      host: this.#host,
      rosters: this.#rosters,
      reading: view.reading,
      commander,
      name,
      quest,
    });
    if (budgetLeft !== null) view.onPaid(budgetLeft);
    this.#sent = sent;
    this.#host.requestUpdate();
  }

  /** The unit to add (its form drawn while open), the button with its price, and what the last press did. */
  render(view: AddView) {
    const { reading } = view;
    const army = this.#rosters.mine?.name.trim() ?? '';
    const { unit, strength } = reading;
    const named = view.attrs.name.trim() !== '';
    const recruit = recruitOrWhy(reading, view.attrs.name);
    const shownRole = parseUnit({ name: '-', strength: '0', role: view.attrs.unitRole });
    const summary = [
      named ? view.attrs.name.trim() : 'unnamed',
      strength === null ? null : `Strength ${strength}`,
      shownRole.ok ? capital(shownRole.unit.role) : null,
      unit?.path ? capital(unit.path) : null,
      ...(unit?.traits ?? []).map(capital),
    ].filter(Boolean);
    /** A choice among the rules' words; `blank` names a '' option first (none when null). */
    const select = ({ label, key, value, blank, options }: Choice) =>
      html`<label class="field"
        >${label}
        <select @change=${(event: Event) => view.onType(key, (event.target as HTMLSelectElement).value)}>
          ${(blank === null ? options : ['', ...options]).map(
            (option) =>
              html`<option value=${option} ?selected=${option === value}>${capital(option) || blank}</option>`,
          )}
        </select></label
      >`;
    return html`<div class="add">
      ${view.unitForm.details(
        html`Unit to add: <span id="unit-summary">${summary.join(', ')}</span>`,
        () =>
          html`<div class="fields">
            ${field(view, { label: 'Name', key: 'name', bad: !named })}
            ${select({
              label: 'Role',
              key: 'unitRole',
              value: shownRole.ok ? shownRole.unit.role : '',
              blank: shownRole.ok ? null : 'Choose a role',
              options: ROLES,
            })}
            ${select({ label: 'Path', key: 'path', value: unit?.path ?? '', blank: 'None', options: PATHS })}
            ${field(view, { label: 'Traits', key: 'traits' })}
          </div>`,
      )}
      <div class="actions">
        <!-- Unavailable while it can only refuse, but still focusable: adding can leave the budget short. -->
        <button
          class="primary"
          part="add"
          type="button"
          aria-describedby="unit-summary add-hint"
          aria-disabled=${ifDefined('why' in recruit ? 'true' : undefined)}
          @click=${() => this.#add(view)}
        >
          ${
            'why' in recruit
              ? 'Add to army'
              : `Add to army for ${lunari(recruit.price)}${recruit.onTable ? '' : ' (extrapolated)'}`
          }
        </button>
        <span id="add-hint" class="note muted"
          >${
            'why' in recruit
              ? recruit.why
              : `${army ? `To ${army}` : `Commander: ${view.attrs.commander.trim()}`}.${recruit.onTable ? '' : ' The price is extrapolated, not on the table (R6).'}`
          }</span
        >
      </div>
      <p class="sent ${this.#sent.refused ? 'refused' : ''}" role="status">${this.#sent.text}</p>
    </div>`;
  }
}
