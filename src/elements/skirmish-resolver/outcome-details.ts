// What the outcome card's details show, from the rules' trace of the roll: each side's roll, every part of its total
// with its source, why it got its fate and what changed it afterwards, the decision steps, and the rulings that
// applied, in the resolver's language. Loaded with the details (outcome-card.ts).
import { msg, str } from '@lit/localize';

import type { RuleNote } from '../../rules/core/index.js';
import type { SideName, TraceStep } from '../../rules/skirmish/index.js';
import { formatList, formatNumber } from '../../shared/localize.js';
import { diceModeSaid, traceStepSaid } from '../../shared/rule-sentences/skirmish.js';
import { pileName } from '../../shared/terms.js';
import { type PartLine, partLines, partSources } from './breakdown.js';
import { deciding, lastRound, type Outcome, type OutcomeSide } from './outcome.js';
import type { DefensePlay, SkirmishView } from './skirmish-view.js';

/** One card's details. */
export interface CardDetails {
  /** How the side rolls, e.g. "2d6, keep the higher: Aggressor on Offense", and the rule. */
  readonly roll: RuleNote;
  readonly parts: readonly PartLine[];
  /** Why, in the rules' words (e.g. "lost by 3 or more"), and the rule. */
  readonly because: RuleNote;
  /** What changed the fate afterwards (Oathbound, kill prevention). */
  readonly notes: readonly RuleNote[];
}

/** The two cards' names, as the outcome shows them. */
const namesOf = (outcome: Outcome): Record<SideName, string> => ({
  offense: outcome.sides.find((s) => s.side === 'offense')?.name ?? '',
  defense: outcome.sides.find((s) => s.side === 'defense')?.name ?? '',
});

/**
 * One side's dice, the parts of its total and the total in `round` of the roll (AC-SK-6: a tie is rolled again, each
 * re-roll a round of its own).
 * @example roundOf(outcome, 'offense', 1).total // → 6
 */
export function roundOf(outcome: Outcome, side: SideName, round: number) {
  const steps = outcome.result.trace.filter(
    (step) => 'side' in step && step.side === side && 'round' in step && step.round === round,
  );
  const of = <K extends TraceStep['kind']>(kind: K) =>
    steps.filter((step): step is Extract<TraceStep, { kind: K }> => step.kind === kind);
  return {
    dice: of('die').map(({ value, kept }) => ({ value, kept })),
    parts: partLines(of('add'), partSources(outcome.view, side, outcome.discardSetups)),
    total: of('total')[0]?.value ?? 0,
  };
}

/**
 * The details of one side's card.
 * @example cardDetails(outcome, outcome.sides[0]).parts // → [{ label: 'Strength', value: 3, … }, { label: 'Die', … }]
 */
export function cardDetails(outcome: Outcome, s: OutcomeSide): CardDetails {
  const { view, result, prevented } = outcome;
  const side = s.side;
  const fateStep = deciding(result.trace, side, 'fate')[0]!;
  const dice = view.dice[side]!;
  const saved = prevented[side];
  // The fate before a Kill was prevented (AC-SK-8): the rules' own, unless Oathbound changed it.
  const kept = saved ? 'killed' : s.fate;
  const notes: RuleNote[] = [];
  if (kept !== fateStep.fate)
    notes.push({
      rule: 'AC-CP',
      text: msg(str`Oathbound: ${pileName(fateStep.fate)} becomes ${pileName(kept)}`),
    });
  if (saved)
    notes.push({
      rule: 'AC-SK-8',
      text:
        saved === 'morale'
          ? msg(str`Kill prevented: ${formatNumber(3)} Morale spent`)
          : msg(str`Kill prevented: ${formatNumber(1)} Influence spent`),
    });
  const because = traceStepSaid({ step: fateStep, trace: result.trace, names: namesOf(outcome) });
  return {
    roll: { rule: dice.rule, text: diceModeSaid(dice, outcome.kind === 'unopposed') },
    parts: roundOf(outcome, side, lastRound(result.trace)).parts,
    because: { rule: fateStep.rule, text: because },
    notes,
  };
}

/**
 * Earlier rounds (with their dice), the decision and the margin (or the Morale damage), in order.
 * @example steps(outcome).at(-1)?.text // → 'Margin 3: 3 or more Kills'
 */
export function steps(outcome: Outcome): RuleNote[] {
  const { trace } = outcome.result;
  const last = lastRound(trace);
  const said = (step: TraceStep) => traceStepSaid({ step, trace, names: namesOf(outcome) });
  const notes: RuleNote[] = [];
  for (const step of trace) {
    if (step.kind === 'decide' && step.round < last) {
      const rolled = (side: SideName) =>
        formatList(
          trace.flatMap((s) =>
            s.kind === 'die' && s.side === side && s.round === step.round ? [formatNumber(s.value)] : [],
          ),
        );
      const round = formatNumber(step.round);
      notes.push({
        rule: step.rule,
        text: msg(str`Round ${round} (dice ${rolled('offense')} | ${rolled('defense')}): ${said(step)}`),
      });
    } else if (step.kind === 'decide' || step.kind === 'margin' || step.kind === 'damage')
      notes.push({ rule: step.rule, text: said(step) });
  }
  return notes;
}

/**
 * The rulings (and readings of the rules) that decided this outcome, so that a GM who rules
 * differently sees where (docs/rules.md: every ruling must be visible where it applies).
 */
export function rulings(view: SkirmishView, trace: readonly TraceStep[], play: DefensePlay): RuleNote[] {
  const notes: RuleNote[] = [];
  const used = (rule: string) => trace.some((step) => step.rule === rule);
  const decidedBy = (by: string) => trace.some((step) => step.kind === 'decide' && step.by === by);
  if (used('R1')) notes.push({ rule: 'R1', text: msg('Two Strength-0 Equipment: both are Killed and nobody wins.') });
  if (decidedBy('R2'))
    notes.push({
      rule: 'R2',
      text: msg('Equal totals and base Strength, and no die to re-roll: the Defense wins the tie.'),
    });
  if (decidedBy('base'))
    notes.push({
      rule: 'AC-SK-6',
      text: msg(
        'Base Strength is the printed Strength (with training): dice, bonuses, Reach, Savant and commander adds do not count for the tie.',
      ),
    });
  if (trace.some((step) => step.kind === 'fate' && step.fate === 'killed'))
    notes.push({
      rule: used('AC-SK-5') || used('R1') ? 'R5' : 'AC-SK-8',
      text: msg(
        'A Killed unit may be saved (then Disabled): 1 Influence for a player character, 3 Morale for a non-player commander; this holds for the automatic Kill too (R5).',
      ),
    });
  const fight = view.fight;
  const sides = fight?.kind === 'skirmish' ? [fight.input.offense, fight.input.defense] : fight ? [fight.input] : [];
  for (const side of sides) {
    if (side.unit.role !== 'savant') continue;
    if (side.cardBonuses?.some((bonus) => bonus <= 0))
      notes.push({
        rule: 'AC-SK-10',
        text: msg('Only a positive card bonus sets off Savant: a 0 or a penalty gives no +2.'),
      });
    if (side.otherBonus)
      notes.push({
        rule: 'AC-SK-10',
        text: msg(str`${side.unit.name}: commander, Retinue and other adds never set off Savant.`),
      });
  }
  if (play !== 'card') {
    if (play === 'unable')
      notes.push({
        rule: 'R3',
        text: msg(
          'The defender was Unable: the attacker is Unopposed, and the defender loses no Morale beyond this damage.',
        ),
      });
    notes.push({ rule: 'R4', text: msg('The Unopposed unit goes to its Exhausted pile.') });
    if (used('AC-SK-3'))
      notes.push({
        rule: 'AC-MO-7',
        text: msg('Ruling: an Unopposed Aggressor keeps its 2d6, as no Guardian defends.'),
      });
    if (trace.some((step) => step.kind === 'add' && step.source === 'reach'))
      notes.push({ rule: 'AC-MO-7', text: msg('Ruling: Reach gives +1, as no opposing unit has Reach or Ranged.') });
  }
  return notes;
}
