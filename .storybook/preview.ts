import { type Preview, setCustomElementsManifest } from '@storybook/web-components-vite';

import manifest from '../dist/custom-elements.json';

// Autodocs read attributes, events, parts and custom properties from the Custom Elements Manifest.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
