// A screenshot of every Storybook story, for looking at all of them at once:
//   npm run build-storybook && node scripts/screenshot-stories.mjs [out-dir] [--width 800] [--dark]
// Serves storybook-static/ on 127.0.0.1 itself and reports console errors per story.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';

import { collectProblems, launchBrowser } from './browser.mjs';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const outDir = args[0] && !args[0].startsWith('--') ? args[0] : 'screenshots/stories';
const width = Number(args[args.indexOf('--width') + 1]) || 800;
const colorScheme = args.includes('--dark') ? 'dark' : 'light';

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
await mkdir(outDir, { recursive: true });

const server = await startServer(0);
const base = `http://127.0.0.1:${server.address().port}/storybook-static`;
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width, height: 700 }, colorScheme });
const problems = collectProblems(page, ['error']);
for (const story of stories) {
  problems.length = 0;
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(150);
  const file = `${outDir}/${story.id}-${colorScheme}.png`;
  await page.screenshot({ path: file, fullPage: true });
  const real = problems.filter((text) => !/favicon|404/.test(text));
  console.log(`${real.length ? '✖' : '✓'} ${file}${real.length ? `\n    ${real.join('\n    ')}` : ''}`);
}
await browser.close();
server.close();
