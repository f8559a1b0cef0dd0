// What the outcome card's details show, from the rules' trace of the roll: each side's roll, every part of its total
// with its source, why it got its fate and what changed it afterwards, the decision steps, and the rulings that
// applied. Loaded with the details (outcome-card.ts).
import type { RuleNote } from '../../rules/core/index.js';
import type { SideName, TraceStep } from '../../rules/skirmish/index.js';
import { type PartLine, partLines, partSources } from './breakdown.js';
import { FATES } from './format.js';
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

const reason = (text: string) => /\(([^()]*)\)$/.exec(text)?.[1] ?? text;

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
    notes.push({ rule: 'AC-CP', text: `Oathbound: ${FATES[fateStep.fate].word} becomes ${FATES[kept].word}` });
  if (saved)
    notes.push({ rule: 'AC-SK-8', text: `Kill prevented: ${saved === 'morale' ? '3 Morale' : '1 Influence'} spent` });
  return {
    roll: { rule: dice.rule, text: dice.text },
    parts: partLines(deciding(result.trace, side, 'add'), partSources(view, side, outcome.discardSetups)),
    because: { rule: fateStep.rule, text: reason(fateStep.text) },
    notes,
  };
}

/**
 * Earlier rounds (with their dice), the decision and the margin (or the Morale damage), in order.
 * @example steps(trace).at(-1)?.text // → 'Margin 3: 3 or more Kills'
 */
export function steps(trace: readonly TraceStep[]): RuleNote[] {
  const last = lastRound(trace);
  const notes: RuleNote[] = [];
  for (const step of trace) {
    if (step.kind === 'decide' && step.round < last) {
      const rolled = (side: SideName) =>
        trace
          .flatMap((s) => (s.kind === 'die' && s.side === side && s.round === step.round ? [s.value] : []))
          .join(' and ');
      notes.push({
        rule: step.rule,
        text: `Round ${step.round} (dice ${rolled('offense')} | ${rolled('defense')}): ${step.text}`,
      });
    } else if (step.kind === 'decide' || step.kind === 'margin' || step.kind === 'damage')
      notes.push({ rule: step.rule, text: step.text });
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
