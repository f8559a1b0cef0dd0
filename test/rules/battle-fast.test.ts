// The fast path (fastBattles) against the state machine: every seeded Battle ends alike, by either policy, and the
// odds of dist/rules-odds.js are the odds of dist/rules-battle.js (AC-BA, property).
import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  battleOdds as stateMachineOdds,
  battleResult,
  type BattleSetup,
  type CommanderSetup,
  playBattle,
  seededD6,
  type Unit,
} from '../../src/rules/index.js';
import { battleOdds, battleOddsRunner, fastBattles } from '../../src/rules/odds.js';
import {
  ayla,
  banner,
  brigands,
  knight,
  medic,
  prayer,
  raiders,
  rite,
  sage,
  shieldWall,
  soldier,
  spearmen,
} from './battle-helpers.js';

/** Every Role, Reach and Ranged, Strength 0 and "-", Rituals with and without their Path, two Healers. */
const pool: Unit[] = [
  spearmen,
  soldier,
  banner,
  raiders,
  shieldWall,
  medic,
  knight,
  rite,
  prayer,
  sage,
  { name: 'Cart', strength: 0, role: 'equipment' },
  { name: 'Archers', strength: 2, role: 'trooper', path: 'steel', traits: ['ranged'] },
  { name: 'Surgeon', strength: 2, role: 'healer', path: 'steel' },
  { name: 'Grove', strength: null, role: 'ritual', path: 'nature' },
];
const commanderArb = (name: string) =>
  fc.record({
    name: fc.constant(name),
    morale: fc.integer({ min: 0, max: 8 }),
    npc: fc.boolean(),
    influence: fc.integer({ min: 0, max: 2 }),
    baseMorale: fc.integer({ min: 0, max: 2 }),
    army: fc.array(
      fc.oneof(
        fc.constantFrom(...pool),
        fc.record(
          { unit: fc.constantFrom(...pool), discardBonus: fc.constantFrom(-1, 1, 2), retinue: fc.boolean() },
          { requiredKeys: ['unit'] },
        ),
      ),
      { maxLength: 8 },
    ),
  });
const setupArb = fc
  .record({
    commanders: fc.tuple(commanderArb('A'), commanderArb('B')),
    chooser: fc.constantFrom<BattleSetup['chooser']>(undefined, 0, 1, 'roll'),
    autoUnable: fc.boolean(),
  })
  .map(({ chooser, ...setup }): BattleSetup => (chooser === undefined ? setup : { ...setup, chooser }));

describe('fastBattles: the state machine without the trace (AC-BA, property)', () => {
  for (const policy of ['random', 'greedy'] as const)
    it(`policy '${policy}': the same winner, Kills, Morale left and Rout as playBattle, and the same dice used`, () => {
      fc.assert(
        fc.property(setupArb, fc.integer(), (setup, seed) => {
          const battles = fastBattles(setup, policy)!;
          const [fast, machine] = [seededD6(seed), seededD6(seed)];
          for (let battle = 0; battle < 10; battle++) {
            expect(battles.play(fast)).to.deep.equal(battleResult(playBattle(setup, machine, policy)));
            expect(fast(), 'the next roll').to.equal(machine());
          }
        }),
        { numRuns: policy === 'random' ? 300 : 150 },
      );
    });

  it('leaves setups with commander powers (AC-CP) or a Strength that is not whole to the state machine', () => {
    const army = [spearmen, soldier];
    expect(fastBattles({ commanders: [ayla(army, { power: { classId: 'evoker' } }), brigands(army)] })).to.equal(
      undefined,
    );
    const odd: CommanderSetup = ayla([{ name: 'Giant', strength: 2.5, role: 'trooper' }]);
    expect(fastBattles({ commanders: [odd, brigands(army)] })).to.equal(undefined);
  });

  it('refuses what startBattle refuses', () => {
    expect(() => fastBattles({ commanders: [ayla([soldier]), brigands([soldier])], chooser: 2 as 0 })).to.throw(
      RangeError,
      /chooser/,
    );
  });
});

describe('battleOdds of dist/rules-odds.js', () => {
  const plain: BattleSetup = {
    commanders: [ayla([knight, spearmen, medic, { unit: banner, discardBonus: 1 }]), brigands([raiders, shieldWall])],
  };
  const powers: BattleSetup = {
    commanders: [ayla([spearmen, soldier], { power: { classId: 'evoker' } }), brigands([raiders, shieldWall])],
    chooser: 'roll',
  };

  it("gives dist/rules-battle.js's figures for the same options, with powers or without, by either policy", () => {
    for (const setup of [plain, powers])
      for (const policy of ['random', 'greedy'] as const) {
        const options = { battles: 1500, seed: 'same', policy };
        expect(battleOdds(setup, options)).to.deep.equal(stateMachineOdds(setup, options));
      }
  });

  it('a runner gives the same figures however the Battles are split into runs', () => {
    const runner = battleOddsRunner(plain, { seed: 'split' });
    for (const run of [1, 999, 3000]) runner.run(run);
    expect(runner.result()).to.deep.equal(battleOdds(plain, { battles: 4000, seed: 'split' }));
  });
});
