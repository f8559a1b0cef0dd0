/**
 * AC-GL: the piles a card can be in during a Battle. Apart from army.ts (how they move), as every roster shows them in
 * its first frame, so that a page loads the moves with the changes that make them.
 */

/** AC-GL: where a card is during a Battle. Outside a Battle every living card is in hand. */
export const PILES = ['hand', 'exhausted', 'disabled', 'killed'] as const;
export type Pile = (typeof PILES)[number];

/** Anything kept in a pile: a roster card, a Battle card. */
export interface InPile {
  readonly pile: Pile;
}
