// <recruit-cost>'s test files that share one page (scripts/test-pages.mjs). Its language tests are in languages.test.ts;
// its other files keep a page each: they test what a page must not have seen (a first view, a late or eager load,
// no network).
import '../elements/recruit-cost.test.js';
import '../elements/recruit-cost-army.test.js';
import '../elements/recruit-cost-input.test.js';
import '../elements/recruit-cost-panels.test.js';
import '../elements/recruit-cost-odds.test.js';
