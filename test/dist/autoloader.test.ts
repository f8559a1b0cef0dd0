// dist/autoloader.js, as a page loads it: each tag's module comes only when the tag is on the page.
import { expect } from '@open-wc/testing';

import { eventually, restorePage } from '../elements/helpers.js';

describe('dist/autoloader.js', () => {
  afterEach(restorePage);

  it('defines a tag when it is added to the page, and no other', async () => {
    // @ts-expect-error: a built file, without types
    await import('/dist/autoloader.js');
    expect(customElements.get('recruit-cost')).to.equal(undefined);
    const widget = document.createElement('recruit-cost');
    widget.setAttribute('strength', '3');
    document.body.append(widget);
    await eventually(() => customElements.get('recruit-cost'));
    await eventually(() => widget.shadowRoot?.querySelector('output[part~=result]')?.textContent?.includes('60'));
    for (const tag of ['army-unit', 'army-roster', 'morale-tracker', 'skirmish-resolver', 'army-battle'])
      expect(customElements.get(tag), tag).to.equal(undefined);
    widget.remove();
  });
});
