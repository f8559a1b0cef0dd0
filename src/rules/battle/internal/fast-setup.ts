// The numbers the fast path (../fast.ts) plays from: each card's Role, Strength and adds, each commander's Morale,
// made once per setup from the state startBattle gives, so that both accept, refuse and start a Battle alike.
import { hasTrait, type Role } from '../../core/index.js';
import { RETINUE_ADD } from '../../economy/index.js';
import type { BattleState, Seat } from '../types.js';

/** Role codes (AC-UN-2): only the Roles the rules of a Battle without powers tell apart. */
export const AGGRESSOR = 1;
export const GUARDIAN = 2;
export const HEALER = 3;
export const SAVANT = 4;
export const EQUIPMENT = 5;
export const RITUAL = 6;
const ROLE_CODE: Partial<Record<Role, number>> = {
  aggressor: AGGRESSOR,
  guardian: GUARDIAN,
  healer: HEALER,
  savant: SAVANT,
  equipment: EQUIPMENT,
  ritual: RITUAL,
};

/** How the commander who chooses the first turn is found (AC-BA-1, R11): given, rolled off, or one d6. */
export const ROLL_OFF_CHOOSER = 2;
export const DIE_CHOOSER = 3;

/** A Battle's cards and commanders as numbers, indexed by card id and by seat. */
export interface FastTables {
  readonly cards: number;
  readonly owner: Uint8Array;
  /** AC-UN-4 */
  readonly fights: Uint8Array;
  readonly role: Uint8Array;
  /** Printed Strength; "-" is 0, as for a Healer's reach (AC-HE-1). */
  readonly strength: Float64Array;
  /** AC-SK-11 */
  readonly reach: Uint8Array;
  readonly ranged: Uint8Array;
  /** AC-EC-6: the Retinue's add. */
  readonly retinue: Int32Array;
  /** AC-SK-9: 1 when the card may be discarded for `discard`. */
  readonly discards: Uint8Array;
  readonly discard: Float64Array;
  /** AC-RI-1: 0 without a Path, else the same number for the same Path. */
  readonly path: Uint8Array;
  /** Each commander's own Morale and the Base's (AC-MO-3) as the Battle begins, and Influence (AC-SK-8). */
  readonly morale: Float64Array;
  readonly base: Float64Array;
  readonly influence: Float64Array;
  readonly npc: Uint8Array;
  /** 0 or 1 (given), ROLL_OFF_CHOOSER (R11) or DIE_CHOOSER (a d6 picks, as playBattle does). */
  readonly chooser: number;
  readonly autoUnable: boolean;
}

/**
 * The tables of `start` (startBattle's state, `chooser` as the setup gives it), or undefined when the fast path
 * does not play it: a commander with a power (AC-CP), or a Strength or discard bonus that is not a whole number.
 */
export function fastTables(start: BattleState, chooser: Seat | 'roll' | undefined): FastTables | undefined {
  if (start.commanders.some((c) => c.power !== undefined)) return undefined;
  const n = start.cards.length;
  const t = {
    cards: n,
    owner: new Uint8Array(n),
    fights: new Uint8Array(n),
    role: new Uint8Array(n),
    strength: new Float64Array(n),
    reach: new Uint8Array(n),
    ranged: new Uint8Array(n),
    retinue: new Int32Array(n),
    discards: new Uint8Array(n),
    discard: new Float64Array(n),
    path: new Uint8Array(n),
    morale: new Float64Array(2),
    base: new Float64Array(2),
    influence: new Float64Array(2),
    npc: new Uint8Array(2),
    chooser: chooser === undefined ? DIE_CHOOSER : chooser === 'roll' ? ROLL_OFF_CHOOSER : chooser,
    autoUnable: start.autoUnable,
  };
  const paths = new Map<string, number>();
  for (const { id, owner, unit, fights, discardBonus, retinue } of start.cards) {
    const strength = unit.strength ?? 0;
    if (!Number.isInteger(strength) || (discardBonus !== undefined && !Number.isInteger(discardBonus)))
      return undefined;
    t.owner[id] = owner;
    t.fights[id] = fights ? 1 : 0;
    t.role[id] = ROLE_CODE[unit.role] ?? 0;
    t.strength[id] = strength;
    t.reach[id] = hasTrait(unit, 'reach') ? 1 : 0;
    t.ranged[id] = hasTrait(unit, 'ranged') ? 1 : 0;
    t.retinue[id] = retinue ? RETINUE_ADD : 0;
    t.discards[id] = discardBonus === undefined ? 0 : 1;
    t.discard[id] = discardBonus ?? 0;
    if (unit.path && !paths.has(unit.path)) paths.set(unit.path, paths.size + 1);
    t.path[id] = unit.path ? paths.get(unit.path)! : 0;
  }
  for (const seat of [0, 1] as const) {
    const c = start.commanders[seat];
    t.morale[seat] = c.morale.morale;
    t.base[seat] = c.morale.base;
    t.influence[seat] = c.influence;
    t.npc[seat] = c.morale.npc ? 1 : 0;
  }
  return t;
}
