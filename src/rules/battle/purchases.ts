/**
 * What a budget buys in win chance (AC-EC-3, AC-EC-4, AC-EC-5 with AC-BA): the purchases an army could make before
 * its next Battle, each with the army it leaves, and their ranking by simulated win chance per 100 lunari.
 */
import type { Phrase, Unit } from '../core/index.js';
import { MAX_TRAININGS, QUEST_RECRUIT_TABLE, RECRUIT_TABLE, trainingQuote } from '../economy/index.js';
import type { BattleOdds } from './odds.js';
import type { BattleCardSetup, Seat } from './types.js';

/** A card of an army as a Battle takes it (`CommanderSetup.army`). */
export type ArmyCard = Unit | BattleCardSetup;

/** A purchase as data: recruit a described unit (`unit`, `strength`), a unit of a Strength, or train `unit` to `strength`. */
export type PurchasePhrase = Phrase<'recruitUnit' | 'recruit' | 'train'>;

const PURCHASE_ENGLISH: Readonly<Record<PurchasePhrase['key'], (v: NonNullable<PurchasePhrase['values']>) => string>> =
  {
    recruitUnit: (v) => `Recruit ${v.unit} (Strength ${v.strength})`,
    recruit: (v) => `Recruit a Strength ${v.strength} unit`,
    train: (v) => `Train ${v.unit} to Strength ${v.strength}`,
  };

/** A purchase in English. */
export const purchaseEnglish = ({ key, values = {} }: PurchasePhrase): string => PURCHASE_ENGLISH[key](values);

/** One thing to buy before the next Battle. */
export interface Purchase {
  /** AC-EC-3 (recruit) or AC-EC-4 (train). */
  readonly rule: 'AC-EC-3' | 'AC-EC-4';
  /** What it is, as data (`phrase`) and in English (`label`): "Recruit Spearmen (Strength 3)", "Recruit a Strength 3
   * unit", "Train Soldier to Strength 3". */
  readonly phrase: PurchasePhrase;
  readonly label: string;
  /** Its price, after the quest (AC-EC-3) or the weapons (AC-EC-5). */
  readonly lunari: number;
  /** The army after it: what the Battle would be fought with. */
  readonly army: readonly ArmyCard[];
}

export interface PurchaseOptions {
  /** Lunari to spend: only what it pays for (default: everything on the tables). */
  readonly budget?: number;
  /** The unit to recruit (its Strength is chosen here, 1–5): default a Trooper named "Recruit". */
  readonly recruit?: Omit<Unit, 'strength'>;
  /** Recruiting after the unit's quest (AC-EC-3). */
  readonly quest?: boolean;
  /** How many times each card (by index in the army) was trained already: 3 leaves none (AC-EC-4). Default 0. */
  readonly timesTrained?: readonly (number | undefined)[];
  /** Weapon cards to destroy for the training (AC-EC-5). */
  readonly weapons?: number;
}

const unitOf = (card: ArmyCard): Unit => ('unit' in card ? card.unit : card);
const withUnit = (card: ArmyCard, unit: Unit): ArmyCard => ('unit' in card ? { ...card, unit } : unit);

/**
 * Every recruit on the table (Strength 1–5; a budget never calls for an extrapolated price, R6) and every next
 * training of a card that has one left (AC-EC-4), within the budget. Cards alike (same unit, same trainings) are
 * trained once in the list: which one does not change a Battle. Rituals without a Strength are not trained.
 * @example purchases([soldier], { budget: 40 }).map((p) => p.label)
 * // → ['Recruit a Strength 1 unit', 'Recruit a Strength 2 unit', 'Train Soldier to Strength 3']
 */
export function purchases(army: readonly ArmyCard[], options: PurchaseOptions = {}): Purchase[] {
  const { budget = Infinity, quest = false, weapons = 0, timesTrained = [] } = options;
  const model = options.recruit ?? { name: 'Recruit', role: 'trooper' };
  const recruits = (quest ? QUEST_RECRUIT_TABLE : RECRUIT_TABLE).flatMap(({ strength, lunari }): Purchase[] => {
    if (lunari > budget) return [];
    const unit: Unit = { ...model, strength };
    const phrase: PurchasePhrase = options.recruit
      ? { key: 'recruitUnit', values: { unit: model.name, strength } }
      : { key: 'recruit', values: { strength } };
    return [{ rule: 'AC-EC-3', phrase, label: purchaseEnglish(phrase), lunari, army: [...army, unit] }];
  });
  const seen = new Set<string>();
  const trainings = army.flatMap((card, index): Purchase[] => {
    const unit = unitOf(card);
    const trained = timesTrained[index] ?? 0;
    if (unit.strength === null || trained >= MAX_TRAININGS) return [];
    const alike = JSON.stringify([card, trained]);
    if (seen.has(alike)) return [];
    seen.add(alike);
    const newStrength = unit.strength + 1;
    const { lunari } = trainingQuote(newStrength, { weapons });
    if (lunari > budget) return [];
    const after = army.map((c, i) => (i === index ? withUnit(c, { ...unit, strength: newStrength }) : c));
    const phrase: PurchasePhrase = { key: 'train', values: { unit: unit.name, strength: newStrength } };
    return [{ rule: 'AC-EC-4', phrase, label: purchaseEnglish(phrase), lunari, army: after }];
  });
  return [...recruits, ...trainings];
}

/** A purchase with what it does to the chance of winning. */
export interface RankedPurchase extends Purchase {
  /** The commander's simulated win chance after it. */
  readonly winChance: number;
  /** Its change to the win chance (−1…1) per 100 lunari spent. */
  readonly per100: number;
}

/**
 * Purchases best first by the change in win chance per 100 lunari for `seat`, from the odds of the Battle as it is
 * (`now`) and after each purchase (`after`, in the same order; a missing one is left out). Ties: the cheaper first.
 * @example rankPurchases(list, now, after, 0)[0] // → { label: 'Train Soldier to Strength 3', per100: 0.21, … }
 */
export function rankPurchases(
  list: readonly Purchase[],
  now: BattleOdds,
  after: readonly (BattleOdds | null | undefined)[],
  seat: Seat,
): RankedPurchase[] {
  const base = now.winChance[seat];
  return list
    .flatMap((purchase, i) => {
      const odds = after[i];
      if (!odds) return [];
      const winChance = odds.winChance[seat];
      return [{ ...purchase, winChance, per100: ((winChance - base) * 100) / purchase.lunari }];
    })
    .sort((a, b) => b.per100 - a.per100 || a.lunari - b.lunari);
}
