// <recruit-cost>'s test files that share one page (scripts/test-pages.mjs). Its language and first-view tests share
// languages.test.ts and first-views.test.ts with the other elements'; its other files keep a page each: they test
// what a page must not have seen (a late or eager load, no network).
import '../elements/recruit-cost.test.js';
import '../elements/recruit-cost-army.test.js';
import '../elements/recruit-cost-input.test.js';
import '../elements/recruit-cost-panels.test.js';
import '../elements/recruit-cost-odds.test.js';
