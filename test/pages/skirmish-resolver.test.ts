// <skirmish-resolver>'s test files that share one page (scripts/test-pages.mjs). Its language and first-view tests share
// languages.test.ts and first-views.test.ts with the other elements'; its other files keep a page each: they test
// what a page must not have seen (a late or eager load, no network).
import '../elements/skirmish-resolver.test.js';
import '../elements/skirmish-resolver-input.test.js';
import '../elements/skirmish-resolver-panels.test.js';
import '../elements/skirmish-resolver-powers.test.js';
import '../elements/skirmish-resolver-record.test.js';
import '../elements/skirmish-resolver-rules.test.js';
import '../elements/skirmish-resolver-table.test.js';
