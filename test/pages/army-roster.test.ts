// <army-roster>'s test files that share one page (scripts/test-pages.mjs). Its language and first-view tests share
// languages.test.ts and first-views.test.ts with the other elements'; its other files keep a page each: they test
// what a page must not have seen (a late or eager load, no network).
import '../elements/army-roster.test.js';
import '../elements/army-roster-cards.test.js';
import '../elements/army-roster-events.test.js';
import '../elements/army-roster-storage.test.js';
import '../elements/army-roster-odds.test.js';
