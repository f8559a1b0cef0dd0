// Everything the resolver shows, read from what was typed, slotted and picked, and computed by the
// rules package, its problems in the language being drawn. No DOM: the element renders this and nothing else decides
// a number.
import { msg, str } from '@lit/localize';

import type { RosterCard, RosterChangeDetail } from '../../events/index.js';
import type { Pile } from '../../rules/army/index.js';
import { cannotFight, sameName, type Unit, type UnitParse } from '../../rules/core/index.js';
import { RETINUE_ADD } from '../../rules/economy/index.js';
import type {
  AppliedPower,
  CommanderClassId,
  CommanderPowerChoice,
  PoweredSkirmish,
  PowerUsage,
  RefusedPower,
} from '../../rules/powers/index.js';
import {
  type DiceMode,
  diceMode,
  type Side,
  sideModifiers,
  type SideName,
  type SkirmishDistribution,
  skirmishDistribution,
  type SkirmishInput,
  type SkirmishResult,
  type TotalPart,
  unopposedDiceMode,
  type UnopposedDistribution,
  unopposedDistribution,
  unopposedModifiers,
  type UnopposedResult,
} from '../../rules/skirmish/index.js';
import { cannotFightSaid } from '../../shared/rule-sentences/units.js';
import type { DiceCounts } from './dice-record.js';
import { other, SIDES } from './format.js';
import type * as SidePowers from './side-powers.js';
import { type DiscardSetup, readBonus, readForm, type SideSetup, type UnitSource } from './side-setup.js';

/** What the Defense does (AC-SK-1): plays a card, Passes (AC-MO-7) or is Unable (R3). */
export type DefensePlay = 'card' | 'pass' | 'unable';

export interface ViewInput {
  readonly sides: Readonly<Record<SideName, SideSetup>>;
  /** The slotted `<army-unit>` of each side as read, or null when there is none. */
  readonly slotted: Readonly<Record<SideName, UnitParse | null>>;
  readonly rosters: readonly RosterChangeDetail[];
  /** The `offense-commander` / `defense-commander` attributes ('' when not given). */
  readonly commanders: Readonly<Record<SideName, string>>;
  readonly discards: readonly DiscardSetup[];
  readonly defensePlay: DefensePlay;
  /** Limited powers' uses this Battle, per commander id (or side when no id is known). */
  readonly usage: Readonly<Record<string, PowerUsage>>;
  /** The commander powers, once loaded (they are loaded when a commander has a class). */
  readonly powers: typeof SidePowers | undefined;
  /** A class attribute waits for the powers to be read. */
  readonly classPending: boolean;
}

/** One roster's cards in hand that a side may pick. */
export interface RosterPicks {
  readonly roster: RosterChangeDetail;
  readonly cards: readonly RosterCard[];
}

export interface SideReading {
  readonly side: SideName;
  /** `hand`: nothing chosen yet, and the side's roster offers cards in hand (no form until "Type a unit…"). */
  readonly source: 'slot' | 'inline' | 'card' | 'hand';
  /** The unit as read, before commander powers; null while missing or unreadable. */
  readonly unit: Unit | null;
  /** Whether the unit may fight (AC-UN-4). */
  readonly fights: boolean;
  /** What is wrong (shown inline); the other side stays usable. */
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
  /** The commander id events name: the picked card's roster's, else the side's attribute. */
  readonly commander?: string;
  /** The commander as the page's author wrote the side's attribute (else the roster's id): for display. */
  readonly commanderName?: string;
  readonly cardId?: string;
  /** The id of the roster the card (or the hand of discards) comes from. */
  readonly roster?: string;
  /** The pile of a roster card that left the hand since it was picked. */
  readonly pile?: Pile;
  /** Key of this commander's power uses in `ViewInput.usage`. */
  readonly usageKey: string;
  /** The side's "other adds" as typed. */
  readonly otherBonus: number;
  /** AC-EC-6: the Retinue's add of a roster card its owner commands (0 otherwise); an other add, never Savant. */
  readonly retinue: number;
  /** For each card bonus of this side (in order), its index in the discard list (AC-SK-9). */
  readonly discards: readonly number[];
  readonly choice?: CommanderPowerChoice;
  /** The class whose power acts (AC-CP: a Tactician's benefit taken); none without a class or with a refused benefit. */
  readonly acting?: CommanderClassId;
  readonly powerProblems: readonly string[];
  /** Roster cards in hand this side may pick: only those that can fight (AC-UN-4). */
  readonly picks: readonly RosterPicks[];
  /**
   * Every card in this commander's hand but the two fighting, which the commander may discard (AC-SK-9): a card
   * that cannot fight (Strength "-", a Ritual) may still carry a discard power.
   */
  readonly hand: readonly RosterCard[];
  /** The id of the roster `hand` comes from, when it says. */
  readonly handRoster?: string;
}

export type Fight =
  | { readonly kind: 'skirmish'; readonly input: SkirmishInput; readonly odds: SkirmishDistribution }
  | { readonly kind: 'unopposed'; readonly input: Side; readonly odds: UnopposedDistribution };

export type Resolution = SkirmishResult | UnopposedResult;

export interface SkirmishView {
  readonly unopposed: boolean;
  /** A commander has a class and the powers that apply it are still loading: no fight yet. */
  readonly waiting: boolean;
  /** The commander powers, when loaded. */
  readonly powers: typeof SidePowers | undefined;
  readonly sides: Readonly<Record<SideName, SideReading>>;
  /** The Skirmish as the rules see it, after commander powers; undefined until it can be fought. */
  readonly fight?: Fight;
  readonly applied: readonly AppliedPower[];
  readonly refused: readonly RefusedPower[];
  /** Each commander's power uses once this Skirmish is resolved. */
  readonly usageAfter: Readonly<Partial<Record<SideName, PowerUsage>>>;
  readonly counts: DiceCounts;
  readonly dice: Readonly<Partial<Record<SideName, DiceMode>>>;
  readonly modifiers: Readonly<Partial<Record<SideName, readonly TotalPart[]>>>;
  readonly discardProblems: readonly string[];
  /** The sides whose commander's Illusionist d6 is not rolled yet (an extra die the odds weigh, AC-CP). */
  readonly unrolled: readonly SideName[];
}

/** Reads one side's unit from its source. */
function readUnit(
  side: SideName,
  input: ViewInput,
  offered: boolean,
): Pick<SideReading, 'source' | 'unit' | 'problems' | 'warnings' | 'cardId' | 'pile' | 'roster'> & {
  commander?: string;
  retinue?: number;
} {
  const setup = input.sides[side];
  const slotted = input.slotted[side];
  const source = setup.source.kind === 'auto' ? (slotted ? 'slot' : offered ? 'hand' : 'inline') : setup.source.kind;
  if (source === 'hand') return { source, unit: null, problems: [], warnings: [] };
  if (source === 'card' && setup.source.kind === 'card') {
    const { commander, roster: rosterId, id } = setup.source;
    const roster = input.rosters.find((r) => r.commander === commander && (r.roster ?? '') === rosterId);
    const card = roster?.cards.find((c) => c.id === id);
    if (!card)
      return { source, unit: null, problems: [msg(str`That card is no longer in ${commander}'s army`)], warnings: [] };
    // AC-EC-6: the roster marks a card of its commander's Retinue.
    const retinue = card.retinue ? RETINUE_ADD : 0;
    const read = { source, unit: card.unit, problems: [], warnings: [], commander, cardId: id, pile: card.pile };
    return { ...read, retinue, ...(rosterId ? { roster: rosterId } : {}) };
  }
  const parsed = source === 'slot' ? slotted : readForm(setup.form);
  if (source === 'slot' && !parsed)
    return { source, unit: null, problems: [msg(str`No ${`<army-unit slot="${side}">`} any more`)], warnings: [] };
  if (!parsed) return { source, unit: null, problems: [], warnings: [] };
  return parsed.ok
    ? { source, unit: parsed.unit, problems: [], warnings: [...parsed.warnings] }
    : { source, unit: null, problems: [...parsed.errors], warnings: [...parsed.warnings] };
}

/** Whether `source` is the card `id` of this roster (a card is named by its roster and its id, never its name). */
const isCard = (source: UnitSource, roster: RosterChangeDetail, id: string) =>
  source.kind === 'card' &&
  source.commander === roster.commander &&
  source.roster === (roster.roster ?? '') &&
  source.id === id;

/**
 * Roster cards a side may play: its commander's roster when named, else every roster's; only cards in hand
 * that can fight (AC-UN-4), and not the card the other side plays.
 */
function picksFor(side: SideName, input: ViewInput): RosterPicks[] {
  const named = input.commanders[side];
  const taken = input.sides[other(side)].source;
  return input.rosters
    .filter((roster) => !named || sameName(roster.commander, named))
    .map((roster) => ({
      roster,
      cards: roster.cards.filter(
        (card) => card.pile === 'hand' && !cannotFight(card.unit) && !isCard(taken, roster, card.id),
      ),
    }))
    .filter((p) => p.cards.length > 0);
}

/**
 * A commander's cards in hand (AC-SK-9: any of them may be discarded), the cards in the Skirmish left out: the hand
 * of the roster the side's card came from, else of the commander's first roster.
 */
function handOf(commander: string, rosterId: string | undefined, input: ViewInput): RosterChangeDetail | undefined {
  const mine = commander ? input.rosters.filter((r) => sameName(r.commander, commander)) : [];
  const roster = mine.find((r) => rosterId !== undefined && r.roster === rosterId) ?? mine[0];
  if (!roster) return undefined;
  const cards = roster.cards.filter(
    (card) => card.pile === 'hand' && !SIDES.some((s) => isCard(input.sides[s].source, roster, card.id)),
  );
  return { ...roster, cards };
}

/** The side's hand of discards, and which roster it is (the side's own card's roster takes precedence). */
const handReading = (roster: RosterChangeDetail | undefined): Pick<SideReading, 'hand' | 'handRoster'> => ({
  hand: roster?.cards ?? [],
  ...(roster?.roster ? { handRoster: roster.roster } : {}),
});

/**
 * The resolver's whole picture, from what was typed and picked.
 * @example skirmishView(input).fight?.odds // → the exact chances (skirmishDistribution) once both sides can fight
 */
export function skirmishView(input: ViewInput): SkirmishView {
  const unopposed = input.defensePlay !== 'card';
  const discardProblems: string[] = [];
  const bonuses: Record<SideName, number[]> = { offense: [], defense: [] };
  const discardIndexes: Record<SideName, number[]> = { offense: [], defense: [] };
  input.discards.forEach((discard, i) => {
    // AC-SK-9: a discard counts once the player has typed what the card gives; until then it is pending.
    if (discard.bonus.trim() === '') return;
    const bonus = readBonus(discard.bonus, msg(str`Discard #${i + 1}`));
    if ('error' in bonus) discardProblems.push(bonus.error);
    else if (unopposed && discard.target === 'defense')
      discardProblems.push(msg(str`Discard #${i + 1}: there is no Defense unit, it is Unopposed (ignored)`));
    else {
      bonuses[discard.target].push(bonus.value);
      discardIndexes[discard.target].push(i);
    }
  });

  const read = (side: SideName): SideReading => {
    const setup = input.sides[side];
    const picks = picksFor(side, input);
    const unitRead = readUnit(side, input, picks.length > 0);
    const problems = [...unitRead.problems];
    const cannot = unitRead.unit && cannotFight(unitRead.unit); // AC-UN-4
    if (cannot) problems.push(cannotFightSaid(cannot));
    // A roster card's own commander first: its card id means something only in that commander's roster.
    const commander = unitRead.commander || input.commanders[side];
    const usageKey = commander.toLowerCase() || side; // ids compare ignoring case (sameName)
    const adds = readBonus(setup.otherBonus, msg('Other adds'));
    if ('error' in adds) problems.push(adds.error);
    const {
      choice,
      acting,
      problems: powerProblems,
    } = input.powers?.powerChoice(setup.power, input.usage[usageKey]) ?? { problems: [] };
    return {
      side,
      ...unitRead,
      fights: unitRead.unit !== null && !cannot,
      problems,
      ...(commander ? { commander, commanderName: input.commanders[side] || commander } : {}),
      usageKey,
      otherBonus: 'value' in adds ? adds.value : 0,
      retinue: unitRead.retinue ?? 0,
      discards: discardIndexes[side],
      ...(choice ? { choice } : {}),
      ...(acting ? { acting } : {}),
      powerProblems,
      picks,
      ...handReading(handOf(commander, unitRead.roster, input)),
    };
  };
  const sides = { offense: read('offense'), defense: read('defense') };
  const sideInput = (side: SideName): Side => {
    // AC-EC-6, AC-SK-10: the Retinue's +1 is an other add, so it never sets off Savant.
    const otherBonus = sides[side].otherBonus + sides[side].retinue;
    return {
      unit: sides[side].unit!,
      ...(bonuses[side].length ? { cardBonuses: bonuses[side] } : {}),
      ...(otherBonus ? { otherBonus } : {}),
    };
  };
  const { powers } = input;
  // Without a class the powers change nothing: they are only loaded (and applied) once a commander has one.
  const waiting = !powers && (input.classPending || SIDES.some((side) => input.sides[side].power.classId !== ''));
  const known = { waiting, powers, discardProblems };
  const none = {
    ...known,
    applied: [],
    refused: [],
    usageAfter: {},
    dice: {},
    modifiers: {},
    unrolled: [],
  };
  const unpowered = <I>(plain: I): PoweredSkirmish<I> => ({ input: plain, applied: [], refused: [], usage: {} });
  /** What the commanders' powers did, in either kind of fight. */
  const fromPowers = (powered: PoweredSkirmish<unknown>) => ({
    ...known,
    applied: powered.applied,
    refused: powered.refused,
    usageAfter: powered.usage,
    unrolled: SIDES.filter((by) => powered.applied.some((a) => a.by === by && a.extraDice)),
  });
  const blocked = (side: SideName) => waiting || !sides[side].fights || sides[side].problems.length > 0;

  if (unopposed) {
    if (blocked('offense')) return { unopposed, sides, counts: { offense: 0, defense: 0 }, ...none };
    const powered = powers
      ? powers.applyUnopposedPowers(sideInput('offense'), sides.offense.choice)
      : unpowered(sideInput('offense'));
    const side = powered.input;
    const dice = unopposedDiceMode(side);
    return {
      unopposed,
      sides,
      fight: { kind: 'unopposed', input: side, odds: unopposedDistribution(side) },
      ...fromPowers(powered),
      counts: { offense: dice.count, defense: 0 },
      dice: { offense: dice },
      modifiers: { offense: unopposedModifiers(side) },
    };
  }
  if (SIDES.some(blocked)) return { unopposed, sides, counts: { offense: 0, defense: 0 }, ...none };
  const fighters = { offense: sideInput('offense'), defense: sideInput('defense') };
  const powered = powers
    ? powers.applyCommanderPowers(fighters, {
        ...(sides.offense.choice ? { offense: sides.offense.choice } : {}),
        ...(sides.defense.choice ? { defense: sides.defense.choice } : {}),
      })
    : unpowered(fighters);
  const skirmish = powered.input;
  const dice = { offense: diceMode(skirmish, 'offense'), defense: diceMode(skirmish, 'defense') };
  return {
    unopposed,
    sides,
    fight: { kind: 'skirmish', input: skirmish, odds: skirmishDistribution(skirmish) },
    ...fromPowers(powered),
    counts: { offense: dice.offense.count, defense: dice.defense.count },
    dice,
    modifiers: { offense: sideModifiers(skirmish, 'offense'), defense: sideModifiers(skirmish, 'defense') },
  };
}
