/**
 * An army as its commander keeps it: how the piles (piles.ts) move at the start, in Phase 2 and at the end of a
 * Battle (AC-BA-1, AC-BA-3, AC-BA-6). Which Paths allow Rituals (AC-RI-1) is rituals.ts's.
 */

import type { InPile } from './piles.js';

/**
 * AC-BA-1: at the start of a Battle every card of the army goes into hand; Killed cards stay Killed (they are
 * gone unless saved). Returns new objects; the input is not changed.
 * @example startOfBattle([{ pile: 'exhausted' }, { pile: 'killed' }]) // → [{ pile: 'hand' }, { pile: 'killed' }]
 */
export function startOfBattle<C extends InPile>(cards: readonly C[]): C[] {
  return cards.map((card) => (card.pile === 'killed' || card.pile === 'hand' ? card : { ...card, pile: 'hand' }));
}

/**
 * AC-BA-3: when Phase 2 begins, every Exhausted card returns to hand; Disabled and Killed cards stay out.
 * @example phaseTwo([{ pile: 'exhausted' }, { pile: 'disabled' }]) // → [{ pile: 'hand' }, { pile: 'disabled' }]
 */
export function phaseTwo<C extends InPile>(cards: readonly C[]): C[] {
  return cards.map((card) => (card.pile === 'exhausted' ? { ...card, pile: 'hand' } : card));
}

/**
 * AC-BA-6: after the Battle, Exhausted and Disabled cards return to their commander (back in hand) and Killed
 * cards are removed from the army. `removed` lists the Killed cards, so a widget can say which left.
 * @example endOfBattle([{ pile: 'disabled' }, { pile: 'killed' }]) // → { cards: [{ pile: 'hand' }], removed: [{ pile: 'killed' }] }
 */
export function endOfBattle<C extends InPile>(cards: readonly C[]): { cards: C[]; removed: C[] } {
  return {
    cards: cards
      .filter((card) => card.pile !== 'killed')
      .map((card) => (card.pile === 'hand' ? card : { ...card, pile: 'hand' })),
    removed: cards.filter((card) => card.pile === 'killed'),
  };
}
