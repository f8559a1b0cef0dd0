import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/elements/skirmish-resolver/define.js';

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

const CLASSES = [
  '',
  'tactician',
  'battlemage',
  'oathbound',
  'shapeshifter',
  'adept',
  'chirurgeon',
  'necromancer',
  'cleric',
  'animist',
  'mender',
  'master-of-arms',
  'evoker',
  'dervish',
  'scout',
  'psionicist',
  'rogue',
  'illusionist',
  'chaplain',
  'shaman',
  'etherealist',
];

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
  render: (args) =>
    html`<skirmish-resolver
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
    </skirmish-resolver>`,
};
export default meta;

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
