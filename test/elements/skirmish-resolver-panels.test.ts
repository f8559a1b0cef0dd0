// What <skirmish-resolver> draws at first and what it draws when asked: the sides, the exact odds and the roll at
// once; the commander sections, the discards, the outcome's details and the history only while open, from code
// loaded on first open.
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import { button, click, control, LOADING, openPanel, text } from './helpers.js';
import {
  afterFirstFrame,
  choose,
  expectPercent,
  odds,
  openCommander,
  openDetails,
  openDiscards,
  openHistory,
  result,
} from './skirmish-resolver-helpers.js';

/** AC-SK-12: Spearmen (Aggressor, Reach) attack a Soldier. */
const ac_sk_12 = (attributes = html``) =>
  fixture<SkirmishResolver>(
    html`<skirmish-resolver seed="panels" offense-commander="ayla" defense-commander="brann">
      <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
      <army-unit slot="defense" name="Soldier" strength="2"></army-unit>
      ${attributes}
    </skirmish-resolver>`,
  );

/** Every `<details>` of the widget, by the text of its summary. */
const panels = (el: SkirmishResolver) =>
  [...el.shadowRoot!.querySelectorAll('details')].map((details) => ({
    name: text(details.querySelector(':scope > summary')),
    open: details.open,
    /** What it holds besides its summary: elements, and text that shows. */
    content: [...details.childNodes].filter((node) =>
      node instanceof Element ? node.localName !== 'summary' : node.nodeType === Node.TEXT_NODE && text(node) !== '',
    ),
  }));

const commander = (el: SkirmishResolver, side: 'offense' | 'defense') =>
  el.shadowRoot!.querySelector<HTMLDetailsElement>(`.side.${side} details.commander`)!;

describe('<skirmish-resolver> panels', () => {
  it('is accessible with every panel open', async () => {
    const el = await ac_sk_12();
    await click(el, 'Roll the dice');
    await openCommander(el, 'offense');
    await openCommander(el, 'defense');
    await openDiscards(el);
    await click(el, 'Add a discard');
    await openDetails(el);
    await openHistory(el);
    await expect(el).to.be.accessible();
  });

  it('AC-SK-12: shows the exact odds before any panel is opened', async () => {
    const el = await ac_sk_12();
    expect(panels(el).every((panel) => !panel.open)).to.equal(true);
    const shown = odds(el);
    expect(Object.keys(shown)).to.deep.equal(['Offense wins', 'Defense wins', 'Offense Killed', 'Defense Killed']);
    expectPercent(shown, 'Offense wins', 202 / 216);
    expectPercent(shown, 'Defense Killed', 125 / 216);
    expect(text(el.shadowRoot!.querySelector('[part~=odds]'))).to.contain('Offense wins 93.5%');
    // The sides, the roll and the outcome are there too.
    expect(text(el.shadowRoot!.querySelector('.side.offense'))).to.contain('Spearmen Strength 3');
    expect(text(el.shadowRoot!.querySelector('.side.defense'))).to.contain('Soldier Strength 2');
    expect(result(el)).to.equal('Not rolled yet.');
    await click(el, 'Roll the dice');
    expect(result(el)).to.match(/^Offense wins: Spearmen \d+ against Soldier \d+/);
  });

  it('a closed panel has nothing but its summary in the page; closed again, its content goes', async () => {
    const el = await ac_sk_12();
    await click(el, 'Roll the dice');
    await afterFirstFrame(el);
    expect(panels(el).map((panel) => panel.name)).to.deep.equal([
      'Commander',
      'Commander',
      'Discards for a bonus AC-SK-9',
      'How it was decided',
      'Resolved here (none yet)',
    ]);
    for (const panel of panels(el)) expect(panel.content, panel.name).to.deep.equal([]);
    // Nothing of them either: no class select, no discard button, no outcome card, no history table.
    expect(
      el.shadowRoot!.querySelector('select[id$=classId], .discards > button, .card, [part~=rulings], table'),
    ).to.equal(null);
    const details = await openDetails(el);
    expect(details.querySelectorAll('.card')).to.have.length(2);
    details.querySelector('summary')!.click();
    await waitUntil(() => !details.querySelector('.card'), 'the closed details dropped their content', LOADING);
    await el.updateComplete;
    expect(details.open).to.equal(false);
    expect(panels(el).find((panel) => panel.name === 'How it was decided')!.content).to.deep.equal([]);
    expect(details.querySelector('.card')).to.equal(null);
  });

  it('AC-CP: a click opens the commander section: it loads, and its class changes the odds', async () => {
    const el = await ac_sk_12();
    expectPercent(odds(el), 'Offense wins', 202 / 216);
    await afterFirstFrame(el);
    commander(el, 'defense').querySelector('summary')!.click();
    await waitUntil(() => commander(el, 'defense').querySelector('select'), 'the commander section was drawn', LOADING);
    await el.updateComplete;
    expect(text(commander(el, 'defense'))).to.contain('Non-player commander');
    await choose(el, 'Defense commander class', 'evoker');
    expect(text(commander(el, 'defense').querySelector('summary'))).to.equal(
      'Commander: Evoker (used 0 of 3 this Battle)',
    );
    await choose(el, 'Defense Add 2 to', 'defense');
    // Soldier 4 + d6 against Spearmen 3 + Reach 1 + best of 2d6: the Defense does better than without the Evoker.
    expect(odds(el)['Defense wins']).to.be.greaterThan((100 * 14) / 216);
  });

  it('AC-CP: the keyboard opens the commander section too, and works it', async () => {
    const el = await ac_sk_12();
    el.shadowRoot!.querySelector<HTMLElement>('.side.offense summary')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => commander(el, 'offense').querySelector('select'), 'the commander section was drawn', LOADING);
    await el.updateComplete;
    expect(commander(el, 'offense').open).to.equal(true);
    const npc = control<HTMLInputElement>(el, 'Offense: Non-player commander');
    npc.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(npc.checked).to.equal(true);
    // AC-SK-8: a Killed Spearmen would now be saved with 3 Morale (a non-player commander).
    const select = control<HTMLSelectElement>(el, 'Offense commander class');
    select.focus();
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(select.value).to.not.equal('');
    expect(text(commander(el, 'offense').querySelector('summary'))).to.match(/^Commander: \S/);
  });

  it('AC-CP: a class given as an attribute counts in the odds before its section is opened', async () => {
    // Shaman: a Savant Adds 1 (AC-CP): Sage 2 + 1 + d6 against Soldier 2 + d6, equal bases: 21 of 31 decided pairs.
    const el = await fixture<SkirmishResolver>(
      html`<skirmish-resolver offense-class="shaman">
        <army-unit slot="offense" name="Sage" strength="2" role="savant"></army-unit>
        <army-unit slot="defense" name="Soldier" strength="2"></army-unit>
      </skirmish-resolver>`,
    );
    expect(commander(el, 'offense').open).to.equal(false);
    expect(text(commander(el, 'offense').querySelector('summary'))).to.equal('Commander: Shaman');
    expectPercent(odds(el), 'Offense wins', 21 / 31);
  });

  it('the history opens with what it holds, and "Undo" from it takes the Skirmish back', async () => {
    const el = await ac_sk_12();
    await click(el, 'Roll the dice');
    await click(el, 'Resolve the Skirmish');
    expect(text(el.shadowRoot!.querySelector('[part~=history] > summary'))).to.equal('Resolved here (1, newest first)');
    const history = await openPanel(el, 'Resolved here');
    expect(history.querySelectorAll('tbody tr')).to.have.length(1);
    const undo = button(el, 'Undo last Skirmish');
    undo.focus(); // pressed from the keyboard: the focus stays in the history when the button goes with the last one
    await click(el, undo);
    expect(history.querySelectorAll('tbody tr')).to.have.length(0);
    expect(text(history)).to.contain('Skirmish 1 taken back');
    expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Export JSON');
  });
});
