// The built rules package runs in plain Node: no DOM, no imports (docs/api.md "Build outputs").
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const rulesUrl = new URL('../../dist/rules.js', import.meta.url);

test('dist/rules.js imports nothing', () => {
  const source = readFileSync(rulesUrl, 'utf8');
  assert.doesNotMatch(source, /\bimport\s*[\s{*"'(]|\brequire\(/);
});

test('dist/rules.js loads without a DOM and parses a unit (AC-UN-1)', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const rules = await import(rulesUrl.href);
  assert.deepEqual(rules.parseUnit({ name: 'Spearmen', strength: '3', role: 'aggressor' }).unit, {
    name: 'Spearmen',
    strength: 3,
    role: 'aggressor',
  });
});

test('dist/rules.js seeded dice repeat for the same seed', async () => {
  const { seededD6 } = await import(rulesUrl.href);
  const roll = (seed) => Array.from({ length: 20 }, seededD6(seed));
  assert.deepEqual(roll('battle-1'), roll('battle-1'));
  assert.ok(roll(7).every((die) => die >= 1 && die <= 6));
});
