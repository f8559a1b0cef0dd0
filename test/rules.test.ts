// The rules package's tests, in one page: they are plain functions over plain data (no DOM, no page state), and a page
// of its own for each file costs more than most of their tests. Every test/rules/*.test.ts is imported here;
// web-test-runner.config.mjs refuses to run when one is missing.
import './rules/army.test.js';
import './rules/battle-chances.test.js';
import './rules/battle-describe.test.js';
import './rules/battle-odds.test.js';
import './rules/battle-powers.test.js';
import './rules/battle-purchases.test.js';
import './rules/battle-random.test.js';
import './rules/battle-report.test.js';
import './rules/battle-roll-card.test.js';
import './rules/battle-start.test.js';
import './rules/battle.test.js';
import './rules/economy.test.js';
import './rules/map.test.js';
import './rules/morale.test.js';
import './rules/odds.test.js';
import './rules/powers.test.js';
import './rules/recruit-budget.test.js';
import './rules/skirmish.test.js';
import './rules/units.test.js';
