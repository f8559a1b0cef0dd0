// battleOdds on the built files, against the state machine itself: on three fixed setups, the 95% interval of
// 10,000 Battles simulated by dist/rules-odds.js (the fast path where there are no powers, default seed) covers the
// win rate of 100,000 other Battles played by dist/rules-battle.js's playRandomBattle. The seeds are fixed, so the
// check is repeatable; with other seeds an interval misses about 1 time in 17 (a 95% interval, against a rate that
// has its own small error), which says nothing about the rules.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const oddsUrl = new URL('../../dist/rules-odds.js', import.meta.url);
const { battleOdds, fastBattles } = await import(oddsUrl.href);
const { playRandomBattle, seededD6 } = await import(new URL('../../dist/rules-battle.js', import.meta.url).href);

const unit = (name, strength, role = 'trooper', more = {}) => ({ name, strength, role, ...more });
const spearmen = unit('Spearmen', 3, 'aggressor', { path: 'steel', traits: ['reach'] });
const soldier = unit('Soldier', 2, 'trooper', { path: 'steel' });
const knight = unit('Knight', 4, 'aggressor', { path: 'steel' });
const raiders = unit('Raiders', 2, 'aggressor');
const shieldWall = unit('Shield Wall', 2, 'guardian');
const medic = unit('Medic', 1, 'healer', { path: 'faith' });
const ayla = (army, more = {}) => ({ name: 'Ayla', morale: 7, influence: 1, army, ...more });
const brigands = (army, more = {}) => ({ name: 'Brigands', morale: 5, npc: true, army, ...more });

const SETUPS = {
  even: { commanders: [ayla([soldier, soldier]), brigands([soldier, soldier], { morale: 7, npc: false })] },
  strong: { commanders: [ayla([knight, spearmen, shieldWall, medic]), brigands([raiders, soldier, medic])] },
  powers: {
    commanders: [ayla([spearmen, soldier], { power: { classId: 'evoker' } }), brigands([raiders, shieldWall])],
    chooser: 'roll',
    autoUnable: true,
  },
};

test('dist/rules-odds.js imports nothing', () => {
  assert.doesNotMatch(readFileSync(oddsUrl, 'utf8'), /\bimport\s*[\s{*"'(]|\brequire\(/);
});

for (const [name, setup] of Object.entries(SETUPS))
  test(`battleOdds' interval covers the state machine's win rate: ${name}`, () => {
    assert.equal(fastBattles(setup) === undefined, name === 'powers', 'the fast path plays the setups without powers');
    const [lo, hi] = battleOdds(setup, { battles: 10_000 }).interval[0];
    const d6 = seededD6(`state-machine-${name}`);
    let wins = 0;
    for (let i = 0; i < 100_000; i++) if (playRandomBattle(setup, d6).winner === 0) wins++;
    const rate = wins / 100_000;
    assert.ok(rate >= lo && rate <= hi, `${rate} is outside [${lo}, ${hi}]`);
  });
