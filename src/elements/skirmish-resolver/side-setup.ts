// What a person has typed or chosen in the resolver, kept as text until it is read, so that a
// half-typed value never throws and is shown back exactly as typed.
import { msg, str } from '@lit/localize';

import { readUnit, type UnitParse } from '../../rules/core/index.js';
import { type SideName } from '../../rules/skirmish/index.js';
import { unitSaid } from '../../shared/rule-sentences/units.js';

/** The inline unit form (AC-UN-1): name, Strength or "-", role, path, traits. */
export interface UnitForm {
  readonly name: string;
  readonly strength: string;
  readonly role: string;
  readonly path: string;
  readonly traits: string;
}

/** Where a side's unit comes from: the slotted `<army-unit>`, the inline form, or a roster card in hand. */
export type UnitSource =
  | { readonly kind: 'auto' }
  | { readonly kind: 'slot' }
  | { readonly kind: 'inline' }
  | { readonly kind: 'card'; readonly commander: string; readonly roster: string; readonly id: string };

/** A commander's class (AC-CP) and the decisions for its power. */
export interface PowerSetup {
  /** '' when no class is chosen. */
  readonly classId: string;
  readonly tacticianAs: string;
  /** Dervish: the Path or Role chosen for the Day. */
  readonly dervishAgainst: string;
  // The rest holds for one Skirmish only ("New Skirmish" clears it).
  readonly changeRole: boolean;
  readonly shapeshiftTo: string;
  readonly evokeFor: string;
  readonly illusionFor: string;
  readonly illusionRoll: string;
  readonly psionic: boolean;
  /** Oathbound: this card is the unit designated for the Battle. */
  readonly oathbound: boolean;
}

export interface SideSetup {
  readonly source: UnitSource;
  readonly form: UnitForm;
  /** Commander, Retinue and other adds (never trigger Savant, AC-SK-10), as typed. */
  readonly otherBonus: string;
  /** A non-player commander pays 3 Morale instead of 1 Influence to prevent a Kill (AC-SK-8). */
  readonly npc: boolean;
  readonly power: PowerSetup;
}

/** One card discarded for a Strength bonus (AC-SK-9), in the order the commanders discarded them. */
export interface DiscardSetup {
  /** Whose commander discards it. */
  readonly by: SideName;
  /** Which unit in the Skirmish gets the bonus. */
  readonly target: SideName;
  /** Whether "For" was chosen by hand; until then it follows "By" (a commander's discard helps their own unit). */
  readonly targetChosen: boolean;
  /** As typed; empty while the player has not said what the card gives: the discard is pending, it counts for nothing. */
  readonly bonus: string;
  readonly name: string;
  /** The roster card id, when the card was picked from the discarding commander's hand. */
  readonly cardId: string;
}

const EMPTY_FORM: UnitForm = { name: '', strength: '', role: 'trooper', path: '', traits: '' };

const SKIRMISH_POWER = {
  changeRole: false,
  shapeshiftTo: '',
  evokeFor: '',
  illusionFor: '',
  illusionRoll: '',
  psionic: false,
  oathbound: false,
} as const;

/**
 * A fresh side: its unit chosen automatically (the slotted one, else the form).
 * @example newSide('evoker', false).power.classId // → 'evoker'
 */
export const newSide = (classId: string, npc: boolean): SideSetup => ({
  source: { kind: 'auto' },
  form: EMPTY_FORM,
  otherBonus: '',
  npc,
  power: { classId, tacticianAs: '', dervishAgainst: '', ...SKIRMISH_POWER },
});

/**
 * The same side for the next Skirmish: unit, adds and one-Skirmish power choices cleared; the
 * commander's class, Tactician benefit, Dervish choice and NPC flag kept.
 */
export const nextSkirmish = (side: SideSetup): SideSetup => ({
  ...newSide(side.power.classId, side.npc),
  power: { ...side.power, ...SKIRMISH_POWER },
});

/**
 * The same side with its one-Skirmish power choices cleared (Evoker, Illusionist, role changes…): a choice belongs
 * to one Skirmish and one commander, so it never carries over to the next one or across a swap (AC-CP).
 */
export const withoutChoices = (side: SideSetup): SideSetup => ({
  ...side,
  power: { ...side.power, ...SKIRMISH_POWER },
});

/**
 * Reads a typed bonus: empty is 0; a whole number with an optional sign (`+1`, `-2`, `−2`).
 * @example readBonus('+2', 'Other adds') // → { value: 2 }
 * @example readBonus('two', 'Other adds') // → { error: 'Other adds: write a whole number such as +1 or -1, not "two"' }
 */
export function readBonus(text: string, what: string): { value: number } | { error: string } {
  const typed = text.trim().replace('−', '-');
  if (typed === '') return { value: 0 };
  if (!/^[+-]?\d{1,3}$/.test(typed))
    return { error: msg(str`${what}: write a whole number such as +1 or -1, not "${text.trim()}"`) };
  return { value: Number(typed) };
}

/**
 * The inline form as a unit: `null` while nothing is typed (no message then), else what
 * `parseUnit` reads (AC-UN-1).
 */
export function readForm(form: UnitForm): UnitParse | null {
  if (form.name.trim() === '' && form.strength.trim() === '') return null;
  return unitSaid(readUnit(form));
}
