// The outcome card's content, built from the rules' result and trace: each side's dice, the parts of
// its total with their sources, the decision steps, the fates, and the rulings that applied.
import { type RuleNote } from '../../rules/core/index.js';
import { type AppliedPower, oathboundFate } from '../../rules/powers/index.js';
import {
  type Fate,
  type SideName,
  type SkirmishResult,
  type TraceStep,
  type UnopposedResult,
} from '../../rules/skirmish/index.js';
import { type PartLine, partLines, partSources } from './breakdown.js';
import { FATES, other, SIDES, sideWord } from './format.js';
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
  /** How the side rolls, e.g. "2d6, keep the higher: Aggressor on Offense", and the rule. */
  readonly roll: RuleNote;
  readonly parts: readonly PartLine[];
  readonly total: number;
  /** After Oathbound and kill prevention. */
  readonly fate: Fate;
  /** Why, in the rules' words (e.g. "lost by 3 or more"), and the rule. */
  readonly because: RuleNote;
  /** What changed the fate afterwards (Oathbound, kill prevention). */
  readonly notes: readonly RuleNote[];
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
  readonly headline: string;
  readonly sides: readonly OutcomeSide[];
  /** Earlier rounds, the decision and the margin (or the Morale damage), in order. */
  readonly steps: readonly RuleNote[];
  readonly winner: SideName | null;
  readonly margin: number;
  /** Morale damage to the defending commander (AC-MO-7); 0 in a Skirmish. */
  readonly damage: number;
  readonly rulings: readonly RuleNote[];
  readonly result: SkirmishResult | UnopposedResult;
  readonly applied: readonly AppliedPower[];
  readonly discards: readonly CountedDiscard[];
  readonly defensePlay: DefensePlay;
  readonly defenseCommander?: string;
  readonly prevented: Readonly<Partial<Record<SideName, 'influence' | 'morale'>>>;
}

const reason = (text: string) => /\(([^()]*)\)$/.exec(text)?.[1] ?? text;

/**
 * The outcome card for `result`, resolved with the fight of `view`.
 * @example buildOutcome(view, resolveSkirmish(...), setups, discards, 'card').headline // → 'Offense wins: Spearmen 7 against Soldier 5'
 */
export function buildOutcome(
  view: SkirmishView,
  result: SkirmishResult | UnopposedResult,
  setups: Readonly<Record<SideName, SideSetup>>,
  discards: readonly DiscardSetup[],
  defensePlay: DefensePlay,
): Outcome {
  const trace = result.trace;
  const last = Math.max(1, ...trace.map((step) => ('round' in step ? step.round : 1)));
  const unopposed = !('winner' in result);
  const name = (side: SideName) => view.sides[side].unit?.name ?? sideWord(side);
  const names = { offense: name('offense'), defense: name('defense') };

  const sideOf = (side: SideName): OutcomeSide => {
    const reading = view.sides[side];
    const mine = <K extends TraceStep['kind']>(kind: K) =>
      trace.filter(
        (step): step is Extract<TraceStep, { kind: K }> =>
          step.kind === kind && 'side' in step && step.side === side && (!('round' in step) || step.round === last),
      );
    const fateStep = mine('fate')[0]!;
    const ruled = fateStep.fate;
    // AC-CP: the Oathbound's designated unit is protected (its commander is Oathbound, or a Tactician as one).
    const designated = setups[side].power.oathbound && reading.acting === 'oathbound';
    const protectedFate = designated ? oathboundFate(ruled) : ruled;
    const dice = view.dice[side]!;
    return {
      side,
      name: names[side],
      ...(reading.commander ? { commander: reading.commander, commanderName: reading.commanderName } : {}),
      ...(reading.cardId ? { cardId: reading.cardId } : {}),
      ...(reading.roster ? { roster: reading.roster } : {}),
      npc: setups[side].npc,
      dice: mine('die').map((step) => ({ value: step.value, kept: step.kept })),
      roll: { rule: dice.rule, text: dice.text },
      parts: partLines(mine('add'), partSources(view, side, discards)),
      total: mine('total')[0]?.value ?? 0,
      fate: protectedFate,
      because: { rule: fateStep.rule, text: reason(fateStep.text) },
      notes:
        protectedFate === ruled
          ? []
          : [{ rule: 'AC-CP', text: `Oathbound: ${FATES[ruled].word} becomes ${FATES[protectedFate].word}` }],
    };
  };

  const sides = unopposed ? [sideOf('offense')] : [sideOf('offense'), sideOf('defense')];
  const winner = unopposed ? 'offense' : result.winner;
  const steps: RuleNote[] = [];
  for (const step of trace) {
    if (step.kind === 'decide' && step.round < last) {
      const rolled = (side: SideName) =>
        trace
          .flatMap((s) => (s.kind === 'die' && s.side === side && s.round === step.round ? [s.value] : []))
          .join(' and ');
      steps.push({
        rule: step.rule,
        text: `Round ${step.round} (dice ${rolled('offense')} | ${rolled('defense')}): ${step.text}`,
      });
    } else if (step.kind === 'decide' || step.kind === 'margin' || step.kind === 'damage')
      steps.push({ rule: step.rule, text: step.text });
  }

  const headline = unopposed
    ? `${names.offense} Unopposed: total ${result.total}, ${result.damage} Morale damage`
    : winner
      ? `${sideWord(winner)} wins: ${names[winner]} ${sides.find((s) => s.side === winner)!.total} against ${
          names[other(winner)]
        } ${sides.find((s) => s.side !== winner)!.total}`
      : 'No winner: both Killed (R1)';

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
    headline,
    sides,
    steps,
    winner,
    margin: unopposed ? 0 : result.margin,
    damage: unopposed ? result.damage : 0,
    rulings: rulingsFor(view, trace, defensePlay),
    result,
    applied: view.applied,
    discards: counted,
    defensePlay,
    ...(view.sides.defense.commander ? { defenseCommander: view.sides.defense.commander } : {}),
    prevented: {},
  };
}

/**
 * The rulings (and readings of the rules) that decided this outcome, so that a GM who rules
 * differently sees where (docs/rules.md: every ruling must be visible where it applies).
 */
function rulingsFor(view: SkirmishView, trace: readonly TraceStep[], play: DefensePlay): RuleNote[] {
  const notes: RuleNote[] = [];
  const used = (rule: string) => trace.some((step) => step.rule === rule);
  const decidedBy = (by: string) => trace.some((step) => step.kind === 'decide' && step.by === by);
  if (used('R1')) notes.push({ rule: 'R1', text: 'Two Strength-0 Equipment: both are Killed and nobody wins.' });
  if (decidedBy('R2'))
    notes.push({
      rule: 'R2',
      text: 'Equal totals and base Strength, and no die to re-roll: the Defense wins the tie.',
    });
  if (decidedBy('base'))
    notes.push({
      rule: 'AC-SK-6',
      text: 'Base Strength is the printed Strength (with training): dice, bonuses, Reach, Savant and commander adds do not count for the tie.',
    });
  if (trace.some((step) => step.kind === 'fate' && step.fate === 'killed'))
    notes.push({
      rule: used('AC-SK-5') || used('R1') ? 'R5' : 'AC-SK-8',
      text: 'A Killed unit may be saved (then Disabled): 1 Influence for a player character, 3 Morale for a non-player commander; this holds for the automatic Kill too (R5).',
    });
  const fight = view.fight;
  const sides = fight?.kind === 'skirmish' ? [fight.input.offense, fight.input.defense] : fight ? [fight.input] : [];
  for (const side of sides) {
    if (side.unit.role !== 'savant') continue;
    if (side.cardBonuses?.some((bonus) => bonus <= 0))
      notes.push({
        rule: 'AC-SK-10',
        text: 'Only a positive card bonus sets off Savant: a 0 or a penalty gives no +2.',
      });
    if (side.otherBonus)
      notes.push({
        rule: 'AC-SK-10',
        text: `${side.unit.name}: commander, Retinue and other adds never set off Savant.`,
      });
  }
  if (play !== 'card') {
    if (play === 'unable')
      notes.push({
        rule: 'R3',
        text: 'The defender was Unable: the attacker is Unopposed, and the defender loses no Morale beyond this damage.',
      });
    notes.push({ rule: 'R4', text: 'The Unopposed unit goes to its Exhausted pile.' });
    if (used('AC-SK-3'))
      notes.push({ rule: 'AC-MO-7', text: 'Ruling: an Unopposed Aggressor keeps its 2d6, as no Guardian defends.' });
    if (trace.some((step) => step.kind === 'add' && step.source === 'reach'))
      notes.push({ rule: 'AC-MO-7', text: 'Ruling: Reach gives +1, as no opposing unit has Reach or Ranged.' });
  }
  return notes;
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
    sides: outcome.sides.map((s) =>
      s.side !== side || s.fate !== 'killed'
        ? s
        : {
            ...s,
            fate: 'disabled',
            notes: [
              ...s.notes,
              { rule: 'AC-SK-8', text: `Kill prevented: ${paid === 'morale' ? '3 Morale' : '1 Influence'} spent` },
            ],
          },
    ),
  };
}

/**
 * One line for the history and the screen reader: headline, then each card's fate.
 * @example summary(outcome) // → 'Offense wins: Spearmen 7 against Soldier 5. Spearmen Exhausted, Soldier Disabled.'
 */
export const summary = (outcome: Outcome): string =>
  `${outcome.headline}. ${outcome.sides.map((s) => `${s.name} ${FATES[s.fate].word}`).join(', ')}.`;
