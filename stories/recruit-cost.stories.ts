import '../src/elements/recruit-cost/define.js';
import '../src/elements/army-roster/define.js';

import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';

import { PATHS, ROLES } from '../src/rules/index.js';

interface Args {
  mode: string;
  strength: string;
  quest: boolean;
  trained: string;
  weapons: string;
  budget: string;
  commander: string;
  name: string;
  unitRole: string;
  path: string;
  traits: string;
  compact: boolean;
}

/** The element with every attribute bound to a control. */
const recruitCost = (args: Args) =>
  html`<recruit-cost
    mode=${args.mode}
    strength=${args.strength}
    ?quest=${args.quest}
    trained=${args.trained}
    weapons=${args.weapons}
    budget=${args.budget}
    commander=${args.commander}
    name=${args.name}
    unit-role=${args.unitRole}
    path=${args.path}
    traits=${args.traits}
    ?compact=${args.compact}
  ></recruit-cost>`;

/** The widget, and below it the `<army-roster>` of its commander, which "Add to army" adds the unit to. */
const withRoster = (args: Args) =>
  html`${recruitCost(args)}
    <army-roster name="Northern Host" commander=${args.commander} style="margin-top: 1rem"></army-roster>`;

/**
 * `<recruit-cost>` prices recruiting (AC-EC-3) and training (AC-EC-4, AC-EC-5) in lunari, previews the unit's
 * upkeep per Day (AC-EC-1), says what a budget pays for, and with a `commander` sends the new unit to the
 * `<army-roster>` of that commander. Prices off the tables are only offered as a labelled extrapolation (R6).
 */
const meta: Meta<Args> = {
  title: 'Elements/recruit-cost',
  component: 'recruit-cost',
  args: {
    mode: 'recruit',
    strength: '3',
    quest: false,
    trained: '',
    weapons: '',
    budget: '',
    commander: '',
    name: '',
    unitRole: '',
    path: '',
    traits: '',
    compact: false,
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['recruit', 'train'] },
    unitRole: {
      name: 'unit-role',
      control: 'select',
      options: ['', ...ROLES],
    },
    path: { control: 'select', options: ['', ...PATHS] },
  },
  render: recruitCost,
};
export default meta;

type Story = StoryObj<Args>;

/** The table is folded until a reader opens it (its code loads then): the stories about the table open it. */
const openTable: Story['play'] = async ({ canvasElement }) => {
  const widget = canvasElement.querySelector('recruit-cost')!;
  await widget.updateComplete;
  widget.shadowRoot!.querySelector<HTMLElement>('[part~=table] > summary')?.click();
};

export const Recruiting: Story = { name: 'Recruiting (Strength 3: 60 lunari)' };

export const AfterQuest: Story = { name: 'After its quest (48 lunari)', args: { quest: true } };

export const NotOnTheTable: Story = {
  name: 'Strength 6: not on the table (R6 extrapolation)',
  args: { strength: '6' },
  play: openTable,
};

export const Training: Story = {
  name: 'Training with weapons (AC-EC-4, AC-EC-5)',
  args: { mode: 'train', strength: '2', trained: '1', weapons: '4' },
  play: openTable,
};

export const WeaponCap: Story = {
  name: 'More weapons than half the price allows',
  args: { mode: 'train', strength: '2', weapons: '20' },
  play: openTable,
};

export const FullyTrained: Story = {
  name: 'Trained 3 times: no training left',
  args: { mode: 'train', strength: '5', trained: '3' },
};

export const BeyondTrainingTable: Story = {
  name: 'Training past Strength 8 (R6 extrapolation)',
  args: { mode: 'train', strength: '8' },
  play: openTable,
};

export const Budget: Story = {
  name: 'Budget: "I have 100 lunari"',
  args: { budget: '100' },
};

export const TrainingBudget: Story = {
  name: 'Budget for the trainings left',
  args: { mode: 'train', strength: '2', budget: '100' },
};

export const Undead: Story = {
  name: 'Undead: no upkeep (AC-EC-1)',
  args: { strength: '2', name: 'Skeletons', traits: 'undead' },
};

/** With an `<army-roster>` of the same commander on the page: "Add to army" adds the unit there (with undo). */
export const AddToArmy: Story = {
  name: 'Add to army, with the roster of the same commander',
  args: { commander: 'ayla', name: 'Spearmen', unitRole: 'aggressor', path: 'steel', traits: 'reach', budget: '100' },
  render: withRoster,
};

/** "Add to army" refuses, saying why, while "I have" is short of the price; the price is named on the button. */
/**
 * With an `opponent` too: every recruit and training "I have" pays for, ranked by what it adds to the simulated win
 * chance against that commander's roster per 100 lunari (Battles in Web Workers; sensible play, said so).
 */
export const WhatALunariBuys: Story = {
  name: 'What a lunari buys in win chance against another army (opponent)',
  args: { commander: 'ayla', name: 'Spearmen', unitRole: 'aggressor', path: 'steel', traits: 'reach', budget: '100' },
  render: (args) =>
    html`<recruit-cost
        strength=${args.strength}
        budget=${args.budget}
        commander=${args.commander}
        opponent="brann"
        name=${args.name}
        unit-role=${args.unitRole}
        path=${args.path}
        traits=${args.traits}
      ></recruit-cost>
      <army-roster name="Northern Host" commander=${args.commander} style="margin-top: 1rem">
        <army-unit name="Soldier" strength="2" role="trooper" path="steel"></army-unit>
        <army-unit name="Archers" strength="2" role="trooper" traits="ranged"></army-unit>
      </army-roster>
      <army-roster name="Bandits of the Fen" commander="Brann" style="margin-top: 1rem">
        <army-unit name="Raiders" strength="2" role="aggressor"></army-unit>
        <army-unit name="Shield Wall" strength="3" role="guardian"></army-unit>
      </army-roster>`,
};

export const BudgetShort: Story = {
  name: 'Add to army: the budget is short (refused, with the reason)',
  args: { strength: '6', budget: '100', commander: 'Ayla', name: 'Ogres', unitRole: 'trooper' },
};

export const ExtrapolatedAdd: Story = {
  name: 'Add to army at an extrapolated price (R6, said on the button)',
  args: { strength: '6', budget: '300', commander: 'Ayla', name: 'Ogres', unitRole: 'trooper' },
  render: withRoster,
};

export const InlineCompact: Story = {
  name: 'Compact, inside a rules paragraph',
  args: { compact: true, strength: '4' },
  render: (args) =>
    html`<p style="max-width: 40rem; line-height: 1.6">
      A unit's recruiting price depends on its Strength ${recruitCost(args)} and is lower once its quest is completed.
    </p>`,
};

export const BadInput: Story = {
  name: 'Bad input (strength="abc", budget="lots")',
  args: { strength: 'abc', budget: 'lots' },
};

export const BadTraining: Story = {
  name: 'Bad input (trained="5", weapons="-1")',
  args: { mode: 'train', strength: '2.5', trained: '5', weapons: '-1' },
};

export const Narrow: Story = {
  name: 'At 320 px',
  args: { mode: 'train', strength: '7', weapons: '3', budget: '100' },
  render: (args) => html`<div style="width: 320px">${recruitCost(args)}</div>`,
};

export const Wide: Story = {
  name: 'Wide: table beside the figures',
  args: { strength: '4', budget: '150', commander: 'ayla', name: 'Knights', unitRole: 'guardian' },
  render: (args) => html`<div style="max-width: 52rem">${recruitCost(args)}</div>`,
  play: openTable,
};

/**
 * In Italian (the toolbar's language, `<html lang="it">`): the widget's own words are translated, the figures written
 * the Italian way; "lunari" is the game's coin in every language. The rules' words (unit problems, the training
 * plan's notes) are still English.
 */
export const Italian: Story = {
  name: 'In Italian',
  globals: { locale: 'it' },
  args: { strength: '3', quest: true, budget: '12000', commander: 'ayla', name: 'Spearmen', unitRole: 'aggressor' },
};
