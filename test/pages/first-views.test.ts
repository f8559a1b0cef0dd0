// The first views of the roster, the tracker and the resolver, in one page (scripts/test-pages.mjs): each file tests
// its own element before its own "After" module has loaded, which none of the others loads.
import '../elements/army-roster-first-view.test.js';
import '../elements/morale-tracker-first-view.test.js';
import '../elements/skirmish-resolver-first-view.test.js';
