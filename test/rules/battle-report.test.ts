// The Battle's Skirmish before its roll (skirmishNow) and the report after the Battle (battleReport, battleMarkdown).
import { expect } from '@open-wc/testing';

import {
  battleMarkdown,
  battleReport,
  type BattleState,
  battleStep,
  legalActions,
  seededD6,
  skirmishNow,
  skirmishOdds,
  unopposedDistribution,
  unopposedNow,
} from '../../src/rules/index.js';
import { ayla, begun, brigands, shieldWall, soldier, spearmen, step } from './battle-helpers.js';

/** Ayla's Spearmen against the Brigands' Soldier, both cards down, no discards. */
function spearmenAgainstSoldier(): BattleState {
  let s = begun(ayla([spearmen, shieldWall]), brigands([soldier]));
  s = step(s, { type: 'offense', card: 0 });
  s = step(s, { type: 'defense', card: 2 });
  return s;
}

describe('skirmishNow', () => {
  it('is undefined until both cards are down', () => {
    const s = begun(ayla([spearmen]), brigands([soldier]));
    expect(skirmishNow(s)).to.equal(undefined);
    expect(skirmishNow(step(s, { type: 'offense', card: 0 }))).to.equal(undefined);
  });

  it('AC-SK-7: gives the exact odds a lone resolver gives the same two cards', () => {
    const now = skirmishNow(spearmenAgainstSoldier())!;
    expect(now.offense.unit.name).to.equal('Spearmen');
    expect(now.defense.unit.name).to.equal('Soldier');
    expect(now.odds).to.deep.equal(skirmishOdds({ offense: { unit: spearmen }, defense: { unit: soldier } }));
  });

  it('AC-SK-9: counts the discards made for either side', () => {
    let s = begun(ayla([spearmen, { unit: shieldWall, discardBonus: 1 }]), brigands([soldier]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 2 });
    s = step(s, { type: 'discard', card: 1, side: 'offense' });
    const now = skirmishNow(s)!;
    expect(now.input.offense.cardBonuses).to.deep.equal([1]);
    expect(now.odds.offenseWins).to.be.above(
      skirmishOdds({ offense: { unit: spearmen }, defense: { unit: soldier } }).offenseWins,
    );
  });
});

describe('unopposedNow', () => {
  it('AC-MO-7, AC-MO-2: an Unopposed unit before its roll: each Morale damage and the Rout it may cause, exactly', () => {
    let s = begun(ayla([spearmen, soldier]), brigands([soldier], { morale: 2 }));
    s = step(s, { type: 'offense', card: 0 });
    expect(unopposedNow(s)).to.equal(undefined); // not Unopposed before the Defense passes
    s = step(s, { type: 'pass' });
    const now = unopposedNow(s)!;
    expect(now.offense.unit.name).to.equal('Spearmen');
    // Spearmen 3 + Reach 1 + the higher of 2d6: 5 to 7 (a high die of 3 or less, 9/36) deal 1, 8 to 10 deal 2.
    expect(now.odds).to.deep.equal(unopposedDistribution({ unit: spearmen }));
    expect(now.odds.damage.map((d) => [d.value, d.probability])).to.deep.equal([
      [1, 9 / 36],
      [2, 27 / 36],
    ]);
    expect(now.routs, 'the Brigands hold 2 Morale: 2 damage Routs them').to.equal(27 / 36);
    expect(skirmishNow(s)).to.equal(undefined);
  });
});

describe('battleReport', () => {
  /** Ayla's Spearmen Kill the Brigands' only Soldier, then attack Unopposed in Phase 2 until the Battle ends (AC-BA-4). */
  function ended(): BattleState {
    let s = begun(ayla([spearmen]), brigands([soldier]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    while (s.step === 'bonuses') s = step(s, { type: 'done' });
    s = step(s, { type: 'resolve' }, [6, 1, 1]);
    // Nobody saves a card (AC-SK-8); then the Spearmen attack Unopposed until the Brigands are Routed.
    const d6 = seededD6('report');
    while (s.step !== 'ended') {
      const actions = legalActions(s);
      const r = battleStep(s, actions.find((a) => a.type === 'done') ?? actions[0]!, d6);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    return s;
  }

  it('is undefined while the Battle is on', () => {
    expect(battleReport(spearmenAgainstSoldier())).to.equal(undefined);
  });

  it('AC-BA-5, AC-BA-6: winner, reason, each commander, every Skirmish in one line, the map', () => {
    const report = battleReport(ended())!;
    expect(report.winner).to.equal('Ayla');
    expect(report.commanders.map((c) => [c.name, c.kills, c.lost])).to.deep.equal([
      ['Ayla', 1, []],
      ['Brigands', 0, ['Soldier']],
    ]);
    expect(report.skirmishes[0]).to.equal(
      'Phase 1 · Spearmen 10 (Strength 3 + Die 6 + Reach 1; Dice thrown: 6 1) against Soldier 3 (Strength 2 + Die 1; Dice thrown: 1): Ayla wins; Spearmen is Exhausted; Soldier is Killed',
    );
    expect(report.skirmishes.length).to.be.above(1);
    expect(report.skirmishes.slice(1).every((line) => /^Phase 2 · Spearmen is Unopposed/.test(line))).to.equal(true);
    expect(report.reason.rule).to.equal('AC-BA-4');
    expect(report.notes.map((n) => n.rule)).to.deep.equal(['AC-BA-6', 'AC-BA-6']);
  });

  it('as Markdown: a heading, a table row per commander, names escaped', () => {
    const report = battleReport(ended())!;
    const md = battleMarkdown({
      ...report,
      commanders: [{ ...report.commanders[0], name: 'Ayla *the* [Bold]' }, report.commanders[1]],
    });
    const lines = md.split('\n');
    expect(lines[0]).to.equal('## Battle: Ayla \\*the\\* \\[Bold\\] against Brigands');
    expect(lines).to.include('| Commander | Morale left | Influence | Kills | Units lost |');
    expect(lines.some((l) => l.startsWith('| Brigands |') && l.endsWith('| 0 | Soldier |'))).to.equal(true);
    expect(lines).to.include(`1. ${report.skirmishes[0]}`);
  });
});
