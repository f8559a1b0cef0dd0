// Records the reference Battle odds test/node/battle-odds.test.mjs checks battleOdds against: random-policy Battles
// played by the rules as they are now (src/rules, bundled here), on three fixed setups with commander classes, seeds
// fixed. `node scripts/battle-odds-reference.mjs` writes test/node/data/battle-odds-reference.json; run it only to
// record the rules on purpose (it was run on the state machine before the one-engine rewrite, issue 28), since the
// test then holds the rules to what it recorded.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

import { build } from 'esbuild';

const BATTLES = 100_000;
const out = fileURLToPath(new URL('../test/node/data/battle-odds-reference.json', import.meta.url));

const unit = (name, strength, role = 'trooper', more = {}) => ({ name, strength, role, ...more });
const spearmen = unit('Spearmen', 3, 'aggressor', { traits: ['reach'] });
const soldier = unit('Soldier', 2);
const guard = unit('Shield Wall', 2, 'guardian');
const sage = unit('Sage', 1, 'savant', { path: 'mind' });
const pike = unit('Pikes', 2, 'trooper', { traits: ['reach'] });
const cart = unit('Cart', 1, 'equipment');
const medic = unit('Medic', 1, 'healer', { path: 'faith' });
const knight = unit('Knight', 4, 'aggressor', { path: 'steel' });
const raiders = unit('Raiders', 2, 'aggressor');
const archers = unit('Archers', 2, 'trooper', { traits: ['ranged'] });
const mage = unit('Battle Mage', 2, 'savant', { path: 'magic' });
const horn = { unit: unit('War Horn', null, 'equipment'), discardBonus: 1 };
const wolves = unit('Wolves', 2, 'aggressor', { path: 'nature' });
const druid = unit('Druid', 1, 'healer', { path: 'nature' });
const rite = unit('Rite of Thorns', null, 'ritual', { path: 'nature' });

const ayla = {
  name: 'Ayla',
  morale: 7,
  influence: 1,
  army: [spearmen, soldier, guard, sage, medic, archers, knight, horn],
};
const brigands = {
  name: 'Brigands',
  morale: 6,
  npc: true,
  army: [raiders, pike, soldier, guard, cart, medic, mage, horn],
};

/** Three setups with classes, each with different powers and rules in play. */
const SETUPS = {
  'master-of-arms-vs-evoker': {
    commanders: [
      { ...ayla, power: { classId: 'master-of-arms' } },
      { ...brigands, power: { classId: 'evoker' } },
    ],
  },
  'mender-vs-chaplain': {
    chooser: 'roll',
    autoUnable: true,
    commanders: [
      { ...ayla, power: { classId: 'mender' } },
      { ...brigands, power: { classId: 'chaplain', powerUnit: true } },
    ],
  },
  'animist-vs-rogue': {
    commanders: [
      {
        ...ayla,
        morale: 6,
        influence: 2,
        army: [wolves, druid, rite, rite, knight, soldier, medic, horn],
        power: { classId: 'animist' },
      },
      { ...brigands, morale: 7, army: [raiders, raiders, guard, pike, medic, archers], power: { classId: 'rogue' } },
    ],
  },
};

const bundle = await build({
  entryPoints: [fileURLToPath(new URL('../src/rules/index.ts', import.meta.url))],
  bundle: true,
  format: 'esm',
  write: false,
  logLevel: 'error',
});
const rules = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].contents).toString('base64')}`
);
const { playRandomBattle, seededD6, battleResult } = rules;

const reference = {
  about:
    'Random-policy Battles (playRandomBattle) played by the Battle state machine before the one-engine rewrite ' +
    '(issue 28), recorded by scripts/battle-odds-reference.mjs: wins, Routs and Kills per commander.',
  battles: BATTLES,
  setups: {},
};
for (const [name, setup] of Object.entries(SETUPS)) {
  const seed = `reference-${name}`;
  const d6 = seededD6(seed);
  const wins = [0, 0];
  const routs = [0, 0];
  const kills = [0, 0];
  const started = performance.now();
  for (let i = 0; i < BATTLES; i++) {
    const r = battleResult(playRandomBattle(setup, d6));
    wins[r.winner]++;
    if (r.routed !== undefined) routs[r.routed]++;
    kills[0] += r.kills[0];
    kills[1] += r.kills[1];
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${name}: wins ${wins}, routs ${routs}, kills ${kills} (${(BATTLES / seconds).toFixed(0)} Battles/s)`);
  reference.setups[name] = { seed, setup, wins, routs, kills };
}
writeFileSync(out, `${JSON.stringify(reference, null, 2)}\n`);
console.log(`wrote ${out}`);
