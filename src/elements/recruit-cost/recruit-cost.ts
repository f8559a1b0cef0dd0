import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  RosterRequestEvent,
  UnitRecruitEvent,
  type RosterChangeDetail,
  type RosterChangeEvent,
} from '../../events/index.js';
import {
  budgetCheck,
  MAX_TRAININGS,
  parseUnit,
  PATHS,
  recruitQuote,
  ROLES,
  sameName,
  strongestRecruit,
  trainingPlan,
  trainingsWithin,
  type RecruitQuote,
  type TrainingPlan,
  type Unit,
} from '../../rules/index.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
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
import { recruitCostStyles } from './recruit-cost.styles.js';
import { capital } from '../../shared/words.js';

type Mode = 'recruit' | 'train';
/** The number fields, for marking the ones holding something unreadable. */
type NumberField = 'strength' | 'trained' | 'weapons' | 'budget';
/** What a problem is about: a number field, the mode, or the unit to add (its name, role, path and traits). */
type Topic = NumberField | 'mode' | 'unit';

/** The attributes as read: each number is null when missing or wrong (then `problems` says why). */
interface Reading {
  readonly mode: Mode;
  readonly strength: number | null;
  readonly trained: number | null;
  readonly weapons: number;
  readonly budget: number | null;
  /** The price to recruit a unit of that Strength (after its quest with `quest`); null while it is unreadable. */
  readonly quote: RecruitQuote | null;
  /**
   * The unit to add: its upkeep is shown, and "Add to army" sends it unless `unitErrors` has any. Null while the
   * Strength is unreadable.
   */
  readonly unit: Unit | null;
  /** What stops the unit from being sent (bad role or path). */
  readonly unitErrors: readonly string[];
  /** The fields holding something unreadable, marked `aria-invalid`. */
  readonly bad: ReadonlySet<NumberField>;
  readonly problems: readonly string[];
  /** The problems with what the author wrote (not what a player typed since): the console hears of these. */
  readonly authorProblems: readonly string[];
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
 * console; what a player types is only shown inline. The rest of the widget keeps working.
 *
 * "Add to army" (with a `commander`) names its price ("Add to army for 60 lunari"; an off-table price says it is
 * extrapolated, R6). With "I have" set, it refuses, saying why, when the budget is short; once a roster of the
 * commander has added the unit, "I have" drops by the price.
 *
 * @fires army-roster-request - Once shown with a `commander`, to learn the name of that commander's army (said
 * next to "Add to army"), and just before `army-unit-recruit`, to learn whether a roster of the commander is on the
 * page (the widget says so when none is).
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
 * @themed Every token of the shared theme (`--army-surface`, `--army-text`, `--army-space-*`, …; see the README).
 * @cssprop --army-surface-raised - Background of the chosen row and of the mode choices.
 * @cssprop --army-text-muted - Secondary text and rule IDs.
 * @cssprop --army-accent - Marks the chosen row and the chosen mode; the "Add to army" button.
 * @cssprop --army-accent-text - Text on the "Add to army" button.
 * @cssprop --army-killed - The border of a field with an invalid value.
 * @cssprop --army-success - Text confirming that a unit was sent to an army.
 * @cssprop --army-warning-surface - Background of the extrapolation note (R6) and of problems.
 * @cssprop --army-warning-text - Text of the extrapolation note (R6) and of problems.
 * @cssprop --army-font-size-large - The price when `compact` (default 1.25rem).
 * @cssprop --army-font-size-figure - The price (default 1.5rem).
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

  /** What the last "Add to army" did, or why it refused, announced once. */
  @state() private sent = { text: '', refused: false };

  #reading!: Reading;
  /** The name of the `<army-roster>` of this commander, as it last announced itself ('' until then). */
  @state() private army = '';

  /** What the player has typed or chosen in the widget: problems there are shown, not warned in the console. */
  #typed = new Set<Topic>();

  override connectedCallback() {
    super.connectedCallback();
    document.addEventListener('army-roster-change', this.#onRoster);
    if (this.hasUpdated) this.#askRosters();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    document.removeEventListener('army-roster-change', this.#onRoster);
  }

  #askRosters() {
    if (this.commander.trim()) this.dispatchEvent(new RosterRequestEvent());
  }

  #onRoster = (event: RosterChangeEvent) => {
    if (sameName(event.detail?.commander, this.commander)) this.army = event.detail.name?.trim() ?? '';
  };

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('commander')) this.army = '';
    this.#reading = this.#read();
  }

  protected override updated(changed: PropertyValues<this>) {
    warnProblems(this, this.#reading.authorProblems);
    // After this update, so that a roster answering at once does not change state inside it.
    if (changed.has('commander')) queueMicrotask(() => this.#askRosters());
  }

  #read(): Reading {
    const problems: string[] = [];
    const authorProblems: string[] = [];
    const problem = (topic: Topic, text: string) => {
      problems.push(text);
      if (!this.#typed.has(topic)) authorProblems.push(text);
    };
    const bad = new Set<NumberField>();
    /** The number read, `fallback` when nothing was written, null (and a problem) when it is unreadable. */
    const whole = (field: NumberField, read: number | undefined | string, fallback: number | null) => {
      if (typeof read === 'number') return read;
      if (read === undefined) return fallback;
      problem(field, read);
      bad.add(field);
      return null;
    };
    const modeWord = this.mode.trim().toLowerCase();
    if (modeWord && modeWord !== 'recruit' && modeWord !== 'train')
      problem('mode', `Mode: write recruit or train, not "${this.mode}".`);
    const mode: Mode = modeWord === 'train' ? 'train' : 'recruit';

    const strength = whole('strength', readWhole(this.strength, 'Strength', '3'), 1);
    let trained = whole('trained', readWhole(this.trained, 'Times trained', '1'), 0);
    if (trained !== null && trained > MAX_TRAININGS) {
      // AC-EC-4: no unit is trained more than 3 times.
      problem('trained', `Times trained: a unit is trained at most ${MAX_TRAININGS} times (AC-EC-4), not ${trained}.`);
      bad.add('trained');
      trained = null;
    }
    const weapons = whole('weapons', readWhole(this.weapons, 'Weapons', '2'), 0) ?? 0;
    const budget = whole('budget', readWhole(this.budget, 'Budget', '100', MOST_LUNARI), null);

    const { unit, errors: unitErrors } = this.#unit(strength ?? 0);
    for (const error of unitErrors) problem('unit', error);
    return {
      mode,
      strength,
      trained,
      weapons,
      budget,
      quote: strength === null ? null : recruitQuote(strength, { quest: this.quest }), // AC-EC-3, R6
      unit: strength === null ? null : unit,
      unitErrors,
      bad,
      problems,
      authorProblems,
    };
  }

  /** A player typed or chose a value: kept as the property, and its problems are no longer the author's. */
  #type<K extends 'mode' | 'strength' | 'trained' | 'weapons' | 'budget' | 'name' | 'unitRole' | 'path' | 'traits'>(
    key: K,
    value: string,
  ) {
    this.#typed.add(key === 'name' || key === 'unitRole' || key === 'path' || key === 'traits' ? 'unit' : key);
    this[key] = value;
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
    this.#type('mode', (event.target as HTMLInputElement).value);
  }

  /**
   * What "Add to army" would send and pay, or why it cannot now (in a player's words): it needs a readable Strength,
   * a name, and a valid role and path.
   */
  #recruit(reading: Reading): { unit: Unit; price: number; onTable: boolean } | { why: string } {
    const { quote, budget, unit } = reading;
    if (!quote || !unit) return { why: 'Fix the Strength above to send it.' };
    if (!this.name.trim()) return { why: 'Give the unit a name (Unit to add) to send it.' };
    if (reading.unitErrors.length) return { why: 'Fix the problems above to send it.' };
    const { lunari: price, onTable } = quote;
    const check = budget === null ? null : budgetCheck(budget, price);
    if (check && !check.enough)
      return { why: `Not enough lunari: ${lunari(price)} needed, ${lunari(check.short)} short of "I have".` };
    return { unit, price, onTable };
  }

  #onAdd() {
    const recruit = this.#recruit(this.#reading);
    if ('why' in recruit) {
      this.sent = { text: `Not added. ${recruit.why}`, refused: true };
      return;
    }
    const { unit, price, onTable } = recruit;
    const commander = this.commander.trim();
    const roster = this.#rosterOf(commander);
    this.dispatchEvent(new UnitRecruitEvent({ commander, unit, lunari: price, timesTrained: 0, quest: this.quest }));
    const sent = `${unit.name} (Strength ${unit.strength}, ${lunari(price)}${onTable ? '' : ', extrapolated'})`;
    if (!roster) {
      this.sent = {
        text: `Sent ${sent}, but no army roster of ${commander} is on this page to add it.`,
        refused: true,
      };
      return;
    }
    const { budget } = this.#reading;
    // The unit is paid for: what is left of the budget is what the player has now.
    if (budget !== null) this.budget = String(budget - price);
    const left = budget === null ? '' : ` ${lunari(budget - price)} left.`;
    const army = roster.name.trim() || `the army of ${commander}`;
    this.sent = { text: `Added ${sent} to ${army}.${left} Undo it there if needed.`, refused: false };
  }

  /**
   * The `<army-roster>` of this commander on the page, as it announces itself, or null: asks every roster to
   * announce itself and listens to the answers, which rosters send at once. Commander ids compare as rosters do.
   */
  #rosterOf(commander: string): RosterChangeDetail | null {
    let found: RosterChangeDetail | null = null;
    const hear = (event: RosterChangeEvent) => {
      if (!found && sameName(event.detail?.commander, commander)) found = event.detail;
    };
    document.addEventListener('army-roster-change', hear);
    try {
      this.dispatchEvent(new RosterRequestEvent());
    } finally {
      document.removeEventListener('army-roster-change', hear);
    }
    return found;
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
    const mode = html`<fieldset part="mode" class="mode">
      <legend class="visually-hidden">Price of</legend>
      ${(['recruit', 'train'] as const).map(
        (choice) =>
          html`<label
            ><input
              type="radio"
              name="mode"
              value=${choice}
              .checked=${reading.mode === choice}
              @change=${this.#onMode}
            />${choice === 'recruit' ? 'Recruiting' : 'Training'}</label
          >`,
      )}
    </fieldset>`;
    const fields = html`<div class="fields">
      ${train ? this.#trainingFields(reading) : this.#recruitingFields(reading)}
    </div>`;
    const table = html`<div part="table">${figures.table}</div>`;
    const more = html`${figures.upkeep} ${this.#budget(reading, figures.plan)}`;
    const add = train ? nothing : this.#add(reading);
    if (this.compact)
      // One line of fields and price, to sit in rules text; the rest folds away.
      return html`<div part="base">
        <div class="line">${fields} ${figures.price}</div>
        ${renderProblems(reading.problems)} ${figures.notes}
        <details>
          <summary>Table, upkeep and budget</summary>
          <div class="figures">${mode} ${table} ${more} ${add}</div>
        </details>
      </div>`;
    return html`<div part="base">
      <div class="layout">
        <div class="figures">
          ${mode} ${fields} ${renderProblems(reading.problems)} ${figures.price} ${figures.notes} ${more}
        </div>
        ${table}
      </div>
      ${add}
    </div>`;
  }

  #recruitingFields(reading: Reading) {
    return html`${this.#field('Strength', this.strength, (v) => this.#type('strength', v), {
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
    return html`${this.#field('Strength now', this.strength, (v) => this.#type('strength', v), {
      numeric: true,
      bad: reading.bad.has('strength'),
    })}
    ${this.#field('Times trained (0–3)', this.trained, (v) => this.#type('trained', v), {
      numeric: true,
      bad: reading.bad.has('trained'),
    })}
    ${this.#field('Weapons to destroy', this.weapons, (v) => this.#type('weapons', v), {
      numeric: true,
      bad: reading.bad.has('weapons'),
    })}`;
  }

  /** The price line: the `<output>` with its label and the rule it comes from. */
  #price(label: string, result: string, rule: string) {
    return html`<p class="price">
      <label for="result" class=${this.compact ? 'visually-hidden' : ''}>${label}</label>
      <output id="result" part="result">${result}</output>
      <span class="rule">${rule}</span>
    </p>`;
  }

  #recruiting(reading: Reading): Figures {
    const { strength, unit, quote } = reading;
    const quest = this.quest;
    const price = this.#price(
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

  #training(reading: Reading): Figures {
    const { strength, trained, weapons, unit } = reading;
    const plan =
      strength === null || trained === null ? null : trainingPlan({ strength, timesTrained: trained, weapons }); // AC-EC-4/5
    const next = plan?.trainings[0];
    const price = this.#price(
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
  #budget(reading: Reading, plan: TrainingPlan | null) {
    const { budget, mode, quote } = reading;
    let says: string | TemplateResult = '';
    if (budget !== null && mode === 'recruit') {
      const best = strongestRecruit(budget, { quest: this.quest }); // AC-EC-3
      const after = this.quest ? ' after its quest' : '';
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
      says = this.#budgetForTraining(plan, budget);
    }
    return html`<div part="budget" class="budget">
      ${this.#field('I have (lunari)', this.budget, (v) => this.#type('budget', v), {
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
  #add(reading: Reading) {
    if (!this.commander.trim()) return nothing;
    const { unit, strength } = reading;
    const named = this.name.trim() !== '';
    const recruit = this.#recruit(reading);
    const shownRole = parseUnit({ name: '-', strength: '0', role: this.unitRole });
    const summary = [
      named ? this.name.trim() : 'unnamed',
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
            (option) =>
              html`<option value=${option} ?selected=${option === value}>${capital(option) || blank}</option>`,
          )}
        </select></label
      >`;
    return html`<div class="add">
      <details>
        <summary>Unit to add: <span id="unit-summary">${summary.join(', ')}</span></summary>
        <div class="fields">
          ${this.#field('Name', this.name, (v) => this.#type('name', v), { bad: !named })}
          ${select('Role', shownRole.ok ? shownRole.unit.role : '', shownRole.ok ? null : 'Choose a role', ROLES, (v) => this.#type('unitRole', v))}
          ${select('Path', unit?.path ?? '', 'None', PATHS, (v) => this.#type('path', v))}
          ${this.#field('Traits', this.traits, (v) => this.#type('traits', v))}
        </div>
      </details>
      <div class="actions">
        <!-- Unavailable while it can only refuse, but still focusable: adding can leave the budget short. -->
        <button
          class="primary"
          part="add"
          type="button"
          aria-describedby="unit-summary add-hint"
          aria-disabled=${'why' in recruit ? 'true' : nothing}
          @click=${this.#onAdd}
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
              : `${this.army ? `To ${this.army}` : `Commander: ${this.commander.trim()}`}.${recruit.onTable ? '' : ' The price is extrapolated, not on the table (R6).'}`
          }</span
        >
      </div>
      <p class="sent ${this.sent.refused ? 'refused' : ''}" role="status">${this.sent.text}</p>
    </div>`;
  }
}

/** What one mode shows. */
interface Figures {
  /** The `<output>` line. */
  readonly price: TemplateResult;
  /** What the price needs said next to it: R6 extrapolation, weapons, no training left. */
  readonly notes: TemplateResult | typeof nothing;
  readonly table: TemplateResult | typeof nothing;
  readonly upkeep: TemplateResult | typeof nothing;
  readonly plan: TrainingPlan | null;
}
