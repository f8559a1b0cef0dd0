import type { Unit } from '../rules/core/index.js';
import { WidgetEvent } from './widget-event.js';

export interface ArmyUnitChangeDetail {
  /** The parsed unit, or null while its attributes are invalid. */
  readonly unit: Unit | null;
  /** What is wrong with the attributes, in a game master's words (empty when valid). */
  readonly errors: readonly string[];
}

/**
 * Sent by `<army-unit>` when its attributes change, so the widget around it can read it again. The widget reads the
 * child's attributes itself, never this `detail`, so it needs no validator.
 */
export class ArmyUnitChangeEvent extends WidgetEvent<ArmyUnitChangeDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-unit-change' as const;
  }
}
