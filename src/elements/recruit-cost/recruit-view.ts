// What <recruit-cost> shows first: its fields, the price line with its notes, and the budget. Plain functions of the
// reading (recruit-state.ts) to templates; every figure comes from the rules package.
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import type { TrainingPlan } from '../../rules/economy/index.js';
import { formatNumber } from '../../shared/localize.js';
import { lunari } from '../../shared/words.js';
import { recruitRuling, upkeepLine } from './price-notes.js';
import type * as PriceTables from './price-tables.js';
import type { NumberField, Reading, RecruitAttributes, TypedKey } from './recruit-state.js';

/** What the views show and call back (the element owns the state). */
export interface RecruitView {
  readonly reading: Reading;
  readonly attrs: RecruitAttributes & { readonly commander: string; readonly compact: boolean };
  readonly onType: (key: TypedKey, value: string) => void;
  readonly onQuest: (checked: boolean) => void;
}

/** What one mode shows. */
export interface Figures {
  /** The `<output>` line. */
  readonly price: TemplateResult;
  /** What the price needs said next to it: R6 extrapolation, weapons, no training left. */
  readonly notes: TemplateResult | typeof nothing;
  /** Draws the table (the recruiting table, or the training plan) once its module has loaded; null: none to draw. */
  readonly table: ((tables: typeof PriceTables) => unknown) | null;
  readonly upkeep: TemplateResult | typeof nothing;
  /** The training plan (Training, with a readable Strength and times trained). */
  readonly plan: TrainingPlan | null;
}

/** A text field bound to one property a player may type into. */
interface Field {
  readonly label: string;
  readonly key: TypedKey;
  /** Brings up a number keyboard. */
  readonly numeric?: boolean;
  /** Holds something unreadable: marked `aria-invalid`. */
  readonly bad?: boolean;
}

/** A labelled text field bound to one string property; numeric ones bring up a number keyboard. */
export function field(view: RecruitView, { label, key, numeric = false, bad = false }: Field) {
  return html`<label class="field"
    >${label}
    <input
      type="text"
      inputmode=${numeric ? 'numeric' : 'text'}
      autocomplete="off"
      .value=${view.attrs[key]}
      aria-invalid=${bad ? 'true' : 'false'}
      @input=${(event: Event) => view.onType(key, (event.target as HTMLInputElement).value)}
  /></label>`;
}

/** A number field of the reading: marked when what it holds is unreadable. */
export const numberField = (view: RecruitView, { label, key }: Pick<Field, 'label'> & { readonly key: NumberField }) =>
  field(view, { label, key, numeric: true, bad: view.reading.bad.has(key) });

/** Recruiting or Training: the mode the price is for. */
export function modeChoice(view: RecruitView) {
  return html`<fieldset part="mode" class="mode">
    <legend class="visually-hidden">${msg('Price of')}</legend>
    ${(['recruit', 'train'] as const).map(
      (choice) =>
        html`<label
          ><input
            type="radio"
            name="mode"
            value=${choice}
            .checked=${view.reading.mode === choice}
            @change=${(event: Event) => view.onType('mode', (event.target as HTMLInputElement).value)}
          />${choice === 'recruit' ? msg('Recruiting') : msg('Training')}</label
        >`,
    )}
  </fieldset>`;
}

export function recruitingFields(view: RecruitView) {
  return html`${numberField(view, { label: msg('Strength'), key: 'strength' })}
    <label class="check"
      ><input
        type="checkbox"
        .checked=${view.attrs.quest}
        @change=${(event: Event) => view.onQuest((event.target as HTMLInputElement).checked)}
      />${msg('After its quest')}</label
    >`;
}

/** The price line: the `<output>` with its label, and the rule it comes from. */
interface PriceLine {
  readonly label: string;
  readonly result: string;
  readonly rule: string;
}

export function priceLine(view: RecruitView, { label, result, rule }: PriceLine) {
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
  const price = priceLine(view, {
    label:
      strength === null
        ? msg('Price to recruit')
        : msg(str`Price to recruit a Strength ${formatNumber(strength)} unit`),
    result: quote ? (quote.onTable ? lunari(quote.lunari) : msg('Not on the table')) : '—',
    rule: quest ? msg('AC-EC-3, after its quest') : 'AC-EC-3',
  });
  const notes =
    quote && strength !== null && !quote.onTable ? recruitRuling({ strength, quest, amount: quote.lunari }) : nothing;
  return {
    price,
    notes,
    table: (tables) => tables.recruitingTable(strength, quest),
    upkeep: unit ? upkeepLine({ label: msg('Upkeep once recruited'), unit }) : nothing,
    plan: null,
  };
}

/** "I have N lunari", and what it pays for in the mode shown (`says`). */
export const budgetPanel = (view: RecruitView, says: string) =>
  html`<div part="budget" class="budget">
    ${numberField(view, { label: msg('I have (lunari)'), key: 'budget' })}
    ${says ? html`<p class="note" aria-live="polite">${says}</p>` : nothing}
  </div>`;
