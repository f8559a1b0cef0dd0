import { msg, str } from '@lit/localize';

import {
  cardGainCap,
  HEALER_MORALE,
  KILL_PREVENTION_MORALE,
  type MoraleState,
  totalMorale,
} from '../../rules/morale/index.js';
import { formatNumber } from '../../shared/localize.js';

/** The tracker's buttons that may only refuse in some states. */
export type ActionName = 'lose' | 'gain' | 'undo' | 'passed' | 'healer' | 'preventKill' | 'unopposed';

/** A button of the tracker: its label, why it can only refuse now (null when it can act). */
export interface Action {
  readonly label: string;
  readonly why: string | null;
}

/** The Unopposed unit's total as typed: a whole number (AC-MO-7), or null when it is not one. */
export const typedTotal = (text: string): number | null => {
  const typed = text.trim();
  return /^-?\d{1,4}$/.test(typed) ? Number(typed) : null;
};

/**
 * Every button's action in this state, with why it can only refuse (shown next to the buttons; pressed then, the
 * tracker says so and logs nothing). The reasons are the rules' own refusals, worked out here without their
 * transitions, which load when a button is first pressed (pressed.ts).
 */
export function trackerActions(morale: MoraleState, canUndo: boolean): Record<ActionName, Action> {
  const total = totalMorale(morale);
  const battleOnly = morale.inBattle ? null : msg('only during a Battle');
  return {
    lose: {
      label: msg(str`Lose ${formatNumber(1)}`),
      why: total === 0 ? msg('Morale is already 0, and never goes below 0 (AC-MO-9)') : null,
    },
    gain: {
      label: msg(str`Gain ${formatNumber(1)} from a card`),
      why:
        cardGainCap(morale) <= morale.morale
          ? msg(
              str`outside a Battle, cards do not lift Morale above the start of ${formatNumber(morale.start)} (AC-MO-4)`,
            )
          : null,
    },
    undo: { label: msg('Undo'), why: canUndo ? null : msg('nothing to undo yet') },
    passed: { label: msg(str`Passed on Offense −${formatNumber(1)}`), why: battleOnly },
    healer: {
      label: msg(str`Healer −${formatNumber(1)}`),
      why:
        battleOnly ??
        (total < HEALER_MORALE
          ? msg(str`costs ${formatNumber(HEALER_MORALE)} Morale; only ${formatNumber(total)} left (AC-HE-1)`)
          : null),
    },
    preventKill: {
      label: msg(str`Prevent a Kill −${formatNumber(KILL_PREVENTION_MORALE)}`),
      why:
        battleOnly ??
        (total < KILL_PREVENTION_MORALE
          ? msg(str`costs ${formatNumber(KILL_PREVENTION_MORALE)} Morale; only ${formatNumber(total)} left (AC-SK-8)`)
          : null),
    },
    unopposed: { label: msg('Take Unopposed damage'), why: battleOnly },
  };
}
