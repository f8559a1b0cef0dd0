// The outcome of a roll, built from the rules' result and trace: each card's dice, total and fate, the headline, and
// what the events and the history tell. What the card's details show (each part of a total with its source, the
// decision steps, the rulings) is worked out by outcome-details.ts, loaded when they are opened.
import { msg, str } from '@lit/localize';

import type { AppliedPower } from '../../rules/powers/index.js';
import type { Fate, SideName, SkirmishResult, TraceStep, UnopposedResult } from '../../rules/skirmish/index.js';
import { formatNumber } from '../../shared/localize.js';
import { pileName, sideName } from '../../shared/terms.js';
import { SIDES } from './format.js';
import { type DiscardSetup, readBonus, type SideSetup } from './side-setup.js';
import type { DefensePlay, SkirmishView } from './skirmish-view.js';

export interface OutcomeSide {
  readonly side: SideName;
  readonly name: string;
  readonly commander?: string;
  /** The commander as the page's author wrote it, for display. */
  readonly commanderName?: string;
  readonly cardId?: string;
  /** The id of the roster the card was picked from. */
  readonly roster?: string;
  /** A non-player commander prevents a Kill with 3 Morale, a player character with 1 Influence (AC-SK-8). */
  readonly npc: boolean;
  /** The deciding round's dice; the kept one marked (AC-SK-3/4). */
  readonly dice: readonly { readonly value: number; readonly kept: boolean }[];
  readonly total: number;
  /** After Oathbound and kill prevention. */
  readonly fate: Fate;
}

/** A discarded card that counted (AC-SK-9): it goes to its owner's Disabled pile. */
export interface CountedDiscard {
  readonly by: SideName;
  readonly target: SideName;
  readonly bonus: number;
  readonly name: string;
  readonly cardId?: string;
  /** The id of the roster the card was discarded from. */
  readonly roster?: string;
  readonly commander?: string;
}

export interface Outcome {
  readonly kind: 'skirmish' | 'unopposed';
  /** This element's count of resolved Skirmishes; 0 while the outcome is not resolved yet. */
  readonly number: number;
  readonly sides: readonly OutcomeSide[];
  readonly winner: SideName | null;
  readonly margin: number;
  /** Morale damage to the defending commander (AC-MO-7); 0 in a Skirmish. */
  readonly damage: number;
  readonly result: SkirmishResult | UnopposedResult;
  readonly applied: readonly AppliedPower[];
  readonly discards: readonly CountedDiscard[];
  readonly defensePlay: DefensePlay;
  readonly defenseCommander?: string;
  readonly prevented: Readonly<Partial<Record<SideName, 'influence' | 'morale'>>>;
  /** The Skirmish as it was rolled, and its discards as typed: what the card's details are drawn from. */
  readonly view: SkirmishView;
  readonly discardSetups: readonly DiscardSetup[];
}

/** The number of the deciding round (AC-SK-6: each re-roll is another round). */
export const lastRound = (trace: readonly TraceStep[]): number =>
  Math.max(1, ...trace.map((step) => ('round' in step ? step.round : 1)));

/**
 * The deciding round's trace steps of `kind` for `side` (AC-SK-6: the rounds before it were rolled again).
 * @example deciding(result.trace, 'offense', 'total')[0].value // → 7
 */
export function deciding<K extends TraceStep['kind']>(
  trace: readonly TraceStep[],
  side: SideName,
  kind: K,
): Extract<TraceStep, { kind: K }>[] {
  const last = lastRound(trace);
  return trace.filter(
    (step): step is Extract<TraceStep, { kind: K }> =>
      step.kind === kind && 'side' in step && step.side === side && (!('round' in step) || step.round === last),
  );
}

/**
 * The outcome of `result`, resolved with the fight of `view`.
 * @example buildOutcome(view, resolveSkirmish(...), setups, discards, 'card').winner // → 'offense'
 */
export function buildOutcome(
  view: SkirmishView,
  result: SkirmishResult | UnopposedResult,
  setups: Readonly<Record<SideName, SideSetup>>,
  discards: readonly DiscardSetup[],
  defensePlay: DefensePlay,
): Outcome {
  const trace = result.trace;
  const unopposed = !('winner' in result);
  const name = (side: SideName) => view.sides[side].unit?.name ?? sideName(side);
  const names = { offense: name('offense'), defense: name('defense') };

  const sideOf = (side: SideName): OutcomeSide => {
    const reading = view.sides[side];
    const ruled = deciding(trace, side, 'fate')[0]!.fate;
    // AC-CP: the Oathbound's designated unit is protected (its commander is Oathbound, or a Tactician as one).
    const designated = setups[side].power.oathbound && reading.acting === 'oathbound';
    return {
      side,
      name: names[side],
      ...(reading.commander ? { commander: reading.commander, commanderName: reading.commanderName } : {}),
      ...(reading.cardId ? { cardId: reading.cardId } : {}),
      ...(reading.roster ? { roster: reading.roster } : {}),
      npc: setups[side].npc,
      dice: deciding(trace, side, 'die').map((step) => ({ value: step.value, kept: step.kept })),
      total: deciding(trace, side, 'total')[0]?.value ?? 0,
      fate: designated && view.powers ? view.powers.oathboundFate(ruled) : ruled,
    };
  };

  const sides = unopposed ? [sideOf('offense')] : [sideOf('offense'), sideOf('defense')];
  const winner = unopposed ? 'offense' : result.winner;

  const counted: CountedDiscard[] = [];
  for (const side of SIDES)
    view.sides[side].discards.forEach((index) => {
      const d = discards[index]!;
      const bonus = readBonus(d.bonus, '');
      const { commander, handRoster: roster } = view.sides[d.by];
      counted.push({
        by: d.by,
        target: d.target,
        bonus: 'value' in bonus ? bonus.value : 0,
        name: d.name.trim() || 'a card',
        ...(d.cardId ? { cardId: d.cardId, ...(roster ? { roster } : {}) } : {}),
        ...(commander ? { commander } : {}),
      });
    });

  return {
    kind: unopposed ? 'unopposed' : 'skirmish',
    number: 0,
    sides,
    winner,
    margin: unopposed ? 0 : result.margin,
    damage: unopposed ? result.damage : 0,
    result,
    applied: view.applied,
    discards: counted,
    defensePlay,
    ...(view.sides.defense.commander ? { defenseCommander: view.sides.defense.commander } : {}),
    prevented: {},
    view,
    discardSetups: discards,
  };
}

/**
 * AC-SK-8, R5: the outcome after a commander pays to turn their unit's Kill into Disabled.
 * @example preventKill(outcome, 'defense').sides[1].fate // → 'disabled'
 */
export function preventKill(outcome: Outcome, side: SideName): Outcome {
  const paid = outcome.sides.find((s) => s.side === side)?.npc ? 'morale' : 'influence';
  return {
    ...outcome,
    prevented: { ...outcome.prevented, [side]: paid },
    sides: outcome.sides.map((s) => (s.side !== side || s.fate !== 'killed' ? s : { ...s, fate: 'disabled' })),
  };
}

/**
 * What the roll decided, in one line: the winner and both totals, or the Unopposed unit's total and damage.
 * @example headline(outcome) // → 'Offense wins: Spearmen 7 against Soldier 5'
 */
export function headline({ kind, sides, winner, damage }: Outcome): string {
  const [won, lost] = winner === 'defense' ? [sides[1], sides[0]] : [sides[0], sides[1]];
  if (kind === 'unopposed')
    return msg(str`${won!.name} Unopposed: total ${formatNumber(won!.total)}, ${formatNumber(damage)} Morale damage`);
  if (!winner || !won || !lost) return msg('No winner: both Killed (R1)');
  const [by, against] = [formatNumber(won.total), formatNumber(lost.total)];
  return msg(str`${sideName(winner)} wins: ${won.name} ${by} against ${lost.name} ${against}`);
}

/**
 * One line for the history and the screen reader: the headline, then each card's fate.
 * @example summary(outcome) // → 'Offense wins: Spearmen 7 against Soldier 5. Spearmen Exhausted, Soldier Disabled.'
 */
export const summary = (outcome: Outcome): string =>
  `${headline(outcome)}. ${outcome.sides.map((s) => `${s.name} ${pileName(s.fate)}`).join(', ')}.`;
