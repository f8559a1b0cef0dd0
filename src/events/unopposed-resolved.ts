import type { AppliedPower } from '../rules/powers/index.js';
import type { UnopposedResult } from '../rules/skirmish/index.js';
import { type Check, count, oneOf, optional, shape, text } from './read.js';
import { cardOutcome, discards, type SkirmishCardOutcome, type SkirmishDiscard } from './skirmish-resolved.js';
import { WidgetEvent } from './widget-event.js';

export interface UnopposedResolvedDetail {
  /** The Unopposed card: it goes to its commander's Exhausted pile (R4). */
  readonly offense: SkirmishCardOutcome;
  /** The defending commander, who Passed (AC-MO-7) or was Unable (R3), and loses `damage` Morale. */
  readonly defense: { readonly commander?: string; readonly play: 'pass' | 'unable' };
  readonly total: number;
  /** Morale damage, floor(total / 4) (AC-MO-7); also sent as an `army-morale-damage` event when above 0. */
  readonly damage: number;
  readonly result: UnopposedResult;
  readonly number: number;
  readonly discards: readonly SkirmishDiscard[];
  readonly powers: readonly AppliedPower[];
}

/** Sent by `<skirmish-resolver>` once per resolved Unopposed attack (AC-MO-7, R3, R4). */
export class UnopposedResolvedEvent extends WidgetEvent<UnopposedResolvedDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-unopposed-resolved' as const;
  }
}

/** What widgets read of an `army-unopposed-resolved` detail: the rules' `result` and `powers` are for people. */
export type HeardUnopposed = Omit<UnopposedResolvedDetail, 'result' | 'powers' | 'discards' | 'number'> & {
  readonly number?: number;
  readonly discards?: readonly SkirmishDiscard[];
};

/** Reads an `army-unopposed-resolved` detail (without the rules' `result` and `powers`, which no widget reads). */
export const readUnopposedResolved: Check<HeardUnopposed> = shape<HeardUnopposed>({
  offense: cardOutcome,
  defense: shape({ commander: optional(text()), play: oneOf(['pass', 'unable'] as const) }),
  total: count(),
  damage: count(),
  number: optional(count()),
  discards,
});
