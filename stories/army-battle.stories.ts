import '../src/elements/army-battle/define.js';
import '../src/elements/army-roster/define.js';
import '../src/elements/army-unit/define.js';
import '../src/elements/morale-tracker/define.js';
import '../src/elements/skirmish-resolver/define.js';

import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

import type { BattleState } from '../src/rules/battle/index.js';

interface Args {
  seed: string;
  /** Kael's class (AC-CP), e.g. `evoker`. */
  kaelClass: string;
  dice: 'virtual' | 'real';
  /** A `<skirmish-resolver>` inside the board, showing the odds of the Battle's Skirmish. */
  resolver: boolean;
  /** Battles simulated for each chance to win (before the Battle and from each step on). */
  oddsBattles: number;
}

type Board = HTMLElementTagNameMap['army-battle'];

/**
 * `<army-battle>` runs a whole Battle (AC-BA) on one board: the two commanders' trackers and rosters go inside, and
 * the board offers only the plays the rules allow, as buttons named the way a game master says them. The widgets
 * inside follow the Battle: the rosters show its piles and play its cards, the trackers its Morale.
 */
const meta: Meta<Args> = {
  title: 'Elements/army-battle',
  component: 'army-battle',
  args: { seed: 'ford-crossing', kaelClass: '', dice: 'virtual', resolver: false, oddsBattles: 10_000 },
  argTypes: {
    kaelClass: { control: 'select', options: ['', 'evoker', 'illusionist', 'chirurgeon', 'chaplain', 'mender'] },
    dice: { control: 'inline-radio', options: ['virtual', 'real'] },
  },
  render: (args) =>
    html`<army-battle seed=${args.seed} dice=${args.dice} odds-battles=${args.oddsBattles}>
      <morale-tracker name="Kael" level="4" influence="1" commander-class=${args.kaelClass || nothing}></morale-tracker>
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
      ${args.resolver ? html`<skirmish-resolver></skirmish-resolver>` : nothing}
    </army-battle>`,
};
export default meta;
type Story = StoryObj<Args>;

const actionButtons = (board: Board) => [
  ...board.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=actions] button'),
];

/**
 * Presses "Start the Battle", then the first legal action until `until` holds (or the Battle ends), as a game master
 * who always takes the first button would.
 */
async function playUntil(canvas: HTMLElement, until: (battle: BattleState, buttons: string[]) => boolean) {
  const board = canvas.querySelector<Board>('army-battle')!;
  // The board's Battle loads on its first connect: "Loading the Battle…" until its buttons are there.
  for (let i = 0; i < 200 && !actionButtons(board).length; i++) await new Promise((r) => setTimeout(r, 50));
  actionButtons(board)[0]?.click();
  await board.updateComplete;
  for (let i = 0; i < 400 && board.battle && board.battle.step !== 'ended'; i++) {
    const buttons = actionButtons(board);
    if (
      until(
        board.battle,
        buttons.map((b) => b.textContent.trim()),
      )
    )
      break;
    buttons[0]?.click();
    await board.updateComplete;
  }
}

/** Before the Battle: the armies as written, and "Start the Battle" once the board's Battle has loaded. */
export const Ready: Story = {};

/** AC-BA-1, R11: started with every card in hand; a roll decides who chooses the first turn. */
export const Start: Story = { play: ({ canvasElement }) => playUntil(canvasElement, () => true) };

/** AC-SK-9: the discard window before the roll; Kael, an Evoker, may Add 2 to either side (3 per Battle). */
export const DiscardWindow: Story = {
  name: 'Discard window',
  args: { kaelClass: 'evoker' },
  play: ({ canvasElement }) => playUntil(canvasElement, (battle) => battle.step === 'bonuses'),
};

/** AC-SK-8, R5: a unit was Killed; its commander may save it (1 Influence, or 3 Morale for a non-player). */
export const KillPrevention: Story = {
  name: 'Kill prevention',
  args: { seed: 'rout' },
  play: ({ canvasElement }) => playUntil(canvasElement, (_, buttons) => buttons.some((b) => b.startsWith('Save '))),
};

/** AC-BA-3: both commanders were Unable; the Exhausted are back in hand and Phase 2 begins. */
export const PhaseTwo: Story = {
  name: 'Phase 2',
  play: ({ canvasElement }) => playUntil(canvasElement, (battle) => battle.phase === 2),
};

/** AC-SK-7: a resolver inside the board shows the exact odds of the Battle's Skirmish, and can roll it. */
export const SkirmishOdds: Story = {
  name: 'Skirmish odds in a resolver',
  args: { resolver: true },
  play: ({ canvasElement }) => playUntil(canvasElement, (battle) => battle.pending?.defense !== undefined),
};

/** Real dice: every roll waits for the dice thrown at the table, in the order thrown. */
export const RealDice: Story = {
  name: 'Real dice',
  args: { dice: 'real' },
  play: async ({ canvasElement }) => {
    await playUntil(canvasElement, () => true);
    const board = canvasElement.querySelector<Board>('army-battle')!;
    actionButtons(board)[0]?.click(); // the roll for who chooses: it asks for the two dice
    await board.updateComplete;
  },
};

/** The board shows `selector` now (in its shadow root). */
const shows = (canvas: HTMLElement, selector: string) =>
  Boolean(canvas.querySelector<Board>('army-battle')!.shadowRoot!.querySelector(selector));

/**
 * AC-SK-1, R17: Kael's Offense card is down, face down: until Mira chooses her Defense, every card is still listed in
 * Kael's hand (the board, the rosters, the trackers), and nothing on screen says which one was played.
 */
export const FaceDown: Story = {
  name: 'Offense card face down',
  play: ({ canvasElement }) => playUntil(canvasElement, (battle) => battle.step === 'defense'),
};

/** Waits (polling, as a story may) until `done` holds on the board, at most 30 s: the workers' figures come in time. */
async function waitFor(canvas: HTMLElement, done: (board: Board) => boolean) {
  const board = canvas.querySelector<Board>('army-battle')!;
  for (let i = 0; i < 600 && !done(board); i++) await new Promise((r) => setTimeout(r, 50));
}

const settled = (selector: string) => (board: Board) => {
  const part = board.shadowRoot!.querySelector(selector);
  return Boolean(part && /\d%/.test(part.textContent) && !part.querySelector('progress'));
};

/** Mid-Battle (a Skirmish fought, Kael on Offense again): each commander's chance to win from here, with its bar. */
export const LiveChance: Story = {
  name: 'Chance to win, live',
  args: { oddsBattles: 2000 },
  play: async ({ canvasElement }) => {
    await playUntil(canvasElement, (b) => b.step === 'offense' && b.commanders.some((c) => c.exhausted.length > 0));
    await waitFor(canvasElement, settled('[part~=chances]'));
  },
};

/** "What should Kael play?": every legal action with the chance to win after it, best first. */
export const Advice: Story = {
  name: 'What should Kael play?',
  args: { oddsBattles: 2000 },
  play: async ({ canvasElement }) => {
    await LiveChance.play!({ canvasElement } as Parameters<NonNullable<Story['play']>>[0]);
    const board = canvasElement.querySelector<Board>('army-battle')!;
    board.shadowRoot!.querySelector<HTMLButtonElement>('button.advise')?.click();
    await waitFor(canvasElement, settled('.advice'));
  },
};

/** R20: Mira, a non-player commander, played by the board until Kael must decide; the log marks her steps. */
export const Autopilot: Story = {
  name: 'Autopilot: an NPC turn',
  args: { oddsBattles: 1000 },
  play: async ({ canvasElement }) => {
    await playUntil(canvasElement, (b) => b.step === 'offense' && b.commanders[b.actor].name === 'Mira');
    const root = canvasElement.querySelector<Board>('army-battle')!.shadowRoot!;
    const turns = [...root.querySelectorAll<HTMLButtonElement>('.autopilot button')].find((b) =>
      b.textContent.includes('turns'),
    );
    turns?.click();
    await waitFor(canvasElement, (board) => !board.shadowRoot!.querySelector('.autopilot'));
    root.querySelector<HTMLElement>('.log summary')?.click();
    await waitFor(canvasElement, settled('[part~=chances]'));
  },
};

/**
 * AC-SK-2, AC-SK-7: the first Skirmish rolled, as its card on top of "Just now": both cards revealed, each side's die,
 * the sum behind each total, the margin and each card's fate with the rule that decided it.
 */
export const RollCard: Story = {
  name: 'Roll card',
  play: ({ canvasElement }) => playUntil(canvasElement, () => shows(canvasElement, '.roll-card .roll-sum')),
};

/** AC-SK-3/4: a roll of 2d6, keep the higher (an Aggressor on Offense, a Guardian on Defense): the dropped die shown. */
export const RollCardTwoDice: Story = {
  name: 'Roll card: 2d6, keep the higher',
  play: ({ canvasElement }) => playUntil(canvasElement, () => shows(canvasElement, '.roll-card .die.dropped')),
};

/**
 * Real dice, typed as thrown: `throws` one after the other (the last one again when they run out), pressing the first
 * action otherwise, until `until` holds.
 */
async function throwUntil(canvas: HTMLElement, throws: readonly string[], until: () => boolean) {
  const board = canvas.querySelector<Board>('army-battle')!;
  for (let i = 0; i < 200 && !actionButtons(board).length; i++) await new Promise((r) => setTimeout(r, 50));
  for (let i = 0, thrown = 0; i < 200 && !until() && board.battle?.step !== 'ended'; i++) {
    const box = board.shadowRoot!.querySelector<HTMLInputElement>('.dice-entry input');
    if (box) {
      box.value = throws[Math.min(thrown++, throws.length - 1)]!;
      box.dispatchEvent(new Event('input'));
      box.form!.requestSubmit();
    } else actionButtons(board)[0]?.click();
    await board.updateComplete;
  }
}

/**
 * AC-SK-6 with real dice: Pikemen (3) against Reavers (3) throw 4 and 4, a tie on total and printed Strength, so both
 * throw again (5 and 2); the card shows both rounds, each die as typed and the sum behind each total.
 */
export const RollCardTie: Story = {
  name: 'Roll card: a tie thrown again (real dice)',
  args: { dice: 'real' },
  play: ({ canvasElement }) =>
    throwUntil(canvasElement, ['5 2', '4 4', '5 2'], () =>
      shows(canvasElement, '.roll-card .roll-round + .roll-round'),
    ),
};

/** AC-MO-2: Mira's Morale reaches 0: her army is Routed, the rout rolls are made, Kael wins. */
export const Rout: Story = {
  args: { seed: 'rout' },
  play: ({ canvasElement }) => playUntil(canvasElement, () => false),
};

/** AC-BA-5, AC-BA-6: the end: the winner and why, and the report to copy, export or apply to the armies. */
export const Report: Story = { play: ({ canvasElement }) => playUntil(canvasElement, () => false) };

/** A button of the board found by its words (the board's own, outside the actions too). */
const boardButton = (board: Board, words: string) =>
  [...board.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent.trim() === words);

/**
 * AC-BA-6 applied: the rosters and trackers have taken the result (the Killed gone, Morale as the Battle left it) and
 * left the Battle's view; the board's Undo stops there and says how to take the result back.
 */
export const Applied: Story = {
  args: { seed: 'rout' },
  play: async ({ canvasElement }) => {
    await playUntil(canvasElement, () => false);
    const board = canvasElement.querySelector<Board>('army-battle')!;
    for (let i = 0; i < 200 && !boardButton(board, 'Apply to the armies and Morale'); i++)
      await new Promise((r) => setTimeout(r, 50)); // the report loads with the end
    boardButton(board, 'Apply to the armies and Morale')?.click();
    await board.updateComplete;
    board.shadowRoot!.querySelector<HTMLDetailsElement>('details.armies')!.open = true;
  },
};

/** "New Battle" on a result not applied yet asks first: apply it, start without it, or keep this Battle. */
export const NewBattleAsks: Story = {
  name: 'New Battle asks first',
  play: async ({ canvasElement }) => {
    await playUntil(canvasElement, () => false);
    const board = canvasElement.querySelector<Board>('army-battle')!;
    boardButton(board, 'New Battle')?.click();
    await board.updateComplete;
  },
};

/**
 * In Portuguese (the toolbar's language, `<html lang="pt">`): the board's words are translated, the rules' too (the
 * status, the actions' names, the log, the rulings), the figures written the Portuguese way.
 */
export const Portuguese: Story = {
  name: 'In Portuguese',
  globals: { locale: 'pt' },
  play: ({ canvasElement }) => playUntil(canvasElement, (battle) => battle.step === 'offense'),
};
