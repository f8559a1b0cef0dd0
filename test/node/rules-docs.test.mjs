// docs/rules.md is generated from docs/rules-text.md and the code's rule citations (scripts/rules-docs.mjs): it
// must be up to date, and the extraction must find each citation's declaration.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { citationsIn, collect, readRulesText, renderRulesDoc } from '../../scripts/rules-docs.mjs';

const script = fileURLToPath(new URL('../../scripts/rules-docs.mjs', import.meta.url));

test('docs/rules.md is what `npm run docs` writes from the code as it is now', () => {
  const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});

test('the Battle rulings a widget shows (BATTLE_RULINGS, R7 on) say what docs/rules-text.md says', async () => {
  const { BATTLE_RULINGS } = await import(new URL('../../dist/rules.js', import.meta.url).href);
  const docs = readRulesText(readFileSync(new URL('../../docs/rules-text.md', import.meta.url), 'utf8'));
  const flat = (text) => text.replace(/\s+/g, ' ').trim();
  assert.deepEqual(
    BATTLE_RULINGS.map((r) => r.id),
    BATTLE_RULINGS.map((_, i) => `R${7 + i}`),
  );
  for (const ruling of BATTLE_RULINGS) {
    const doc = docs.find((d) => d.id === ruling.id);
    assert.ok(doc, `${ruling.id} is not in docs/rules-text.md`);
    assert.deepEqual([doc.title, flat(doc.text)], [ruling.title, flat(ruling.text)]);
  }
});

test('a citation belongs to the declaration it documents or sits in', () => {
  const source = [
    '/** AC-SK-7: the loser is Killed at a margin of 3. */',
    'export function fateOf(margin: number) {',
    "  return margin >= 3 ? 'killed' : 'disabled'; // AC-SK-7",
    '}',
    'export class Tracker {',
    '  /** R3 */',
    '  unable() {}',
    '}',
  ].join('\n');
  assert.deepEqual(
    citationsIn('x.ts', source).map(({ id, declaration, line }) => [id, declaration, line]),
    [
      ['AC-SK-7', 'fateOf', 1],
      ['AC-SK-7', 'fateOf', 3],
      ['R3', 'Tracker.unable', 6],
    ],
  );
});

test('rules are read by ID and title, and each lists where it is applied and shown', () => {
  const rules = readRulesText('## AC-SK Skirmish\n\n### AC-SK-7 — Fates\n\nThe loser goes.\n');
  assert.deepEqual(
    rules.map((r) => [r.id, r.title, r.text]),
    [
      ['AC-SK', 'Skirmish', ''],
      ['AC-SK-7', 'Fates', 'The loser goes.'],
    ],
  );
  const doc = renderRulesDoc(
    rules,
    new Map([['AC-SK-7', [{ id: 'AC-SK-7', file: 'src/rules/skirmish/skirmish.ts', line: 1, declaration: 'fateOf' }]]]),
  );
  assert.match(
    doc,
    /### AC-SK-7 — Fates\n\nThe loser goes\.\n\nApplied in:\n\n- \[`src\/rules\/skirmish\/skirmish\.ts`\]/,
  );
});

test('an ID the code cites but the rules text does not define is reported with its file and line', () => {
  const defined = new Set(readRulesText('## Rulings\n\n### R1 — Both Killed\n').map((r) => r.id));
  const { unknown, byId } = collect(defined, { 'src/a.ts': '// R1\nconst b = 1; // R99 is not a ruling\n' });
  assert.deepEqual(unknown, ['src/a.ts:2 cites R99']);
  assert.equal(byId.get('R1')?.length, 1);
});
