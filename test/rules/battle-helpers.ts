// Shared by the Battle tests: units, a d6 of given rolls, one step that must pass or be refused,
// piles by name, and two commanders (Ayla, a player character; the Brigands, non-player).
import { expect } from '@open-wc/testing';

import {
  type BattleAction,
  type BattleState,
  battleStep,
  type CommanderSetup,
  type D6,
  startBattle,
  totalMorale,
  type Unit,
} from '../../src/rules/index.js';

export const spearmen: Unit = { name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel', traits: ['reach'] };
export const soldier: Unit = { name: 'Soldier', strength: 2, role: 'trooper', path: 'steel' };
export const banner: Unit = { name: 'Banner', strength: null, role: 'equipment' };
export const raiders: Unit = { name: 'Raiders', strength: 2, role: 'aggressor' };
export const shieldWall: Unit = { name: 'Shield Wall', strength: 2, role: 'guardian' };
export const sage: Unit = { name: 'Sage', strength: 1, role: 'savant', path: 'mind' };
export const medic: Unit = { name: 'Medic', strength: 1, role: 'healer', path: 'faith' };
export const knight: Unit = { name: 'Knight', strength: 4, role: 'aggressor', path: 'steel' };
export const rite: Unit = { name: 'Rite of Steel', strength: null, role: 'ritual', path: 'steel' };
export const prayer: Unit = { name: 'Prayer', strength: null, role: 'ritual', path: 'faith' };

/** A d6 that gives exactly these rolls; `left()` tells how many were not used. */
export function dice(rolls: readonly number[]): D6 & { left: () => number } {
  let i = 0;
  const d6 = () => {
    if (i >= rolls.length) throw new RangeError(`more than the ${rolls.length} dice given`);
    return rolls[i++]!;
  };
  return Object.assign(d6, { left: () => rolls.length - i });
}

/** One accepted step; throws the refusal otherwise. Rolls, when given, must all be used. */
export function step(state: BattleState, action: BattleAction, rolls?: readonly number[]): BattleState {
  const d6 = rolls && dice(rolls);
  const r = battleStep(state, action, d6);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  if (d6) expect(d6.left(), 'dice left over').to.equal(0);
  return r.state;
}

/** The refusal text of a step that must be refused. */
export function refusal(state: BattleState, action: BattleAction, d6?: D6): string {
  const r = battleStep(state, action, d6);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  return r.reason;
}

export const piles = (s: BattleState, seat: 0 | 1) => {
  const c = s.commanders[seat];
  const names = (ids: readonly number[]) => ids.map((id) => s.cards[id]!.unit.name);
  return {
    hand: names(c.hand),
    exhausted: names(c.exhausted),
    disabled: names(c.disabled),
    killed: names(c.killed),
  };
};
export const morale = (s: BattleState, seat: 0 | 1) => totalMorale(s.commanders[seat].morale);

export const ayla = (army: CommanderSetup['army'], more: Partial<CommanderSetup> = {}): CommanderSetup => ({
  name: 'Ayla',
  morale: 7,
  influence: 1,
  army,
  ...more,
});
export const brigands = (army: CommanderSetup['army'], more: Partial<CommanderSetup> = {}): CommanderSetup => ({
  name: 'Brigands',
  morale: 5,
  npc: true,
  army,
  ...more,
});
export const battle = (a: CommanderSetup, b: CommanderSetup, chooser: 0 | 1 = 0) =>
  startBattle({ commanders: [a, b], chooser });
/** A Battle already at Ayla's (commander 0's) first Offense. */
export const begun = (a: CommanderSetup, b: CommanderSetup, first: 0 | 1 = 0) =>
  step(battle(a, b), { type: 'choose-first', first });
