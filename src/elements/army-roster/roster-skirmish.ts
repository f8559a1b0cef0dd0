import { msg, str } from '@lit/localize';

import {
  type HeardSkirmish,
  type HeardUnopposed,
  type KillPreventedDetail,
  readKillPrevented,
  readRoutRolled,
  readSkirmishResolved,
  readSkirmishUndone,
  readUnitRecruit,
  readUnopposedResolved,
  type RoutRolledDetail,
  type SkirmishDiscard,
  type SkirmishUndoneDetail,
} from '../../events/index.js';
import type { Check } from '../../events/read.js';
import { type Pile, PILES } from '../../rules/army/index.js';
import { sameName } from '../../rules/core/index.js';
import { signed } from '../../rules/skirmish/index.js';
import { formatList, formatNumber } from '../../shared/localize.js';
import { heard, type PageEventHandlers } from '../../shared/page-events.js';
import type { RosterRecord } from './roster-record.js';
import type { CardView } from './roster-state.js';
import { pileLabel } from './roster-words.js';

/**
 * Where other widgets' results send this roster's cards: a resolved Skirmish (AC-SK-7) with its discards (AC-SK-9),
 * an Unopposed attack (R4), a Kill prevented (AC-SK-8, R5) and a Rout's dice (AC-MO-2). Each names its commander;
 * only this roster's commander's cards move. Pure: the element commits the moves and logs the notes.
 */

/** A card as another widget names it: by its roster card id when it was picked from a roster, else by name. */
interface NamedCard {
  readonly cardId?: string;
  readonly name: string;
}

/** One move asked for. */
interface Wanted {
  readonly card: NamedCard;
  readonly to: Pile;
  /** Where a card named only by name is looked for first, best first (a played card comes from hand). */
  readonly from: readonly Pile[];
  /** The piles the card may leave; from any other it stays, with a note (a Kill can only be saved if Killed). */
  readonly only?: readonly Pile[];
  /** The log's words for the move, given the card's name as the roster shows it. */
  readonly moved: (name: string) => string;
  /** The log's words when no card of this roster has that id or name. */
  readonly missing: string;
}

export interface RosterMoves {
  /** Card id → its new pile. */
  readonly moves: Map<string, Pile>;
  /** What to tell the player, one note per card named; empty when nothing named this commander. */
  readonly notes: string[];
}

/** Moves the cards another widget named, as one undoable step, and says what moved (or why not). */
function followNamed(record: RosterRecord, what: string, { moves, notes }: RosterMoves, fought = false) {
  if (!notes.length) return;
  const label = `${what}: ${notes.join('; ')}`;
  if (!moves.size) record.note(label);
  else record.step((steps) => steps.followMoves(record.roster, moves, label, fought));
}

const notOurs = (name: unknown) => msg(str`${String(name)} is not a card of this army: nothing moved`);

/**
 * Finds each named card and where it goes. Cards named by id are found first, so that a card named only by name
 * (a typed discard, a slotted unit) never takes one another entry names by id; no card moves twice.
 */
function plan(wanted: readonly Wanted[], cards: readonly CardView[]): RosterMoves {
  const readable = cards.filter((c) => c.unit);
  const taken = new Set<string>();
  const take = (card: CardView | undefined) => {
    if (card) taken.add(card.entry.id);
    return card;
  };
  const byId = wanted.map((w) => take(readable.find((c) => c.entry.id === w.card.cardId && !taken.has(c.entry.id))));
  const found = wanted.map((w, i) => {
    if (byId[i]) return byId[i];
    const named = readable.filter((c) => !taken.has(c.entry.id) && sameName(c.unit!.name, w.card.name));
    const preferred = w.from.map((pile) => named.find((c) => c.entry.pile === pile)).find(Boolean);
    return take(preferred ?? named[0]);
  });
  const moves = new Map<string, Pile>();
  const notes = wanted.map((w, i) => {
    const card = found[i];
    if (!card) return w.missing;
    const { pile } = card.entry;
    if (w.only && !w.only.includes(pile)) {
      const wanted = formatList(w.only.map(pileLabel), 'disjunction');
      return msg(str`${card.unit!.name} is not ${wanted} here (${pileLabel(pile)}): nothing moved`);
    }
    moves.set(card.entry.id, w.to);
    return w.moved(card.unit!.name);
  });
  return { moves, notes };
}

/** Which roster this is: its commander, and its own id among the rosters on the page (`army-roster-change`). */
export interface RosterOwner {
  readonly commander: string;
  readonly roster: string;
}

/**
 * Whether a card another widget names is this roster's: its commander's, and, when the sender says which roster
 * the card came from, this one (two rosters of one commander never move each other's cards).
 */
export const owns = (owner: RosterOwner, named: { readonly commander?: string; readonly roster?: string }): boolean =>
  sameName(named.commander, owner.commander) && (named.roster === undefined || named.roster === owner.roster);

/** AC-SK-9: each card this commander discarded for a bonus goes to its Disabled pile (it came from hand). */
function discarded(discards: readonly SkirmishDiscard[] | undefined, owner: RosterOwner): Wanted[] {
  return (discards ?? [])
    .filter((d) => owns(owner, d))
    .map((d) => ({
      card: d,
      to: 'disabled',
      from: ['hand'],
      moved: (name) => msg(str`${name} discarded (${signed(Number(d.bonus) || 0)}) → Disabled (AC-SK-9)`),
      missing: msg(str`Discarded ${String(d.name)}: no such card here, nothing moved (AC-SK-9)`),
    }));
}

/**
 * AC-SK-7, AC-SK-9: where a resolved Skirmish sends this commander's cards: the side whose `commander` matches goes
 * to its fate's pile, and each card this commander discarded to Disabled. A card the roster does not hold gets a
 * note and moves nothing.
 * @example skirmishMoves(detail, { commander: 'Ayla', roster: 'north' }, views).notes // → ['Spearmen won → Exhausted']
 */
export function skirmishMoves(
  detail: HeardSkirmish | undefined,
  owner: RosterOwner,
  cards: readonly CardView[],
): RosterMoves {
  const wanted: Wanted[] = [];
  const refused: string[] = [];
  for (const side of ['offense', 'defense'] as const) {
    const outcome = detail?.[side];
    if (!outcome || !owns(owner, outcome)) continue;
    const fate = outcome.fate as Pile;
    if (!PILES.includes(fate) || fate === 'hand') {
      refused.push(msg(str`${String(outcome.name)}: no such fate as '${String(outcome.fate)}', nothing moved`));
      continue;
    }
    const { winner, margin } = detail;
    const to = pileLabel(fate);
    wanted.push({
      card: outcome,
      to: fate,
      from: ['hand'],
      moved: (name) =>
        winner === side
          ? msg(str`${name} won → ${to}`)
          : winner
            ? msg(str`${name} lost by ${formatNumber(margin)} → ${to}`)
            : msg(str`${name} no winner → ${to}`),
      missing: notOurs(outcome.name),
    });
  }
  const planned = plan([...wanted, ...discarded(detail?.discards, owner)], cards);
  return { moves: planned.moves, notes: [...planned.notes, ...refused] };
}

/**
 * R4, AC-SK-9: after an Unopposed attack the Offense card of this commander goes to Exhausted, and each card this
 * commander discarded to Disabled.
 * @example unopposedMoves(detail, { commander: 'Ayla', roster: 'north' }, views).notes // → ['Spearmen → Exhausted (R4)']
 */
export function unopposedMoves(
  detail: HeardUnopposed | undefined,
  owner: RosterOwner,
  cards: readonly CardView[],
): RosterMoves {
  const offense = detail?.offense;
  const wanted: Wanted[] =
    offense && owns(owner, offense)
      ? [
          {
            card: offense,
            to: 'exhausted',
            from: ['hand'],
            moved: (name) => msg(str`${name} → Exhausted (R4)`),
            missing: notOurs(offense.name),
          },
        ]
      : [];
  return plan([...wanted, ...discarded(detail?.discards, owner)], cards);
}

/**
 * AC-SK-8, R5: a Killed card of this commander saved by paying goes back to Disabled. Only a Killed card moves: the
 * Skirmish's result comes first, so a card still in another pile here was moved by hand (or the result undone).
 * @example killPreventedMoves(detail, { commander: 'Borin', roster: 'bandits' }, views).notes // → ['Soldier → Disabled, 1 Influence paid (AC-SK-8)']
 */
export function killPreventedMoves(
  detail: KillPreventedDetail | undefined,
  owner: RosterOwner,
  cards: readonly CardView[],
): RosterMoves {
  if (!detail || !owns(owner, detail)) return { moves: new Map(), notes: [] };
  const morale = detail.paid && 'morale' in detail.paid ? detail.paid.morale : undefined;
  return plan(
    [
      {
        card: detail,
        to: 'disabled',
        from: ['killed'],
        only: ['killed'],
        moved: (name) =>
          morale === undefined
            ? msg(str`${name} → Disabled, 1 Influence paid (AC-SK-8)`)
            : msg(str`${name} → Disabled, ${formatNumber(morale)} Morale paid (AC-SK-8)`),
        missing: notOurs(detail.name),
      },
    ],
    cards,
  );
}

/**
 * AC-MO-2: the cards of this (Routed) commander that the opponent's dice Killed go to the Killed pile; by name, a
 * card in the Disabled, then Exhausted pile (those are the ones rolled for).
 * @example routMoves(detail, { commander: 'Ayla', roster: 'north' }, views).notes // → ['Scouts → Killed (AC-MO-2)']
 */
export function routMoves(
  detail: RoutRolledDetail | undefined,
  owner: RosterOwner,
  cards: readonly CardView[],
): RosterMoves {
  if (!detail || !owns(owner, detail)) return { moves: new Map(), notes: [] };
  const { killed } = detail;
  if (!killed.length) return { moves: new Map(), notes: [msg('no card Killed (AC-MO-2)')] };
  return plan(
    killed.map((card) => ({
      card,
      to: 'killed',
      from: ['disabled', 'exhausted'],
      moved: (name) => msg(str`${name} → Killed (AC-MO-2)`),
      missing: notOurs(card.name),
    })),
    cards,
  );
}

/**
 * A Skirmish taken back by the resolver's "Undo last Skirmish": every card of this roster it moved goes back to hand,
 * from whatever pile it went to.
 * @example undoneMoves(detail, { commander: 'Ayla', roster: 'north' }, views).notes // → ['Spearmen → In hand']
 */
export function undoneMoves(detail: SkirmishUndoneDetail, owner: RosterOwner, cards: readonly CardView[]): RosterMoves {
  return plan(
    detail.cards
      .filter((card) => owns(owner, card))
      .map((card) => ({
        card,
        to: 'hand',
        from: ['exhausted', 'disabled', 'killed'],
        moved: (name) => `${name} → ${pileLabel('hand')}`,
        missing: notOurs(card.name),
      })),
    cards,
  );
}

/** What the roster does with what it hears; `rosterEvents` decides which cards of its commander each event moves. */
export interface RosterListener {
  readonly owner: () => RosterOwner;
  readonly views: () => readonly CardView[];
  /** Where the cards named move, as one undoable step each, and what is said of them (in the roster's language). */
  readonly record: RosterRecord;
}

/** What a roster does with the events that move its cards or add to it, each read by its own validator. */
export function rosterEvents(r: RosterListener): PageEventHandlers {
  const mine = (commander: string) => sameName(commander, r.owner().commander);
  /** A handler that runs in the roster's language. */
  const said = <T>(read: Check<T>, on: (detail: T) => void) => heard(read, (d: T) => r.record.speak(() => on(d)));
  const follow = (what: string, moves: RosterMoves, fought?: boolean) => followNamed(r.record, what, moves, fought);
  return {
    'army-skirmish-resolved': said(readSkirmishResolved, (d) =>
      follow(msg('Skirmish'), skirmishMoves(d, r.owner(), r.views()), true),
    ),
    'army-unopposed-resolved': said(readUnopposedResolved, (d) =>
      follow(msg('Unopposed'), unopposedMoves(d, r.owner(), r.views()), true),
    ),
    'army-kill-prevented': said(readKillPrevented, (d) =>
      follow(msg('Kill prevented'), killPreventedMoves(d, r.owner(), r.views())),
    ),
    'army-skirmish-undone': said(readSkirmishUndone, (d) =>
      follow(msg(str`Undone: Skirmish #${d.number}`), undoneMoves(d, r.owner(), r.views())),
    ),
    'army-rout-rolled': said(readRoutRolled, (d) => follow(msg('Rout'), routMoves(d, r.owner(), r.views()))),
    'army-unit-recruit': said(
      readUnitRecruit,
      (d) => mine(d.commander) && r.record.step((steps) => steps.recruit(r.record.roster, d)),
    ),
  };
}
