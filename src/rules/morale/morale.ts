/**
 * Morale and Routing (AC-MO), as plain data and pure transitions for `<morale-tracker>`.
 *
 * A commander's Morale is two pools: their own (`morale`) and, while defending a Base in a Battle,
 * the Base's (`base`, AC-MO-3). Their sum is the Morale the rules speak of ({@link totalMorale}).
 * Every transition returns `{ ok: true, state, notes }` (notes name the rules applied, for a log)
 * or `{ ok: false, reason, rule }`; none throws and none changes its input, so a widget may also
 * call one just to preview it (e.g. "this would Rout you").
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
import type { D6, RuleNote, Unit } from '../core/index.js';
import { checkedDie } from '../core/index.js';
import { LUNARI_PER_MORALE, wholeNumber } from '../economy/index.js';

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

export type MoraleResult =
  | { readonly ok: true; readonly state: MoraleState; readonly notes: readonly RuleNote[]; readonly lunari?: number }
  | { readonly ok: false; readonly reason: string; readonly rule: string };

/** AC-SK-8: what a non-player commander spends to turn a Kill into Disabled. */
export const KILL_PREVENTION_MORALE = 3;
/** AC-HE-1 */
export const HEALER_MORALE = 1;

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
 * The commander's Morale as the rules count it: own Morale plus the Base's (AC-MO-3).
 * @example totalMorale({ ...createMoraleState({ level: 6 }), base: 2 }) // → 9
 */
export const totalMorale = (state: MoraleState): number => state.morale + state.base;

const refuse = (rule: string, reason: string): MoraleResult => ({ ok: false, reason, rule });
const done = (state: MoraleState, notes: RuleNote[], lunari?: number): MoraleResult =>
  lunari === undefined ? { ok: true, state, notes } : { ok: true, state, notes, lunari };

/** Why `points` is not a whole number of Morale ≥ `min`, or null when it is. */
function badPoints(points: number, min: number): string | null {
  return Number.isInteger(points) && points >= min ? null : `Morale must be a whole number ≥ ${min}, not ${points}`;
}

/**
 * Takes Morale away: the Base pool first (AC-MO-3), never below 0 (AC-MO-9), Routing at 0 in a
 * Battle (AC-MO-2). `notes` gets what happened appended.
 */
function takeMorale(state: MoraleState, points: number, notes: RuleNote[]): MoraleState {
  const fromBase = Math.min(state.base, points);
  if (fromBase > 0) notes.push({ rule: 'AC-MO-3', text: `${fromBase} from the Base's Morale, used up for the Day` });
  const morale = Math.max(0, state.morale - (points - fromBase)); // AC-MO-9
  const next = { ...state, morale, base: state.base - fromBase, baseLostToday: state.baseLostToday + fromBase };
  return routIfBroken(next, notes);
}

function routIfBroken(state: MoraleState, notes: RuleNote[]): MoraleState {
  if (!state.inBattle || totalMorale(state) > 0) return state;
  notes.push({ rule: 'AC-MO-2', text: 'Morale 0: Routed, the Battle is lost' });
  return { ...state, inBattle: false, routed: true, base: 0, baseBonus: 0 };
}

/** Refuses unless in a Battle. */
const needBattle = (state: MoraleState, rule: string, what: string): MoraleResult | null =>
  state.inBattle ? null : refuse(rule, `${what} happens only during a Battle`);

/** Spends Morale the commander must have (spending, unlike losing, cannot go past 0). */
function spend(state: MoraleState, points: number, rule: string, what: string, lunari?: number): MoraleResult {
  const bad = badPoints(points, 1);
  if (bad) return refuse(rule, bad);
  if (totalMorale(state) < points)
    return refuse(rule, `${what} needs ${points} Morale; only ${totalMorale(state)} left`);
  const notes: RuleNote[] = [{ rule, text: `${what}: −${points} Morale` }];
  return done(takeMorale(state, points, notes), notes, lunari);
}

/**
 * AC-MO-3, AC-MO-9, AC-MO-2: loses Morale for any reason the other transitions do not name (an
 * event, a power). Never below 0; at 0 in a Battle the commander is Routed.
 * @example lose(createMoraleState({ level: 6 }), 2) // → { ok: true, state: { …, morale: 5 }, notes }
 */
export function lose(state: MoraleState, points: number, why = 'Morale lost'): MoraleResult {
  const bad = badPoints(points, 0);
  if (bad) return refuse('AC-MO-9', bad);
  const held = totalMorale(state);
  // AC-MO-9 is said only when it cut the loss short.
  const cut = points > held ? ` (only ${held} to lose: never below 0)` : '';
  const notes: RuleNote[] = [{ rule: 'AC-MO-9', text: `${why}: −${points} Morale${cut}` }];
  return done(takeMorale(state, points, notes), notes);
}

/**
 * AC-MO-6: passing on Offense with a legal card in hand ends the turn and costs 1 Morale (being
 * Unable costs nothing: do not call this). Battle only.
 * @example passedOnOffense(ayla) // Ayla in a Battle at 7 → { ok: true, state: { …, morale: 6 }, notes }
 */
export function passedOnOffense(state: MoraleState): MoraleResult {
  const refused = needBattle(state, 'AC-MO-6', 'Passing on Offense');
  if (refused) return refused;
  const notes: RuleNote[] = [{ rule: 'AC-MO-6', text: 'Passed on Offense: −1 Morale' }];
  return done(takeMorale(state, 1, notes), notes);
}

/**
 * AC-MO-7, R3: an Unopposed unit deals `damage` Morale (compute it from the unit's total with
 * `unopposedDamage`). Never below 0; Battle only.
 * @example unopposed(ayla, unopposedDamage(9)) // Ayla in a Battle at 7 → { ok: true, state: { …, morale: 5 }, notes }
 */
export function unopposed(state: MoraleState, damage: number): MoraleResult {
  const refused = needBattle(state, 'AC-MO-7', 'Unopposed damage');
  if (refused) return refused;
  const bad = badPoints(damage, 0);
  if (bad) return refuse('AC-MO-7', bad);
  const notes: RuleNote[] = [{ rule: 'AC-MO-7', text: `Unopposed unit: −${damage} Morale` }];
  return done(takeMorale(state, damage, notes), notes);
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
  const notes: RuleNote[] = [{ rule, text: `${why}: +${points} Morale given back` }];
  const lifted = state.routed && points > 0;
  if (lifted) notes.push({ rule: 'AC-MO-2', text: 'the Rout is lifted: the Battle goes on' });
  const morale = state.morale + points;
  return done(lifted ? { ...state, morale, routed: false, inBattle: true } : { ...state, morale }, notes);
}

/**
 * AC-MO-4: Morale gained from a card. In a Battle it may go beyond the start; outside one it stops
 * at the start (ruling, see the module notes).
 * @example gainFromCard(ayla, 2) // Ayla (start 7) in a Battle at 7 → { ok: true, state: { …, morale: 9 }, notes }
 */
export function gainFromCard(state: MoraleState, points: number): MoraleResult {
  const bad = badPoints(points, 0);
  if (bad) return refuse('AC-MO-4', bad);
  const cap = state.inBattle ? Infinity : Math.max(state.start, state.morale);
  const morale = Math.min(cap, state.morale + points);
  const capped = morale < state.morale + points ? ` (outside a Battle, not beyond the start of ${state.start})` : '';
  return done({ ...state, morale }, [{ rule: 'AC-MO-4', text: `Gained ${morale - state.morale} Morale${capped}` }]);
}

/**
 * AC-MO-5: how much Morale may be bought right now, or why none.
 * @example buyableMorale({ ...createMoraleState({ level: 6 }), morale: 4 }) // → { points: 3 }
 */
export function buyableMorale(state: MoraleState): { points: number; reason?: string } {
  if (state.inBattle) return { points: 0, reason: 'Morale cannot be bought during a Battle' };
  if (state.boughtToday) return { points: 0, reason: 'Morale was already bought today (once per Day)' };
  const points = Math.max(0, state.start - state.morale);
  return points > 0 ? { points } : { points: 0, reason: `Morale is already at its start of ${state.start}` };
}

/**
 * AC-MO-5: buys Morale at 5 lunari a point: once per Day, outside a Battle, not beyond the start.
 * `lunari` is the price.
 * @example buyMorale({ ...createMoraleState({ level: 6 }), morale: 4 }, 3) // → { ok: true, lunari: 15, state: { …, morale: 7, boughtToday: true } }
 */
export function buyMorale(state: MoraleState, points: number): MoraleResult {
  const bad = badPoints(points, 1);
  if (bad) return refuse('AC-MO-5', bad);
  const { points: max, reason } = buyableMorale(state);
  if (reason) return refuse('AC-MO-5', reason);
  if (points > max) return refuse('AC-MO-5', `at most ${max} Morale can be bought: not beyond the start`);
  const lunari = points * LUNARI_PER_MORALE;
  const notes = [{ rule: 'AC-MO-5', text: `Bought ${points} Morale for ${lunari} lunari` }];
  return done({ ...state, morale: state.morale + points, boughtToday: true }, notes, lunari);
}

/**
 * AC-HE-1: spends 1 Morale to use a Healer after a Skirmish. Battle only; refused at 0.
 * @example spendForHealer(ayla) // Ayla in a Battle at 7 → { ok: true, state: { …, morale: 6 }, notes }
 */
export function spendForHealer(state: MoraleState): MoraleResult {
  return needBattle(state, 'AC-HE-1', 'Using a Healer') ?? spend(state, HEALER_MORALE, 'AC-HE-1', 'Healer used');
}

/**
 * AC-SK-8, R5: a non-player commander spends 3 Morale to turn a Kill into Disabled. Refused for a
 * player character (they spend 1 Influence), outside a Battle, or with less than 3 Morale. Spending
 * the last 3 Routs the commander (see the module notes).
 * @example preventKill(bandit) // non-player, in a Battle at 5 → { ok: true, state: { …, morale: 2 }, notes }
 */
export function preventKill(state: MoraleState): MoraleResult {
  if (!state.npc)
    return refuse('AC-SK-8', 'A player-character commander spends 1 Influence, not Morale, to prevent a Kill');
  return (
    needBattle(state, 'AC-SK-8', 'Preventing a Kill') ??
    spend(state, KILL_PREVENTION_MORALE, 'AC-SK-8', 'Kill prevented (Disabled instead)')
  );
}

/**
 * AC-EC-2: spends excess Morale (any Morale held outside a Battle, see the module notes) to lower
 * upkeep by 5 lunari a point; `lunari` is the reduction. Refused in a Battle or beyond what is held.
 * @example spendForUpkeep(createMoraleState({ level: 6 }), 2) // → { ok: true, lunari: 10, state: { …, morale: 5 } }
 */
export function spendForUpkeep(state: MoraleState, points: number): MoraleResult {
  if (state.inBattle) return refuse('AC-EC-2', 'Upkeep is paid between Battles, not during one');
  const held = totalMorale(state);
  if (Number.isInteger(points) && points > held)
    return refuse('AC-EC-2', held ? `only ${held} left to spend, not ${points}` : 'no Morale left to spend');
  return spend(state, points, 'AC-EC-2', 'Spent on upkeep', points * LUNARI_PER_MORALE);
}

/**
 * Spends Morale that a commander power or card asks for (e.g. "spend a Morale"), in or out of a
 * Battle. Refused when the commander has less than `points`.
 * @example spendMorale(createMoraleState({ level: 6 }), 1, 'Necromancer') // → { ok: true, state: { …, morale: 6 }, notes }
 */
export function spendMorale(state: MoraleState, points: number, why = 'Power used'): MoraleResult {
  return spend(state, points, 'AC-CP', why);
}

/**
 * AC-MO-3, AC-MO-2: a Battle begins. `baseMorale` is the bonus of the Base the commander defends
 * (0 or omitted: none); what is left of it today goes into the Base pool. At 0 Morale the commander
 * is Routed at once. Refused when a Battle is already on.
 * @example enterBattle(createMoraleState({ level: 6 }), { baseMorale: 2 }) // → { ok: true, state: { …, morale: 7, base: 2, inBattle: true }, notes }
 */
export function enterBattle(state: MoraleState, opts: { readonly baseMorale?: number } = {}): MoraleResult {
  if (state.inBattle) return refuse('AC-BA-1', 'A Battle is already on: end it first');
  const baseBonus = opts.baseMorale ?? 0;
  const bad = badPoints(baseBonus, 0);
  if (bad) return refuse('AC-MO-3', `Base ${bad}`);
  const base = Math.max(0, baseBonus - state.baseLostToday);
  const notes: RuleNote[] = [{ rule: 'AC-BA-1', text: 'Battle started' }];
  if (baseBonus > 0) {
    const usedUp = baseBonus - base;
    const text = `Defending a Base: +${base} Morale, lost first${usedUp ? ` (${usedUp} used up today)` : ''}`;
    notes.push({ rule: 'AC-MO-3', text });
  }
  return done(routIfBroken({ ...state, inBattle: true, routed: false, base, baseBonus }, notes), notes);
}

/**
 * AC-BA-4: the Battle is over. The Base's Morale leaves with it (what was not lost is not used up).
 * Ending when no Battle is on changes nothing.
 * @example leaveBattle(ayla) // Ayla in a Battle at a Base → { ok: true, state: { …, inBattle: false, base: 0 }, notes }
 */
export function leaveBattle(state: MoraleState): MoraleResult {
  if (!state.inBattle) return done(state, []);
  return done({ ...state, inBattle: false, base: 0, baseBonus: 0 }, [{ rule: 'AC-BA-4', text: 'Battle ended' }]);
}

/**
 * AC-MO-3: an effect restores the Base's Morale bonus: nothing of it is used up any more, and in a
 * Battle at the Base the pool is full again.
 * @example restoreBase(ayla) // Ayla at a Base of 2, 2 lost → { ok: true, state: { …, base: 2, baseLostToday: 0 }, notes }
 */
export function restoreBase(state: MoraleState): MoraleResult {
  const notes = [{ rule: 'AC-MO-3', text: "Base's Morale bonus restored" }];
  return done({ ...state, base: state.baseBonus, baseLostToday: 0 }, notes);
}

/**
 * AC-MO-8, AC-MO-5, AC-MO-3: a new Day (the refresh): Morale back to the start, the Base's bonus
 * whole again, buying allowed again, no Battle on, no longer Routed.
 * @example newDay(ayla) // Ayla (start 7) Routed at 0 → { ok: true, state: { …, morale: 7, routed: false }, notes }
 */
export function newDay(state: MoraleState): MoraleResult {
  const next = createMoraleState({ start: state.start, npc: state.npc });
  return done(next, [{ rule: 'AC-MO-8', text: `New Day: Morale refreshed to ${state.start}` }]);
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

/** AC-MO-2: a unit in the Disabled or Exhausted pile is Killed on a 5 or 6. */
export const ROUT_KILL_CHANCE = 1 / 3;

export interface RoutRoll<U extends Unit> {
  readonly unit: U;
  readonly roll: number;
  readonly killed: boolean;
}

/**
 * AC-MO-2: the opponent rolls a d6 for each of the Routed commander's units in the Disabled or
 * Exhausted piles (pass only those); 5 or 6 Kills it. Rituals are not units (AC-UN-4): they get no
 * die. Dice are drawn from `d6` in the order of `units`. RangeError if `d6` gives anything but 1–6.
 * @example routRolls([spearmen, archers], fixedD6([5, 2])) // → [{ unit: spearmen, roll: 5, killed: true }, { unit: archers, roll: 2, killed: false }]
 */
export function routRolls<U extends Unit>(units: readonly U[], d6: D6): RoutRoll<U>[] {
  return units
    .filter((unit) => unit.role !== 'ritual')
    .map((unit) => {
      const roll = checkedDie(d6);
      return { unit, roll, killed: roll >= 5 };
    });
}

/**
 * AC-MO-2: the chances of a Rout for `units` units in the Disabled and Exhausted piles: each is
 * Killed with probability 1/3; `killed[k]` is the chance that exactly k are.
 * @example routOdds(2) // → { perUnit: 1/3, expectedKilled: 2/3, noneKilled: 4/9, killed: [4/9, 4/9, 1/9] }
 */
export function routOdds(units: number): {
  perUnit: number;
  expectedKilled: number;
  noneKilled: number;
  killed: number[];
} {
  const n = wholeNumber(units, 'units');
  let killed = [1];
  for (let i = 0; i < n; i++)
    killed = [...killed, 0].map((p, k) => p * (1 - ROUT_KILL_CHANCE) + (k > 0 ? killed[k - 1]! : 0) * ROUT_KILL_CHANCE);
  return { perUnit: ROUT_KILL_CHANCE, expectedKilled: n * ROUT_KILL_CHANCE, noneKilled: killed[0]!, killed };
}
