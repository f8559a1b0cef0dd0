// The demo rules reference as an offline web app: a service worker (Workbox's generateSW) that precaches the page (as
// prerendered, with dist/hydrate.js), its stylesheet, icon and manifest and every file of dist/army-combat.js (the Lit
// chunk, its lazy chunks and the odds worker), so that after one visit the page and every calculator work with the
// network off. Run by `npm run build`, after the prerender.
import { generateSW } from 'workbox-build';

const { count, size, warnings } = await generateSW({
  globDirectory: '.',
  globPatterns: [
    'demo/index.html',
    'demo/demo.css',
    'demo/icon.svg',
    'demo/manifest.webmanifest',
    'demo/offline.mjs',
    'demo/language.mjs',
    'demo/landing.mjs',
    'demo/widgets.mjs',
    'dist/hydrate.js',
    'dist/army-combat.js',
    'dist/chunks/*.js',
    'dist/lazy/**/*.js',
  ],
  // At the root, above demo/ and dist/: a Web Worker (the Battle odds) is served by the service worker whose scope
  // holds the worker's own URL (dist/lazy/…), not by the page's.
  swDest: 'sw.js',
  // One file, no workbox-*.js beside it and no source map: nothing to load from elsewhere.
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // A new build takes over at once: a reference page has no state to lose.
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  navigateFallback: undefined,
  // The page's address may carry a query (a language, a theme) or a #section: the same cached page answers.
  ignoreURLParametersMatching: [/.*/],
});
for (const warning of warnings) console.warn(`offline: ${warning}`);
console.log(`offline sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
