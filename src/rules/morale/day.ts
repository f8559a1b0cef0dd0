/**
 * Between Battles (AC-MO-5, AC-EC-2, AC-MO-8): buying Morale, spending it on upkeep, spending it on a power, and a new
 * Day. Apart from morale.ts so that a page loads them with the panel that shows them.
 */
import { LUNARI_PER_MORALE } from '../economy/index.js';
import { badPoints, done, note, phrase, refuse, totalMorale } from './internal/change.js';
import { spend } from './internal/spend.js';
import { createMoraleState, type MoraleState } from './morale.js';
import { type MoralePhrase, type MoraleResult, moraleText } from './words.js';

/**
 * AC-MO-5: how much Morale may be bought right now, or why none.
 * @example buyableMorale({ ...createMoraleState({ level: 6 }), morale: 4 }) // → { points: 3 }
 */
export function buyableMorale(state: MoraleState): { points: number; reason?: string; why?: MoralePhrase } {
  const none = (why: MoralePhrase) => ({ points: 0, reason: moraleText(why), why });
  if (state.inBattle) return none(phrase('buyInBattle'));
  if (state.boughtToday) return none(phrase('boughtToday'));
  const points = Math.max(0, state.start - state.morale);
  return points > 0 ? { points } : none(phrase('atStart', { start: state.start }));
}

/**
 * AC-MO-5: buys Morale at 5 lunari a point: once per Day, outside a Battle, not beyond the start.
 * `lunari` is the price.
 * @example buyMorale({ ...createMoraleState({ level: 6 }), morale: 4 }, 3) // → { ok: true, lunari: 15, state: { …, morale: 7, boughtToday: true } }
 */
export function buyMorale(state: MoraleState, points: number): MoraleResult {
  const bad = badPoints(points, 1);
  if (bad) return refuse('AC-MO-5', bad);
  const { points: max, why } = buyableMorale(state);
  if (why) return refuse('AC-MO-5', why);
  if (points > max) return refuse('AC-MO-5', phrase('buyAtMost', { points: max }));
  const lunari = points * LUNARI_PER_MORALE;
  const notes = [note('AC-MO-5', 'bought', { points, lunari })];
  return done({ ...state, morale: state.morale + points, boughtToday: true }, notes, lunari);
}

/**
 * AC-EC-2: spends excess Morale (any Morale held outside a Battle, see the module notes) to lower
 * upkeep by 5 lunari a point; `lunari` is the reduction. Refused in a Battle or beyond what is held.
 * @example spendForUpkeep(createMoraleState({ level: 6 }), 2) // → { ok: true, lunari: 10, state: { …, morale: 5 } }
 */
export function spendForUpkeep(state: MoraleState, points: number): MoraleResult {
  if (state.inBattle) return refuse('AC-EC-2', phrase('upkeepInBattle'));
  const held = totalMorale(state);
  if (Number.isInteger(points) && points > held)
    return refuse('AC-EC-2', held ? phrase('upkeepAtMost', { held, points }) : phrase('noneLeft'));
  return spend(state, points, 'AC-EC-2', { what: 'upkeep' }, points * LUNARI_PER_MORALE);
}

/**
 * Spends Morale that a commander power or card asks for (e.g. "spend a Morale"), in or out of a
 * Battle. Refused when the commander has less than `points`.
 * @example spendMorale(createMoraleState({ level: 6 }), 1, 'Necromancer') // → { ok: true, state: { …, morale: 6 }, notes }
 */
export function spendMorale(state: MoraleState, points: number, why?: string): MoraleResult {
  return spend(state, points, 'AC-CP', why === undefined ? { what: 'power' } : { why });
}

/**
 * AC-MO-8, AC-MO-5, AC-MO-3: a new Day (the refresh): Morale back to the start, the Base's bonus
 * whole again, buying allowed again, no Battle on, no longer Routed.
 * @example newDay(ayla) // Ayla (start 7) Routed at 0 → { ok: true, state: { …, morale: 7, routed: false }, notes }
 */
export function newDay(state: MoraleState): MoraleResult {
  const next = createMoraleState({ start: state.start, npc: state.npc });
  return done(next, [note('AC-MO-8', 'newDay', { start: state.start })]);
}
