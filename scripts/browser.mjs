// The headless Chromium that the screenshot scripts and the demo test look at pages with (playwright-core, driving
// the browser find-chrome.mjs finds; nothing is downloaded).
import { chromium } from 'playwright-core';

import { CHROME_ARGS, findChrome } from './find-chrome.mjs';

/**
 * Launches the browser findChrome() finds, with CHROME_ARGS; under `npm test` (scripts/test.mjs) it connects instead
 * to the one Chromium that the Node tests share (closing it then only disconnects).
 */
export const launchBrowser = () =>
  process.env.ARMY_COMBAT_BROWSER
    ? chromium.connect(process.env.ARMY_COMBAT_BROWSER)
    : chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });

/**
 * What goes wrong on `page`: console messages of the given types and uncaught errors, each as `<type>: <text>`.
 * @param {import('playwright-core').Page} page
 * @param {string[]} types console message types that count
 * @returns {string[]} filled as the page runs; empty it with `problems.length = 0`
 */
export function collectProblems(page, types = ['error', 'warning']) {
  const problems = [];
  page.on('console', (message) => {
    if (types.includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
