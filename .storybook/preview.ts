import { type Preview, setCustomElementsManifest } from '@storybook/web-components-vite';

import manifest from '../dist/custom-elements.json';

// Autodocs read attributes, events, parts and custom properties from the Custom Elements Manifest.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  // The toolbar's language switch: the widgets follow the page's `<html lang>`.
  globalTypes: {
    locale: {
      description: "The widgets' language (the page's lang)",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'pt', title: 'Português' },
          { value: 'it', title: 'Italiano' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    (story, { globals }) => {
      document.documentElement.lang = String(globals.locale ?? 'en');
      return story();
    },
  ],
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
