import { msg, str } from '@lit/localize';

import {
  gainFromCard,
  KILL_PREVENTION_MORALE,
  lose,
  type MoraleResult,
  type MoraleState,
  passedOnOffense,
  preventKill,
  spendForHealer,
  totalMorale,
} from '../../rules/morale/index.js';
import { formatNumber } from '../../shared/localize.js';
import { moraleSaid } from '../../shared/rule-sentences/morale.js';

/** The tracker's buttons that may only refuse in some states. */
export type ActionName = 'lose' | 'gain' | 'undo' | 'passed' | 'healer' | 'preventKill' | 'unopposed';

/** A button of the tracker: its label, why it can only refuse now (null when it can act). */
export interface Action {
  readonly label: string;
  readonly why: string | null;
  /** The rules' transition the button applies; none for Undo and Unopposed, which the tracker does itself. */
  readonly result?: MoraleResult;
}

/** The Unopposed unit's total as typed: a whole number (AC-MO-7), or null when it is not one. */
export const typedTotal = (text: string): number | null => {
  const typed = text.trim();
  return /^-?\d{1,4}$/.test(typed) ? Number(typed) : null;
};

/**
 * Every button's action in this state, with why it can only refuse (shown next to the buttons; pressed then, the
 * tracker says so and logs nothing).
 */
export function trackerActions(morale: MoraleState, canUndo: boolean): Record<ActionName, Action> {
  const total = totalMorale(morale);
  const refusal = (result: MoraleResult) => (result.ok ? null : moraleSaid(result.why));
  const gained = gainFromCard(morale, 1);
  const battleOnly = morale.inBattle ? null : msg('only during a Battle');
  return {
    lose: {
      label: msg(str`Lose ${formatNumber(1)}`),
      why: total === 0 ? msg('Morale is already 0, and never goes below 0 (AC-MO-9)') : null,
      result: lose(morale, 1),
    },
    gain: {
      label: msg(str`Gain ${formatNumber(1)} from a card`),
      why:
        gained.ok && gained.state.morale === morale.morale
          ? msg(
              str`outside a Battle, cards do not lift Morale above the start of ${formatNumber(morale.start)} (AC-MO-4)`,
            )
          : null,
      result: gained,
    },
    undo: { label: msg('Undo'), why: canUndo ? null : msg('nothing to undo yet') },
    passed: {
      label: msg(str`Passed on Offense −${formatNumber(1)}`),
      why: battleOnly ?? refusal(passedOnOffense(morale)),
      result: passedOnOffense(morale),
    },
    healer: {
      label: msg(str`Healer −${formatNumber(1)}`),
      why: battleOnly ?? refusal(spendForHealer(morale)),
      result: spendForHealer(morale),
    },
    preventKill: {
      label: msg(str`Prevent a Kill −${formatNumber(KILL_PREVENTION_MORALE)}`),
      why:
        battleOnly ??
        (total < KILL_PREVENTION_MORALE
          ? msg(str`costs ${formatNumber(KILL_PREVENTION_MORALE)} Morale; only ${formatNumber(total)} left (AC-SK-8)`)
          : null),
      result: preventKill(morale),
    },
    unopposed: { label: msg('Take Unopposed damage'), why: battleOnly },
  };
}

/** What each button says when its transition is refused by the rules after all. */
export const refusedBy = (name: ActionName): string =>
  ({
    lose: msg('Not lost'),
    gain: msg('Not gained'),
    passed: msg('Not taken'),
    healer: msg('Healer not used'),
    preventKill: msg('Kill not prevented'),
    undo: msg('Refused'),
    unopposed: msg('Refused'),
  })[name];
