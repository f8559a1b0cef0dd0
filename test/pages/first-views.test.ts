// The first views of the roster, the tracker, the resolver and the board, in one page (scripts/test-pages.mjs): each
// file tests its own element before its own "After" module has loaded, which none of the others loads. The board's
// comes last: its armies inside load the roster's and the tracker's.
import '../elements/army-roster-first-view.test.js';
import '../elements/morale-tracker-first-view.test.js';
import '../elements/skirmish-resolver-first-view.test.js';
import '../elements/army-battle-first-view.test.js';
