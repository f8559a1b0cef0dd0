/**
 * The Battle engine's legal actions in the order `legalActions` lists them (issue 28): `listActions` lists
 * cards by id, the board and the greedy commander read them in each pile's order (the order stamps). Only the board's
 * path and the greedy commander's rarer steps sort; a random playout needs no order.
 */
import { ROLES } from '../../core/index.js';
import type { BattleAction } from '../types.js';
import { actionOf } from './work-actions.js';
import * as L from './work-layout.js';
import { listActions } from './work-legal.js';
import { STAMP, W } from './work-state.js';

/** Where each Role (by code) stands in `ROLES`: the order of a Shapeshifter's variants of a card. */
const ROLE_RANK = Object.entries(L.ROLE_CODES).reduce<number[]>((rank, [role, code]) => {
  rank[code] = ROLES.indexOf(role as (typeof ROLES)[number]);
  return rank;
}, []);

/** A card's variants in order: plain, the Role change, then each new Role in the order of `ROLES`. */
const variantRank = (arg: number): number =>
  arg & L.CH_ROLE ? 1 : arg & L.CH_SHAPE ? 2 + ROLE_RANK[((arg & L.CH_SHAPE) >> 4) - 1]! : 0;

/**
 * Whether action code `a` comes before `b`, one of the same type, in today's order: a card's pile order, a heal's
 * Healer in hand order and then the Disabled cards before the Exhausted ones (AC-HE-1), the Mender's cards in the
 * order revealed (R12); actions of one card (or none) keep the order listed (false).
 */
export function before(a: number, b: number): boolean {
  const card = (a >> 5) & 31;
  const other = (b >> 5) & 31;
  switch (a & 31) {
    case L.A_MENDER_DISABLE:
      return card === W[L.REVEALED] && other !== card;
    case L.A_HEAL: {
      if (card !== other) break;
      const disabled = W[L.DISABLED + W[L.ACTOR]!]!;
      const [to, from] = [(a >> 10) & 31, (b >> 10) & 31];
      const [toDisabled, fromDisabled] = [(disabled >> to) & 1, (disabled >> from) & 1];
      return toDisabled !== fromDisabled ? toDisabled > fromDisabled : STAMP[to]! < STAMP[from]!;
    }
    case L.A_OFFENSE:
    case L.A_DEFENSE:
      if (card === other) return variantRank(a >> 10) < variantRank(b >> 10);
  }
  return STAMP[card]! < STAMP[other]!;
}

/** Sorts the `n` codes of `out` (as `listActions` lists them: one run per type) into today's order, in place. */
export function sortActions(out: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const code = out[i]!;
    let j = i - 1;
    for (; j >= 0 && (out[j]! & 31) === (code & 31) && before(code, out[j]!); j--) out[j + 1] = out[j]!;
    out[j + 1] = code;
  }
}

const ACTIONS = new Int32Array(256);

/** Each code's action, made once: a board or a simulation lists the same few actions at almost every step. */
const MADE = new Map<number, BattleAction>();
export function made(code: number): BattleAction {
  let action = MADE.get(code);
  if (!action) MADE.set(code, (action = actionOf(code)));
  return action;
}

/** Every legal action now as `BattleAction`s, in the order `legalActions` lists them. */
export function orderedActions(): BattleAction[] {
  const n = listActions(ACTIONS);
  sortActions(ACTIONS, n);
  return Array.from(ACTIONS.subarray(0, n), made);
}
