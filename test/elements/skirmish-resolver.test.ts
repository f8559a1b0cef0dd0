import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import type { KillPreventedEvent, MoraleDamageEvent, SkirmishResolvedEvent } from '../../src/events/index.js';
import { button, click, findButton, listen, text, typeInto } from './helpers.js';
import {
  afterFirstFrame,
  defenseDiscard,
  enterDice,
  expectPercent,
  fates,
  odds,
  openDetails,
  openHistory,
  realDice,
  result,
} from './skirmish-resolver-helpers.js';

/** AC-SK-12: Spearmen (Aggressor, Reach) attack a Soldier. */
const ac_sk_12 = (attributes = html``) =>
  html`<skirmish-resolver offense-commander="ayla" defense-commander="brann">
    <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
    <army-unit slot="defense" name="Soldier" strength="2"></army-unit>
    ${attributes}
  </skirmish-resolver>`;

const announced = (el: SkirmishResolver) =>
  el.shadowRoot!.querySelector('[role=status]:not([part])')!.textContent.trim();

describe('<skirmish-resolver>', () => {
  it('is accessible before and after a roll', async () => {
    const el = await fixture<SkirmishResolver>(ac_sk_12());
    await expect(el).to.be.accessible();
    await click(el, 'Roll the dice');
    await expect(el).to.be.accessible();
  });

  it('AC-SK-12, AC-SK-3, AC-SK-11: shows the exact chances before any roll, each labelled as docs/api.md says', async () => {
    const el = await fixture<SkirmishResolver>(ac_sk_12());
    // Spearmen 3 + Reach 1 + best of 2d6 against Soldier 2 + 1d6; ties go to the higher base (3).
    // Offense wins 202/216, Kills 125/216; the Soldier Kills the Spearmen only with 6 against 1 and 1 (1/216).
    const shown = odds(el);
    expect(Object.keys(shown)).to.deep.equal(['Offense wins', 'Defense wins', 'Offense Killed', 'Defense Killed']);
    expectPercent(shown, 'Offense wins', 202 / 216);
    expectPercent(shown, 'Defense wins', 14 / 216);
    expectPercent(shown, 'Offense Killed', 1 / 216);
    expectPercent(shown, 'Defense Killed', 125 / 216);
    const section = text(el.shadowRoot!.querySelector('[part~=odds]'));
    expect(section).to.contain('Offense wins 93.5%');
    await afterFirstFrame(el);
    expect(text(el.shadowRoot!.querySelector('[part~=odds]'))).to.contain('Exact figures');
    // The margin chart: one bar per margin, from −3 (total 5 against 8) to +7 (10 against 3).
    const bars = el.shadowRoot!.querySelectorAll('[part~=odds] .bar');
    expect(bars.length).to.equal(11);
    expect(bars[0]!.textContent).to.contain('Margin −3: 0.5%');
  });

  it('AC-SK-6: a chance exactly halfway gets one more decimal, so that the two sides still add up to 100%', async () => {
    const el = await fixture<SkirmishResolver>(
      html`<skirmish-resolver>
        <army-unit slot="offense" name="Pikemen" strength="3"></army-unit>
        <army-unit slot="defense" name="Reavers" strength="3"></army-unit>
      </skirmish-resolver>`,
    );
    await typeInto(el, 'Offense Other adds', '+2');
    // 5 + d6 against 3 + d6, ties (equal bases) rolled again: 26 of the 32 results that decide, 13/16 = 81.25%.
    const section = text(el.shadowRoot!.querySelector('[part~=odds]'));
    expect(section).to.contain('Offense wins 81.25%').and.to.contain('Defense wins 18.75%');
  });

  it('AC-SK-5: a certain outcome reads 100.0%, not a float short of it with eight decimals', async () => {
    const el = await fixture<SkirmishResolver>(
      html`<skirmish-resolver>
        <army-unit slot="offense" name="Wagon" strength="1" role="equipment"></army-unit>
        <army-unit slot="defense" name="Giants" strength="8"></army-unit>
      </skirmish-resolver>`,
    );
    // Equipment rolls no die (AC-SK-5): 1 against 8 + d6 loses by 8 or more whatever the die shows.
    const section = text(el.shadowRoot!.querySelector('[part~=odds]'));
    expect(section).to.contain('Offense wins 0.0%').and.to.contain('Defense wins 100.0%');
    expect(section).to.contain('Offense Killed 100.0%').and.not.to.contain('100.0000');
  });

  it('AC-SK-12, AC-SK-9, AC-SK-7: reproduced step by step with the dice typed in', async () => {
    const el = await fixture<SkirmishResolver>(ac_sk_12());
    await realDice(el);
    expect(result(el)).to.equal('Not rolled yet.');
    // Spearmen roll 2d6 and keep the best; the Soldier rolls one die.
    await enterDice(el, { offense: [2, 3], defense: [2] });
    expect(result(el)).to.contain('Offense wins: Spearmen 7 against Soldier 4');
    expect(fates(el)).to.deep.equal({ offense: 'exhausted', defense: 'killed' });
    // A fate by word, icon and colour together.
    const killed = el.shadowRoot!.querySelector('output .fate.defense')!;
    expect(killed.querySelector('[aria-hidden=true]')!.textContent).to.contain('☠');
    expect(getComputedStyle(killed).color).to.not.equal(
      getComputedStyle(el.shadowRoot!.querySelector('output .fate.offense')!).color,
    );
    // How it was decided: each card's dice and sum, and the steps.
    await openDetails(el);
    expect(result(el)).to.contain('Margin 3: 3 or more Kills');
    const spearmen = el.shadowRoot!.querySelector('output .card.offense')!;
    expect(spearmen.querySelector('.die.kept')!.textContent).to.equal('3 kept');
    expect(spearmen.querySelector('s.die.dropped')!.textContent).to.equal('2 dropped');
    expect(text(spearmen.querySelector('.sum'))).to.equal('Strength 3 Die +3 Reach AC-SK-11 +1 Total 7');
    // Not resolved yet: the defender discards a second Soldier for +1 to its side, with the same dice.
    expect(result(el)).to.contain('Not resolved yet');
    await defenseDiscard(el);
    await typeInto(el, 'Card name', 'Soldier');
    expect(result(el)).to.contain('Offense wins: Spearmen 7 against Soldier 5');
    expect(result(el)).to.contain('Margin 2');
    expect(fates(el)).to.deep.equal({ offense: 'exhausted', defense: 'disabled' });
    expect(el.shadowRoot!.querySelector('output .card.defense .sum')!.textContent).to.contain(
      'Bonus from card #1 (Soldier, discarded by Defense)',
    );

    const events = listen('army-skirmish-resolved');
    await click(el, 'Resolve the Skirmish');
    events.stop();
    expect(result(el)).to.contain('Resolved: Skirmish #1');
    const [resolved] = events.of<SkirmishResolvedEvent>('army-skirmish-resolved');
    expect(events.heard).to.have.length(1);
    const { offense, defense, winner, margin, rerolls, discards } = resolved!.detail;
    expect({ offense, defense, winner, margin, rerolls }).to.deep.equal({
      offense: { commander: 'ayla', name: 'Spearmen', fate: 'exhausted' },
      defense: { commander: 'brann', name: 'Soldier', fate: 'disabled' },
      winner: 'offense',
      margin: 2,
      rerolls: 0,
    });
    expect(discards).to.deep.equal([
      { by: 'defense', target: 'defense', bonus: 1, name: 'Soldier', commander: 'brann' },
    ]);
    expect(resolved!.detail.result!.trace.map((step) => step.kind)).to.include.members([
      'die',
      'add',
      'margin',
      'fate',
    ]);
  });

  it('AC-SK-2: virtual dice with a seed give the same outcome on every load; both ways give the same card', async () => {
    const first = await fixture<SkirmishResolver>(ac_sk_12(html``));
    first.seed = 'table-7';
    await first.updateComplete;
    await click(first, 'Roll the dice');
    const second = await fixture<SkirmishResolver>(ac_sk_12(html``));
    second.seed = 'table-7';
    await second.updateComplete;
    await click(second, 'Roll the dice');
    expect(result(first)).to.equal(result(second));
    expect(button(first, 'Roll the dice').disabled).to.equal(true); // the dice are on the table
    // Typing the same dice gives the same card.
    await openDetails(first);
    const dice = [...first.shadowRoot!.querySelectorAll('output .card')].map((card) =>
      [...card.querySelectorAll('.die')].map((d) => Number(d.textContent.replace(/\D/g, ''))),
    );
    const typed = await fixture<SkirmishResolver>(ac_sk_12());
    await realDice(typed);
    await enterDice(typed, { offense: dice[0], defense: dice[1] });
    await openDetails(typed);
    expect(result(typed)).to.equal(result(first));
  });

  it('announces the outcome once per roll, and again only when it is resolved', async () => {
    const el = await fixture<SkirmishResolver>(ac_sk_12());
    el.seed = '1';
    await el.updateComplete;
    expect(announced(el)).to.equal('');
    await click(el, 'Roll the dice');
    const rolled = announced(el);
    expect(rolled).to.match(/^Rolled\. (Offense|Defense) wins: Spearmen \d+ against Soldier \d+\./);
    await defenseDiscard(el); // the card changes, the announcement does not
    expect(announced(el)).to.equal(rolled);
    await click(el, 'Resolve the Skirmish');
    expect(announced(el)).to.match(/^Skirmish 1 resolved\./);
    // The card itself is not a live region: it would be read again on every edit.
    expect(el.shadowRoot!.querySelector('output[part~=result]')!.getAttribute('aria-live')).to.equal('off');
  });

  it('works with the keyboard alone: commander section, roll, resolve', async () => {
    const el = await fixture<SkirmishResolver>(ac_sk_12());
    el.seed = 'keys';
    await el.updateComplete;
    const summary = el.shadowRoot!.querySelector<HTMLElement>('.side.offense summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    expect(el.shadowRoot!.querySelector<HTMLDetailsElement>('.side.offense details')!.open).to.equal(true);
    button(el, 'Roll the dice').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(result(el)).to.match(/wins/);
    button(el, 'Resolve the Skirmish').focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(result(el)).to.contain('Resolved: Skirmish #1');
  });

  it('AC-SK-8: a player-character commander saves a Killed unit with 1 Influence', async () => {
    const el = await fixture<SkirmishResolver>(ac_sk_12());
    await realDice(el);
    await enterDice(el, { offense: [2, 3], defense: [2] });
    expect(findButton(el, 'Save Soldier')).to.equal(undefined); // not before it is resolved
    await click(el, 'Resolve the Skirmish');
    const events = listen('army-kill-prevented', 'army-morale-damage');
    await click(el, 'Save Soldier from the Kill: spend 1 Influence');
    events.stop();
    expect(events.heard.map((e) => e.type)).to.deep.equal(['army-kill-prevented']);
    expect(events.of<KillPreventedEvent>('army-kill-prevented')[0]!.detail).to.deep.equal({
      commander: 'brann',
      name: 'Soldier',
      paid: { influence: 1 },
      side: 'defense',
    });
    expect(fates(el).defense).to.equal('disabled');
    await openDetails(el);
    expect(result(el)).to.contain('Kill prevented: 1 Influence spent AC-SK-8');
    expect(findButton(el, 'Save Soldier')).to.equal(undefined);
    await openHistory(el);
    const history = text(el.shadowRoot!.querySelector('[part~=history] tbody tr'));
    expect(history).to.contain('Soldier').and.to.contain('Disabled, saved with 1 Influence');
  });

  it('AC-SK-8: a non-player commander pays 3 Morale, sent to that commander for a <morale-tracker>', async () => {
    const el = await fixture<SkirmishResolver>(ac_sk_12(html``));
    el.defenseNpc = true;
    await el.updateComplete;
    await realDice(el);
    await enterDice(el, { offense: [2, 3], defense: [2] });
    await click(el, 'Resolve the Skirmish');
    const events = listen('army-kill-prevented', 'army-morale-damage');
    await click(el, 'Save Soldier from the Kill: spend 3 Morale');
    events.stop();
    expect(events.of<MoraleDamageEvent>('army-morale-damage')[0]!.detail).to.deep.equal({
      commander: 'brann',
      amount: 3,
      reason: 'Saved Soldier from the Kill',
      rule: 'AC-SK-8',
    });
    expect(events.of<KillPreventedEvent>('army-kill-prevented')[0]!.detail.paid).to.deep.equal({ morale: 3 });
  });

  it('keeps a history, newest first; "New Skirmish" clears the inputs but keeps it', async () => {
    const el = await fixture<SkirmishResolver>(html`<skirmish-resolver seed="h"></skirmish-resolver>`);
    await typeInto(el, 'Offense name', 'Raiders');
    await typeInto(el, 'Offense strength', '2');
    await typeInto(el, 'Defense name', 'Militia');
    await typeInto(el, 'Defense strength', '1');
    await typeInto(el, 'Offense other adds', '+1');
    for (let i = 0; i < 2; i++) {
      await click(el, 'Roll the dice');
      await click(el, 'Resolve the Skirmish');
    }
    const lines = () =>
      [...el.shadowRoot!.querySelectorAll('[part~=history] tbody td:first-child')].map((n) => n.textContent.trim());
    await openHistory(el);
    expect(lines()).to.deep.equal(['2', '1']);
    await click(el, 'New Skirmish');
    expect((el.shadowRoot!.getElementById('offense-name') as HTMLInputElement).value).to.equal('');
    expect((el.shadowRoot!.getElementById('offense-other') as HTMLInputElement).value).to.equal('');
    expect(result(el)).to.equal('Not rolled yet.');
    expect(el.shadowRoot!.querySelector('[part~=odds]')!.textContent).to.contain('Choose two units');
    expect(lines()).to.deep.equal(['2', '1']);
  });

  it('sends army-roster-request when connected, so rosters already on the page announce themselves', async () => {
    const events = listen('army-roster-request');
    await fixture<SkirmishResolver>(html`<skirmish-resolver></skirmish-resolver>`);
    events.stop();
    expect(events.heard).to.have.length(1);
    expect(events.heard[0]!.bubbles && events.heard[0]!.composed).to.equal(true);
  });

  it('a tag registered twice does not throw', async () => {
    // The literal lets the test server find the file; `as string` keeps tsc from resolving the query.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const again = (await import('../../src/elements/skirmish-resolver/define.js?again' as string)) as {
      SkirmishResolver: unknown;
    };
    expect(customElements.get('skirmish-resolver')).to.equal(again.SkirmishResolver);
  });
});
