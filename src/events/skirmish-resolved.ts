import type { AppliedPower } from '../rules/powers/index.js';
import { type Fate, FATES, type SideName, type SkirmishResult } from '../rules/skirmish/index.js';
import { type Check, count, list, oneOf, optional, orNull, shape, text, whole } from './read.js';
import { WidgetEvent } from './widget-event.js';

export interface SkirmishCardOutcome {
  /** Commander id of this side, when the widget knows it. */
  readonly commander?: string;
  /** The roster card id, when the unit was picked from a roster. */
  readonly cardId?: string;
  /** The id of the roster the card was picked from (`army-roster-change` `roster`), when known. */
  readonly roster?: string;
  readonly name: string;
  readonly fate: Fate;
}

/** A card discarded for a Strength bonus in a Skirmish (AC-SK-9). */
export interface SkirmishDiscard {
  /** The discarding commander's id, when known. */
  readonly commander?: string;
  /** The roster card id, when the card was picked from a roster. */
  readonly cardId?: string;
  /** The id of the roster the card was picked from, when known. */
  readonly roster?: string;
  readonly name: string;
  readonly bonus: number;
  /** Whose commander discarded it, and which unit got the bonus. */
  readonly by: SideName;
  readonly target: SideName;
}

export interface SkirmishResolvedDetail {
  readonly offense: SkirmishCardOutcome;
  readonly defense: SkirmishCardOutcome;
  readonly winner: SideName | null;
  readonly margin: number;
  /** How many times AC-SK-6 made both sides roll again (`<skirmish-resolver>` always sends it). */
  readonly rerolls?: number;
  /** The rules' full result with its trace (`<skirmish-resolver>` always sends it). */
  readonly result?: SkirmishResult;
  /** The sender's count of resolved Skirmishes (1, 2, …). */
  readonly number?: number;
  /** Cards discarded for a bonus (AC-SK-9): each goes to its owner's Disabled pile. */
  readonly discards?: readonly SkirmishDiscard[];
  /** What the commanders' powers did (AC-CP). */
  readonly powers?: readonly AppliedPower[];
}

/** Sent by `<skirmish-resolver>` once per resolved Skirmish; rosters move the named cards to their piles. */
export class SkirmishResolvedEvent extends WidgetEvent<SkirmishResolvedDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-skirmish-resolved' as const;
  }
}

/** Most cards discarded in one Skirmish that a widget reads: far past any real hand. */
export const MAX_DISCARDS = 100;
export const SIDES: readonly SideName[] = ['offense', 'defense'];

export const cardOutcome: Check<SkirmishCardOutcome> = shape<SkirmishCardOutcome>({
  commander: optional(text()),
  cardId: optional(text()),
  roster: optional(text()),
  name: text(),
  fate: oneOf(FATES),
});

export const discards: Check<SkirmishDiscard[] | undefined> = optional(
  list(
    shape<SkirmishDiscard>({
      commander: optional(text()),
      cardId: optional(text()),
      roster: optional(text()),
      name: text(),
      bonus: whole,
      by: oneOf(SIDES),
      target: oneOf(SIDES),
    }),
    MAX_DISCARDS,
  ),
);

/** What widgets read of an `army-skirmish-resolved` detail: the rules' `result` and `powers` are for people. */
export type HeardSkirmish = Omit<SkirmishResolvedDetail, 'result' | 'powers'>;

/** Reads an `army-skirmish-resolved` detail (the rules' `result` and `powers` are left out: no widget reads them). */
export const readSkirmishResolved: Check<HeardSkirmish> = shape<HeardSkirmish>({
  offense: cardOutcome,
  defense: cardOutcome,
  winner: orNull(oneOf(SIDES)),
  margin: whole,
  rerolls: optional(count()),
  number: optional(count()),
  discards,
});
