// What "I have N lunari" pays for in <recruit-cost>: the strongest recruit and this unit (AC-EC-3), or the trainings
// left (AC-EC-4, AC-EC-5). Loaded once a budget is given, so that a page showing prices alone downloads none of it.
import { msg, str } from '@lit/localize';

import { budgetCheck, strongestRecruit, type TrainingPlan, trainingsWithin } from '../../rules/economy/index.js';
import { formatNumber } from '../../shared/localize.js';
import { lunari } from '../../shared/words.js';
import type { RecruitView } from './recruit-view.js';

/** What `budget` pays for in the mode shown: the plan's trainings in Training (none to say without a plan). */
export function budgetSays(view: RecruitView, budget: number, plan: TrainingPlan | null): string {
  if (view.reading.mode === 'recruit') return budgetForRecruiting(view, budget);
  return plan ? budgetForTraining(plan, budget) : '';
}

/** AC-EC-3: what "I have" pays for when recruiting: this unit, and the strongest unit it pays for. */
function budgetForRecruiting(view: RecruitView, budget: number): string {
  const { quote } = view.reading;
  const { quest } = view.attrs;
  const best = strongestRecruit(budget, { quest });
  const have = lunari(budget);
  const reach = best
    ? quest
      ? msg(
          str`With ${have} you can recruit up to Strength ${formatNumber(best.strength)} after its quest (${lunari(best.lunari)}).`,
        )
      : msg(str`With ${have} you can recruit up to Strength ${formatNumber(best.strength)} (${lunari(best.lunari)}).`)
    : quest
      ? msg(str`${have} is not enough for any unit on the table after its quest.`)
      : msg(str`${have} is not enough for any unit on the table.`);
  const check = quote ? budgetCheck(budget, quote.lunari) : null;
  const extrapolated = quote !== null && !quote.onTable;
  const forThis = !check
    ? ''
    : check.enough
      ? extrapolated
        ? msg(str`Enough for this unit's extrapolated price: ${lunari(check.left)} left.`)
        : msg(str`Enough for this unit's price: ${lunari(check.left)} left.`)
      : extrapolated
        ? msg(str`Not enough for this unit's extrapolated price: ${lunari(check.short)} short.`)
        : msg(str`Not enough for this unit's price: ${lunari(check.short)} short.`);
  return forThis ? `${forThis} ${reach}` : reach;
}

/** AC-EC-4, AC-EC-5: how many of the trainings left a budget pays for. */
function budgetForTraining(plan: TrainingPlan, budget: number): string {
  const next = plan.trainings[0];
  if (!next) return msg('No training left to pay for.');
  const within = trainingsWithin(plan, budget); // AC-EC-4, AC-EC-5
  if (within.count === 0)
    return msg(str`Not enough for the next training: ${lunari(budgetCheck(budget, next.lunari).short)} short.`);
  const { count } = within;
  const [paid, left, n] = [lunari(within.lunari), lunari(within.left), formatNumber(count)];
  if (count < plan.trainings.length)
    return count === 1
      ? msg(str`Enough for the next training (${paid}): ${left} left.`)
      : msg(str`Enough for the next ${n} trainings (${paid}): ${left} left.`);
  if (count === 1) return msg(str`Enough for the last training (${paid}): ${left} left.`);
  if (count === 2) return msg(str`Enough for both trainings left (${paid}): ${left} left.`);
  return msg(str`Enough for all ${n} trainings left (${paid}): ${left} left.`);
}
