// The one Battle engine plays exactly as the state machine it replaced (issue 28): on 40 setups (every commander
// class, plain and with a roll for who chooses and R3's autoUnable), each logged Battle (random and greedy play) has
// the same events and ends in the same state, and battleOdds' tallies (random and greedy) are the same, as recorded
// from the state machine (test/node/data/battle-golden.json, by scripts/battle-golden.mjs). Re-recorded once since, when
// the Skirmish and Unopposed lines gained their dice and the parts of each total: with those values taken out (and the
// text said again without them), the log hashes were the state machine's, all 200 figures the same.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { record } from '../../scripts/battle-golden.mjs';

const R = await import(new URL('../../dist/rules-battle.js', import.meta.url).href);
const golden = JSON.parse(readFileSync(new URL('data/battle-golden.json', import.meta.url), 'utf8'));

test('every logged Battle and odds tally of the 40 setups is as the state machine recorded it', () => {
  const now = record(R);
  const differ = Object.keys(golden).filter((key) => now[key] !== golden[key]);
  assert.deepEqual(differ, [], `${differ.length} of ${Object.keys(golden).length} differ`);
});
