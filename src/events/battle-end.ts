import { count, record, shape, text } from './read.js';
import { WidgetEvent } from './widget-event.js';

export interface BattleEndDetail {
  /** The winner's name (AC-BA-5). */
  readonly winner: string;
  /** Why the Battle ended and was won, with the rule. */
  readonly reason: string;
  /** Enemy units each commander Killed, by commander name. */
  readonly kills: Readonly<Record<string, number>>;
  /** Each commander's Morale at the end, by name. */
  readonly morale: Readonly<Record<string, number>>;
}

/** Sent once by `<army-battle>` when the Battle ends (AC-BA-4, AC-BA-5). */
export class BattleEndEvent extends WidgetEvent<BattleEndDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-battle-end' as const;
  }
}

/** Reads an `army-battle-end` detail. */
export const readBattleEnd = shape<BattleEndDetail>({
  winner: text(),
  reason: text(),
  kills: record(count(1000), 2),
  morale: record(count(1000), 2),
});
