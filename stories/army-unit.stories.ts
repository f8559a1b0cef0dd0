import '../src/elements/army-unit/define.js';

import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';

interface Args {
  name: string;
  strength: string;
  role: string;
  path: string;
  traits: string;
}

/**
 * `<army-unit>` writes one unit card in HTML (AC-UN-1). It renders nothing by itself: the widget around it reads it.
 * Here it sits inside a `<pre>` that prints what the rules package read from it.
 */
const meta: Meta<Args> = {
  title: 'Elements/army-unit',
  component: 'army-unit',
  args: { name: 'Spearmen', strength: '3', role: 'aggressor', path: 'steel', traits: 'reach' },
  argTypes: {
    role: {
      control: 'select',
      options: ['aggressor', 'guardian', 'healer', 'savant', 'equipment', 'ritual', 'trooper'],
    },
    path: { control: 'select', options: ['', 'steel', 'magic', 'faith', 'nature', 'mind'] },
  },
  render: (args) => {
    const shown = (event: Event) => {
      const unit = event.currentTarget as HTMLElementTagNameMap['army-unit'];
      const out = unit.nextElementSibling as HTMLElement;
      out.textContent = JSON.stringify(unit.parsed, null, 2);
    };
    return html`<army-unit
        name=${args.name}
        strength=${args.strength}
        role=${args.role}
        path=${args.path}
        traits=${args.traits}
        @army-unit-change=${shown}
      ></army-unit>
      <pre aria-label="What the rules read"></pre>`;
  },
};
export default meta;

export const Spearmen: StoryObj<Args> = {};

export const BadStrength: StoryObj<Args> = {
  name: 'Bad Strength (strength="abc")',
  args: { name: 'Mob', strength: 'abc', role: 'trooper', path: '', traits: '' },
};

export const NoStrength: StoryObj<Args> = {
  name: 'No Strength ("-", cannot fight)',
  args: { name: 'Siege Ladder', strength: '-', role: 'equipment', path: '', traits: '' },
};
