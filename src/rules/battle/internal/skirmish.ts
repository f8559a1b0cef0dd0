// The pending Skirmish of a Battle state as the object API's input (`resolveSkirmish`, `skirmishOdds`): what the
// board shows of it (current.ts) and the table's roll card (table/roll-card.ts) read. The Battle engine resolves it
// on its own numbers (work-skirmish.ts), with the same cores (skirmish/core.ts).
import type { D6, Unit } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { RETINUE_ADD } from '../../economy/index.js';
import type { CommanderPowerChoice } from '../../powers/index.js';
import type { Side } from '../../skirmish/index.js';
import type { BattleState, Seat, SkirmishChoice } from '../types.js';

/** The commander's power choice for the resolver, with the Illusionist's die rolled now. */
export function choiceFor(
  d: BattleState,
  seat: Seat,
  choice: SkirmishChoice,
  d6: D6,
): CommanderPowerChoice | undefined {
  const c = d.commanders[seat];
  if (!c.power) return undefined;
  return {
    classId: c.power.chosen,
    tacticianAs: c.power.tacticianAs,
    usage: c.powerUse,
    changeRole: choice.changeRole,
    shapeshiftTo: choice.shapeshiftTo,
    evokeFor: choice.evokeFor,
    illusionFor: choice.illusionFor,
    illusionRoll: choice.illusionFor ? checkedDie(d6) : undefined,
    dervishAgainst: c.power.dervishAgainst,
    psionic: choice.psionic,
  };
}

/** One side of the Skirmish: the card, its discard bonuses (AC-SK-9) and Retinue +1 (AC-EC-6). */
export function sideOf(d: BattleState, card: number, cardBonuses: readonly number[]): Side {
  const { unit, retinue } = d.cards[card]!;
  const side: { unit: Unit; cardBonuses?: readonly number[]; otherBonus?: number } = { unit };
  if (cardBonuses.length) side.cardBonuses = cardBonuses;
  if (retinue) side.otherBonus = RETINUE_ADD; // AC-EC-6
  return side;
}
