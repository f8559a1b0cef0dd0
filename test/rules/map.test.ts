import { expect } from '@open-wc/testing';

import {
  type ArmyUnit,
  CAPTURE_PRESETS,
  captureProgress,
  captureStrength,
  miniatures,
  moveBreakdown,
  moveInches,
  moveSteps,
  movesToCapture,
  movesToCover,
  moveText,
  startCapture,
} from '../../src/rules/index.js';

const unit = (strength: number | null, ...traits: string[]): ArmyUnit => ({
  name: traits.length ? traits.join(' ') : 'Soldiers',
  strength,
  role: 'trooper',
  traits,
});
const ritual = (...traits: string[]): ArmyUnit => ({ name: 'Rite', strength: null, role: 'ritual', traits });
const soldiers = (n: number) => Array.from({ length: n }, () => unit(1));

describe('miniatures (AC-MA-1)', () => {
  const cases: Array<[number, number]> = [
    [0, 0],
    [1, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
    [12, 3],
    [13, 4],
  ];
  for (const [units, expected] of cases) {
    it(`AC-MA-1: ${units} units → ${expected} miniature(s)`, () => {
      expect(miniatures(soldiers(units))).to.equal(expected);
    });
  }

  it('AC-MA-1, AC-UN-4: Rituals are not counted', () => {
    expect(miniatures([...soldiers(4), ritual(), ritual()])).to.equal(1);
    expect(miniatures([ritual()])).to.equal(0);
  });

  it('AC-MA-1: Killed units have left the army', () => {
    expect(miniatures([...soldiers(4), { ...unit(2), killed: true }])).to.equal(1);
  });
});

describe('moving (AC-MA-2)', () => {
  it('AC-MA-2: 3 inches per Move, 1 off per difficult feature, more for challenging terrain', () => {
    expect(moveInches(soldiers(2))).to.equal(3);
    expect(moveInches(soldiers(2), { difficultTerrain: 1 })).to.equal(2);
    expect(moveInches(soldiers(2), { difficultTerrain: 2 })).to.equal(1);
    expect(moveInches([])).to.equal(3);
  });

  it('AC-MA-2: a Slow unit takes 1 inch off, once however many are Slow', () => {
    expect(moveInches([unit(1, 'slow'), unit(1), unit(1)])).to.equal(2);
    expect(moveInches([unit(1, 'slow'), unit(1, 'slow')])).to.equal(2);
  });

  it('AC-MA-2: 50% or more Fast units add 1 inch; less than 50% do not', () => {
    expect(moveInches([unit(1, 'fast'), unit(1)])).to.equal(4);
    expect(moveInches([unit(1, 'fast'), unit(1), unit(1)])).to.equal(3);
    expect(moveInches([unit(1, 'fast', 'slow'), unit(1, 'fast')])).to.equal(3);
  });

  it('AC-MA-2: 50% or more units that Fly or Burrow ignore difficult terrain', () => {
    expect(moveInches([unit(1, 'fly'), unit(1)], { difficultTerrain: 2 })).to.equal(3);
    expect(moveInches([unit(1, 'fly'), unit(1, 'burrow'), unit(1)], { difficultTerrain: 1 })).to.equal(3);
    expect(moveInches([unit(1, 'fly'), unit(1), unit(1)], { difficultTerrain: 1 })).to.equal(2);
  });

  it('AC-MA-2, AC-UN-4: Rituals are not units, so they do not count in the 50% shares', () => {
    expect(moveInches([unit(1, 'fast'), unit(1), ritual(), ritual()])).to.equal(4);
    expect(moveInches([unit(1), ritual('fly')], { difficultTerrain: 1 })).to.equal(2);
    expect(moveInches([unit(1), ritual('slow')])).to.equal(3);
  });

  it('AC-MA-2: never less than half an inch per Move', () => {
    expect(moveInches([unit(1, 'slow')], { difficultTerrain: 3 })).to.equal(0.5);
    expect(moveInches(soldiers(1), { difficultTerrain: 2.5 })).to.equal(0.5);
    expect(moveInches(soldiers(1), { difficultTerrain: 2.75 })).to.equal(0.5);
    expect(moveInches(soldiers(1), { difficultTerrain: 10 })).to.equal(0.5);
  });

  it('AC-MA-2: negative or non-number terrain is a RangeError', () => {
    expect(() => moveInches(soldiers(1), { difficultTerrain: -1 })).to.throw(RangeError);
    expect(() => moveInches(soldiers(1), { difficultTerrain: NaN })).to.throw(RangeError);
  });

  it('AC-MA-2: the breakdown lists each modifier that applied', () => {
    const move = moveBreakdown([unit(2, 'slow'), unit(1, 'fast'), unit(1, 'fast')], { difficultTerrain: 1 });
    expect(move.inches).to.equal(2);
    expect(move.lines).to.deep.equal([
      { rule: 'AC-MA-2', text: 'One Move', inches: 3 },
      { rule: 'AC-MA-2', text: 'Slow unit in the army (slow)', inches: -1 },
      { rule: 'AC-MA-2', text: '2 of 3 units Fast (50% or more)', inches: 1 },
      { rule: 'AC-MA-2', text: 'Difficult terrain', inches: -1 },
    ]);
    expect([move.units, move.fast, move.slow, move.flyOrBurrow, move.ignoresTerrain]).to.deep.equal([
      3,
      2,
      1,
      0,
      false,
    ]);
  });

  it('AC-MA-2: the breakdown shows terrain ignored and the ½-inch floor', () => {
    const flying = moveBreakdown([unit(1, 'fly', 'burrow')], { difficultTerrain: 2 });
    expect(flying.lines[1]).to.deep.equal({
      rule: 'AC-MA-2',
      text: '1 of 1 unit Fly or Burrow: difficult terrain ignored',
      inches: 0,
    });
    expect(flying.flyOrBurrow).to.equal(1);
    const stuck = moveBreakdown([unit(1, 'slow')], { difficultTerrain: 3 });
    expect(stuck.lines.at(-1)).to.deep.equal({ rule: 'AC-MA-2', text: 'Never less than ½ inch per Move', inches: 1.5 });
    expect(stuck.lines.reduce((sum, line) => sum + line.inches, 0)).to.equal(stuck.inches);
  });

  it('AC-MA-2: one Move per hour: 6 inches at 3 a Move take 2 Moves', () => {
    expect(movesToCover(6, 3)).to.equal(2);
    expect(movesToCover(7, 3)).to.equal(3);
    expect(movesToCover(0, 3)).to.equal(0);
    expect(movesToCover(1.5, 0.5)).to.equal(3);
    expect(() => movesToCover(3, 0.25)).to.throw(RangeError);
    expect(() => movesToCover(-1, 3)).to.throw(RangeError);
  });
});

describe('capturing (AC-MA-3)', () => {
  it('AC-MA-3: the source examples are presets: camp 3, small town 15, large city 60+', () => {
    expect(CAPTURE_PRESETS.map((p) => [p.id, p.requirement, p.orMore])).to.deep.equal([
      ['camp', 3, false],
      ['small-town', 15, false],
      ['large-city', 60, true],
    ]);
  });

  it('AC-MA-3: a Move adds the sum of living unit Strengths; "-", Rituals and Killed add 0', () => {
    const army = [unit(3), unit(null), unit(0), { ...unit(4), killed: true }, { ...ritual(), strength: 2 }];
    expect(captureStrength(army)).to.equal(3);
    expect(captureStrength([])).to.equal(0);
  });

  it('AC-MA-3: Moves to Capture = requirement / Strength, rounded up', () => {
    expect(movesToCapture([unit(3)], 15)).to.equal(5);
    expect(movesToCapture([unit(3)], 3)).to.equal(1);
    expect(movesToCapture([unit(2), unit(2)], 60)).to.equal(15);
    expect(movesToCapture([unit(4)], 15)).to.equal(4);
  });

  it('AC-MA-3: an army adding nothing never Captures; a requirement ≤ 0 is a RangeError', () => {
    expect(movesToCapture([unit(0), unit(null)], 3)).to.equal(Infinity);
    expect(() => movesToCapture([unit(3)], 0)).to.throw(RangeError);
    expect(() => startCapture(-3)).to.throw(RangeError);
  });

  it('AC-MA-3: Moves add up to the requirement; a Battle starts the Capture over', () => {
    let state = startCapture(15);
    expect(state).to.deep.equal({ requirement: 15, total: 0, moves: 0, captured: false });
    state = captureProgress(state, { type: 'move', strength: 4 });
    state = captureProgress(state, { type: 'move', strength: 4 });
    expect(state).to.deep.equal({ requirement: 15, total: 8, moves: 2, captured: false });
    state = captureProgress(state, { type: 'battle' });
    expect(state).to.deep.equal({ requirement: 15, total: 0, moves: 0, captured: false });
    for (let i = 0; i < 3; i++) state = captureProgress(state, { type: 'move', strength: 4 });
    expect(state.captured).to.equal(false);
    state = captureProgress(state, { type: 'move', strength: 4 });
    expect(state).to.deep.equal({ requirement: 15, total: 16, moves: 4, captured: true });
  });

  it('AC-MA-3: once Captured, later actions change nothing; inputs are not mutated', () => {
    const captured = captureProgress(startCapture(3), { type: 'move', strength: 3 });
    expect(captured).to.deep.equal({ requirement: 3, total: 3, moves: 1, captured: true });
    expect(captureProgress(captured, { type: 'battle' })).to.equal(captured);
    expect(captureProgress(captured, { type: 'move', strength: 5 })).to.equal(captured);
    const fresh = Object.freeze(startCapture(3));
    expect(() => captureProgress(fresh, { type: 'move', strength: 1 })).not.to.throw();
    expect(() => captureProgress(fresh, { type: 'move', strength: -1 })).to.throw(RangeError);
  });
});

describe('a Move as data, for the widgets to say in their language (AC-MA-2)', () => {
  it("AC-MA-2: each line is a key with its figures, and its English is moveBreakdown's", () => {
    const army = [unit(2, 'slow'), unit(2, 'fast'), unit(2, 'fast', 'fly')];
    const steps = moveSteps(army, { difficultTerrain: 4 });
    expect(steps.lines).to.deep.equal([
      { rule: 'AC-MA-2', key: 'base', inches: 3 },
      { rule: 'AC-MA-2', key: 'slow', values: { name: 'slow' }, inches: -1 },
      { rule: 'AC-MA-2', key: 'fast', values: { count: 2, units: 3 }, inches: 1 },
      { rule: 'AC-MA-2', key: 'terrain', inches: -4 },
      { rule: 'AC-MA-2', key: 'least', inches: 1.5 },
    ]);
    const english = moveBreakdown(army, { difficultTerrain: 4 });
    expect(steps.lines.map((l) => moveText(l))).to.deep.equal(english.lines.map((l) => l.text));
    expect(steps.inches).to.equal(english.inches);
    const flying = moveSteps([unit(1, 'fly')], { difficultTerrain: 2 }).lines[1];
    expect(flying).to.deep.equal({ rule: 'AC-MA-2', key: 'flyOrBurrow', values: { count: 1, units: 1 }, inches: 0 });
    expect(moveText(flying!)).to.equal('1 of 1 unit Fly or Burrow: difficult terrain ignored');
  });
});
