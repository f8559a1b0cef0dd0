import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  MoraleChangeEvent,
  RosterRequestEvent,
  RoutedEvent,
  RoutRolledEvent,
  UpkeepMoraleEvent,
  type MoraleDamageEvent,
  type RosterCard,
  type RosterChangeEvent,
  type SkirmishResolvedEvent,
  type UnopposedResolvedEvent,
} from '../../events/index.js';
import { fixedD6, randomD6 } from '../../rules/core/index.js';
import { sameName } from '../../rules/core/index.js';
import { LUNARI_PER_MORALE } from '../../rules/economy/index.js';
import {
  buyMorale,
  createMoraleState,
  leaveBattle,
  gainFromCard,
  KILL_PREVENTION_MORALE,
  lose,
  newDay,
  passedOnOffense,
  preventKill,
  spendForHealer,
  spendForUpkeep,
  enterBattle,
  startingMorale,
  totalMorale,
  unopposed,
  type MoraleResult,
  type MoraleState,
} from '../../rules/morale/index.js';
import type { D6, RuleNote } from '../../rules/core/index.js';
import { unopposedDamage } from '../../rules/skirmish/index.js';
import { downloadJson, readJsonFile } from '../../shared/json-file.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { renderBetweenBattles, typedCount, whyNoBuying, whyNoUpkeep } from './between-battles.js';
import { readCommander, type CommanderReading } from './commander.js';
import { renderLog } from './log-view.js';
import { moraleTrackerStyles } from './morale-tracker.styles.js';
import { readDice, readTypedUnits, rollable, rollRout, unitsFromRoster } from './rout.js';
import { renderRoutPanel } from './rout-panel.js';
import {
  freshTracker,
  reasonOf,
  recordChange,
  restoreTracker,
  sameTracker,
  TRACKER_VERSION,
  undoChange,
  type TrackerChange,
  type TrackerState,
} from './tracker-state.js';

/** Rules whose Morale damage only happens in a Battle: such damage starts one if the tracker was not in one. */
const BATTLE_RULE = /^(AC-SK|AC-BA|AC-HE|AC-MO-[267]\b|R[345]\b)/;
/** Said after "Battle started" when a Skirmish of this commander starts the Battle. */
const BY_SKIRMISH = ': Skirmishes happen only in a Battle';

/** The notes of a Battle started or ended because of another widget: the first one also says why (`from`). */
const becauseOf = (notes: readonly RuleNote[], from: string): RuleNote[] => {
  const [first, ...more] = notes;
  return first ? [{ rule: first.rule, text: `${first.text}${from}` }, ...more] : [];
};

/** The Unopposed unit's total as typed: a whole number (AC-MO-7), or null when it is not one. */
const typedTotal = (text: string): number | null => {
  const typed = text.trim();
  return /^-?\d{1,4}$/.test(typed) ? Number(typed) : null;
};

/** The tracker's buttons that may only refuse in some states. */
type ActionName = 'lose' | 'gain' | 'undo' | 'passed' | 'healer' | 'preventKill' | 'unopposed';

/** A button of the tracker: its label, why it can only refuse now (null when it can act), and what it does. */
interface Action {
  readonly label: string;
  readonly why: string | null;
  readonly run: () => void;
}

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
 * pointed out, and applied by the next "New Day". Damaged or other-version saved state is reset with a note.
 *
 * @fires army-morale-change - On every change: `detail` is `{ commander, morale, start, routed, reason }`
 * (`morale` counts the Base's Morale too).
 * @fires army-routed - Once when the commander is Routed at 0 Morale in a Battle (AC-MO-2): `detail` is
 * `{ commander }`.
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
 * @csspart between - The Between Battles panel: buy Morale, spend it on upkeep, start a new Day.
 * @csspart rout - The Routed panel with the rout rolls (AC-MO-2).
 * @csspart rout-dice - The dice of the Rout, each unit Killed or not.
 * @csspart log - The log of changes, newest first.
 * @csspart feedback - The status line: what the last action did, or why it was refused.
 * @csspart note - A note about saved state (reset, could not save).
 * @csspart problems - What is wrong with the attributes.
 *
 * @cssprop --army-surface - Background.
 * @cssprop --army-surface-raised - Background of the Morale figure and the log.
 * @cssprop --army-text - Text colour.
 * @cssprop --army-text-muted - Secondary text and rule IDs.
 * @cssprop --army-border - Borders.
 * @cssprop --army-accent - The Battle marker and the primary buttons.
 * @cssprop --army-accent-text - Text on primary buttons.
 * @cssprop --army-focus - The keyboard focus ring.
 * @cssprop --army-killed - Routed and Killed: colour of the word, next to its icon.
 * @cssprop --army-success - Units that survive a Rout; Morale above the start (AC-MO-4).
 * @cssprop --army-warning-surface - Background of problems and the saved-state note.
 * @cssprop --army-warning-text - Text of problems and the saved-state note.
 * @cssprop --army-font - Font family (default: the system font).
 * @cssprop --army-font-size - Body text and inputs (default 1rem).
 * @cssprop --army-font-size-caption - Rule IDs and small labels (default 0.75rem).
 * @cssprop --army-font-size-small - Secondary text, field labels and notes (default 0.875rem).
 * @cssprop --army-font-size-figure - The Morale figure is a third larger than this (default 1.5rem, so 2rem).
 * @cssprop --army-radius - Corner radius (default 6px).
 * @cssprop --army-gap - Space between the blocks of the frame (default: `--army-space-m`).
 * @cssprop --army-space-2xs - Spacing step (default 0.125rem): a label to its field.
 * @cssprop --army-space-xs - Spacing step (default 0.25rem).
 * @cssprop --army-space-s - Spacing step (default 0.375rem): between buttons in a row.
 * @cssprop --army-space-m - Spacing step (default 0.5rem).
 * @cssprop --army-space-l - Spacing step (default 0.75rem): the frame's padding.
 * @cssprop --army-space-xl - Spacing step (default 1rem): list indents.
 *
 * @example <morale-tracker name="Ayla" level="6" state-key="ayla"></morale-tracker>
 * @example <morale-tracker name="Bandit chief" npc morale="5" base-morale="2" in-battle></morale-tracker>
 */
export class MoraleTracker extends LitElement {
  static override styles = moraleTrackerStyles;

  /** The commander's name, shown as text; also their id for other widgets unless `commander` is set. */
  @property() name = '';

  /** A player character's level: starting Morale 4 + ⌊level / 2⌋ (AC-MO-1). */
  @property() level = '';

  /** A non-player commander: starting Morale from `morale`; may spend 3 Morale to prevent a Kill (AC-SK-8). */
  @property({ type: Boolean }) npc = false;

  /** A non-player commander's starting Morale, a whole number (AC-MO-1). */
  @property() morale = '';

  /** Morale of the Base the commander defends, tracked apart and lost first (AC-MO-3). */
  @property({ attribute: 'base-morale' }) baseMorale = '';

  /** The id other widgets address this commander by (Morale damage, rosters); defaults to `name`. */
  @property() commander = '';

  /** Keeps the state in localStorage under this key, across reloads and in step between tabs. */
  @property({ attribute: 'state-key' }) stateKey = '';

  /** Starts in a Battle (when there is no saved state); changing it later starts or ends the Battle. */
  @property({ type: Boolean, attribute: 'in-battle' }) inBattle = false;

  @state() private tracker: TrackerState = freshTracker(createMoraleState({ level: 0 }));
  /** What the last action did, or why it was refused: the one live region, so each change is announced once. */
  @state() private feedback = '';
  @state() private storageNote = '';
  @state() private unopposedTotal = '';
  @state() private toBuy = '';
  @state() private forUpkeep = '';
  @state() private routUnits = '';
  @state() private routDice = '';
  @state() private routProblem = '';
  /** Cards of the `<army-roster>` with the same commander, once it announced them. */
  @state() private rosterCards: readonly RosterCard[] | null = null;

  #reading: CommanderReading = readCommander({ level: '', npc: false, morale: '', baseMorale: '' });
  /** Whether the roster of this commander was in a Battle when it last spoke; undefined until it is heard. */
  #rosterBattle: boolean | null | undefined = undefined;
  /** The Morale spent on upkeep today that the rosters were last told. */
  #upkeepSent: number | null = null;

  #store = new StoredStateController<TrackerState>(this, {
    scope: 'morale-tracker',
    version: TRACKER_VERSION,
    restore: restoreTracker,
    onExternalChange: (saved) => this.#onOtherTab(saved),
  });

  /** The commander's Morale state, as the rules package keeps it. */
  get moraleState(): MoraleState {
    return this.tracker.morale;
  }

  /** The id events are addressed to: `commander`, or else the name. */
  get commanderId(): string {
    return (this.commander || this.name).trim();
  }

  /** The other widgets' events this tracker follows: heard on `document`, wherever the widgets are on the page. */
  #followed(): ReadonlyArray<readonly [keyof DocumentEventMap, EventListener]> {
    return [
      ['army-morale-damage', this.#onDamage as EventListener],
      ['army-roster-change', this.#onRoster as EventListener],
      ['army-skirmish-resolved', this.#onSkirmish as EventListener],
      ['army-unopposed-resolved', this.#onSkirmish as EventListener],
    ];
  }

  override connectedCallback() {
    super.connectedCallback();
    for (const [type, listener] of this.#followed()) document.addEventListener(type, listener);
    if (this.hasUpdated) this.dispatchEvent(new RosterRequestEvent());
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    for (const [type, listener] of this.#followed()) document.removeEventListener(type, listener);
    this.#rosterBattle = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('commander') || changed.has('name')) {
      this.rosterCards = null;
      this.#rosterBattle = undefined;
    }
    const configured = (['level', 'npc', 'morale', 'baseMorale', 'inBattle'] as const).some((key) => changed.has(key));
    if (configured || !this.hasUpdated) this.#reading = readCommander(this);
    if (!this.hasUpdated || changed.has('stateKey')) this.#load();
    else if (configured && this.tracker.log.length === 0) this.tracker = this.#fresh();
    else if (changed.has('inBattle') && this.inBattle !== this.tracker.morale.inBattle) this.#toggleBattle();
  }

  protected override updated(changed: PropertyValues<this>) {
    warnProblems(this, this.#reading.problems);
    // After this update, so that a roster answering at once does not change state inside it.
    if (changed.has('commander') || changed.has('name'))
      queueMicrotask(() => this.dispatchEvent(new RosterRequestEvent()));
  }

  // State: fresh from the attributes, loaded, saved, changed.

  #fresh(): TrackerState {
    const { start, npc, baseMorale } = this.#reading;
    const morale = createMoraleState({ start, npc });
    const started = this.inBattle ? enterBattle(morale, { baseMorale }) : null;
    return freshTracker(started?.ok ? started.state : morale);
  }

  #load() {
    const loaded = this.#store.use(this.stateKey);
    this.storageNote = loaded.kind === 'reset' ? loaded.note : '';
    if (loaded.kind === 'loaded') this.tracker = loaded.state;
    else if (loaded.kind === 'reset' || !this.hasUpdated) this.tracker = this.#fresh();
    else this.#save(); // a key given later keeps what is on screen
  }

  #save() {
    const problem = this.#store.save(this.tracker);
    if (problem) this.storageNote = problem;
  }

  /** Applies a rules transition (and the upkeep spent, when it changes), or says in plain words why it was refused. */
  #apply(result: MoraleResult, refused: string, more: Omit<TrackerChange, 'morale'> = {}): boolean {
    if (!result.ok) {
      this.feedback = `${refused}: ${result.reason} (${result.rule}).`;
      return false;
    }
    this.#record({ ...more, morale: result.state }, result.notes);
    return true;
  }

  #record(change: TrackerChange, notes: readonly RuleNote[]) {
    const before = this.tracker.morale;
    this.tracker = recordChange(this.tracker, change, notes, new Date());
    this.#save();
    this.#tell(before, reasonOf(notes), `${notes.map((note) => note.text).join('. ')}.`);
  }

  /** Announces a change and sends the events: every change, the Rout once, and the upkeep Morale when it changed. */
  #tell(before: MoraleState, reason: string, said: string) {
    const now = this.tracker.morale;
    const total = totalMorale(now);
    const routed = now.routed && !before.routed && !said.includes('Routed') ? ' Routed.' : '';
    this.feedback = `${said} Morale ${total}.${routed}`;
    const commander = this.commanderId;
    this.dispatchEvent(
      new MoraleChangeEvent({ commander, morale: total, start: now.start, routed: now.routed, reason }),
    );
    if (now.routed && !before.routed) this.dispatchEvent(new RoutedEvent({ commander }));
    this.#sendUpkeep();
  }

  /** AC-EC-2: tells the roster of this commander the Morale spent on upkeep today, when it changed (or `always`). */
  #sendUpkeep(always = false) {
    const morale = this.tracker.upkeepToday;
    if (!always && morale === this.#upkeepSent) return;
    this.#upkeepSent = morale;
    const { commanderId: commander, name } = this;
    const lunari = morale * LUNARI_PER_MORALE;
    this.dispatchEvent(new UpkeepMoraleEvent({ commander, name: name.trim() || commander, morale, lunari }));
  }

  #onOtherTab(saved: TrackerState) {
    if (sameTracker(saved, this.tracker)) return;
    const before = this.tracker.morale;
    this.tracker = saved; // not saved back: that would bounce between the tabs
    const reason = saved.log[0] ? reasonOf(saved.log[0].notes) : 'Changed in another tab';
    this.#tell(before, reason, `Changed in another tab: ${reason}.`);
  }

  // Events from other widgets: this tracker follows them, and never answers with one of theirs (no loops).

  #onDamage = (event: MoraleDamageEvent) => {
    if (!sameName(event.detail?.commander, this.commanderId)) return;
    const { amount, reason, rule } = event.detail;
    if (!Number.isInteger(amount) || amount < 0) {
      warnProblems(this, [`Morale damage from another widget must be a whole number ≥ 0, not ${String(amount)}.`]);
      return;
    }
    const started: RuleNote[] = [];
    let morale = this.tracker.morale;
    if (!morale.inBattle && !morale.routed && BATTLE_RULE.test(rule)) {
      const battle = enterBattle(morale, { baseMorale: this.#reading.baseMorale });
      if (battle.ok) {
        morale = battle.state;
        started.push(...becauseOf(battle.notes, BY_SKIRMISH));
      }
    }
    const lost = lose(morale, amount, reason);
    if (!lost.ok) return;
    const [loss, ...after] = lost.notes;
    this.#record({ morale: lost.state }, [{ rule, text: loss!.text }, ...started, ...after]);
  };

  #onRoster = (event: RosterChangeEvent) => {
    const detail = event.detail;
    if (!sameName(detail?.commander, this.commanderId)) return;
    this.rosterCards = detail.cards;
    const before = this.#rosterBattle;
    const now = typeof detail.inBattle === 'boolean' ? detail.inBattle : null;
    this.#rosterBattle = now;
    // First heard: tell it the Morale spent on upkeep today. Afterwards, follow its Battle as it starts or ends.
    if (before === undefined) this.#sendUpkeep(true);
    else if (now !== null && before !== null && now !== before)
      this.#followBattle(now, ` on the roster of ${detail.name?.trim() || 'the army'}`);
  };

  /** AC-BA-1: a resolved Skirmish or Unopposed attack of this commander means a Battle is on (not after a Rout). */
  #onSkirmish = (event: SkirmishResolvedEvent | UnopposedResolvedEvent) => {
    const { offense, defense } = event.detail ?? {};
    if (![offense?.commander, defense?.commander].some((commander) => sameName(commander, this.commanderId))) return;
    if (!this.tracker.morale.routed) this.#followBattle(true, BY_SKIRMISH);
  };

  /** Starts or ends the Battle as another widget says, logged with where it came from; nothing when already so. */
  #followBattle(inBattle: boolean, from: string) {
    const morale = this.tracker.morale;
    if (morale.inBattle === inBattle) return;
    const result = inBattle ? enterBattle(morale, { baseMorale: this.#reading.baseMorale }) : leaveBattle(morale);
    if (!result.ok || !result.notes.length) return;
    this.#record({ morale: result.state }, becauseOf(result.notes, from));
  }

  // Actions. Each button says why it can only refuse now (`Action.why`); pressed then, it says so and logs nothing.

  /** Every button's action, with why it can only refuse in this state: the reasons are shown next to the buttons. */
  #actions(morale: MoraleState) {
    const total = totalMorale(morale);
    const refusal = (result: MoraleResult) => (result.ok ? null : result.reason);
    const gained = gainFromCard(morale, 1);
    const battleOnly = morale.inBattle ? null : 'only during a Battle';
    return {
      lose: {
        label: 'Lose 1',
        why: total === 0 ? 'Morale is already 0, and never goes below 0 (AC-MO-9)' : null,
        run: () => this.#apply(lose(morale, 1), 'Not lost'),
      },
      gain: {
        label: 'Gain 1 from a card',
        why:
          gained.ok && gained.state.morale === morale.morale
            ? `outside a Battle, cards do not lift Morale above the start of ${morale.start} (AC-MO-4)`
            : null,
        run: () => this.#apply(gained, 'Not gained'),
      },
      undo: { label: 'Undo', why: this.tracker.undo.length ? null : 'nothing to undo yet', run: this.#undo },
      passed: {
        label: 'Passed on Offense −1',
        why: battleOnly ?? refusal(passedOnOffense(morale)),
        run: () => this.#apply(passedOnOffense(morale), 'Not taken'),
      },
      healer: {
        label: 'Healer −1',
        why: battleOnly ?? refusal(spendForHealer(morale)),
        run: () => this.#apply(spendForHealer(morale), 'Healer not used'),
      },
      preventKill: {
        label: `Prevent a Kill −${KILL_PREVENTION_MORALE}`,
        why:
          battleOnly ??
          (total < KILL_PREVENTION_MORALE
            ? `costs ${KILL_PREVENTION_MORALE} Morale; only ${total} left (AC-SK-8)`
            : null),
        run: () => this.#apply(preventKill(morale), 'Kill not prevented'),
      },
      unopposed: { label: 'Take Unopposed damage', why: battleOnly, run: () => {} },
    } satisfies Record<ActionName, Action>;
  }

  /** A button pressed: its action, or why it can only refuse now (said, not logged). */
  #press(name: ActionName) {
    const action = this.#actions(this.tracker.morale)[name];
    if (action.why) this.feedback = `${action.label}: ${action.why}.`;
    else action.run();
  }

  #newDay = () =>
    this.#apply(
      newDay({ ...this.tracker.morale, start: this.#reading.start, npc: this.#reading.npc }),
      '',
      { upkeepToday: 0 }, // AC-MO-8: a new Day, a new upkeep
    );

  #toggleBattle = () => {
    const morale = this.tracker.morale;
    if (morale.inBattle) this.#apply(leaveBattle(morale), 'Battle not ended');
    else this.#apply(enterBattle(morale, { baseMorale: this.#reading.baseMorale }), 'Battle not started');
  };

  #undo = () => {
    const before = this.tracker.morale;
    const undone = undoChange(this.tracker, new Date());
    if (!undone) return;
    this.tracker = undone;
    this.#save();
    const reason = reasonOf(undone.log[0]!.notes);
    this.#tell(before, reason, `${reason}.`);
  };

  #onUnopposed = (event: Event) => {
    event.preventDefault();
    const { unopposed: action } = this.#actions(this.tracker.morale);
    if (action.why) {
      this.feedback = `${action.label}: ${action.why}.`;
      return;
    }
    const total = typedTotal(this.unopposedTotal);
    if (total === null) {
      this.feedback = `Unopposed damage: enter the Unopposed unit's total, a whole number such as 9.`;
      return;
    }
    if (this.#apply(unopposed(this.tracker.morale, unopposedDamage(total)), 'No Unopposed damage'))
      this.unopposedTotal = '';
  };

  #onBuy = (event: Event) => {
    event.preventDefault();
    const morale = this.tracker.morale;
    const why = whyNoBuying(morale);
    const points = typedCount(this.toBuy);
    if (why) this.feedback = `Buy Morale: ${why} (AC-MO-5).`;
    else if (points === null) this.feedback = 'Buy Morale: enter how many points, a whole number such as 2.';
    else if (this.#apply(buyMorale(morale, points), 'Not bought')) this.toBuy = '';
  };

  #onUpkeep = (event: Event) => {
    event.preventDefault();
    const morale = this.tracker.morale;
    const why = whyNoUpkeep(morale);
    const points = typedCount(this.forUpkeep);
    if (why) this.feedback = `Spend on upkeep: ${why} (AC-EC-2).`;
    else if (points === null)
      this.feedback = 'Spend on upkeep: enter how many Morale points, a whole number such as 2.';
    else if (
      this.#apply(spendForUpkeep(morale, points), 'Not spent on upkeep', {
        upkeepToday: this.tracker.upkeepToday + points,
      })
    )
      this.forUpkeep = '';
  };

  #routUnitsNow() {
    if (this.rosterCards) return { units: rollable(unitsFromRoster(this.rosterCards)) };
    const typed = readTypedUnits(this.routUnits);
    return { ...typed, units: rollable(typed.units) };
  }

  #roll(d6: D6) {
    const dice = rollRout(this.#routUnitsNow().units, d6);
    const killed = dice.filter((die) => die.killed).map((die) => die.name);
    const text = `Rout rolls ${dice.map((die) => die.roll).join(', ')}: ${killed.length ? `${killed.join(', ')} Killed` : 'none Killed'}`;
    this.routProblem = '';
    this.routDice = '';
    this.#record({ morale: this.tracker.morale, rout: dice }, [{ rule: 'AC-MO-2', text }]);
    // AC-MO-2: the roster of this commander moves the Killed cards (by card id, else by name).
    const lost = dice.filter((die) => die.killed).map(({ name, cardId }) => (cardId ? { cardId, name } : { name }));
    this.dispatchEvent(new RoutRolledEvent({ commander: this.commanderId, killed: lost, rolls: dice }));
  }

  #onRollVirtual = () => this.#roll(randomD6);

  #onEnterDice = () => {
    const read = readDice(this.routDice, this.#routUnitsNow().units.length);
    if ('problem' in read) this.routProblem = read.problem;
    else this.#roll(fixedD6(read.dice));
  };

  #onExport = () => {
    const file = `morale-${(this.commanderId || 'commander').replace(/[^\w-]+/g, '-')}.json`;
    downloadJson(file, { version: TRACKER_VERSION, savedAt: new Date().toISOString(), state: this.tracker });
  };

  #onImport = async (event: Event) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const read = await readJsonFile(file);
    input.value = '';
    const saved = 'value' in read ? (read.value as { version?: unknown; state?: unknown } | null) : null;
    const version = typeof saved?.version === 'number' ? saved.version : 0;
    const imported = saved ? restoreTracker(saved.state, version) : null;
    if (!imported) {
      this.feedback = `Not imported: ${'error' in read ? read.error : 'that file is not a saved Morale tracker of this version.'}`;
      return;
    }
    const before = this.tracker.morale;
    this.tracker = imported;
    this.#save();
    this.#tell(before, `Imported ${file.name}`, `Imported ${file.name}.`);
  };

  // Display.

  #renderStatus(morale: MoraleState) {
    const [icon, word, kind] = morale.routed
      ? ['⚑', 'Routed', 'routed']
      : morale.inBattle
        ? ['⚔', 'In a Battle', 'battle']
        : ['☾', 'Between Battles', 'rest'];
    return html`<span class="status ${kind}" part="status"><span aria-hidden="true">${icon}</span> ${word}</span>`;
  }

  /** The start, worked out (AC-MO-1), or why the saved one differs from the attributes. */
  #renderStart(morale: MoraleState) {
    const reading = this.#reading;
    if (morale.start !== reading.start)
      return html`Saved start ${morale.start}; the attributes now give ${reading.start}: "New Day" applies it.`;
    if (reading.level === null) return html`Start ${morale.start}, set for a non-player commander (AC-MO-1).`;
    return html`Start ${startingMorale(0)} + ⌊${reading.level} ÷ 2⌋ = ${morale.start} (AC-MO-1).`;
  }

  /** AC-MO-3, AC-MO-4: the Base's Morale apart from the commander's own, and Morale above the start. */
  #renderPools(morale: MoraleState) {
    const lines = [];
    if (morale.inBattle && morale.baseBonus > 0)
      lines.push(
        html`<li>
          ${morale.morale} own + ${morale.base} Base: the Base's Morale is lost first, and used up for the Day
          (AC-MO-3).
        </li>`,
      );
    else if (!morale.inBattle && this.#reading.baseMorale > 0) {
      const next = enterBattle(morale, { baseMorale: this.#reading.baseMorale });
      const base = next.ok ? next.state.base : 0;
      lines.push(
        html`<li>
          Base Morale in the next Battle at the Base: ${base} of
          ${this.#reading.baseMorale}${morale.baseLostToday ? html` (${morale.baseLostToday} used up today)` : nothing}
          (AC-MO-3).
        </li>`,
      );
    }
    if (morale.morale > morale.start)
      lines.push(
        html`<li class="above">
          <span aria-hidden="true">▲</span> ${morale.morale - morale.start} above the start, from cards (AC-MO-4).
        </li>`,
      );
    return lines.length
      ? html`<ul class="pools" part="pools">
          ${lines}
        </ul>`
      : nothing;
  }

  /** A tracker button: marked unavailable while it can only refuse, described by its reason in the list below. */
  #button(name: ActionName, action: Action, reasons: ReadonlyMap<string, string>) {
    const why = action.why ? reasons.get(action.why) : undefined;
    return html`<button
      type=${name === 'unopposed' ? 'submit' : 'button'}
      aria-disabled=${why ? 'true' : nothing}
      aria-describedby=${why ?? nothing}
      @click=${name === 'unopposed' ? nothing : () => this.#press(name)}
    >
      ${action.label}
    </button>`;
  }

  #renderBattleActions(morale: MoraleState) {
    const total = typedTotal(this.unopposedTotal);
    const damage = total === null ? null : unopposedDamage(total);
    const actions = this.#actions(morale);
    const shown = Object.entries(actions).filter(([name]) => name !== 'preventKill' || morale.npc) as Array<
      [ActionName, Action]
    >;
    // One line per reason, naming every button it holds back: "Passed on Offense −1, Healer −1: only during a Battle".
    const reasons = new Map<string, string>();
    for (const [, { why }] of shown) if (why && !reasons.has(why)) reasons.set(why, `why-not-${reasons.size + 1}`);
    const button = (name: ActionName) => this.#button(name, actions[name], reasons);
    return html`<div class="row" role="group" aria-label="Morale">
        ${button('lose')} ${button('gain')} ${button('undo')}
      </div>
      <div class="row" role="group" aria-label="In a Battle">
        ${button('passed')} ${button('healer')} ${morale.npc ? button('preventKill') : nothing}
        <button type="button" @click=${this.#toggleBattle}>${morale.inBattle ? 'End Battle' : 'Start Battle'}</button>
      </div>
      <form class="row" @submit=${this.#onUnopposed}>
        <label class="field">
          <span>Unopposed unit's total</span>
          <input
            name="unopposed-total"
            type="number"
            inputmode="numeric"
            min="0"
            .value=${this.unopposedTotal}
            aria-describedby="unopposed-hint"
            @input=${(event: Event) => (this.unopposedTotal = (event.target as HTMLInputElement).value)}
          />
        </label>
        ${button('unopposed')}
        <span class="muted hint" id="unopposed-hint">
          ${damage === null ? '1 Morale per 4 whole points (AC-MO-7)' : html`→ ${damage} Morale damage (AC-MO-7)`}
        </span>
      </form>
      ${
        reasons.size
          ? html`<ul class="why-not muted" part="why-not">
              ${[...reasons].map(
                ([why, id]) =>
                  html`<li id=${id}>
                    ${shown
                      .filter(([, action]) => action.why === why)
                      .map(([, action]) => action.label)
                      .join(', ')}:
                    ${why}.
                  </li>`,
              )}
            </ul>`
          : nothing
      }`;
  }

  #renderSaving() {
    return html`<details class="saving">
      <summary>Save and share</summary>
      <p class="muted">
        ${
          this.stateKey
            ? html`Kept in this browser under “${this.stateKey}”, in step across tabs.`
            : 'Not kept after a reload: give the tracker a state-key to keep it.'
        }
      </p>
      <div class="row">
        <button type="button" @click=${this.#onExport}>Export JSON</button>
        <label class="file">
          <span>Import JSON</span>
          <input type="file" accept=".json,application/json" @change=${this.#onImport} />
        </label>
      </div>
    </details>`;
  }

  #renderRout() {
    const { units, problem } = this.#routUnitsNow();
    return renderRoutPanel({
      commander: this.name || 'The commander',
      dice: this.tracker.rout,
      units,
      fromRoster: this.rosterCards !== null,
      typedUnits: this.routUnits,
      typedDice: this.routDice,
      problem: problem ?? this.routProblem,
      onTypeUnits: (text) => (this.routUnits = text),
      onTypeDice: (text) => (this.routDice = text),
      onRollVirtual: this.#onRollVirtual,
      onEnterDice: this.#onEnterDice,
    });
  }

  protected override render() {
    const morale = this.tracker.morale;
    return html`<div part="base" role="group" aria-label=${`Morale of ${this.name || 'the commander'}`}>
      <div class="head">
        <span class="name">${this.name || 'Commander'}</span>
        ${this.#renderStatus(morale)}
      </div>
      ${renderProblems(this.#reading.problems)}
      ${this.storageNote ? html`<p class="note" part="note">${this.storageNote}</p>` : nothing}
      <p class="figure">
        <span>Morale</span>
        <output part="result" aria-live="off">${totalMorale(morale)}</output>
        <span class="muted">${totalMorale(morale) === morale.start ? 'at its start' : `start ${morale.start}`}</span>
      </p>
      <p class="muted start">${this.#renderStart(morale)}</p>
      ${this.#renderPools(morale)} ${morale.routed ? this.#renderRout() : nothing}
      <div class="actions" part="actions">
        ${this.#renderBattleActions(morale)}
        ${renderBetweenBattles({
          morale,
          toBuy: this.toBuy,
          forUpkeep: this.forUpkeep,
          upkeepToday: this.tracker.upkeepToday,
          refreshTo: this.#reading.start,
          onTypeBuy: (text) => (this.toBuy = text),
          onTypeUpkeep: (text) => (this.forUpkeep = text),
          onBuy: this.#onBuy,
          onUpkeep: this.#onUpkeep,
          onNewDay: this.#newDay,
        })}
      </div>
      ${renderLog(this.tracker.log)} ${this.#renderSaving()}
      <p class="feedback" part="feedback" role="status">${this.feedback}</p>
    </div>`;
  }
}
