// What <skirmish-resolver> tells the other widgets: the resolved Skirmish or Unopposed attack (rosters move the
// cards, trackers take the Morale damage), and a Kill prevented. Pure: the element dispatches what these return.
import {
  KillPreventedEvent,
  MoraleDamageEvent,
  SkirmishResolvedEvent,
  UnopposedResolvedEvent,
} from '../../events/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import type { Outcome, OutcomeSide } from './outcome.js';

/** A side of the outcome as other widgets name its card: by commander and card id when known. */
function cardOf(outcome: Outcome, side: SideName) {
  const s = outcome.sides.find((x) => x.side === side);
  return {
    ...(s?.commander ? { commander: s.commander } : {}),
    ...(s?.cardId ? { cardId: s.cardId } : {}),
    ...(s?.roster ? { roster: s.roster } : {}),
    name: s?.name ?? '',
    fate: s?.fate ?? 'exhausted',
  };
}

/** The events of a resolved outcome: the Skirmish, or the Unopposed attack and its Morale damage (AC-MO-7). */
export function resolvedEvents(outcome: Outcome): Event[] {
  const { result, number, discards, applied: powers } = outcome;
  if ('winner' in result)
    return [
      new SkirmishResolvedEvent({
        offense: cardOf(outcome, 'offense'),
        defense: cardOf(outcome, 'defense'),
        winner: result.winner,
        margin: result.margin,
        rerolls: result.rerolls,
        result,
        number,
        discards,
        powers,
      }),
    ];
  const commander = outcome.defenseCommander;
  const play = outcome.defensePlay === 'unable' ? 'unable' : 'pass';
  const unopposed = new UnopposedResolvedEvent({
    offense: cardOf(outcome, 'offense'),
    defense: { ...(commander ? { commander } : {}), play },
    total: result.total,
    damage: result.damage,
    result,
    number,
    discards,
    powers,
  });
  if (!commander || result.damage === 0) return [unopposed];
  const reason = `Unopposed ${outcome.sides[0]?.name ?? 'unit'} (total ${result.total})`;
  return [unopposed, new MoraleDamageEvent({ commander, amount: result.damage, reason, rule: 'AC-MO-7' })];
}

/** AC-SK-8, R5: a Killed card saved for 1 Influence (player character) or 3 Morale (non-player, also sent as damage). */
export function killPreventedEvents({ commander, cardId, roster, name, npc }: OutcomeSide, side: SideName): Event[] {
  const prevented = new KillPreventedEvent({
    ...(commander ? { commander } : {}),
    name,
    paid: npc ? { morale: 3 } : { influence: 1 },
    ...(cardId ? { cardId } : {}),
    ...(roster ? { roster } : {}),
    side,
  });
  if (!npc || !commander) return [prevented];
  return [
    prevented,
    new MoraleDamageEvent({ commander, amount: 3, reason: `Saved ${name} from the Kill`, rule: 'AC-SK-8' }),
  ];
}
