// The prerendered rules reference (demo/index.html, which `npm run build` makes from demo/reference.html): opened
// without JavaScript it shows every widget's first view (declarative shadow DOM); with JavaScript the same widgets
// hydrate, showing what they showed, with no console error or warning (Lit throws on a hydration mismatch), and
// answer a click.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { before, test } from 'node:test';

import { collectProblems } from '../../scripts/browser.mjs';
import { prerenderPage } from '../../scripts/prerender.mjs';
import { served } from './served.mjs';

const site = served();

/** A Portuguese page of the README's widgets, prerendered as the build prerenders the reference. */
const PORTUGUESE = `<!doctype html>
<html lang="pt"><head><meta charset="utf-8"><title>Batalha</title>
<script type="module" src="/dist/hydrate.js"></script><script type="module" src="/dist/army-combat.js"></script>
</head><body><main>
<skirmish-resolver seed="pt"><army-unit slot="offense" name="Spearmen" strength="3" role="aggressor"></army-unit>
<army-unit slot="defense" name="Soldier" strength="2"></army-unit></skirmish-resolver>
<morale-tracker name="Ayla" level="6"></morale-tracker>
<recruit-cost strength="3"></recruit-cost>
<army-roster name="Northern Host" commander="Ayla"><army-unit name="Spearmen" strength="3" role="aggressor"></army-unit>
<army-unit name="Shield Wall" strength="2" role="guardian"></army-unit></army-roster>
</main></body></html>`;
before(async () => {
  mkdirSync('.cache/prerender', { recursive: true });
  writeFileSync('.cache/prerender/pt.html', await prerenderPage(PORTUGUESE));
});

const WIDGETS = 'army-battle, army-roster, morale-tracker, recruit-cost, skirmish-resolver';

/**
 * Each widget's shadow root as a reader sees it: its text, styles left out, by tag in page order; `board`: inside an
 * `<army-battle>`.
 */
const views = (page) =>
  page.evaluate((widgets) => {
    const text = (root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let said = '';
      while (walker.nextNode())
        if (walker.currentNode.parentElement?.localName !== 'style') said += walker.currentNode.data;
      return said.replace(/\s+/g, ' ').trim();
    };
    return [...document.querySelectorAll(widgets)].map((el) => ({
      tag: el.localName,
      text: el.shadowRoot ? text(el.shadowRoot) : null,
      board: el.closest('army-battle') !== null,
    }));
  }, WIDGETS);

/**
 * The reference's widgets that show nothing of the others (its first two trackers, the training price, the flying
 * warband): on connecting, the resolvers add the armies of the page to their unit pickers, a board its Battle.
 */
const standalone = (all) => all.filter((view, i) => [1, 2, all.length - 2, all.length - 1].includes(i));

/** The code of what comes after a widget's first frame (the roster's, the tracker's and the resolver's, the Battle's). */
const AFTER_FIRST_FRAME = /\/lazy\/(roster|tracker|resolver)-after-[\w-]+\.js$|\/lazy\/battle-engine-[\w-]+\.js$/;

/** The Battle board and the widgets inside it, which the server draws as part of it. */
const onTheBoard = (all) => all.filter((view) => view.tag === 'army-battle' || view.board);

/**
 * Once every widget of the page is defined and hydrated. The reference loads its widgets after its first frame
 * (demo/widgets.mjs), after the page's load event: an element not defined yet has no `updateComplete` to wait for.
 */
const hydrated = (page) =>
  page.evaluate(async (widgets) => {
    for (const el of document.querySelectorAll(widgets)) {
      await customElements.whenDefined(el.localName);
      await el.updateComplete;
    }
  }, WIDGETS);

/** The first resolver's chances section: its height on the page, chart to come included. */
const oddsHeight = (page) =>
  page
    .locator('skirmish-resolver')
    .first()
    .locator('[part~=odds]')
    .first()
    .evaluate((el) => el.getBoundingClientRect().height);

/** The board's height on the page. */
const boardHeight = (page) => page.locator('army-battle').evaluate((el) => el.getBoundingClientRect().height);

/** The first resolver's chances (the chart under them comes after the first frame). */
const chances = (page) =>
  page.locator('skirmish-resolver').first().locator('[part~=odds] .chances').first().innerText();

test('without JavaScript, the reference shows every widget’s first view', async () => {
  const context = await site.browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(site.url('/demo/'));
  const shown = await views(page);
  assert.ok(shown.length > 10, 'every widget of the page');
  // A resolver inside the board shows nothing until the Battle runs.
  for (const { tag, text, board } of shown)
    assert.ok(text || (tag === 'skirmish-resolver' && board), `<${tag}> shows its first view`);
  // The board is drawn as it will be before the Battle; its trackers leave the Battle's Morale to it.
  const board = page.locator('army-battle');
  assert.match(await board.locator('output[part~=status]').textContent(), /Ready: press "Start the Battle"/);
  assert.equal(await board.getByRole('button', { name: 'Start the Battle' }).count(), 1);
  assert.equal(await board.locator('morale-tracker').getByRole('button', { name: 'Lose 1' }).count(), 0);
  const resolver = page.locator('skirmish-resolver').first();
  for (const chance of ['Offense wins', 'Defense wins', 'Offense Killed', 'Defense Killed'])
    assert.match(await resolver.locator('[part~=odds]').first().innerText(), new RegExp(`${chance}\\s+\\d+(\\.\\d)?%`));
  // Their text, not innerText: a section off screen is not laid out (content-visibility in demo.css) until scrolled to.
  const shownAt = async (tag) =>
    (await page.locator(tag).first().locator('output[part~=result]').textContent()).replace(/\s+/g, ' ').trim();
  assert.match(await shownAt('recruit-cost'), /^\d+ lunari$/);
  assert.match(await shownAt('morale-tracker'), /^\d+$/);
  // A closed panel stays closed and one choice of a group is chosen (booleans as HTML reads them).
  assert.equal(await resolver.locator('input[name=defense-play]:checked').count(), 1);
  await context.close();
});

test('with JavaScript, the same widgets hydrate as they were drawn and answer a click', async () => {
  const context = await site.browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const still = await context.newPage();
  await still.goto(site.url('/demo/'));
  const drawn = await views(still);
  const prerendered = standalone(drawn);
  const odds = await chances(still);
  const height = await boardHeight(still);
  const oddsSpace = await oddsHeight(still);
  await context.close();

  const page = await site.browser().newPage({ viewport: { width: 390, height: 844 } });
  const problems = collectProblems(page);
  // What comes after a widget's first frame is held back until the first views are compared (it is not prerendered).
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(AFTER_FIRST_FRAME, (route) => held.then(() => route.continue()));
  await page.goto(site.url('/demo/'));
  await hydrated(page);
  const shown = await views(page);
  assert.deepEqual(standalone(shown), prerendered, 'hydrated, the standalone widgets show what they showed');
  // The board and the widgets inside it too, at the same height: the server drew them as part of the board.
  assert.deepEqual(onTheBoard(shown), onTheBoard(drawn), 'hydrated, the board shows what it showed');
  assert.ok(Math.abs((await boardHeight(page)) - height) < 1, `the board's height stays ${height} px`);
  release();
  await page.locator('morale-tracker').first().getByText('Save and share').waitFor();
  assert.equal(await chances(page), odds);
  // The chart came into the space the server kept for it.
  await page.locator('skirmish-resolver').first().locator('[part~=odds] .bars').first().waitFor();
  assert.ok(Math.abs((await oddsHeight(page)) - oddsSpace) < 1, `the chances keep their ${oddsSpace} px`);
  assert.deepEqual(problems, []);

  const resolver = page.locator('skirmish-resolver').first();
  const outcome = resolver.locator('output[part~=result]').first();
  assert.equal(await outcome.innerText(), 'Not rolled yet.');
  await resolver.getByRole('button', { name: 'Roll the dice' }).click();
  await page.waitForFunction(() => {
    const shown = document.querySelector('skirmish-resolver').shadowRoot.querySelector('output[part~=result]');
    return shown && shown.textContent !== 'Not rolled yet.';
  });
  const tracker = page.locator('morale-tracker').first();
  await tracker.getByRole('button', { name: 'Start Battle' }).click();
  await tracker.getByRole('button', { name: 'End Battle' }).waitFor();
  const recruit = page.locator('recruit-cost').first();
  const price = recruit.locator('output[part~=result]');
  const was = await price.innerText();
  const priceEl = await price.elementHandle();
  await recruit.getByLabel('Strength', { exact: true }).fill('4');
  await page.waitForFunction(([el, said]) => el.textContent !== said, [priceEl, was]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('hydrated, the first Roll shows its dice without asking for a module', async () => {
  const page = await site.browser().newPage({ viewport: { width: 390, height: 844 } });
  const problems = collectProblems(page);
  // No idle time ever comes (a page busy with the reader's other tabs): only hydration can bring what a Roll needs.
  await page.addInitScript(() => (window.requestIdleCallback = () => 0));
  await page.goto(site.url('/demo/'));
  const resolver = page.locator('skirmish-resolver').first();
  await hydrated(page);
  // From now on, every script asked for is held and never comes: a Roll that waits for one shows nothing.
  const asked = [];
  await page.route('**/*.js', (route) =>
    asked.push(new URL(route.request().url()).pathname.replace(/-[\w-]+\.js$/, '')),
  );
  await resolver.getByRole('button', { name: 'Roll the dice' }).click();
  await resolver.locator('output[part~=result]').filter({ hasNotText: 'Not rolled yet.' }).first().waitFor();
  assert.deepEqual(
    asked.filter((path) => /\/(play|setup-edits)$/.test(path)),
    [],
    'the roll’s code came with hydration',
  );
  assert.deepEqual(problems, []);
  await page.close();
});

test('a Portuguese page is prerendered in Portuguese and stays so, hydrated, with no mismatch', async () => {
  const context = await site.browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const still = await context.newPage();
  await still.goto(site.url('/.cache/prerender/pt.html'));
  const prerendered = await views(still);
  const odds = await chances(still);
  await context.close();
  for (const chance of ['Ataque vence', 'Defesa vence', 'Ataque Morto', 'Defesa Morta'])
    assert.match(
      odds,
      new RegExp(`${chance}\\s+\\d+(,\\d)?%`),
      'the chances in Portuguese, written the Portuguese way',
    );
  for (const { tag, text } of prerendered) assert.doesNotMatch(text, /Offense|Roll the dice|Start Battle/, `<${tag}>`);

  const page = await site.browser().newPage({ viewport: { width: 390, height: 844 } });
  const problems = collectProblems(page);
  // Text written again as it was: a widget that took over its markup in another language than it was drawn in
  // (English, say) writes each of its texts again once it finds the page's language; one hydrated in it writes none.
  await page.addInitScript(() => {
    const { get, set } = Object.getOwnPropertyDescriptor(CharacterData.prototype, 'data');
    window.rewritten = [];
    Object.defineProperty(CharacterData.prototype, 'data', {
      get,
      set(value) {
        if (String(value) === get.call(this)) window.rewritten.push(get.call(this));
        set.call(this, value);
      },
    });
  });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(AFTER_FIRST_FRAME, (route) => held.then(() => route.continue()));
  await page.goto(site.url('/.cache/prerender/pt.html'));
  await hydrated(page);
  // The resolver adds the roster's army to its unit pickers on connecting: its chances are what stays.
  const alone = (all) => all.filter(({ tag }) => tag !== 'skirmish-resolver');
  assert.deepEqual(alone(await views(page)), alone(prerendered), 'hydrated, the widgets show what they showed');
  assert.equal(await chances(page), odds);
  assert.deepEqual(await page.evaluate(() => window.rewritten), [], 'hydrated in Portuguese: no text drawn again');
  release();
  await page.locator('morale-tracker').getByText('Guardar e partilhar').waitFor();
  const tracker = page.locator('morale-tracker');
  await tracker.getByRole('button', { name: 'Começar a Batalha' }).click();
  await tracker.getByRole('button', { name: 'Terminar a Batalha' }).waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test('a Battle saved on the prerendered reference is shown again after a reload, with no mismatch', async () => {
  const page = await site.browser().newPage({ viewport: { width: 390, height: 844 } });
  const problems = collectProblems(page);
  await page.goto(site.url('/demo/'));
  await hydrated(page);
  const board = page.locator('army-battle');
  const status = board.locator('output[part~=status]').first();
  await board.getByRole('button', { name: 'Start the Battle' }).click();
  await status.filter({ hasText: 'roll for who chooses the first turn' }).waitFor();
  // The server drew the board ready to start (it knows of no saved Battle); hydrated, it shows the one saved.
  await page.reload();
  await status.filter({ hasText: 'roll for who chooses the first turn' }).waitFor();
  assert.equal(await board.getByRole('button', { name: 'Start the Battle' }).count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});
