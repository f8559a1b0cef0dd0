// dist/army-combat.js served from a subfolder of a site, as a wiki would host it: the Lit chunk it imports and what
// loads on first use (the Battle board's Battle, its report) are found next to the bundle, wherever that is.
import { expect } from '@open-wc/testing';

import { eventually, restorePage } from '../elements/helpers.js';

type Board = HTMLElement & {
  updateComplete: Promise<unknown>;
  battle: { step: string } | null;
};

describe('dist/army-combat.js from a subfolder', () => {
  afterEach(restorePage);

  it("loads the board's Battle and its report on first use from next to the bundle", async () => {
    const loaded: string[] = [];
    const seen = new PerformanceObserver((list) => loaded.push(...list.getEntries().map((e) => e.name)));
    seen.observe({ type: 'resource', buffered: true });
    // @ts-expect-error: a built file, without types
    await import('/wiki/assets/army-combat/dist/army-combat.js');
    document.body.insertAdjacentHTML(
      'beforeend',
      `<army-battle seed="sub">
        <morale-tracker name="Ayla" level="6"></morale-tracker>
        <army-roster commander="Ayla" name="Vanguard"><army-unit name="Spearmen" strength="3"></army-unit></army-roster>
        <morale-tracker name="Brann" npc morale="2"></morale-tracker>
        <army-roster commander="Brann" name="Bandits"><army-unit name="Soldier" strength="1"></army-unit></army-roster>
      </army-battle>`,
    );
    const board = document.body.lastElementChild as Board;
    expect(customElements.get('army-battle')).to.not.equal(undefined); // registered with every other element
    await eventually(() => board.shadowRoot!.querySelector('[part~=actions] button'), 10_000); // its Battle loaded
    for (let i = 0; i < 200 && board.battle?.step !== 'ended'; i++) {
      board.shadowRoot!.querySelector<HTMLButtonElement>('[part~=actions] button')!.click();
      await board.updateComplete;
    }
    const report = await eventually(() => board.shadowRoot!.querySelector('[part~=report]'));
    expect(report.textContent).to.contain('wins');
    seen.disconnect();
    const lazy = loaded.filter((url) => url.includes('/lazy/'));
    expect(lazy.length).to.be.above(1); // the board, then its report
    for (const url of lazy) expect(new URL(url).pathname).to.match(/^\/wiki\/assets\/army-combat\/dist\/lazy\//);
    // Lit, from the chunk beside the bundle: every built file came from the subfolder.
    const built = loaded.map((url) => new URL(url).pathname).filter((path) => /\/dist\/(army-combat\.js|chunks\/|lazy\/)/.test(path));
    expect(built.filter((path) => path.includes('/chunks/lit-'))).to.have.length(1);
    for (const path of built) expect(path).to.match(/^\/wiki\/assets\/army-combat\/dist\//);
    board.remove();
  });
});
