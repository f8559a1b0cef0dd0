// What the tracker's buttons do once pressed: the rules' transitions, Undo, and what they say. Loaded on the first
// touch, focus or key on a tracker (or its first click), so that a tracker only looked at downloads none of it.
import { msg, str } from '@lit/localize';

import {
  enterBattle,
  gainFromCard,
  leaveBattle,
  lose,
  type MoraleResult,
  type MoraleState,
  passedOnOffense,
  preventKill,
  spendForHealer,
  unopposed,
} from '../../rules/morale/index.js';
import { unopposedDamage } from '../../rules/skirmish/index.js';
import { formatNumber } from '../../shared/localize.js';
import type { ActionName } from './actions.js';
import { apply, undoLast } from './tracker-change.js';
import type { TrackerRecord } from './tracker-record.js';

type Transition = Exclude<ActionName, 'undo' | 'unopposed'>;

/** Each button's transition, and what it says when the rules refuse it after all. */
const TRANSITIONS: Record<Transition, [(morale: MoraleState) => MoraleResult, () => string]> = {
  lose: [(morale) => lose(morale, 1), () => msg('Not lost')],
  gain: [(morale) => gainFromCard(morale, 1), () => msg('Not gained')],
  passed: [passedOnOffense, () => msg('Not taken')],
  healer: [spendForHealer, () => msg('Healer not used')],
  preventKill: [preventKill, () => msg('Kill not prevented')],
};

/** A button that can act now was pressed: its transition applied, or Undo. */
export function press(record: TrackerRecord, name: Exclude<ActionName, 'unopposed'>) {
  if (name !== 'undo') {
    const [transition, refused] = TRANSITIONS[name];
    apply(record, transition(record.tracker.morale), refused());
    return;
  }
  undoLast(record);
}

/** AC-MO-7: the Unopposed unit's total as typed, taken as damage; whether it was (the field is emptied then). */
export function takeUnopposed(record: TrackerRecord, total: number | null): boolean {
  if (total === null) {
    record.say(
      msg(str`Unopposed damage: enter the Unopposed unit's total, a whole number such as ${formatNumber(9)}.`),
    );
    return false;
  }
  return apply(record, unopposed(record.tracker.morale, unopposedDamage(total)), msg('No Unopposed damage'));
}

/** "Start Battle" or "End Battle" (AC-BA-1, AC-BA-4): `baseMorale` is the Base's the commander defends (AC-MO-3). */
export function toggleBattle(record: TrackerRecord, baseMorale: number) {
  const morale = record.tracker.morale;
  if (morale.inBattle) apply(record, leaveBattle(morale), msg('Battle not ended'));
  else apply(record, enterBattle(morale, { baseMorale }), msg('Battle not started'));
}
