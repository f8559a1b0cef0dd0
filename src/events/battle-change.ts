import type { BattleStepName } from '../rules/battle/index.js';
import { count, oneOf, shape, text } from './read.js';
import { WidgetEvent } from './widget-event.js';

export interface BattleChangeDetail {
  /** 1 or 2 (AC-BA-3). */
  readonly phase: number;
  /** The name of the commander on Offense this turn. */
  readonly offense: string;
  /** What the Battle waits for now (`ended` at the end). */
  readonly step: BattleStepName;
}

/** Sent by `<army-battle>` after every step of the Battle (and when one is started, undone or loaded). */
export class BattleChangeEvent extends WidgetEvent<BattleChangeDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-battle-change' as const;
  }
}

const STEPS: readonly BattleStepName[] = [
  'choose-first',
  'offense',
  'defense',
  'bonuses',
  'resolve',
  'aftermath',
  'phase-2',
  'rout',
  'roll-off',
  'ended',
];

/** Reads an `army-battle-change` detail. */
export const readBattleChange = shape<BattleChangeDetail>({ phase: count(2), offense: text(), step: oneOf(STEPS) });
