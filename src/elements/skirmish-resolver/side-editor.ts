// One side of the Skirmish: where its unit comes from (slotted `<army-unit>`, a roster card in hand,
// or the inline form), its other adds, and its commander (power-editor.ts, drawn while open); after the first frame,
// how it rolls and what it adds before the die (before-the-die.ts).
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { PATHS, type Role, ROLES, type Unit, type UnitParse } from '../../rules/core/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import { renderProblems } from '../../shared/problems.js';
import { pathName, pileName, roleName, sideName, traitName } from '../../shared/terms.js';
import { beforeSpace, otherAddsSpace } from './after-space.js';
import type { PowerEdits } from './power-editor.js';
import type * as After from './resolver-after.js';
import type { DiscardSetup, SideSetup, UnitForm, UnitSource } from './side-setup.js';
import type { DefensePlay, SkirmishView } from './skirmish-view.js';

export interface SideEdits extends PowerEdits {
  source(side: SideName, source: UnitSource): void;
  form(side: SideName, change: Partial<UnitForm>): void;
  otherBonus(side: SideName, text: string): void;
  defensePlay(play: DefensePlay): void;
}

const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;

/** `card:<commander>:<roster>:<id>`, each part URI-encoded, as a select option value. */
const cardValue = (commander: string, roster: string, id: string) =>
  ['card', commander, roster, id].map(encodeURIComponent).join(':');

function readSource(text: string): UnitSource {
  const [kind, commander = '', roster = '', id = ''] = text.split(':').map(decodeURIComponent);
  if (kind === 'card') return { kind, commander, roster, id };
  if (kind === 'hand') return { kind: 'auto' };
  return { kind: kind === 'slot' ? 'slot' : 'inline' };
}

/** AC-UN-2: our `trooper` is what the cards call a plain unit. */
export const unitRole = (role: Role) => (role === 'trooper' ? msg('Trooper (plain)') : roleName(role));

/** "Strength 3 · Aggressor · Steel · reach". */
export const unitLine = (unit: Unit): string =>
  [
    msg(str`Strength ${unit.strength ?? '-'}`),
    unitRole(unit.role),
    ...(unit.path ? [pathName(unit.path)] : []),
    ...(unit.traits ?? []).map(traitName),
  ].join(' · ');

/** A text field whose label reads, for screen readers, "Offense Name". */
function text(
  side: SideName,
  key: keyof UnitForm,
  label: string,
  form: UnitForm,
  edits: SideEdits,
  placeholder: string,
  invalid = false,
) {
  return html`<label class="field ${key}"
    ><span class="visually-hidden">${sideName(side)} </span>${label}<input
      id="${side}-${key}"
      placeholder=${placeholder}
      autocomplete="off"
      aria-invalid=${invalid}
      .value=${form[key]}
      @input=${(e: Event) => edits.form(side, { [key]: value(e) })}
  /></label>`;
}

function formFields(side: SideName, form: UnitForm, badStrength: boolean, edits: SideEdits) {
  const choose = (key: 'role' | 'path', label: string, options: [string, string][]) => {
    const id = `${side}-${key}`;
    return html`<div class="field ${key}">
      <label for=${id}><span class="visually-hidden">${sideName(side)} </span>${label}</label>
      <select id=${id} @change=${(e: Event) => edits.form(side, { [key]: value(e) })}>
        ${options.map(([v, l]) => html`<option value=${v} .selected=${form[key] === v}>${l}</option>`)}
      </select>
    </div>`;
  };
  return html`<div class="unit-form">
    ${text(side, 'name', msg('Name'), form, edits, msg('e.g. Spearmen'))}
    ${text(side, 'strength', msg('Strength'), form, edits, msg('0–9 or -'), badStrength)}
    ${choose(
      'role',
      msg('Role'),
      ROLES.map((r) => [r, unitRole(r)]),
    )}
    ${choose('path', msg('Path'), [['', msg('no Path')], ...PATHS.map((p): [string, string] => [p, pathName(p)])])}
    ${text(side, 'traits', msg('Traits'), form, edits, `${msg('e.g.')} reach ranged`)}
  </div>`;
}

/** Whether the unit may come from a roster's cards (a select then offers them), else only the page or the form. */
const fromRosters = ({ side, view }: SidePanel) =>
  view.sides[side].picks.length > 0 || view.sides[side].source === 'card';

/** With the `<army-unit>` on the page and no roster: a button to type another unit instead, or to go back to it. */
function slotToggle(panel: SidePanel) {
  const { side, view, slotted, edits } = panel;
  if (!slotted || fromRosters(panel)) return nothing;
  const typing = view.sides[side].source === 'inline';
  const label = typing
    ? slotted.ok
      ? msg(str`Use ${slotted.unit.name} from the page`)
      : msg('Use the unit from the page')
    : msg('Type another unit');
  return html`<button
    type="button"
    class="link"
    aria-label="${sideName(side)}: ${label}"
    @click=${() => edits.source(side, { kind: typing ? 'slot' : 'inline' })}
  >
    ${label}
  </button>`;
}

/** The choice of a roster's card in hand (or the form); only shown when a roster offers cards. */
function sourceChoice(panel: SidePanel) {
  const { side, view, setup, slotted, edits } = panel;
  const reading = view.sides[side];
  const picks = reading.picks;
  if (!fromRosters(panel)) return nothing;
  const chosen =
    reading.source === 'card' && setup.source.kind === 'card'
      ? cardValue(setup.source.commander, setup.source.roster, setup.source.id)
      : reading.source;
  const opt = (v: string, label: string) => html`<option value=${v} .selected=${v === chosen}>${label}</option>`;
  const listed = picks.some((p) =>
    p.cards.some((c) => cardValue(p.roster.commander, p.roster.roster ?? '', c.id) === chosen),
  );
  return html`<label for="${side}-source">${side === 'offense' ? msg('Offense unit') : msg('Defense unit')}</label>
    <select id="${side}-source" @change=${(e: Event) => edits.source(side, readSource(value(e)))}>
      ${reading.source === 'hand' ? opt('hand', msg('Choose a card in hand…')) : nothing}
      ${slotted ? opt('slot', slotted.ok ? msg(str`On the page: ${slotted.unit.name}`) : msg('On the page: unreadable unit')) : nothing}
      ${picks.map(
        ({ roster, cards }) =>
          html`<optgroup label=${msg(str`${roster.name}: in hand`)}>
            ${cards.map((c) => opt(cardValue(roster.commander, roster.roster ?? '', c.id), `${c.unit.name} (${unitLine(c.unit)})`))}
          </optgroup>`,
      )}
      ${
        reading.source === 'card' && !listed && reading.unit
          ? opt(
              chosen,
              reading.pile
                ? msg(str`${reading.unit.name} (now ${pileName(reading.pile).toLowerCase()})`)
                : msg(str`${reading.unit.name} (now gone)`),
            )
          : nothing
      }
      ${opt('inline', msg('Type a unit…'))}
    </select>`;
}

/** Plays a card, Passes (AC-MO-7) or is Unable (R3): the last two make the Offense Unopposed. */
function defensePlay(play: DefensePlay, edits: SideEdits) {
  // The rule codes stay visible but out of the radios' names: a screen reader says "Passes", not "A C M O 7".
  const choices: [DefensePlay, string, string][] = [
    ['card', msg('plays a card'), ''],
    ['pass', msg('Passes'), 'AC-MO-7'],
    ['unable', msg('is Unable'), 'R3'],
  ];
  return html`<fieldset class="plays">
    <legend>${msg('The Defense…')}</legend>
    ${choices.map(
      ([v, label, code]) =>
        html`<label class="check"
          ><input
            type="radio"
            name="defense-play"
            .checked=${play === v}
            @change=${() => edits.defensePlay(v)}
          />${label}${code ? html` <span class="rule" aria-hidden="true">${code}</span>` : nothing}</label
        >`,
    )}
  </fieldset>`;
}

/** What one side's panel shows and calls back. */
export interface SidePanel {
  readonly side: SideName;
  readonly view: SkirmishView;
  readonly setup: SideSetup;
  /** The `<army-unit>` slotted for this side, as read; null when none. */
  readonly slotted: UnitParse | null;
  readonly play: DefensePlay;
  readonly discards: readonly DiscardSetup[];
  readonly edits: SideEdits;
  /** The commander section, drawn by the element (its content is loaded when it opens). */
  readonly commander: unknown;
  /** What comes after the first frame (the breakdown before the die, the hint), once its code is here. */
  readonly after: typeof After | undefined;
}

/**
 * One side's panel.
 * @example renderSide({ side: 'offense', view, setup, slotted, play: 'card', discards, edits, commander })
 */
export function renderSide(panel: SidePanel): TemplateResult {
  const { side, view, setup, play, discards, edits, after } = panel;
  const reading = view.sides[side];
  const noCard = side === 'defense' && play !== 'card';
  const badStrength = reading.problems.some((p) => p.startsWith('strength'));
  return html`<section class="side ${side}" part="side ${side}" aria-labelledby="${side}-title">
    <h3 id="${side}-title">
      ${sideName(side)} ${reading.commanderName ? html`<span class="muted">· ${reading.commanderName}</span>` : nothing}
    </h3>
    ${side === 'defense' ? defensePlay(play, edits) : nothing}
    ${
      noCard
        ? html`<p class="note">
            ${msg('No Defense card: the Offense is Unopposed and deals Morale damage (AC-MO-7).')}
          </p>`
        : html`${sourceChoice(panel)}
            ${
              reading.source === 'inline'
                ? formFields(side, setup.form, badStrength, edits)
                : reading.unit
                  ? html`<p><strong>${reading.unit.name}</strong> ${unitLine(reading.unit)}</p>`
                  : nothing
            }
            ${slotToggle(panel)}
            ${
              reading.pile && reading.pile !== 'hand'
                ? html`<p class="muted">
                    ${msg(str`This card is now in the ${pileName(reading.pile).toLowerCase()} pile.`)}
                  </p>`
                : nothing
            }
            ${renderProblems(reading.problems)}
            ${reading.warnings.length ? html`<p class="muted">${reading.warnings.join('; ')}</p>` : nothing}
            <label class="field"
              ><span class="visually-hidden">${sideName(side)} </span>${msg('Other adds')}<input
                id="${side}-other"
                inputmode="numeric"
                placeholder="+0"
                autocomplete="off"
                aria-describedby="${side}-other-hint"
                aria-invalid=${reading.problems.some((p) => p.startsWith('Other adds'))}
                .value=${setup.otherBonus}
                @input=${(e: Event) => edits.otherBonus(side, value(e))}
            /></label>
            ${
              after
                ? html`${after.otherAddsHint(side, reading.retinue)} ${after.renderBefore(side, view, discards)}`
                : html`${otherAddsSpace(reading.retinue)} ${beforeSpace(view.dice[side], view.modifiers[side])}`
            }`
    }
    ${panel.commander}
  </section>`;
}
