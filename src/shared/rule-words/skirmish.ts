// A Skirmish (AC-SK) and an Unopposed attack (AC-MO-7) in Portuguese and Italian: how a side rolls, and the steps of
// the rules' trace that the resolver shows. The rules give these as codes (a step's kind, rule, decider, fate, the
// dice count), not phrases: the trace already holds every figure.
import { msg, str } from '@lit/localize';

import type { DiceMode, SideName, TraceStep } from '../../rules/skirmish/index.js';
import { formatNumber } from '../localize.js';
import { sideName } from '../terms.js';

/** How a side rolls (AC-SK-3/4/5), by rule and dice count; `unopposed` for an Unopposed unit (AC-MO-7). */
export function diceMode({ mode, unopposed }: { mode: DiceMode; unopposed: boolean }): string | undefined {
  const { rule, count } = mode;
  if (count === 0) return msg('no die: Equipment');
  if (count === 1 && (rule === 'AC-SK-2' || rule === 'AC-MO-7')) return msg('1d6');
  if (rule === 'AC-SK-3')
    return count === 2
      ? unopposed
        ? msg('2d6, keep the higher: Aggressor, Unopposed')
        : msg('2d6, keep the higher: Aggressor on Offense')
      : msg('1d6: Aggressor against a Guardian');
  if (rule === 'AC-SK-4')
    return count === 2 ? msg('2d6, keep the higher: Guardian on Defense') : msg('1d6: Guardian against an Aggressor');
  return undefined;
}

/** Why a side got its fate (AC-SK-7, AC-SK-5, R1, R4), by the rule that gave it. */
function fateReason({ rule, fate }: Extract<TraceStep, { kind: 'fate' }>): string | undefined {
  if (rule === 'AC-SK-7')
    return fate === 'exhausted'
      ? msg('won')
      : fate === 'killed'
        ? msg('lost by 3 or more')
        : msg('lost by less than 3');
  if (rule === 'R1') return msg('both Equipment with Strength 0');
  if (rule === 'AC-SK-5') return msg('Equipment with Strength 0');
  if (rule === 'R4') return msg('Unopposed');
  return undefined;
}

/** A figure of the trace: a side's total, or its base Strength, in the decision's round. */
function figure(trace: readonly TraceStep[], round: number, side: SideName, base: boolean): string {
  const step = trace.find(
    (s) =>
      'round' in s &&
      s.round === round &&
      'side' in s &&
      s.side === side &&
      (base ? s.kind === 'add' && s.source === 'strength' : s.kind === 'total'),
  );
  return formatNumber(step && 'value' in step ? step.value : 0);
}

/** What the trace's words need: the step, the whole trace (its figures), and the two cards' names. */
export interface TraceWords {
  readonly step: TraceStep;
  readonly trace: readonly TraceStep[];
  readonly names: Readonly<Record<SideName, string>>;
}

/** A decision of the trace (AC-SK-6, R1, R2, AC-SK-5), its figures read from the trace. */
function decision(step: Extract<TraceStep, { kind: 'decide' }>, { trace, names }: TraceWords): string | undefined {
  const { round, by, winner } = step;
  const [offTotal, defTotal] = [figure(trace, round, 'offense', false), figure(trace, round, 'defense', false)];
  const [offBase, defBase] = [figure(trace, round, 'offense', true), figure(trace, round, 'defense', true)];
  const wins = winner ? msg(str`${sideName(winner)} wins`) : '';
  if (by === 'total') return msg(str`Total ${offTotal} against ${defTotal}: ${wins}`);
  if (by === 'base') return msg(str`Equal totals (${offTotal}), base Strength ${offBase} against ${defBase}: ${wins}`);
  if (by === 'R2') return msg(str`Equal totals and base Strength, no die to re-roll: ${wins}`);
  if (by === 'reroll')
    return msg(
      str`Equal totals (${offTotal}) and base Strength (${offBase}): both roll again (re-roll #${formatNumber(round)})`,
    );
  if (by === 'R1') return msg('No winner: both Equipment with Strength 0');
  const loser = names[winner === 'offense' ? 'defense' : 'offense'];
  return msg(str`${loser} is Equipment with Strength 0, Killed without a roll: ${wins}`);
}

/**
 * A step of the trace the resolver shows: a decision, the margin, the Morale damage, or why a side got its fate
 * (then `reason` alone, as the card shows it). Undefined for one these words do not know.
 */
export function traceStep(words: TraceWords): string | undefined {
  const { step, trace } = words;
  if (step.kind === 'decide') return decision(step, words);
  if (step.kind === 'fate') return fateReason(step);
  if (step.kind === 'damage') {
    const total = trace.find((s) => s.kind === 'total');
    const of = formatNumber(total?.kind === 'total' ? total.value : 0);
    return msg(str`Morale damage ${formatNumber(step.value)}: 1 per 4 whole points of ${of}`);
  }
  if (step.kind !== 'margin') return undefined;
  const margin = formatNumber(step.value);
  if (step.rule === 'R1') return msg(str`Margin ${margin}: no winner`);
  if (step.rule === 'AC-SK-5')
    return msg(
      str`Margin ${margin} (winner's total − loser's, which may be below 0): the Kill is automatic, whatever the margin`,
    );
  return step.value >= 3 ? msg(str`Margin ${margin}: 3 or more Kills`) : msg(str`Margin ${margin}`);
}
