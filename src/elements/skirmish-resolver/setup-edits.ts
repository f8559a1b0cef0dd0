// What each control of the resolver's setup does: one pure transition of the setup each (setup.ts, and here those only a
// control makes), applied to the element's state. The element gives what only it has: its dice, the roll, and where the
// focus goes next. Not in the first frame: this loads after it, or on the first sign of intent (skirmish-resolver.ts).
import type { D6 } from '../../rules/core/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import type { DiceEdits } from './dice-state.js';
import type { DiscardEdits } from './discard-list.js';
import { edit, editPower, editSide, nextDiscarder, type Setup } from './setup.js';
import type { SideEdits } from './side-editor.js';
import type { DiscardSetup } from './side-setup.js';

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

export interface EditsHost {
  readonly get: () => Setup;
  readonly set: (setup: Setup) => void;
  readonly die: D6;
  /** A die was typed: the outcome it decides is announced once. */
  readonly typed: () => void;
  /** Moves the keyboard focus there after the next render, when the control that had it goes away. */
  readonly focusAfter: (selector: string) => void;
}

/** What the element does itself: roll (the roll's code loads on its own). */
export type RollEdits = Pick<DiceEdits, 'roll' | 'aboutToRoll'>;
/** What the side panels, the discards and the dice can do. */
export type SetupEdits = SideEdits & DiscardEdits & DiceEdits;

/** The setup's edits for the side panels, the discards and the dice, but rolling. */
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
      set(editPower(get(), s, { illusionRoll: String(host.die()), illusionFor: target || s }));
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
  };
}
