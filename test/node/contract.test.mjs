// CONTRACT.md "Build outputs" and "Rules API", checked on the built files as an outside user sees them.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json'));
const manifest = JSON.parse(read('dist/custom-elements.json'));
const tags = readdirSync(new URL('../../src/elements/', import.meta.url));
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName);

test('package.json points at the manifest, the bundle and the rules subpath', () => {
  assert.equal(pkg.customElements, './dist/custom-elements.json');
  assert.equal(pkg.exports['./rules'].default, './dist/rules.js');
  for (const file of ['dist/rules.js', 'dist/army-combat.js', 'dist/custom-elements.json']) {
    assert.ok(existsSync(new URL(`../../${file}`, import.meta.url)), file);
  }
});

test('one module per element, each registering its tag behind a customElements.get guard', () => {
  for (const tag of tags) {
    const source = read(`dist/elements/${tag}.js`);
    assert.match(source, new RegExp(`customElements\\.get\\("${tag}"\\)`), tag);
  }
});

test('the manifest documents every element, and every event has a name and a description', () => {
  assert.deepEqual(declarations.map((d) => d.tagName).sort(), [...tags].sort());
  for (const element of declarations) {
    for (const event of element.events ?? []) {
      assert.ok(event.name && event.description, `${element.tagName}: event ${JSON.stringify(event)}`);
    }
  }
});

test('the rules API of CONTRACT.md is exported by dist/rules.js', async () => {
  const rules = await import(new URL('../../dist/rules.js', import.meta.url).href);
  const expected = [
    'startingMorale',
    'recruitCost',
    'trainingCost',
    'upkeep',
    'miniatures',
    'moveInches',
    'unopposedDamage',
    'resolveSkirmish',
    'skirmishOdds',
  ];
  const missing = expected.filter((name) => typeof rules[name] !== 'function');
  assert.deepEqual(missing, []);
});
