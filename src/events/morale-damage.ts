import { type Check, count, shape, text } from './read.js';
import { WidgetEvent } from './widget-event.js';

export interface MoraleDamageDetail {
  /** The commander id whose Morale is lost; a `<morale-tracker>` with that `commander` applies it. */
  readonly commander: string;
  /** Morale points lost (a whole number ≥ 0). */
  readonly amount: number;
  /** Why, in words a player reads in the log, e.g. "Unopposed Spearmen (total 9)". */
  readonly reason: string;
  /** The rule that caused it, e.g. "AC-MO-7" or "AC-SK-8". */
  readonly rule: string;
}

/** Morale lost by a commander because of another widget (Unopposed damage, kill prevention by Morale). */
export class MoraleDamageEvent extends WidgetEvent<MoraleDamageDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-morale-damage' as const;
  }
}

/** Most Morale one event takes: more than any commander ever has (AC-MO-1). */
const MAX_DAMAGE = 1000;

/** Reads an `army-morale-damage` detail. */
export const readMoraleDamage: Check<MoraleDamageDetail> = shape<MoraleDamageDetail>({
  commander: text({ nonEmpty: true }),
  amount: count(MAX_DAMAGE),
  reason: text(),
  rule: text(),
});
