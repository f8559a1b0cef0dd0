import { msg, str } from '@lit/localize';
import { html, LitElement, nothing, type PropertyValues } from 'lit';

import type { RosterCard } from '../../events/index.js';
import { sameName } from '../../rules/core/index.js';
import { AfterFirstFrame } from '../../shared/after-first-frame.js';
import type { BattleController } from '../../shared/battle-context.js';
import { inBoard } from '../../shared/in-board.js';
import { lazyModule, LazyPanel } from '../../shared/lazy-panel.js';
import { currentLanguage, formatNumber, type Language, Localized } from '../../shared/localize.js';
import { oddsBattlesProblem } from '../../shared/odds-battles.js';
import { eventsWaiting } from '../../shared/page-events.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { RostersController } from '../../shared/rosters.js';
import { unitAttributes, UnitChildrenController } from '../../shared/unit-children.js';
import { armyRosterStyles } from './army-roster.styles.js';
import type { RosterAfter, RosterParts } from './roster-after.js';
import { RosterAnnouncer } from './roster-announce.js';
import { type CardAct, checkPiles, pileCounts, renderList, renderOtherArmies } from './roster-cards.js';
import { upkeepFigure, type UpkeepMorale } from './roster-figures.js';
import { rosterHeard } from './roster-heard.js';
import type { CardFilter, SortKey } from './roster-order.js';
import { RosterRecord } from './roster-record.js';
import { armyUnits, type CardView, retinueOf } from './roster-state.js';
import { CardViews } from './roster-views.js';

/** What comes after the first frame: figures' inputs and breakdowns, the pile counts, the panels and the tools. */
export const afterModule = lazyModule(() => import('./roster-after.js'));
/** "Sort and filter", loaded on its first open (once per page) with its own styles: closed, it draws nothing. */
const sortView = lazyModule(() => import('./roster-sort.js'));
/** A board's Battle (following it, and the roster's cards in it): loaded as soon as the roster is inside a board. */
const battleView = lazyModule(() => import('./roster-battle.js'));

/** The space of a part still to come after the first frame (`kind`: its class), so that nothing moves when it arrives. */
const coming = (kind: string) => html`<div class="coming ${kind}" aria-hidden="true"></div>`;

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
 * @fires army-morale-request - With "Chance to win a Battle", once for each commander it counts: `detail` is
 * `{ commander }`; that commander's `<morale-tracker>` says its Morale.
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

  /** Lit's reactive properties and their attributes, each documented below (not decorators: README, Bundle sizes). */
  static override properties = {
    name: {},
    commander: {},
    stateKey: { attribute: 'state-key' },
    units: {},
    opponent: {},
    oddsBattles: { type: Number, attribute: 'odds-battles' },
    sort: { state: true },
    show: { state: true },
    upkeepMorale: { state: true },
  };

  /** The army's name, shown as its title; also the commander id when `commander` is not set. */
  name = '';

  /** The commander's id: matched by skirmish results, recruits and Retinue owners (AC-EC-6). Default: `name`. */
  commander = '';

  /** Keeps the roster in localStorage under this key across reloads. */
  stateKey = '';

  /** Units as an array of objects, or as JSON text in the attribute, e.g. `[{"name":"Spearmen","strength":3}]`. */
  units: readonly unknown[] | string | null = null;

  /** The commander of another roster on the page to simulate a Battle against: opens "Chance to win a Battle". */
  opponent = '';

  /** Battles simulated for the chance to win (default 10,000; `0`: none). */
  oddsBattles = 10_000;

  // Reactive state (in `properties` above): a change redraws the roster.
  private sort: SortKey = 'army';
  private show: CardFilter = 'all';
  /** Morale spent on upkeep today, as the `<morale-tracker>` of this commander last said (AC-EC-2). */
  private upkeepMorale: UpkeepMorale | null = null;

  /** The cards, saved, logged and undoable; other widgets hear of each change at once. */
  #record = new RosterRecord(this, () => {
    // At once, not after the update: a Skirmish that starts this Battle reaches the tracker before its Morale damage.
    if (this.hasUpdated) this.#announcer.announce();
  });
  #children = new UnitChildrenController(this);
  /** The other rosters of this commander on the page (two armies in one Day): each roster says so. */
  #rosters = new RostersController(this, { commander: () => this.commanderId });
  /** The cards as the rules read them, and the page's units they come from. */
  #cards = new CardViews(this.#record);
  /** The language `odds-battles` was checked in. */
  #oddsCheckedIn: Language | undefined;
  /** Other widgets hear of every change. */
  #announcer = new RosterAnnouncer(this, () => {
    const { commanderId: commander, name, cards, rosterId: roster } = this;
    return { commander, name, ...(roster ? { roster } : {}), cards, inBattle: this.#record.roster.inBattle };
  });
  /** What is wrong with `odds-battles`, if anything. */
  #oddsProblem = '';
  /** Inside an `<army-battle>`, started or not: the board, not the roster, runs the Battle. */
  #nested = false;
  /**
   * The Battle of the board around this roster: while it runs, the roster shows and plays it. Followed (with its
   * code) only by a roster inside a board, from the moment its Battle view has loaded.
   */
  #battle: BattleController | undefined;

  #sortPanel = new LazyPanel(this, sortView, 'sorting and filtering');
  #after = new AfterFirstFrame(this, afterModule, 'the figures, panels and tools');
  /** What comes after the first frame, once its module has loaded. */
  #rest: RosterAfter | undefined;
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
    return this.#cards.announced(this.#retinue);
  }

  /**
   * Takes the result of a Battle (AC-BA-6) as one undoable step: the cards named (by id) are Killed and removed, the
   * Exhausted and Disabled come back. `label` says which Battle, for the log and Undo.
   */
  applyBattle(killed: readonly string[], label: string) {
    this.#record.change((change) => change.battleApplied(this.#record, killed, label));
  }

  /** The board's Undo after {@link applyBattle}: `reply` gets what takes it back, or null once the roster has changed. */
  undoBattle(label: string, reply: (undo: (() => void) | null) => void) {
    this.#record.change((change) => reply(change.battleUndo(this.#record, label)));
  }

  constructor() {
    super();
    // Other widgets' events, heard on `document` wherever the widgets are on the page (validated first).
    rosterHeard(this, {
      announce: () => this.#announcer.announce(true),
      owner: () => this.#owner,
      views: () => this.#cardViews,
      record: this.#record,
      upkeep: ({ name, morale, commander }) => {
        const by = name?.trim() || commander.trim();
        if (morale !== (this.upkeepMorale?.morale ?? 0))
          this.#record.note(
            msg(str`Morale spent on upkeep today: ${formatNumber(morale)}, in ${by}'s Morale tracker (AC-EC-2)`),
          );
        this.upkeepMorale = { morale, by };
      },
    });
  }

  /** Once the steps and the other widgets' results that came before their code loaded are shown. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    const waiting = eventsWaiting() ?? this.#record.pending;
    return waiting ? waiting.then(() => this.getUpdateComplete()) : done;
  }

  override connectedCallback() {
    super.connectedCallback();
    const nested = inBoard(this);
    if (nested !== this.#nested) this.requestUpdate();
    this.#nested = nested;
    if (this.opponent.trim()) this.#after.soon();
    // Back on the page (moved, or re-attached): tell the other widgets again.
    if (this.hasUpdated) this.#announcer.announce(true);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#announcer.forget();
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
    // "Chance to win a Battle" opens at once with an opponent: what comes after the first frame is needed now (not
    // while hydrating a prerendered roster, which draws as the server did: it is asked for on connect).
    if (changed.has('opponent') && this.isConnected && this.opponent.trim()) this.#after.soon();
    if (!this.hasUpdated) this.#nested = inBoard(this); // on a server, or hydrating: not connected yet
    this.#more?.willUpdate();
    this.#battleView.toggle(this.#nested);
    const battle = battleView.loaded;
    if (this.#nested && battle) this.#battle ??= new battle.BattleController(this, () => this.commanderId);
    const children = () => this.#children.units().map(unitAttributes);
    this.#cards.readWritten(this, children, this.#children.version, this.units);
    // Said before drawing, not after: what the other widgets answer at once (the tracker's upkeep, first heard) is
    // then drawn in this update, not in a second one. Not on a server, which renders without a page.
    if (this.isConnected) this.#announcer.announce();
  }

  protected override updated() {
    checkPiles(this.renderRoot);
  }

  get #cardViews(): readonly CardView[] {
    return this.#cards.views;
  }

  // Changing the roster: every change is a step, saved, logged and undoable (see RosterRecord).

  #card = (id: string) => this.#cardViews.find((v) => v.entry.id === id);

  #retinue = (view: CardView) => retinueOf(view, this.commanderId) > 0; // AC-EC-6

  /** What the parts after the first frame need of the roster (roster-after.ts, roster-change.ts). */
  #parts: RosterParts = { record: this.#record, written: () => this.#cards.written.cards, cardOf: this.#card };

  /** What a card's controls do: "Edit" opens the unit form (after the first frame); the rest are steps. */
  #onCard: CardAct = (...act) => {
    if (act[0] !== 'edit') return this.#record.change((change) => change.onCard(this, this.#parts, this.#more, ...act));
    if (this.#more) return this.#more.edit(act[1]);
    afterModule.load().then(
      () => this.#more?.edit(act[1]),
      () => undefined, // said in the console; the roster shows its cards still
    );
  };

  /** What comes after the first frame, once its module has loaded (made on first use). */
  get #more(): RosterAfter | undefined {
    const after = this.#after.module;
    return after ? (this.#rest ??= new after.RosterAfter(this, this.#parts)) : undefined;
  }

  // Rendering.

  /** The army's figures (upkeep, the army on the map), then Move, Capture and Rituals on demand. */
  #renderFigures(units: ReturnType<typeof armyUnits>, leader: string, retinue: number) {
    const more = this.#more;
    return html`<div class="figures">
        ${upkeepFigure(units, this.upkeepMorale, more?.upkeep(units) ?? (() => coming('what-if')))}
        ${more?.army(units, { commander: leader, units: retinue }) ?? coming(retinue ? 'figure retinue' : 'figure')}
      </div>
      ${more?.map(units) ?? coming('map')}
      ${more?.odds() ?? coming(this.opponent.trim() ? 'odds-panel open' : 'odds-panel')}`;
  }

  /** The cards, with "Sort and filter" above them (what it hides is said on its summary). */
  #renderList(views: readonly CardView[]) {
    const counts = pileCounts(views);
    const sort = sortView.loaded;
    const shown = sort?.orderCards(views, this.sort, this.show) ?? views;
    const sorting = this.#sortPanel.details(
      sort?.hiding(shown.length, views.length) ?? msg('Sort and filter'),
      (sort) =>
        sort.renderSort(views.length, counts, {
          sort: this.sort,
          filter: this.show,
          choose: (order, filter) => ((this.sort = order), (this.show = filter)),
        }),
      { class: 'sort' },
    );
    const summary = this.#more?.piles(counts) ?? coming('piles-summary');
    return renderList(views, shown, { commander: this.commanderId, summary, sorting, rows: sort?.rows }, this.#onCard);
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
      ${renderProblems([...this.#cards.written.problems, ...[storageNote, this.#oddsProblem].filter(Boolean)])}
      ${
        fighting
          ? // The Battle first; figures are for between Battles.
            this.#battleView.content((battle) => battle.renderBattleCards(fighting, seat!, this.name || msg('Army')))
          : html`${this.#renderFigures(units, leader, retinue)}
            ${this.#nested ? nothing : (this.#more?.ownBattle() ?? coming('own-battle'))} ${this.#renderList(views)}
            ${this.#more?.editor() ?? coming('editor')}`
      }
      ${this.#more?.tools() ?? coming('tools')}
    </section>`;
  }
}
