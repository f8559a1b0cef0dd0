import { html, LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';

import { SkirmishUndoneEvent } from '../../events/index.js';
import { type D6, randomD6, seededD6, type UnitParse } from '../../rules/core/index.js';
import { commanderClass } from '../../rules/powers/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { RostersController } from '../../shared/rosters.js';
import { readUnit, UnitChildrenController } from '../../shared/unit-children.js';
import { attributePlay, attributeProblems } from './attributes.js';
import type { BattlePanel } from './battle-panel.js';
import { type DiceState, renderDice } from './dice-panel.js';
import { rollUntilDecided } from './dice-record.js';
import { diceState } from './dice-state.js';
import { renderDiscards } from './discard-list.js';
import { SIDES } from './format.js';
import { undoneDetail } from './history.js';
import { renderHistory } from './history-list.js';
import { renderOdds } from './odds-panel.js';
import { buildOutcome, type Outcome, preventKill, summary } from './outcome.js';
import { renderOutcome } from './outcome-card.js';
import { killPreventedEvents, resolvedEvents } from './protocol.js';
import { ResolverRecord } from './resolver-record.js';
import * as setups from './setup.js';
import { setupEdits } from './setup-edits.js';
import { renderSide } from './side-editor.js';
import { skirmishResolverStyles } from './skirmish-resolver.styles.js';
import { type SkirmishView, skirmishView, type ViewInput } from './skirmish-view.js';

/** An `<army-unit>` as read: its own parse once upgraded, else its attributes. */
const readArmyUnit = (el: Element): UnitParse =>
  'parsed' in el ? (el as HTMLElementTagNameMap['army-unit']).parsed : readUnit(el);

/**
 * @summary Resolves a Skirmish (AC-SK) at the table: exact odds before the roll, virtual or real dice, and the
 * outcome as a roll card with every step of the rules' trace; Unopposed attacks (AC-MO-7) too.
 *
 * Each side's unit comes from a slotted `<army-unit slot="offense|defense">`, from the cards in hand of any
 * `<army-roster>` on the page, or from a small inline form. The exact chances (`part="odds"`: Offense wins, Defense
 * wins, Offense Killed, Defense Killed, and the margin chart) follow every change. Discards for a bonus (AC-SK-9),
 * other adds and each commander's class (AC-CP) change the odds and the roll.
 *
 * Rolling puts the dice on the table and shows the outcome in `<output part="result">`; until "Resolve the
 * Skirmish" is pressed, discards may still change it with the same dice (AC-SK-9, as in AC-SK-12). Resolving sends
 * the events, adds the Skirmish to the history and offers kill prevention (AC-SK-8, R5).
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
 * @slot offense - An `<army-unit>` for the Offense card.
 * @slot defense - An `<army-unit>` for the Defense card.
 *
 * @csspart base - The widget's frame.
 * @csspart side - Each side's panel (also `offense` or `defense`).
 * @csspart offense - The Offense panel.
 * @csspart defense - The Defense panel.
 * @csspart discards - The discards for a bonus (AC-SK-9).
 * @csspart odds - The exact chances before the roll.
 * @csspart dice - The choice of dice and the roll or the dice typed in.
 * @csspart result - The `<output>` with the outcome card.
 * @csspart rulings - The rules and rulings applied, in the outcome.
 * @csspart kill-prevention - The buttons that save a Killed card (AC-SK-8).
 * @csspart history - The Skirmishes resolved here, newest first, with undo, notes, copy, export and import.
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
export class SkirmishResolver extends LitElement {
  static override styles = skirmishResolverStyles;

  /** Seeds the virtual dice: the same seed gives the same rolls (empty: random dice). */
  @property() seed = '';

  /** Commander id of the Offense: events name it; its `<army-roster>` supplies the picks. */
  @property({ attribute: 'offense-commander' }) offenseCommander = '';

  /** Commander id of the Defense: Unopposed Morale damage is sent to it (AC-MO-7). */
  @property({ attribute: 'defense-commander' }) defenseCommander = '';

  /** The Offense commander's class (AC-CP), e.g. `evoker`, `master-of-arms`; can be changed in the widget. */
  @property({ attribute: 'offense-class' }) offenseClass = '';

  /** The Defense commander's class (AC-CP). */
  @property({ attribute: 'defense-class' }) defenseClass = '';

  /** The Offense commander is a non-player character (saves a Kill with 3 Morale, AC-SK-8). */
  @property({ type: Boolean, attribute: 'offense-npc' }) offenseNpc = false;

  /** The Defense commander is a non-player character. */
  @property({ type: Boolean, attribute: 'defense-npc' }) defenseNpc = false;

  /** Start Unopposed: `pass` (or empty) when the Defense Passes (AC-MO-7), `unable` when it is Unable (R3). */
  @property() unopposed: string | null = null;

  /** Keeps the sides, dice mode, power uses and history in localStorage under this key, in step between tabs. */
  @property({ attribute: 'state-key' }) stateKey = '';

  /** The Skirmish being set up, and the outcome last resolved. */
  @state() private setup: setups.Setup = setups.emptySetup();
  /** Said once per roll by the live region. */
  @state() private announcement = '';

  #view!: SkirmishView;
  #slottedUnits: Readonly<Record<SideName, UnitParse | null>> = { offense: null, defense: null };
  #dice!: DiceState;
  #outcome: Outcome | undefined;
  #problems: readonly string[] = [];
  #die: D6 = randomD6;
  #announceRoll = false;
  /** Where the keyboard focus goes after the next render, when the control that had it goes away. */
  #focusNext: string | undefined;
  /** The sides were just swapped: the swapped class and NPC attributes must not overwrite the swapped setups. */
  #swapping = false;
  /** The record kept with `state-key`; a record loaded wins over the attributes on the first update. */
  #record = new ResolverRecord(this, {
    setup: () => this.setup,
    restoreSetup: (setup) => (this.setup = setup),
    stateKey: () => this.stateKey,
  });
  /** Every roster on the page offers its cards in hand (validated announcements). */
  #rosters = new RostersController(this, {
    onRoster: (roster) => this.setup.resolved && (this.setup = setups.dropPlayedCards(this.setup, roster)),
  });

  /** The `<army-unit slot="offense|defense">` children: read again when one is added, moved or changes. */
  #children = new UnitChildrenController(this);
  /**
   * Inside an `<army-battle>`: follows its Battle and shows that Battle's Skirmish. Loaded only there, since most
   * resolvers never sit in a board.
   */
  #inBattle?: BattlePanel | null; // null while it loads

  // ----- edits (each clears a shown resolved outcome: the next Skirmish is being set up) ----------------

  #edits = setupEdits({
    get: () => this.setup,
    set: (setup) => (this.setup = setup),
    die: () => this.#die(),
    roll: () => this.#roll(),
    typed: () => (this.#announceRoll = true),
    focusAfter: (selector) => this.#focusAfter(selector),
  });

  #outcomeEdits = {
    resolve: () => this.#resolve(),
    preventKill: (side: SideName) => this.#preventKill(side),
  };

  #roll() {
    // AC-CP Illusionist: a d6 not rolled yet is rolled first, once, so that the dice record holds only
    // the Skirmish's rounds (the same dice however the modifiers change).
    let view = this.#view;
    for (const side of view.unrolled)
      this.setup = setups.editPower(this.setup, side, { illusionRoll: String(this.#die()) });
    if (view.unrolled.length) view = skirmishView(this.#viewInput());
    if (!view.resolve) return;
    this.setup = setups.edit(this.setup, {
      rolled: rollUntilDecided(view.resolve, this.setup.rolled, view.counts, this.#die),
    });
    this.#announceRoll = true;
    this.#focusAfter('.outcome .actions button'); // the Roll button is now disabled: Resolve comes next
  }

  /** AC-BA-2: turns alternate. The commander ids, classes, NPC flags and power uses change side too. */
  #swapSides() {
    this.setup = setups.swapSides(this.setup, attributePlay(this.unopposed));
    [this.offenseCommander, this.defenseCommander] = [this.defenseCommander, this.offenseCommander];
    [this.offenseClass, this.defenseClass] = [this.defenseClass, this.offenseClass];
    [this.offenseNpc, this.defenseNpc] = [this.defenseNpc, this.offenseNpc];
    this.#swapping = true;
    this.#record.change({ usage: setups.swapUsage(this.#record.usage) });
  }

  /** A new Battle: limited powers can be used again and the Tactician chooses again (AC-CP). */
  #newBattle() {
    this.setup = setups.newSkirmish(this.setup, attributePlay(this.unopposed));
    this.#record.change({ usage: {} });
    for (const side of SIDES) this.setup = setups.editPower(this.setup, side, { tacticianAs: '' });
  }

  // ----- resolving -------------------------------------------------------------------------------------

  #resolve() {
    const preview = this.#outcome;
    const view = this.#view;
    if (!preview || preview.number) return;
    const outcome: Outcome = { ...preview, number: (this.#record.history[0]?.number ?? 0) + 1 };
    this.setup = setups.resolved(this.setup, outcome);
    this.#record.resolved(outcome, view);
    this.announcement = `Skirmish ${outcome.number} resolved. ${summary(outcome)}`;
    this.#focusAfter('.outcome .status'); // the Resolve button is gone: the outcome, then what comes next
    for (const event of resolvedEvents(outcome)) this.dispatchEvent(event);
  }

  /** AC-SK-8, R5: the commander pays 1 Influence (player character) or 3 Morale (non-player) to save the card. */
  #preventKill(side: SideName) {
    const before = this.setup.resolved;
    const saved = before?.sides.find((s) => s.side === side && s.fate === 'killed');
    if (!before || !saved) return;
    const after = preventKill(before, side);
    this.setup = { ...this.setup, resolved: after };
    this.#record.saved(before.number, side, saved);
    for (const event of killPreventedEvents(saved, side)) this.dispatchEvent(event);
    this.announcement = `${saved.name} saved: Disabled instead of Killed.`;
    this.#focusAfter('.outcome .status');
  }

  /** Takes back the newest Skirmish and what it caused: cards back in hand, Morale and power uses given back. */
  #undo() {
    const entry = this.#record.undo();
    if (!entry) return;
    this.dispatchEvent(new SkirmishUndoneEvent(undoneDetail(entry)));
    if (this.setup.resolved?.number === entry.number) this.setup = { ...this.setup, resolved: undefined };
  }

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
    };
  }

  override connectedCallback() {
    super.connectedCallback();
    if (this.#inBattle === undefined && this.closest('army-battle')) {
      this.#inBattle = null;
      void import('./battle-panel.js').then(({ BattlePanel }) => (this.#inBattle = new BattlePanel(this)));
    }
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('seed')) this.#die = this.seed ? seededD6(this.seed) : randomD6;
    // A saved record, once read, wins over the attributes when the page is loaded again.
    if (changed.has('stateKey')) this.#record.load();
    const classes = { offense: this.offenseClass, defense: this.defenseClass };
    this.#problems = warnProblems(this, attributeProblems(classes, this.unopposed));
    const swapped = this.#swapping;
    this.#swapping = false;
    for (const side of SIDES) {
      const id = classes[side].trim().toLowerCase();
      if (swapped) continue; // the setups changed sides with the attributes
      if (changed.has(`${side}Class`) && (!id || commanderClass(id)))
        this.setup = setups.editPower(this.setup, side, { classId: id });
      const npc = this[`${side}Npc`];
      if (changed.has(`${side}Npc`)) this.setup = setups.editSide(this.setup, side, (s) => ({ ...s, npc }));
    }
    if (changed.has('unopposed') && !swapped)
      this.setup = { ...this.setup, defensePlay: attributePlay(this.unopposed) };

    const read = (side: SideName) => {
      const [el] = this.#children.units(side);
      return el ? readArmyUnit(el) : null;
    };
    this.#slottedUnits = { offense: read('offense'), defense: read('defense') };
    const view = skirmishView(this.#viewInput());
    this.#view = view;
    const { sides, discards, defensePlay, diceSource, rolled, typed, resolved } = this.setup;
    const { dice, result } = diceState(view, { source: diceSource, seed: this.seed, rolled, typed });
    this.#dice = dice;
    this.#outcome = resolved ?? (result && buildOutcome(view, result, sides, discards, defensePlay));
    if (this.#announceRoll && this.#outcome && !this.#outcome.number)
      this.announcement = `Rolled. ${summary(this.#outcome)}`;
    this.#announceRoll = false;
  }

  /** Resolves once the saved record (with `state-key`) is read and shown, as well as rendered. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete();
    await this.#record.loading;
    return super.getUpdateComplete();
  }

  protected override updated(changed: PropertyValues<this>) {
    if (changed.has('setup' as keyof SkirmishResolver)) this.#record.save();
    const selector = this.#focusNext;
    this.#focusNext = undefined;
    if (selector) this.shadowRoot!.querySelector<HTMLElement>(selector)?.focus();
  }

  protected override render() {
    if (this.#inBattle !== undefined) return html`<div part="base">${this.#inBattle?.render()}</div>`;
    const view = this.#view;
    const edits = this.#edits;
    const { sides, discards, defensePlay: play } = this.setup;
    const side = (s: SideName) =>
      renderSide({
        side: s,
        view,
        setup: sides[s],
        slotted: this.#slottedUnits[s],
        play,
        usage: this.#record.usage[view.sides[s].usageKey],
        discards,
        edits,
      });
    return html`<div part="base">
      ${renderProblems(this.#problems)}
      <div class="sides">${side('offense')} ${side('defense')}</div>
      ${renderDiscards(view, discards, edits)}
      <div class="play">
        ${renderOdds(view.fight)}
        <div class="roll">
          ${renderDice(view, this.#dice, edits)} ${renderOutcome(this.#outcome, this.#outcomeEdits)}
        </div>
      </div>
      <p class="actions next">
        <button
          type="button"
          @click=${() => (this.setup = setups.newSkirmish(this.setup, attributePlay(this.unopposed)))}
        >
          New Skirmish
        </button>
        <button type="button" @click=${() => this.#swapSides()}>Swap sides</button>
        <button type="button" @click=${() => this.#newBattle()}>New Battle</button>
        <span class="muted"
          >New Skirmish keeps the history. Swap sides: the other commander attacks next, with their class
          <span class="rule">AC-BA-2</span>. New Battle also resets power uses.</span
        >
      </p>
      ${renderHistory({
        entries: this.#record.history,
        said: this.#record.said,
        onUndo: () => this.#undo(),
        onNote: (number, note) => this.#record.note(number, note),
        onCopy: () => void this.#record.copy(),
        onExport: () => void this.#record.export(),
        onImport: (event) => void this.#record.import(event),
      })}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      <div hidden>
        <slot name="offense"></slot>
        <slot name="defense"></slot>
      </div>
    </div>`;
  }
}
