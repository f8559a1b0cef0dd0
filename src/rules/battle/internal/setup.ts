// A Battle's first state from its setup (AC-BA-1): cards into hand, Morale into the Battle, the commanders' powers as
// given (the units powers bring join by the engine, R7, R8: startBattle).
import { whyCannotFight } from '../../core/index.js';
import { createMoraleState, enterBattle, type MoraleState } from '../../morale/index.js';
import { type CommanderClassId, effectiveClass, NO_POWER_USE } from '../../powers/index.js';
import type { BattleCard, BattleSetup, CommanderSetup, CommanderState, Seat } from '../types.js';
import type { NextState } from './working-state.js';

/** The classes whose power brings a unit into the Battle (R7, R8). */
export const bringsUnit = (id: CommanderClassId | undefined): id is 'chirurgeon' | 'chaplain' =>
  id === 'chirurgeon' || id === 'chaplain';

/** AC-BA-1: the state before the first decision. Throws a RangeError for a bad setup. */
export function buildBattle(setup: BattleSetup): NextState {
  const { chooser = 0 } = setup;
  if (chooser !== 0 && chooser !== 1 && chooser !== 'roll')
    throw new RangeError(`the chooser is commander 0 or 1, or 'roll' (AC-BA-1), not ${String(chooser)}`);
  const cards: BattleCard[] = [];
  const commanders = setup.commanders.map((cs, i) => commanderOf(cs, i as Seat, cards)) as unknown as [
    CommanderState,
    CommanderState,
  ];
  // The engine's piles are 32-bit masks: the armies, and the 2 units powers may bring (R7, R8)
  if (cards.length > 30) throw new RangeError(`a Battle plays at most 30 cards of the armies, not ${cards.length}`);
  const first: Seat = chooser === 'roll' ? 0 : chooser;
  // Every field is present from the start (undefined when unset): one object shape for every
  // state keeps the copies in battleStep cheap.
  const d: NextState = {
    cards,
    commanders,
    step: chooser === 'roll' ? 'roll-chooser' : 'choose-first',
    actor: first,
    phase: 1,
    turn: first,
    firstPlayer: undefined,
    pending: undefined,
    declines: 0,
    queue: [],
    aftermathOf: undefined,
    killedNow: [],
    lastDefender: undefined,
    lastPass: undefined,
    routed: undefined,
    winner: undefined,
    end: undefined,
    log: null,
    autoUnable: setup.autoUnable ?? false,
    questions: [],
    revealed: [],
  };
  return d;
}

/** One commander's state: the army into hand (AC-BA-1), Morale entering the Battle (AC-MO-3), the power. */
function commanderOf(cs: CommanderSetup, seat: Seat, cards: BattleCard[]): CommanderState {
  const hand: number[] = [];
  for (const entry of cs.army) {
    const card = 'unit' in entry ? entry : { unit: entry };
    const { unit } = card;
    const id = cards.length;
    const fights = whyCannotFight(unit) === null; // AC-UN-4
    cards.push({
      id,
      owner: seat,
      unit,
      fights,
      discardBonus: card.discardBonus,
      retinue: card.retinue ?? false,
      grantedBy: undefined,
    });
    hand.push(id);
  }
  const day: MoraleState =
    typeof cs.morale === 'number' ? createMoraleState({ start: cs.morale, npc: cs.npc ?? false }) : cs.morale;
  const entered = enterBattle(day, { baseMorale: cs.baseMorale ?? 0 }); // AC-MO-3
  if (!entered.ok) throw new RangeError(`${cs.name}: ${entered.reason}`);
  let power: CommanderState['power'];
  if (cs.power) {
    const eff = effectiveClass(cs.power.classId, cs.power.tacticianAs);
    if ('reason' in eff) throw new RangeError(`${cs.name}: ${eff.reason}`);
    const { oathbound, tacticianAs, dervishAgainst, usedToday, powerUnit } = cs.power;
    if (oathbound !== undefined && !(Number.isInteger(oathbound) && oathbound >= 0 && oathbound < cs.army.length))
      throw new RangeError(`${cs.name}: Oathbound must name a unit of the army (index ${oathbound})`);
    power = {
      chosen: cs.power.classId,
      classId: eff.classId,
      ...(tacticianAs !== undefined ? { tacticianAs } : {}),
      ...(dervishAgainst !== undefined ? { dervishAgainst } : {}),
      ...(oathbound !== undefined ? { oathbound: hand[oathbound]! } : {}),
      ...(usedToday ? { usedToday } : {}),
      ...(powerUnit === false ? { powerUnit: null } : {}), // R11: not asked then
    };
  }
  return {
    name: cs.name,
    morale: entered.state,
    influence: cs.influence ?? 0,
    hand,
    exhausted: [],
    disabled: [],
    killed: [],
    ritualsThisBattle: 0,
    ritualsThisPhase: 0,
    power,
    powerUse: NO_POWER_USE,
  };
}
