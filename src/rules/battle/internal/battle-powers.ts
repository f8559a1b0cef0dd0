// Commander powers that act during a Battle beyond a Skirmish's totals (AC-CP): Battlemage (R13),
// Rogue (R15), Etherealist (R16) and the Psionicist's draw (R10). The Cleric is with the aftermath.
import type { D6 } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { gainFromCard } from '../../morale/index.js';
import { recordPowerUse } from '../../powers/index.js';
import type { Seat } from '../types.js';
import { battlemageRolls, ownCardInSkirmish } from './power-checks.js';
import { drawRandom } from './random.js';
import { cardName, morale, name, type NextState, pending, say, update, without } from './working-state.js';

/** Counts one use of the commander's limited power (checked before). */
function countUse(d: NextState, seat: Seat): void {
  const c = d.commanders[seat];
  const r = recordPowerUse(c.power!.classId, c.powerUse);
  if (r.ok) update(d, seat, { powerUse: r.usage });
}

/**
 * AC-SK-9, AC-HE-1: a card the commander discarded goes to Disabled, or to Exhausted on a
 * Battlemage's 5 or 6, which succeeds once per Phase (R13).
 */
export function discardTo(d: NextState, seat: Seat, card: number, d6: D6 | undefined): void {
  let pile: 'disabled' | 'exhausted' = 'disabled';
  if (d6 && battlemageRolls(d, seat)) {
    const roll = checkedDie(d6);
    if (roll >= 5) {
      pile = 'exhausted';
      countUse(d, seat);
    }
    const key = pile === 'exhausted' ? 'battlemage-exhausted' : 'battlemage-disabled';
    say(d, 'power', 'R13', key, { roll, card: cardName(d, card) }, seat);
  }
  const c = d.commanders[seat];
  update(d, seat, pile === 'exhausted' ? { exhausted: [...c.exhausted, card] } : { disabled: [...c.disabled, card] });
}

/** AC-CP Rogue, R15: a d6 for each enemy unit in `killed`; on 4 or more the Rogue gains 1 Morale. */
export function rogueRolls(d: NextState, rogue: Seat, killed: readonly number[], d6: D6): void {
  if (d.commanders[rogue].power?.classId !== 'rogue') return;
  for (const id of killed) {
    if (d.cards[id]!.owner === rogue) continue;
    const roll = checkedDie(d6);
    const gains = roll >= 4;
    say(d, 'power', 'R15', gains ? 'rogue-gains' : 'rogue', { roll, card: cardName(d, id) }, rogue);
    if (gains) morale(d, rogue, gainFromCard(d.commanders[rogue].morale, 1)); // AC-MO-4: may pass the start
  }
}

/** AC-CP Etherealist, R16: the hand card takes the place of the commander's card in the Skirmish. */
export function exchange(d: NextState, card: number): void {
  const seat = d.actor;
  const out = ownCardInSkirmish(d, seat)!;
  const c = d.commanders[seat];
  update(d, seat, { hand: [...without(c.hand, card), out] });
  countUse(d, seat);
  d.pending = pending(d.pending!, seat === d.turn ? { offense: card } : { defense: card });
  say(d, 'power', 'R16', 'exchanges', { card: cardName(d, card), out: cardName(d, out) }, seat);
}

/** AC-CP Psionicist, R10: the hand is shuffled and a card that can fight is drawn with the d6. */
export function psionicDraw(d: NextState, d6: D6): number {
  const seat = d.actor;
  const fighters = d.commanders[seat].hand.filter((id) => d.cards[id]!.fights);
  say(d, 'power', 'R10', 'psionic-draw', { commander: name(d, seat) }, seat);
  return drawRandom(fighters, 1, d6)[0]!;
}
