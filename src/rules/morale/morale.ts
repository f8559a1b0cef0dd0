/**
 * Morale and Routing (AC-MO), as plain data and pure transitions for `<morale-tracker>`: the state here, with the state
 * a Battle begins in (what a tracker draws first, without a word of the notes); a Battle begun and ended in battle.ts;
 * what acts and blows do (losing, giving back) in acts.ts; buying, upkeep and a new Day in day.ts; a Rout's dice in
 * rout.ts; what they say in words.ts.
 *
 * A commander's Morale is two pools: their own (`morale`) and, while defending a Base in a Battle,
 * the Base's (`base`, AC-MO-3). Their sum is the Morale the rules speak of ({@link totalMorale}).
 * Every transition returns `{ ok: true, state, notes }` (notes name the rules applied, for a log)
 * or `{ ok: false, reason, rule, why }`; none throws and none changes its input, so a widget may also
 * call one just to preview it (e.g. "this would Rout you"). Each note and refusal is a phrase with its English.
 *
 * Rulings this module makes (the source is silent; widgets should say so):
 * - Losing and spending alike take the Base pool first (AC-MO-3). A Base point, once lost, is used
 *   up for the Day; the rest of the Base's bonus is there again if the commander defends the same
 *   Base in another Battle that Day. Only one Base per Day is tracked.
 * - Routing (AC-MO-2) happens in a Battle only, whenever the total reaches 0 there, whatever the
 *   cause, spending included: spending the last 3 Morale on kill prevention (AC-SK-8) saves the
 *   unit and Routs the commander. Starting a Battle at 0 Morale Routs at once. Routing ends the
 *   Battle. Outside a Battle, Morale 0 is just 0.
 * - "Excess Morale" for upkeep (AC-EC-2) is the Morale the commander still holds outside a Battle:
 *   upkeep is paid at the end of the Day and AC-MO-8 refills Morale to its start afterwards, so
 *   whatever is left is surplus. It may be spent down to 0.
 * - Gains from cards may exceed the start in a Battle (AC-MO-4); outside a Battle they stop at it.
 * - A new Day is also the AC-MO-8 refresh: Morale back to the start (above-start Morale is lost
 *   too), the Base's bonus whole again, buying allowed again, no longer Routed.
 */
import { wholeNumber } from '../economy/index.js';

/**
 * AC-MO-1 (public contract): a player-character commander's starting Morale, 4 + floor(level / 2).
 * RangeError for a level that is negative, fractional or not a number.
 * @example startingMorale(6) // → 7
 */
export function startingMorale(level: number): number {
  return 4 + Math.floor(wholeNumber(level, 'level') / 2);
}

/** Bumped whenever {@link MoraleState}'s shape changes, so that old saved states are recognised. */
export const MORALE_STATE_VERSION = 1;

/** One commander's Morale, as plain JSON-safe data (a widget stores it in localStorage). */
export interface MoraleState {
  readonly version: typeof MORALE_STATE_VERSION;
  /** Non-player commander: may spend 3 Morale to prevent a Kill (AC-SK-8). */
  readonly npc: boolean;
  /** Starting Morale: AC-MO-1 for a player character, set directly for a non-player one. */
  readonly start: number;
  /** The commander's own Morale now. May exceed `start` after cards (AC-MO-4). */
  readonly morale: number;
  /** The defended Base's Morale left in this Battle (AC-MO-3); 0 outside a Battle. */
  readonly base: number;
  /** What the Base defended in this Battle grants (0: not defending a Base). */
  readonly baseBonus: number;
  /** Base points lost today: used up for the Day (AC-MO-3). */
  readonly baseLostToday: number;
  /** Morale was bought today (AC-MO-5: once per Day). */
  readonly boughtToday: boolean;
  readonly inBattle: boolean;
  /** Routed in the last Battle (AC-MO-2); cleared by the next Battle or Day. */
  readonly routed: boolean;
}

/**
 * The commander's Morale as the rules count it: own Morale plus the Base's (AC-MO-3).
 * @example totalMorale({ ...createMoraleState({ level: 6 }), base: 2 }) // → 9
 */
export const totalMorale = (state: MoraleState): number => state.morale + state.base;

/** AC-SK-8: what a non-player commander spends to turn a Kill into Disabled. */
export const KILL_PREVENTION_MORALE = 3;
/** AC-HE-1 */
export const HEALER_MORALE = 1;

/**
 * AC-MO-4 (ruling, see the module notes): the most Morale a card can lift a commander to: no limit in a Battle;
 * outside one, the start (or the Morale already above it).
 * @example cardGainCap({ ...createMoraleState({ level: 6 }), morale: 5 }) // → 7
 */
export const cardGainCap = (state: MoraleState): number =>
  state.inBattle ? Infinity : Math.max(state.start, state.morale);

/**
 * A fresh Morale state at the start of a Day: from a player character's level (AC-MO-1), or a
 * non-player commander's Morale set directly. RangeError for a bad level or Morale.
 * @example createMoraleState({ level: 6 }).morale // → 7
 * @example createMoraleState({ start: 5, npc: true }) // → { …, npc: true, start: 5, morale: 5 }
 */
export function createMoraleState(
  commander: { readonly level: number } | { readonly start: number; readonly npc?: boolean },
): MoraleState {
  const start =
    'level' in commander ? startingMorale(commander.level) : wholeNumber(commander.start, 'starting Morale');
  return {
    version: MORALE_STATE_VERSION,
    npc: 'npc' in commander ? (commander.npc ?? false) : false,
    start,
    morale: start,
    base: 0,
    baseBonus: 0,
    baseLostToday: 0,
    boughtToday: false,
    inBattle: false,
    routed: false,
  };
}

/**
 * AC-MO-2: a commander at 0 Morale in a Battle is Routed, and the Battle is over for them; any other state as it is.
 * The rules' transitions note it (see {@link enterBattle}).
 * @example routedAtZero({ ...createMoraleState({ level: 6 }), morale: 0, inBattle: true }).routed // → true
 */
export const routedAtZero = (state: MoraleState): MoraleState =>
  !state.inBattle || totalMorale(state) > 0
    ? state
    : { ...state, inBattle: false, routed: true, base: 0, baseBonus: 0 };

/**
 * AC-MO-3, AC-MO-2: the state a Battle begins in, for a commander defending a Base whose bonus is `baseBonus` (0:
 * none): what is left of it today is the Base's pool; at 0 Morale the commander is Routed at once. Unchecked and
 * unsaid: {@link enterBattle} checks the bonus and notes what happened; a widget may draw this before it acts.
 * @example battleBegun(createMoraleState({ level: 6 }), 2) // → { …, morale: 7, base: 2, baseBonus: 2, inBattle: true }
 */
export function battleBegun(state: MoraleState, baseBonus: number): MoraleState {
  const base = Math.max(0, baseBonus - state.baseLostToday);
  return routedAtZero({ ...state, inBattle: true, routed: false, base, baseBonus });
}

/**
 * Reads a saved {@link MoraleState} (the object, or its JSON text) back, checking every field.
 * Missing Base and flag fields default to 0 and false. Never throws.
 * @example restoreMoraleState(JSON.stringify(createMoraleState({ level: 6 }))) // → { state: { …, morale: 7 } }
 * @example restoreMoraleState('{"version":1}') // → { error: 'start must be a whole number ≥ 0' }
 */
export function restoreMoraleState(json: unknown): { state: MoraleState } | { error: string } {
  let data: unknown = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch {
      return { error: 'saved Morale is not valid JSON' };
    }
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return { error: 'saved Morale is not an object' };
  const raw = data as Record<string, unknown>;
  if (raw.version !== MORALE_STATE_VERSION)
    return {
      error:
        typeof raw.version === 'number' && raw.version > MORALE_STATE_VERSION
          ? `saved Morale has version ${raw.version}, newer than this page understands (${MORALE_STATE_VERSION})`
          : `saved Morale has no version ${MORALE_STATE_VERSION}`,
    };
  const counts = { start: undefined, morale: undefined, base: 0, baseBonus: 0, baseLostToday: 0 } as const;
  const flags = ['npc', 'boughtToday', 'inBattle', 'routed'] as const;
  const out: Record<string, number | boolean> = {};
  for (const [key, fallback] of Object.entries(counts)) {
    const value = raw[key] ?? fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      return { error: `${key} must be a whole number ≥ 0` };
    out[key] = value;
  }
  for (const key of flags) {
    const value = raw[key] ?? false;
    if (typeof value !== 'boolean') return { error: `${key} must be true or false` };
    out[key] = value;
  }
  const state = { version: MORALE_STATE_VERSION, ...out } as unknown as MoraleState;
  if (state.base > state.baseBonus) return { error: "base must not exceed the Base's bonus" };
  if (!state.inBattle && state.base > 0) return { error: 'base Morale exists only during a Battle' };
  if (state.inBattle && state.routed) return { error: 'a Routed commander is no longer in the Battle' };
  return { state };
}
