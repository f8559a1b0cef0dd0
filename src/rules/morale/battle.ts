// A Battle begun and ended (AC-BA-1, AC-BA-4, AC-MO-3, AC-MO-2), with what it says: apart from morale.ts, so that a
// widget's first view (which draws the state a Battle begins in, morale.ts's `battleBegun`) loads none of its words.
import { badPoints, done, note, phrase, refuse } from './internal/change.js';
import { battleBegun, type MoraleState } from './morale.js';
import type { MoraleResult } from './words.js';

/**
 * AC-MO-3, AC-MO-2: a Battle begins. `baseMorale` is the bonus of the Base the commander defends
 * (0 or omitted: none); what is left of it today goes into the Base pool. At 0 Morale the commander
 * is Routed at once. Refused when a Battle is already on.
 * @example enterBattle(createMoraleState({ level: 6 }), { baseMorale: 2 }) // → { ok: true, state: { …, morale: 7, base: 2, inBattle: true }, notes }
 */
export function enterBattle(state: MoraleState, opts: { readonly baseMorale?: number } = {}): MoraleResult {
  if (state.inBattle) return refuse('AC-BA-1', phrase('battleOn'));
  const baseBonus = opts.baseMorale ?? 0;
  const bad = badPoints(baseBonus, 0, 'badBase');
  if (bad) return refuse('AC-MO-3', bad);
  const begun = battleBegun(state, baseBonus);
  const notes = [note('AC-BA-1', 'battleStarted')];
  const { base } = begun; // 0 when Routed at once, as it was then
  if (baseBonus > 0) {
    const used = baseBonus - base;
    notes.push(note('AC-MO-3', used ? 'atBaseUsed' : 'atBase', { points: base, used }));
  }
  if (begun.routed) notes.push(note('AC-MO-2', 'routed'));
  return done(begun, notes);
}

/**
 * AC-BA-4: the Battle is over. The Base's Morale leaves with it (what was not lost is not used up).
 * Ending when no Battle is on changes nothing.
 * @example leaveBattle(ayla) // Ayla in a Battle at a Base → { ok: true, state: { …, inBattle: false, base: 0 }, notes }
 */
export function leaveBattle(state: MoraleState): MoraleResult {
  if (!state.inBattle) return done(state, []);
  return done({ ...state, inBattle: false, base: 0, baseBonus: 0 }, [note('AC-BA-4', 'battleEnded')]);
}
