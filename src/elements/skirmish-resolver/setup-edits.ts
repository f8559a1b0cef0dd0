// What each control of the resolver's setup does: one pure transition of the setup (setup.ts) each, applied to the
// element's state. The element gives what only it has: its dice, the roll, and where the focus goes next.
import type { D6 } from '../../rules/core/index.js';
import type { DiceEdits } from './dice-state.js';
import type { DiscardEdits } from './discard-list.js';
import * as setups from './setup.js';
import type { SideEdits } from './side-editor.js';

export interface EditsHost {
  readonly get: () => setups.Setup;
  readonly set: (setup: setups.Setup) => void;
  readonly die: D6;
  readonly roll: () => void;
  readonly aboutToRoll: () => void;
  /** A die was typed: the outcome it decides is announced once. */
  readonly typed: () => void;
  /** Moves the keyboard focus there after the next render, when the control that had it goes away. */
  readonly focusAfter: (selector: string) => void;
}

/** The setup's edits for the side panels, the discards and the dice. */
export function setupEdits(host: EditsHost): SideEdits & DiscardEdits & DiceEdits {
  const { get, set } = host;
  const side = (s: Parameters<typeof setups.editSide>[1], change: Parameters<typeof setups.editSide>[2]) =>
    set(setups.editSide(get(), s, change));
  return {
    source: (s, source) => side(s, (x) => ({ ...x, source })),
    form: (s, change) => side(s, (x) => ({ ...x, form: { ...x.form, ...change } })),
    otherBonus: (s, otherBonus) => side(s, (x) => ({ ...x, otherBonus })),
    npc: (s, npc) => side(s, (x) => ({ ...x, npc })),
    power: (s, change) => set(setups.editPower(get(), s, change)),
    rollIllusion: (s) => {
      const target = get().sides[s].power.illusionFor;
      set(setups.editPower(get(), s, { illusionRoll: String(host.die()), illusionFor: target || s }));
    },
    defensePlay: (defensePlay) => set(setups.edit(get(), { defensePlay })),
    addDiscard: () => set(setups.addDiscard(get())),
    discard: (index, change) => set(setups.editDiscard(get(), index, change)),
    removeDiscard: (index) => {
      set(setups.removeDiscard(get(), index));
      host.focusAfter('.discards > button');
    },
    diceSource: (diceSource) => set(setups.edit(get(), { diceSource })),
    roll: host.roll,
    aboutToRoll: host.aboutToRoll,
    clearDice: () => {
      set(setups.clearDice(get()));
      host.focusAfter(get().diceSource === 'real' ? '.dice input.die-input' : '.dice button.primary');
    },
    typeDie: (round, s, die, text) => {
      set(setups.typeDie(get(), round, s, die, text));
      host.typed();
    },
  };
}
