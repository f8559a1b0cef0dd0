import { msg, str } from '@lit/localize';

import { MAX_CARDS } from '../../events/index.js';
import { type Pile, PILES } from '../../rules/army/index.js';
import type { ArmyUnit, Unit } from '../../rules/core/index.js';
import { quote, readUnit } from '../../rules/core/index.js';
import { MAX_TRAININGS, retinueBonus } from '../../rules/economy/index.js';
import type { CaptureState } from '../../rules/map/index.js';
import { formatNumber } from '../../shared/localize.js';
import { isRecord } from '../../shared/records.js';
import { unitSaid } from '../../shared/rule-sentences/units.js';

/**
 * What `<army-roster>` keeps (in localStorage with `state-key`, and in exported JSON): its cards with the unit
 * fields as written, so that a bad unit can be shown with its message and fixed, plus the pile each card is in,
 * the Capture under way and the figures' inputs. Plain JSON-safe data; every function here is pure.
 */

/** Bumped whenever {@link RosterState}'s shape changes, so that old saved states are recognised and reset. */
export const ROSTER_VERSION = 1;

/** One card. Unit fields are kept as text, as written, and read by the rules package when shown. */
export interface RosterEntry {
  /** Stable within the roster; other widgets name the card by it. */
  readonly id: string;
  /** Came from the page (`<army-unit>` children or `units`), rather than from editing in the roster. */
  readonly written: boolean;
  readonly name: string;
  readonly strength: string;
  readonly role: string;
  readonly path: string;
  readonly traits: string;
  /** Times trained, as written: 0 to 3 (AC-EC-4). */
  readonly trained: string;
  /** AC-EC-6: the character who paid everything for the unit, so it is in their Retinue; '' for none. */
  readonly owner: string;
  /** AC-EC-3: recruited at the price after the unit's quest. */
  readonly quest: boolean;
  readonly pile: Pile;
}

/** A Capture under way (AC-MA-3) and which location it is: a preset id of `CAPTURE_PRESETS`, or `other`. */
export interface CaptureTarget extends CaptureState {
  readonly place: string;
}

export interface RosterState {
  readonly cards: readonly RosterEntry[];
  /** The page's units the cards were last built from: when the page's units change, they are read again. */
  readonly written: string;
  readonly inBattle: boolean;
  /** The Battle's Phase (AC-BA-3): 2 once "Phase 2" was pressed, so that it happens once. Missing means 1. */
  readonly phase?: 2;
  /**
   * The Capture under way; none until one is begun or a Battle interrupts it ("Move, Capture and Rituals" shows the
   * default location's until then: capture-steps.ts).
   */
  readonly capture?: CaptureTarget;
  /** "What-if Morale", as typed: more Morale to spend on upkeep, only previewed (AC-EC-2). */
  readonly moraleSpent: string;
  /** Inches difficult terrain takes off a Move, as typed (AC-MA-2). */
  readonly terrain: string;
}

export const emptyRoster = (): RosterState => ({
  cards: [],
  written: '',
  inBattle: false,
  moraleSpent: '',
  terrain: '0',
});

const isPile = (value: unknown): value is Pile => (PILES as readonly unknown[]).includes(value);
/** JSON or attribute values as the text a player would have typed ({@link looseUnitProblem} keeps out the rest). */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : Array.isArray(value)
        ? value.filter((word) => typeof word === 'string').join(' ')
        : '';

/** The fields of a unit written as JSON, and what each may be. */
const LOOSE_FIELDS: Readonly<Record<string, (value: unknown) => boolean>> = {
  id: (v) => typeof v === 'string',
  name: (v) => typeof v === 'string' || typeof v === 'number',
  strength: (v) => v === null || typeof v === 'string' || typeof v === 'number',
  role: (v) => typeof v === 'string',
  path: (v) => typeof v === 'string',
  traits: (v) => typeof v === 'string' || (Array.isArray(v) && v.every((word) => typeof word === 'string')),
  timesTrained: (v) => typeof v === 'string' || typeof v === 'number',
  owner: (v) => typeof v === 'string',
  quest: (v) => typeof v === 'boolean' || v === 'true' || v === 'false',
  pile: (v) => typeof v === 'string',
};

/** A value as a message names it: text and numbers as written, a list or an object in the language being drawn. */
const valueSaid = (value: unknown): string =>
  Array.isArray(value) ? msg('a list') : isRecord(value) ? msg('an object') : quote(value);

/**
 * Why a unit written as JSON (in `units`, or an imported file) cannot be a card at all, or null when it can: each
 * field it has must be text, a number or what the field takes. What the rules find wrong in the text (an unknown
 * role) is not a reason: such a card is kept and shows its message, to be fixed in the editor.
 */
export function looseUnitProblem(value: unknown): string | null {
  if (!isRecord(value))
    return msg(str`a unit is an object such as ${'{"name":"Spearmen","strength":3}'}, not ${valueSaid(value)}`);
  for (const [field, fits] of Object.entries(LOOSE_FIELDS)) {
    const own = Object.hasOwn(value, field) ? value[field] : undefined;
    if (own !== undefined && !fits(own))
      return Array.isArray(own)
        ? msg(str`${field} may list only words`)
        : msg(str`${field} cannot be ${valueSaid(own)}`);
  }
  return null;
}

/** A readable id from a name: "Árvore Guards" → "arvore-guards". */
export const slug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'unit';

/** `wanted` unless already taken, else `wanted-2`, `wanted-3`…; records the id as taken. */
export function uniqueId(wanted: string, taken: Set<string>): string {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  taken.add(id);
  return id;
}

/**
 * A card from loose input: a JSON unit (`{ name, strength, role, path, traits, timesTrained, owner, quest, pile,
 * id }`) or an `<army-unit>`'s attributes. Never fails: what is wrong shows when the card is read. Cards made in
 * the roster get ids starting with "+", so that they never take the id of a unit the page adds later.
 */
export function entryFrom(loose: unknown, written: boolean): RosterEntry {
  const unit = isRecord(loose) && !looseUnitProblem(loose) ? loose : {};
  const name = asText(unit.name);
  const id = typeof unit.id === 'string' && unit.id.trim() ? unit.id.trim() : `${written ? '' : '+'}${slug(name)}`;
  return {
    id,
    written,
    name,
    strength: unit.strength === null ? '-' : asText(unit.strength),
    role: asText(unit.role),
    path: asText(unit.path),
    traits: asText(unit.traits),
    trained: asText(unit.timesTrained) || '0',
    owner: asText(unit.owner),
    quest: unit.quest === true || unit.quest === 'true',
    pile: isPile(unit.pile) ? unit.pile : 'hand',
  };
}

/** Cards from a list of loose units, with ids made unique in order (Soldier, Soldier → soldier, soldier-2). */
export function entriesFrom(list: readonly unknown[], written: boolean): RosterEntry[] {
  const taken = new Set<string>();
  return list.map((loose) => {
    const entry = entryFrom(loose, written);
    return { ...entry, id: uniqueId(entry.id, taken) };
  });
}

/**
 * The page's units changed (or were read for the first time): its cards are replaced by the page's, keeping the
 * pile of each card that was already there; cards added in the roster stay.
 */
export function mergeWritten(state: RosterState, written: readonly RosterEntry[], signature: string): RosterState {
  const before = new Map(state.cards.filter((c) => c.written).map((c) => [c.id, c]));
  const taken = new Set(written.map((c) => c.id));
  const own = state.cards.filter((c) => !c.written).map((c) => ({ ...c, id: uniqueId(c.id, taken) }));
  const fromPage = written.map((c) => ({ ...c, pile: before.get(c.id)?.pile ?? c.pile }));
  return { ...state, written: signature, cards: [...fromPage, ...own] };
}

/** A card as read by the rules package: the unit, or what is wrong with it. */
export interface CardView {
  readonly entry: RosterEntry;
  readonly unit: Unit | null;
  readonly trained: number;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

/** AC-EC-4: times trained is a whole number from 0 to 3; else what is wrong with it. */
export function readTrained(text: string): number | string {
  const typed = text.trim() || '0';
  const n = Number(typed);
  return /^\d+$/.test(typed) && n <= MAX_TRAININGS
    ? n
    : msg(str`times trained must be a whole number from 0 to ${MAX_TRAININGS} (AC-EC-4), not '${typed}'`);
}

export function viewCard(entry: RosterEntry): CardView {
  const parsed = unitSaid(readUnit(entry));
  const trained = readTrained(entry.trained);
  const errors = [...(parsed.ok ? [] : parsed.errors), ...(typeof trained === 'string' ? [trained] : [])];
  const unit = parsed.ok && !errors.length ? parsed.unit : null;
  return { entry, unit, trained: typeof trained === 'number' ? trained : 0, errors, warnings: parsed.warnings };
}

/**
 * AC-EC-6: the Retinue's +1 for this commander: 1 when the card's owner commands it, 0 otherwise. Only units
 * with a Strength can use it: not Rituals (they are not units, AC-UN-4) and not "-" cards.
 */
export function retinueOf(view: CardView, commander: string): number {
  const { unit } = view;
  return unit && unit.role !== 'ritual' && unit.strength !== null ? retinueBonus(view.entry.owner, commander) : 0;
}

/** The army the rules count: every readable card, Killed ones marked so (AC-EC-1, AC-MA-1). Bad cards are left out. */
export const armyUnits = (cards: readonly CardView[]): ArmyUnit[] =>
  cards.flatMap((c) => (c.unit ? [c.entry.pile === 'killed' ? { ...c.unit, killed: true } : c.unit] : []));

/**
 * Units written as JSON (the `units` property, an imported file): the ones that can be cards, and each one left
 * out by its position and why. At most `room` are read (a roster holds {@link MAX_CARDS}).
 */
export function readUnitList(list: readonly unknown[], room = MAX_CARDS): { units: unknown[]; problems: string[] } {
  const problems: string[] = [];
  if (list.length > room)
    problems.push(
      msg(
        str`${formatNumber(list.length)} units, more than the ${formatNumber(MAX_CARDS)} a roster holds: only the first ${formatNumber(room)} are read`,
      ),
    );
  const units: unknown[] = [];
  list.slice(0, Math.max(0, room)).forEach((unit, i) => {
    const why = looseUnitProblem(unit);
    if (why) problems.push(msg(str`units[${i}]: ${why}, so it was left out`));
    else units.push(unit);
  });
  return { units, problems };
}

// Reading saved data back: every field checked; a damaged card (or Capture) is left out and named, anything else odd
// makes the whole state unusable (null).

const TEXT_FIELDS = ['id', 'name', 'strength', 'role', 'path', 'traits', 'trained', 'owner'] as const;

function readEntry(value: unknown): RosterEntry | null {
  if (!isRecord(value) || TEXT_FIELDS.some((f) => typeof value[f] !== 'string')) return null;
  if (typeof value.written !== 'boolean' || typeof value.quest !== 'boolean' || !isPile(value.pile)) return null;
  return value as unknown as RosterEntry;
}

function readCapture(value: unknown): CaptureTarget | null {
  if (!isRecord(value) || typeof value.place !== 'string' || typeof value.captured !== 'boolean') return null;
  const { requirement, total, moves } = value;
  if (typeof requirement !== 'number' || !(requirement > 0) || !Number.isFinite(requirement)) return null;
  if (typeof total !== 'number' || !(total >= 0) || !Number.isInteger(moves) || (moves as number) < 0) return null;
  return value as unknown as CaptureTarget;
}

/**
 * Reads a saved roster back; null when it is not a roster of {@link ROSTER_VERSION} or is damaged beyond its cards.
 * A damaged card (or one whose id another card has) and a damaged Capture are left out and named: the rest is kept.
 * Never throws.
 */
export function restoreRoster(saved: unknown, version: number, left: string[]): RosterState | null | string {
  if (version !== ROSTER_VERSION || !isRecord(saved) || !Array.isArray(saved.cards)) return null;
  // Never saved by a roster, which holds at most MAX_CARDS: read no further.
  if (saved.cards.length > MAX_CARDS)
    return msg(
      str`holds ${formatNumber(saved.cards.length)} cards, more than the ${formatNumber(MAX_CARDS)} a roster holds`,
    );
  // Each checked below.
  const { written, inBattle, moraleSpent, terrain } = saved as Pick<
    RosterState,
    'written' | 'inBattle' | 'moraleSpent' | 'terrain'
  >;
  if (typeof inBattle !== 'boolean' || [written, moraleSpent, terrain].some((t) => typeof t !== 'string')) return null;
  const ids = new Set<string>();
  // A damaged card, or a second one with the same id (other widgets name a card by it), is left out and named.
  const cards = saved.cards
    .map(readEntry)
    .filter((c, i) => (c && !ids.has(c.id) && ids.add(c.id)) || !left.push(`cards[${i}]`)) as RosterEntry[];
  const capture = saved.capture === undefined ? undefined : readCapture(saved.capture); // none: not begun
  if (capture === null) left.push('capture');
  const phase = saved.phase === 2 && inBattle ? { phase: 2 as const } : {};
  // Something left out: the page's units are read again (`written` matches no page), so that a card the page writes
  // and whose saved copy was damaged comes back.
  return {
    cards,
    written: left[0] ? '' : written,
    inBattle,
    moraleSpent,
    terrain,
    ...(capture && { capture }),
    ...phase,
  };
}
