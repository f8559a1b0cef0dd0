import { keptDie, rollDice, skirmishFighters, type Fighter } from './fighter.js';
import { diceSteps, fateStep, totalSteps, type TraceStep } from './trace.js';
import type { D6, Fate, SideName, SideResult, SkirmishInput } from './types.js';

export type { Decider, TraceStep } from './trace.js';

/** CONTRACT.md "Rules API", plus `trace`: every step, ready to render (see {@link TraceStep}). */
export interface SkirmishResult {
  /** `null` only for ruling R1. */
  readonly winner: SideName | null;
  /** Winner total − loser total of the deciding round (0 when there is no winner). */
  readonly margin: number;
  /** How many times AC-SK-6 made both sides roll again. */
  readonly rerolls: number;
  readonly offense: SideResult;
  readonly defense: SideResult;
  readonly trace: readonly TraceStep[];
}

/** Past this many re-rolls the die is not random (e.g. a constant test die): stop instead of looping. */
const MAX_REROLLS = 1000;

/**
 * Resolves one Skirmish (AC-SK-2 … AC-SK-7, AC-SK-10, AC-SK-11, rulings R1, R2). Every round draws
 * the Offense card's dice (0, 1 or 2) from `d6`, then the Defense card's.
 *
 * - Totals: base Strength + kept die + modifiers ({@link sideModifiers}).
 * - AC-SK-6 ties: "base Strength" is the unit's `strength` (the printed Strength, plus permanent
 *   training, AC-EC-4), without die or modifiers: card bonuses, Reach, Savant and `otherBonus`
 *   (including the Retinue's +1, AC-EC-6) never count for the tie. Equal there too: both roll again, unless neither rolls a die (R2:
 *   Defense wins, since a re-roll could never change anything).
 * - AC-SK-5: Equipment with Strength 0 is Killed without a roll; the other side wins and is
 *   Exhausted. No dice are drawn; totals are base Strength + modifiers and `margin` is still the
 *   winner's total minus the loser's (it may be below 3, even negative: it does not decide the Kill).
 *   Both such Equipment: R1, both Killed, `winner: null`, margin 0.
 *
 * Throws a RangeError when a card cannot fight (AC-UN-4; check first with `whyCannotFight`), when
 * a bonus is not a number, or when `d6` gives anything but a whole number 1–6.
 *
 * @example
 * const spearmen = { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] };
 * const soldier = { name: 'Soldier', strength: 2, role: 'trooper' };
 * resolveSkirmish({ offense: { unit: spearmen }, defense: { unit: soldier } }, fixedD6([2, 3, 2]));
 * // → { winner: 'offense', margin: 3, rerolls: 0,
 * //     offense: { dice: [2, 3], total: 7, fate: 'exhausted' }, defense: { dice: [2], total: 4, fate: 'killed' }, trace: […] }
 */
export function resolveSkirmish(input: SkirmishInput, d6: D6): SkirmishResult {
  const [off, def] = skirmishFighters(input);
  const trace: TraceStep[] = [];
  if (off.autoKilled || def.autoKilled) return automaticKill(off, def, trace);

  for (let round = 1; ; round++) {
    const offDice = rollDice(d6, off.dice.count);
    const defDice = rollDice(d6, def.dice.count);
    const offTotal = off.fixed + keptDie(offDice);
    const defTotal = def.fixed + keptDie(defDice);
    trace.push(
      ...diceSteps(off, round, offDice),
      ...diceSteps(def, round, defDice),
      ...totalSteps(off, round, keptDie(offDice), offTotal),
      ...totalSteps(def, round, keptDie(defDice), defTotal),
    );
    const rolls = { offense: { dice: offDice, total: offTotal }, defense: { dice: defDice, total: defTotal } };
    const decide = (winner: SideName, by: 'total' | 'base' | 'R2', rule: string, text: string) => {
      trace.push({
        kind: 'decide',
        round,
        by,
        winner,
        rule,
        text: `${text}: ${winner === 'offense' ? 'Offense' : 'Defense'} wins`,
      });
      return finish(winner, rolls, round - 1, off, def, trace);
    };

    // AC-SK-6: higher total wins; then higher base Strength.
    if (offTotal !== defTotal)
      return decide(
        offTotal > defTotal ? 'offense' : 'defense',
        'total',
        'AC-SK-6',
        `Total ${offTotal} against ${defTotal}`,
      );
    if (off.base !== def.base)
      return decide(
        off.base > def.base ? 'offense' : 'defense',
        'base',
        'AC-SK-6',
        `Equal totals (${offTotal}), base Strength ${off.base} against ${def.base}`,
      );
    // R2: nothing to re-roll (both Equipment), so the defender wins the tie.
    if (off.dice.count + def.dice.count === 0)
      return decide('defense', 'R2', 'R2', `Equal totals and base Strength, no die to re-roll`);
    if (round > MAX_REROLLS) throw new RangeError(`${MAX_REROLLS} re-rolls in a row: the d6 does not look random`);
    trace.push({
      kind: 'decide',
      round,
      by: 'reroll',
      winner: undefined,
      rule: 'AC-SK-6',
      text: `Equal totals (${offTotal}) and base Strength (${off.base}): both roll again (re-roll #${round})`,
    });
  }
}

type Rolls = Record<SideName, { dice: number[]; total: number }>;

/** AC-SK-7: winner Exhausted; loser Killed when the margin is 3 or more, else Disabled. */
function finish(
  winner: SideName,
  rolls: Rolls,
  rerolls: number,
  off: Fighter,
  def: Fighter,
  trace: TraceStep[],
): SkirmishResult {
  const [won, lost] = winner === 'offense' ? [off, def] : [def, off];
  const margin = rolls[winner].total - rolls[lost.side].total;
  const killed = margin >= 3;
  trace.push(
    { kind: 'margin', value: margin, rule: 'AC-SK-7', text: `Margin ${margin}${killed ? ': 3 or more Kills' : ''}` },
    fateStep(won, 'exhausted', 'AC-SK-7', 'won'),
    killed
      ? fateStep(lost, 'killed', 'AC-SK-7', 'lost by 3 or more')
      : fateStep(lost, 'disabled', 'AC-SK-7', 'lost by less than 3'),
  );
  const fate = (side: SideName): Fate => (side === winner ? 'exhausted' : killed ? 'killed' : 'disabled');
  return result(winner, margin, rerolls, rolls, fate, trace);
}

/** AC-SK-5 and R1: a Strength-0 Equipment is Killed without any roll. */
function automaticKill(off: Fighter, def: Fighter, trace: TraceStep[]): SkirmishResult {
  trace.push(...totalSteps(off, 1, null, off.fixed), ...totalSteps(def, 1, null, def.fixed));
  const rolls: Rolls = { offense: { dice: [], total: off.fixed }, defense: { dice: [], total: def.fixed } };
  if (off.autoKilled && def.autoKilled) {
    const why = 'both Equipment with Strength 0';
    trace.push(
      { kind: 'decide', round: 1, by: 'R1', winner: null, rule: 'R1', text: `No winner: ${why}` },
      { kind: 'margin', value: 0, rule: 'R1', text: 'Margin 0: no winner' },
      fateStep(off, 'killed', 'R1', why),
      fateStep(def, 'killed', 'R1', why),
    );
    return result(null, 0, 0, rolls, () => 'killed', trace);
  }
  const [won, lost] = off.autoKilled ? [def, off] : [off, def];
  const margin = won.fixed - lost.fixed;
  const why = 'Equipment with Strength 0';
  trace.push(
    {
      kind: 'decide',
      round: 1,
      by: 'auto-kill',
      winner: won.side,
      rule: 'AC-SK-5',
      text: `${lost.unit.name} is ${why}, Killed without a roll: ${won.side === 'offense' ? 'Offense' : 'Defense'} wins`,
    },
    { kind: 'margin', value: margin, rule: 'AC-SK-5', text: `Margin ${margin}: the Kill is automatic` },
    fateStep(won, 'exhausted', 'AC-SK-7', 'won'),
    fateStep(lost, 'killed', 'AC-SK-5', why),
  );
  return result(won.side, margin, 0, rolls, (side) => (side === won.side ? 'exhausted' : 'killed'), trace);
}

function result(
  winner: SideName | null,
  margin: number,
  rerolls: number,
  rolls: Rolls,
  fate: (side: SideName) => Fate,
  trace: TraceStep[],
): SkirmishResult {
  const side = (name: SideName): SideResult => ({ ...rolls[name], fate: fate(name) });
  return { winner, margin, rerolls, offense: side('offense'), defense: side('defense'), trace };
}
