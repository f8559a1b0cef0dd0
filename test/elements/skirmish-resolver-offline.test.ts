// A resolver whose code for later cannot be fetched (offline before the first visit, a file missing from the server):
// the odds still show, what could not load is said inline and in the console, and it is tried again on a new roll or
// when the resolver is put on the page again.
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html } from '@open-wc/testing';

import { playModule, powersModule } from '../../src/elements/skirmish-resolver/resolver-modules.js';
import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import { click, offline, problems } from './helpers.js';
import { expectPercent, odds, result } from './skirmish-resolver-helpers.js';

/** AC-SK-12: Spearmen (Aggressor, Reach) attack a Soldier, with the Offense commander's class when given. */
const ac_sk_12 = (offenseClass = '') =>
  fixture<SkirmishResolver>(
    html`<skirmish-resolver seed="offline" offense-class=${offenseClass}>
      <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
      <army-unit slot="defense" name="Soldier" strength="2"></army-unit>
    </skirmish-resolver>`,
  );

describe('<skirmish-resolver> when code it loads later cannot be fetched', () => {
  it('is accessible, and says so, when the roll cannot load; the odds stay; a new roll tries again', async () => {
    const el = await ac_sk_12();
    const warnings = await offline(playModule, () => click(el, 'Roll the dice'));
    expect(problems(el)).to.deep.equal(['could not load the dice and the outcome: check the connection and try again']);
    expect(warnings).to.deep.equal([
      '<skirmish-resolver>: could not load the dice and the outcome: check the connection and try again',
    ]);
    expect(result(el)).to.equal('Not rolled yet.');
    expectPercent(odds(el), 'Offense wins', 202 / 216);
    await expect(el).to.be.accessible();
    // The connection is back: the next roll loads it, and rolls.
    await click(el, 'Roll the dice');
    expect(problems(el)).to.deep.equal([]);
    expect(result(el)).to.match(/^(Offense|Defense) wins: Spearmen \d+ against Soldier \d+/);
  });

  it('a class whose powers cannot load is said, with no odds; put on the page again, it loads them', async () => {
    let el!: SkirmishResolver;
    await offline(powersModule, async () => {
      el = await ac_sk_12('evoker');
    });
    expect(problems(el)).to.deep.equal(['could not load the commander powers: check the connection and try again']);
    expect(el.shadowRoot!.querySelector('[part~=odds]')!.textContent).to.contain('Applying the commander powers');
    el.remove();
    document.body.append(el);
    await el.updateComplete;
    expect(problems(el)).to.deep.equal([]);
    expectPercent(odds(el), 'Offense wins', 202 / 216); // the Evoker adds nothing until a unit is chosen
    el.remove();
  });
});
