// dist/army-combat.js as minified: its figures are the sources' figures. A chance that cannot be won is "0.0%" with
// its interval, as the sources print it (the minifier once turned a guard against NaN into "NaN%").
import { expect } from '@open-wc/testing';

import { eventually, restorePage } from '../elements/helpers.js';

describe('dist/army-combat.js figures', () => {
  afterEach(restorePage);

  it('a roster that cannot win shows 0.0% and its interval, never NaN%', async () => {
    // @ts-expect-error: a built file, without types
    await import('/dist/army-combat.js');
    const giant = '<army-unit name="Giants" strength="9" role="aggressor"></army-unit>';
    const page = document.createElement('div');
    page.innerHTML = `<army-roster name="Levies" commander="Ayla" opponent="Brann" odds-battles="1000">
        <army-unit name="Levy" strength="1"></army-unit>
      </army-roster>
      <army-roster name="Giants" commander="Brann">${giant.repeat(3)}</army-roster>`;
    document.body.append(page);
    const ayla = page.querySelector('army-roster')!;
    const panel = () => ayla.shadowRoot?.querySelector('[part~=odds-panel]');
    const figures = () => (panel()?.textContent ?? '').replace(/\s+/g, ' ');
    await eventually(() => figures().includes('1,000 Battles') && !panel()!.querySelector('progress'), 30_000);
    expect(figures()).to.not.contain('NaN');
    expect(figures()).to.match(/Ayla wins 0\.0% \(0\.0%–\d\.\d%\)/);
    page.remove();
  });
});
