// <skirmish-resolver>'s test files that share one page (scripts/test-pages.mjs). Its language tests are in languages.test.ts;
// its other files keep a page each: they test what a page must not have seen (a first view, a late or eager load,
// no network).
import '../elements/skirmish-resolver.test.js';
import '../elements/skirmish-resolver-input.test.js';
import '../elements/skirmish-resolver-panels.test.js';
import '../elements/skirmish-resolver-powers.test.js';
import '../elements/skirmish-resolver-record.test.js';
import '../elements/skirmish-resolver-rules.test.js';
import '../elements/skirmish-resolver-table.test.js';
