// Screenshots of a page in Chromium, for looking at what we build:
//   node scripts/screenshot.mjs <url> <out.png> [--width 1200] [--dark] [--full]
//   [--click "css selector"] [--print]
import { collectProblems, launchBrowser } from './browser.mjs';

const [url, out = 'screenshots/page.png', ...rest] = process.argv.slice(2);
const option = (name, fallback) => {
  const at = rest.indexOf(`--${name}`);
  return at === -1 ? fallback : (rest[at + 1] ?? true);
};
if (!url) {
  console.error(
    'usage: node scripts/screenshot.mjs <url> <out.png> [--width N] [--dark] [--full] [--click selector] [--print]',
  );
  process.exit(2);
}

const browser = await launchBrowser();
const page = await browser.newPage({
  viewport: { width: Number(option('width', 1200)), height: Number(option('height', 900)) },
  colorScheme: rest.includes('--dark') ? 'dark' : 'light',
});
const problems = collectProblems(page);
await page.goto(url, { waitUntil: 'networkidle' });
if (rest.includes('--print')) await page.emulateMedia({ media: 'print' });
const click = option('click', null);
if (click) for (const selector of String(click).split('|')) await page.locator(selector).first().click();
await page.waitForTimeout(200);
await page.screenshot({ path: out, fullPage: rest.includes('--full') });
console.log(`saved ${out}`);
for (const problem of problems) console.log(problem);
await browser.close();
