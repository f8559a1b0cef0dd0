/**
 * Between Battles (AC-EC): what units cost in lunari to recruit, train and keep, and the Retinue
 * rules. Every price comes with a breakdown (`lines`) naming the rule behind each figure, so a
 * widget can show "why" next to the total.
 *
 * Rulings this module makes (the source is silent; widgets should say so):
 * - R6 extrapolations: recruiting Strength 0 costs 0 (5·0·1), Strength 6 costs 210 (quest 168);
 *   training to Strength 1 or 9+ costs 10 × new Strength. All flagged `onTable: false`.
 * - Negative or fractional Strengths, weapon counts and Morale are RangeErrors (caller bugs).
 * - AC-EC-5's "at most half" caps the weapons at floor(price / 10), i.e. at the new Strength.
 * - A Ritual with a printed Strength counts it for upkeep: AC-EC-1 charges every card.
 * - Retinue owners and commanders are matched by name, trimmed, ignoring case.
 */
import type { ArmyUnit, Phrase, RuleNote } from '../core/index.js';
import { hasTrait, sameName } from '../core/index.js';

/** AC-EC-1: upkeep per point of Strength. */
export const LUNARI_PER_STRENGTH = 5;
/** AC-EC-2 (upkeep offset) and AC-MO-5 (buying): one point of Morale is worth 5 lunari. */
export const LUNARI_PER_MORALE = 5;
/** AC-EC-5: each weapon item card destroyed takes 5 lunari off a training. */
export const LUNARI_PER_WEAPON = 5;
/** AC-EC-4: no unit is trained more than 3 times. */
export const MAX_TRAININGS = 3;

/** One row of a price table: the Strength (for training, the new Strength reached) and its price. */
export interface CostRow {
  readonly strength: number;
  readonly lunari: number;
}

/** A breakdown line with the lunari it adds (negative when it takes lunari off). */
export interface CostLine extends RuleNote {
  readonly lunari: number;
}

const table = (prices: Record<number, number>): readonly CostRow[] =>
  Object.freeze(Object.entries(prices).map(([s, lunari]) => Object.freeze({ strength: Number(s), lunari })));

/** AC-EC-3: recruiting price by Strength. */
export const RECRUIT_TABLE = /* @__PURE__ */ table({ 1: 10, 2: 30, 3: 60, 4: 100, 5: 150 });
/** AC-EC-3: recruiting price by Strength once the unit's quest is completed. */
export const QUEST_RECRUIT_TABLE = /* @__PURE__ */ table({ 1: 8, 2: 24, 3: 48, 4: 80, 5: 120 });
/** AC-EC-4: training price by the new Strength reached (→2 … →8). */
export const TRAINING_TABLE = /* @__PURE__ */ table({ 2: 20, 3: 30, 4: 40, 5: 50, 6: 60, 7: 70, 8: 80 });

/**
 * Throws a RangeError unless `value` is a whole number ≥ `min`. Shared by the rules modules that
 * take counts from a widget's inputs: a bad count is a bug in the caller, not a game situation.
 * @example wholeNumber(3, 'Strength') // → 3;  wholeNumber(2.5, 'Strength') // throws RangeError
 */
export function wholeNumber(value: number, what: string, min = 0): number {
  if (!Number.isInteger(value) || value < min)
    throw new RangeError(`${what} must be a whole number ≥ ${min}, not ${String(value)}`);
  return value;
}

/** {@link recruitCost} with its breakdown. */
export interface RecruitQuote {
  readonly lunari: number;
  readonly onTable: boolean;
  readonly lines: readonly CostLine[];
}

/**
 * AC-EC-3 with ruling R6: the recruiting price and the rule behind it. Strength outside 1–5 is not
 * on the table: the price is the tables' pattern, 5·s·(s+1) (after the quest 4·s·(s+1)), marked
 * `onTable: false` so a widget labels it as an extrapolation. Strength 0 extrapolates to 0.
 * Throws a RangeError for a negative or fractional Strength.
 * @example recruitQuote(6).lines // → [{ rule: 'R6', text: 'Strength 6 is not on the recruiting table …', lunari: 210 }]
 */
export function recruitQuote(strength: number, opts: { readonly quest?: boolean } = {}): RecruitQuote {
  const { lunari, onTable, factor } = recruitPrice(strength, opts.quest ?? false);
  const which = opts.quest ? 'after its quest' : '';
  if (onTable) {
    const text = `Recruit a Strength ${strength} unit${which ? ` ${which}` : ''}`;
    return { lunari, onTable, lines: [{ rule: 'AC-EC-3', text, lunari }] };
  }
  const text = `Strength ${strength} is not on the recruiting table (1–5): extrapolated as ${factor}·s·(s+1)`;
  return { lunari, onTable, lines: [{ rule: 'R6', text: which ? `${text}, ${which}` : text, lunari }] };
}

/** AC-EC-3, R6: the price alone (what {@link recruitQuote} explains), and R6's factor off the table. */
function recruitPrice(strength: number, quest: boolean) {
  wholeNumber(strength, 'Strength');
  const row = (quest ? QUEST_RECRUIT_TABLE : RECRUIT_TABLE).find((r) => r.strength === strength);
  // R6: 10, 30, 60, 100, 150 = 5·s·(s+1); 8, 24, 48, 80, 120 = 4·s·(s+1).
  const factor = quest ? 4 : 5;
  return { lunari: row?.lunari ?? factor * strength * (strength + 1), onTable: row !== undefined, factor };
}

/**
 * AC-EC-3, R6 (public contract): the price to recruit a unit of this Strength.
 * @example recruitCost(3) // → { lunari: 60, onTable: true }
 * @example recruitCost(3, { quest: true }) // → { lunari: 48, onTable: true }
 * @example recruitCost(6) // → { lunari: 210, onTable: false } (extrapolated, R6)
 */
export function recruitCost(
  strength: number,
  opts: { readonly quest?: boolean } = {},
): {
  lunari: number;
  onTable: boolean;
} {
  const { lunari, onTable } = recruitPrice(strength, opts.quest ?? false);
  return { lunari, onTable };
}

/** The English of why a card counts what it does for upkeep (AC-EC-1): `strength` is its Strength. */
const UPKEEP_WORDS = {
  killed: () => 'Killed: no upkeep',
  noStrength: () => 'Strength "-": no upkeep',
  undead: () => 'Undead: no upkeep',
  zero: () => 'Strength 0 counts as 1',
  ritual: (v: Values) => `Ritual with Strength ${v.strength}: every card counts`,
  strength: (v: Values) => `Strength ${v.strength}`,
};

/**
 * The English of upkeep's notes (AC-EC-1, AC-EC-2): `morale` is the Morale spent, `lunari` what it took off, `needed`
 * the Morale that upkeep could take. Apart from the reasons: a card's upkeep alone needs only those.
 */
const UPKEEP_NOTE_WORDS = {
  perDay: () => 'Paid once per Day, however many Battles',
  morale: (v: Values) => `${v.morale} excess Morale spent: −${v.lunari} lunari`,
  moraleWasted: (v: Values) =>
    `${v.morale} excess Morale spent: −${v.lunari} lunari (only ${v.needed} needed: upkeep never below 0)`,
};

type Values = NonNullable<Phrase['values']>;

/** Why a card counts what it does for upkeep, as data: {@link upkeepText} writes it in English. */
export type UpkeepPhrase = Phrase<keyof typeof UPKEEP_WORDS>;
/** A note on upkeep, as data: {@link upkeepNoteText} writes it in English. */
export type UpkeepNotePhrase = Phrase<keyof typeof UPKEEP_NOTE_WORDS>;

/**
 * An {@link UpkeepPhrase} in English.
 * @example upkeepText({ key: 'zero' }) // → 'Strength 0 counts as 1'
 */
export const upkeepText = ({ key, values = {} }: UpkeepPhrase): string => UPKEEP_WORDS[key](values);

/**
 * An {@link UpkeepNotePhrase} in English.
 * @example upkeepNoteText({ key: 'perDay' }) // → 'Paid once per Day, however many Battles'
 */
export const upkeepNoteText = ({ key, values = {} }: UpkeepNotePhrase): string => UPKEEP_NOTE_WORDS[key](values);

/**
 * AC-EC-1: how many Strength points one card counts for in upkeep, and why, as data ({@link upkeepCount} says it in
 * English). Killed, Strength "-" and Undead count 0; Strength 0 counts 1. A Ritual with a printed Strength counts it
 * like any card, because AC-EC-1 charges "every card in the army" (most Rituals have Strength "-" and so count 0
 * anyway).
 * @example upkeepReason({ name: 'Scouts', strength: 0, role: 'trooper' }) // → { counts: 1, reason: { key: 'zero' } }
 */
export function upkeepReason(unit: ArmyUnit): { counts: number; reason: UpkeepPhrase } {
  if (unit.killed) return { counts: 0, reason: { key: 'killed' } };
  if (unit.strength === null) return { counts: 0, reason: { key: 'noStrength' } };
  if (hasTrait(unit, 'undead')) return { counts: 0, reason: { key: 'undead' } };
  if (unit.strength === 0) return { counts: 1, reason: { key: 'zero' } };
  const values = { strength: unit.strength };
  return { counts: unit.strength, reason: { key: unit.role === 'ritual' ? 'ritual' : 'strength', values } };
}

/**
 * AC-EC-1: {@link upkeepReason} in English.
 * @example upkeepCount({ name: 'Scouts', strength: 0, role: 'trooper' }) // → { counts: 1, text: 'Strength 0 counts as 1' }
 */
export function upkeepCount(unit: ArmyUnit): { counts: number; text: string } {
  const { counts, reason } = upkeepReason(unit);
  return { counts, text: upkeepText(reason) };
}

/** One card's share of the upkeep, with the reason it counts 0, 1 or its Strength. */
export interface UpkeepLine extends CostLine {
  readonly unit: ArmyUnit;
  /** Strength points this card counts for (AC-EC-1). */
  readonly counts: number;
}

/** {@link UpkeepBreakdown} as data: each line's reason and each note a phrase instead of English. */
export interface UpkeepShares<Line = UpkeepShare, Note = UpkeepNote> {
  readonly lines: readonly Line[];
  /** Sum of `counts`: also the most Morale worth spending (AC-EC-2). */
  readonly strengthCounted: number;
  /** 5 × strengthCounted, before Morale. */
  readonly subtotal: number;
  readonly moraleSpent: number;
  /** Lunari the Morale took off: 5 a point, but never more than the subtotal (AC-EC-2). */
  readonly moraleOffset: number;
  readonly total: number;
  readonly notes: readonly Note[];
}

/** A card's share of the upkeep as data: its `reason` is {@link upkeepReason}'s. */
export interface UpkeepShare extends Omit<UpkeepLine, 'text'> {
  readonly reason: UpkeepPhrase;
}

/** A note of the upkeep as data. */
export type UpkeepNote = UpkeepNotePhrase & { readonly rule: string };

export type UpkeepBreakdown = UpkeepShares<UpkeepLine, RuleNote>;

/**
 * AC-EC-1, AC-EC-2: upkeep per Day, card by card (for the roster's "breakdown on demand"), each reason and note as
 * data ({@link upkeepBreakdown} says them in English). `moraleSpent` is excess Morale spent to lower it, 5 lunari a
 * point, never below 0; a whole number ≥ 0 (RangeError otherwise). Morale beyond `strengthCounted` is wasted: a
 * widget should cap it.
 * @example upkeepShares([{ name: 'Scouts', strength: 0, role: 'trooper' }]).lines[0].reason // → { key: 'zero' }
 */
export function upkeepShares(units: readonly ArmyUnit[], opts: { readonly moraleSpent?: number } = {}): UpkeepShares {
  const moraleSpent = wholeNumber(opts.moraleSpent ?? 0, 'Morale spent');
  const lines = units.map((unit): UpkeepShare => {
    const { counts, reason } = upkeepReason(unit); // AC-EC-1
    return { unit, counts, rule: 'AC-EC-1', reason, lunari: counts * LUNARI_PER_STRENGTH };
  });
  const strengthCounted = lines.reduce((sum, line) => sum + line.counts, 0);
  const subtotal = strengthCounted * LUNARI_PER_STRENGTH;
  const moraleOffset = Math.min(subtotal, moraleSpent * LUNARI_PER_MORALE); // AC-EC-2: never below 0
  const notes: UpkeepNote[] = [{ rule: 'AC-EC-1', key: 'perDay' }];
  if (moraleSpent > 0) {
    const values = { morale: moraleSpent, lunari: moraleOffset, needed: strengthCounted };
    notes.push({ rule: 'AC-EC-2', key: moraleSpent > strengthCounted ? 'moraleWasted' : 'morale', values });
  }
  return { lines, strengthCounted, subtotal, moraleSpent, moraleOffset, total: subtotal - moraleOffset, notes };
}

/**
 * AC-EC-1, AC-EC-2: {@link upkeepShares} in English: each line says the card's name and why it counts.
 * @example upkeepBreakdown([{ name: 'Spearmen', strength: 3, role: 'aggressor' }], { moraleSpent: 1 }).total // → 10
 */
export function upkeepBreakdown(
  units: readonly ArmyUnit[],
  opts: { readonly moraleSpent?: number } = {},
): UpkeepBreakdown {
  const shares = upkeepShares(units, opts);
  return {
    ...shares,
    lines: shares.lines.map(({ reason, ...line }) => ({ ...line, text: `${line.unit.name}: ${upkeepText(reason)}` })),
    notes: shares.notes.map(({ rule, ...note }) => ({ rule, text: upkeepNoteText(note) })),
  };
}

/**
 * AC-EC-1, AC-EC-2 (public contract): upkeep per Day in lunari.
 * @example
 * upkeep([
 *   { name: 'Spearmen', strength: 3, role: 'aggressor' },
 *   { name: 'Scouts', strength: 0, role: 'trooper' },
 *   { name: 'Skeletons', strength: 2, role: 'trooper', traits: ['undead'] },
 * ]) // → 20 (5 × (3 + 1 + 0))
 */
export function upkeep(units: readonly ArmyUnit[], opts: { readonly moraleSpent?: number } = {}): number {
  return upkeepShares(units, opts).total;
}

/** AC-EC-6: what a Retinue unit Adds when its owner commands it (an `otherBonus`, never Savant). */
export const RETINUE_ADD = 1;

/**
 * AC-EC-6: a Retinue unit Adds 1 Strength only when commanded by the character who owns it (who
 * paid all its recruiting, training and upkeep). Names compare trimmed and case-insensitively; no
 * owner means no Retinue. Pass the result as a Skirmish side's `otherBonus`: it never triggers
 * Savant (AC-SK-10).
 * @example retinueBonus('Ayla', 'Ayla') // → 1;  retinueBonus('Ayla', 'Borin') // → 0
 */
export function retinueBonus(owner: string | null | undefined, commander: string | null | undefined): number {
  return sameName(owner, commander) ? RETINUE_ADD : 0;
}

/**
 * AC-EC-6: the Retinue's owner may lower the unit's Strength by 2 instead of spending Influence on
 * Fair Escape; at Strength 0 or less the unit is Killed (and its Strength is shown as 0).
 * RangeError for a negative or fractional Strength.
 * @example fairEscapeSubstitute(5) // → { strength: 3, killed: false };  fairEscapeSubstitute(2) // → { strength: 0, killed: true }
 */
export function fairEscapeSubstitute(strength: number): { strength: number; killed: boolean } {
  const after = wholeNumber(strength, 'Strength') - 2;
  return { strength: Math.max(0, after), killed: after <= 0 };
}
