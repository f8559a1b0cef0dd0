// docs/rules.md is generated from docs/rules-text.md and the code's rule citations (scripts/rules-docs.mjs): it
// must be up to date, each citation must be found with its declaration, and an ID nobody defined must fail.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { citationsIn, collect, readRulesText, renderRulesDoc, run } from '../../scripts/rules-docs.mjs';

const script = fileURLToPath(new URL('../../scripts/rules-docs.mjs', import.meta.url));
const cited = (source) => citationsIn('x.ts', source).map(({ id, declaration, line }) => [id, declaration, line]);

test('docs/rules.md is what `npm run docs` writes from the code as it is now', () => {
  const check = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
});

test('the Battle rulings a widget shows (BATTLE_RULINGS, R7 on) say what docs/rules-text.md says', async () => {
  const { BATTLE_RULINGS } = await import(new URL('../../dist/rules-battle.js', import.meta.url).href);
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

test('a citation belongs to the declaration it documents or sits in, a class member by its class', () => {
  const source = [
    '// AC-SK: this file decides Skirmishes.',
    '',
    '/** AC-SK-7: the loser is Killed at a margin of 3. */',
    'export function fateOf(margin: number) {',
    "  return margin >= 3 ? 'killed' : 'disabled'; // AC-SK-7",
    '}',
    'export class Tracker {',
    '  /** R3 */',
    '  unable() {',
    '    const inner = () => 1; // R4 names the method, not the inner const',
    '  }',
    '}',
    'export const LIMIT = 3; // AC-SK-5 at the end of the line that it follows',
    'export const NEXT = 4;',
    'export const LAST = 5; // AC-SK-6 on the last line too',
  ].join('\n');
  assert.deepEqual(cited(source), [
    ['AC-SK', null, 1],
    ['AC-SK-7', 'fateOf', 3],
    ['AC-SK-7', 'fateOf', 5],
    ['R3', 'Tracker.unable', 8],
    ['R4', 'Tracker.unable', 10],
    ['AC-SK-5', 'LIMIT', 13],
    ['AC-SK-6', 'LAST', 15],
  ]);
});

test('IDs in shown text count, `AC-SK-3/4` cites both, and an identifier in code is no citation', () => {
  const source = [
    'export const note = `Ruling R2: the Defense wins (AC-SK-3/4).`;',
    "export const other = 'AC-MO-7';",
    'export const decided = DECISIONS.R2;',
  ].join('\n');
  assert.deepEqual(cited(source), [
    ['R2', 'note', 1],
    ['AC-SK-3', 'note', 1],
    ['AC-SK-4', 'note', 1],
    ['AC-MO-7', 'other', 2],
  ]);
});

test('rules are read by ID and title, and each lists its files once with their declarations', () => {
  const rules = readRulesText('## AC-SK Skirmish\n\n### AC-SK-7 — Fates\n\nThe loser goes.\n\n## Rulings\n');
  assert.deepEqual(
    rules.map((r) => [r.level, r.id, r.title, r.text]),
    [
      [2, 'AC-SK', 'Skirmish', ''],
      [3, 'AC-SK-7', 'Fates', 'The loser goes.'],
      [2, null, 'Rulings', ''],
    ],
  );
  const file = 'src/rules/skirmish/skirmish.ts';
  const at = (line, declaration, f = file) => ({ id: 'AC-SK-7', file: f, line, declaration });
  const doc = renderRulesDoc(
    rules,
    new Map([
      [
        'AC-SK-7',
        [at(9, 'fateOf'), at(2, null), at(4, 'resolveSkirmish'), at(12, 'fateOf'), at(3, 'X', 'src/elements/a/b.ts')],
      ],
    ]),
  );
  assert.ok(
    doc.includes(
      '### AC-SK-7 — Fates\n\nThe loser goes.\n\nApplied in:\n\n' +
        `- [\`${file}\`](../${file}) — \`resolveSkirmish\`, \`fateOf\`\n\n` +
        'Shown in:\n\n- [`src/elements/a/b.ts`](../src/elements/a/b.ts) — `X`\n\n## Rulings',
    ),
    doc,
  );
});

test('an ID the code cites but the rules text does not define is reported with its file and line', () => {
  const defined = new Set(readRulesText('## Rulings\n\n### R1 — Both Killed\n').map((r) => r.id));
  const { unknown, byId } = collect(defined, { 'src/a.ts': '// R1\nconst b = 1; // R99 is not a ruling\n' });
  assert.deepEqual(unknown, ['src/a.ts:2 cites R99']);
  assert.equal(byId.get('R1')?.length, 1);
});

test('on a checkout: --check fails when stale, writing fixes it, an undefined ID fails, an uncited rule warns', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'rules-docs-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs'));
  mkdirSync(join(root, 'src/rules'), { recursive: true });
  writeFileSync(join(root, 'docs/rules-text.md'), '## Rulings\n\n### R1 — One\n\nFirst.\n\n### R2 — Two\n\nSecond.\n');
  writeFileSync(join(root, 'src/rules/a.ts'), '/** R1 */\nexport function one() {}\n');

  const stale = run(root, { check: true });
  assert.equal(stale.status, 1);
  assert.match(stale.errors.join('\n'), /docs\/rules\.md is out of date.*npm run docs/);
  assert.deepEqual(stale.warnings, ['Defined in docs/rules-text.md but cited nowhere in src: R2']);

  assert.equal(run(root).status, 0);
  assert.match(readFileSync(join(root, 'docs/rules.md'), 'utf8'), /### R1 — One\n\nFirst\.\n\nApplied in:\n\n.*`one`/);
  assert.equal(run(root, { check: true }).status, 0);

  writeFileSync(join(root, 'src/rules/a.ts'), '/** R1 */\nexport function one() {}\n// R9\n');
  const undefinedId = run(root, { check: true });
  assert.equal(undefinedId.status, 1);
  assert.match(undefinedId.errors.join('\n'), /does not define:\n {2}src\/rules\/a\.ts:3 cites R9/);
});
