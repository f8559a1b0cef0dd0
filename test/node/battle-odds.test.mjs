// battleOdds on the built files against the rules as they were recorded: on three fixed setups with commander classes,
// the 95% intervals of 10,000 Battles simulated by dist/rules-odds.js (default seed) and of 100,000 Battles played by
// the Battle state machine before the one-engine rewrite (test/node/data/battle-odds-reference.json, made by
// scripts/battle-odds-reference.mjs) agree, for each commander's win and Rout rates: the two intervals overlap. The
// seeds are fixed, so the check is repeatable.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const oddsUrl = new URL('../../dist/rules-odds.js', import.meta.url);
const { battleOdds, wilsonInterval } = await import(oddsUrl.href);
const reference = JSON.parse(readFileSync(new URL('data/battle-odds-reference.json', import.meta.url), 'utf8'));
const BATTLES = 10_000;

test('dist/rules-odds.js imports nothing', () => {
  assert.doesNotMatch(readFileSync(oddsUrl, 'utf8'), /\bimport\s*[\s{*"'(]|\brequire\(/);
});

/** Whether two 95% intervals share a value. */
const overlap = ([lo, hi], [otherLo, otherHi]) => lo <= otherHi && otherLo <= hi;

for (const [name, { setup, wins, routs }] of Object.entries(reference.setups))
  test(`battleOdds agrees with the recorded state machine's win and Rout rates: ${name}`, () => {
    const odds = battleOdds(setup, { battles: BATTLES });
    const recorded = (count) => wilsonInterval(count, reference.battles);
    for (const seat of [0, 1]) {
      const won = [odds.interval[seat], recorded(wins[seat])];
      assert.ok(overlap(...won), `seat ${seat} wins: ${JSON.stringify(won)} do not overlap`);
      const routed = [wilsonInterval(Math.round(odds.routChance[seat] * BATTLES), BATTLES), recorded(routs[seat])];
      assert.ok(overlap(...routed), `seat ${seat} Routed: ${JSON.stringify(routed)} do not overlap`);
    }
  });
