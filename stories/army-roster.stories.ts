import '../src/elements/army-roster/define.js';
import '../src/elements/morale-tracker/define.js';

import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing, type TemplateResult } from 'lit';

interface Args {
  name: string;
  commander: string;
  stateKey: string;
  /** JSON text for the `units` attribute; empty for none. */
  units: string;
}

/** The element with every attribute bound to a control; `children` are its `<army-unit>` cards. */
const roster = (args: Args, children: TemplateResult | typeof nothing = nothing) =>
  html`<army-roster
    name=${args.name}
    commander=${args.commander}
    state-key=${args.stateKey}
    units=${args.units || nothing}
    >${children}</army-roster
  >`;

const smallArmy = html`
  <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach" owner="Ayla"></army-unit>
  <army-unit name="Shieldwall" strength="4" role="guardian" path="steel" times-trained="2"></army-unit>
  <army-unit name="Archers" strength="2" role="trooper" path="nature" traits="ranged"></army-unit>
  <army-unit name="Scouts" strength="0" role="trooper" path="nature" traits="fast"></army-unit>
  <army-unit name="Bone Levy" strength="2" role="trooper" traits="undead slow"></army-unit>
  <army-unit name="Call of the Wild" strength="-" role="ritual" path="nature"></army-unit>
`;

const ROLES = ['aggressor', 'guardian', 'trooper', 'healer', 'savant', 'trooper', 'equipment'];
const PATHS = ['steel', 'magic', 'faith', 'nature', 'mind', ''];
const TRAITS = ['', 'reach', 'fast', '', 'ranged', 'slow', '', 'fly'];
const PILES = ['hand', 'hand', 'exhausted', 'hand', 'disabled', 'hand', 'hand', 'killed'];
/** 40 cards: every role, path and pile, a few Retinue units, and two Rituals. */
const largeArmy = Array.from({ length: 40 }, (_, i) => ({
  name: i % 19 === 18 ? `Rite of the ${['Storm', 'Oak'][i % 2]}` : `Company ${i + 1}`,
  strength: i % 19 === 18 ? '-' : (i % 6) + (i % 3),
  role: i % 19 === 18 ? 'ritual' : ROLES[i % ROLES.length],
  path: PATHS[i % PATHS.length],
  traits: TRAITS[i % TRAITS.length] ? [TRAITS[i % TRAITS.length]] : [],
  timesTrained: i % 4,
  ...(i % 9 === 0 ? { owner: 'Ayla' } : {}),
  pile: PILES[i % PILES.length],
}));

/**
 * `<army-roster>` is the army sheet of a GM or commander: every unit's state at a glance (in hand, Exhausted,
 * Disabled, Killed), the upkeep per Day in lunari (AC-EC-1/2), units, Strength and miniatures (AC-MA-1) and the
 * Retinue (AC-EC-6); under "Move, Capture and Rituals", inches per Move (AC-MA-2), Capture (AC-MA-3) and the Paths
 * that allow Rituals (AC-RI-1). Units come from `<army-unit>` children or the `units` JSON, and can be added,
 * edited, imported and exported; those panels load when first opened.
 */
const meta: Meta<Args> = {
  title: 'Elements/army-roster',
  component: 'army-roster',
  args: { name: "Ayla's Vanguard", commander: 'Ayla', stateKey: '', units: '' },
  argTypes: {
    stateKey: { name: 'state-key', control: 'text' },
    units: { control: 'text', description: 'JSON list of units (the `units` attribute)' },
  },
  render: (args) => roster(args, smallArmy),
};
export default meta;

type Story = StoryObj<Args>;

export const SmallArmy: Story = { name: 'A small army (upkeep 50 lunari)' };

export const LargeArmy: Story = {
  name: 'A large army of 40 units',
  args: { name: 'The Grand Host', units: JSON.stringify(largeArmy) },
  render: (args) => roster(args),
};

export const BadUnit: Story = {
  name: 'A bad unit (strength="banana", role="wizard", an HTML-looking name, duplicates)',
  args: { name: 'Muster with mistakes', commander: '' },
  render: (args) =>
    roster(
      args,
      html`<army-unit name="Mob" strength="banana"></army-unit>
        <army-unit name="Court Mage" strength="2" role="wizard" path="magic"></army-unit>
        <army-unit name=${'<b>Bold</b> Raiders'} strength="2" role="aggressor"></army-unit>
        <army-unit name="Soldier" strength="1"></army-unit>
        <army-unit name="Soldier" strength="1"></army-unit>`,
    ),
};

export const BrokenJson: Story = {
  name: 'Broken units JSON',
  args: { name: 'Broken', units: '[{"name": "Spearmen", "strength": 3' },
  render: (args) => roster(args),
};

export const Empty: Story = {
  name: 'An empty army (zeros, not NaN)',
  args: { name: 'New company', commander: '' },
  render: (args) => roster(args),
};

export const Kept: Story = {
  name: 'Kept across reloads (state-key)',
  args: { stateKey: 'storybook-vanguard' },
};

export const BlankName: Story = {
  name: 'A unit without a name, and an unknown trait (warned on the card)',
  args: { name: 'Hasty muster', commander: '' },
  render: (args) =>
    roster(
      args,
      html`<army-unit name="" strength="2" role="trooper"></army-unit>
        <army-unit name="Ghosts" strength="1" traits="spooky"></army-unit>`,
    ),
};

/**
 * With the `<morale-tracker>` of the same commander: its Battle follows the roster's "Start Battle" / "End Battle",
 * and Morale spent on upkeep there lowers the roster's upkeep per Day (AC-EC-2), with the tracker's name shown.
 */
export const WithMoraleTracker: Story = {
  name: 'With the Morale tracker of its commander (Battle and upkeep Morale)',
  render: (args) =>
    html`<div style="display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr))">
      <morale-tracker name="Ayla the Bold" commander=${args.commander} level="6"></morale-tracker>
      ${roster(args, smallArmy)}
    </div>`,
};

/**
 * "Chance to win a Battle" against another roster on the page (`opponent`): simulated in a Web Worker, filling in
 * with a progress bar, worked out again when a unit changes. Morale from each commander's tracker, else 4 (AC-MO-1).
 */
export const AgainstAnotherArmy: Story = {
  name: 'Chance to win a Battle against another roster (opponent, simulated)',
  render: (args) =>
    html`<div style="display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr))">
      <army-roster name=${args.name} commander=${args.commander} opponent="Brann">${smallArmy}</army-roster>
      <army-roster name="Bandits of the Fen" commander="Brann">
        <army-unit name="Raiders" strength="2" role="aggressor"></army-unit>
        <army-unit name="Shield Wall" strength="3" role="guardian"></army-unit>
        <army-unit name="Cutthroats" strength="2" role="trooper"></army-unit>
      </army-roster>
    </div>`,
};

/**
 * In Portuguese and Italian (the toolbar's language, `<html lang>`): the roster's own words are translated, the
 * upkeep is the same figure, numbers are written the language's way; the rules' words (a unit's problems, the
 * breakdown lines) are still English.
 */
export const Portuguese: Story = { name: 'In Portuguese', globals: { locale: 'pt' } };

export const Italian: Story = { name: 'In Italian', globals: { locale: 'it' } };
