import { msg, str } from '@lit/localize';
import { html, LitElement, type PropertyValues } from 'lit';

import type { UnitParse } from '../../rules/core/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import { AfterFirstFrame } from '../../shared/after-first-frame.js';
import { inBoard } from '../../shared/in-board.js';
import { adopt, type LazyModule, LazyPanel } from '../../shared/lazy-panel.js';
import { inLanguage, Localized } from '../../shared/localize.js';
import { warnProblems } from '../../shared/problems.js';
import { RostersController } from '../../shared/rosters.js';
import { ShareController } from '../../shared/share.js';
import { UnitChildrenController } from '../../shared/unit-children.js';
import { attributePlay, attributeProblems, attributeSetup, readArmyUnit } from './attributes.js';
import type { BattlePanel } from './battle-panel.js';
import type { DiceState, RollHost } from './dice-state.js';
import { SIDES } from './format.js';
import { ModuleNeeds } from './module-needs.js';
import type { Outcome } from './outcome.js';
import {
  afterModule,
  detailsModule,
  discardsModule,
  editsModule,
  historyModule,
  playModule,
  powersModule,
  typedDiceModule,
} from './resolver-modules.js';
import { type ResolverHost, ResolverRecord } from './resolver-record.js';
import { renderResolver, type ResolverPanels } from './resolver-view.js';
import { rollState } from './roll-view.js';
import * as setups from './setup.js';
import type { EditsHost, SetupEdits } from './setup-edits.js';
import { skirmishResolverStyles } from './skirmish-resolver.styles.js';
import { type SkirmishView, skirmishView, type ViewInput } from './skirmish-view.js';
import type { VirtualDice } from './virtual-dice.js';

/**
 * @summary Resolves a Skirmish (AC-SK) at the table: exact odds before the roll, virtual or real dice, and the
 * outcome as a roll card with every step of the rules' trace; Unopposed attacks (AC-MO-7) too.
 *
 * Each side's unit comes from a slotted `<army-unit slot="offense|defense">`, from the cards in hand of any
 * `<army-roster>` on the page, or from a small inline form. The exact chances (`part="odds"`: Offense wins, Defense
 * wins, Offense Killed, Defense Killed, and the margin chart) follow every change. Discards for a bonus (AC-SK-9),
 * other adds and each commander's class (AC-CP) change the odds and the roll.
 *
 * Rolling puts the dice on the table and shows the outcome in `<output part="result">`: the headline, each card's fate,
 * and each side's dice with the sum behind its total; "How it was decided" opens the roll card with every step of the
 * rules' trace and the rulings applied. Until
 * "Resolve the Skirmish" is pressed, discards may still change it with the same dice (AC-SK-9, as in AC-SK-12).
 * Resolving sends the events, adds the Skirmish to the history and offers kill prevention (AC-SK-8, R5).
 *
 * What is not needed at first is drawn when opened, from code loaded then (once per page): each commander's section,
 * the discards, the outcome's details, the history with its import and export, and the fields for dice typed from
 * the table. A commander's class (an attribute, or a saved record) loads the powers at once, as the odds need them.
 *
 * Discards (AC-SK-9, as players expect it at the table): "Add a discard" adds one by the commander whose turn it is
 * (the attacker first, then in turn), pending until its bonus is typed; "For" follows "By" until chosen. In a
 * Battle only cards in hand that can fight are offered (AC-UN-4), a card is named by its roster and id (two rosters
 * of one commander are told apart), and "Swap sides" gives the Offense to the other commander (AC-BA-2) with their
 * cards, class, powers and NPC flag. Bad input is shown inline next to what it concerns; the rest keeps working.
 *
 * The history is a table (copied as Markdown for a wiki, a note per Skirmish); "Undo last Skirmish" takes back the
 * newest with what it caused (`army-skirmish-undone`: cards back in hand, Morale and power uses given back). With
 * `state-key` the sides, dice mode, power uses and history are kept across reloads and tabs, and exported as JSON.
 *
 * @fires army-skirmish-resolved - When a Skirmish is resolved: `detail` has `offense` and `defense` (`{ commander,
 * cardId, name, fate }`), `winner`, `margin`, `rerolls`, `result` (the rules' result with its trace), `number`,
 * `discards` and `powers`.
 * @fires army-unopposed-resolved - When an Unopposed attack is resolved (AC-MO-7): `detail` has `offense`
 * (Exhausted, R4), `defense` (`{ commander, play }`), `total`, `damage`, `result`, `number`, `discards`, `powers`.
 * @fires army-morale-damage - Morale lost by a commander: Unopposed damage to the `defense-commander` (AC-MO-7), or
 * 3 Morale paid by a non-player commander to save a Killed unit (AC-SK-8). `detail`: `{ commander, amount, reason,
 * rule }`; a `<morale-tracker>` for that commander applies it.
 * @fires army-kill-prevented - A Killed card saved (then Disabled) by paying 1 Influence or 3 Morale (AC-SK-8):
 * `detail`: `{ commander, name, paid, cardId, side }`.
 * @fires army-skirmish-undone - "Undo last Skirmish": `detail` is `{ number, cards: [{ commander, roster, cardId,
 * name }], morale: [{ commander, amount }], reason }`; rosters put the cards back in hand, trackers give Morale back.
 * @fires army-roster-request - Once when connected, so that rosters already on the page announce their cards.
 *
 * @slot offense - An `<army-unit>` for the Offense card (read, not shown: the side shows it).
 * @slot defense - An `<army-unit>` for the Defense card (read, not shown).
 *
 * @csspart base - The widget's frame.
 * @csspart side - Each side's panel (also `offense` or `defense`).
 * @csspart offense - The Offense panel.
 * @csspart defense - The Defense panel.
 * @csspart discards - The discards for a bonus (AC-SK-9), a `<details>`.
 * @csspart odds - The exact chances before the roll.
 * @csspart dice - The choice of dice and the roll or the dice typed in (a `<fieldset>`).
 * @csspart result - The `<output>` with the outcome card.
 * @csspart rulings - The rules and rulings applied, in the outcome's details.
 * @csspart kill-prevention - The buttons that save a Killed card (AC-SK-8).
 * @csspart history - The Skirmishes resolved here, newest first, with undo, notes, copy, export and import (a
 * `<details>`).
 * @csspart share - "Share": a link to embed.html drawing the resolver's sides and dice as they are now, and an iframe.
 * @csspart problems - What is wrong with an attribute or with what was typed.
 *
 * @cssprop --army-offense - The Offense colour (default: `--army-accent`).
 * @cssprop --army-defense - The Defense colour.
 * @themed Every token of the shared theme (`--army-surface`, `--army-text`, `--army-space-*`, …; see the README).
 * @cssprop --army-surface-raised - Background of panels and cards.
 * @cssprop --army-text-muted - Secondary text and rule IDs.
 * @cssprop --army-accent - Primary buttons and the kept die.
 * @cssprop --army-accent-text - Text on primary buttons.
 * @cssprop --army-exhausted - The Exhausted fate.
 * @cssprop --army-disabled - The Disabled fate.
 * @cssprop --army-killed - The Killed fate and invalid input.
 * @cssprop --army-success - The resolved status and the powers applied.
 * @cssprop --army-warning-surface - Background of rulings and problems.
 * @cssprop --army-warning-text - Text of rulings and problems.
 * @cssprop --army-font-size-large - The headline, the chances and the dice (default 1.25rem).
 * @cssprop --army-font-size-figure - Size of a result figure (default 1.5rem; the outcome card is body text).
 *
 * @example
 * <skirmish-resolver seed="ac-sk-12" offense-commander="ayla" defense-commander="brann">
 *   <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
 *   <army-unit slot="defense" name="Soldier" strength="2"></army-unit>
 * </skirmish-resolver>
 */
export class SkirmishResolver extends Localized(LitElement) {
  static override styles = skirmishResolverStyles;

  /** Lit's reactive properties and their attributes, each documented below (not decorators: README, Bundle sizes). */
  static override properties = {
    seed: {},
    offenseCommander: { attribute: 'offense-commander' },
    defenseCommander: { attribute: 'defense-commander' },
    offenseClass: { attribute: 'offense-class' },
    defenseClass: { attribute: 'defense-class' },
    offenseNpc: { type: Boolean, attribute: 'offense-npc' },
    defenseNpc: { type: Boolean, attribute: 'defense-npc' },
    unopposed: {},
    dice: {},
    stateKey: { attribute: 'state-key' },
    setup: { state: true },
    announcement: { state: true },
  };

  /** Seeds the virtual dice: the same seed gives the same rolls (empty: random dice). */
  seed = '';

  /** Commander id of the Offense: events name it; its `<army-roster>` supplies the picks. */
  offenseCommander = '';

  /** Commander id of the Defense: Unopposed Morale damage is sent to it (AC-MO-7). */
  defenseCommander = '';

  /** The Offense commander's class (AC-CP), e.g. `evoker`, `master-of-arms`; can be changed in the widget. */
  offenseClass = '';

  /** The Defense commander's class (AC-CP). */
  defenseClass = '';

  /** The Offense commander is a non-player character (saves a Kill with 3 Morale, AC-SK-8). */
  offenseNpc = false;

  /** The Defense commander is a non-player character. */
  defenseNpc = false;

  /** Start Unopposed: `pass` (or empty) when the Defense Passes (AC-MO-7), `unable` when it is Unable (R3). */
  unopposed: string | null = null;

  /** Start with `virtual` dice (the default) or `real` dice rolled at the table and typed in; can be changed. */
  dice: string | null = null;

  /** Keeps the sides, dice mode, power uses and history in localStorage under this key, in step between tabs. */
  stateKey = '';

  /** The Skirmish being set up, and the outcome last resolved (reactive state, as `announcement` is). */
  private setup: setups.Setup = setups.emptySetup();
  /** Said once per roll by the live region. */
  private announcement = '';

  #view!: SkirmishView;
  #slottedUnits: Readonly<Record<SideName, UnitParse | null>> = { offense: null, defense: null };
  #dice!: DiceState;
  #outcome: Outcome | undefined;
  #problems: readonly string[] = [];
  /** The virtual dice for the `seed` now (made on the first roll, by the code that rolls). */
  #virtualDice: VirtualDice = { seed: '' };
  #announceRoll = false;
  /** Where the keyboard focus goes after the next render, when the control that had it goes away. */
  #focusNext: string | undefined;
  /** The sides were just swapped: the swapped class and NPC attributes must not overwrite the swapped setups. */
  #swapping = false;
  /** Class attributes not read yet: whether a class exists is known once the powers are loaded. */
  #classes: Partial<Record<SideName, string>> = {};
  /** What this element loads for itself, in words: a module that cannot load is a problem shown. */
  #needs = new ModuleNeeds(
    this,
    new Map<LazyModule<object>, string>([
      [powersModule, 'the commander powers'],
      [playModule, 'the dice and the outcome'],
      [editsModule, 'what the fields and buttons do'],
    ]),
  );
  /** The record kept with `state-key`; a record loaded wins over the attributes on the first update. */
  #record = new ResolverRecord(this, {
    setup: () => this.setup,
    restoreSetup: (setup) => (this.setup = setup),
    stateKey: () => this.stateKey,
  });
  /** Every roster on the page offers its cards in hand (validated announcements). */
  #rosters = new RostersController(this, {
    // A resolved outcome was made by the roll's code: it is here.
    onRoster: (roster) => this.setup.resolved && (this.setup = playModule.loaded!.dropPlayedCards(this.setup, roster)),
  });

  /** The `<army-unit slot="offense|defense">` children: read again when one is added, moved or changes. */
  #children = new UnitChildrenController(this);
  /**
   * Inside an `<army-battle>`: follows its Battle and shows that Battle's Skirmish. Loaded only there, since most
   * resolvers never sit in a board.
   */
  #inBattle?: BattlePanel | null; // null while it loads

  // ----- panels drawn while open ----------------------------------------------------------------------

  #panels: ResolverPanels = {
    commanders: {
      offense: new LazyPanel(this, powersModule, "the commander's powers"),
      defense: new LazyPanel(this, powersModule, "the commander's powers"),
    },
    discards: new LazyPanel(this, discardsModule, 'the discards'),
    details: new LazyPanel(this, detailsModule, "the outcome's details"),
    history: new LazyPanel(this, historyModule, 'the history'),
    /** Opened by the element itself, with real dice. */
    typedDice: new LazyPanel(this, typedDiceModule, 'the fields for the dice'),
  };
  /**
   * "Share": each side's unit (as `<army-unit slot="offense|defense">`) and the dice chosen, with the attributes, as
   * a link to embed.html.
   */
  #share = new ShareController(this, {
    tag: 'skirmish-resolver',
    attrs: () => ({ dice: this.setup.diceSource }),
    units: () =>
      SIDES.flatMap((slot) => {
        const { unit } = this.#view.sides[slot];
        return unit ? [{ unit, slot }] : [];
      }),
  });
  /** What comes after the first frame: the chart, the breakdowns before the die, the commander sections and hints. */
  #after = new AfterFirstFrame(this, afterModule, 'the chart, the breakdowns and the hints');

  // ----- edits (each clears a shown resolved outcome: the next Skirmish is being set up) ----------------

  /** What the edits, the outcome's buttons and the history (their code loaded later) change here. */
  #host: ResolverHost & EditsHost & RollHost = {
    element: this,
    record: this.#record,
    get: () => this.setup,
    set: (setup) => (this.setup = setup),
    view: () => this.#view,
    viewNow: () => skirmishView(this.#viewInput()),
    outcome: () => this.#outcome,
    say: (text) => (this.announcement = inLanguage(this.languages.language, text)),
    focusAfter: (selector) => this.#focusAfter(selector),
    dice: () => this.#virtualDice,
    typed: () => (this.#announceRoll = true),
    startPlay: () => attributePlay(this.unopposed),
    commanders: this,
    swapped: () => (this.#swapping = true),
  };

  /** What the controls do: an edit made before its code is here waits for it (loaded after the first frame). */
  #edits: SetupEdits = this.#needs.later(editsModule, (m) => m.setupEdits(this.#host), {
    // After the edits made before it (their code may come after the roll's): the dice fall on the setup as edited.
    roll: () =>
      this.#needs.need(editsModule, () => this.#needs.need(playModule, () => playModule.loaded!.roll(this.#host))),
    aboutToRoll: () => this.#needs.need(playModule),
  });

  /**
   * Moves the keyboard focus to `selector` after the next render, when the control that has it goes away or is
   * disabled (it would fall to <body>). Only when the focus is in this widget: a script's click moves nothing.
   */
  #focusAfter(selector: string) {
    if (this.shadowRoot?.activeElement) this.#focusNext = selector;
  }

  // ----- reading ---------------------------------------------------------------------------------------

  #viewInput(): ViewInput {
    const { sides, discards, defensePlay } = this.setup;
    const commanders = { offense: this.offenseCommander.trim(), defense: this.defenseCommander.trim() };
    const rosters = [...this.#rosters.rosters.values()];
    return {
      sides,
      slotted: this.#slottedUnits,
      rosters,
      commanders,
      discards,
      defensePlay,
      usage: this.#record.usage,
      powers: powersModule.loaded,
      classPending: Object.values(this.#classes).some(Boolean),
    };
  }

  override connectedCallback() {
    // A shadow root before connecting: prerendered, its first frame on screen already and its first update about to
    // hydrate it (or drawn before and put back). What a Roll needs loads now, and hydration is finished
    // (`updateComplete`) once it is here: the first Roll waits for no module. A resolver drawn here has none yet.
    if (this.shadowRoot) this.#needs.need(editsModule, () => this.#needs.need(playModule));
    super.connectedCallback();
    if (this.#inBattle === undefined && inBoard(this)) this.#inBattle = null;
    if (this.#inBattle === null)
      void import('./battle-panel.js').then(({ BattlePanel }) => (this.#inBattle ??= new BattlePanel(this)));
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('seed')) this.#virtualDice = { seed: this.seed }; // new dice: the seed's rolls from the first
    if (!this.hasUpdated && inBoard(this)) this.#inBattle ??= null; // on a server, or hydrating: not connected yet
    // A saved record, once read, wins over the attributes when the page is loaded again.
    if (changed.has('stateKey')) this.#record.load();
    const powers = powersModule.loaded;
    const classes = { offense: this.offenseClass, defense: this.defenseClass };
    this.#problems = warnProblems(this, [
      ...attributeProblems(classes, this.unopposed, this.dice, powers?.commanderClass),
      ...this.#needs.problems(),
    ]);
    // Just swapped: the setups changed sides with the class, NPC and unopposed attributes.
    const swapped = this.#swapping;
    this.#swapping = false;
    const attributeChanged = (name: string) =>
      (changed as Map<PropertyKey, unknown>).has(name) && (!swapped || name === 'dice');
    this.setup = attributeSetup(this.setup, this, attributeChanged, this.#classes, powers);

    const read = (side: SideName) => {
      const [el] = this.#children.units(side);
      return el ? readArmyUnit(el) : null;
    };
    this.#slottedUnits = { offense: read('offense'), defense: read('defense') };
    const view = skirmishView(this.#viewInput());
    this.#view = view;
    if (view.waiting) this.#needs.need(powersModule);
    const play = playModule.loaded;
    const roll = rollState(view, this.setup, this.seed, play);
    if (roll.needsPlay) this.#needs.need(playModule);
    this.#dice = roll.dice;
    this.#outcome = roll.outcome;
    if (this.#announceRoll && this.#outcome && !this.#outcome.number)
      this.announcement = msg(str`Rolled. ${play!.summary(this.#outcome)}`);
    this.#announceRoll = false;
    this.#panels.typedDice.open = this.setup.diceSource === 'real';
    if (this.#panels.typedDice.open) this.#needs.need(typedDiceModule);
  }

  /** Resolves once the saved record (with `state-key`) and the code for what is shown are loaded, and drawn. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete();
    await this.#record.loading;
    return this.#needs.settled(() => super.getUpdateComplete());
  }

  protected override updated(changed: PropertyValues<this>) {
    if (changed.has('setup' as keyof SkirmishResolver)) this.#record.save();
    const selector = this.#focusNext;
    this.#focusNext = undefined;
    if (selector) this.shadowRoot!.querySelector<HTMLElement>(selector)?.focus();
  }

  /** The roll's module once loaded, the outcome's styles adopted by this element. */
  get #play() {
    const play = playModule.loaded;
    if (play) adopt(this.renderRoot as ShadowRoot, play.styles);
    return play;
  }

  protected override render() {
    // Inside a board: the Battle's Skirmish once it runs; before, nothing (the base is empty, so hidden).
    if (this.#inBattle !== undefined) return html`<div part="base">${this.#inBattle?.render()}</div>`;
    return renderResolver({
      view: this.#view,
      setup: this.setup,
      slotted: this.#slottedUnits,
      dice: this.#dice,
      outcome: this.#outcome,
      play: this.#play,
      edits: this.#edits,
      host: this.#host,
      panels: this.#panels,
      after: this.#after.module,
      problems: this.#problems,
      share: this.#share.render(),
      announcement: this.announcement,
    });
  }
}
