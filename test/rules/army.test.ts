import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  type ArmyUnit,
  endOfBattle,
  type Path,
  phaseTwo,
  type Pile,
  PILES,
  ritualCheck,
  ritualPaths,
  ritualText,
  ritualUse,
  startOfBattle,
} from '../../src/rules/index.js';

const on = (path: Path | undefined, extra: Partial<ArmyUnit> = {}): ArmyUnit => ({
  name: `${path ?? 'no'} unit`,
  strength: 2,
  role: 'trooper',
  ...(path ? { path } : {}),
  ...extra,
});
const rite = (path?: Path): ArmyUnit => ({ name: 'Rite', strength: null, role: 'ritual', ...(path ? { path } : {}) });

describe('Rituals (AC-RI-1)', () => {
  it('AC-RI-1: a Path with two or more units allows its Rituals, one unit does not', () => {
    const paths = ritualPaths([on('steel'), on('steel'), on('steel'), on('magic'), on(undefined)]);
    expect(paths).to.deep.equal([
      { path: 'steel', units: 3, usable: true },
      { path: 'magic', units: 1, usable: false },
      { path: 'faith', units: 0, usable: false },
      { path: 'nature', units: 0, usable: false },
      { path: 'mind', units: 0, usable: false },
    ]);
  });

  it('AC-RI-1, AC-UN-4: Rituals on the Path and Killed units do not count; Disabled ones do', () => {
    const army = [on('faith'), on('faith', { killed: true }), rite('faith'), rite('faith')];
    expect(ritualPaths(army)[2]).to.deep.equal({ path: 'faith', units: 1, usable: false });
    expect(ritualPaths([on('faith'), on('faith')])[2]!.usable).to.equal(true);
  });

  it('AC-RI-1: says whether a Ritual card may be played, and why', () => {
    const army = [on('nature'), on('nature'), on('mind')];
    expect(ritualUse(rite('nature'), army)).to.deep.equal({
      usable: true,
      text: 'Rite: 2 units on the Nature Path',
    });
    expect(ritualUse(rite('mind'), army)).to.deep.equal({
      usable: false,
      text: 'Rite needs 2 units on the Mind Path; the army has 1',
    });
    expect(ritualUse(rite(), army)).to.deep.equal({
      usable: false,
      text: 'Rite has no Path, so no units can match it',
    });
    expect(ritualUse(on('mind'), army)).to.equal(null);
  });
});

describe('piles through a Battle (AC-BA-1, AC-BA-3, AC-BA-6)', () => {
  const cards = (...piles: Pile[]) => piles.map((pile, id) => ({ id, pile }));

  it('AC-BA-1: the Battle starts with every living card in hand; Killed stay Killed', () => {
    expect(startOfBattle(cards('exhausted', 'disabled', 'hand', 'killed'))).to.deep.equal(
      cards('hand', 'hand', 'hand', 'killed'),
    );
  });

  it('AC-BA-3: Phase 2 brings the Exhausted back to hand, not the Disabled or Killed', () => {
    expect(phaseTwo(cards('exhausted', 'disabled', 'killed', 'hand'))).to.deep.equal(
      cards('hand', 'disabled', 'killed', 'hand'),
    );
  });

  it('AC-BA-6: after the Battle Exhausted and Disabled return, Killed are removed', () => {
    const after = endOfBattle(cards('exhausted', 'killed', 'disabled', 'hand', 'killed'));
    expect(after.cards).to.deep.equal([
      { id: 0, pile: 'hand' },
      { id: 2, pile: 'hand' },
      { id: 3, pile: 'hand' },
    ]);
    expect(after.removed).to.deep.equal([
      { id: 1, pile: 'killed' },
      { id: 4, pile: 'killed' },
    ]);
  });

  it('AC-BA-6: no card is lost or duplicated, and the input is not changed', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PILES)), (piles) => {
        const before = cards(...piles);
        const copy = structuredClone(before);
        const { cards: kept, removed } = endOfBattle(before);
        expect(before).to.deep.equal(copy);
        expect(kept.length + removed.length).to.equal(before.length);
        expect(kept.every((card) => card.pile === 'hand')).to.equal(true);
        expect(removed.length).to.equal(piles.filter((pile) => pile === 'killed').length);
      }),
    );
  });
});

describe('whether a Ritual may be played, as data (AC-RI-1)', () => {
  it("AC-RI-1: a key with the Ritual, its Path and the units on it, and its English is ritualUse's", () => {
    const army = [on('nature'), on('nature'), on('mind')];
    const checks = [rite('nature'), rite('mind'), rite()].map((r) => ritualCheck(r, army)!);
    expect(checks).to.deep.equal([
      { usable: true, why: { key: 'usable', values: { name: 'Rite', units: 2, path: 'nature', needed: 2 } } },
      { usable: false, why: { key: 'short', values: { name: 'Rite', units: 1, path: 'mind', needed: 2 } } },
      { usable: false, why: { key: 'noPath', values: { name: 'Rite' } } },
    ]);
    expect(checks.map((c) => ritualText(c.why))).to.deep.equal(
      [rite('nature'), rite('mind'), rite()].map((r) => ritualUse(r, army)!.text),
    );
    expect(ritualCheck(on('mind'), army)).to.equal(null);
  });
});
