// Records (`node scripts/battle-golden.mjs save RULES_FILE`) or checks the Battle engine's exact results on 40 setups
// (every commander class, plain and with a roll for who chooses and R3's autoUnable): the hash of each logged Battle
// (every event and the ended state) and the random and greedy policies' tallies. Recorded from the state machine before the one
// engine replaced it (issue 28); test/node/battle-golden.test.mjs checks dist/rules-battle.js against the record.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CLASSES = [
  'tactician',
  'battlemage',
  'oathbound',
  'shapeshifter',
  'adept',
  'chirurgeon',
  'necromancer',
  'cleric',
  'animist',
  'mender',
  'master-of-arms',
  'evoker',
  'dervish',
  'scout',
  'psionicist',
  'rogue',
  'illusionist',
  'chaplain',
  'shaman',
  'etherealist',
];
const U = (name, strength, role, extra = {}) => ({ name, strength, role, ...extra });
const ARMY_A = [
  U('Spearmen', 3, 'aggressor', { traits: ['reach'] }),
  U('Soldier', 2, 'trooper'),
  U('Shield Wall', 2, 'guardian'),
  U('Sage', 1, 'savant', { path: 'mind' }),
  U('Medic', 1, 'healer', { path: 'faith' }),
  U('Archers', 2, 'trooper', { traits: ['ranged'] }),
  U('Knight', 4, 'aggressor', { path: 'steel' }),
  { unit: U('War Horn', null, 'equipment'), discardBonus: 1 },
  U('Ghouls', 2, 'aggressor', { traits: ['undead'], path: 'faith' }),
  U('Prayer', null, 'ritual', { path: 'faith' }),
];
const ARMY_B = [
  U('Raiders', 2, 'aggressor'),
  U('Pikes', 2, 'trooper', { traits: ['reach'] }),
  U('Soldier', 2, 'trooper'),
  U('Shield Wall', 2, 'guardian'),
  U('Cart', 1, 'equipment'),
  U('Medic', 1, 'healer', { path: 'faith' }),
  U('Battle Mage', 2, 'savant', { path: 'magic' }),
  { unit: U('War Horn', null, 'equipment'), discardBonus: 1 },
  U('Wisp', 1, 'savant', { traits: ['elemental'], path: 'magic' }),
  U('Mage Circle', null, 'ritual', { path: 'magic' }),
];

/** The 40 setups: class i against class 7i+3 (mod 20), each plain and with `chooser: 'roll'` and autoUnable. */
export const SETUPS = CLASSES.flatMap((a, i) =>
  [{}, { chooser: 'roll', autoUnable: true }].map((flags) => ({
    ...flags,
    commanders: [
      { name: 'Ayla', morale: 7, influence: 1 + (i % 2), power: { classId: a }, army: ARMY_A },
      {
        name: 'Brigands',
        morale: 6,
        npc: true,
        ...(i % 3 === 0 ? { baseMorale: 2 } : {}),
        power: { classId: CLASSES[(i * 7 + 3) % CLASSES.length] },
        army: ARMY_B,
      },
    ],
  })),
);

/** JSON with sorted keys (two equal states give the same text whatever order their keys were written in). */
const canonical = (value) =>
  JSON.stringify(value, (key, v) =>
    key === 'log'
      ? undefined
      : v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, v[k]]),
          )
        : v,
  );

/** A hash of an ended Battle: every event of its log and the state itself. */
function hashOf(R, state) {
  const log = R.battleLog(state).map((e) => `${e.kind}|${e.seat}|${e.rule}|${e.text}|${canonical(e.phrase)}`);
  return createHash('sha256')
    .update(log.join('\n') + canonical(state))
    .digest('hex')
    .slice(0, 16);
}

/** Every recorded figure of the engine in `R` (the rules package's exports). */
export function record(R) {
  const out = {};
  SETUPS.forEach((setup, k) => {
    for (const j of [0, 1]) out[`${k}/random${j}`] = hashOf(R, R.playRandomBattle(setup, R.seededD6(`log${k}#${j}`)));
    out[`${k}/greedy`] = hashOf(R, R.playBattle(setup, R.seededD6(`greedy${k}`), 'greedy'));
    for (const policy of ['random', 'greedy']) {
      const runner = R.battleOddsRunner(setup, { seed: `${policy}${k}`, policy });
      runner.run(20);
      out[`${k}/${policy}-tally`] = canonical(runner.tally());
    }
  });
  return out;
}

if (process.argv[2] === 'save') {
  const R = await import(pathToFileURL(process.argv[3]).href);
  const file = new URL('../test/node/data/battle-golden.json', import.meta.url);
  writeFileSync(file, JSON.stringify(record(R), null, 2) + '\n');
  console.log('saved', file.pathname);
}
