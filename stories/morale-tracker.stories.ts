import '../src/elements/morale-tracker/define.js';
import '../src/elements/army-roster/define.js';

import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';

interface Args {
  name: string;
  level: string;
  npc: boolean;
  morale: string;
  baseMorale: string;
  commander: string;
  stateKey: string;
  inBattle: boolean;
}

/**
 * `<morale-tracker>` follows one commander's Morale through a Battle and a Day (AC-MO): losses, cards, passing,
 * Unopposed damage, buying, Healers, kill prevention, upkeep, a new Day, undo, and the Rout with its rolls.
 * Give it a `state-key` to keep it across reloads and in step between tabs.
 */
const meta: Meta<Args> = {
  title: 'Elements/morale-tracker',
  component: 'morale-tracker',
  args: {
    name: 'Ayla',
    level: '6',
    npc: false,
    morale: '',
    baseMorale: '',
    commander: '',
    stateKey: '',
    inBattle: false,
  },
  argTypes: {
    level: { control: 'text', description: 'A player character’s level: start 4 + ⌊level / 2⌋ (AC-MO-1).' },
    morale: { control: 'text', description: 'A non-player commander’s starting Morale (with npc).' },
    baseMorale: { name: 'base-morale', control: 'text', description: 'Morale of a defended Base (AC-MO-3).' },
    stateKey: { name: 'state-key', control: 'text' },
    inBattle: { name: 'in-battle', control: 'boolean' },
  },
  render: (args) =>
    html`<div style="max-width: 26rem">
      <morale-tracker
        name=${args.name}
        level=${args.level}
        ?npc=${args.npc}
        morale=${args.morale}
        base-morale=${args.baseMorale}
        commander=${args.commander}
        state-key=${args.stateKey}
        ?in-battle=${args.inBattle}
      ></morale-tracker>
    </div>`,
};
export default meta;

type Story = StoryObj<Args>;

export const PlayerCharacter: Story = { name: 'Player character (level 6: Morale 7)' };

export const NonPlayer: Story = {
  name: 'Non-player commander (Morale 5, may prevent a Kill)',
  args: { name: 'Bandit chief', level: '', npc: true, morale: '5', inBattle: true },
};

export const WithBaseMorale: Story = {
  name: 'Defending a Base (2 Base Morale, lost first)',
  args: { name: 'Ayla', level: '6', baseMorale: '2', inBattle: true },
};

export const Routed: Story = {
  name: 'Routed (a Battle started at 0 Morale)',
  args: { name: 'Bandit chief', level: '', npc: true, morale: '0', inBattle: true },
};

export const BadLevel: Story = {
  name: 'Bad level (level="lots")',
  args: { name: 'Ayla', level: 'lots' },
};

export const NoMoraleLeft: Story = {
  name: 'Morale 0 between Battles: "Lose 1" and upkeep unavailable, with the reasons',
  args: { name: 'Bandit chief', level: '', npc: true, morale: '0' },
};

/**
 * With the `<army-roster>` of the same commander: "Start Battle" and "End Battle" there start and end the tracker's
 * Battle (never the other way round), and Morale spent on upkeep here lowers the roster's upkeep per Day.
 */
export const WithArmyRoster: Story = {
  name: 'With the army roster of its commander',
  args: { commander: 'ayla' },
  render: (args) =>
    html`<div style="display: grid; gap: 1rem; max-width: 60rem">
      <morale-tracker name=${args.name} level=${args.level} commander=${args.commander}></morale-tracker>
      <army-roster name="Ayla's Vanguard" commander=${args.commander}>
        <army-unit name="Spearmen" strength="3" role="aggressor" traits="reach" owner="ayla"></army-unit>
        <army-unit name="Archers" strength="2" traits="ranged"></army-unit>
      </army-roster>
    </div>`,
};
