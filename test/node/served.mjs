// For the Node tests that look at pages: the repository served as `npm start` serves it, and a headless Chromium,
// started before the file's tests and stopped after them.
import { after, before } from 'node:test';

import { launchBrowser } from '../../scripts/browser.mjs';
import { startServer } from '../../scripts/serve.mjs';

/** `browser()` and `url(path)` once the file's tests run. */
export function served() {
  let server;
  let browser;
  before(async () => {
    server = await startServer(0);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });
  return {
    browser: () => browser,
    url: (path) => `http://127.0.0.1:${server.address().port}${path}`,
  };
}
