// Finds a Chromium or Chrome to test with; never downloads one. Run directly, it makes sure one is
// there: on Debian as root it installs the `chromium` package with apt-get (and says so).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

/** @returns {string | null} the browser's path: CHROME_PATH first, then the usual places. */
export function findChrome() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Flags for a headless Chromium on a closed network, run as root in CI. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  // Test files run in several tabs at once: keep background tabs' animation frames and timers running.
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];

const isDebian = () => existsSync('/etc/debian_version') || /debian|ubuntu/i.test(safeRead('/etc/os-release'));
const safeRead = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : '');

export function ensureChrome() {
  const found = findChrome();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser is there.`);
    process.exit(1);
  }
  if (process.platform === 'linux' && isDebian() && process.getuid?.() === 0) {
    console.log('No Chromium or Chrome found: installing Debian\'s "chromium" package with apt-get (about 20 s)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    const installed = findChrome();
    if (installed) return installed;
  }
  console.error(
    [
      'No Chromium or Chrome was found for the browser tests.',
      'Install one, or point CHROME_PATH at it:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  macOS:          install Google Chrome, or: brew install --cask chromium',
      '  any system:     export CHROME_PATH=/path/to/chrome',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(`browser: ${ensureChrome()}`);
