// What each control of the resolver's setup does: one pure transition of the setup each (setup.ts, and here those only a
// control makes), applied to the element's state. The element gives what only it has: its dice, the roll, and where the
// focus goes next. Not in the first frame: this loads after it, or on the first sign of intent (skirmish-resolver.ts).
import { msg } from '@lit/localize';

import type { PowerUsage } from '../../rules/powers/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import type { DiceEdits } from './dice-state.js';
import type { DiscardEdits } from './discard-list.js';
import { dropRollAsking } from './drop-roll.js';
import { other, SIDES } from './format.js';
import type { ResolverHost } from './resolver-record.js';
import { edit, editPower, editSide, emptySetup, nextDiscarder, type Setup } from './setup.js';
import type { SideEdits } from './side-editor.js';
import { type DiscardSetup, nextSkirmish, withoutChoices } from './side-setup.js';
import type { DefensePlay } from './skirmish-view.js';
import { rollD6, type VirtualDice } from './virtual-dice.js';

/** A new discard: by the commander whose turn it is, for their own unit, its bonus not typed yet (pending). */
const newDiscard = (discards: readonly DiscardSetup[]): DiscardSetup => {
  const by = nextDiscarder(discards);
  return { by, target: by, targetChosen: false, bonus: '', name: '', cardId: '' };
};

/** AC-SK-9: a discard is pending until its bonus is typed, so adding one changes nothing yet. */
const addDiscard = (setup: Setup): Setup => edit(setup, { discards: [...setup.discards, newDiscard(setup.discards)] });

const editDiscard = (setup: Setup, index: number, change: Partial<DiscardSetup>): Setup =>
  edit(setup, { discards: setup.discards.map((d, i) => (i === index ? { ...d, ...change } : d)) });

const removeDiscard = (setup: Setup, index: number): Setup =>
  edit(setup, { discards: setup.discards.filter((_, i) => i !== index) });

/** A die typed from the table: round `round`, `side`'s die number `die`. */
function typeDie(setup: Setup, round: number, side: SideName, die: number, text: string): Setup {
  const typed = [...setup.typed];
  while (typed.length <= round) typed.push({ offense: [], defense: [] });
  const row = typed[round] ?? { offense: [], defense: [] };
  const dice = [...row[side]];
  dice[die] = text;
  typed[round] = { ...row, [side]: dice };
  return edit(setup, { typed });
}

const clearDice = (setup: Setup): Setup => edit(setup, { rolled: [], typed: [] });

/** Clears the inputs for the next Skirmish; classes and power choices that last a Battle stay. */
const newSkirmish = (setup: Setup, defensePlay: DefensePlay): Setup => ({
  ...emptySetup(),
  diceSource: setup.diceSource,
  defensePlay,
  sides: { offense: nextSkirmish(setup.sides.offense), defense: nextSkirmish(setup.sides.defense) },
});

/**
 * AC-BA-2: the other commander attacks next. What belongs to a commander changes side with them (the unit picked
 * or typed, other adds, powers' choices, the NPC flag, their discards); the dice are rolled again.
 */
const swapSides = (setup: Setup, defensePlay: DefensePlay): Setup =>
  edit(setup, {
    sides: { offense: withoutChoices(setup.sides.defense), defense: withoutChoices(setup.sides.offense) },
    discards: setup.discards.map((d) => ({ ...d, by: other(d.by), target: other(d.target) })),
    rolled: [],
    typed: [],
    defensePlay,
  });

/** Power uses follow their commander across a swap: kept per commander id, or by side for one without an id. */
function swapUsage(usage: Readonly<Record<string, PowerUsage>>): Record<string, PowerUsage> {
  const { offense, defense, ...byId } = usage;
  return { ...byId, ...(defense ? { offense: defense } : {}), ...(offense ? { defense: offense } : {}) };
}

/** The resolver's commander attributes. */
export interface Commanders {
  offenseCommander: string;
  defenseCommander: string;
  offenseClass: string;
  defenseClass: string;
  offenseNpc: boolean;
  defenseNpc: boolean;
}

/** AC-BA-2: turns alternate. The commander ids, classes and NPC flags change side with the sides. */
function swapCommanders(c: Commanders) {
  [c.offenseCommander, c.defenseCommander] = [c.defenseCommander, c.offenseCommander];
  [c.offenseClass, c.defenseClass] = [c.defenseClass, c.offenseClass];
  [c.offenseNpc, c.defenseNpc] = [c.defenseNpc, c.offenseNpc];
}

/** What the edits read and change in their resolver, besides what its outcome's buttons do (a roll not resolved). */
export interface EditsHost extends ResolverHost {
  readonly dice: () => VirtualDice;
  /** A die was typed: the outcome it decides is announced once. */
  readonly typed: () => void;
  /** The Defense's play each Skirmish starts with (the `unopposed` attribute). */
  readonly startPlay: () => DefensePlay;
  /** The element's commanders: their ids, classes and NPC flags change side with the sides (AC-BA-2). */
  readonly commanders: Commanders;
  /** The commanders were swapped: the attributes swapped with them must not overwrite the swapped setups. */
  readonly swapped: () => void;
}

/** The buttons below the outcome: the next Skirmish, the other commander's turn (AC-BA-2), a new Battle. */
export interface TurnEdits {
  newSkirmish(): void;
  swapSides(): void;
  newBattle(): void;
}

/** What the element does itself: roll (the roll's code loads on its own). */
export type RollEdits = Pick<DiceEdits, 'roll' | 'aboutToRoll'>;
/** What the side panels, the discards, the dice and the buttons below them can do. */
export type SetupEdits = SideEdits & DiscardEdits & DiceEdits & TurnEdits;

/** The setup's edits for the side panels, the discards, the dice and the next turn, but rolling. */
export function setupEdits(host: EditsHost): Omit<SetupEdits, keyof RollEdits> {
  const { get, set } = host;
  const side = (s: Parameters<typeof editSide>[1], change: Parameters<typeof editSide>[2]) =>
    set(editSide(get(), s, change));
  return {
    source: (s, source) => side(s, (x) => ({ ...x, source })),
    form: (s, change) => side(s, (x) => ({ ...x, form: { ...x.form, ...change } })),
    otherBonus: (s, otherBonus) => side(s, (x) => ({ ...x, otherBonus })),
    npc: (s, npc) => side(s, (x) => ({ ...x, npc })),
    power: (s, change) => set(editPower(get(), s, change)),
    rollIllusion: (s) => {
      const target = get().sides[s].power.illusionFor;
      set(editPower(get(), s, { illusionRoll: String(rollD6(host.dice())), illusionFor: target || s }));
    },
    defensePlay: (defensePlay) => set(edit(get(), { defensePlay })),
    addDiscard: () => set(addDiscard(get())),
    discard: (index, change) => set(editDiscard(get(), index, change)),
    removeDiscard: (index) => {
      set(removeDiscard(get(), index));
      host.focusAfter('.discards > button');
    },
    diceSource: (diceSource) => set(edit(get(), { diceSource })),
    clearDice: () => {
      set(clearDice(get()));
      host.focusAfter(get().diceSource === 'real' ? '.dice input.die-input' : '.dice button.primary');
    },
    typeDie: (round, s, die, text) => {
      set(typeDie(get(), round, s, die, text));
      host.typed();
    },
    newSkirmish: () => dropRollAsking(host, msg('New Skirmish'), 1, () => set(newSkirmish(get(), host.startPlay()))),
    swapSides: () =>
      dropRollAsking(host, msg('Swap sides'), 2, () => {
        set(swapSides(get(), host.startPlay()));
        swapCommanders(host.commanders);
        host.swapped();
        host.record.change({ usage: swapUsage(host.record.usage) });
      }),
    // A new Battle: limited powers can be used again and the Tactician chooses again (AC-CP).
    newBattle: () =>
      dropRollAsking(host, msg('New Battle'), 3, () => {
        let setup = newSkirmish(get(), host.startPlay());
        for (const s of SIDES) setup = editPower(setup, s, { tacticianAs: '' });
        set(setup);
        host.record.change({ usage: {} });
      }),
  };
}
