import { html, LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  KillPreventedEvent,
  MoraleDamageEvent,
  RosterRequestEvent,
  SkirmishResolvedEvent,
  UnopposedResolvedEvent,
  type RosterChangeDetail,
  type RosterChangeEvent,
} from '../../events/index.js';
import {
  commanderClass,
  parseUnit,
  randomD6,
  seededD6,
  type D6,
  type PowerUsage,
  type SideName,
  type UnitParse,
} from '../../rules/index.js';
import { renderProblems, warnProblems } from '../../shared/problems.js';
import { renderDice, type DiceEdits, type DiceSource, type DiceState } from './dice-panel.js';
import { attempt, readEnteredDice, rollUntilDecided, type Round } from './dice-record.js';
import { newDiscard, renderDiscards, type DiscardEdits } from './discard-list.js';
import { newSide, nextSkirmish, type DiscardDraft, type PowerDraft, type SideDraft } from './drafts.js';
import { other, SIDES } from './format.js';
import { renderHistory } from './history-list.js';
import { renderOdds } from './odds-panel.js';
import { renderOutcome } from './outcome-card.js';
import { buildOutcome, preventKill, summary, type Outcome } from './outcome.js';
import { renderSide, type SideEdits } from './side-editor.js';
import { skirmishResolverStyles } from './skirmish-resolver.styles.js';
import { skirmishView, type DefensePlay, type SkirmishView, type ViewInput } from './skirmish-view.js';

/** How many resolved Skirmishes the history keeps. */
const HISTORY = 50;

/** An `<army-unit>` as read: its own parse once upgraded, else its attributes. */
function readArmyUnit(el: Element): UnitParse {
  if ('parsed' in el) return (el as HTMLElementTagNameMap['army-unit']).parsed;
  const attr = (name: string) => el.getAttribute(name) ?? '';
  return parseUnit({
    name: attr('name'),
    strength: attr('strength'),
    role: attr('role'),
    path: attr('path'),
    traits: attr('traits'),
  });
}

// A Map, not an object: `unopposed="constructor"` must not find Object.prototype's members.
const PLAYS = new Map<string, DefensePlay>([
  ['', 'pass'],
  ['pass', 'pass'],
  ['unable', 'unable'],
]);

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
 * Discards (our reading of AC-SK-9, as players expect it at the table): "Add a discard" adds one by the commander
 * whose turn it is (the attacker first, then in turn), and it is pending, changing nothing, until its bonus is typed
 * (the card says what it gives); "For" follows "By" until chosen by hand. The discards are spent when the Skirmish
 * is resolved.
 *
 * In a Battle: only cards in hand that can fight are offered (AC-UN-4); once resolved, the cards the roster moves out
 * of hand are no longer picked; "Swap sides" gives the Offense to the other commander (AC-BA-2) with their cards,
 * class, powers and NPC flag (the `*-commander`, `*-class` and `*-npc` properties swap too).
 *
 * Bad input (a unit with Strength "-" or a Ritual, an unknown role, a Strength or die that is not a number) is shown
 * inline next to what it concerns; the rest keeps working.
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
 * @csspart history - The Skirmishes resolved here, newest first.
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

  @state() private sides: Readonly<Record<SideName, SideDraft>> = {
    offense: newSide('', false),
    defense: newSide('', false),
  };
  @state() private discards: readonly DiscardDraft[] = [];
  @state() private defensePlay: DefensePlay = 'card';
  @state() private diceSource: DiceSource = 'virtual';
  /** Virtual dice rolled for this Skirmish, round by round. */
  @state() private rolled: readonly Round[] = [];
  /** Dice typed from the table, round by round. */
  @state() private typed: readonly Round<string>[] = [];
  /** The last resolved outcome, shown until the next edit. */
  @state() private resolved: Outcome | undefined = undefined;
  @state() private history: readonly Outcome[] = [];
  /** Limited powers' uses this Battle (AC-CP), per commander id (or side). */
  @state() private usage: Readonly<Record<string, PowerUsage>> = {};
  @state() private rosters: ReadonlyMap<string, RosterChangeDetail> = new Map();
  @state() private slotted: Readonly<Record<SideName, Element | undefined>> = {
    offense: undefined,
    defense: undefined,
  };
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
  /** The sides were just swapped: the swapped class and NPC attributes must not overwrite the swapped drafts. */
  #swapping = false;

  // ----- listeners -------------------------------------------------------------------------------------

  #onRoster = (event: RosterChangeEvent) => {
    const rosters = new Map(this.rosters);
    rosters.set(event.detail.commander, event.detail);
    this.rosters = rosters;
    if (this.resolved) this.#dropPlayedCards(event.detail);
  };

  /**
   * After a resolve the roster moves the fighting cards out of hand (AC-SK-7, R4): they are no longer picked, so
   * the next turn starts from the cards still in hand (AC-BA-2). The outcome card and the history keep them.
   */
  #dropPlayedCards(roster: RosterChangeDetail) {
    const inHand = (id: string) => roster.cards.some((card) => card.id === id && card.pile === 'hand');
    const sides = { ...this.sides };
    for (const side of SIDES) {
      const source = sides[side].source;
      if (source.kind === 'card' && source.commander === roster.commander && !inHand(source.id))
        sides[side] = { ...sides[side], source: { kind: 'auto' } };
    }
    this.sides = sides; // not through #side(): that would take the resolved outcome off the table
  }

  /** A slotted `<army-unit>` changed an attribute: read it again. */
  #onUnit = () => this.requestUpdate();

  #onSlot = (event: Event) => {
    const slot = event.target as HTMLSlotElement;
    const unit = slot.assignedElements().find((el) => el.localName === 'army-unit');
    this.slotted = { ...this.slotted, [slot.name]: unit };
  };

  override connectedCallback() {
    super.connectedCallback();
    document.addEventListener('army-roster-change', this.#onRoster);
    this.addEventListener('army-unit-change', this.#onUnit);
    this.dispatchEvent(new RosterRequestEvent());
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    document.removeEventListener('army-roster-change', this.#onRoster);
    this.removeEventListener('army-unit-change', this.#onUnit);
  }

  // ----- edits (each clears a shown resolved outcome: the next Skirmish is being set up) ----------------

  #side(side: SideName, change: (draft: SideDraft) => SideDraft) {
    this.sides = { ...this.sides, [side]: change(this.sides[side]) };
    this.resolved = undefined;
  }

  #power(side: SideName, change: Partial<PowerDraft>) {
    this.#side(side, (d) => ({ ...d, power: { ...d.power, ...change } }));
  }

  #edits: SideEdits & DiscardEdits & DiceEdits = {
    source: (side, source) => this.#side(side, (d) => ({ ...d, source })),
    form: (side, change) => this.#side(side, (d) => ({ ...d, form: { ...d.form, ...change } })),
    otherBonus: (side, otherBonus) => this.#side(side, (d) => ({ ...d, otherBonus })),
    npc: (side, npc) => this.#side(side, (d) => ({ ...d, npc })),
    power: (side, change) => this.#power(side, change),
    rollIllusion: (side) => {
      const target = this.sides[side].power.illusionFor;
      this.#power(side, { illusionRoll: String(this.#die()), illusionFor: target || side });
    },
    defensePlay: (play) => {
      this.defensePlay = play;
      this.resolved = undefined;
    },
    addDiscard: () => {
      // AC-SK-9: pending until its bonus is typed, so adding one changes nothing yet.
      this.discards = [...this.discards, newDiscard(this.discards)];
      this.resolved = undefined;
    },
    discard: (index, change) => {
      this.discards = this.discards.map((d, i) => (i === index ? { ...d, ...change } : d));
      this.resolved = undefined;
    },
    removeDiscard: (index) => {
      this.discards = this.discards.filter((_, i) => i !== index);
      this.resolved = undefined;
      this.#focusAfter('.discards > button');
    },
    diceSource: (source) => {
      this.diceSource = source;
      this.resolved = undefined;
    },
    roll: () => {
      // AC-CP Illusionist: a d6 not rolled yet is rolled first, once, so that the dice record holds only
      // the Skirmish's rounds (the same dice however the modifiers change).
      let view = this.#view;
      if (view.unrolled.length) {
        const sides = { ...this.sides };
        for (const side of view.unrolled)
          sides[side] = { ...sides[side], power: { ...sides[side].power, illusionRoll: String(this.#die()) } };
        this.sides = sides;
        view = skirmishView(this.#viewInput());
      }
      if (!view.resolve) return;
      this.rolled = rollUntilDecided(view.resolve, this.rolled, view.counts, this.#die);
      this.resolved = undefined;
      this.#announceRoll = true;
      this.#focusAfter('.outcome .actions button'); // the Roll button is now disabled: Resolve comes next
    },
    clearDice: () => {
      this.rolled = [];
      this.typed = [];
      this.resolved = undefined;
      this.#focusAfter(this.diceSource === 'real' ? '.dice input.die-input' : '.dice button.primary');
    },
    typeDie: (round, side, die, text) => {
      const typed = [...this.typed];
      while (typed.length <= round) typed.push({ offense: [], defense: [] });
      const dice = [...typed[round]![side]];
      dice[die] = text;
      typed[round] = { ...typed[round]!, [side]: dice };
      this.typed = typed;
      this.resolved = undefined;
      this.#announceRoll = true;
    },
  };

  #outcomeEdits = {
    resolve: () => this.#resolve(),
    preventKill: (side: SideName) => this.#preventKill(side),
  };

  /** Clears the inputs for the next Skirmish; the history, the classes and the power uses stay. */
  #newSkirmish() {
    this.sides = { offense: nextSkirmish(this.sides.offense), defense: nextSkirmish(this.sides.defense) };
    this.discards = [];
    this.rolled = [];
    this.typed = [];
    this.resolved = undefined;
    this.defensePlay = this.#attributePlay();
  }

  /**
   * AC-BA-2: turns alternate, so the other commander attacks next. Everything that belongs to a commander changes
   * side with them: the commander id (and so the roster cards offered), the unit picked or typed, other adds, the
   * class and its powers' choices and uses, the NPC flag, and their discards. The dice are rolled again.
   */
  #swapSides() {
    const { offense, defense } = this.sides;
    this.sides = { offense: defense, defense: offense };
    [this.offenseCommander, this.defenseCommander] = [this.defenseCommander, this.offenseCommander];
    [this.offenseClass, this.defenseClass] = [this.defenseClass, this.offenseClass];
    [this.offenseNpc, this.defenseNpc] = [this.defenseNpc, this.offenseNpc];
    this.#swapping = true;
    // Uses are kept per commander id; a commander without one is known by their side.
    const { offense: offenseUses, defense: defenseUses, ...byId } = this.usage;
    this.usage = {
      ...byId,
      ...(defenseUses ? { offense: defenseUses } : {}),
      ...(offenseUses ? { defense: offenseUses } : {}),
    };
    this.discards = this.discards.map((d) => ({ ...d, by: other(d.by), target: other(d.target) }));
    this.rolled = [];
    this.typed = [];
    this.resolved = undefined;
    this.defensePlay = this.#attributePlay();
  }

  /** A new Battle: limited powers can be used again and the Tactician chooses again (AC-CP). */
  #newBattle() {
    this.#newSkirmish();
    this.usage = {};
    for (const side of SIDES) this.#power(side, { tacticianAs: '' });
  }

  // ----- resolving -------------------------------------------------------------------------------------

  #resolve() {
    const preview = this.#outcome;
    const view = this.#view;
    if (!preview || preview.number) return;
    const outcome: Outcome = { ...preview, number: (this.history[0]?.number ?? 0) + 1 };
    this.resolved = outcome;
    this.history = [outcome, ...this.history].slice(0, HISTORY);
    const usage = { ...this.usage };
    for (const side of SIDES) {
      const after = view.usageAfter[side];
      if (after) usage[view.sides[side].usageKey] = after;
    }
    this.usage = usage;
    this.rolled = [];
    this.typed = [];
    // AC-SK-9: the discarded cards are spent (to their owners' Disabled piles): none carries over to the next Skirmish.
    this.discards = [];
    this.announcement = `Skirmish ${outcome.number} resolved. ${summary(outcome)}`;
    this.#focusAfter('.outcome .status'); // the Resolve button is gone: the outcome, then what comes next
    this.#send(outcome);
  }

  #send(outcome: Outcome) {
    const card = (side: SideName) => {
      const s = outcome.sides.find((x) => x.side === side)!;
      return {
        ...(s.commander ? { commander: s.commander } : {}),
        ...(s.cardId ? { cardId: s.cardId } : {}),
        name: s.name,
        fate: s.fate,
      };
    };
    const { result, number, discards, applied: powers } = outcome;
    if (!('winner' in result)) {
      const commander = outcome.defenseCommander;
      const play = outcome.defensePlay === 'unable' ? 'unable' : 'pass';
      this.dispatchEvent(
        new UnopposedResolvedEvent({
          offense: card('offense'),
          defense: { ...(commander ? { commander } : {}), play },
          total: result.total,
          damage: result.damage,
          result,
          number,
          discards,
          powers,
        }),
      );
      if (commander && result.damage > 0)
        this.dispatchEvent(
          new MoraleDamageEvent({
            commander,
            amount: result.damage,
            reason: `Unopposed ${outcome.sides[0]!.name} (total ${result.total})`,
            rule: 'AC-MO-7',
          }),
        );
      return;
    }
    this.dispatchEvent(
      new SkirmishResolvedEvent({
        offense: card('offense'),
        defense: card('defense'),
        winner: result.winner,
        margin: result.margin,
        rerolls: result.rerolls,
        result,
        number,
        discards,
        powers,
      }),
    );
  }

  /** AC-SK-8, R5: the commander pays 1 Influence (player character) or 3 Morale (non-player) to save the card. */
  #preventKill(side: SideName) {
    const before = this.resolved;
    const saved = before?.sides.find((s) => s.side === side && s.fate === 'killed');
    if (!before || !saved) return;
    const after = preventKill(before, side);
    this.resolved = after;
    this.history = this.history.map((o) => (o.number === before.number ? after : o));
    const { commander, cardId, name, npc } = saved;
    this.dispatchEvent(
      new KillPreventedEvent({
        ...(commander ? { commander } : {}),
        name,
        paid: npc ? { morale: 3 } : { influence: 1 },
        ...(cardId ? { cardId } : {}),
        side,
      }),
    );
    if (npc && commander)
      this.dispatchEvent(
        new MoraleDamageEvent({ commander, amount: 3, reason: `Saved ${name} from the Kill`, rule: 'AC-SK-8' }),
      );
    this.announcement = `${name} saved: Disabled instead of Killed.`;
    this.#focusAfter('.outcome .status');
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
    return {
      sides: this.sides,
      slotted: this.#slottedUnits,
      rosters: [...this.rosters.values()],
      commanders: { offense: this.offenseCommander.trim(), defense: this.defenseCommander.trim() },
      discards: this.discards,
      defensePlay: this.defensePlay,
      usage: this.usage,
    };
  }

  #attributePlay(): DefensePlay {
    return this.unopposed === null ? 'card' : (PLAYS.get(this.unopposed.trim().toLowerCase()) ?? 'pass');
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    const problems: string[] = [];
    if (changed.has('seed')) this.#die = this.seed ? seededD6(this.seed) : randomD6;
    const swapped = this.#swapping;
    this.#swapping = false;
    for (const side of SIDES) {
      const attr = `${side}Class` as const;
      const npc = `${side}Npc` as const;
      const id = this[attr].trim().toLowerCase();
      if (id && !commanderClass(id)) problems.push(`${side}-class: unknown commander class '${id}'`);
      if (swapped) continue; // the drafts changed sides with the attributes
      if (changed.has(attr) && (!id || commanderClass(id))) this.#power(side, { classId: id });
      if (changed.has(npc)) this.#side(side, (d) => ({ ...d, npc: this[npc] }));
    }
    if (changed.has('unopposed')) this.defensePlay = this.#attributePlay();
    if (this.unopposed !== null && !PLAYS.has(this.unopposed.trim().toLowerCase()))
      problems.push(`unopposed: write "pass" or "unable", not "${this.unopposed}"`);
    this.#problems = warnProblems(this, problems);

    const read = (side: SideName) => {
      const el = this.slotted[side];
      return el ? readArmyUnit(el) : null;
    };
    this.#slottedUnits = { offense: read('offense'), defense: read('defense') };
    const view = skirmishView(this.#viewInput());
    this.#view = view;

    // The dice so far, replayed through the rules with today's modifiers.
    const real = this.diceSource === 'real';
    const entered = readEnteredDice(this.typed, view.counts);
    const rounds = real ? entered.rounds : this.rolled;
    // An Illusionist d6 not rolled yet would take the first die of the record: wait for it.
    const waiting = view.unrolled.length > 0;
    const tried = view.resolve && !waiting ? attempt(view.resolve, rounds, view.counts) : undefined;
    // AC-SK-5, R1, R2: some Skirmishes are decided without a die.
    const noDice = !!view.resolve && !waiting && attempt(view.resolve, [], view.counts).status === 'done';
    const any = real ? this.typed.some((r) => [...r.offense, ...r.defense].some((t) => t.trim())) : rounds.length > 0;
    const done = tried?.status === 'done';
    const used = tried?.status === 'done' ? ('rerolls' in tried.result ? tried.result.rerolls + 1 : 1) : tried?.round;
    this.#dice = {
      source: this.diceSource,
      seed: this.seed,
      typed: this.typed,
      bad: entered.bad,
      problems:
        waiting && real
          ? [...entered.problems, "Type the Illusionist's d6 (in the commander's section) before the dice."]
          : entered.problems,
      rounds: used ?? 1,
      done,
      any,
      noDice,
    };
    this.#outcome =
      this.resolved ??
      (done && (any || noDice)
        ? buildOutcome(view, tried.result, this.sides, this.discards, this.defensePlay)
        : undefined);
    if (this.#announceRoll && this.#outcome && !this.#outcome.number)
      this.announcement = `Rolled. ${summary(this.#outcome)}`;
    this.#announceRoll = false;
  }

  protected override updated() {
    const selector = this.#focusNext;
    this.#focusNext = undefined;
    if (selector) this.shadowRoot!.querySelector<HTMLElement>(selector)?.focus();
  }

  protected override render() {
    const view = this.#view;
    const edits = this.#edits;
    const side = (s: SideName) =>
      renderSide(
        s,
        view,
        this.sides[s],
        this.#slottedUnits[s],
        this.defensePlay,
        this.usage[view.sides[s].usageKey],
        this.discards,
        edits,
      );
    return html`<div part="base">
      ${renderProblems(this.#problems)}
      <div class="sides">${side('offense')} ${side('defense')}</div>
      ${renderDiscards(view, this.discards, edits)}
      <div class="play">
        ${renderOdds(view.fight)}
        <div class="roll">
          ${renderDice(view, this.#dice, edits)} ${renderOutcome(this.#outcome, this.#outcomeEdits)}
        </div>
      </div>
      <p class="actions next">
        <button type="button" @click=${() => this.#newSkirmish()}>New Skirmish</button>
        <button type="button" @click=${() => this.#swapSides()}>Swap sides</button>
        <button type="button" @click=${() => this.#newBattle()}>New Battle</button>
        <span class="muted"
          >New Skirmish clears the inputs and keeps the history. Swap sides: turns alternate, the other commander
          attacks next with their cards, class and powers <span class="rule">AC-BA-2</span>. New Battle also resets
          power uses.</span
        >
      </p>
      ${renderHistory(this.history)}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      <div hidden>
        <slot name="offense" @slotchange=${this.#onSlot}></slot>
        <slot name="defense" @slotchange=${this.#onSlot}></slot>
      </div>
    </div>`;
  }
}
