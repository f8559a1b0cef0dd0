import { msg, str } from '@lit/localize';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';

import { type RosterCard, type RosterChangeDetail, RosterChangeEvent } from '../../events/index.js';
import type { Pile } from '../../rules/army/index.js';
import { sameName } from '../../rules/core/index.js';
import type { BattleController } from '../../shared/battle-context.js';
import { lazyModule, LazyPanel } from '../../shared/lazy-panel.js';
import { currentLanguage, formatNumber, type Language, Localized } from '../../shared/localize.js';
import { oddsBattlesProblem } from '../../shared/odds-battles.js';
import { PageEventsController } from '../../shared/page-events.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { RostersController } from '../../shared/rosters.js';
import { unitAttributes, UnitChildrenController } from '../../shared/unit-children.js';
import { armyRosterStyles } from './army-roster.styles.js';
import { cardNear, checkPiles, focusCard, pileCounts, renderList, renderOtherArmies } from './roster-cards.js';
import { armyFigure, type Breakdown, readTyped, upkeepFigure, type UpkeepMorale } from './roster-figures.js';
import type { RosterMap } from './roster-map.js';
import type { RosterOdds } from './roster-odds.js';
import type { CardFilter, SortKey } from './roster-order.js';
import { RosterRecord } from './roster-record.js';
import { rosterEvents, type RosterMoves } from './roster-skirmish.js';
import { armyUnits, type CardView, mergeWritten, retinueOf, type RosterEntry, viewCard } from './roster-state.js';
import * as steps from './roster-steps.js';
import type { RosterTools } from './roster-tools.js';
import type * as Why from './roster-why.js';
import type * as UnitForm from './unit-form.js';
import { readWrittenUnits, type WrittenUnits } from './written-units.js';

// The secondary panels, each loaded on its first open (once per page) with its own styles: closed, they draw nothing.
const whyView = lazyModule(() => import('./roster-why.js'));
const mapView = lazyModule(() => import('./roster-map.js'));
const sortView = lazyModule(() => import('./roster-sort.js'));
const formView = lazyModule(() => import('./unit-form.js'));
const toolsView = lazyModule(() => import('./roster-tools.js'));
const oddsView = lazyModule(() => import('./roster-odds.js'));
/** A board's Battle (following it, and the roster's cards in it): loaded as soon as the roster is inside a board. */
const battleView = lazyModule(() => import('./roster-battle.js'));

/** A change's words without its rule codes ("(AC-BA-1)", "(R4)"): what a screen reader says for "Undo". */
const spoken = (label: string) => label.replace(/ \((?:AC-[A-Z]{2}-\d+|R\d+)\)/g, '');

/**
 * @summary An army's units and their state at a glance (in hand, Exhausted, Disabled, Killed), with what the
 * army costs and can do: upkeep per Day (AC-EC-1/2), units, Strength and miniatures (AC-MA-1) and the Retinue
 * (AC-EC-6); inches per Move (AC-MA-2), Capture (AC-MA-3) and usable Rituals (AC-RI-1) under "Move, Capture and
 * Rituals".
 *
 * What is used now and then (each figure's Breakdown, Move/Capture/Rituals, Sort and filter, the unit form, the
 * import/export/share/print tools, the chance to win) is a panel that draws nothing while closed and whose code
 * loads on first open, so that a page of many rosters stays quick.
 *
 * Units come from `<army-unit>` children and the `units` property, and can be added, edited and removed in the
 * roster. A unit the rules cannot read is shown with what is wrong and left out of every figure; a unit without a
 * name (or with a trait the rules do not know) is kept, with a warning on its card. "Start Battle" puts every
 * living unit in hand (AC-BA-1), "Phase 2" brings the Exhausted back (AC-BA-3), "End Battle" returns the Exhausted
 * and Disabled and removes the Killed (AC-BA-6); every change can be undone.
 *
 * With `state-key` the roster is kept in localStorage across reloads. While the page's units stay as they were,
 * the saved roster is used; when the page's units change, they are read again (the piles of cards with the same
 * id are kept, and units added in the roster stay).
 *
 * The commander id is `commander`, else `name`. The roster announces its cards to other widgets and moves the cards
 * of its commander that other widgets name (by card id, else by name; each move can be undone): a resolved Skirmish
 * (`army-skirmish-resolved`: each card to its fate's pile, AC-SK-7), an Unopposed attack (`army-unopposed-resolved`:
 * the card to Exhausted, R4), cards discarded for a bonus in either (to Disabled, AC-SK-9), a Kill prevented
 * (`army-kill-prevented`: the Killed card back to Disabled, AC-SK-8, R5) and a Rout's dice (`army-rout-rolled`: the
 * cards they Killed to Killed, AC-MO-2). It adds units recruited for its commander (`army-unit-recruit`).
 * `<army-unit>` children may also carry `owner`, `times-trained` and `quest`.
 *
 * Morale spent on upkeep (AC-EC-2) is spent in the `<morale-tracker>` of the same commander, which tells the roster
 * (`army-upkeep-morale`): the upkeep per Day is after that Morale, and the breakdown says where it came from. The
 * roster's "What-if Morale" field only previews the upkeep with more Morale spent; it changes nothing. The roster
 * names its commander as that tracker names them, else as `commander` is written.
 *
 * Its words and the rules' (a unit's problems, breakdown lines, Capture locations, whether a Ritual may be played, the
 * plays of a board's Battle) follow the nearest `lang` (its own, an ancestor's, the page's): English, Portuguese or
 * Italian, numbers written the language's way.
 *
 * "Chance to win a Battle" (open at once with `opponent`) simulates Battles of this army against another roster on
 * the page in a Web Worker: the win chance with its 95% interval fills in as it runs, worked out again when either
 * army or a commander's Morale changes. Morale comes from each commander's `<morale-tracker>` when it has spoken,
 * else a first-level commander's 4 (AC-MO-1), and can be typed. Simulated with sensible play (random play a click away), and labelled so.
 *
 * @fires army-roster-change - Whenever its cards or its Battle change (at once, within the change), and when an
 * `army-roster-request` is heard on `document`: `detail` is `{ commander, name, cards: [{ id, unit, pile, retinue?,
 * timesTrained? }], inBattle }` (cards the rules can read; the `<morale-tracker>` of the same commander follows `inBattle`).
 *
 * @fires army-roster-request - To hear the other rosters on the page: of its commander (each says the other is
 * there), and every one for "Chance to win a Battle".
 * @slot - `<army-unit>` children: the army as written on the page.
 *
 * @csspart base - The roster's frame.
 * @csspart result - The `<output>` with the upkeep per Day in lunari.
 * @csspart problems - What is wrong with the attributes, a unit or an input.
 * @csspart card - One unit card of the list.
 * @csspart log - The recent changes.
 * @csspart editor - The form that adds or edits a unit.
 * @csspart odds-panel - "Chance to win a Battle": this army against another roster on the page.
 * @csspart share - "Share" (in "Import, export, share and print"): a link to embed.html and an iframe to paste.
 * @csspart odds - The simulated chances in that panel, with their progress bar and how they were made.
 *
 * @themed Every token of the shared theme (`--army-surface`, `--army-text`, `--army-space-*`, …; see the README).
 * @cssprop --army-surface-raised - Background of cards and buttons.
 * @cssprop --army-text-muted - Secondary text.
 * @cssprop --army-accent - Primary buttons and the chosen state.
 * @cssprop --army-accent-text - Text on primary buttons and on the chosen state.
 * @cssprop --army-exhausted - Colour of the Exhausted state (with its word and icon).
 * @cssprop --army-disabled - Colour of the Disabled state.
 * @cssprop --army-killed - Colour of the Killed state.
 * @cssprop --army-success - Colour of "in hand", Captured and usable Rituals.
 * @cssprop --army-warning-surface - Background of problems and of warning tags.
 * @cssprop --army-warning-text - Text of problems and of warning tags.
 * @cssprop --army-font-size-large - The army's name and the figures (default 1.25rem).
 * @cssprop --army-font-size-figure - The upkeep per Day (default 1.5rem).
 *
 * @example <army-roster name="Northern Host" commander="Ayla" state-key="north">
 *   <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach" owner="Ayla"></army-unit>
 * </army-roster>
 */
export class ArmyRoster extends Localized(LitElement) {
  static override styles = armyRosterStyles;

  /** The army's name, shown as its title; also the commander id when `commander` is not set. */
  @property() name = '';

  /** The commander's id: matched by skirmish results, recruits and Retinue owners (AC-EC-6). Default: `name`. */
  @property() commander = '';

  /** Keeps the roster in localStorage under this key across reloads. */
  @property({ attribute: 'state-key' }) stateKey = '';

  /** Units as an array of objects, or as JSON text in the attribute, e.g. `[{"name":"Spearmen","strength":3}]`. */
  @property() units: readonly unknown[] | string | null = null;

  /** The commander of another roster on the page to simulate a Battle against: opens "Chance to win a Battle". */
  @property() opponent = '';

  /** Battles simulated for the chance to win (default 10,000; `0`: none). */
  @property({ type: Number, attribute: 'odds-battles' }) oddsBattles = 10_000;

  @state() private sort: SortKey = 'army';
  @state() private show: CardFilter = 'all';
  /** Morale spent on upkeep today, as the `<morale-tracker>` of this commander last said (AC-EC-2). */
  @state() private upkeepMorale: UpkeepMorale | null = null;

  /** The cards, saved, logged and undoable; other widgets hear of each change at once. */
  #record = new RosterRecord(this, () => {
    // At once, not after the update: a Skirmish that starts this Battle reaches the tracker before its Morale damage.
    if (this.hasUpdated) this.#announce();
  });
  #children = new UnitChildrenController(this);
  /** The other rosters of this commander on the page (two armies in one Day): each roster says so. */
  #rosters = new RostersController(this, { commander: () => this.commanderId });
  /**
   * The page's units as last read (children and `units`), which version of the children they came from, and the
   * language their problems are written in.
   */
  #written: WrittenUnits & { children: number; units: unknown; language?: Language } = {
    cards: [],
    problems: [],
    cardNotes: [],
    children: -1,
    units: null,
  };
  #views: readonly CardView[] = [];
  /** The cards the views were read from, and the language of their messages. */
  #viewed: { cards: readonly RosterEntry[]; language: Language } | null = null;
  /** The language `odds-battles` was checked in. */
  #oddsCheckedIn: Language | undefined;
  #announced = '';
  /** What is wrong with `odds-battles`, if anything. */
  #oddsProblem = '';
  /** Inside an `<army-battle>`, started or not: the board, not the roster, runs the Battle. */
  #nested = false;
  /**
   * The Battle of the board around this roster: while it runs, the roster shows and plays it. Followed (with its
   * code) only by a roster inside a board, from the moment its Battle view has loaded.
   */
  #battle: BattleController | undefined;

  // The secondary panels, and what each holds once its module has loaded.
  /** Each figure's "Breakdown", by figure. */
  #whys = new Map<string, LazyPanel<typeof Why>>();
  #mapPanel = new LazyPanel(this, mapView, 'Move, Capture and Rituals');
  #map: RosterMap | undefined;
  #sortPanel = new LazyPanel(this, sortView, 'sorting and filtering');
  #editor = new LazyPanel(this, formView, 'the unit form');
  #form: UnitForm.UnitFormController | undefined;
  #toolsPanel = new LazyPanel(this, toolsView, 'the import and export tools');
  #tools: RosterTools | undefined;
  /** "Chance to win a Battle": its worker and view are of no use before it is opened. */
  #oddsPanel = new LazyPanel(this, oddsView, 'the chance to win');
  #odds: RosterOdds | undefined;
  #battleView = new LazyPanel(this, battleView, 'the Battle');

  /** The id skirmish results and recruits name this roster's commander by. */
  get commanderId(): string {
    return (this.commander || this.name).trim();
  }

  /** This roster's id on the page, so that two rosters of one commander are told apart: `state-key`, else `name`. */
  get rosterId(): string {
    return (this.stateKey || this.name).trim();
  }

  get #owner() {
    return { commander: this.commanderId, roster: this.rosterId };
  }

  /** The cards the rules can read, as announced to other widgets. */
  get cards(): RosterCard[] {
    return this.#cardViews.flatMap((v) =>
      v.unit
        ? [
            {
              id: v.entry.id,
              unit: v.unit,
              pile: v.entry.pile,
              ...(this.#retinue(v) ? { retinue: true } : {}),
              ...(v.trained ? { timesTrained: v.trained } : {}),
            },
          ]
        : [],
    );
  }

  /**
   * Takes the result of a Battle (AC-BA-6) as one undoable step: the cards named (by id) are Killed and removed, the
   * Exhausted and Disabled come back. `label` says which Battle, for the log and Undo.
   */
  applyBattle(killed: readonly string[], label: string) {
    this.#record.commit(() => {
      const fought = steps.moveCards(this.#record.roster, new Map(killed.map((id) => [id, 'killed' as const])));
      const step = steps.endBattle({ ...fought, inBattle: true });
      return { state: step.state, label: `${label}: ${step.label}` };
    });
  }

  constructor() {
    super();
    // Other widgets' events, heard on `document` wherever the widgets are on the page (validated first).
    new PageEventsController(
      this,
      rosterEvents({
        owner: () => this.#owner,
        views: () => this.#cardViews,
        follow: (what, moves, fought) => this.#follow(what, moves, fought),
        announce: () => this.#announce(true),
        recruit: (d) => this.#record.commit(() => steps.recruit(this.#record.roster, d)),
        upkeep: ({ name, morale, commander }) => {
          const by = name?.trim() || commander.trim();
          if (morale !== (this.upkeepMorale?.morale ?? 0))
            this.#record.note(
              msg(str`Morale spent on upkeep today: ${formatNumber(morale)}, in ${by}'s Morale tracker (AC-EC-2)`),
            );
          this.upkeepMorale = { morale, by };
        },
        speak: (work) => this.#record.speak(work),
      }),
    );
  }

  override connectedCallback() {
    super.connectedCallback();
    const nested = this.closest('army-battle') !== null;
    if (nested !== this.#nested) this.requestUpdate();
    this.#nested = nested;
    // Back on the page (moved, or re-attached): tell the other widgets again.
    if (this.hasUpdated) this.#announce(true);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#announced = '';
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('stateKey')) this.#record.load(this.stateKey);
    // Problems are read again in a new language, so that they are shown in it.
    const language = currentLanguage();
    if (changed.has('oddsBattles') || this.#oddsCheckedIn !== language) {
      this.#oddsCheckedIn = language;
      this.#oddsProblem = oddsBattlesProblem(this.oddsBattles, this.getAttribute('odds-battles'));
      warnProblems(this, [this.#oddsProblem].filter(Boolean));
    }
    if (changed.has('opponent') && this.opponent.trim()) this.#oddsPanel.toggle(true);
    // Made here, not while drawing: it asks the rosters on the page at once, which may update this element.
    if (this.#oddsPanel.open && oddsView.loaded) this.#odds ??= new oddsView.loaded.RosterOdds(this);
    this.#battleView.toggle(this.#nested);
    const battle = battleView.loaded;
    if (this.#nested && battle) this.#battle ??= new battle.BattleController(this, () => this.commanderId);
    const written = this.#written;
    if (written.children !== this.#children.version || written.units !== this.units || written.language !== language)
      this.#readWritten();
  }

  protected override updated() {
    checkPiles(this.renderRoot);
    this.#announce();
  }

  /** The cards as the rules read them, read again only when the cards (or the language of their messages) changed. */
  get #cardViews(): readonly CardView[] {
    const { cards } = this.#record.roster;
    const language = currentLanguage();
    if (this.#viewed?.cards !== cards || this.#viewed.language !== language) {
      this.#viewed = { cards, language };
      this.#views = cards.map(viewCard);
    }
    return this.#views;
  }

  /** The page's units (children, then `units`), read again when they changed; what is wrong is said once. */
  #readWritten() {
    const written = readWrittenUnits(this.#children.units().map(unitAttributes), this.units);
    warnProblems(this, [...written.problems, ...written.cardNotes]);
    this.#written = { ...written, children: this.#children.version, units: this.units, language: currentLanguage() };
    const signature = JSON.stringify(written.cards);
    if (signature !== this.#record.roster.written)
      this.#record.keep(mergeWritten(this.#record.roster, written.cards, signature));
  }

  // Changing the roster: every change is a step, saved, logged and undoable (see RosterRecord).

  #card = (id: string) => this.#cardViews.find((v) => v.entry.id === id);

  #retinue = (view: CardView) => retinueOf(view, this.commanderId) > 0; // AC-EC-6

  /** Commits the step made from a card, when that card is still there and the step changes something. */
  #onCard(id: string, step: (view: CardView) => steps.RosterStepOrNull) {
    this.#record.commit(() => {
      const view = this.#card(id);
      return view && step(view);
    });
  }

  /** Opens the unit form on card `id` (its errors in the roster's language). */
  #edit(form: typeof UnitForm, id: string) {
    this.#record.speak(() => this.#formOf(form).edit(id));
  }

  #cardHandlers = {
    pile: (id: string, pile: Pile) => this.#onCard(id, (v) => steps.setPile(this.#record.roster, v, pile)),
    edit: (id: string) => {
      const loaded = formView.loaded;
      if (loaded) return this.#edit(loaded, id);
      this.#editor.toggle(true); // "Loading…" at once; a panel that cannot load says so
      formView.load().then(
        (form) => this.#edit(form, id),
        () => undefined,
      );
    },
    remove: (id: string) => {
      this.#form?.forget(id);
      const next = cardNear(this.renderRoot, id);
      this.#onCard(id, (v) => steps.removeCard(this.#record.roster, v));
      void this.updateComplete.then(() => focusCard(this.renderRoot, next));
    },
    fairEscape: (id: string) => this.#onCard(id, (v) => steps.fairEscape(this.#record.roster, v)),
  };

  /** Moves the cards another widget named, as one undoable step, and says what moved (or why not). */
  #follow(what: string, { moves, notes }: RosterMoves, fought = false) {
    if (!notes.length) return;
    const label = `${what}: ${notes.join('; ')}`;
    if (!moves.size) this.#record.note(label);
    else this.#record.commit(() => steps.followMoves(this.#record.roster, moves, label, fought));
  }

  #onMorale = (e: Event) => this.#record.keep({ moraleSpent: (e.target as HTMLInputElement).value });

  // Other widgets hear of every change.

  #announcement(): RosterChangeDetail {
    const { commanderId: commander, name, cards, rosterId: roster } = this;
    return { commander, name, ...(roster ? { roster } : {}), cards, inBattle: this.#record.roster.inBattle };
  }

  #announce(always = false) {
    const detail = this.#announcement();
    const signature = JSON.stringify(detail);
    if (!always && signature === this.#announced) return;
    this.#announced = signature;
    this.dispatchEvent(new RosterChangeEvent({ ...detail }));
  }

  // The secondary panels' contents, once their modules have loaded.

  #breakdown: Breakdown = (id, lines) => {
    let panel = this.#whys.get(id);
    if (!panel) this.#whys.set(id, (panel = new LazyPanel(this, whyView, 'the breakdown')));
    return panel.details(msg('Breakdown'), lines, { class: 'why' });
  };

  #formOf(form: typeof UnitForm) {
    return (this.#form ??= new form.UnitFormController(this, {
      cardOf: (id) => this.#card(id),
      save: (fields, editing) => this.#record.commit(() => form.saveCard(this.#record.roster, fields, editing)),
      open: () => this.#editor.toggle(true),
    }));
  }

  // Rendering.

  /** The army's figures (upkeep, the army on the map), then Move, Capture and Rituals on demand. */
  #renderFigures(units: ReturnType<typeof armyUnits>, leader: string, retinue: number) {
    const whatIf = {
      field: readTyped(this.#record.roster.moraleSpent, msg('What-if Morale'), true),
      onInput: this.#onMorale,
    };
    return html`<div class="figures">
        ${upkeepFigure(units, this.upkeepMorale, whatIf, this.#breakdown)}
        ${armyFigure(units, { commander: leader, units: retinue }, this.#breakdown)}
      </div>
      ${this.#mapPanel.details(
        msg('Move, Capture and Rituals'),
        (map) => (this.#map ??= new map.RosterMap(this, this.#record, this.#breakdown)).render(units),
        { class: 'map' },
      )}`;
  }

  /** The roster's own Battle (outside a board): Start/End, Phase 2, Undo, and what changed. */
  #renderOwnBattle() {
    const { roster, undoSteps, log } = this.#record;
    const { inBattle } = roster;
    const [lastStep] = undoSteps;
    return html`<div class="row battle" role="group" aria-label=${msg('Battle')}>
        ${
          inBattle && roster.phase !== 2
            ? html`<button @click=${() => this.#record.commit(() => steps.phaseTwoStep(roster))}>
                ${msg('Phase 2')}
              </button>`
            : nothing
        }
        <!-- One button that changes its word, so that the keyboard focus stays on it (AC-BA-1, AC-BA-6). -->
        <button
          class="primary"
          @click=${() => this.#record.commit(() => (inBattle ? steps.endBattle(roster) : steps.startBattle(roster)))}
        >
          ${inBattle ? msg('End Battle') : msg('Start Battle')}
        </button>
        <button
          @click=${() => this.#record.undo()}
          ?disabled=${!lastStep}
          aria-label=${lastStep ? msg(str`Undo: ${spoken(lastStep.label)}`) : msg('Undo')}
        >
          ${msg('Undo')}
        </button>
      </div>
      ${
        log.length
          ? // The live region around the list: a list keeps its own role, for its items to be read as a list.
            html`<div class="log" part="log" role="log" aria-label=${msg('Recent changes, newest first')}>
              <ul>
                ${log.map((line) => html`<li>${line}</li>`)}
              </ul>
            </div>`
          : nothing
      }`;
  }

  /** The cards, with "Sort and filter" above them (what it hides is said on its summary). */
  #renderList(views: readonly CardView[]) {
    const counts = pileCounts(views);
    const sort = sortView.loaded;
    const shown = sort?.orderCards(views, this.sort, this.show) ?? views;
    const sorting = this.#sortPanel.details(
      shown.length < views.length
        ? msg(str`Sort and filter · showing ${formatNumber(shown.length)} of ${formatNumber(views.length)}`)
        : msg('Sort and filter'),
      (sort) =>
        sort.renderSort(views.length, counts, {
          sort: this.sort,
          filter: this.show,
          onSort: (e) => (this.sort = (e.target as HTMLSelectElement).value as SortKey),
          onFilter: (e) => (this.show = (e.target as HTMLSelectElement).value as CardFilter),
        }),
      { class: 'sort' },
    );
    return renderList(
      views,
      shown,
      { commander: this.commanderId, counts, sorting, rows: sort?.rows },
      this.#cardHandlers,
    );
  }

  protected override render() {
    const views = this.#cardViews;
    const units = armyUnits(views);
    const { roster, storageNote } = this.#record;
    const retinue = views.filter((v) => v.entry.pile !== 'killed' && this.#retinue(v)).length;
    // The commander as shown: as their Morale tracker names them, else as `commander` (or `name`) is written.
    const leader = this.upkeepMorale?.by || this.commanderId;
    const { board, seat } = this.#battle ?? {};
    const fighting = board && seat !== undefined && board.sides[seat].roster === this.rosterId ? board : undefined;
    const against = this.opponent.trim();
    return html`<section part="base" aria-labelledby="army-name">
      <slot></slot>
      <header class="title">
        <p class="name" id="army-name">${this.name || msg('Army')}</p>
        ${leader && !sameName(leader, this.name) ? html`<p class="muted">${msg(str`Commander: ${leader}`)}</p>` : nothing}
        ${renderOtherArmies(leader, this.rosterId, [...this.#rosters.rosters.values()])}
        ${
          roster.inBattle && !fighting
            ? html`<p class="badge">
                <span aria-hidden="true">⚔</span> ${msg(str`In Battle · Phase ${formatNumber(roster.phase ?? 1)}`)}
              </p>`
            : nothing
        }
      </header>
      ${renderProblems([...this.#written.problems, ...[storageNote, this.#oddsProblem].filter(Boolean)])}
      ${
        fighting
          ? // The Battle first; figures are for between Battles.
            this.#battleView.content((battle) => battle.renderBattleCards(fighting, seat!, this.name || msg('Army')))
          : html`${this.#renderFigures(units, leader, retinue)}
            ${this.#oddsPanel.details(
              against ? msg(str`Chance to win a Battle against ${against}`) : msg('Chance to win a Battle'),
              () => this.#odds?.render(),
              { class: 'odds-panel', part: 'odds-panel' },
            )}
            ${this.#nested ? nothing : this.#renderOwnBattle()} ${this.#renderList(views)}
            ${this.#editor.details(
              this.#form?.state.editing ? msg(str`Edit ${this.#form.state.editing}`) : msg('Add a unit'),
              (form) => form.renderEditor(this.#formOf(form)),
              { class: 'editor', part: 'editor' },
            )}`
      }
      ${this.#toolsPanel.details(
        msg('Import, export, share and print'),
        (tools) => (this.#tools ??= new tools.RosterTools(this, this.#record, () => this.#written.cards)).render(),
        { class: 'tools' },
      )}
    </section>`;
  }
}
