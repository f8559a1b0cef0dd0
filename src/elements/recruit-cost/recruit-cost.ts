import { msg } from '@lit/localize';
import { html, LitElement, nothing, type PropertyValues } from 'lit';

import { type LazyModule, lazyModule, LazyPanel, notLoaded, warnNotLoaded } from '../../shared/lazy-panel.js';
import { Localized } from '../../shared/localize.js';
import { oddsBattlesProblem } from '../../shared/odds-battles.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { ShareController } from '../../shared/share.js';
import type { ArmyLink } from './add-panel.js';
import { recruitCostStyles } from './recruit-cost.styles.js';
import type { RecruitOdds } from './recruit-odds.js';
import {
  modeOf,
  readAttributes,
  type Reading,
  type Topic,
  topicOf,
  type TypedKey,
  unreadable,
} from './recruit-state.js';
import { budgetPanel, modeChoice, recruitingFields, recruitingFigures, type RecruitView } from './recruit-view.js';

// What the price needs beside it loads on first use: the tables when opened, "Add to army" with a `commander`, the
// ranking of purchases with an `opponent` too. The views below load before the first frame that shows them.
/** The Training mode: its fields, price, notes and plan. */
export const trainingModule = lazyModule(() => import('./training-view.js'));
/** What "I have" pays for, once a budget is given. */
export const budgetModule = lazyModule(() => import('./budget-view.js'));
/** What is wrong with a number field, once one holds something unreadable. */
export const problemWordsModule = lazyModule(() => import('./problem-words.js'));
const tablesModule = lazyModule(() => import('./price-tables.js'));
export const addModule = lazyModule(() => import('./add-panel.js'));
const oddsModule = lazyModule(() => import('./recruit-odds.js'));

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
 * Its own words and the rules' (a unit's problems, why upkeep counts less, the training plan's notes, the ranking's
 * purchases) follow the nearest `lang` (English, Portuguese, Italian), numbers written that language's way; "lunari",
 * the game's coin, is the same in every language.
 *
 * Bad attributes (`strength="abc"`, `trained="5"`, `budget="lots"`) are shown inline and warned once in the
 * console; what a player types is only shown inline. The rest of the widget keeps working.
 *
 * "Add to army" (with a `commander`) names its price ("Add to army for 60 lunari"; an off-table price says it is
 * extrapolated, R6). With "I have" set, it refuses, saying why, when the budget is short; once a roster of the
 * commander has added the unit, "I have" drops by the price, and goes back up when that roster's Undo takes the unit
 * back (its next change).
 *
 * With an `opponent` too (the commander of another `<army-roster>` on the page), "What a lunari buys" lists every
 * recruit (the unit to add at each Strength on the table) and every next training of a unit of the commander's army
 * that "I have" pays for, best first by the change in win chance against that army per 100 lunari. The Battles are
 * simulated in Web Workers (`odds-battles` for each purchase and for the army as it is), both commanders playing
 * sensibly (random play a click away), and say so; Morale is each commander's tracker's, else 4 (AC-MO-1).
 *
 * @fires army-roster-request - Once shown with a `commander`, to learn the name of that commander's army (said
 * next to "Add to army"), and just before `army-unit-recruit`, to learn whether a roster of the commander is on the
 * page (the widget says so when none is).
 * @fires army-morale-request - With "What a lunari buys", once for each commander it counts: `detail` is
 * `{ commander }`; that commander's `<morale-tracker>` says its Morale.
 * @fires army-unit-recruit - "Add to army" (only shown with a `commander`): `detail` is `{ commander, unit,
 * lunari, timesTrained, quest }`; the `<army-roster>` with the same `commander` adds the unit.
 *
 * @csspart base - The widget's frame.
 * @csspart mode - The Recruiting / Training choice.
 * @csspart result - The `<output>` with the price in lunari (or "Not on the table", "No training left").
 * @csspart ruling - The note shown when a price is extrapolated (ruling R6).
 * @csspart table - The recruiting table, chosen row marked, or the training plan: folded, drawn once opened.
 * @csspart budget - The "I have N lunari" field and what it pays for.
 * @csspart add - The "Add to army" button.
 * @csspart problems - The list of what is wrong with the attributes or what was typed.
 * @csspart share - "Share": a link to embed.html drawing the widget as it is now, and an iframe to paste.
 * @csspart odds - With a `commander` and an `opponent`: what each purchase does to the simulated win chance.
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
export class RecruitCost extends Localized(LitElement) {
  static override styles = recruitCostStyles;

  /** Lit's reactive properties and their attributes, each documented below (not decorators: README, Bundle sizes). */
  static override properties = {
    mode: {},
    strength: {},
    quest: { type: Boolean },
    trained: {},
    weapons: {},
    budget: {},
    commander: {},
    name: {},
    unitRole: { attribute: 'unit-role' },
    path: {},
    traits: {},
    opponent: {},
    oddsBattles: { type: Number, attribute: 'odds-battles' },
    compact: { type: Boolean, reflect: true },
  };

  /** `recruit` (the default) prices a new unit; `train` prices training a unit already in an army. */
  mode = 'recruit';

  /** Strength of the unit to recruit, or its current Strength when training: a whole number. */
  strength = '';

  /** Recruiting after the unit's quest is completed: the lower price (AC-EC-3). */
  quest = false;

  /** How many times the unit was already trained: 0 to 3 (AC-EC-4). */
  trained = '';

  /** Weapon item cards to destroy to lower training prices (AC-EC-5). */
  weapons = '';

  /** "I have N lunari": the widget says what that pays for. */
  budget = '';

  /** Commander id of the `<army-roster>` that "Add to army" adds the unit to; no button without it. */
  commander = '';

  /** Name of the unit that "Add to army" sends. */
  name = '';

  /** Role of the unit to add (not `role`, which is an accessibility attribute on a visible element). */
  unitRole = '';

  /** Path of the unit to add: steel, magic, faith, nature or mind; optional. */
  path = '';

  /** Space-separated traits of the unit to add, e.g. `reach undead` (Undead pay no upkeep, AC-EC-1). */
  traits = '';

  /**
   * Commander id of another `<army-roster>` on the page: with `commander`, every recruit and training the budget
   * pays for is ranked by the change in simulated win chance against that army per 100 lunari.
   */
  opponent = '';

  /** Battles simulated for each figure of that ranking (default 10,000; `0`: none). */
  oddsBattles = 10_000;

  /** Lays the widget out small enough to sit in a line of rules text: the details fold away. */
  compact = false;

  #reading!: Reading;
  /** The recruiting table or the training plan (in `compact`, with the upkeep, budget and the rest). */
  #tables = new LazyPanel(this, tablesModule, 'the price tables');
  /** "Add to army", open while there is a commander to send to; the unit to add is a form of its own. */
  #add = new LazyPanel(this, addModule, '"Add to army"');
  #unitForm = new LazyPanel(this, addModule, 'the unit to add');
  #army: ArmyLink | undefined;
  /** "What a lunari buys", open while there is a commander and an opponent to compare. */
  #oddsPanel = new LazyPanel(this, oddsModule, 'the win chances of each purchase');
  #odds: RecruitOdds | undefined;
  /** What is wrong with `odds-battles`, if anything. */
  #oddsProblem = '';
  /** "Share": the widget as it is now (what was typed included) as a link to embed.html. */
  #share = new ShareController(this, { tag: 'recruit-cost' });
  /** Code of a view that could not be loaded (offline): said in its place until the player asks for it again. */
  readonly #failed = new Set<LazyModule<object>>();
  /** What the player has typed or chosen in the widget: problems there are shown, not warned in the console. */
  #typed = new Set<Topic>();

  /** A player typed or chose a value: kept as the property, and its problems are no longer the author's. */
  #type = (key: TypedKey, value: string) => {
    this.#typed.add(topicOf(key));
    this.#failed.clear(); // asked again: what could not load is tried again
    this[key] = value;
  };

  #view(): RecruitView {
    return {
      reading: this.#reading,
      attrs: this,
      onType: this.#type,
      onQuest: (checked) => (this.quest = checked),
    };
  }

  /** The views the widget shows now beside the price: Training, what a budget pays for, what cannot be read. */
  #views(): LazyModule<object>[] {
    return [
      ...(modeOf(this.mode) === 'train' ? [trainingModule] : []),
      ...(this.budget.trim() ? [budgetModule] : []),
      ...(unreadable(this) ? [problemWordsModule] : []),
    ];
  }

  /** An update waits for the code of the views it shows (once per page), so that its frame already has their figures. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const missing = this.#views().filter((module) => !module.loaded && !this.#failed.has(module));
    if (!missing.length) return super.scheduleUpdate();
    const load = (module: LazyModule<object>) =>
      module.load().catch((error: unknown) => {
        this.#failed.add(module);
        warnNotLoaded(this, 'a part of the widget')(error);
      });
    return Promise.all(missing.map(load)).then(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    this.#reading = readAttributes(this, this.#typed, problemWordsModule.loaded?.sayProblem);
    if (changed.has('oddsBattles'))
      this.#oddsProblem = oddsBattlesProblem(this.oddsBattles, this.getAttribute('odds-battles'));
    // Compact, they are in the folded "Table, upkeep and budget": opened with it.
    const commander = this.commander.trim() !== '' && (!this.compact || this.#tables.open);
    this.#add.toggle(commander);
    this.#oddsPanel.toggle(commander && this.opponent.trim() !== '');
    // Once loaded, each open panel's controller is made (once): they hear the rosters and run the simulations.
    const adding = this.#add.open ? this.#add.module : undefined;
    if (adding) this.#army ??= new adding.ArmyLink(this);
    const ranking = this.#oddsPanel.open ? this.#oddsPanel.module : undefined;
    if (ranking) this.#odds ??= new ranking.RecruitOdds(this, () => this.#reading);
  }

  /** With a commander, an update is complete once "Add to army" is drawn (its code loads on first use). */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (!this.#add.open || addModule.loaded) return done;
    await addModule.load().catch(() => undefined); // the panel itself says when it cannot load
    this.requestUpdate();
    return super.getUpdateComplete();
  }

  protected override updated() {
    warnProblems(this, [...this.#reading.authorProblems, this.#oddsProblem].filter(Boolean));
  }

  protected override render() {
    const view = this.#view();
    const { reading } = view;
    const train = reading.mode === 'train';
    const training = trainingModule.loaded;
    const mode = modeChoice(view);
    if (train && !training)
      return html`<div part="base">
        ${mode}
        <p class="problems" role="alert">${notLoaded()}</p>
      </div>`;
    const figures = training && train ? training.trainingFigures(view) : recruitingFigures(view);
    const problems = [...reading.problems, this.#oddsProblem].filter(Boolean);
    const fields = html`<div class="fields">
      ${training && train ? training.trainingFields(view) : recruitingFields(view)}
    </div>`;
    const budget = reading.budget === null ? '' : budgetModule.loaded?.budgetSays(view, reading.budget, figures.plan);
    const more = html`${figures.upkeep} ${budgetPanel(view, budget ?? notLoaded())}`;
    // Once a roster of the commander has added the unit, it is paid for: "I have" is what is left.
    const addView = { ...view, unitForm: this.#unitForm, onPaid: (left: number) => (this.budget = String(left)) };
    const toArmy = train ? nothing : this.#add.content(() => this.#army?.render(addView));
    const add = html`${toArmy} ${this.#oddsPanel.content(() => this.#odds?.render())} ${this.#share.render()}`;
    const tableName = train ? msg('Training plan') : msg('Recruiting table');
    if (this.compact)
      // One line of fields and price, to sit in rules text; the rest folds away.
      return html`<div part="base">
        <div class="line">${fields} ${figures.price}</div>
        ${renderProblems(problems)} ${figures.notes}
        ${this.#tables.details(
          msg('Table, upkeep and budget'),
          (tables) =>
            html`<div class="figures">
              ${mode} ${figures.table ? html`<div part="table">${figures.table(tables)}</div>` : nothing} ${more} ${add}
            </div>`,
        )}
      </div>`;
    return html`<div part="base">
      <div class="layout">
        <div class="figures">
          ${mode} ${fields} ${renderProblems(problems)} ${figures.price} ${figures.notes} ${more}
        </div>
        ${figures.table ? this.#tables.details(tableName, figures.table, { part: 'table' }) : nothing}
      </div>
      ${add}
    </div>`;
  }
}
