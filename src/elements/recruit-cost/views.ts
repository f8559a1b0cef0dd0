// What <recruit-cost> shows: its fields, the price line, the tables, the budget and "Add to army". Plain functions of
// the reading (reading.ts) to templates; every figure comes from the rules package.
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import { parseUnit, PATHS, ROLES } from '../../rules/core/index.js';
import {
  budgetCheck,
  strongestRecruit,
  type TrainingPlan,
  trainingPlan,
  trainingsWithin,
} from '../../rules/economy/index.js';
import { capital } from '../../shared/words.js';
import {
  fullyTrained,
  lunari,
  recruitingTable,
  recruitRuling,
  trainingPlanTable,
  trainingRuling,
  upkeepLine,
  weaponsNote,
} from './price-tables.js';
import { type Reading, type RecruitAttributes, recruitOrWhy } from './reading.js';

/** The properties a player may type into (the unit to add's among them). */
export type TypedKey = 'mode' | 'strength' | 'trained' | 'weapons' | 'budget' | 'name' | 'unitRole' | 'path' | 'traits';

/** What the views show and call back (the element owns the state). */
export interface RecruitView {
  readonly reading: Reading;
  readonly attrs: RecruitAttributes & { readonly commander: string; readonly compact: boolean };
  /** The name of the `<army-roster>` of this commander, as it last announced itself ('' until then). */
  readonly army: string;
  /** What the last "Add to army" did, or why it refused. */
  readonly sent: { readonly text: string; readonly refused: boolean };
  readonly onType: (key: TypedKey, value: string) => void;
  readonly onQuest: (checked: boolean) => void;
  readonly onAdd: () => void;
}

/** What one mode shows. */
export interface Figures {
  /** The `<output>` line. */
  readonly price: TemplateResult;
  /** What the price needs said next to it: R6 extrapolation, weapons, no training left. */
  readonly notes: TemplateResult | typeof nothing;
  readonly table: TemplateResult | typeof nothing;
  readonly upkeep: TemplateResult | typeof nothing;
  readonly plan: TrainingPlan | null;
}

/** A labelled text field bound to one string property; numeric ones bring up a number keyboard. */
export function field(
  label: string,
  value: string,
  set: (value: string) => void,
  opts: { numeric?: boolean; bad?: boolean } = {},
) {
  return html`<label class="field"
    >${label}
    <input
      type="text"
      inputmode=${opts.numeric ? 'numeric' : 'text'}
      autocomplete="off"
      .value=${value}
      aria-invalid=${opts.bad ? 'true' : 'false'}
      @input=${(event: Event) => set((event.target as HTMLInputElement).value)}
  /></label>`;
}

export function recruitingFields(view: RecruitView) {
  const { reading } = view;
  return html`${field('Strength', view.attrs.strength, (v) => view.onType('strength', v), {
      numeric: true,
      bad: reading.bad.has('strength'),
    })}
    <label class="check"
      ><input
        type="checkbox"
        .checked=${view.attrs.quest}
        @change=${(event: Event) => view.onQuest((event.target as HTMLInputElement).checked)}
      />After its quest</label
    >`;
}

export function trainingFields(view: RecruitView) {
  const { reading } = view;
  return html`${field('Strength now', view.attrs.strength, (v) => view.onType('strength', v), {
    numeric: true,
    bad: reading.bad.has('strength'),
  })}
  ${field('Times trained (0–3)', view.attrs.trained, (v) => view.onType('trained', v), {
    numeric: true,
    bad: reading.bad.has('trained'),
  })}
  ${field('Weapons to destroy', view.attrs.weapons, (v) => view.onType('weapons', v), {
    numeric: true,
    bad: reading.bad.has('weapons'),
  })}`;
}

/** The price line: the `<output>` with its label and the rule it comes from. */
function priceLine(view: RecruitView, label: string, result: string, rule: string) {
  return html`<p class="price">
    <label for="result" class=${view.attrs.compact ? 'visually-hidden' : ''}>${label}</label>
    <output id="result" part="result">${result}</output>
    <span class="rule">${rule}</span>
  </p>`;
}

export function recruitingFigures(view: RecruitView): Figures {
  const { reading } = view;
  const { strength, unit, quote } = reading;
  const quest = view.attrs.quest;
  const price = priceLine(
    view,
    strength === null ? 'Price to recruit' : `Price to recruit a Strength ${strength} unit`,
    quote ? (quote.onTable ? lunari(quote.lunari) : 'Not on the table') : '—',
    quest ? 'AC-EC-3, after its quest' : 'AC-EC-3',
  );
  const notes = quote && strength !== null && !quote.onTable ? recruitRuling(strength, quest, quote.lunari) : nothing;
  return {
    price,
    notes,
    table: recruitingTable(strength, quest),
    upkeep: unit ? upkeepLine('Upkeep once recruited', unit) : nothing,
    plan: null,
  };
}

export function trainingFigures(view: RecruitView): Figures {
  const { reading } = view;
  const { strength, trained, weapons, unit } = reading;
  const plan =
    strength === null || trained === null ? null : trainingPlan({ strength, timesTrained: trained, weapons }); // AC-EC-4/5
  const next = plan?.trainings[0];
  const price = priceLine(
    view,
    next ? `Next training, to Strength ${next.newStrength}` : 'Next training',
    !plan ? '—' : !next ? 'No training left' : next.onTable ? lunari(next.lunari) : 'Not on the table',
    'AC-EC-4',
  );
  const notes = html`${plan && !next ? fullyTrained() : nothing}
  ${next && !next.onTable ? trainingRuling(next.newStrength, next.lunari) : nothing}
  ${next && weapons > 0 ? weaponsNote(next, weapons) : nothing}`;
  const upkeepPreview =
    unit && next
      ? upkeepLine('Upkeep after this training', { ...unit, strength: next.newStrength }, unit)
      : unit
        ? upkeepLine('Upkeep', unit)
        : nothing;
  return { price, notes, table: plan ? trainingPlanTable(plan) : nothing, upkeep: upkeepPreview, plan };
}

/** "I have N lunari": what it pays for, in the mode shown. */
export function budgetPanel(view: RecruitView, plan: TrainingPlan | null) {
  const { reading } = view;
  const { budget, mode, quote } = reading;
  let says: string | TemplateResult = '';
  if (budget !== null && mode === 'recruit') {
    const best = strongestRecruit(budget, { quest: view.attrs.quest }); // AC-EC-3
    const after = view.attrs.quest ? ' after its quest' : '';
    const reach = best
      ? `With ${lunari(budget)} you can recruit up to Strength ${best.strength}${after} (${lunari(best.lunari)}).`
      : `${lunari(budget)} is not enough for any unit on the table${after}.`;
    const check = quote ? budgetCheck(budget, quote.lunari) : null;
    const extrapolated = quote && !quote.onTable ? ' extrapolated' : '';
    const forThis = check
      ? check.enough
        ? `Enough for this unit's${extrapolated} price: ${lunari(check.left)} left. `
        : `Not enough for this unit's${extrapolated} price: ${lunari(check.short)} short. `
      : '';
    says = `${forThis}${reach}`;
  } else if (budget !== null && plan) {
    says = budgetForTraining(plan, budget);
  }
  return html`<div part="budget" class="budget">
    ${field('I have (lunari)', view.attrs.budget, (v) => view.onType('budget', v), {
      numeric: true,
      bad: reading.bad.has('budget'),
    })}
    ${says ? html`<p class="note" aria-live="polite">${says}</p>` : nothing}
  </div>`;
}

function budgetForTraining(plan: TrainingPlan, budget: number): string {
  const next = plan.trainings[0];
  if (!next) return 'No training left to pay for.';
  const within = trainingsWithin(plan, budget); // AC-EC-4, AC-EC-5
  if (within.count === 0)
    return `Not enough for the next training: ${lunari(budgetCheck(budget, next.lunari).short)} short.`;
  const { count } = within;
  const all = count === plan.trainings.length;
  const which = !all
    ? count === 1
      ? 'the next training'
      : `the next ${count} trainings`
    : (['the last training', 'both trainings left'][count - 1] ?? `all ${count} trainings left`);
  return `Enough for ${which} (${lunari(within.lunari)}): ${lunari(within.left)} left.`;
}

/** "Add to army": the unit form and the button, only when there is a commander to send to. */
export function addPanel(view: RecruitView) {
  const { reading } = view;
  if (!view.attrs.commander.trim()) return nothing;
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
  const select = (
    label: string,
    value: string,
    blank: string | null,
    options: readonly string[],
    set: (v: string) => void,
  ) =>
    html`<label class="field"
      >${label}
      <select @change=${(event: Event) => set((event.target as HTMLSelectElement).value)}>
        ${(blank === null ? options : ['', ...options]).map(
          (option) => html`<option value=${option} ?selected=${option === value}>${capital(option) || blank}</option>`,
        )}
      </select></label
    >`;
  return html`<div class="add">
    <details>
      <summary>Unit to add: <span id="unit-summary">${summary.join(', ')}</span></summary>
      <div class="fields">
        ${field('Name', view.attrs.name, (v) => view.onType('name', v), { bad: !named })}
        ${select('Role', shownRole.ok ? shownRole.unit.role : '', shownRole.ok ? null : 'Choose a role', ROLES, (v) => view.onType('unitRole', v))}
        ${select('Path', unit?.path ?? '', 'None', PATHS, (v) => view.onType('path', v))}
        ${field('Traits', view.attrs.traits, (v) => view.onType('traits', v))}
      </div>
    </details>
    <div class="actions">
      <!-- Unavailable while it can only refuse, but still focusable: adding can leave the budget short. -->
      <button
        class="primary"
        part="add"
        type="button"
        aria-describedby="unit-summary add-hint"
        aria-disabled=${ifDefined('why' in recruit ? 'true' : undefined)}
        @click=${view.onAdd}
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
            : `${view.army ? `To ${view.army}` : `Commander: ${view.attrs.commander.trim()}`}.${recruit.onTable ? '' : ' The price is extrapolated, not on the table (R6).'}`
        }</span
      >
    </div>
    <p class="sent ${view.sent.refused ? 'refused' : ''}" role="status">${view.sent.text}</p>
  </div>`;
}
