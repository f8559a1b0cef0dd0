import '../src/elements/army-roster/define.js';
import '../src/elements/skirmish-resolver/define.js';

import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

import { COMMANDER_CLASSES } from '../src/rules/index.js';

/** The element's attributes, plus the two slotted `<army-unit>` cards (written as `name:strength:role:traits`). */
interface Args {
  seed: string;
  'offense-commander': string;
  'defense-commander': string;
  'offense-class': string;
  'defense-class': string;
  'offense-npc': boolean;
  'defense-npc': boolean;
  unopposed: string;
  offenseUnit: string;
  defenseUnit: string;
}

/** No class, then the AC-CP table in its order. */
const CLASSES = ['', ...COMMANDER_CLASSES.map((c) => c.id)];

/** `Spearmen:3:aggressor:reach` → a slotted `<army-unit>`; empty → none. */
function card(slot: 'offense' | 'defense', written: string) {
  if (!written.trim()) return nothing;
  const [name = '', strength = '', role = '', traits = ''] = written.split(':');
  return html`<army-unit slot=${slot} name=${name} strength=${strength} role=${role} traits=${traits}></army-unit>`;
}

/**
 * `<skirmish-resolver>` resolves one Skirmish (AC-SK): the exact chances before the roll, virtual dice (seeded with
 * `seed`) or dice typed from the table, and the outcome as a roll card. Units come from slotted `<army-unit>`
 * cards (here written as `name:strength:role:traits`), from `<army-roster>` hands on the page, or from the form.
 */
const meta: Meta<Args> = {
  title: 'Elements/skirmish-resolver',
  component: 'skirmish-resolver',
  args: {
    seed: 'ac-sk-12-74',
    'offense-commander': 'ayla',
    'defense-commander': 'brann',
    'offense-class': '',
    'defense-class': '',
    'offense-npc': false,
    'defense-npc': false,
    unopposed: '',
    offenseUnit: 'Spearmen:3:aggressor:reach',
    defenseUnit: 'Soldier:2:trooper:',
  },
  argTypes: {
    'offense-class': { control: 'select', options: CLASSES },
    'defense-class': { control: 'select', options: CLASSES },
    unopposed: {
      control: 'select',
      options: ['', 'pass', 'unable'],
      description: 'Empty: a Skirmish. `pass` (AC-MO-7) or `unable` (R3): the Offense is Unopposed.',
    },
    offenseUnit: { description: 'The slotted Offense `<army-unit>`, as name:strength:role:traits (empty: none).' },
    defenseUnit: { description: 'The slotted Defense `<army-unit>`, as name:strength:role:traits (empty: none).' },
  },
  render: (args) => resolver(args),
};
export default meta;

/** The resolver with the args as attributes and slotted cards. */
function resolver(args: Args) {
  return html`<skirmish-resolver
    seed=${args.seed}
    offense-commander=${args['offense-commander']}
    defense-commander=${args['defense-commander']}
    offense-class=${args['offense-class']}
    defense-class=${args['defense-class']}
    ?offense-npc=${args['offense-npc']}
    ?defense-npc=${args['defense-npc']}
    unopposed=${args.unopposed || nothing}
  >
    ${card('offense', args.offenseUnit)} ${card('defense', args.defenseUnit)}
  </skirmish-resolver>`;
}

type Story = StoryObj<Args>;

/** Every attribute as a control. */
export const Playground: Story = {};

/**
 * AC-SK-12, the worked example: Spearmen (Aggressor, Reach) attack a Soldier. The seed's first roll is the
 * example's: 2 and 3 for the Spearmen, 2 for the Soldier: 7 against 4, the Soldier would be Killed. Add a discard by
 * the Defense for +1 to the Defense: 7 against 5, only Disabled. Then resolve. (Or choose "We rolled real dice" and
 * type the dice.)
 */
export const WorkedExample: Story = {
  name: 'AC-SK-12 worked example',
};

/** AC-SK-3/4: an Aggressor attacking a Guardian: each side's second die is negated, both roll 1d6. */
export const AggressorVsGuardian: Story = {
  name: 'Aggressor vs Guardian',
  args: { offenseUnit: 'Raiders:3:aggressor:', defenseUnit: 'Shield Wall:3:guardian:' },
};

/** AC-MO-7, R4: the Defense Passes; the Offense rolls as in a Skirmish and deals 1 Morale per 4 of its total. */
export const Unopposed: Story = {
  args: { unopposed: 'pass', defenseUnit: '' },
};

/** R3: the Defense has no card it can play; the same damage, and nothing more. */
export const UnopposedUnable: Story = {
  name: 'Unopposed (defender Unable)',
  args: { unopposed: 'unable', defenseUnit: '', offenseUnit: 'Soldier:2:trooper:' },
};

/** AC-CP: an Evoker attacks an Oathbound commander (non-player); their powers change the odds and the fates. */
export const CommanderPowers: Story = {
  name: 'Commander powers (Evoker vs Oathbound)',
  args: { 'offense-class': 'evoker', 'defense-class': 'oathbound', 'defense-npc': true },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('skirmish-resolver')!;
    for (const side of ['offense', 'defense']) await open(el, `.side.${side} details.commander`);
  },
};

/** AC-SK-10: a Savant defends; every bonus from a discarded card gives it +2 more, commander adds do not. */
export const Savant: Story = {
  args: { offenseUnit: 'Veterans:3:trooper:', defenseUnit: 'Sage:1:savant:', 'defense-class': 'evoker' },
};

/** AC-SK-5, R1: two Strength-0 Equipment cards: both Killed, no winner, no die. */
export const EquipmentR1: Story = {
  name: 'Equipment: R1',
  args: { offenseUnit: 'Banner:0:equipment:', defenseUnit: 'Standard:0:equipment:' },
};

/** AC-UN-4: a card with Strength "-" cannot fight: said inline, the other side stays editable. */
export const CannotFight: Story = {
  name: 'Cannot fight (Strength "-")',
  args: { offenseUnit: 'Siege Ladder:-:equipment:' },
};

/**
 * AC-BA-2, AC-UN-4: a Battle turn, both armies on the page. Each side is picked from its commander's cards in hand
 * that can fight (not the Siege Ladder, not the Ritual). Once resolved, the rosters move the two cards out of hand
 * and the picks clear; "Swap sides" gives the Offense to Brann, with his class and NPC flag, and turns alternate.
 */
export const BattleTurn: Story = {
  name: 'Battle turn (rosters, Swap sides)',
  args: { seed: 'battle', offenseUnit: '', defenseUnit: '', 'defense-npc': true, 'defense-class': 'oathbound' },
  render: (args) =>
    html`${resolver(args)}
      <army-roster name="Ayla's Vanguard" commander="ayla">
        <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
        <army-unit name="Archers" strength="2" path="nature" traits="ranged"></army-unit>
        <army-unit name="Siege Ladder" strength="-" role="equipment"></army-unit>
        <army-unit name="Call of the Wild" strength="-" role="ritual" path="nature"></army-unit>
      </army-roster>
      <army-roster name="Brann's bandits" commander="brann">
        <army-unit name="Stockade Guards" strength="3" role="guardian" path="steel"></army-unit>
        <army-unit name="Bandit Mob" strength="1"></army-unit>
      </army-roster>`,
};

/**
 * AC-SK-9: "Add a discard" adds one by the commander whose turn it is, pending (it changes nothing) until its bonus
 * is typed; "For" follows "By". The Soldier's commander discards for +1 after the roll: 7 against 5, Disabled.
 */
export const DiscardAfterTheRoll: Story = {
  name: 'Discard after the roll (AC-SK-9)',
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('skirmish-resolver')!;
    await el.updateComplete;
    await press(el, 'Roll the dice');
    await open(el, 'details.discards');
    await press(el, 'Add a discard');
  },
};

type Resolver = HTMLElement & { updateComplete: Promise<unknown> };

/** Presses the button named `name` in the resolver's shadow root, and waits for it to render. */
async function press(el: Resolver, name: string) {
  const found = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent.trim().startsWith(name));
  found?.click();
  await el.updateComplete;
}

/** Opens the resolver's panel `selector` (a `<details>`), and waits (2 s at most) until its content is drawn. */
async function open(el: Resolver, selector: string) {
  await el.updateComplete;
  const details = el.shadowRoot!.querySelector<HTMLDetailsElement>(selector)!;
  details.open = true;
  const drawn = () => details.children.length > 1 && !details.querySelector(':scope > p[role=status]');
  for (let tries = 0; tries < 100 && !drawn(); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  await el.updateComplete;
}

/**
 * The record of a night: three Skirmishes resolved, each a row of the history (dice, totals, fates, a note), then
 * "Undo last Skirmish" takes back the third with what it caused. "Copy as Markdown" puts the table on the clipboard
 * for a wiki; with `state-key` the history survives a reload.
 */
export const History: Story = {
  name: 'History with undo',
  args: { seed: 'history' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('skirmish-resolver')!;
    await el.updateComplete;
    for (let i = 0; i < 3; i++) {
      await press(el, 'Roll the dice');
      await press(el, 'Resolve the Skirmish');
    }
    await open(el, 'details.history');
    await press(el, 'Undo last Skirmish');
  },
};
