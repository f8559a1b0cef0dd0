// What the rules skipped in a step, said in one line each, so that a board never passes over a step in silence: a
// discard window nobody could use (AC-SK-9), a Kill nobody could prevent (AC-SK-8), a roll that decided nothing (R11).
import type { BattleAction, BattleEvent, BattleState, Seat } from '../battle/index.js';
import type { Phrase } from '../core/index.js';
import { KILL_PREVENTION_MORALE, totalMorale } from '../morale/index.js';

type Values = NonNullable<Phrase['values']>;

/** The lines in English (a board says them in its reader's language by their key, like the Battle's phrases). */
const ENGLISH = {
  'no-discards': () => 'No discards: neither commander has a card to discard or a power to use now',
  'no-save-morale': (v: Values) =>
    `No save for ${v.card}: ${v.commander} has ${v.morale} Morale, a save costs ${v.cost}`,
  'no-save-influence': (v: Values) => `No save for ${v.card}: ${v.commander} has no Influence left, a save costs 1`,
  'roll-again': () => 'Equal rolls: nothing is decided, both roll again',
};

const line = (key: keyof typeof ENGLISH, values: Values, rule: string, seat?: Seat): BattleEvent => ({
  kind: 'skipped',
  seat,
  rule,
  text: ENGLISH[key](values),
  phrase: { key, values },
});

/**
 * The steps the rules passed over between `before` and `after` (one step of the Battle), each as a line: the discard
 * window closed at once because neither commander had anything to give (AC-SK-9), and each card Killed whose
 * commander could not pay to prevent it ("No save: Brann has 2 Morale, a save costs 3", AC-SK-8).
 * @example skippedSteps(before, after)[0]?.text // → 'No save for Soldier: Brann has 2 Morale, a save costs 3'
 */
export function skippedSteps(before: BattleState, after: BattleState): BattleEvent[] {
  const out: BattleEvent[] = [];
  if (before.step === 'defense' && after.step === 'resolve' && after.pending && !after.pending.unopposed)
    out.push(line('no-discards', {}, 'AC-SK-9'));
  after.commanders.forEach((c, i) => {
    const seat = i as Seat;
    const killed = c.killed.filter((id) => !before.commanders[seat].killed.includes(id));
    if (!killed.length || after.winner !== undefined) return;
    const morale = totalMorale(c.morale);
    const poor = c.morale.npc ? morale < KILL_PREVENTION_MORALE : c.influence < 1;
    if (!poor) return;
    for (const id of killed) {
      const card = after.cards[id]!.unit.name;
      out.push(
        c.morale.npc
          ? line('no-save-morale', { card, commander: c.name, morale, cost: KILL_PREVENTION_MORALE }, 'AC-SK-8', seat)
          : line('no-save-influence', { card, commander: c.name }, 'AC-SK-8', seat),
      );
    }
  });
  return out;
}

/**
 * A roll for who chooses the first turn (R11) or a roll-off (AC-BA-5) that came out equal, said as a line: the rules
 * log both rolls and nothing else, and ask for the same roll again.
 * @example rolledAgain({ type: 'roll-chooser' }, [3, 3])[0]?.text // → 'Equal rolls: nothing is decided, both roll again'
 */
export const rolledAgain = (action: BattleAction, dice: readonly number[]): BattleEvent[] =>
  (action.type === 'roll-chooser' || action.type === 'roll-off') && dice.length === 2 && dice[0] === dice[1]
    ? [line('roll-again', {}, action.type === 'roll-chooser' ? 'R11' : 'AC-BA-5')]
    : [];
