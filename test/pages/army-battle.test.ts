// <army-battle>'s test files that share one page (scripts/test-pages.mjs). Its language and first-view tests share
// languages.test.ts and first-views.test.ts with the other elements'; its other files keep a page each: they test
// what a page must not have seen (a late or eager load, no network).
// army-battle-rolls.test.ts too: after these, its boards show no "Enter the real dice" (not yet looked into).
import '../elements/army-battle.test.js';
import '../elements/army-battle-after.test.js';
import '../elements/army-battle-chances.test.js';
import '../elements/army-battle-import.test.js';
import '../elements/army-battle-nested.test.js';
import '../elements/army-battle-odds.test.js';
import '../elements/army-battle-phone.test.js';
