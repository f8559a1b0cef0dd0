// docs/api.md "Build outputs" and "Rules API", checked on the built files as an outside user sees them.
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

test('the rules API of docs/api.md is exported by dist/rules.js', async () => {
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

test('the rules API answers as docs/api.md says, on the built file', async () => {
  const rules = await import(new URL('../../dist/rules.js', import.meta.url).href);
  assert.equal(rules.startingMorale(6), 7); // AC-MO-1
  assert.throws(() => rules.startingMorale(-3), RangeError);
  assert.deepEqual(rules.recruitCost(3), { lunari: 60, onTable: true }); // AC-EC-3
  assert.deepEqual(rules.recruitCost(3, { quest: true }), { lunari: 48, onTable: true });
  assert.deepEqual(rules.recruitCost(6), { lunari: 210, onTable: false }); // R6
  assert.deepEqual(rules.trainingCost(4, { weapons: 10 }), { lunari: 20, onTable: true, weaponsUsed: 4 }); // AC-EC-5
  const army = [
    { name: 'Spearmen', strength: 3, role: 'aggressor' },
    { name: 'Scouts', strength: 0, role: 'trooper', traits: ['fast'] },
    { name: 'Ghouls', strength: 2, role: 'trooper', traits: ['undead'] },
    { name: 'Banner', strength: null, role: 'equipment' },
    { name: 'Fallen', strength: 4, role: 'guardian', killed: true },
  ];
  assert.equal(rules.upkeep(army), 20); // AC-EC-1: (3 + 1) × 5
  assert.equal(rules.upkeep(army, { moraleSpent: 9 }), 0); // AC-EC-2: never below 0
  assert.equal(rules.miniatures(army), 1); // AC-MA-1: 4 living units (the Killed one is gone)
  assert.equal(rules.miniatures([...army, { name: 'Archers', strength: 2, role: 'trooper' }]), 2);
  assert.equal(rules.unopposedDamage(9), 2); // AC-MO-7
  const spearmenVsSoldier = {
    offense: { unit: { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] } },
    defense: { unit: { name: 'Soldier', strength: 2, role: 'trooper' } },
  };
  const dice = [2, 3, 2];
  const result = rules.resolveSkirmish(spearmenVsSoldier, () => dice.shift()); // AC-SK-12: 7 against 4
  assert.equal(result.winner, 'offense');
  assert.equal(result.margin, 3);
  assert.deepEqual([result.offense.total, result.defense.total], [7, 4]);
  assert.deepEqual([result.offense.fate, result.defense.fate], ['exhausted', 'killed']);
  const odds = rules.skirmishOdds(spearmenVsSoldier);
  assert.ok(Math.abs(odds.offenseWins + odds.defenseWins - 1) < 1e-12);
  assert.ok(Math.abs(odds.offenseWins - 202 / 216) < 1e-12);
});
