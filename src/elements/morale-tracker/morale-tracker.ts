import { msg, str } from '@lit/localize';
import { html, LitElement, nothing, type PropertyValues } from 'lit';

import { battleBegun, createMoraleState, type MoraleState, totalMorale } from '../../rules/morale/index.js';
import { AfterFirstFrame } from '../../shared/after-first-frame.js';
import { lazyModule, LazyPanel, warnNotLoaded } from '../../shared/lazy-panel.js';
import { formatNumber, inLanguage, Localized } from '../../shared/localize.js';
import { eventsWaiting, PageEventsController } from '../../shared/page-events.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { RostersController } from '../../shared/rosters.js';
import { type ActionName, trackerActions, typedTotal } from './actions.js';
import { renderActions } from './actions-view.js';
import { BoardLink } from './board.js';
import { type CommanderReading, readCommander } from './commander.js';
import { BattleFollower } from './follow.js';
import { moraleTrackerStyles } from './morale-tracker.styles.js';
import { pressedModule, pressQueue } from './press-queue.js';
import type * as Pressed from './pressed.js';
import { renderPools, renderStart, renderStatus } from './status-view.js';
import type { TrackerPanels } from './tracker-after.js';
import { changeModule, TrackerRecord } from './tracker-record.js';
import { freshTracker, type TrackerState } from './tracker-state.js';

/** What comes after the first frame: the log, Between Battles and "Save and share" (each loaded when opened). */
export const afterModule = lazyModule(() => import('./tracker-after.js'));
/** What the tracker does with other widgets' events (Morale damage, a Skirmish, one undone), and their validators. */
const protocolModule = lazyModule(() => import('./protocol.js'));
/** The Rout's panel, loaded once per page when a commander is first Routed. */
const routModule = lazyModule(() => import('./rout-panel.js'));
/**
 * The space of a folded panel still to come, so that nothing moves when it arrives: as tall as its summary (`words`,
 * not shown), which may take two lines on a phone.
 */
const coming = (words = '') => html`<div class="coming" aria-hidden="true">${words}</div>`;
export { pressedModule } from './press-queue.js';
/** What is wrong with the attributes, in words: loaded when something is (the update waits for it). */
export const problemWordsModule = lazyModule(() => import('./commander-problems.js'));

/**
 * @summary One commander's Morale through a Battle and a Day (AC-MO): losses, gains, passing, Unopposed damage,
 * buying, spending, Routing and the rout rolls, with a log, undo, and state kept across reloads and tabs.
 *
 * `<morale-tracker name="Ayla" level="6">` starts at Morale 7 (4 + ⌊level / 2⌋, AC-MO-1); `npc morale="5"` is a
 * non-player commander starting at 5. `base-morale` is the Morale of a Base the commander defends: it is tracked
 * apart, lost first, and what is lost is used up for the Day (AC-MO-3). `in-battle` starts the tracker in a Battle.
 *
 * Decisions of the rules package that the tracker applies: passing on Offense, Unopposed damage, Healers and kill
 * prevention happen only in a Battle; buying Morale and spending it on upkeep only between Battles; a Rout happens
 * only in a Battle, whatever takes the last Morale. A button that can only refuse right now (Lose 1 at 0, the
 * Battle's buttons Between Battles, …) is marked unavailable with its reason shown; pressing it says why and logs
 * nothing. "New Day" refreshes Morale to the start the attributes give now.
 *
 * The tracker follows the Battle of its commander as other widgets see it (one way only: it never starts or ends
 * theirs): it starts and ends its Battle when the `<army-roster>` of the same commander starts or ends one, and
 * starts one when a Skirmish of that commander is resolved (`army-skirmish-resolved`, `army-unopposed-resolved`)
 * or Morale damage for a Skirmish rule arrives (`army-morale-damage`), unless the commander is Routed: a Skirmish
 * is always part of a Battle, so that reaching 0 Routs. Morale spent on upkeep is spent here, and sent to the
 * roster of the same commander, which takes it off its upkeep per Day (`army-upkeep-morale`).
 *
 * Saved state (with `state-key`) wins over the attributes on reload; a start that no longer matches them is
 * pointed out, and applied by the next "New Day". Damaged or other-version saved state is reset with a note. A Share
 * link's state (`shared`) is read the same way, and never saved by being read.
 *
 * @fires army-morale-change - On every change: `detail` is `{ commander, morale, start, routed, reason }` (`morale`
 * counts the Base's Morale too); `reason` '' answers `army-morale-request` for its commander (not inside a board).
 * @fires army-routed - Once when the commander is Routed at 0 Morale in a Battle (AC-MO-2): `detail`: `{ commander }`.
 * @fires army-rout-rolled - When the rout rolls are made (AC-MO-2): `detail` is `{ commander, killed: [{ cardId?, name
 * }], rolls: [{ name, roll, killed, cardId? }] }`; the `<army-roster>` of that commander moves the Killed cards.
 * @fires army-roster-request - When connected or its commander changes, asking `<army-roster>` elements to announce
 * their cards (the Rout rolls use the Disabled and Exhausted piles of the roster with the same commander).
 * @fires army-upkeep-morale - When the Morale spent on upkeep this Day changes (spent, undone, a New Day), and when
 * the roster of its commander is first heard: `detail` is `{ commander, name, morale, lunari }`, the Day's total
 * (AC-EC-2).
 *
 * @csspart base - The tracker's frame.
 * @csspart result - The `<output>` with the current Morale (the Base's included).
 * @csspart status - "In a Battle", "Between Battles" or "Routed", in words and an icon.
 * @csspart pools - The commander's own Morale and the Base's, shown apart (AC-MO-3).
 * @csspart actions - The buttons and fields that change Morale.
 * @csspart why-not - Why the unavailable buttons can only refuse now.
 * @csspart between - The Between Battles panel: buy Morale, spend it on upkeep, start a new Day (drawn once opened).
 * @csspart rout - The Routed panel with the rout rolls (AC-MO-2).
 * @csspart rout-dice - The dice of the Rout, each unit Killed or not.
 * @csspart log - The log of changes, newest first (drawn once opened, and when printed).
 * @csspart share - "Share" (in "Save and share"): a link to embed.html drawing the tracker with its whole state, and an
 * iframe to paste.
 * @csspart feedback - The status line: what the last action did, or why it was refused.
 * @csspart note - A note about saved state (reset, could not save).
 * @csspart problems - What is wrong with the attributes.
 *
 * @themed Every token of the shared theme (`--army-surface`, `--army-text`, `--army-space-*`, …; see the README).
 * @cssprop --army-surface-raised - Background of the Morale figure and the log.
 * @cssprop --army-text-muted - Secondary text and rule IDs.
 * @cssprop --army-accent - The Battle marker and the primary buttons.
 * @cssprop --army-accent-text - Text on primary buttons.
 * @cssprop --army-killed - Routed and Killed: colour of the word, next to its icon.
 * @cssprop --army-success - Units that survive a Rout; Morale above the start (AC-MO-4).
 * @cssprop --army-warning-surface - Background of problems and the saved-state note.
 * @cssprop --army-warning-text - Text of problems and the saved-state note.
 * @cssprop --army-font-size-figure - The Morale figure is a third larger than this (default 1.5rem, so 2rem).
 *
 * @example <morale-tracker name="Ayla" level="6" state-key="ayla"></morale-tracker>
 * @example <morale-tracker name="Bandit chief" npc morale="5" base-morale="2" in-battle></morale-tracker>
 */
export class MoraleTracker extends Localized(LitElement) {
  static override styles = moraleTrackerStyles;

  /** Lit's reactive properties and their attributes, each documented below (not decorators: README, Bundle sizes). */
  static override properties = {
    name: {},
    level: {},
    npc: { type: Boolean },
    morale: {},
    baseMorale: { attribute: 'base-morale' },
    commander: {},
    stateKey: { attribute: 'state-key' },
    inBattle: { type: Boolean, attribute: 'in-battle' },
    unopposedTotal: { state: true },
  };

  /** The commander's name, shown as text; also their id for other widgets unless `commander` is set. */
  name = '';

  /** A player character's level: starting Morale 4 + ⌊level / 2⌋ (AC-MO-1). */
  level = '';

  /** A non-player commander: starting Morale from `morale`; may spend 3 Morale to prevent a Kill (AC-SK-8). */
  npc = false;

  /** A non-player commander's starting Morale, a whole number (AC-MO-1). */
  morale = '';

  /** Morale of the Base the commander defends, tracked apart and lost first (AC-MO-3). */
  baseMorale = '';

  /** The id other widgets address this commander by (Morale damage, rosters); defaults to `name`. */
  commander = '';

  /** Keeps the state in localStorage under this key, across reloads and in step between tabs. */
  stateKey = '';

  /** Starts in a Battle (when there is no saved state); changing it later starts or ends the Battle. */
  inBattle = false;

  /**
   * A Share link's state (`{ version, state }`, as `state-key` keeps it), set before the tracker is first drawn: it
   * starts from it instead of the attributes, unless its `state-key` has one saved. Read like saved state; not saved.
   */
  shared?: unknown;

  /** The Unopposed unit's total as typed (reactive state, in `properties` above). */
  private unopposedTotal = '';

  #reading: CommanderReading = readCommander({ level: '', npc: false, morale: '', baseMorale: '' });
  /** The problems' words could not be loaded (offline): said so until the tracker is put on the page again. */
  #wordsFailed = false;
  /** The state, saved and announced on every change. */
  #record = new TrackerRecord(this, freshTracker(createMoraleState({ level: 0 })));
  /** The Battle of this commander as its roster and the Skirmishes on the page say. */
  #follower = new BattleFollower(
    this.#record,
    () => this.commanderId,
    () => this.#reading.baseMorale,
  );

  /** The `<army-roster>` of this commander: its cards are the Rout's units (AC-MO-2), its Battle is followed. */
  #rosters = new RostersController(this, {
    commander: () => this.commanderId,
    onRoster: (r) => this.#follower.roster(r),
  });

  /** The `<army-battle>` around it, if any: while its Battle runs, its Morale is the Battle's. */
  #board = new BoardLink(this, () => this.commanderId);

  /** Open while the commander is Routed. */
  #rout = new LazyPanel(this, routModule, 'the rout rolls');
  #after = new AfterFirstFrame(this, afterModule, 'the log and the panels');
  /** The panels after the first frame, once their module has loaded. */
  #panels: TrackerPanels | undefined;
  #presses = pressQueue(this, this.#record);

  constructor() {
    super();
    // Other widgets' events about this commander, anywhere on the page (handled by code loaded after the first frame).
    new PageEventsController(
      this,
      {
        types: [
          'army-morale-damage',
          'army-skirmish-resolved',
          'army-unopposed-resolved',
          'army-skirmish-undone',
          'army-morale-request',
        ],
        lazy: protocolModule,
        make: (protocol) =>
          protocol.trackerEvents({
            tracker: this,
            baseMorale: () => this.#reading.baseMorale,
            apply: (change) => this.#record.change((changes) => changes.applyHeard(this.#record, change)),
            skirmish: (detail) => this.#follower.skirmish(detail),
          }),
      },
      { commander: () => this.commanderId },
    );
    // A button is about to be pressed: what it does loads now, so that the click acts at once (a failure is said then).
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      this.addEventListener(type, () => {
        for (const lazy of [pressedModule, changeModule]) void lazy.load().catch(() => undefined);
      });
  }

  /** The tracker's whole state as `state-key` keeps it: Morale state, log, undo steps, the Rout's dice, upkeep today. */
  get trackerState(): TrackerState {
    return this.#record.tracker;
  }

  /** The commander's Morale state, as the rules package keeps it. */
  get moraleState(): MoraleState {
    return this.#record.tracker.morale;
  }

  /**
   * Takes the Morale a commander ended a Battle with (AC-BA-6), as one change in the log that Undo takes back; the
   * Battle is over for the tracker too.
   */
  applyBattle(morale: MoraleState, label: string) {
    this.#record.change((changes) => changes.battleApplied(this.#record, morale, label));
  }

  /** The board's Undo after {@link applyBattle}: `reply` gets what takes it back, or null once the tracker has changed. */
  undoBattle(label: string, reply: (undo: (() => void) | null) => void) {
    this.#record.change((changes) => reply(changes.battleUndo(this.#record, label)));
  }

  /** The id events are addressed to: `commander`, or else the name. */
  get commanderId(): string {
    return (this.commander || this.name).trim();
  }

  /**
   * After a press, an update is complete once the button has acted; once Routed, when the rout rolls are drawn; after
   * other widgets' results (and a board's Battle handed over), once they are handled. Inside a board it does not wait
   * for the board's Battle to load (see BoardLink.loading).
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    const waiting = this.#presses.pending ?? this.#record.pending ?? this.#rout.loading ?? eventsWaiting();
    return waiting ? waiting.then(() => this.getUpdateComplete()) : done;
  }

  override connectedCallback() {
    super.connectedCallback();
    if (this.#wordsFailed) {
      this.#wordsFailed = false; // put on the page again: the problems' words are tried again
      this.requestUpdate();
    }
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#follower.forgetRoster();
  }

  /** With attributes that read wrong, an update waits for the words that say why (once per page). */
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (problemWordsModule.loaded || this.#wordsFailed || !readCommander(this).problems.length)
      return super.scheduleUpdate();
    return problemWordsModule
      .load()
      .catch((error: unknown) => {
        this.#wordsFailed = true;
        warnNotLoaded(this, 'what is wrong with the attributes')(error);
      })
      .then(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('commander') || changed.has('name')) this.#follower.forgetRoster();
    const configured = (['level', 'npc', 'morale', 'baseMorale', 'inBattle'] as const).some((key) => changed.has(key));
    // Read on every update: cheap, and its problems are said in the language and with the words loaded now.
    this.#reading = readCommander(this, problemWordsModule.loaded?.sayProblem);
    if (!this.hasUpdated || changed.has('stateKey')) this.#record.load(this.stateKey, () => this.#fresh());
    else if (configured && this.#record.tracker.log.length === 0) this.#record.tracker = this.#fresh();
    else if (changed.has('inBattle') && this.inBattle !== this.#record.tracker.morale.inBattle) this.#toggleBattle();
    this.#rout.toggle(this.#record.tracker.morale.routed);
    const after = this.#after.module;
    if (after) this.#panels ??= new after.TrackerPanels(this, this.#record, () => this.#reading);
  }

  protected override updated() {
    warnProblems(this, this.#reading.problems);
  }

  // State: fresh from the attributes, loaded, saved, changed.

  #fresh(): TrackerState {
    const { start, npc, baseMorale } = this.#reading;
    const morale = createMoraleState({ start, npc });
    return freshTracker(this.inBattle ? battleBegun(morale, baseMorale) : morale);
  }

  // Actions. A button that can only refuse now says why when pressed, and logs nothing.

  #actions() {
    return trackerActions(this.#record.tracker.morale, this.#record.tracker.undo.length > 0);
  }

  /** A button's handler, run in the widget's language: what it says is said in that language (a click is not an update). */
  #inLanguage =
    <A extends unknown[]>(handler: (...args: A) => void) =>
    (...args: A) =>
      inLanguage(this.languages.language, () => handler(...args));

  /**
   * A press acted on once what the buttons do has loaded, after the changes already waiting (another widget's, another
   * tab's), in the tracker's language.
   */
  #pressed(act: (pressed: typeof Pressed) => void) {
    this.#presses.run((pressed) => this.#record.change(() => act(pressed)));
  }

  #press = this.#inLanguage((name: Exclude<ActionName, 'unopposed'>) => {
    const action = this.#actions()[name];
    if (action.why) this.#record.say(`${action.label}: ${action.why}.`);
    else this.#pressed((pressed) => pressed.press(this.#record, name));
  });

  #toggleBattle = () => this.#pressed((pressed) => pressed.toggleBattle(this.#record, this.#reading.baseMorale));

  #onUnopposed = this.#inLanguage((event: Event) => {
    event.preventDefault();
    const { unopposed: action } = this.#actions();
    const total = typedTotal(this.unopposedTotal);
    if (action.why) this.#record.say(`${action.label}: ${action.why}.`);
    else
      this.#pressed((pressed) => {
        if (pressed.takeUnopposed(this.#record, total)) this.unopposedTotal = '';
      });
  });

  // Display.

  protected override render() {
    // In a board's Battle the Morale shown is the Battle's, and only the board changes it.
    const fighting = this.#board.fighting;
    const morale = fighting ?? this.#record.tracker.morale;
    const total = totalMorale(morale);
    const label = this.name ? msg(str`Morale of ${this.name}`) : msg('Morale of the commander');
    return html`<div part="base" role="group" aria-label=${label}>
      <div class="head">
        <span class="name">${this.name || msg('Commander')}</span>
        ${renderStatus(morale)}
      </div>
      ${renderProblems(this.#reading.problems)}
      ${this.#record.storageNote ? html`<p class="note" part="note">${this.#record.storageNote}</p>` : nothing}
      <p class="figure">
        <span>${msg('Morale')}</span>
        <output part="result" aria-live="off">${formatNumber(total)}</output>
        <span class="muted"
          >${total === morale.start ? msg('at its start') : msg(str`start ${formatNumber(morale.start)}`)}</span
        >
      </p>
      <p class="muted start">${renderStart(morale, this.#reading)}</p>
      ${renderPools(morale, this.#reading)}
      ${
        fighting
          ? html`<p class="muted" part="note">
              ${msg('Morale as in the Battle on the board; Apply writes the result here.')}
            </p>`
          : this.#renderOwn(morale)
      }
      <p class="feedback" part="feedback" role="status">${this.#record.feedback}</p>
    </div>`;
  }

  /** The tracker on its own: the Rout, its actions, and the panels (drawn only while open). */
  #renderOwn(morale: MoraleState) {
    const record = this.#record;
    const panels = this.#panels;
    return html`${this.#rout.content((m) => m.renderRoutPanel(this, record, this.#rosters.mine?.cards))}
      <div class="actions" part="actions">
        ${
          this.#board.nested
            ? nothing // the board around it runs the Battle's Morale
            : renderActions({
                morale,
                actions: this.#actions(),
                unopposedTotal: this.unopposedTotal,
                onPress: this.#press,
                onToggleBattle: this.#toggleBattle,
                onTypeTotal: (text) => (this.unopposedTotal = text),
                onUnopposed: this.#onUnopposed,
              })
        }
        ${panels ? panels.between() : coming(msg('Between Battles: buy Morale, upkeep, new Day'))}
      </div>
      ${panels ? panels.logAndSaving() : html`${coming()}${coming()}`}`;
  }
}
