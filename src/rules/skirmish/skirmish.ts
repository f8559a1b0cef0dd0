import type { D6 } from '../core/index.js';
import { decideRound, killedBy } from './core.js';
import { type Fighter, skirmishFighters } from './internal/fighter.js';
import { keptDie, rollDice, rollExtraDice } from './internal/roll.js';
import { type Decider, diceSteps, fateStep, totalSteps, type TraceStep } from './internal/trace.js';
import type { Fate, SideName, SideResult, SkirmishInput } from './types.js';

export { type Decider, FATE_WORDS, type TraceStep } from './internal/trace.js';

/** A side's result (docs/api.md `SideResult`), plus its extra dice when it had any (AC-CP). */
export interface SkirmishSideResult extends SideResult {
  /**
   * The extra d6 of `Side.extraDice` (the Illusionist's power), rolled once before the first round
   * and kept through every re-roll; their sum is in `total`. Absent when the side had none, and
   * after an automatic Kill (AC-SK-5, R1), which rolls no dice at all.
   */
  readonly extraDice?: number[];
}

/** How {@link resolveSkirmish} works beyond the contract. */
export interface ResolveOptions {
  /** `false` skips building the trace (`trace` is then empty): faster, for simulations. Default `true`. */
  readonly trace?: boolean;
}

/** docs/api.md "Rules API", plus `trace`: every step, ready to render (see {@link TraceStep}). */
export interface SkirmishResult {
  /** `null` only for ruling R1. */
  readonly winner: SideName | null;
  /** Winner total − loser total of the deciding round (0 when there is no winner). */
  readonly margin: number;
  /** How many times AC-SK-6 made both sides roll again. */
  readonly rerolls: number;
  readonly offense: SkirmishSideResult;
  readonly defense: SkirmishSideResult;
  readonly trace: readonly TraceStep[];
}

/** Past this many re-rolls the die is not random (e.g. a constant test die): stop instead of looping. */
const MAX_REROLLS = 1000;

/** An empty trace, for `{ trace: false }`. */
const NO_TRACE: readonly TraceStep[] = Object.freeze([]);

/**
 * Resolves one Skirmish (AC-SK-2 … AC-SK-7, AC-SK-10, AC-SK-11, AC-CP extra dice, rulings R1, R2).
 * Every round draws the Offense card's dice (0, 1 or 2) from `d6`, then the Defense card's.
 *
 * - Totals: base Strength + kept die + modifiers ({@link sideModifiers}) + extra dice.
 * - AC-CP extra dice (`Side.extraDice`, the Illusionist's power): before the first round, the
 *   Offense side's extra d6 are drawn, then the Defense side's (none drawn when there are none,
 *   so the dice order above is unchanged). Each is an add like `otherBonus` (never a Savant +2,
 *   AC-SK-10), rolled once and kept through every AC-SK-6 re-roll; the rolls are in the side's
 *   `extraDice` and in the trace as `add` steps of source `extra` ("Illusionist die +4").
 * - AC-SK-6 ties: "base Strength" is the unit's `strength` (the printed Strength, plus permanent
 *   training, AC-EC-4), without die or modifiers: card bonuses, Reach, Savant, extra dice and
 *   `otherBonus` (including the Retinue's +1, AC-EC-6) never count for the tie. Equal there too:
 *   both roll again, unless neither rolls a die (R2: Defense wins, since a re-roll could never
 *   change anything; extra dice are not re-rolled, so they do not count as a die here).
 * - AC-SK-5: Equipment with Strength 0 is Killed without a roll; the other side wins and is
 *   Exhausted. No dice are drawn, not even extra dice (ruling: nothing they show could change
 *   the Kill); totals are base Strength + modifiers and `margin` is still the winner's total
 *   minus the loser's (it may be below 3, even negative: it does not decide the Kill).
 *   Both such Equipment: R1, both Killed, `winner: null`, margin 0.
 *
 * `options.trace: false` leaves the trace empty (for simulations); the result is otherwise the same.
 *
 * Throws a RangeError when a card cannot fight (AC-UN-4; check first with `whyCannotFight`), when
 * a bonus is not a number, when `extraDice` is not a whole number 0–3, or when `d6` gives anything
 * but a whole number 1–6.
 *
 * @example
 * const spearmen = { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] };
 * const soldier = { name: 'Soldier', strength: 2, role: 'trooper' };
 * resolveSkirmish({ offense: { unit: spearmen }, defense: { unit: soldier } }, fixedD6([2, 3, 2]));
 * // → { winner: 'offense', margin: 3, rerolls: 0,
 * //     offense: { dice: [2, 3], total: 7, fate: 'exhausted' }, defense: { dice: [2], total: 4, fate: 'killed' }, trace: […] }
 * resolveSkirmish({ offense: { unit: soldier, extraDice: 1 }, defense: { unit: soldier } }, fixedD6([4, 3, 5])).offense;
 * // → { dice: [3], total: 9, fate: 'exhausted', extraDice: [4] } (Illusionist die 4 first; 2 + 3 + 4 against 2 + 5)
 */
export function resolveSkirmish(input: SkirmishInput, d6: D6, options: ResolveOptions = {}): SkirmishResult {
  const [offense, defense] = skirmishFighters(input);
  const trace: TraceStep[] | undefined = options.trace === false ? undefined : [];
  if (offense.autoKilled || defense.autoKilled) return automaticKill(offense, defense, trace);
  // AC-CP: extra dice before round 1, Offense's first; from here on they are part of `fixed`.
  const off = rollExtraDice(offense, d6);
  const def = rollExtraDice(defense, d6);

  for (let round = 1; ; round++) {
    const offDice = rollDice(d6, off.dice.count);
    const defDice = rollDice(d6, def.dice.count);
    const offDie = keptDie(offDice);
    const defDie = keptDie(defDice);
    const offTotal = off.fixed + offDie;
    const defTotal = def.fixed + defDie;
    const decision = DECISIONS[decideRound(offTotal, defTotal, off.base, def.base, off.dice.count + def.dice.count)]!;
    trace?.push(
      ...diceSteps(off, round, offDice),
      ...diceSteps(def, round, defDice),
      ...totalSteps(off, round, offDie, offTotal),
      ...totalSteps(def, round, defDie, defTotal),
      { kind: 'decide', round, ...decision, text: decisionText(decision, round, off, def, offTotal, defTotal) },
    );
    if (decision.winner) {
      const rolls = { offense: { dice: offDice, total: offTotal }, defense: { dice: defDice, total: defTotal } };
      return finish(decision.winner, rolls, round - 1, off, def, trace);
    }
    if (round > MAX_REROLLS) throw new RangeError(`${MAX_REROLLS} re-rolls in a row: the d6 does not look random`);
  }
}

interface Decision {
  readonly by: Decider;
  /** `undefined`: both roll again. */
  readonly winner: SideName | undefined;
  readonly rule: string;
}

/**
 * Each code of {@link decideRound} (AC-SK-6, R2: ±1 by the totals, ±2 by base Strength, −3 R2, 0 both roll again) as
 * the trace says it. Written as numbers, not core.ts' names: this module loads on first use, and the names would be
 * exported to it from `army-combat.js`, whose Skirmish odds decide rounds with the same core (17 B gzip).
 */
const DECISIONS: Record<number, Decision> = {
  [1]: { by: 'total', winner: 'offense', rule: 'AC-SK-6' },
  [-1]: { by: 'total', winner: 'defense', rule: 'AC-SK-6' },
  [2]: { by: 'base', winner: 'offense', rule: 'AC-SK-6' },
  [-2]: { by: 'base', winner: 'defense', rule: 'AC-SK-6' },
  [-3]: { by: 'R2', winner: 'defense', rule: 'R2' },
  [0]: { by: 'reroll', winner: undefined, rule: 'AC-SK-6' },
};

/** The words of a round's decision, for the trace. */
function decisionText(
  { by, winner }: Decision,
  round: number,
  off: Fighter,
  def: Fighter,
  offTotal: number,
  defTotal: number,
): string {
  const wins = `${winner === 'offense' ? 'Offense' : 'Defense'} wins`;
  if (by === 'total') return `Total ${offTotal} against ${defTotal}: ${wins}`;
  if (by === 'base') return `Equal totals (${offTotal}), base Strength ${off.base} against ${def.base}: ${wins}`;
  if (by === 'R2') return `Equal totals and base Strength, no die to re-roll: ${wins}`;
  return `Equal totals (${offTotal}) and base Strength (${off.base}): both roll again (re-roll #${round})`;
}

type Rolls = Record<SideName, { dice: number[]; total: number }>;

/** AC-SK-7: winner Exhausted; loser Killed when the margin is 3 or more, else Disabled. */
function finish(
  winner: SideName,
  rolls: Rolls,
  rerolls: number,
  off: Fighter,
  def: Fighter,
  trace: TraceStep[] | undefined,
): SkirmishResult {
  const [won, lost] = winner === 'offense' ? [off, def] : [def, off];
  const margin = rolls[winner].total - rolls[lost.side].total;
  const killed = killedBy(margin);
  trace?.push(
    { kind: 'margin', value: margin, rule: 'AC-SK-7', text: `Margin ${margin}${killed ? ': 3 or more Kills' : ''}` },
    fateStep(won, 'exhausted', 'AC-SK-7', 'won'),
    killed
      ? fateStep(lost, 'killed', 'AC-SK-7', 'lost by 3 or more')
      : fateStep(lost, 'disabled', 'AC-SK-7', 'lost by less than 3'),
  );
  const fate = (side: SideName): Fate => (side === winner ? 'exhausted' : killed ? 'killed' : 'disabled');
  return result(winner, margin, rerolls, rolls, [off, def], fate, trace);
}

/** AC-SK-5 and R1: a Strength-0 Equipment is Killed without any roll (extra dice included). */
function automaticKill(off: Fighter, def: Fighter, trace: TraceStep[] | undefined): SkirmishResult {
  trace?.push(...totalSteps(off, 1, null, off.fixed), ...totalSteps(def, 1, null, def.fixed));
  const rolls: Rolls = { offense: { dice: [], total: off.fixed }, defense: { dice: [], total: def.fixed } };
  if (off.autoKilled && def.autoKilled) {
    const why = 'both Equipment with Strength 0';
    trace?.push(
      { kind: 'decide', round: 1, by: 'R1', winner: null, rule: 'R1', text: `No winner: ${why}` },
      { kind: 'margin', value: 0, rule: 'R1', text: 'Margin 0: no winner' },
      fateStep(off, 'killed', 'R1', why),
      fateStep(def, 'killed', 'R1', why),
    );
    return result(null, 0, 0, rolls, [off, def], () => 'killed', trace);
  }
  const [won, lost] = off.autoKilled ? [def, off] : [off, def];
  const margin = won.fixed - lost.fixed;
  const why = 'Equipment with Strength 0';
  trace?.push(
    {
      kind: 'decide',
      round: 1,
      by: 'auto-kill',
      winner: won.side,
      rule: 'AC-SK-5',
      text: `${lost.unit.name} is ${why}, Killed without a roll: ${won.side === 'offense' ? 'Offense' : 'Defense'} wins`,
    },
    {
      kind: 'margin',
      value: margin,
      rule: 'AC-SK-5',
      text: `Margin ${margin} (winner's total − loser's, which may be below 0): the Kill is automatic, whatever the margin`,
    },
    fateStep(won, 'exhausted', 'AC-SK-7', 'won'),
    fateStep(lost, 'killed', 'AC-SK-5', why),
  );
  return result(won.side, margin, 0, rolls, [off, def], (side) => (side === won.side ? 'exhausted' : 'killed'), trace);
}

function result(
  winner: SideName | null,
  margin: number,
  rerolls: number,
  rolls: Rolls,
  [off, def]: readonly [Fighter, Fighter],
  fate: (side: SideName) => Fate,
  trace: TraceStep[] | undefined,
): SkirmishResult {
  // Built field by field rather than spread: this runs once per Skirmish in every simulated Battle.
  const side = (name: SideName, f: Fighter): SkirmishSideResult => {
    const { dice, total } = rolls[name];
    return f.extraRolls
      ? { dice, total, fate: fate(name), extraDice: [...f.extraRolls] }
      : { dice, total, fate: fate(name) };
  };
  return {
    winner,
    margin,
    rerolls,
    offense: side('offense', off),
    defense: side('defense', def),
    trace: trace ?? NO_TRACE,
  };
}
