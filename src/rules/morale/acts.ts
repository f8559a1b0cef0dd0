/**
 * What a commander's acts and a Battle's blows do to Morale (AC-MO-3, AC-MO-4, AC-MO-6, AC-MO-7, AC-MO-9, AC-HE-1,
 * AC-SK-8): losing and giving back, passing on Offense, Unopposed damage, cards, Healers and kill prevention. Apart from
 * morale.ts so that `<morale-tracker>` loads them when one of its buttons is first pressed.
 */
import { badPoints, done, note, phrase, refuse, totalMorale, type Values } from './internal/change.js';
import { needBattle, spend, takeMorale } from './internal/spend.js';
import { cardGainCap, HEALER_MORALE, KILL_PREVENTION_MORALE, type MoraleState } from './morale.js';
import type { MoraleResult } from './words.js';

/**
 * AC-MO-3, AC-MO-9, AC-MO-2: loses Morale for any reason the other transitions do not name (an
 * event, a power). Never below 0; at 0 in a Battle the commander is Routed.
 * @example lose(createMoraleState({ level: 6 }), 2) // → { ok: true, state: { …, morale: 5 }, notes }
 */
export function lose(state: MoraleState, points: number, why?: string): MoraleResult {
  const bad = badPoints(points, 0);
  if (bad) return refuse('AC-MO-9', bad);
  const held = totalMorale(state);
  const lost: Values = why === undefined ? { what: 'lost' } : { why };
  // AC-MO-9 is said only when it cut the loss short.
  const notes = [note('AC-MO-9', points > held ? 'lostCut' : 'spent', { ...lost, points, held })];
  return done(takeMorale(state, points, notes), notes);
}

/**
 * Gives back Morale that a step taken back had taken (an Unopposed attack's damage, AC-MO-7; a Kill prevented with
 * Morale, AC-SK-8): it returns to the commander's own Morale, and a Rout that loss caused (AC-MO-2) is lifted, so
 * the Battle goes on. Nothing is capped: this is Morale the commander had.
 * @example giveBack(brannRouted, 2, 'AC-MO-7', 'Undone: Skirmish #3') // → { ok: true, state: { …, morale: 2, routed: false } }
 */
export function giveBack(state: MoraleState, points: number, rule: string, why: string): MoraleResult {
  const bad = badPoints(points, 0);
  if (bad) return refuse(rule, bad);
  const notes = [note(rule, 'givenBack', { why, points })];
  const lifted = state.routed && points > 0;
  if (lifted) notes.push(note('AC-MO-2', 'routLifted'));
  const morale = state.morale + points;
  return done(lifted ? { ...state, morale, routed: false, inBattle: true } : { ...state, morale }, notes);
}

/**
 * AC-MO-3: an effect restores the Base's Morale bonus: nothing of it is used up any more, and in a
 * Battle at the Base the pool is full again.
 * @example restoreBase(ayla) // Ayla at a Base of 2, 2 lost → { ok: true, state: { …, base: 2, baseLostToday: 0 }, notes }
 */
export function restoreBase(state: MoraleState): MoraleResult {
  return done({ ...state, base: state.baseBonus, baseLostToday: 0 }, [note('AC-MO-3', 'baseRestored')]);
}

/**
 * AC-MO-6: passing on Offense with a legal card in hand ends the turn and costs 1 Morale (being
 * Unable costs nothing: do not call this). Battle only.
 * @example passedOnOffense(ayla) // Ayla in a Battle at 7 → { ok: true, state: { …, morale: 6 }, notes }
 */
export function passedOnOffense(state: MoraleState): MoraleResult {
  const refused = needBattle(state, 'AC-MO-6', 'passing');
  if (refused) return refused;
  const notes = [note('AC-MO-6', 'passed')];
  return done(takeMorale(state, 1, notes), notes);
}

/**
 * AC-MO-7, R3: an Unopposed unit deals `damage` Morale (compute it from the unit's total with
 * `unopposedDamage`). Never below 0; Battle only.
 * @example unopposed(ayla, unopposedDamage(9)) // Ayla in a Battle at 7 → { ok: true, state: { …, morale: 5 }, notes }
 */
export function unopposed(state: MoraleState, damage: number): MoraleResult {
  const refused = needBattle(state, 'AC-MO-7', 'unopposed');
  if (refused) return refused;
  const bad = badPoints(damage, 0);
  if (bad) return refuse('AC-MO-7', bad);
  const notes = [note('AC-MO-7', 'unopposed', { points: damage })];
  return done(takeMorale(state, damage, notes), notes);
}

/**
 * AC-MO-4: Morale gained from a card. In a Battle it may go beyond the start; outside one it stops
 * at the start (ruling, see the module notes).
 * @example gainFromCard(ayla, 2) // Ayla (start 7) in a Battle at 7 → { ok: true, state: { …, morale: 9 }, notes }
 */
export function gainFromCard(state: MoraleState, points: number): MoraleResult {
  const bad = badPoints(points, 0);
  if (bad) return refuse('AC-MO-4', bad);
  const morale = Math.min(cardGainCap(state), state.morale + points);
  const gained = { points: morale - state.morale, start: state.start };
  return done({ ...state, morale }, [
    note('AC-MO-4', morale < state.morale + points ? 'gainedCapped' : 'gained', gained),
  ]);
}

/**
 * AC-HE-1: spends 1 Morale to use a Healer after a Skirmish. Battle only; refused at 0.
 * @example spendForHealer(ayla) // Ayla in a Battle at 7 → { ok: true, state: { …, morale: 6 }, notes }
 */
export function spendForHealer(state: MoraleState): MoraleResult {
  return needBattle(state, 'AC-HE-1', 'healing') ?? spend(state, HEALER_MORALE, 'AC-HE-1', { what: 'healer' });
}

/**
 * AC-SK-8, R5: a non-player commander spends 3 Morale to turn a Kill into Disabled. Refused for a
 * player character (they spend 1 Influence), outside a Battle, or with less than 3 Morale. Spending
 * the last 3 Routs the commander (see the module notes).
 * @example preventKill(bandit) // non-player, in a Battle at 5 → { ok: true, state: { …, morale: 2 }, notes }
 */
export function preventKill(state: MoraleState): MoraleResult {
  if (!state.npc) return refuse('AC-SK-8', phrase('playerPrevents'));
  return (
    needBattle(state, 'AC-SK-8', 'preventing') ?? spend(state, KILL_PREVENTION_MORALE, 'AC-SK-8', { what: 'kill' })
  );
}
