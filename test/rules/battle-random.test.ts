import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  afterBattle,
  battleLog,
  type BattleSetup,
  type BattleState,
  battleStep,
  COMMANDER_CLASSES,
  type CommanderPowerSetup,
  describeAction,
  legalActions,
  type Path,
  playRandomBattle,
  randomIndex,
  type Role,
  seededD6,
  startBattle,
  TACTICIAN_OPTIONS,
  type Unit,
} from '../../src/rules/index.js';
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

const MAX_STEPS = 3000;
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
  { name: 'Ghouls', strength: 2, role: 'trooper', traits: ['undead'] },
  { name: 'Archers', strength: 2, role: 'trooper', path: 'steel', traits: ['ranged'] },
  { name: 'Surgeon', strength: 2, role: 'healer', path: 'steel' },
];
const powerArb = fc.record(
  {
    classId: fc.constantFrom(...COMMANDER_CLASSES.map((c) => c.id)),
    tacticianAs: fc.constantFrom(...TACTICIAN_OPTIONS),
    dervishAgainst: fc.constantFrom<Path | Role>('steel', 'aggressor', 'trooper'),
    powerUnit: fc.boolean(),
    usedToday: fc.boolean(),
  },
  { requiredKeys: ['classId'] },
);
const commanderArb = (name: string, units: readonly Unit[], power: fc.Arbitrary<CommanderPowerSetup | undefined>) =>
  fc.record({
    name: fc.constant(name),
    morale: fc.integer({ min: 0, max: 8 }),
    npc: fc.boolean(),
    influence: fc.integer({ min: 0, max: 2 }),
    baseMorale: fc.integer({ min: 0, max: 2 }),
    army: fc.array(
      fc.record(
        { unit: fc.constantFrom(...units), discardBonus: fc.constantFrom(1, 2), retinue: fc.boolean() },
        { requiredKeys: ['unit'] },
      ),
      { minLength: 0, maxLength: 8 },
    ),
    power,
  });
const setupArb = fc.record({
  commanders: fc.tuple(
    commanderArb('A', pool, fc.option(powerArb, { nil: undefined })),
    commanderArb('B', pool, fc.option(powerArb, { nil: undefined })),
  ),
  chooser: fc.constantFrom<BattleSetup['chooser']>(0, 1, 'roll'),
  autoUnable: fc.boolean(),
});

/** Every card is in exactly one place: a pile, the hand, or the pending Skirmish. */
function placed(s: BattleState): number[] {
  const where = s.cards.map(() => 0);
  for (const c of s.commanders) for (const id of [...c.hand, ...c.exhausted, ...c.disabled, ...c.killed]) where[id]!++;
  if (s.pending) for (const id of [s.pending.offense, s.pending.defense]) if (id !== undefined) where[id]!++;
  return where;
}

describe('Random legal Battles with every commander power (AC-BA, AC-CP, property)', () => {
  it('AC-BA-5, AC-BA-4, AC-CP, R3: any run of legal actions ends with a winner within a bound, never throwing', () => {
    fc.assert(
      fc.property(setupArb, fc.integer(), (setup, seed) => {
        const d6 = seededD6(seed);
        let s = startBattle(setup);
        for (let n = 0; s.step !== 'ended'; n++) {
          expect(n, 'steps').to.be.below(MAX_STEPS);
          const actions = legalActions(s);
          expect(actions.length, s.step).to.be.above(0);
          for (const a of actions)
            expect(describeAction(s, a))
              .to.match(/^[^\s].*\S$/)
              .and.not.match(/undefined|NaN/);
          // R3: with autoUnable, Unable is only ever a choice beside something else.
          if (s.autoUnable && actions.some((a) => a.type === 'unable')) expect(actions.length).to.be.above(1);
          const r = battleStep(s, actions[randomIndex(actions.length, d6)]!, d6);
          if (!r.ok) throw new Error(`listed action refused: ${r.reason}`);
          s = r.state;
          expect(placed(s).every((times) => times === 1)).to.equal(true);
          for (const c of s.commanders) expect(c.morale.morale).to.be.at.least(0);
        }
        expect(s.winner).to.be.oneOf([0, 1]);
        const out = afterBattle(s)!;
        for (const seat of [0, 1] as const) {
          const { returned, killed } = out.armies[seat];
          expect(returned.length + killed.length).to.equal(setup.commanders[seat].army.length);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('Random legal Battles of the Skirmish powers (AC-BA, property)', () => {
  const units: Unit[] = [spearmen, soldier, banner, raiders, shieldWall, medic, knight, rite, prayer];
  const classes = [
    'evoker',
    'illusionist',
    'master-of-arms',
    'adept',
    'shapeshifter',
    'psionicist',
    'oathbound',
  ] as const;
  const power = fc.option(
    fc.record({
      classId: fc.constantFrom(...classes, 'necromancer' as const, 'animist' as const, 'scout' as const),
      oathbound: fc.constant(0),
    }),
    { nil: undefined },
  );
  const commanderArb10 = (name: string) => commanderArb(name, units, power);
  // Oathbound names the first card: an empty army has none.
  const setupArb = fc.tuple(commanderArb10('A'), commanderArb10('B')).map(([a, b]): BattleSetup => ({
    commanders: [a.army.length ? a : { ...a, power: undefined }, b.army.length ? b : { ...b, power: undefined }],
  }));

  it('AC-BA-4, AC-MO-9: random legal Battles end; Morale is never negative; cards are conserved', () => {
    fc.assert(
      fc.property(setupArb, fc.integer(), (setup, seed) => {
        const d6 = seededD6(seed);
        let s = startBattle({ ...setup, chooser: randomIndex(2, d6) as 0 | 1 });
        const total = setup.commanders.map((c) => c.army.length);
        for (let n = 0; s.step !== 'ended'; n++) {
          expect(n, 'steps').to.be.below(2000);
          const actions = legalActions(s);
          expect(actions.length, s.step).to.be.above(0);
          const r = battleStep(s, actions[randomIndex(actions.length, d6)]!, d6);
          if (!r.ok) throw new Error(`listed action refused: ${r.reason}`);
          s = r.state;
          for (const seat of [0, 1] as const) {
            const c = s.commanders[seat];
            expect(c.morale.morale).to.be.at.least(0);
            expect(c.morale.base).to.be.at.least(0);
            const inPlay = s.pending
              ? [s.pending.offense, s.pending.defense].filter((id) => id !== undefined && s.cards[id]!.owner === seat)
                  .length
              : 0;
            expect(c.hand.length + c.exhausted.length + c.disabled.length + c.killed.length + inPlay).to.equal(
              total[seat],
            );
          }
        }
        expect(s.winner).to.be.oneOf([0, 1]);
        const out = afterBattle(s)!;
        expect(out.armies[0].returned.length + out.armies[0].killed.length).to.equal(total[0]);
      }),
      { numRuns: 300 },
    );
  });

  it('AC-BA: playRandomBattle plays a whole Battle of two 8-unit armies', () => {
    const army = [spearmen, soldier, shieldWall, medic, knight, raiders, { unit: banner, discardBonus: 1 }, rite];
    const s = playRandomBattle({ commanders: [ayla(army), brigands(army)] }, seededD6(2024));
    expect(s.step).to.equal('ended');
    expect(afterBattle(s)!.winner).to.be.oneOf([0, 1]);
    // The table's standard: each roll's log line names its dice and the sum behind each total (AC-SK-3 … AC-SK-6):
    // the Die part is the higher face of the deciding round's dice, and the line says the faces and the parts.
    const rolls = battleLog(s).filter((e) => e.kind === 'skirmish' || e.kind === 'unopposed');
    const sides = rolls.flatMap((e) =>
      (e.kind === 'unopposed' ? ['offense'] : ['offense', 'defense']).map((side) => {
        const v = e.phrase.values!;
        const [dice, strength, die] = ['Dice', 'Strength', 'Die'].map((part) => v[side + part]);
        const total = v[e.kind === 'unopposed' ? 'total' : `${side}Total`];
        expect(e.text).to.contain(`${total} (Strength ${strength}`);
        expect(e.text).to.contain(dice ? `Die ${die}` : 'no die');
        const faces = String(dice).split(' / ').at(-1)!.split(' ').filter(Boolean).map(Number);
        expect(faces.every((face) => face >= 1 && face <= 6)).to.equal(true);
        return { die, kept: dice ? Math.max(...faces) : 0, shown: !dice || e.text.includes(`Dice thrown: ${dice}`) };
      }),
    );
    expect(sides.length).to.be.greaterThan(8);
    for (const side of sides) expect(side).to.deep.include({ die: side.kept, shown: true });
  });
});
