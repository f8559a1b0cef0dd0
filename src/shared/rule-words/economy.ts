// Between Battles in lunari (AC-EC) in Portuguese and Italian: why a card counts what it does for upkeep, upkeep's
// notes, and a training plan's notes (which the rules name by rule, with the plan's count of trainings left).
import { msg, str } from '@lit/localize';

import type { PurchasePhrase } from '../../rules/battle/index.js';
import {
  MAX_TRAININGS,
  type TrainingPlan,
  type UpkeepNotePhrase,
  type UpkeepPhrase,
} from '../../rules/economy/index.js';
import { formatNumber } from '../localize.js';
import { num } from './phrase-words.js';

type Values = NonNullable<UpkeepPhrase['values']>;

const UPKEEP: Record<UpkeepPhrase['key'], (v: Values) => string> = {
  killed: () => msg('Killed: no upkeep'),
  noStrength: () => msg('Strength "-": no upkeep'),
  undead: () => msg('Undead: no upkeep'),
  zero: () => msg(str`Strength ${formatNumber(0)} counts as ${formatNumber(1)}`),
  ritual: (v) => msg(str`Ritual with Strength ${num(v.strength)}: every card counts`),
  strength: (v) => msg(str`Strength ${num(v.strength)}`),
};

const NOTES: Record<UpkeepNotePhrase['key'], (v: Values) => string> = {
  perDay: () => msg('Paid once per Day, however many Battles'),
  morale: (v) => msg(str`${num(v.morale)} excess Morale spent: −${num(v.lunari)} lunari`),
  moraleWasted: (v) =>
    msg(
      str`${num(v.morale)} excess Morale spent: −${num(v.lunari)} lunari (only ${num(v.needed)} needed: upkeep never below 0)`,
    ),
};

/** Why a card counts what it does for upkeep (AC-EC-1). */
export const upkeepPhrase = ({ key, values = {} }: UpkeepPhrase): string | undefined => UPKEEP[key]?.(values);

/** A note on upkeep (AC-EC-1, AC-EC-2). */
export const upkeepNotePhrase = ({ key, values = {} }: UpkeepNotePhrase): string | undefined => NOTES[key]?.(values);

/** A training plan's note (AC-EC-4, R6), by its rule: how many trainings are left, or that some are extrapolated. */
export function planNote({ rule, plan }: { rule: string; plan: TrainingPlan }): string | undefined {
  const left = plan.trainings.length;
  if (rule === 'R6') return msg('Some prices are not on the training table: extrapolated as 10 × new Strength');
  if (rule !== 'AC-EC-4') return undefined;
  if (!left) return msg(str`Already trained ${formatNumber(MAX_TRAININGS)} times: no training left`);
  return left === 1
    ? msg(str`${formatNumber(1)} training left, one per Event`)
    : msg(str`${formatNumber(left)} trainings left, one per Event`);
}

const PURCHASES: Record<PurchasePhrase['key'], (v: Values) => string> = {
  recruitUnit: (v) => msg(str`Recruit ${v.unit} (Strength ${num(v.strength)})`),
  recruit: (v) => msg(str`Recruit a Strength ${num(v.strength)} unit`),
  train: (v) => msg(str`Train ${v.unit} to Strength ${num(v.strength)}`),
};

/** A purchase that "What a lunari buys" ranks (AC-EC-3, AC-EC-4). */
export const purchasePhrase = ({ key, values = {} }: PurchasePhrase): string | undefined => PURCHASES[key]?.(values);
