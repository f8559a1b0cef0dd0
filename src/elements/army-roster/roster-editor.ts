import { html, nothing } from 'lit';
import { MAX_TRAININGS } from '../../rules/economy/index.js';
import { PATHS, ROLES } from '../../rules/core/index.js';
import { parseUnit } from '../../rules/core/index.js';
import { renderProblems } from '../../shared/problems.js';
import { viewCard, type RosterEntry } from './roster-state.js';
import { capital } from '../../shared/words.js';

/** The unit being written in the editor: the fields of a {@link RosterEntry}, as typed. */
export type Draft = Pick<RosterEntry, 'name' | 'strength' | 'role' | 'path' | 'traits' | 'trained' | 'owner' | 'quest'>;

export const emptyDraft = (): Draft => ({
  name: '',
  strength: '',
  role: 'trooper',
  path: '',
  traits: '',
  trained: '0',
  owner: '',
  quest: false,
});

/** The editor's draft of a card; a role or path the rules read ("Soldier" → trooper) is shown as read. */
export function draftOf({ name, strength, role, path, traits, trained, owner, quest }: RosterEntry): Draft {
  const asRole = parseUnit({ strength: '0', role });
  const onPath = parseUnit({ strength: '0', path });
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

/** A labelled text field of the draft; `name` is the draft's field it edits. */
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
      placeholder=${opts.hint ?? nothing}
      inputmode=${opts.numeric ? 'numeric' : nothing}
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
          : html`<option value=${field.current} selected>${field.current} (unknown)</option>`
      }
      ${field.values.map((v) => html`<option value=${v} ?selected=${v === field.current}>${text(v)}</option>`)}
    </select></label
  >`;

/** What stops the draft from being saved: the rules package's reading of it (AC-UN-1…3, AC-EC-4), and a name. */
export function draftErrors(draft: Draft): string[] {
  const view = viewCard({ ...draft, id: '', written: false, pile: 'hand' });
  return [...(draft.name.trim() ? [] : ['Give the unit a name.']), ...view.errors];
}

export interface EditorHandlers {
  /** Any field typed or chosen: the field is the control's `name`. */
  readonly input: (e: Event) => void;
  readonly submit: (e: Event) => void;
  readonly cancel: () => void;
  readonly toggle: (e: Event) => void;
}

/**
 * The form that adds a unit, or edits one (`editing` is its name as shown). Errors are shown once the player
 * tries to save (`errors`), in the rules package's words.
 */
export function renderEditor(
  draft: Draft,
  state: { readonly open: boolean; readonly editing: string | null; readonly errors: readonly string[] },
  on: EditorHandlers,
) {
  const bad = (field: string) => state.errors.some((e) => e.includes(field));
  return html`<details class="editor" part="editor" .open=${state.open} @toggle=${on.toggle}>
    <summary>${state.editing === null ? 'Add a unit' : `Edit ${state.editing}`}</summary>
    <form @submit=${on.submit} @input=${on.input} @change=${on.input} novalidate>
      ${input('Name', 'name', draft.name, { bad: bad('name') })}
      ${input('Strength', 'strength', draft.strength, { hint: '3, or - for none', numeric: true, bad: bad('strength') })}
      ${select('Role', 'role', { values: ROLES, current: draft.role, bad: bad('role') }, (r) =>
        r === 'trooper' ? 'Trooper (plain)' : capital(r),
      )}
      ${select('Path', 'path', { values: ['', ...PATHS], current: draft.path, bad: bad('path') }, (p) =>
        p ? capital(p) : 'None',
      )}
      ${input('Traits', 'traits', draft.traits, { hint: 'reach fast' })}
      ${input('Times trained', 'trained', draft.trained, {
        hint: `0 to ${MAX_TRAININGS}`,
        numeric: true,
        bad: bad('trained'),
      })}
      ${input('Retinue owner', 'owner', draft.owner, { hint: "character's name" })}
      <label class="check"><input name="quest" type="checkbox" .checked=${draft.quest} /> Recruited by quest</label>
      ${renderProblems(state.errors)}
      <div class="row">
        <button class="primary" type="submit">${state.editing === null ? 'Add unit' : 'Save unit'}</button>
        ${state.editing === null ? nothing : html`<button type="button" @click=${on.cancel}>Cancel</button>`}
      </div>
    </form>
  </details>`;
}
