// "Add to army" and the unit to add, for a widget with a `commander` (loaded then: a widget without one never
// downloads it), with the `<army-roster>` of that commander it sends to and names, and which may take the unit back.
import { msg, str } from '@lit/localize';
import { css, html, type ReactiveElement } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import type { RosterChangeDetail } from '../../events/index.js';
import { type Path, PATHS, readUnit, type Role, ROLES } from '../../rules/core/index.js';
import type { LazyPanel } from '../../shared/lazy-panel.js';
import { formatNumber, inLanguage, type LanguageController } from '../../shared/localize.js';
import { RostersController } from '../../shared/rosters.js';
import { pathName, roleName, traitName } from '../../shared/terms.js';
import { lunari } from '../../shared/words.js';
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

/** A choice of the unit to add among the rules' words, each option named in the widget's language. */
interface Choice {
  readonly label: string;
  readonly key: 'unitRole' | 'path';
  readonly value: string;
  /** The label of a '' option listed first; none when null. */
  readonly blank: string | null;
  readonly options: readonly string[];
  readonly named: (option: string) => string;
}

/** The element "Add to army" belongs to: its commander, and the language it speaks. */
type Host = ReactiveElement & { readonly commander: string; readonly languages: LanguageController };

/** Where "Add to army" sends (the army's name, else its commander), and whether its price is extrapolated (R6). */
function addHint(army: string, commander: string, onTable: boolean) {
  const to = army ? msg(str`To ${army}.`) : msg(str`Commander: ${commander}.`);
  return onTable ? to : `${to} ${msg('The price is extrapolated, not on the table (R6).')}`;
}

/**
 * The unit "Add to army" sent last, while its roster stays as adding it left it: that roster's cards before (and,
 * once it has added the unit, after), and what was paid from "I have" (null: nothing).
 */
interface Added {
  /** The roster's id (a commander may have two; the controller follows this commander's only). */
  readonly roster: string;
  readonly name: string;
  readonly army: string;
  readonly before: string;
  after?: string;
  paid: number | null;
}

const cardsOf = (roster: RosterChangeDetail) => JSON.stringify(roster.cards);

/** The widget's link to the `<army-roster>` of its commander: the army it names, "Add to army", what that did. */
export class ArmyLink {
  /** What the last "Add to army" did, or why it refused, announced once. */
  #sent: Sent = { text: '', refused: false };
  readonly #host: Host;
  /** The `<army-roster>` of this commander: its name is said next to "Add to army". */
  readonly #rosters: RostersController;
  #added: Added | undefined;
  /** The view last drawn: "I have" as it is now. */
  #view: AddView | undefined;

  constructor(host: Host) {
    this.#host = host;
    this.#rosters = new RostersController(host, {
      commander: () => host.commander,
      onRoster: (roster) => this.#heard(roster),
    });
  }

  #add(view: AddView) {
    const { commander, name, quest } = view.attrs;
    const roster = this.#rosters.mine;
    const { budget } = view.reading;
    // Linked first: a roster whose code is loaded adds the unit, and says so, while the event is being sent.
    const added: Added | undefined = roster && {
      roster: roster.roster ?? '',
      name: name.trim(),
      army: roster.name.trim() || commander.trim(),
      before: cardsOf(roster),
      paid: null,
    };
    this.#added = added;
    // A click is outside an update: what it did is said in the widget's language all the same.
    const { sent, budgetLeft } = inLanguage(this.#host.languages.language, () =>
      addToArmy({ host: this.#host, reading: view.reading, commander, name, quest }),
    );
    if (budgetLeft !== null) view.onPaid(budgetLeft);
    this.#sent = sent;
    if (sent.refused) this.#added = undefined;
    else if (added && budget !== null && budgetLeft !== null) added.paid = budget - budgetLeft;
    this.#host.requestUpdate();
  }

  /**
   * The roster of the unit just added changed: once back to its cards before the add (its Undo took the unit back),
   * what was paid for it is back in "I have"; any other change ends the link (the add is no longer its last step).
   */
  #heard(roster: RosterChangeDetail) {
    const added = this.#added;
    if (!added || (roster.roster ?? '') !== added.roster) return; // the commander's other roster
    const cards = cardsOf(roster);
    if (added.after === undefined) {
      if (cards !== added.before) added.after = cards; // the roster has added it
      return;
    }
    if (cards === added.after) return; // announced again, unchanged
    this.#added = undefined;
    if (cards !== added.before) return;
    const view = this.#view;
    let refund: number | null = null;
    if (view && added.paid !== null && view.reading.budget !== null) {
      refund = added.paid;
      view.onPaid(view.reading.budget + refund);
    }
    this.#sent = {
      text: inLanguage(this.#host.languages.language, () =>
        refund === null
          ? msg(str`${added.army} took ${added.name} back: it is not in the army.`)
          : msg(str`${added.army} took ${added.name} back: ${lunari(refund)} are back in "I have".`),
      ),
      refused: false,
    };
    this.#host.requestUpdate();
  }

  /** The unit to add (its form drawn while open), the button with its price, and what the last press did. */
  render(view: AddView) {
    this.#view = view;
    const { reading } = view;
    const army = this.#rosters.mine?.name.trim() ?? '';
    const { unit, strength } = reading;
    const named = view.attrs.name.trim() !== '';
    const recruit = recruitOrWhy(reading, view.attrs.name);
    const shownRole = readUnit({ name: '-', strength: '0', role: view.attrs.unitRole });
    const summary = [
      named ? view.attrs.name.trim() : msg('unnamed'),
      strength === null ? null : msg(str`Strength ${formatNumber(strength)}`),
      shownRole.ok ? roleName(shownRole.unit.role) : null,
      unit?.path ? pathName(unit.path) : null,
      ...(unit?.traits ?? []).map(traitName),
    ].filter((part): part is string => !!part);
    /** A choice among the rules' words; `blank` names a '' option first (none when null). */
    const select = ({ label, key, value, blank, options, named: nameOf }: Choice) =>
      html`<label class="field"
        >${label}
        <select @change=${(event: Event) => view.onType(key, (event.target as HTMLSelectElement).value)}>
          ${(blank === null ? options : ['', ...options]).map(
            (option) =>
              html`<option value=${option} ?selected=${option === value}>${option ? nameOf(option) : blank}</option>`,
          )}
        </select></label
      >`;
    return html`<div class="add">
      ${view.unitForm.details(
        msg(html`Unit to add: <span id="unit-summary">${summary.join(', ')}</span>`),
        () =>
          html`<div class="fields">
            ${field(view, { label: msg('Name'), key: 'name', bad: !named })}
            ${select({
              label: msg('Role'),
              key: 'unitRole',
              value: shownRole.ok ? shownRole.unit.role : '',
              blank: shownRole.ok ? null : msg('Choose a role'),
              options: ROLES,
              named: (role) => roleName(role as Role),
            })}
            ${select({
              label: msg('Path'),
              key: 'path',
              value: unit?.path ?? '',
              blank: msg('None'),
              options: PATHS,
              named: (path) => pathName(path as Path),
            })}
            ${field(view, { label: msg('Traits'), key: 'traits' })}
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
              ? msg('Add to army')
              : recruit.onTable
                ? msg(str`Add to army for ${lunari(recruit.price)}`)
                : msg(str`Add to army for ${lunari(recruit.price)} (extrapolated)`)
          }
        </button>
        <span id="add-hint" class="note muted"
          >${'why' in recruit ? recruit.why : addHint(army, view.attrs.commander.trim(), recruit.onTable)}</span
        >
      </div>
      <p class="sent ${this.#sent.refused ? 'refused' : ''}" role="status">${this.#sent.text}</p>
    </div>`;
  }
}
