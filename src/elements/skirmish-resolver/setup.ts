// The Skirmish being set up in <skirmish-resolver>: both sides, the discards, the Defense's play, the dice so far
// and the outcome last resolved. Plain data and pure transitions; every edit takes a shown resolved outcome off the
// table (the next Skirmish is being set up). Those only a control makes (discards, typed dice, the next Skirmish, swapping
// sides) are in setup-edits.ts, which loads on the first sign of intent.
import type { SideName } from '../../rules/skirmish/index.js';
import type { Round } from './dice-record.js';
import type { DiceSource } from './dice-state.js';
import { other } from './format.js';
import type { Outcome } from './outcome.js';
import { type DiscardSetup, newSide, type PowerSetup, type SideSetup } from './side-setup.js';
import type { DefensePlay } from './skirmish-view.js';

export interface Setup {
  readonly sides: Readonly<Record<SideName, SideSetup>>;
  readonly discards: readonly DiscardSetup[];
  readonly defensePlay: DefensePlay;
  readonly diceSource: DiceSource;
  /** Virtual dice rolled for this Skirmish, round by round. */
  readonly rolled: readonly Round[];
  /** Dice typed from the table, round by round. */
  readonly typed: readonly Round<string>[];
  /** The last resolved outcome, shown until the next edit. */
  readonly resolved: Outcome | undefined;
}

export const emptySetup = (): Setup => ({
  sides: { offense: newSide('', false), defense: newSide('', false) },
  discards: [],
  defensePlay: 'card',
  diceSource: 'virtual',
  rolled: [],
  typed: [],
  resolved: undefined,
});

/** An edit: the change, with the resolved outcome taken off the table. */
export const edit = (setup: Setup, change: Partial<Setup>): Setup => ({ ...setup, ...change, resolved: undefined });

export const editSide = (setup: Setup, side: SideName, change: (s: SideSetup) => SideSetup): Setup =>
  edit(setup, { sides: { ...setup.sides, [side]: change(setup.sides[side]) } });

export const editPower = (setup: Setup, side: SideName, change: Partial<PowerSetup>): Setup =>
  editSide(setup, side, (s) => ({ ...s, power: { ...s.power, ...change } }));

/** The attacker discards first, then the commanders take turns (AC-SK-9). */
export const nextDiscarder = (discards: readonly DiscardSetup[]): SideName =>
  discards.length ? other(discards[discards.length - 1]!.by) : 'offense';
