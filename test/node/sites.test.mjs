// The README's recipes for static site generators, checked by building a tiny real site with each and opening it in
// Chromium: the widget on a Markdown page is drawn and works, with nothing in the console.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';

import Eleventy from '@11ty/eleventy';
import { build as buildVitePress } from 'vitepress';

import { collectProblems, launchBrowser } from '../../scripts/browser.mjs';
import { startServer } from '../../scripts/serve.mjs';

const SITES = resolve('.cache/sites');
let browser;
before(async () => {
  rmSync(SITES, { recursive: true, force: true });
  mkdirSync(SITES, { recursive: true });
  browser = await launchBrowser();
});
after(() => browser?.close());

/** Serves a built site from its own root, as a host would, and checks the recruiting widget of a page of it. */
async function checkSite(root, path = '/', quest = 'After its quest') {
  const server = await startServer(0, '127.0.0.1', root);
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = collectProblems(page);
    const missing = [];
    page.on('response', (response) => response.status() >= 400 && missing.push(new URL(response.url()).pathname));
    await page.goto(`http://127.0.0.1:${server.address().port}${path}`, { waitUntil: 'networkidle' });
    assert.equal(await page.locator('recruit-cost output[part~=result]').first().textContent(), '60 lunari');
    // It works, not only draws: the quest price (AC-EC-3).
    await page.getByLabel(quest).check();
    assert.equal(await page.locator('recruit-cost output[part~=result]').first().textContent(), '48 lunari');
    // A tiny site has no favicon: the browser's own request for one is the only file not found.
    assert.deepEqual(
      missing.filter((path) => path !== '/favicon.ico'),
      [],
    );
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('Failed to load resource')),
      [],
    );
    await page.close();
  } finally {
    server.close();
  }
}

test('Eleventy: a Markdown page with <recruit-cost>, prerendered by Lit SSR and hydrated', async () => {
  process.env.ARMY_COMBAT_DIST = 'dist';
  const site = new Eleventy('test/sites/eleventy', `${SITES}/eleventy`, {
    configPath: 'test/sites/eleventy/eleventy.config.mjs',
    quietMode: true,
  });
  await site.write();
  // Rendered on the server: the widget's shadow root is in the page as written.
  assert.match(
    readFileSync(`${SITES}/eleventy/index.html`, 'utf8'),
    /<recruit-cost[^>]*><template [^>]*shadowrootmode="open"/,
  );
  const server = await startServer(0, '127.0.0.1', `${SITES}/eleventy`);
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    assert.equal(
      await page.locator('recruit-cost output[part~=result]').textContent(),
      '60 lunari',
      'shown without JS',
    );
    assert.equal(await page.getByLabel('After its quest').isChecked(), false);
    await context.close();
  } finally {
    server.close();
  }
  // With JavaScript it hydrates (a mismatch would be an error in the console) and works.
  await checkSite(`${SITES}/eleventy`);
  // The plugin draws in English (it tells a widget nothing of the page around it): on a Portuguese page the widget
  // takes over that English markup, then speaks Portuguese.
  await checkSite(`${SITES}/eleventy`, '/pt/', 'Após a missão');
  // A board: the plugin draws the widgets inside it on their own (it tells them nothing of the board around them).
  // They take over that markup as it is, with no mismatch, then draw as part of the board.
  const boardServer = await startServer(0, '127.0.0.1', `${SITES}/eleventy`);
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = collectProblems(page);
    await page.goto(`http://127.0.0.1:${boardServer.address().port}/board/`, { waitUntil: 'networkidle' });
    const board = page.locator('army-battle');
    await board.getByRole('button', { name: 'Start the Battle' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('army-battle morale-tracker')].every(
        (tracker) => !tracker.shadowRoot.textContent.includes('Lose 1'),
      ),
    );
    assert.equal(await board.locator('skirmish-resolver').evaluate((el) => el.getBoundingClientRect().height), 0);
    // Each roster shows the cards written in it, which the plugin could not read.
    await board.locator('army-roster [part~=card]').filter({ hasText: 'Pikemen' }).waitFor();
    await board.locator('army-roster [part~=card]').filter({ hasText: 'Reavers' }).waitFor();
    await board.getByRole('button', { name: 'Start the Battle' }).click();
    await board.locator('output[part~=status]').filter({ hasText: 'roll for who chooses the first turn' }).waitFor();
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('Failed to load resource')), // the favicon the site has not
      [],
    );
    await page.close();
  } finally {
    boardServer.close();
  }
});

test('VitePress: isCustomElement for the tags, the script in head, the files in public/', async () => {
  const source = `${SITES}/vitepress-src`;
  cpSync('test/sites/vitepress', source, { recursive: true });
  // What a page loads: the type declarations, unbundled modules and source maps are of no use to it.
  const loaded = (path) => !path.endsWith('.map') && !path.endsWith('.d.ts') && !path.includes('/dist/esm');
  cpSync('dist', `${source}/public/army-combat`, { recursive: true, filter: (path) => loaded(resolve(path)) });
  await buildVitePress(source, { outDir: `${SITES}/vitepress` });
  await checkSite(`${SITES}/vitepress`);
});
