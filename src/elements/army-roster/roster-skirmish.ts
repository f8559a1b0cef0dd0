import type { SkirmishCardOutcome, SkirmishResolvedDetail } from '../../events/index.js';
import { PILES, type Pile } from '../../rules/army.js';
import { PILE_LABELS } from './roster-order.js';
import type { CardView } from './roster-state.js';

/** Commander ids compare trimmed and ignoring case, as Retinue owners do (AC-EC-6). */
export const sameCommander = (a: unknown, b: string): boolean =>
  typeof a === 'string' && !!a.trim() && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The card a Skirmish side names: by `cardId` when it is one of this roster's, else the first card of that name
 * in hand (where a played card comes from), else the first of that name.
 */
function namedCard(outcome: SkirmishCardOutcome, cards: readonly CardView[]): CardView | undefined {
  const byId = cards.find((c) => c.unit && c.entry.id === outcome.cardId);
  if (byId) return byId;
  const name = String(outcome.name ?? '')
    .trim()
    .toLowerCase();
  const named = cards.filter((c) => c.unit && c.unit.name.toLowerCase() === name);
  return named.find((c) => c.entry.pile === 'hand') ?? named[0];
}

/**
 * AC-SK-7: where a resolved Skirmish sends this commander's cards (the side whose `commander` matches), and what
 * to tell the player. A side naming this commander but no card of the roster gets a note and moves nothing.
 */
export function skirmishMoves(
  detail: SkirmishResolvedDetail | undefined,
  commander: string,
  cards: readonly CardView[],
): { moves: Map<string, Pile>; notes: string[] } {
  const moves = new Map<string, Pile>();
  const notes: string[] = [];
  for (const side of ['offense', 'defense'] as const) {
    const outcome = detail?.[side];
    if (!outcome || !sameCommander(outcome.commander, commander)) continue;
    const fate = outcome.fate as Pile;
    const card = namedCard(outcome, cards);
    if (!card || !PILES.includes(fate) || fate === 'hand') {
      notes.push(`${String(outcome.name)} is not a card of this army: nothing moved`);
      continue;
    }
    const result = detail!.winner === side ? 'won' : detail!.winner ? `lost by ${detail!.margin}` : 'no winner';
    moves.set(card.entry.id, fate);
    notes.push(`${card.unit!.name} ${result} → ${PILE_LABELS[fate]}`);
  }
  return { moves, notes };
}
