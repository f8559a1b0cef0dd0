import '../src/elements/army-battle/define.js';
import '../src/elements/army-roster/define.js';
import '../src/elements/army-unit/define.js';
import '../src/elements/morale-tracker/define.js';

import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';

interface Args {
  seed: string;
}

type Board = HTMLElementTagNameMap['army-battle'];

/**
 * `<army-battle>` runs a whole Battle (AC-BA) on one board: the two commanders' trackers and rosters go inside, and
 * the board offers only the plays the rules allow, as buttons named the way a game master says them.
 */
const meta: Meta<Args> = {
  title: 'Elements/army-battle',
  component: 'army-battle',
  args: { seed: 'ford-crossing' },
  render: (args) =>
    html`<army-battle seed=${args.seed}>
      <morale-tracker name="Kael" level="4" influence="1"></morale-tracker>
      <army-roster commander="Kael" name="Ford Guard">
        <army-unit name="Pikemen" strength="3" role="guardian" path="steel"></army-unit>
        <army-unit name="Crossbows" strength="2" traits="ranged"></army-unit>
        <army-unit name="Lancers" strength="3" role="aggressor" path="steel"></army-unit>
      </army-roster>
      <morale-tracker name="Mira" npc morale="5"></morale-tracker>
      <army-roster commander="Mira" name="River Raiders">
        <army-unit name="Reavers" strength="3" role="aggressor"></army-unit>
        <army-unit name="Skirmishers" strength="2" traits="fast"></army-unit>
        <army-unit name="Shieldmaidens" strength="2" role="guardian"></army-unit>
      </army-roster>
    </army-battle>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Presses the board's buttons: "Start the Battle", then the first legal action `steps` times (or to the end). */
async function play(canvas: HTMLElement, steps: number) {
  const board = canvas.querySelector<Board>('army-battle')!;
  await board.updateComplete;
  const press = async (button: HTMLButtonElement | null | undefined) => {
    button?.click();
    await board.updateComplete;
  };
  await press(board.shadowRoot!.querySelector<HTMLButtonElement>('[part~=actions] button'));
  for (let i = 0; i < steps && board.battle?.step !== 'ended'; i++)
    await press(board.shadowRoot!.querySelector<HTMLButtonElement>('[part~=actions] button'));
}

/** Before the Battle: the armies as written, and "Start the Battle". */
export const Ready: Story = {};

/** AC-BA-1: started, the commander picked at random chooses who takes the first turn. */
export const Start: Story = { play: ({ canvasElement }) => play(canvasElement, 0) };

/** AC-SK-9, AC-SK-8: a few plays in: discards, the roll, a Kill that may be prevented. */
export const MidBattle: Story = { name: 'In the middle', play: ({ canvasElement }) => play(canvasElement, 5) };

/** AC-BA-5: played to the end; the status names the winner and why. */
export const Ended: Story = { name: 'Won', play: ({ canvasElement }) => play(canvasElement, 400) };
