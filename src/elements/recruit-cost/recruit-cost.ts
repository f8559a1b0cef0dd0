import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { UnitRecruitEvent } from '../../events/index.js';
import {
  budgetCheck,
  MAX_TRAININGS,
  parseUnit,
  PATHS,
  recruitQuote,
  recruitTable,
  ROLES,
  strongestRecruit,
  trainingPlan,
  trainingsWithin,
  upkeep,
  upkeepCount,
  type TrainingPlan,
  type Unit,
} from '../../rules/index.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { recruitCostStyles } from './recruit-cost.styles.js';

type Mode = 'recruit' | 'train';

/** The attributes as read: each number is null when missing or wrong (then `problems` says why). */
interface Reading {
  readonly mode: Mode;
  readonly strength: number | null;
  readonly trained: number | null;
  readonly weapons: number;
  readonly budget: number | null;
  /** The unit "add to army" would send (null while it cannot be sent), and the one upkeep is shown for. */
  readonly unit: Unit | null;
  /** What stops the unit from being sent (bad role or path). */
  readonly unitErrors: readonly string[];
  /** The fields holding something unreadable, marked `aria-invalid`. */
  readonly bad: ReadonlySet<'strength' | 'trained' | 'weapons' | 'budget'>;
  readonly problems: readonly string[];
}

/** Far above any card, small enough that every price stays an ordinary number. */
const MOST = 999;
const MOST_LUNARI = 9_999_999;

/**
 * Reads a whole number typed by an author or a player. Empty text is "not given" (undefined); anything
 * else is a number 0…`most`, or a message in a game master's words.
 */
function readWhole(text: string, what: string, example: string, most = MOST): number | undefined | string {
  const typed = text.trim();
  if (typed === '') return undefined;
  const value = Number(typed);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(typed))
    return `${what}: write a whole number such as ${example}, not "${typed}".`;
  if (value < 0) return `${what} cannot be negative (${typed}).`;
  if (!Number.isInteger(value)) return `${what} is a whole number, not ${typed}.`;
  if (value > most) return `${what}: at most ${most}, not ${typed}.`;
  return value;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const lunari = (amount: number) => `${amount} lunari`;
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A price cell: extrapolated prices are marked with a star that screen readers hear as a word (R6). */
const priceCell = (amount: number, onTable: boolean) =>
  onTable
    ? html`${amount}`
    : html`${amount}<span aria-hidden="true">*</span><span class="visually-hidden"> (extrapolated)</span>`;

/**
 * @summary Recruiting and training prices in lunari (AC-EC-3, AC-EC-4, AC-EC-5), with the upkeep the unit will
 * cost per Day (AC-EC-1), what a budget pays for, and an "Add to army" button for an `<army-roster>`.
 *
 * `<recruit-cost strength="3">` shows 60 lunari; with `quest`, the price after the unit's quest (48). With
 * `mode="train"`, `strength` is the unit's current Strength and the widget prices the next training and plans
 * every one left (at most 3 per unit, one per Event), with weapons destroyed taking 5 lunari off each, for at
 * most half its price. Strength off the tables (recruiting 1–5, training up to 8) is "not on the table": the
 * tables' pattern is offered only as a labelled extrapolation (ruling R6).
 *
 * Bad attributes (`strength="abc"`, `trained="5"`, `budget="lots"`) are shown inline and warned once in the
 * console; the rest of the widget keeps working.
 *
 * @fires army-unit-recruit - "Add to army" (only shown with a `commander`): `detail` is `{ commander, unit,
 * lunari, timesTrained, quest }`; the `<army-roster>` with the same `commander` adds the unit.
 *
 * @csspart base - The widget's frame.
 * @csspart mode - The Recruiting / Training choice.
 * @csspart result - The `<output>` with the price in lunari (or "Not on the table", "No training left").
 * @csspart ruling - The note shown when a price is extrapolated (ruling R6).
 * @csspart table - The recruiting table, chosen row marked, or the training plan.
 * @csspart budget - The "I have N lunari" field and what it pays for.
 * @csspart add - The "Add to army" button.
 * @csspart problems - The list of what is wrong with the attributes or what was typed.
 *
 * @cssprop --army-accent - Marks the chosen row and the chosen mode; the "Add to army" button.
 * @cssprop --army-surface-raised - Background of the chosen row and of the mode choices.
 * @cssprop --army-warning-surface - Background of the extrapolation note (R6) and of problems.
 * @cssprop --army-warning-text - Text of the extrapolation note (R6) and of problems.
 * @cssprop --army-success - Text confirming that a unit was sent to an army.
 *
 * @example <recruit-cost strength="3" quest></recruit-cost>
 * @example <recruit-cost mode="train" strength="2" trained="1" weapons="4" budget="100"></recruit-cost>
 * @example <recruit-cost strength="3" commander="ayla" name="Spearmen" unit-role="aggressor" traits="reach"></recruit-cost>
 */
export class RecruitCost extends LitElement {
  static override styles = recruitCostStyles;

  /** `recruit` (the default) prices a new unit; `train` prices training a unit already in an army. */
  @property() mode = 'recruit';

  /** Strength of the unit to recruit, or its current Strength when training: a whole number. */
  @property() strength = '';

  /** Recruiting after the unit's quest is completed: the lower price (AC-EC-3). */
  @property({ type: Boolean }) quest = false;

  /** How many times the unit was already trained: 0 to 3 (AC-EC-4). */
  @property() trained = '';

  /** Weapon item cards to destroy to lower training prices (AC-EC-5). */
  @property() weapons = '';

  /** "I have N lunari": the widget says what that pays for. */
  @property() budget = '';

  /** Commander id of the `<army-roster>` that "Add to army" adds the unit to; no button without it. */
  @property() commander = '';

  /** Name of the unit that "Add to army" sends. */
  @property() name = '';

  /** Role of the unit to add (not `role`, which is an accessibility attribute on a visible element). */
  @property({ attribute: 'unit-role' }) unitRole = '';

  /** Path of the unit to add: steel, magic, faith, nature or mind; optional. */
  @property() path = '';

  /** Space-separated traits of the unit to add, e.g. `reach undead` (Undead pay no upkeep, AC-EC-1). */
  @property() traits = '';

  /** Lays the widget out small enough to sit in a line of rules text: the details fold away. */
  @property({ type: Boolean, reflect: true }) compact = false;

  /** What the last "Add to army" did, announced once. */
  @state() private sent = '';

  #reading!: Reading;

  protected override willUpdate() {
    this.#reading = this.#read();
  }

  protected override updated() {
    warnProblems(this, this.#reading.problems);
  }

  #read(): Reading {
    const problems: string[] = [];
    const bad = new Set<'strength' | 'trained' | 'weapons' | 'budget'>();
    /** The number read, `fallback` when nothing was written, null (and a problem) when it is unreadable. */
    const whole = (
      field: 'strength' | 'trained' | 'weapons' | 'budget',
      read: number | undefined | string,
      fallback: number | null,
    ) => {
      if (typeof read === 'number') return read;
      if (read === undefined) return fallback;
      problems.push(read);
      bad.add(field);
      return null;
    };
    const modeWord = this.mode.trim().toLowerCase();
    if (modeWord && modeWord !== 'recruit' && modeWord !== 'train')
      problems.push(`Mode: write recruit or train, not "${this.mode}".`);
    const mode: Mode = modeWord === 'train' ? 'train' : 'recruit';

    const strength = whole('strength', readWhole(this.strength, 'Strength', '3'), 1);
    let trained = whole('trained', readWhole(this.trained, 'Times trained', '1'), 0);
    if (trained !== null && trained > MAX_TRAININGS) {
      // AC-EC-4: no unit is trained more than 3 times.
      problems.push(`Times trained: a unit is trained at most ${MAX_TRAININGS} times (AC-EC-4), not ${trained}.`);
      bad.add('trained');
      trained = null;
    }
    const weapons = whole('weapons', readWhole(this.weapons, 'Weapons', '2'), 0) ?? 0;
    const budget = whole('budget', readWhole(this.budget, 'Budget', '100', MOST_LUNARI), null);

    const { unit, errors: unitErrors } = this.#unit(strength ?? 0);
    problems.push(...unitErrors);
    return {
      mode,
      strength,
      trained,
      weapons,
      budget,
      unit: strength === null ? null : unit,
      unitErrors,
      bad,
      problems,
    };
  }

  /** The unit to add, read like an `<army-unit>`; a bad role or path falls back to none so upkeep still shows. */
  #unit(strength: number): { unit: Unit; errors: readonly string[] } {
    const card = { name: this.name, strength: String(strength), traits: this.traits };
    const full = parseUnit({ ...card, role: this.unitRole, path: this.path });
    if (full.ok) return { unit: full.unit, errors: [] };
    const loose = parseUnit(card);
    return { unit: loose.ok ? loose.unit : { name: this.name, strength, role: 'trooper' }, errors: full.errors };
  }

  #onMode(event: Event) {
    this.mode = (event.target as HTMLInputElement).value;
  }

  #onAdd() {
    const { strength, unit } = this.#reading;
    if (strength === null || !unit || !this.name.trim()) return;
    const { lunari: price } = recruitQuote(strength, { quest: this.quest }); // AC-EC-3, R6
    this.dispatchEvent(
      new UnitRecruitEvent({ commander: this.commander, unit, lunari: price, timesTrained: 0, quest: this.quest }),
    );
    this.sent = `Sent ${unit.name} (Strength ${strength}, ${lunari(price)}) to the army of ${this.commander}. Undo it there if needed.`;
  }

  /** A labelled text field bound to one string property; numeric ones bring up a number keyboard. */
  #field(label: string, value: string, set: (value: string) => void, opts: { numeric?: boolean; bad?: boolean } = {}) {
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

  protected override render() {
    const reading = this.#reading;
    const train = reading.mode === 'train';
    const figures = train ? this.#training(reading) : this.#recruiting(reading);
    const more = html`${figures.upkeep} ${this.#budget(reading, figures.plan)}`;
    const table = html`<div part="table">${figures.table}</div>`;
    return html`<div part="base">
      <div class="layout">
        <div class="figures">
          <fieldset part="mode" class="mode">
            <legend class="visually-hidden">Price of</legend>
            ${(['recruit', 'train'] as const).map(
              (mode) =>
                html`<label
                  ><input
                    type="radio"
                    name="mode"
                    value=${mode}
                    .checked=${reading.mode === mode}
                    @change=${this.#onMode}
                  />${mode === 'recruit' ? 'Recruiting' : 'Training'}</label
                >`,
            )}
          </fieldset>
          <div class="fields">${train ? this.#trainingFields(reading) : this.#recruitingFields(reading)}</div>
          ${renderProblems(reading.problems)} ${figures.price} ${this.compact ? nothing : more}
        </div>
        ${
          this.compact
            ? html`<details>
                <summary>Table, upkeep and budget</summary>
                <div class="figures">${table} ${more}</div>
              </details>`
            : table
        }
      </div>
      ${train ? nothing : this.#add(reading)}
    </div>`;
  }

  #recruitingFields(reading: Reading) {
    return html`${this.#field('Strength', this.strength, (v) => (this.strength = v), {
        numeric: true,
        bad: reading.bad.has('strength'),
      })}
      <label class="check"
        ><input
          type="checkbox"
          .checked=${this.quest}
          @change=${(event: Event) => (this.quest = (event.target as HTMLInputElement).checked)}
        />After its quest</label
      >`;
  }

  #trainingFields(reading: Reading) {
    return html`${this.#field('Strength now', this.strength, (v) => (this.strength = v), {
      numeric: true,
      bad: reading.bad.has('strength'),
    })}
    ${this.#field('Times trained (0–3)', this.trained, (v) => (this.trained = v), {
      numeric: true,
      bad: reading.bad.has('trained'),
    })}
    ${this.#field('Weapons to destroy', this.weapons, (v) => (this.weapons = v), {
      numeric: true,
      bad: reading.bad.has('weapons'),
    })}`;
  }

  /** The price line: the `<output>` with its label and the rule it comes from. */
  #price(label: string, result: string, rule: string) {
    return html`<p class="price">
      <label for="result">${label}</label>
      <output id="result" part="result">${result}</output>
      <span class="rule">${rule}</span>
    </p>`;
  }

  /** R6: the extrapolated figure, said to be one, never passed off as a rule. */
  #ruling(what: string, amount: number) {
    return html`<p part="ruling" role="note">
      <strong>Extrapolated: ${lunari(amount)}.</strong> ${what} Ruling R6: this is not a rule, your GM may decide
      otherwise.
    </p>`;
  }

  #upkeepLine(label: string, unit: Unit, before?: Unit) {
    const { counts, text } = upkeepCount(unit); // AC-EC-1
    const why = counts === unit.strength ? '' : ` (${text})`;
    const now = before ? `, ${lunari(upkeep([before]))} now` : '';
    return html`<p class="note">
      ${label}: <strong>${lunari(upkeep([unit]))} per Day</strong>${why}${now}
      <span class="rule">AC-EC-1</span>
    </p>`;
  }

  #recruiting(reading: Reading): Figures {
    const { strength, unit } = reading;
    const quest = this.quest;
    const quote = strength === null ? null : recruitQuote(strength, { quest }); // AC-EC-3, R6
    const label = strength === null ? 'Price to recruit' : `Price to recruit a Strength ${strength} unit`;
    const price = html`${this.#price(label, quote ? (quote.onTable ? lunari(quote.lunari) : 'Not on the table') : '—', quest ? 'AC-EC-3, after its quest' : 'AC-EC-3')}
    ${
      quote && !quote.onTable
        ? this.#ruling(
            `Strength ${strength} is not on the recruiting table (Strength 1 to 5). This price follows the table's
          pattern, ${quest ? 4 : 5} × Strength × (Strength + 1).`,
            quote.lunari,
          )
        : nothing
    }`;

    const standard = recruitTable();
    const afterQuest = recruitTable({ quest: true });
    const row = (s: number, a: { lunari: number; onTable: boolean }, b: { lunari: number; onTable: boolean }) => {
      const chosen = s === strength;
      return html`<tr aria-current=${chosen ? 'true' : nothing}>
        <th scope="row">
          ${chosen ? html`<span aria-hidden="true">▶ </span>` : nothing}${s}${
            chosen ? html` <span class="chosen">chosen</span>` : nothing
          }
        </th>
        <td class=${chosen && !quest ? 'picked' : ''}>${priceCell(a.lunari, a.onTable)}</td>
        <td class=${chosen && quest ? 'picked' : ''}>${priceCell(b.lunari, b.onTable)}</td>
      </tr>`;
    };
    const offTable = strength !== null && !standard.some((r) => r.strength === strength);
    const table = html`<table>
      <caption>
        Recruiting prices in lunari
        <span class="rule">AC-EC-3</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">Strength</th>
          <th scope="col">Standard</th>
          <th scope="col">After its quest</th>
        </tr>
      </thead>
      <tbody>
        ${standard.map((r, i) => row(r.strength, r, afterQuest[i]!))}
      </tbody>
      ${
        offTable
          ? html`<tbody class="extrapolated">
                ${row(strength, recruitQuote(strength), recruitQuote(strength, { quest: true }))}
              </tbody>
              <tfoot>
                <tr>
                  <td colspan="3">* Not on the table: extrapolated (ruling R6).</td>
                </tr>
              </tfoot>`
          : nothing
      }
    </table>`;
    const upkeepPreview = unit ? this.#upkeepLine('Upkeep once recruited', unit) : nothing;
    return { price, table, upkeep: upkeepPreview, plan: null };
  }

  #training(reading: Reading): Figures {
    const { strength, trained, weapons, unit } = reading;
    const plan =
      strength === null || trained === null ? null : trainingPlan({ strength, timesTrained: trained, weapons }); // AC-EC-4/5
    const next = plan?.trainings[0];
    const label = next ? `Next training, to Strength ${next.newStrength}` : 'Next training';
    const result = !plan ? '—' : !next ? 'No training left' : next.onTable ? lunari(next.lunari) : 'Not on the table';
    const price = html`${this.#price(label, result, 'AC-EC-4')}
    ${
      plan && !next
        ? html`<p class="note">
            This unit has been trained ${MAX_TRAININGS} times, the most a unit can be
            <span class="rule">AC-EC-4</span>.
          </p>`
        : nothing
    }
    ${
      next && !next.onTable
        ? this.#ruling(
            `Strength ${next.newStrength} is beyond the training table (up to Strength 8). This price follows the
          table's pattern, 10 × the new Strength.`,
            next.lunari,
          )
        : nothing
    }
    ${next && weapons > 0 ? this.#weaponsNote(next, weapons) : nothing}`;

    const upkeepPreview =
      unit && next
        ? this.#upkeepLine('Upkeep after this training', { ...unit, strength: next.newStrength }, unit)
        : unit
          ? this.#upkeepLine('Upkeep', unit)
          : nothing;
    return { price, table: plan ? this.#plan(plan) : nothing, upkeep: upkeepPreview, plan };
  }

  /** AC-EC-5: how many of the weapons count for the next training, and why not all of them. */
  #weaponsNote(next: TrainingPlan['trainings'][number], weapons: number) {
    const kept = weapons - next.weaponsUsed;
    const cap =
      kept > 0
        ? ` Weapons pay at most half a training's price: ${plural(next.weaponCap, 'weapon')} at most here, the other ${kept} kept for later trainings.`
        : '';
    return html`<p class="note">
      ${next.weaponsUsed} of ${plural(weapons, 'weapon')} count: −${lunari(next.fullCost - next.lunari)} off
      ${lunari(next.fullCost)}.${cap}
      <span class="rule">AC-EC-5</span>
    </p>`;
  }

  /** AC-EC-4, AC-EC-5: every training left, in order, with the running total. */
  #plan(plan: TrainingPlan) {
    if (!plan.trainings.length) return nothing;
    const last = plan.trainings.at(-1)!;
    return html`<table>
      <caption>
        Trainings left
        <span class="rule">AC-EC-4, AC-EC-5</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">Training</th>
          <th scope="col">To Strength</th>
          <th scope="col">Weapons</th>
          <th scope="col">Lunari</th>
          <th scope="col">Running total</th>
        </tr>
      </thead>
      <tbody>
        ${plan.trainings.map(
          (t, i) =>
            html`<tr aria-current=${i === 0 ? 'step' : nothing}>
              <th scope="row">${t.training} of ${MAX_TRAININGS}</th>
              <td>${t.newStrength}</td>
              <td>${t.weaponsUsed ? `${t.weaponsUsed} (−${t.fullCost - t.lunari})` : '—'}</td>
              <td class=${t.onTable ? '' : 'extrapolated'}>${priceCell(t.lunari, t.onTable)}</td>
              <td>${t.runningTotal}</td>
            </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <td colspan="5">
            ${plan.notes.map((note) => html`${note.text} (${note.rule}). `)}
            ${
              plan.weaponsLeft
                ? `${plural(plan.weaponsLeft, 'weapon')} more than all these trainings can use.`
                : nothing
            }
            ${last.onTable ? nothing : '* Not on the table: extrapolated (ruling R6).'}
          </td>
        </tr>
      </tfoot>
    </table>`;
  }

  /** "I have N lunari": what it pays for, in the mode shown. */
  #budget(reading: Reading, plan: TrainingPlan | null) {
    const { budget, mode, strength } = reading;
    let says: string | TemplateResult = '';
    if (budget !== null && mode === 'recruit') {
      const best = strongestRecruit(budget, { quest: this.quest }); // AC-EC-3
      const after = this.quest ? ' after its quest' : '';
      const reach = best
        ? `It recruits up to Strength ${best.strength}${after} (${lunari(best.lunari)}).`
        : `Not enough for any unit on the table${after}.`;
      const quote = strength === null ? null : recruitQuote(strength, { quest: this.quest });
      const check = quote ? budgetCheck(budget, quote.lunari) : null;
      const extrapolated = quote && !quote.onTable ? ' extrapolated' : '';
      const forThis = check
        ? check.enough
          ? `Enough for this unit's${extrapolated} price: ${lunari(check.left)} left. `
          : `Not enough for this unit's${extrapolated} price: ${lunari(check.short)} short. `
        : '';
      says = `${forThis}${reach}`;
    } else if (budget !== null && plan) {
      says = this.#budgetForTraining(plan, budget);
    }
    return html`<div part="budget" class="budget">
      ${this.#field('I have (lunari)', this.budget, (v) => (this.budget = v), {
        numeric: true,
        bad: reading.bad.has('budget'),
      })}
      ${says ? html`<p class="note" aria-live="polite">${says}</p>` : nothing}
    </div>`;
  }

  #budgetForTraining(plan: TrainingPlan, budget: number): string {
    const next = plan.trainings[0];
    if (!next) return 'No training left to pay for.';
    const within = trainingsWithin(plan, budget); // AC-EC-4, AC-EC-5
    if (within.count === 0)
      return `Not enough for the next training: ${lunari(budgetCheck(budget, next.lunari).short)} short.`;
    const all = within.count === plan.trainings.length;
    const which = all
      ? within.count === 1
        ? 'the last training'
        : `all ${within.count} trainings left`
      : within.count === 1
        ? 'the next training'
        : `the next ${within.count} trainings`;
    return `Enough for ${which} (${lunari(within.lunari)}): ${lunari(within.left)} left.`;
  }

  /** "Add to army": the unit form and the button, only when there is a commander to send to. */
  #add(reading: Reading) {
    if (!this.commander.trim()) return nothing;
    const { unit, strength } = reading;
    const named = this.name.trim() !== '';
    const ready = unit !== null && named && reading.unitErrors.length === 0;
    const shownRole = parseUnit({ name: '-', strength: '0', role: this.unitRole });
    const summary = [
      named ? this.name.trim() : 'unnamed',
      strength === null ? null : `Strength ${strength}`,
      shownRole.ok ? capital(shownRole.unit.role) : null,
      unit?.path ? capital(unit.path) : null,
      ...(unit?.traits ?? []).map(capital),
    ].filter(Boolean);
    /** A choice among the rules' words; '' reads `none` (a bad attribute value also shows as '': pick one). */
    const select = (label: string, value: string, options: readonly string[], set: (value: string) => void) =>
      html`<label class="field"
        >${label}
        <select @change=${(event: Event) => set((event.target as HTMLSelectElement).value)}>
          ${options.map(
            (option) =>
              html`<option value=${option} ?selected=${option === value}>${capital(option) || none}</option>`,
          )}
        </select></label
      >`;
    let none = 'Choose a role';
    return html`<div class="add">
      <details>
        <summary>Unit to add: <span id="unit-summary">${summary.join(', ')}</span></summary>
        <div class="fields">
          ${this.#field('Name', this.name, (v) => (this.name = v), { bad: !named })}
          ${select('Role', shownRole.ok ? shownRole.unit.role : '', ROLES, (v) => (this.unitRole = v))}
          ${select('Path', unit?.path ?? '', ['', ...PATHS], (v) => (this.path = v))}
          ${this.#field('Traits', this.traits, (v) => (this.traits = v))}
        </div>
      </details>
      <div class="actions">
        <button
          class="primary"
          part="add"
          type="button"
          aria-describedby="unit-summary add-hint"
          ?disabled=${!ready}
          @click=${this.#onAdd}
        >
          Add to army
        </button>
        <span id="add-hint" class="note muted"
          >${
            ready
              ? `Commander: ${this.commander}`
              : !named
                ? 'Give the unit a name (Unit to add) to send it.'
                : 'Fix the problems above to send it.'
          }</span
        >
      </div>
      <p class="sent" role="status">${this.sent}</p>
    </div>`;
  }
}

/** What one mode shows. */
interface Figures {
  readonly price: TemplateResult;
  readonly table: TemplateResult | typeof nothing;
  readonly upkeep: TemplateResult | typeof nothing;
  readonly plan: TrainingPlan | null;
}
