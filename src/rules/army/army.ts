/**
 * An army as its commander keeps it: the pile each card is in during a Battle (AC-GL), how the piles move at the
 * start, in Phase 2 and at the end of a Battle (AC-BA-1, AC-BA-3, AC-BA-6), and which Paths allow Rituals
 * (AC-RI-1).
 *
 * Rulings this module makes (the source is silent; widgets should say so):
 * - AC-RI-1 counts the units that are still in the army: not Rituals (they are not units, AC-UN-4) and not Killed
 *   ones; Exhausted and Disabled units are still in the army and count.
 * - A Ritual with no Path written has no Path to match, so AC-RI-1 never allows it.
 */
import { type ArmyUnit, type Path, PATHS, type Unit } from '../core/index.js';
import { unitsOnMap } from '../map/index.js';

/** AC-GL: where a card is during a Battle. Outside a Battle every living card is in hand. */
export const PILES = ['hand', 'exhausted', 'disabled', 'killed'] as const;
export type Pile = (typeof PILES)[number];

/** AC-RI-1: units needed on a Ritual's Path before the Ritual can be played. */
export const RITUAL_PATH_UNITS = 2;
/** AC-RI-1: Rituals a commander may play in one Battle, and in one Phase. */
export const RITUALS_PER_BATTLE = 2;
export const RITUALS_PER_PHASE = 1;

/** One Path of an army, for AC-RI-1. */
export interface RitualPath {
  readonly path: Path;
  /** Units on this Path still in the army (no Rituals, no Killed). */
  readonly units: number;
  /** AC-RI-1: two or more units, so a Ritual of this Path may be played. */
  readonly usable: boolean;
}

/**
 * AC-RI-1: every Path with how many of the army's units follow it, and whether that is enough for its Rituals
 * (two or more). Rituals and Killed cards do not count; Paths come in the rules' order (steel, magic, faith,
 * nature, mind).
 * @example ritualPaths([{ name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel' }, { name: 'Guards', strength: 2, role: 'guardian', path: 'steel' }])[0]
 * // → { path: 'steel', units: 2, usable: true }
 */
export function ritualPaths(units: readonly ArmyUnit[]): RitualPath[] {
  const army = unitsOnMap(units);
  return PATHS.map((path) => {
    const count = army.filter((unit) => unit.path === path).length;
    return { path, units: count, usable: count >= RITUAL_PATH_UNITS }; // AC-RI-1
  });
}

/**
 * AC-RI-1: whether this Ritual card may be played by this army, and why, in a player's words. `null` for a card
 * that is not a Ritual.
 * @example ritualUse({ name: 'Blessing', strength: null, role: 'ritual', path: 'faith' }, [])
 * // → { usable: false, text: 'Blessing needs 2 units on the Faith Path; the army has 0' }
 */
export function ritualUse(ritual: Unit, units: readonly ArmyUnit[]): { usable: boolean; text: string } | null {
  if (ritual.role !== 'ritual') return null;
  if (!ritual.path) return { usable: false, text: `${ritual.name} has no Path, so no units can match it` };
  const path = ritualPaths(units).find((p) => p.path === ritual.path)!;
  const name = ritual.path.charAt(0).toUpperCase() + ritual.path.slice(1);
  return path.usable
    ? { usable: true, text: `${ritual.name}: ${path.units} units on the ${name} Path` }
    : {
        usable: false,
        text: `${ritual.name} needs ${RITUAL_PATH_UNITS} units on the ${name} Path; the army has ${path.units}`,
      };
}

/** Anything kept in a pile: a roster card, a Battle card. */
export interface InPile {
  readonly pile: Pile;
}

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
