// Every element in Portuguese and Italian, in one page (scripts/test-pages.mjs): each file puts the page's language
// back to English after each test.
import '../elements/army-battle-lang.test.js';
import '../elements/army-roster-lang.test.js';
import '../elements/morale-tracker-lang.test.js';
import '../elements/recruit-cost-lang.test.js';
import '../elements/skirmish-resolver-lang.test.js';
