import type { Unit } from '../rules/core/index.js';
import { MAX_TRAININGS } from '../rules/economy/index.js';
import { type Check, count, flag, shape, text, unit } from './read.js';
import { WidgetEvent } from './widget-event.js';

export interface UnitRecruitDetail {
  /** The commander whose `<army-roster>` should add the unit. */
  readonly commander: string;
  readonly unit: Unit;
  /** Lunari paid (AC-EC-3/4). */
  readonly lunari: number;
  readonly timesTrained: number;
  readonly quest: boolean;
}

/** Sent by `<recruit-cost>`'s "add to army": the roster with the same `commander` adds the unit. */
export class UnitRecruitEvent extends WidgetEvent<UnitRecruitDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-unit-recruit' as const;
  }
}

/** Reads an `army-unit-recruit` detail. */
export const readUnitRecruit: Check<UnitRecruitDetail> = shape<UnitRecruitDetail>({
  commander: text({ nonEmpty: true }),
  unit,
  lunari: count(),
  timesTrained: count(MAX_TRAININGS),
  quest: flag,
});
