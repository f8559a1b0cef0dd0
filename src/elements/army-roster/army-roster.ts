import { html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  RosterChangeEvent,
  type KillPreventedEvent,
  type RosterCard,
  type RosterChangeDetail,
  type RoutRolledEvent,
  type SkirmishResolvedEvent,
  type UnitRecruitEvent,
  type UnopposedResolvedEvent,
  type UpkeepMoraleEvent,
} from '../../events/index.js';
import { endOfBattle, phaseTwo, startOfBattle, type Pile } from '../../rules/army/index.js';
import { sameName } from '../../rules/core/index.js';
import { fairEscapeSubstitute } from '../../rules/economy/index.js';
import { CAPTURE_PRESETS, captureProgress, captureStrength, startCapture } from '../../rules/map/index.js';
import { downloadJson, parseJson, readJsonFile } from '../../shared/json-file.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { armyRosterStyles } from './army-roster.styles.js';
import { renderList } from './roster-cards.js';
import { renderTools, type ToolNote } from './roster-tools.js';
import { draftErrors, draftOf, emptyDraft, renderEditor, type Draft } from './roster-editor.js';
import {
  armyFigure,
  captureFigure,
  moveFigure,
  readTyped,
  ritualFigure,
  upkeepFigure,
  type UpkeepMorale,
} from './roster-figures.js';
import { PILE_LABELS, type CardFilter, type SortKey } from './roster-order.js';
import { killPreventedMoves, routMoves, skirmishMoves, unopposedMoves, type RosterMoves } from './roster-skirmish.js';
import {
  armyUnits,
  emptyRoster,
  entriesFrom,
  entryFrom,
  exportCards,
  importCards,
  mergeWritten,
  newId,
  restoreRoster,
  retinueOf,
  ROSTER_VERSION,
  slug,
  viewCard,
  type CardView,
  type RosterEntry,
  type RosterState,
} from './roster-state.js';

/** How many changes "Undo" can go back, and how many lines the log shows. */
const MOST_UNDO = 30;
const MOST_LOG = 4;

/** A change's words without its rule codes ("(AC-BA-1)", "(R4)"): what a screen reader says for "Undo". */
const spoken = (label: string) => label.replace(/ \((?:AC-[A-Z]{2}-\d+|R\d+)\)/g, '');

/**
 * @summary An army's units and their state at a glance (in hand, Exhausted, Disabled, Killed), with what the
 * army costs and can do: upkeep per Day (AC-EC-1/2), units, Strength and miniatures (AC-MA-1), inches per Move
 * (AC-MA-2), Capture (AC-MA-3), usable Rituals (AC-RI-1) and the Retinue (AC-EC-6).
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
 * @fires army-roster-change - Whenever its cards or its Battle change (at once, within the change), and when an
 * `army-roster-request` is heard on `document`: `detail` is `{ commander, name, cards: [{ id, unit, pile, retinue? }],
 * inBattle }` (cards the rules can read; the `<morale-tracker>` of the same commander follows `inBattle`).
 *
 * @slot - `<army-unit>` children: the army as written on the page.
 *
 * @csspart base - The roster's frame.
 * @csspart result - The `<output>` with the upkeep per Day in lunari.
 * @csspart problems - What is wrong with the attributes, a unit or an input.
 * @csspart card - One unit card of the list.
 * @csspart log - The recent changes.
 * @csspart editor - The form that adds or edits a unit.
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
export class ArmyRoster extends LitElement {
  static override styles = armyRosterStyles;

  /** The army's name, shown as its title; also the commander id when `commander` is not set. */
  @property() name = '';

  /** The commander's id: matched by skirmish results, recruits and Retinue owners (AC-EC-6). Default: `name`. */
  @property() commander = '';

  /** Keeps the roster in localStorage under this key across reloads. */
  @property({ attribute: 'state-key' }) stateKey = '';

  /** Units as an array of objects, or as JSON text in the attribute, e.g. `[{"name":"Spearmen","strength":3}]`. */
  @property() units: readonly unknown[] | string | null = null;

  @state() private roster: RosterState = emptyRoster();
  @state() private sort: SortKey = 'army';
  @state() private show: CardFilter = 'all';
  @state() private draft: Draft = emptyDraft();
  @state() private editing: string | null = null;
  @state() private editorOpen = false;
  @state() private editorErrors: readonly string[] = [];
  @state() private log: readonly string[] = [];
  @state() private undoSteps: ReadonlyArray<{ readonly label: string; readonly state: RosterState }> = [];
  /** Storage notes (state reset, cannot save) and import problems. */
  @state() private storageNote = '';
  @state() private toolNote: ToolNote = null;
  @state() private captureProblem = '';
  /** Morale spent on upkeep today, as the `<morale-tracker>` of this commander last said (AC-EC-2). */
  @state() private upkeepMorale: UpkeepMorale | null = null;

  #store = new StoredStateController<RosterState>(this, {
    scope: 'army-roster',
    version: ROSTER_VERSION,
    restore: restoreRoster,
    onExternalChange: (saved) => (this.roster = saved),
  });
  /** The page's units must be read again (children or `units` changed). */
  #writtenStale = true;
  #writtenCards: readonly RosterEntry[] = [];
  #unitsProblems: readonly string[] = [];
  #views: readonly CardView[] = [];
  #viewed: readonly RosterEntry[] | null = null;
  #announced = '';

  /** The id skirmish results and recruits name this roster's commander by. */
  get commanderId(): string {
    return (this.commander || this.name).trim();
  }

  /** The commander as shown: as their Morale tracker names them, else as `commander` (or `name`) is written. */
  get #leader(): string {
    return this.upkeepMorale?.by || this.commanderId;
  }

  /** The cards the rules can read, as announced to other widgets. */
  get cards(): RosterCard[] {
    return this.#cardViews.flatMap((v) =>
      v.unit
        ? [{ id: v.entry.id, unit: v.unit, pile: v.entry.pile, ...(this.#retinue(v) ? { retinue: true } : {}) }]
        : [],
    );
  }

  constructor() {
    super();
    this.addEventListener('army-unit-change', this.#onChildChange);
  }

  /** The other widgets' events this roster follows: heard on `document`, wherever the widgets are on the page. */
  #followed(): ReadonlyArray<readonly [keyof DocumentEventMap, EventListener]> {
    return [
      ['army-skirmish-resolved', this.#onSkirmish as EventListener],
      ['army-unopposed-resolved', this.#onUnopposed as EventListener],
      ['army-kill-prevented', this.#onKillPrevented as EventListener],
      ['army-rout-rolled', this.#onRout as EventListener],
      ['army-roster-request', this.#onRequest],
      ['army-unit-recruit', this.#onRecruit as EventListener],
      ['army-upkeep-morale', this.#onUpkeepMorale as EventListener],
    ];
  }

  override connectedCallback() {
    super.connectedCallback();
    for (const [type, listener] of this.#followed()) document.addEventListener(type, listener);
    // Back on the page (moved, or re-attached): tell the other widgets again.
    if (this.hasUpdated) this.#announce(true);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    for (const [type, listener] of this.#followed()) document.removeEventListener(type, listener);
    this.#announced = '';
  }

  // Reading the page's units and the saved roster.

  protected override willUpdate(changed: Map<PropertyKey, unknown>) {
    if (changed.has('stateKey')) this.#load();
    if (this.#writtenStale || changed.has('units')) this.#readWritten();
  }

  /** The cards as the rules read them, read again only when the cards changed. */
  get #cardViews(): readonly CardView[] {
    if (this.#viewed !== this.roster.cards) {
      this.#viewed = this.roster.cards;
      this.#views = this.roster.cards.map(viewCard);
    }
    return this.#views;
  }

  #load() {
    const result = this.#store.use(this.stateKey);
    this.storageNote = result.kind === 'reset' ? result.note : '';
    if (result.kind === 'loaded') {
      this.roster = result.state;
      this.undoSteps = [];
    }
  }

  #readWritten() {
    this.#writtenStale = false;
    const children = [...this.querySelectorAll(':scope > army-unit')].map((child) => {
      const attr = (name: string) => child.getAttribute(name) ?? '';
      return {
        name: attr('name'),
        strength: attr('strength'),
        role: attr('role'),
        path: attr('path'),
        traits: attr('traits'),
        timesTrained: attr('times-trained'),
        owner: attr('owner'),
        quest: child.hasAttribute('quest'),
      };
    });
    const { list, problems } = this.#unitsList();
    this.#unitsProblems = warnProblems(this, problems);
    this.#writtenCards = entriesFrom([...children, ...list], true);
    const views = this.#writtenCards.map(viewCard);
    // A bad unit in the JSON is shown on its card; the console hears of it once too.
    warnProblems(
      this,
      views.slice(children.length).flatMap((view, i) => view.errors.map((e) => `units[${i}]: ${e}`)),
    );
    // What the rules only warn about (no name, an unknown trait): kept, shown on the card, and said once here.
    warnProblems(
      this,
      views.flatMap((view, i) => view.warnings.map((w) => `${view.entry.name || `unit ${i + 1}`}: ${w}`)),
    );
    const signature = JSON.stringify(this.#writtenCards);
    if (signature === this.roster.written) return;
    this.roster = mergeWritten(this.roster, this.#writtenCards, signature);
    this.#save();
  }

  /** The `units` property: an array, or JSON text of one. */
  #unitsList(): { list: readonly unknown[]; problems: string[] } {
    let units: unknown = this.units;
    if (typeof units === 'string') {
      if (!units.trim()) return { list: [], problems: [] };
      const parsed = parseJson(units);
      if ('error' in parsed) return { list: [], problems: [`units: ${parsed.error} Expected a JSON list of units.`] };
      units = parsed.value;
    }
    if (units === null || units === undefined) return { list: [], problems: [] };
    if (!Array.isArray(units))
      return { list: [], problems: ['units must be a list of units, e.g. [{"name":"Spearmen","strength":3}].'] };
    return { list: units, problems: [] };
  }

  #onChildChange = (event: Event) => {
    if ((event.target as Element).parentElement !== this) return;
    this.#writtenStale = true;
    this.requestUpdate();
  };

  #onSlotChange = () => {
    this.#writtenStale = true;
    this.requestUpdate();
  };

  // Changing the roster: every change is saved, logged and can be undone.

  #save() {
    const problem = this.#store.save(this.roster);
    if (problem) this.storageNote = problem;
  }

  #commit(next: RosterState, label: string) {
    this.undoSteps = [{ label, state: this.roster }, ...this.undoSteps].slice(0, MOST_UNDO);
    this.roster = next;
    this.#note(label);
    this.#save();
    // At once, not after the update: a Skirmish that starts this Battle reaches the tracker before its Morale damage.
    if (this.hasUpdated) this.#announce();
  }

  /** A figure's input: kept and saved, but not an undo step. */
  #setInput(patch: Partial<RosterState>) {
    this.roster = { ...this.roster, ...patch };
    this.#save();
  }

  #note(text: string) {
    this.log = [text, ...this.log].slice(0, MOST_LOG);
  }

  #undo = () => {
    const [last, ...older] = this.undoSteps;
    if (!last) return;
    // The figures' inputs and the page's units are not steps: they stay as they are now.
    const { moraleSpent, terrain, written } = this.roster;
    this.roster = { ...last.state, moraleSpent, terrain, written };
    this.undoSteps = older;
    this.#note(`Undone: ${last.label}`);
    this.#save();
  };

  #card = (id: string) => this.#cardViews.find((v) => v.entry.id === id);
  #retinue = (view: CardView) => retinueOf(view, this.commanderId) > 0; // AC-EC-6
  #withCards = (cards: readonly RosterEntry[]): RosterState => ({ ...this.roster, cards });
  #moveCards = (moves: ReadonlyMap<string, Pile>) =>
    this.roster.cards.map((c) => (moves.has(c.id) ? { ...c, pile: moves.get(c.id)! } : c));

  #setPile = (id: string, pile: Pile) => {
    const view = this.#card(id);
    if (!view || view.entry.pile === pile) return;
    const label = `${view.unit?.name}: ${PILE_LABELS[view.entry.pile]} → ${PILE_LABELS[pile]}`;
    this.#commit(this.#withCards(this.#moveCards(new Map([[id, pile]]))), label);
  };

  #startBattle = () => {
    const { capture } = this.roster;
    const interrupted = capture.moves > 0 && !capture.captured;
    this.#commit(
      {
        ...this.roster,
        inBattle: true,
        cards: startOfBattle(this.roster.cards),
        capture: { ...capture, ...captureProgress(capture, { type: 'battle' }) },
      },
      `Battle started: every living unit in hand (AC-BA-1)${interrupted ? '; the Capture starts over (AC-MA-3)' : ''}`,
    );
  };

  #phaseTwo = () => {
    const back = this.roster.cards.filter((c) => c.pile === 'exhausted').length;
    this.#commit(this.#withCards(phaseTwo(this.roster.cards)), `Phase 2: ${back} Exhausted back in hand (AC-BA-3)`);
  };

  #endBattle = () => {
    const { cards, removed } = endOfBattle(this.roster.cards);
    const gone = removed.length ? `; Killed removed: ${removed.map((c) => c.name).join(', ')}` : '';
    this.#commit(
      { ...this.roster, inBattle: false, cards },
      `Battle over: Exhausted and Disabled back (AC-BA-6)${gone}`,
    );
  };

  #fairEscape = (id: string) => {
    const view = this.#card(id);
    if (!view?.unit || view.unit.strength === null) return;
    const after = fairEscapeSubstitute(view.unit.strength); // AC-EC-6
    const cards = this.roster.cards.map((c) =>
      c.id === id ? { ...c, strength: String(after.strength), pile: after.killed ? ('killed' as const) : c.pile } : c,
    );
    const what = after.killed ? 'Killed' : `Strength ${view.unit.strength} → ${after.strength}`;
    this.#commit(this.#withCards(cards), `Fair Escape: ${view.unit.name} −2 Strength, ${what} (AC-EC-6)`);
  };

  #remove = (id: string) => {
    const view = this.#card(id);
    if (!view) return;
    if (this.editing === id) this.#closeEditor();
    this.#commit(
      this.#withCards(this.roster.cards.filter((c) => c.id !== id)),
      `Removed ${view.entry.name || 'a unit'}`,
    );
  };

  // The editor.

  #edit = (id: string) => {
    const view = this.#card(id);
    if (!view) return;
    this.editing = id;
    this.draft = draftOf(view.entry);
    this.editorErrors = view.errors;
    this.editorOpen = true;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLInputElement>('.editor input')?.focus());
  };

  #closeEditor() {
    this.editing = null;
    this.draft = emptyDraft();
    this.editorErrors = [];
  }

  #onSort = (e: Event) => (this.sort = (e.target as HTMLSelectElement).value as SortKey);
  #onFilter = (e: Event) => (this.show = (e.target as HTMLSelectElement).value as CardFilter);

  #onDraftInput = (e: Event) => {
    const field = e.target as HTMLInputElement;
    if (!field.name) return;
    this.draft = { ...this.draft, [field.name]: field.type === 'checkbox' ? field.checked : field.value };
  };

  #onDraftSubmit = (e: Event) => {
    e.preventDefault();
    const errors = draftErrors(this.draft);
    this.editorErrors = errors;
    if (errors.length) return;
    const fields = { ...this.draft, name: this.draft.name.trim(), strength: this.draft.strength.trim() };
    const editing = this.editing && this.#card(this.editing);
    if (editing) {
      const cards = this.roster.cards.map((c) => (c.id === editing.entry.id ? { ...c, ...fields } : c));
      this.#commit(this.#withCards(cards), `Edited ${fields.name}`);
    } else {
      const card: RosterEntry = { ...fields, id: newId(this.roster.cards, fields.name), written: false, pile: 'hand' };
      this.#commit(this.#withCards([...this.roster.cards, card]), `Added ${fields.name}`);
    }
    this.#closeEditor();
  };

  #onEditorToggle = (e: Event) => {
    this.editorOpen = (e.target as HTMLDetailsElement).open;
  };

  #cardHandlers = { pile: this.#setPile, edit: this.#edit, remove: this.#remove, fairEscape: this.#fairEscape };
  #editorHandlers = {
    input: this.#onDraftInput,
    submit: this.#onDraftSubmit,
    cancel: () => this.#closeEditor(),
    toggle: this.#onEditorToggle,
  };

  // Figures' inputs.

  #onMorale = (e: Event) => this.#setInput({ moraleSpent: (e.target as HTMLInputElement).value });
  #onTerrain = (e: Event) => this.#setInput({ terrain: (e.target as HTMLInputElement).value });

  #onPlace = (e: Event) => {
    const place = (e.target as HTMLSelectElement).value;
    const preset = CAPTURE_PRESETS.find((p) => p.id === place);
    const requirement = preset?.requirement ?? this.roster.capture.requirement;
    this.captureProblem = '';
    const name = preset?.name ?? `a location needing ${requirement}`;
    this.#commit({ ...this.roster, capture: { place, ...startCapture(requirement) } }, `Capture of ${name} begun`);
  };

  #onRequirement = (e: Event) => {
    const typed = (e.target as HTMLInputElement).value;
    const value = readTyped(typed, 'The total needed', false);
    this.captureProblem = value.problem ?? (value.value > 0 ? '' : 'The total needed must be more than 0.');
    if (this.captureProblem) return;
    const capture = { place: 'other', ...startCapture(value.value) };
    this.#commit({ ...this.roster, capture }, `Capture of a location needing ${value.value} begun`);
  };

  #captureMove = () => {
    const strength = captureStrength(armyUnits(this.#cardViews)); // AC-MA-3
    const capture = { ...this.roster.capture, ...captureProgress(this.roster.capture, { type: 'move', strength }) };
    const done = capture.captured ? ': Captured' : '';
    this.#commit(
      { ...this.roster, capture },
      `Capture: a Move adds ${strength}, total ${capture.total}${done} (AC-MA-3)`,
    );
  };

  #captureRestart = () => {
    const { capture } = this.roster;
    this.#commit(
      { ...this.roster, capture: { ...capture, ...startCapture(capture.requirement) } },
      'Capture started over',
    );
  };

  #captureHandlers = {
    place: this.#onPlace,
    requirement: this.#onRequirement,
    move: this.#captureMove,
    restart: this.#captureRestart,
  };

  // Other widgets.

  #onRequest = () => this.#announce(true);

  #onSkirmish = (event: SkirmishResolvedEvent) =>
    this.#follow('Skirmish', skirmishMoves(event.detail, this.commanderId, this.#cardViews), true);

  #onUnopposed = (event: UnopposedResolvedEvent) =>
    this.#follow('Unopposed', unopposedMoves(event.detail, this.commanderId, this.#cardViews), true);

  #onKillPrevented = (event: KillPreventedEvent) =>
    this.#follow('Kill prevented', killPreventedMoves(event.detail, this.commanderId, this.#cardViews));

  #onRout = (event: RoutRolledEvent) =>
    this.#follow('Rout', routMoves(event.detail, this.commanderId, this.#cardViews));

  /** Moves the cards another widget named, as one undoable step, and says what moved (or why not). */
  #follow(what: string, { moves, notes }: RosterMoves, fought = false) {
    if (!notes.length) return;
    if (!moves.size) return this.#note(`${what}: ${notes.join('; ')}`);
    // A Skirmish or an Unopposed attack means a Battle: it interrupts a Capture too (AC-MA-3).
    const battle =
      !fought || this.roster.inBattle
        ? {}
        : {
            inBattle: true,
            capture: { ...this.roster.capture, ...captureProgress(this.roster.capture, { type: 'battle' }) },
          };
    this.#commit({ ...this.#withCards(this.#moveCards(moves)), ...battle }, `${what}: ${notes.join('; ')}`);
  }

  /** AC-EC-2: the Morale tracker of this commander says how much Morale was spent on upkeep today. */
  #onUpkeepMorale = (event: UpkeepMoraleEvent) => {
    const { commander, name, morale } = event.detail ?? {};
    if (!sameName(commander, this.commanderId) || !Number.isInteger(morale) || morale < 0) return;
    const by = (typeof name === 'string' && name.trim()) || commander.trim();
    if (morale !== (this.upkeepMorale?.morale ?? 0))
      this.#note(`Morale spent on upkeep today: ${morale}, in ${by}'s Morale tracker (AC-EC-2)`);
    this.upkeepMorale = { morale, by };
  };

  #onRecruit = (event: UnitRecruitEvent) => {
    const { commander, unit, lunari, timesTrained, quest } = event.detail ?? {};
    if (!sameName(commander, this.commanderId) || !unit) return;
    const entry = entryFrom({ ...unit, timesTrained, quest }, false);
    const card = { ...entry, id: newId(this.roster.cards, entry.name) };
    this.#commit(this.#withCards([...this.roster.cards, card]), `Recruited ${card.name} for ${lunari} lunari`);
  };

  #announcement(): RosterChangeDetail {
    return { commander: this.commanderId, name: this.name, cards: this.cards, inBattle: this.roster.inBattle };
  }

  #announce(always = false) {
    const detail = this.#announcement();
    const signature = JSON.stringify(detail);
    if (!always && signature === this.#announced) return;
    this.#announced = signature;
    this.dispatchEvent(new RosterChangeEvent({ ...detail }));
  }

  protected override updated() {
    this.#announce();
  }

  // Import, export, print.

  #exported() {
    return {
      format: 'army-roster',
      version: ROSTER_VERSION,
      army: this.name,
      commander: this.commanderId,
      units: exportCards(this.roster.cards),
    };
  }

  #copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(this.#exported(), null, 2));
      this.toolNote = { text: 'Copied the army as JSON.', problem: false };
    } catch {
      this.toolNote = { text: 'Could not copy here: use "Download JSON" instead.', problem: true };
    }
  };

  #download = () => {
    downloadJson(`${slug(this.name || 'army')}.json`, this.#exported());
    this.toolNote = { text: 'Downloaded the army as JSON.', problem: false };
  };

  #import(value: { value: unknown } | { error: string }, from: string) {
    const read = 'error' in value ? value : importCards(value.value);
    if ('error' in read) {
      this.toolNote = { text: `Nothing imported from ${from}: ${read.error}`, problem: true };
      return;
    }
    const label = `Imported ${read.cards.length} units from ${from}`;
    this.toolNote = { text: label, problem: false };
    this.#commit(this.#withCards(read.cards), label);
  }

  #onFile = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    this.#import(await readJsonFile(file), file.name);
    input.value = '';
  };

  #onPaste = () => {
    const area = this.renderRoot.querySelector<HTMLTextAreaElement>('textarea[name="paste"]')!;
    this.#import(parseJson(area.value), 'the pasted JSON');
  };

  #resetToPage = () =>
    this.#commit({ ...this.roster, inBattle: false, cards: this.#writtenCards }, "Reset to the page's army");

  // Rendering.

  protected override render() {
    const views = this.#cardViews;
    const units = armyUnits(views);
    const { inBattle, capture } = this.roster;
    const retinue = views.filter((v) => v.entry.pile !== 'killed' && this.#retinue(v)).length;
    const [lastStep] = this.undoSteps;
    const leader = this.#leader;
    return html`<section part="base" aria-labelledby="army-name">
      <slot @slotchange=${this.#onSlotChange}></slot>
      <header class="title">
        <p class="name" id="army-name">${this.name || 'Army'}</p>
        ${leader && !sameName(leader, this.name) ? html`<p class="muted">Commander: ${leader}</p>` : nothing}
        ${inBattle ? html`<p class="badge"><span aria-hidden="true">⚔</span> In Battle</p>` : nothing}
      </header>
      ${renderProblems([...this.#unitsProblems, ...(this.storageNote ? [this.storageNote] : [])])}
      <div class="figures">
        ${upkeepFigure(units, this.upkeepMorale, readTyped(this.roster.moraleSpent, 'What-if Morale', true), this.#onMorale)}
        ${armyFigure(units, { commander: leader, units: retinue })}
        ${moveFigure(units, readTyped(this.roster.terrain, 'Difficult terrain', false), this.#onTerrain)}
        ${captureFigure(units, capture, { inBattle, problem: this.captureProblem }, this.#captureHandlers)}
        ${ritualFigure(units)}
      </div>
      <div class="row battle" role="group" aria-label="Battle">
        ${inBattle ? html`<button @click=${this.#phaseTwo}>Phase 2</button>` : nothing}
        <!-- One button that changes its word, so that the keyboard focus stays on it (AC-BA-1, AC-BA-6). -->
        <button class="primary" @click=${inBattle ? this.#endBattle : this.#startBattle}>
          ${inBattle ? 'End Battle' : 'Start Battle'}
        </button>
        <button
          @click=${this.#undo}
          ?disabled=${!lastStep}
          aria-label=${lastStep ? `Undo: ${spoken(lastStep.label)}` : 'Undo'}
        >
          Undo
        </button>
      </div>
      ${
        this.log.length
          ? html`<ul class="log" part="log" role="log" aria-label="Recent changes, newest first">
              ${this.log.map((line) => html`<li>${line}</li>`)}
            </ul>`
          : nothing
      }
      ${renderList(views, { commander: this.commanderId, sort: this.sort, filter: this.show, onSort: this.#onSort, onFilter: this.#onFilter }, this.#cardHandlers)}
      ${renderEditor(
        this.draft,
        {
          open: this.editorOpen,
          editing: this.editing && (this.#card(this.editing)?.entry.name || 'unit'),
          errors: this.editorErrors,
        },
        this.#editorHandlers,
      )}
      ${renderTools(this.toolNote, {
        copy: this.#copy,
        download: this.#download,
        file: this.#onFile,
        paste: this.#onPaste,
        ...(this.#writtenCards.length ? { resetToPage: this.#resetToPage } : {}),
      })}
    </section>`;
  }
}
