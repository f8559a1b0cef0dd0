// What several widgets share, in one page: events and their validators, languages, colour schemes, lazy panels, the
// rules' words, and <army-unit>.
import '../events/validators.test.js';
import '../elements/army-unit.test.js';
import '../elements/lazy-panel.test.js';
import '../elements/localize.test.js';
import '../elements/rule-words.test.js';
import '../elements/theme.test.js';
