// Speed and size of the rules package: `npm run bench` (builds dist/rules-battle.js, the whole package, and
// dist/rules-odds.js, Battle odds alone, first), or RULES_MODULE=/tmp/rules.js ODDS_MODULE=/tmp/odds.js
// node bench/rules.bench.mjs for any ES module builds of src/rules/index.ts and src/rules/odds.ts.
// To add a row, add an entry to `benchmarks`: setup(rules) returns the function to time.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';

const modulePath = process.env.RULES_MODULE
  ? resolve(process.env.RULES_MODULE)
  : fileURLToPath(new URL('../dist/rules-battle.js', import.meta.url));
const oddsPath = process.env.ODDS_MODULE
  ? resolve(process.env.ODDS_MODULE)
  : fileURLToPath(new URL('../dist/rules-odds.js', import.meta.url));
for (const path of [modulePath, oddsPath])
  if (!existsSync(path)) {
    console.error(
      `${path} does not exist: run \`npm run build\` first, or set RULES_MODULE and ODDS_MODULE to builds of src/rules.`,
    );
    process.exit(1);
  }
// battleOdds and battleOddsRunner as the board's workers run them: dist/rules-odds.js's.
const rules = { ...(await import(pathToFileURL(modulePath).href)), ...(await import(pathToFileURL(oddsPath).href)) };

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

const RANDOM_ROW = "battleOdds, policy 'random', Master of Arms against Evoker (2 × 8 cards), per Battle";
const GREEDY_ROW = "battleOdds, policy 'greedy', the same setup, per Battle";
const MINIMAL_ROW = 'a minimal hand-written random simulation, no classes (this file)';
const SAME_BATTLES = 20_000;

/** The same two armies without powers (AC-BA, no AC-CP): what the minimal simulation plays. */
const PLAIN_BATTLE = {
  commanders: [
    { name: 'Ayla', morale: 7, influence: 1, army: [spearmen, soldier, guard, sage, archers, knight, raiders, pike] },
    { name: 'Brigands', morale: 6, npc: true, army: [raiders, pike, soldier, guard, cart, mage, knight, archers] },
  ],
};

/** A uniform index below n from d6 rolls (as the rules' randomIndex: base-6 digits, the excess rejected). */
function pick(n, d6) {
  if (n <= 1) return 0;
  let span = 6;
  let digits = 1;
  for (; span < n; digits++) span *= 6;
  for (;;) {
    let v = 0;
    for (let i = 0; i < digits; i++) v = v * 6 + d6() - 1;
    if (v < span - (span % n)) return v % n;
  }
}

/**
 * The simplest random Battle by hand, for PLAIN_BATTLE's rules only (no powers, Healers, Rituals or discards): what
 * the rules' engine is measured against. Each step takes one of the legal actions at random; returns the winner.
 */
function minimalBattle(setup, d6) {
  const armies = setup.commanders.map((c) => ({
    morale: c.morale,
    npc: !!c.npc,
    influence: c.influence ?? 0,
    hand: [...c.army],
    exhausted: [],
    disabled: [],
    killed: [],
  }));
  const dice = (n) => (n === 0 ? 0 : n === 1 ? d6() : Math.max(d6(), d6()));
  const has = (unit, trait) => unit.traits?.includes(trait) ?? false;
  const routed = (seat) => {
    const them = armies[seat];
    for (const pile of [them.disabled, them.exhausted])
      for (let i = pile.length - 1; i >= 0; i--) if (d6() >= 5) them.killed.push(...pile.splice(i, 1));
    return 1 - seat;
  };
  const save = (seat, killedNow) => {
    const me = armies[seat];
    for (;;) {
      const mine = killedNow.filter((u) => me.killed.includes(u));
      const can = me.npc ? me.morale >= 3 : me.influence >= 1;
      const i = can ? pick(mine.length + 1, d6) : mine.length;
      if (i === mine.length) return false;
      me.killed.splice(me.killed.indexOf(mine[i]), 1);
      me.disabled.push(mine[i]);
      if (!me.npc) me.influence--;
      else if ((me.morale -= 3) <= 0) return true;
    }
  };
  const end = () => {
    const [a, b] = armies;
    if (a.killed.length !== b.killed.length) return a.killed.length < b.killed.length ? 0 : 1;
    if (a.morale !== b.morale) return a.morale > b.morale ? 0 : 1;
    for (;;) {
      const [x, y] = [d6(), d6()];
      if (x !== y) return x > y ? 0 : 1;
    }
  };
  d6(); // who chooses the first turn
  const first = pick(2, d6);
  let [turn, phase, lastPass, lastDefender] = [first, 1, -1, -1];
  for (;;) {
    const me = armies[turn];
    const foe = armies[1 - turn];
    if (!me.hand.length) {
      if (foe.hand.length) turn = 1 - turn;
      else if (phase === 2) return end();
      else {
        phase = 2;
        for (const army of armies) army.hand.push(...army.exhausted.splice(0));
        lastPass = -1;
        turn = lastDefender >= 0 ? lastDefender : 1 - first;
      }
      continue;
    }
    const i = pick(me.hand.length + 1, d6);
    if (i === me.hand.length) {
      if (--me.morale <= 0) return routed(turn);
      if (lastPass === 1 - turn) return end();
      [lastPass, turn] = [turn, 1 - turn];
      continue;
    }
    const off = me.hand.splice(i, 1)[0];
    lastPass = -1;
    const j = pick(foe.hand.length + 1, d6);
    if (j === foe.hand.length) {
      if (foe.hand.length) lastPass = 1 - turn;
      const n = off.role === 'equipment' ? 0 : off.role === 'aggressor' ? 2 : 1;
      me.exhausted.push(off);
      foe.morale = Math.max(0, foe.morale - Math.floor((off.strength + (has(off, 'reach') ? 1 : 0) + dice(n)) / 4));
      if (foe.morale === 0) return routed(1 - turn);
      turn = 1 - turn;
      continue;
    }
    const def = foe.hand.splice(j, 1)[0];
    lastDefender = 1 - turn;
    const offDice = off.role === 'equipment' ? 0 : off.role === 'aggressor' ? (def.role === 'guardian' ? 1 : 2) : 1;
    const defDice = def.role === 'equipment' ? 0 : def.role === 'guardian' ? (off.role === 'aggressor' ? 1 : 2) : 1;
    const reach = (u, v) => (has(u, 'reach') && !has(v, 'reach') && !has(v, 'ranged') ? 1 : 0);
    let offWins;
    let margin;
    do {
      const a = off.strength + reach(off, def) + dice(offDice);
      const b = def.strength + reach(def, off) + dice(defDice);
      margin = Math.abs(a - b);
      offWins = a !== b ? a > b : off.strength !== def.strength ? off.strength > def.strength : undefined;
      if (offWins === undefined && offDice + defDice === 0) offWins = false;
    } while (offWins === undefined);
    const [winner, loser] = offWins ? [me, foe] : [foe, me];
    winner.exhausted.push(offWins ? off : def);
    const lost = offWins ? def : off;
    (margin >= 3 ? loser.killed : loser.disabled).push(lost);
    const killedNow = margin >= 3 ? [lost] : [];
    for (const seat of [turn, 1 - turn]) if (save(seat, killedNow)) return routed(seat);
    turn = 1 - turn;
  }
}

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
    name: 'whole random battles with their log (playRandomBattle, 2 × 8 cards, Master of Arms, Evoker)',
    show: 'per second',
    unit: 'Battles',
    setup: ({ playRandomBattle, seededD6 }) => {
      const d6 = seededD6(7);
      return () => playRandomBattle(BATTLE, d6).phase;
    },
  },
  oddsRow(RANDOM_ROW, BATTLE, 'random'),
  oddsRow(GREEDY_ROW, BATTLE, 'greedy'),
  oddsRow("battleOdds, policy 'random', the same armies without classes, per Battle", PLAIN_BATTLE, 'random'),
  oddsRow("battleOdds, policy 'greedy', the same armies without classes, per Battle", PLAIN_BATTLE, 'greedy'),
  oddsRow(
    "battleOdds, policy 'greedy', the board's setup (Mender, Chaplain, roll-off), per Battle",
    GUIDED_BATTLE,
    'greedy',
  ),
  {
    name: MINIMAL_ROW,
    show: 'per second',
    unit: 'Battles',
    setup: ({ seededD6 }) => {
      const d6 = seededD6(7);
      return () => minimalBattle(PLAIN_BATTLE, d6);
    },
  },
];

/** A row timing one more Battle of `setup` by `policy` on battleOdds' runner (the log off, as the workers run it). */
function oddsRow(name, setup, policy) {
  return {
    name,
    show: 'per second',
    unit: 'Battles',
    setup: ({ battleOddsRunner }) => {
      const runner = battleOddsRunner(setup, { seed: 'bench', policy });
      return () => {
        runner.run(1);
        return runner.played;
      };
    },
  };
}

/**
 * The minimal simulation plays the same rules with the same chances: Ayla's win chance by each, as a check that the
 * ratio compares like with like.
 */
function sameOdds() {
  const engine = rules.battleOdds(PLAIN_BATTLE, { battles: SAME_BATTLES, seed: 'same' }).winChance[0];
  const minimalD6 = rules.seededD6('same');
  let minimalWins = 0;
  for (let i = 0; i < SAME_BATTLES; i++) if (minimalBattle(PLAIN_BATTLE, minimalD6) === 0) minimalWins++;
  const pct = (share) => `${(100 * share).toFixed(1)}%`;
  return `engine ${pct(engine)}, minimal ${pct(minimalWins / SAME_BATTLES)}`;
}

/**
 * The engine's rate ÷ the minimal simulation's, in 7 interleaved pairs of rounds (median of the pairs' ratios): the two
 * rows above are timed a few seconds apart, and on a shared machine a core's speed drifts between them (0.46–0.74 in
 * three runs of one build).
 */
function interleavedRatio() {
  const engine = benchmarks.find((row) => row.name === RANDOM_ROW).setup(rules);
  const simulation = benchmarks.find((row) => row.name === MINIMAL_ROW).setup(rules);
  const ratios = [];
  for (let pair = 0; pair < 7; pair++) ratios.push(time(simulation, 0.3) / time(engine, 0.3));
  ratios.sort((a, b) => a - b);
  return `${ratios[3].toFixed(3)} (7 interleaved pairs: ${ratios[0].toFixed(2)}–${ratios[6].toFixed(2)})`;
}

/**
 * `poolTime` in `runs` fresh pools (each worker new, as on a page's first estimate): the median and the range; and the
 * median of the second estimate each pool made, warm.
 */
async function poolTimes(runs) {
  const times = [];
  const agains = [];
  let odds;
  for (let run = 0; run < runs; run++) ({ ms: times[run], again: agains[run], odds } = await poolTime());
  const kept = agains.sort((a, b) => a - b)[1];
  const [low, median, high] = times.sort((a, b) => a - b).filter((_, i) => i === 0 || i === 1 || i === runs - 1);
  const size = Math.max(1, Math.min(4, availableParallelism() - 1));
  return `${median.toFixed(0)} ms (${low.toFixed(0)}–${high.toFixed(0)}) with ${size} worker${size > 1 ? 's' : ''} (target ≤ 300 ms; ${odds.battles} Battles, win chance ${(100 * odds.winChance[0]).toFixed(1)}%); asked again of the same workers, as after each step: ${kept.toFixed(0)} ms`;
}

/**
 * 10,000 Battles of the board's setup by the greedy policy, as the board asks them: split by Battle number between a
 * pool of worker threads (one less than the cores, at most 4), their tallies added up. Milliseconds and the odds.
 */
async function poolTime() {
  const size = Math.max(1, Math.min(4, availableParallelism() - 1));
  const battles = 10_000;
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.url).then(({ battleOddsRunner }) => {
      parentPort.on('message', ({ seed, first, count }) => {
        const runner = battleOddsRunner(workerData.setup, { seed, policy: 'greedy', first });
        runner.run(count);
        parentPort.postMessage(runner.tally());
      });
      parentPort.postMessage('ready');
    });`;
  const workers = await Promise.all(
    Array.from({ length: size }, () => {
      const w = new Worker(source, {
        eval: true,
        workerData: { url: pathToFileURL(oddsPath).href, setup: GUIDED_BATTLE },
      });
      return new Promise((done) => w.once('message', () => done(w)));
    }),
  );
  const share = Math.ceil(battles / size);
  const ask = async (seed) => {
    const started = performance.now();
    const tallies = await Promise.all(
      workers.map((w, k) => {
        const first = k * share;
        w.postMessage({ seed, first, count: Math.min(share, battles - first) });
        return new Promise((done) => w.once('message', done));
      }),
    );
    return { ms: performance.now() - started, tallies };
  };
  const { ms, tallies } = await ask('pool');
  const again = (await ask('pool again')).ms; // the board keeps its workers: each step's estimate after the first
  for (const w of workers) await w.terminate();
  const odds = rules.oddsOfTallies(tallies, 'greedy');
  return { ms, again, odds };
}

/**
 * Calls `fn` in batches until `seconds` of this process's CPU time have passed; returns CPU nanoseconds per call. CPU
 * time, not wall time: on a shared machine the rows of one run would otherwise get very different shares of a core.
 */
function time(fn, seconds) {
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) * 1000;
  };
  let sink = 0;
  let calls = 0;
  let batch = 64;
  const start = cpu();
  const end = start + seconds * 1e9;
  let now = start;
  while (now < end) {
    for (let i = 0; i < batch; i++) sink += Number(fn()) || 0;
    calls += batch;
    batch = Math.min(batch * 2, 1 << 16);
    now = cpu();
  }
  if (Number.isNaN(sink)) console.log('(unreachable: keeps the results alive)');
  return (now - start) / calls;
}

const rows = [];
/** Nanoseconds per call, by row name. */
const measured = new Map();
for (const { name, show, unit = 'calls', setup } of benchmarks) {
  try {
    const fn = setup(rules);
    time(fn, 0.25); // warm-up: let the JIT settle before measuring
    const ns = time(fn, 0.75);
    measured.set(name, ns);
    const result =
      show === 'per second' ? `${Math.round(1e9 / ns).toLocaleString('en')} ${unit}/s` : `${(ns / 1000).toFixed(2)} µs`;
    rows.push({ benchmark: name, result });
  } catch (error) {
    // e.g. an old dist/rules.js without this function: show it, keep the other rows.
    rows.push({ benchmark: name, result: `failed: ${error.message}` });
    process.exitCode = 1;
  }
}
const [random, greedy, minimal] = [RANDOM_ROW, GREEDY_ROW, MINIMAL_ROW].map((row) => measured.get(row));
if (random && minimal)
  rows.push({
    benchmark: "policy 'random' with classes ÷ minimal simulation, Battles/s (target ≥ 0.5)",
    result: interleavedRatio(),
  });
if (random && greedy)
  rows.push({
    benchmark: "time of a Battle, policy 'greedy' ÷ 'random', with classes (target ≤ 3)",
    result: (greedy / random).toFixed(2),
  });
rows.push({
  benchmark: "10,000 Battles of the board's setup, policy 'greedy', in a pool (median of 3 fresh pools)",
  result: await poolTimes(3),
});
rows.push({ benchmark: `win chance of Ayla without powers, ${SAME_BATTLES} Battles`, result: sameOdds() });
for (const path of [modulePath, oddsPath]) {
  const code = readFileSync(path);
  rows.push({
    benchmark: `gzip size of ${path.includes('/dist/') ? path.slice(path.lastIndexOf('/dist/') + 1) : path}`,
    result: `${(gzipSync(code, { level: 9 }).length / 1024).toFixed(2)} KB (${(code.length / 1024).toFixed(1)} KB raw)`,
  });
}

console.log(`rules benchmark, Node ${process.version}`);
console.table(rows);
