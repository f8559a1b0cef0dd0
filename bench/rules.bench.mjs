// Speed and size of the rules package: `npm run bench` (builds dist/rules-battle.js, the whole package, first), or
// RULES_MODULE=/tmp/rules.js node bench/rules.bench.mjs for any ES module build of src/rules.
// To add a row, add an entry to `benchmarks`: setup(rules) returns the function to time.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { gzipSync } from 'node:zlib';

const modulePath = process.env.RULES_MODULE
  ? resolve(process.env.RULES_MODULE)
  : fileURLToPath(new URL('../dist/rules-battle.js', import.meta.url));
if (!existsSync(modulePath)) {
  console.error(
    `${modulePath} does not exist: run \`npm run build\` first, or set RULES_MODULE to a build of src/rules.`,
  );
  process.exit(1);
}
const rules = await import(pathToFileURL(modulePath).href);

const spearmen = { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] };
const soldier = { name: 'Soldier', strength: 2, role: 'trooper' };
const guard = { name: 'Shield Wall', strength: 2, role: 'guardian' };
const sage = { name: 'Sage', strength: 1, role: 'savant', path: 'mind' };
const pike = { name: 'Pikes', strength: 2, role: 'trooper', traits: ['reach'] };
const cart = { name: 'Cart', strength: 1, role: 'equipment' };
/** A mix of dice modes, ties on base, Savant, Reach and Equipment, used in turn. */
const SKIRMISHES = [
  { offense: { unit: spearmen }, defense: { unit: soldier } },
  { offense: { unit: spearmen }, defense: { unit: guard, cardBonuses: [1] } },
  { offense: { unit: soldier }, defense: { unit: guard } },
  { offense: { unit: sage, cardBonuses: [1, 1], otherBonus: 1 }, defense: { unit: pike } },
  { offense: { unit: soldier }, defense: { unit: soldier } },
  { offense: { unit: cart }, defense: { unit: pike, otherBonus: -1 } },
];

const medic = { name: 'Medic', strength: 1, role: 'healer', path: 'faith' };
const knight = { name: 'Knight', strength: 4, role: 'aggressor', path: 'steel' };
const raiders = { name: 'Raiders', strength: 2, role: 'aggressor' };
const archers = { name: 'Archers', strength: 2, role: 'trooper', traits: ['ranged'] };
const mage = { name: 'Battle Mage', strength: 2, role: 'savant', path: 'magic' };
const horn = { unit: { name: 'War Horn', strength: null, role: 'equipment' }, discardBonus: 1 };
/** Two armies of 8 cards (one a discard-for-+1 card), a Master of Arms against an Evoker. */
const BATTLE = {
  commanders: [
    {
      name: 'Ayla',
      morale: 7,
      influence: 1,
      power: { classId: 'master-of-arms' },
      army: [spearmen, soldier, guard, sage, medic, archers, knight, horn],
    },
    {
      name: 'Brigands',
      morale: 6,
      npc: true,
      power: { classId: 'evoker' },
      army: [raiders, pike, soldier, guard, cart, medic, mage, horn],
    },
  ],
};

/** The same armies led by a Mender and a Chaplain, the chooser rolled for and Unable detected (R3, R8, R11, R12). */
const GUIDED_BATTLE = {
  chooser: 'roll',
  autoUnable: true,
  commanders: [
    { ...BATTLE.commanders[0], power: { classId: 'mender' } },
    { ...BATTLE.commanders[1], power: { classId: 'chaplain' } },
  ],
};

/**
 * Each row: `name`, `show` ('µs per call' or 'per second', and the unit word), and
 * `setup(rules)` returning the function to time (one call = one unit of work; return a value so
 * that the work cannot be optimised away).
 */
const benchmarks = [
  {
    name: 'skirmishOdds',
    show: 'µs per call',
    setup: ({ skirmishOdds }) => {
      let i = 0;
      return () => skirmishOdds(SKIRMISHES[i++ % SKIRMISHES.length]).offenseWins;
    },
  },
  {
    name: 'skirmishDistribution',
    show: 'µs per call',
    setup: ({ skirmishDistribution }) => {
      let i = 0;
      return () => skirmishDistribution(SKIRMISHES[i++ % SKIRMISHES.length]).margin.length;
    },
  },
  {
    name: 'resolveSkirmish (with trace)',
    show: 'per second',
    unit: 'Skirmishes',
    setup: ({ resolveSkirmish, seededD6 }) => {
      const d6 = seededD6(2024);
      let i = 0;
      return () => resolveSkirmish(SKIRMISHES[i++ % SKIRMISHES.length], d6).margin;
    },
  },
  {
    name: 'whole random battles (playRandomBattle, 2 × 8 cards)',
    show: 'per second',
    unit: 'Battles',
    setup: ({ playRandomBattle, seededD6 }) => {
      const d6 = seededD6(7);
      return () => playRandomBattle(BATTLE, d6).phase;
    },
  },
  {
    name: 'the same, with powers asked before the Battle (Mender, Chaplain)',
    show: 'per second',
    unit: 'Battles',
    setup: ({ playRandomBattle, seededD6 }) => {
      const d6 = seededD6(7);
      return () => playRandomBattle(GUIDED_BATTLE, d6).phase;
    },
  },
  {
    name: 'battleOdds (the board before a Battle, in its worker), per Battle',
    show: 'per second',
    unit: 'Battles',
    setup: ({ battleOddsRunner }) => {
      const runner = battleOddsRunner(GUIDED_BATTLE, { seed: 'bench' });
      return () => {
        runner.run(1);
        return runner.played;
      };
    },
  },
  {
    name: "battleOdds, policy 'greedy' (exact Skirmish odds for each choice), per Battle",
    show: 'per second',
    unit: 'Battles',
    setup: ({ battleOddsRunner }) => {
      const runner = battleOddsRunner(GUIDED_BATTLE, { seed: 'bench', policy: 'greedy' });
      return () => {
        runner.run(1);
        return runner.played;
      };
    },
  },
];

/** Calls `fn` in batches until `seconds` have passed; returns nanoseconds per call. */
function time(fn, seconds) {
  let sink = 0;
  let calls = 0;
  let batch = 64;
  const start = process.hrtime.bigint();
  const end = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (now < end) {
    for (let i = 0; i < batch; i++) sink += Number(fn()) || 0;
    calls += batch;
    batch = Math.min(batch * 2, 1 << 16);
    now = process.hrtime.bigint();
  }
  if (Number.isNaN(sink)) console.log('(unreachable: keeps the results alive)');
  return Number(now - start) / calls;
}

const rows = [];
for (const { name, show, unit = 'calls', setup } of benchmarks) {
  try {
    const fn = setup(rules);
    time(fn, 0.25); // warm-up: let the JIT settle before measuring
    const ns = time(fn, 0.75);
    const result =
      show === 'per second' ? `${Math.round(1e9 / ns).toLocaleString('en')} ${unit}/s` : `${(ns / 1000).toFixed(2)} µs`;
    rows.push({ benchmark: name, result });
  } catch (error) {
    // e.g. an old dist/rules.js without this function: show it, keep the other rows.
    rows.push({ benchmark: name, result: `failed: ${error.message}` });
    process.exitCode = 1;
  }
}
const code = readFileSync(modulePath);
rows.push({
  benchmark: `gzip size of ${modulePath.endsWith('dist/rules-battle.js') ? 'dist/rules-battle.js' : modulePath}`,
  result: `${(gzipSync(code, { level: 9 }).length / 1024).toFixed(2)} KB (${(code.length / 1024).toFixed(1)} KB raw)`,
});

console.log(`rules benchmark, Node ${process.version}`);
console.table(rows);
