// <morale-tracker>'s test files that share one page (scripts/test-pages.mjs). Its language and first-view tests share
// languages.test.ts and first-views.test.ts with the other elements'; its other files keep a page each: they test
// what a page must not have seen (a late or eager load, no network).
import '../elements/morale-tracker.test.js';
import '../elements/morale-tracker-changes.test.js';
import '../elements/morale-tracker-events.test.js';
import '../elements/morale-tracker-panels.test.js';
import '../elements/morale-tracker-rout.test.js';
import '../elements/morale-tracker-storage.test.js';
