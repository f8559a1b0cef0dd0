// battleOdds: whole Battles simulated from a setup, counted (AC-BA-5), with 95% intervals.
import { expect } from '@open-wc/testing';

import {
  battleOdds,
  battleOddsRunner,
  type BattleSetup,
  battleStep,
  greedyAction,
  legalActions,
  oddsOfTallies,
  playBattle,
  seededD6,
  startBattle,
  wilsonInterval,
} from '../../src/rules/index.js';
import { ayla, begun, brigands, knight, raiders, shieldWall, soldier, spearmen, step } from './battle-helpers.js';

const SETUPS: Record<string, BattleSetup> = {
  even: { commanders: [ayla([soldier, soldier]), brigands([soldier, soldier], { morale: 7, npc: false })] },
  strong: { commanders: [ayla([knight, spearmen, shieldWall]), brigands([raiders, soldier])] },
  powers: {
    commanders: [ayla([spearmen, soldier], { power: { classId: 'evoker' } }), brigands([raiders, shieldWall])],
    chooser: 'roll',
    autoUnable: true,
  },
};

describe('battleOdds', () => {
  it('adds up: the two win chances make 1, each inside its interval; the same seed gives the same figures', () => {
    const odds = battleOdds(SETUPS.strong!, { battles: 2000, seed: 7 });
    expect(odds.battles).to.equal(2000);
    expect(odds.policy).to.equal('random');
    expect(odds.winChance[0] + odds.winChance[1]).to.be.closeTo(1, 1e-12);
    for (const seat of [0, 1] as const) {
      const [lo, hi] = odds.interval[seat];
      expect(odds.winChance[seat]).to.be.within(lo, hi);
      expect(odds.moraleLeft[seat].reduce((sum, c) => sum + c.probability, 0)).to.be.closeTo(1, 1e-9);
    }
    expect(battleOdds(SETUPS.strong!, { battles: 2000, seed: 7 })).to.deep.equal(odds);
  });

  it('a runner gives the same figures however the Battles are split into runs', () => {
    const runner = battleOddsRunner(SETUPS.powers!, { seed: 'split' });
    for (const run of [1, 249, 750, 1000]) runner.run(run);
    expect(runner.played).to.equal(2000);
    expect(runner.result()).to.deep.equal(battleOdds(SETUPS.powers!, { battles: 2000, seed: 'split' }));
  });

  it('a pool gives the same figures whatever its size: runners from Battle `first` on, their tallies added up', () => {
    const one = battleOdds(SETUPS.powers!, { battles: 900, seed: 'pool', policy: 'greedy' });
    for (const shares of [[900], [450, 450], [300, 300, 300], [100, 700, 100]]) {
      let first = 0;
      const tallies = shares.map((count) => {
        const runner = battleOddsRunner(SETUPS.powers!, { seed: 'pool', policy: 'greedy', first });
        first += count;
        runner.run(count);
        return runner.tally();
      });
      expect(oddsOfTallies(tallies, 'greedy'), `${shares.length} workers`).to.deep.equal(one);
    }
  });

  it('from a running Battle: the chance to win from here; an ended Battle is won by its winner', () => {
    let s = begun(ayla([knight, spearmen, shieldWall]), brigands([raiders, soldier]));
    s = step(
      s,
      legalActions(s).find((a) => a.type === 'offense')!,
    );
    expect(s.step).to.equal('defense');
    const odds = battleOdds(s, { battles: 500, seed: 'here' });
    expect(odds.battles).to.equal(500);
    expect(odds.winChance[0] + odds.winChance[1]).to.be.closeTo(1, 1e-12);
    expect(s.step, 'the state itself is not changed').to.equal('defense');
    const ended = playBattle({ ...SETUPS.strong!, chooser: 0 }, seededD6('end'), 'random');
    const done = battleOdds(ended, { battles: 50 });
    expect(done.winChance[ended.winner!]).to.equal(1);
  });

  it('the stronger army wins more often; an even match is near half', () => {
    expect(battleOdds(SETUPS.strong!, { battles: 3000 }).winChance[0]).to.be.above(0.6);
    const even = battleOdds(SETUPS.even!, { battles: 3000 });
    expect(even.winChance[0]).to.be.within(0.3, 0.7);
  });

  it('refuses what it cannot do, saying why', () => {
    expect(() => battleOdds(SETUPS.even!, { battles: 0 })).to.throw(RangeError, /whole number/);
    expect(() => battleOdds(SETUPS.even!, { policy: 'cunning' as 'random' })).to.throw(RangeError, /policy/);
  });

  it('wilsonInterval: 0 of 10 is not [0, 0]; 5 of 10 is symmetric about one half', () => {
    expect(wilsonInterval(0, 10)[1]).to.be.above(0.2);
    const [lo, hi] = wilsonInterval(5, 10);
    expect(lo + hi).to.be.closeTo(1, 1e-12);
  });

  it("policy 'greedy': says so, and gives the same figures for the same seed", () => {
    const odds = battleOdds(SETUPS.powers!, { battles: 500, seed: 'g', policy: 'greedy' });
    expect(odds.policy).to.equal('greedy');
    expect(battleOdds(SETUPS.powers!, { battles: 500, seed: 'g', policy: 'greedy' })).to.deep.equal(odds);
  });
});

describe('greedyAction', () => {
  it('attacks with the card most likely to beat the best reply, and defends with the card most likely to win', () => {
    let s = begun(ayla([soldier, knight]), brigands([soldier, shieldWall]));
    const attack = greedyAction(s);
    expect(attack).to.deep.equal({ type: 'offense', card: 1 }); // the Knight (4), not the Soldier (2)
    s = step(s, attack);
    expect(greedyAction(s)).to.deep.equal({ type: 'defense', card: 3 }); // the Shield Wall, a Guardian, against it
  });

  it('never Passes on Offense while a card can fight, and only ever takes a legal action (seeded Battles)', () => {
    const d6 = seededD6('greedy');
    for (let battle = 0; battle < 40; battle++) {
      let s = startBattle({ ...SETUPS.powers!, chooser: 0 });
      for (let i = 0; s.step !== 'ended' && i < 500; i++) {
        const action = greedyAction(s);
        expect(legalActions(s)).to.deep.include(action);
        if (s.step === 'offense' && legalActions(s).some((a) => a.type === 'offense'))
          expect(action.type).to.equal('offense');
        const r = battleStep(s, action, d6);
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      expect(s.step).to.equal('ended');
    }
  });
});
