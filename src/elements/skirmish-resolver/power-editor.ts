// A side's commander: class from the AC-CP table with its power's text at hand, and the controls of
// the powers that change a Skirmish. What a power does is decided by the rules (applyCommanderPowers);
// this only collects the choices and shows what was applied or refused. Loaded when a commander section is
// opened or a commander has a class, with the powers themselves (side-powers.ts).
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { PATHS, ROLES } from '../../rules/core/index.js';
import {
  COMMANDER_CLASSES,
  commanderClass,
  type CommanderClassId,
  type PowerUsage,
  TACTICIAN_OPTIONS,
} from '../../rules/powers/index.js';
import { type SideName } from '../../rules/skirmish/index.js';
import { renderProblems } from '../../shared/problems.js';
import { classWords } from '../../shared/rule-words/classes.js';
import { powerWords } from '../../shared/rule-words/powers.js';
import { pathName, roleName, sideName } from '../../shared/terms.js';
import { SIDES } from './format.js';
import { commanderStyles as styles } from './power-editor.styles.js';
import { unitRole } from './side-editor.js';
import type { PowerSetup, SideSetup } from './side-setup.js';
import type { SkirmishView } from './skirmish-view.js';

export * from './side-powers.js';
export { styles };

export interface PowerEdits {
  power(side: SideName, change: Partial<PowerSetup>): void;
  npc(side: SideName, npc: boolean): void;
  /** Rolls the Illusionist's d6 with the element's dice. */
  rollIllusion(side: SideName): void;
}

const ROWS = ['guardian', 'healer', 'aggressor', 'savant'] as const;

/** The limited powers whose uses are counted per Battle (AC-CP). */
const COUNTED: readonly CommanderClassId[] = ['shapeshifter', 'evoker', 'psionicist', 'illusionist'];

const option = (value: string, label: string, chosen: string) =>
  html`<option value=${value} .selected=${value === chosen}>${label}</option>`;

/** A labelled select whose visible label is prefixed, for screen readers, by the side. */
function select(
  side: SideName,
  key: keyof PowerSetup,
  label: string | TemplateResult,
  options: TemplateResult | TemplateResult[],
  edits: PowerEdits,
) {
  const id = `${side}-${key}`;
  return html`<div class="field">
    <label for=${id}><span class="visually-hidden">${sideName(side)} </span>${label}</label>
    <select id=${id} @change=${(e: Event) => edits.power(side, { [key]: (e.target as HTMLSelectElement).value })}>
      ${options}
    </select>
  </div>`;
}

function check(
  side: SideName,
  key: 'changeRole' | 'psionic' | 'oathbound',
  label: string,
  on: boolean,
  edits: PowerEdits,
) {
  return html`<label class="check">
    <input
      type="checkbox"
      .checked=${on}
      @change=${(e: Event) => edits.power(side, { [key]: (e.target as HTMLInputElement).checked })}
    />
    <span><span class="visually-hidden">${sideName(side)}: </span>${label}</span>
  </label>`;
}

/** Which unit a power may target: either side, named by its unit. */
function targets(view: SkirmishView, chosen: string) {
  return [
    option('', msg('nobody'), chosen),
    ...SIDES.filter((s) => !view.unopposed || s === 'offense').map((s) =>
      option(s, `${sideName(s)}: ${view.sides[s].unit?.name ?? msg('its unit')}`, chosen),
    ),
  ];
}

/** The controls of the powers that need a decision in this Skirmish (AC-CP). */
function controls({ side, view, setup, edits }: CommanderPanel, id: CommanderClassId) {
  const p = setup.power;
  const unit = view.sides[side].unit?.name ?? msg('this card');
  switch (id) {
    case 'master-of-arms':
      return check(side, 'changeRole', msg(str`Make ${unit} an Aggressor`), p.changeRole, edits);
    case 'adept':
      return check(side, 'changeRole', msg(str`Make ${unit} a Guardian`), p.changeRole, edits);
    case 'shapeshifter':
      return select(
        side,
        'shapeshiftTo',
        msg(str`Give ${unit} the Role`),
        [
          option('', msg('its own'), p.shapeshiftTo),
          ...ROLES.filter((r) => r !== 'ritual').map((r) => option(r, unitRole(r), p.shapeshiftTo)),
        ],
        edits,
      );
    case 'evoker':
      return select(side, 'evokeFor', msg('Add 2 to'), targets(view, p.evokeFor), edits);
    case 'illusionist':
      return html`${select(side, 'illusionFor', msg('Add a d6 to'), targets(view, p.illusionFor), edits)}
        <div class="field">
          <label for="${side}-illusionRoll"
            ><span class="visually-hidden">${sideName(side)} </span>${msg("Illusionist's d6")}</label
          >
          <span class="actions">
            <input
              id="${side}-illusionRoll"
              class="die-input"
              inputmode="numeric"
              maxlength="1"
              aria-invalid=${p.illusionRoll.trim() !== '' && !/^[1-6]$/.test(p.illusionRoll.trim())}
              .value=${p.illusionRoll}
              @input=${(e: Event) => edits.power(side, { illusionRoll: (e.target as HTMLInputElement).value })}
            />
            <button type="button" @click=${() => edits.rollIllusion(side)}>
              ${msg('Roll it')}<span class="visually-hidden">
                (${side === 'offense' ? msg('Offense Illusionist') : msg('Defense Illusionist')})</span
              >
            </button>
          </span>
        </div>
        ${
          view.unrolled.includes(side)
            ? html`<p class="muted">
                ${msg('Not rolled yet: the chances count every face. Rolling the dice rolls it first; with real dice, type it.')}
              </p>`
            : nothing
        }`;
    case 'dervish':
      return select(
        side,
        'dervishAgainst',
        msg('Add 1 against (chosen today)'),
        [
          option('', msg('nothing chosen'), p.dervishAgainst),
          ...PATHS.map((path) => option(path, msg(str`Path: ${pathName(path)}`), p.dervishAgainst)),
          ...ROLES.map((role) => option(role, msg(str`Role: ${unitRole(role)}`), p.dervishAgainst)),
        ],
        edits,
      );
    case 'psionicist':
      return check(side, 'psionic', msg(str`${unit} was drawn at random from my shuffled hand`), p.psionic, edits);
    case 'oathbound':
      return check(side, 'oathbound', msg(str`${unit} is my designated unit this Battle`), p.oathbound, edits);
    default:
      return nothing; // automatic (Scout, Necromancer, Animist, Shaman) or no effect on a Skirmish
  }
}

/** What one side's commander section shows and calls back. */
export interface CommanderPanel {
  readonly side: SideName;
  readonly view: SkirmishView;
  readonly setup: SideSetup;
  /** This commander's limited powers used this Battle (AC-CP). */
  readonly usage: PowerUsage | undefined;
  readonly edits: PowerEdits;
}

/**
 * The commander section's summary: the class (and the benefit a Tactician took), and the uses of a power counted
 * per Battle.
 * @example commanderSummary({ side: 'offense', view, setup, usage, edits }) // → 'Commander: Evoker (used 1 of 3 this Battle)'
 */
export function commanderSummary({ side, view, setup, usage }: CommanderPanel): string {
  const cls = commanderClass(setup.power.classId);
  const id = view.sides[side].acting;
  const benefit = id ? commanderClass(id) : undefined;
  // Only uses that applyCommanderPowers counts (the Oathbound's limit is its one designation, not a use).
  const perBattle = id && COUNTED.includes(id) ? benefit?.limits.perBattle : undefined;
  const name = cls && id && id !== cls.id ? msg(str`${cls.name} as ${benefit?.name}`) : cls?.name;
  const commander = name ? msg(str`Commander: ${name}`) : msg('Commander');
  return perBattle ? msg(str`${commander} (used ${usage?.battle ?? 0} of ${perBattle} this Battle)`) : commander;
}

/**
 * The content of one side's commander section.
 * @example renderCommander({ side: 'offense', view, setup, usage, edits })
 */
export function renderCommander(panel: CommanderPanel): TemplateResult {
  const { side, view, setup, edits } = panel;
  const p = setup.power;
  const cls = commanderClass(p.classId);
  const id = view.sides[side].acting;
  const applied = view.applied.filter((a) => a.by === side);
  const refused = view.refused
    .filter((r) => r.power === id || r.power === cls?.id)
    .map((r) => powerWords(r.phrase, r.reason));
  const power = cls && classWords(cls);
  return html`${select(
      side,
      'classId',
      html`${msg('Commander class')} <span class="rule" aria-hidden="true">AC-CP</span>`,
      [
        option('', msg('none chosen'), p.classId),
        ...ROWS.map(
          (row) =>
            html`<optgroup label=${msg(str`${roleName(row)} row`)}>
              ${COMMANDER_CLASSES.filter((c) => c.role === row).map((c) =>
                option(c.id, `${c.name} (${pathName(c.path)})`, p.classId),
              )}
            </optgroup>`,
        ),
      ],
      edits,
    )}
    ${
      cls && power
        ? html`<p class="power-text">
            <strong>${cls.name}:</strong> ${power.text} <span class="muted">${msg(str`When: ${power.timing}.`)}</span>
            ${cls.affectsSkirmish ? nothing : html`<span class="muted">${msg('It does not change a Skirmish.')}</span>`}
          </p>`
        : nothing
    }
    ${
      cls?.id === 'tactician'
        ? select(
            side,
            'tacticianAs',
            msg('Benefit taken this Battle'),
            [
              option('', msg('none yet'), p.tacticianAs),
              ...TACTICIAN_OPTIONS.map((o) => option(o, commanderClass(o)!.name, p.tacticianAs)),
            ],
            edits,
          )
        : nothing
    }
    ${id ? controls(panel, id) : nothing}
    ${
      applied.length
        ? html`<ul
            class="applied"
            aria-label=${side === 'offense' ? msg('Offense powers applied') : msg('Defense powers applied')}
          >
            ${applied.map((a) => html`<li><span aria-hidden="true">✓ </span>${powerWords(a.phrase, a.text)}</li>`)}
          </ul>`
        : nothing
    }
    ${renderProblems([...view.sides[side].powerProblems, ...refused])}
    <label class="check">
      <input
        type="checkbox"
        .checked=${setup.npc}
        aria-describedby="${side}-npc-hint"
        @change=${(e: Event) => edits.npc(side, (e.target as HTMLInputElement).checked)}
      />
      <span><span class="visually-hidden">${sideName(side)}: </span>${msg('Non-player commander')}</span>
    </label>
    <span class="muted hint" id="${side}-npc-hint"
      >${msg('Saves a Killed unit with 3 Morale, not 1 Influence.')}</span
    >`;
}
