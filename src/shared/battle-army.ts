import type { RosterCard } from '../events/index.js';
import type { ArmyCard } from '../rules/battle/index.js';

/** AC-BA-1: the cards a roster takes into a Battle, every living unit (the Killed are gone, AC-BA-6). */
export const livingCards = (cards: readonly RosterCard[]): RosterCard[] => cards.filter((c) => c.pile !== 'killed');

/** A roster's cards as a Battle's setup takes them, a Retinue's card marked (AC-EC-6). */
export const battleArmy = (cards: readonly RosterCard[]): ArmyCard[] =>
  cards.map((card) => (card.retinue ? { unit: card.unit, retinue: true } : card.unit));
