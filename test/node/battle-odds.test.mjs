// battleOdds on the built rules, against the state machine itself: on three fixed setups, the 95% interval of
// 10,000 simulated Battles covers the win rate of 40,000 other Battles played by playRandomBattle.
import assert from 'node:assert/strict';
import { test } from 'node:test';

const rules = await import(new URL('../../dist/rules-battle.js', import.meta.url).href);
const { battleOdds, playRandomBattle, seededD6 } = rules;

const unit = (name, strength, role = 'trooper', more = {}) => ({ name, strength, role, ...more });
const spearmen = unit('Spearmen', 3, 'aggressor', { path: 'steel', traits: ['reach'] });
const soldier = unit('Soldier', 2, 'trooper', { path: 'steel' });
const knight = unit('Knight', 4, 'aggressor', { path: 'steel' });
const raiders = unit('Raiders', 2, 'aggressor');
const shieldWall = unit('Shield Wall', 2, 'guardian');
const ayla = (army, more = {}) => ({ name: 'Ayla', morale: 7, influence: 1, army, ...more });
const brigands = (army, more = {}) => ({ name: 'Brigands', morale: 5, npc: true, army, ...more });

const SETUPS = {
  even: { commanders: [ayla([soldier, soldier]), brigands([soldier, soldier], { morale: 7, npc: false })] },
  strong: { commanders: [ayla([knight, spearmen, shieldWall]), brigands([raiders, soldier])] },
  powers: {
    commanders: [ayla([spearmen, soldier], { power: { classId: 'evoker' } }), brigands([raiders, shieldWall])],
    chooser: 'roll',
    autoUnable: true,
  },
};

for (const [name, setup] of Object.entries(SETUPS))
  test(`battleOdds' interval covers the state machine's win rate: ${name}`, () => {
    const [lo, hi] = battleOdds(setup, { battles: 10_000, seed: `odds-${name}` }).interval[0];
    const d6 = seededD6(`other-${name}`);
    let wins = 0;
    for (let i = 0; i < 40_000; i++) if (playRandomBattle(setup, d6).winner === 0) wins++;
    const rate = wins / 40_000;
    assert.ok(rate >= lo && rate <= hi, `${rate} is outside [${lo}, ${hi}]`);
  });
