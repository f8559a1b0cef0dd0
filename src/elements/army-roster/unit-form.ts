// "Add a unit" (loaded on first open, or when a card's "Edit" is pressed): the form that adds a unit to the roster or
// edits one of its cards, read by the rules package before it is saved.
import { msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import { type LooseUnit, type Path, PATHS, readUnit, type Role, ROLES } from '../../rules/core/index.js';
import { MAX_TRAININGS } from '../../rules/economy/index.js';
import { inLanguage } from '../../shared/localize.js';
import { renderProblems } from '../../shared/problems.js';
import { pathName, roleName } from '../../shared/terms.js';
import type { RosterHost, RosterStep } from './roster-record.js';
import { type CardView, readTrained, type RosterEntry, type RosterState, viewCard } from './roster-state.js';
import { newId } from './roster-steps.js';

export const styles = css`
  label.check {
    display: flex;
    gap: var(--_space-m);
  }

  .editor form {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
    gap: var(--_space-m) var(--_space-l);
    padding-block: var(--_space-m);
  }

  .editor form > .row,
  .editor form > .problems,
  .editor form > .check {
    grid-column: 1 / -1;
  }
`;

/** The unit being written in the editor (its form): the fields of a {@link RosterEntry}, as typed. */
export type UnitForm = Pick<
  RosterEntry,
  'name' | 'strength' | 'role' | 'path' | 'traits' | 'trained' | 'owner' | 'quest'
>;

export const emptyUnitForm = (): UnitForm => ({
  name: '',
  strength: '',
  role: 'trooper',
  path: '',
  traits: '',
  trained: '0',
  owner: '',
  quest: false,
});

/** The editor's form of a card; a role or path the rules read ("Soldier" → trooper) is shown as read. */
export function unitFormOf({ name, strength, role, path, traits, trained, owner, quest }: RosterEntry): UnitForm {
  const asRole = readUnit({ strength: '0', role });
  const onPath = readUnit({ strength: '0', path });
  return {
    name,
    strength,
    role: asRole.ok ? asRole.unit.role : role,
    path: onPath.ok ? (onPath.unit.path ?? '') : path,
    traits,
    trained,
    owner,
    quest,
  };
}

/** A labelled text field of the form; `name` is the form's field it edits. */
const input = (
  label: string,
  name: string,
  value: string,
  opts: { readonly hint?: string; readonly numeric?: boolean; readonly bad?: boolean } = {},
) =>
  html`<label
    >${label}
    <input
      name=${name}
      autocomplete="off"
      placeholder=${ifDefined(opts.hint)}
      inputmode=${ifDefined(opts.numeric ? 'numeric' : undefined)}
      .value=${value}
      aria-invalid=${opts.bad ?? false}
  /></label>`;

/** A labelled select; the current value is kept as an option when it is not one of them (a bad role as written). */
const select = (
  label: string,
  name: string,
  field: { readonly values: readonly string[]; readonly current: string; readonly bad: boolean },
  text: (value: string) => string,
) =>
  html`<label
    >${label}
    <select name=${name} aria-invalid=${field.bad}>
      ${
        field.values.includes(field.current)
          ? nothing
          : html`<option value=${field.current} selected>${msg(str`${field.current} (unknown)`)}</option>`
      }
      ${field.values.map((v) => html`<option value=${v} ?selected=${v === field.current}>${text(v)}</option>`)}
    </select></label
  >`;

/** What stops the form from being saved: the rules package's reading of it (AC-UN-1…3, AC-EC-4), and a name. */
export function unitFormErrors(form: UnitForm): string[] {
  const view = viewCard({ ...form, id: '', written: false, pile: 'hand' });
  return [...(form.name.trim() ? [] : [msg('Give the unit a name.')]), ...view.errors];
}

/** The fields that stop the form from being saved, read field by field: whatever language the errors are in. */
function badFields(form: UnitForm): ReadonlySet<string> {
  const reads = (field: LooseUnit) => readUnit({ strength: '0', ...field }).ok;
  const bad = {
    name: !form.name.trim(),
    strength: !reads({ strength: form.strength }),
    role: !reads({ role: form.role }),
    path: !reads({ path: form.path }),
    trained: typeof readTrained(form.trained) === 'string',
  };
  return new Set(Object.keys(bad).filter((field) => bad[field as keyof typeof bad]));
}

/** A unit added in the form, or one of the roster's cards edited (`editing`: its id). */
export function saveCard(roster: RosterState, fields: UnitForm, editing?: string): RosterStep {
  if (editing)
    return {
      state: { ...roster, cards: roster.cards.map((c) => (c.id === editing ? { ...c, ...fields } : c)) },
      label: msg(str`Edited ${fields.name}`),
    };
  const card: RosterEntry = { ...fields, id: newId(roster.cards, fields.name), written: false, pile: 'hand' };
  return { state: { ...roster, cards: [...roster.cards, card] }, label: msg(str`Added ${fields.name}`) };
}

export interface EditorHandlers {
  /** Any field typed or chosen: the field is the control's `name`. */
  readonly input: (e: Event) => void;
  readonly submit: (e: Event) => void;
  readonly cancel: () => void;
}

/** What the form needs of the roster: the card being edited, how a saved unit is kept, and its panel opened. */
export interface FormOptions {
  /** The card with this id, while it is in the roster. */
  readonly cardOf: (id: string) => CardView | undefined;
  /** Saves the form's unit: a new card, or the card `editing` (its id). */
  readonly save: (fields: UnitForm, editing: string | undefined) => void;
  /** Opens the form's panel. */
  readonly open: () => void;
}

/**
 * The form that adds or edits a unit: what is typed, which card it edits, and what stops it from being saved (the
 * rules' reading, once the player tries to save).
 */
export class UnitFormController {
  form: UnitForm = emptyUnitForm();
  readonly #host: RosterHost;
  readonly #options: FormOptions;
  #editing: string | null = null;
  #errors: readonly string[] = [];
  /** The fields named by the errors shown. */
  #bad: ReadonlySet<string> = new Set();

  constructor(host: RosterHost, options: FormOptions) {
    this.#host = host;
    this.#options = options;
  }

  /** The form's frame: the name of the card edited (null when adding), the errors shown and the fields they name. */
  get state() {
    const editing = this.#editing && (this.#options.cardOf(this.#editing)?.entry.name || msg('unit'));
    return { editing, errors: this.#errors, bad: this.#bad };
  }

  #showErrors(errors: readonly string[]) {
    this.#errors = errors;
    this.#bad = errors.length ? badFields(this.form) : new Set();
  }

  /** Opens the form on a card, its first field focused. */
  edit(id: string) {
    const view = this.#options.cardOf(id);
    if (!view) return;
    this.#editing = id;
    this.form = unitFormOf(view.entry);
    this.#showErrors(view.errors);
    this.#options.open();
    this.#host.requestUpdate();
    void this.#host.updateComplete.then(() =>
      this.#host.renderRoot.querySelector<HTMLInputElement>('.editor input')?.focus(),
    );
  }

  /** The card is gone: the form stops editing it. */
  forget(id: string) {
    if (this.#editing === id) this.#close();
  }

  #close() {
    this.#editing = null;
    this.form = emptyUnitForm();
    this.#showErrors([]);
    this.#host.requestUpdate();
  }

  readonly on: EditorHandlers = {
    input: (e: Event) => {
      const field = e.target as HTMLInputElement;
      if (!field.name) return;
      this.form = { ...this.form, [field.name]: field.type === 'checkbox' ? field.checked : field.value };
      this.#host.requestUpdate();
    },
    submit: (e: Event) => {
      e.preventDefault();
      this.#showErrors(inLanguage(this.#host.languages.language, () => unitFormErrors(this.form)));
      this.#host.requestUpdate();
      if (this.#errors.length) return;
      const fields = { ...this.form, name: this.form.name.trim(), strength: this.form.strength.trim() };
      const editing = this.#editing ? this.#options.cardOf(this.#editing)?.entry.id : undefined;
      this.#options.save(fields, editing);
      this.#close();
    },
    cancel: () => this.#close(),
  };
}

/**
 * The form that adds a unit, or edits one (its panel's summary says which). Errors are shown once the player tries
 * to save, in the rules package's words.
 */
export function renderEditor(editor: UnitFormController) {
  const { form, state, on } = editor;
  const bad = (field: string) => state.bad.has(field);
  return html`<form @submit=${on.submit} @input=${on.input} @change=${on.input} novalidate>
    ${input(msg('Name'), 'name', form.name, { bad: bad('name') })}
    ${input(msg('Strength'), 'strength', form.strength, {
      hint: msg('3, or - for none'),
      numeric: true,
      bad: bad('strength'),
    })}
    ${select(msg('Role'), 'role', { values: ROLES, current: form.role, bad: bad('role') }, (r) =>
      r === 'trooper' ? msg('Trooper (plain)') : roleName(r as Role),
    )}
    ${select(msg('Path'), 'path', { values: ['', ...PATHS], current: form.path, bad: bad('path') }, (p) =>
      p ? pathName(p as Path) : msg('None'),
    )}
    ${
      // The rules' trait words, as they are written in every language.
      input(msg('Traits'), 'traits', form.traits, { hint: 'reach fast' })
    }
    ${input(msg('Times trained'), 'trained', form.trained, {
      hint: msg(str`0 to ${MAX_TRAININGS}`),
      numeric: true,
      bad: bad('trained'),
    })}
    ${input(msg('Retinue owner'), 'owner', form.owner, { hint: msg("character's name") })}
    <label class="check"
      ><input name="quest" type="checkbox" .checked=${form.quest} /> ${msg('Recruited by quest')}</label
    >
    ${renderProblems(state.errors)}
    <div class="row">
      <button class="primary" type="submit">${state.editing === null ? msg('Add unit') : msg('Save unit')}</button>
      ${state.editing === null ? nothing : html`<button type="button" @click=${on.cancel}>${msg('Cancel')}</button>`}
    </div>
  </form>`;
}
