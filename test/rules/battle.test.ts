import { expect } from '@open-wc/testing';

import {
  afterBattle,
  battleLog,
  type CommanderSetup,
  createMoraleState,
  legalActions,
  type Unit,
} from '../../src/rules/index.js';
import {
  ayla,
  banner,
  battle,
  begun,
  brigands,
  knight,
  medic,
  morale,
  piles,
  prayer,
  raiders,
  refusal,
  rite,
  sage,
  shieldWall,
  soldier,
  spearmen,
  step,
} from './battle-helpers.js';

describe('Battle state machine (AC-BA)', () => {
  it('AC-BA-1: every card goes to hand; the chosen commander picks who takes the first turn', () => {
    const s = battle(ayla([spearmen, soldier]), brigands([raiders]), 1);
    expect([s.step, s.actor, s.phase]).to.deep.equal(['choose-first', 1, 1]);
    expect(piles(s, 0).hand).to.deep.equal(['Spearmen', 'Soldier']);
    expect(piles(s, 1).hand).to.deep.equal(['Raiders']);
    expect(legalActions(s)).to.deep.equal([
      { type: 'choose-first', first: 0 },
      { type: 'choose-first', first: 1 },
    ]);
    const next = step(s, { type: 'choose-first', first: 0 });
    expect([next.step, next.turn, next.actor, next.firstPlayer]).to.deep.equal(['offense', 0, 0, 0]);
    expect(s.step).to.equal('choose-first'); // the old state is unchanged
  });

  it('AC-BA-1, AC-BA-2, AC-BA-3, AC-BA-4, AC-BA-5, AC-BA-6, AC-SK-7, R4: a whole Battle, step by step, with entered dice', () => {
    // Ayla (PC, Morale 7): Spearmen #0, Soldier #1, Banner #2 (discard: +1). Brigands (NPC, Morale 5):
    // Raiders #3, Shield Wall #4, Medic #5.
    let s = battle(
      ayla([spearmen, soldier, { unit: banner, discardBonus: 1 }]),
      brigands([raiders, shieldWall, medic]),
      1,
    );
    s = step(s, { type: 'choose-first', first: 0 }); // AC-BA-1: the Brigands let Ayla start

    // Skirmish 1 (AC-SK-1): Spearmen against Shield Wall. Aggressor against Guardian: one die each
    // (AC-SK-3/4). Spearmen 3 + 5 + Reach 1 = 9, Shield Wall 2 + 1 = 3: margin 6, Killed (AC-SK-7).
    s = step(s, { type: 'offense', card: 0 });
    expect([s.step, s.actor]).to.deep.equal(['defense', 1]);
    s = step(s, { type: 'defense', card: 4 });
    expect([s.step, s.actor]).to.deep.equal(['bonuses', 0]); // AC-SK-9: the attacker first (holds the Banner)
    s = step(s, { type: 'done' }); // the Brigands have nothing to discard: straight to the roll
    expect([s.step, s.actor]).to.deep.equal(['resolve', 0]);
    s = step(s, { type: 'resolve' }, [5, 1]);
    expect(piles(s, 1).killed).to.deep.equal(['Shield Wall']);
    expect(piles(s, 0).exhausted).to.deep.equal(['Spearmen']);
    // AC-SK-8: the NPC may spend 3 Morale to save it; Ayla has nothing to do and is skipped.
    expect([s.step, s.actor]).to.deep.equal(['aftermath', 1]);
    s = step(s, { type: 'prevent-kill', card: 4 });
    expect(piles(s, 1)).to.deep.include({ killed: [], disabled: ['Shield Wall'] });
    expect(morale(s, 1)).to.equal(2);
    s = step(s, { type: 'done' }); // declines to use the Medic
    expect([s.step, s.turn]).to.deep.equal(['offense', 1]); // AC-BA-2

    // Raiders attack; Ayla could play the Soldier but Passes: Unopposed (AC-MO-7). Aggressor, 2d6
    // keep the higher: 2 + 6 = 8, floor(8 / 4) = 2 Morale damage. Raiders Exhausted (R4).
    s = step(s, { type: 'offense', card: 3 });
    s = step(s, { type: 'pass' });
    expect(s.pending?.unopposed).to.equal(true);
    s = step(s, { type: 'done' }); // Ayla keeps her Banner
    s = step(s, { type: 'resolve' }, [4, 6]);
    expect(morale(s, 0)).to.equal(5);
    expect(piles(s, 1).exhausted).to.deep.equal(['Raiders']);
    expect([s.step, s.turn]).to.deep.equal(['offense', 0]);

    // Soldier against Medic; Ayla discards the Banner for +1 (AC-SK-9): 2 + 3 + 1 = 6 against 1 + 4 = 5.
    s = step(s, { type: 'offense', card: 1 });
    s = step(s, { type: 'defense', card: 5 });
    s = step(s, { type: 'discard', card: 2, side: 'offense' });
    expect(piles(s, 0).disabled).to.deep.equal(['Banner']);
    expect(s.step).to.equal('resolve'); // nobody has anything left to discard
    s = step(s, { type: 'resolve' }, [3, 4]);
    expect(piles(s, 1).disabled).to.deep.equal(['Shield Wall', 'Medic']);
    expect([s.step, s.turn]).to.deep.equal(['offense', 1]); // no Kill, no Healer in hand: no aftermath

    // The Brigands hold nothing: Unable (AC-MO-6, no cost). Ayla holds nothing either: Phase 2
    // (AC-BA-3): Exhausted cards back to hand, and the Brigands, last on Defense, start.
    expect(refusal(s, { type: 'pass' })).to.equal(
      'Brigands has no card that can fight, so is Unable, not Passing (AC-MO-6)',
    );
    s = step(s, { type: 'unable' });
    expect([s.phase, s.step, s.turn]).to.deep.equal([2, 'offense', 1]);
    expect(piles(s, 0).hand).to.deep.equal(['Spearmen', 'Soldier']);
    expect(piles(s, 1).hand).to.deep.equal(['Raiders']);
    expect(morale(s, 1)).to.equal(2);

    // Raiders (2d6: 2, 3) 2 + 3 = 5 against Soldier 2 + 6 = 8: margin 3, the Raiders are Killed. The
    // Brigands have 2 Morale, less than the 3 needed to save them.
    s = step(s, { type: 'offense', card: 3 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [2, 3, 6]);
    expect(piles(s, 1).killed).to.deep.equal(['Raiders']);
    expect([s.step, s.turn]).to.deep.equal(['offense', 0]);

    // Spearmen attack; the Brigands are Unable on Defense: Unopposed with no extra loss (R3).
    // 3 + best of (1, 2) + Reach 1 = 6: 1 Morale damage.
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'unable' });
    s = step(s, { type: 'resolve' }, [1, 2]);
    expect(morale(s, 1)).to.equal(1);

    // Both Unable again in Phase 2: the Battle ends (AC-BA-4). Ayla Killed 1 unit, the Brigands none (AC-BA-5).
    s = step(s, { type: 'unable' });
    expect([s.step, s.winner, s.end?.rule]).to.deep.equal(['ended', 0, 'AC-BA-4']);
    expect(refusal(s, { type: 'pass' })).to.equal('the Battle is over (AC-BA-4)');
    expect(legalActions(s)).to.deep.equal([]);
    const log = battleLog(s);
    expect(log.at(-1)).to.deep.include({ rule: 'AC-BA-5', text: 'Ayla Killed more enemy units (1 to 0) and wins' });
    expect(log.map((e) => e.rule)).to.include.members([
      'AC-BA-1',
      'AC-SK-1',
      'AC-SK-8',
      'AC-SK-9',
      'AC-MO-7',
      'R3',
      'R4',
      'AC-BA-3',
    ]);

    // AC-BA-6: Exhausted and Disabled units return; Killed ones are removed; the loser retreats.
    const out = afterBattle(s)!;
    expect(out.winner).to.equal(0);
    expect(out.armies[0].returned.map((u) => u.name)).to.deep.equal(['Spearmen', 'Soldier', 'Banner']);
    expect(out.armies[1].returned.map((u) => u.name)).to.deep.equal(['Shield Wall', 'Medic']);
    expect(out.armies[1].killed.map((u) => u.name)).to.deep.equal(['Raiders']);
    expect([out.armies[0].kills, out.armies[1].kills]).to.deep.equal([1, 0]);
    expect(out.notes.map((n) => n.text)).to.deep.equal([
      "Brigands's army retreats 1 normal move (3 inches)",
      'These two armies cannot battle again for 1 hour',
    ]);
    expect(out.armies[0].morale.inBattle).to.equal(false);
  });

  describe('Passing and being Unable (AC-MO-6, AC-MO-7, R3, AC-BA-4)', () => {
    it('AC-MO-6: Passing on Offense costs 1 Morale and ends the turn', () => {
      const s = step(begun(ayla([soldier]), brigands([raiders])), { type: 'pass' });
      expect([morale(s, 0), s.turn, s.step]).to.deep.equal([6, 1, 'offense']);
    });

    it('AC-MO-6: a commander with a card that can fight cannot claim to be Unable', () => {
      expect(refusal(begun(ayla([soldier]), brigands([raiders])), { type: 'unable' })).to.equal(
        'Ayla holds a card that can fight: Pass instead (AC-MO-6, AC-MO-7)',
      );
    });

    it('AC-BA-4, AC-BA-5: both Pass in a row: the Battle ends; equal Kills, higher Morale wins', () => {
      let s = step(begun(ayla([soldier]), brigands([raiders])), { type: 'pass' }); // Ayla 7 → 6
      s = step(s, { type: 'pass' }); // Brigands 5 → 4, and the Battle ends
      expect([s.step, s.end?.rule, s.winner, morale(s, 1)]).to.deep.equal(['ended', 'AC-BA-4', 0, 4]);
      expect(battleLog(s).at(-1)?.text).to.equal('Kills equal; Ayla has more Morale (6 to 4) and wins');
    });

    it('AC-BA-5: equal Kills and equal Morale: the commanders roll off until one wins', () => {
      let s = step(begun(ayla([soldier], { morale: 5 }), brigands([raiders])), { type: 'pass' });
      s = step(s, { type: 'pass' }); // both at 4 Morale, no Kills
      expect([s.step, s.winner]).to.deep.equal(['roll-off', undefined]);
      s = step(s, { type: 'roll-off' }, [3, 3, 2, 5]);
      expect([s.step, s.winner]).to.deep.equal(['ended', 1]);
      expect(
        battleLog(s)
          .slice(-3)
          .map((e) => e.text),
      ).to.deep.equal(['Roll-off: Ayla 3, Brigands 3', 'Roll-off: Ayla 2, Brigands 5', 'Brigands wins the roll-off']);
    });

    it('AC-BA-4: a Pass, a card played, then a Pass is not "both Pass in a row"', () => {
      let s = step(begun(ayla([soldier, spearmen]), brigands([raiders, shieldWall])), { type: 'pass' });
      s = step(s, { type: 'offense', card: 2 }); // Brigands play Raiders
      s = step(s, { type: 'defense', card: 0 });
      s = step(s, { type: 'resolve' }, [6, 6, 1]); // Raiders 2 + 6 = 8, Soldier 2 + 1 = 3: Killed
      s = step(s, { type: 'done' }); // Ayla may save the Soldier (1 Influence) but does not
      s = step(s, { type: 'pass' }); // Ayla, who Passed before: no end
      expect(s.step).to.equal('offense');
    });

    it('AC-MO-7, R3: Passing on Defense and being Unable both leave the unit Unopposed; only Passing needs a card', () => {
      const s = step(begun(ayla([soldier]), brigands([raiders])), { type: 'offense', card: 0 });
      expect(refusal(s, { type: 'unable' })).to.contain('Pass instead');
      const passed = step(s, { type: 'pass' });
      expect([passed.step, passed.pending?.unopposed, passed.lastPass]).to.deep.equal(['resolve', true, 1]);
      const noCards = step(begun(ayla([soldier]), brigands([banner])), { type: 'offense', card: 0 });
      expect(refusal(noCards, { type: 'pass' })).to.contain('Unable, not Passing');
      const unable = step(noCards, { type: 'unable' });
      expect([unable.pending?.unopposed, unable.lastPass]).to.deep.equal([true, undefined]);
      // R3: only the Unopposed damage: Soldier 2 + 6 = 8, 2 Morale.
      expect(morale(step(unable, { type: 'resolve' }, [6]), 1)).to.equal(3);
    });
  });
});

describe('Morale, Retinue and ties in a Battle (AC-MO-1, AC-MO-3, AC-EC-6, R1)', () => {
  it('AC-MO-1: a player character’s Morale state of the Day is used as is', () => {
    const s = battle(ayla([soldier], { morale: createMoraleState({ level: 6 }) }), brigands([raiders]));
    expect([morale(s, 0), s.commanders[0].morale.inBattle]).to.deep.equal([7, true]);
  });

  it('AC-MO-3, AC-BA-5: the Base’s Morale is lost first and counts in the Morale comparison', () => {
    let s = begun(ayla([soldier]), brigands([raiders], { baseMorale: 2 })); // Brigands 5 + 2
    s = step(s, { type: 'pass' }); // Ayla 7 → 6
    s = step(s, { type: 'pass' }); // Brigands: the Base's 2 → 1, own 5: 6 in all
    expect([s.step, s.commanders[1].morale.morale]).to.deep.equal(['roll-off', 5]);
    s = step(s, { type: 'roll-off' }, [6, 1]);
    expect([s.winner, s.commanders[1].morale.base, s.commanders[1].morale.inBattle]).to.deep.equal([0, 0, false]);
  });

  it('AC-EC-6, AC-SK-2, AC-SK-10: a Retinue unit Adds 1, which never triggers Savant', () => {
    // Sage 1 + 5 + Retinue 1 = 7 against Soldier 2 + 4 = 6. Without the Retinue: 6 against 6, lost on base Strength.
    const fight = (retinue: boolean) => {
      let s = begun(ayla([{ unit: sage, retinue }]), brigands([soldier]));
      s = step(s, { type: 'offense', card: 0 });
      s = step(s, { type: 'defense', card: 1 });
      return battleLog(step(s, { type: 'resolve' }, [5, 4])).find((e) => e.kind === 'skirmish')!.text;
    };
    expect(fight(true)).to.equal(
      'Sage 7 (Strength 1 + Die 5 + Other adds 1; Dice thrown: 5) against Soldier 6 (Strength 2 + Die 4; Dice thrown: 4): Ayla wins',
    );
    expect(fight(false)).to.equal(
      'Sage 6 (Strength 1 + Die 5; Dice thrown: 5) against Soldier 6 (Strength 2 + Die 4; Dice thrown: 4): Brigands wins',
    );
  });

  it('AC-SK-6: the log line of a tie re-thrown names the dice of both rounds and the deciding round’s sum', () => {
    let s = begun(ayla([soldier]), brigands([soldier]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    const line = battleLog(step(s, { type: 'resolve' }, [3, 3, 6, 1])).find((e) => e.kind === 'skirmish')!;
    expect(line.text).to.equal(
      'Soldier 8 (Strength 2 + Die 6; Dice thrown: 3 / 6) against Soldier 3 (Strength 2 + Die 1; Dice thrown: 3 / 1): Ayla wins',
    );
    expect(line.phrase.values).to.deep.include({ offenseDice: '3 / 6', defenseDice: '3 / 1', offenseDie: 6 });
  });

  it('R1: two Strength-0 Equipment: both Killed, no winner; each side counts a Kill', () => {
    const cart: Unit = { name: 'Cart', strength: 0, role: 'equipment' };
    let s = begun(ayla([cart], { influence: 0 }), brigands([cart], { morale: 2 }));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, []);
    expect([piles(s, 0).killed, piles(s, 1).killed]).to.deep.equal([['Cart'], ['Cart']]);
    expect(battleLog(s).find((e) => e.kind === 'skirmish')!.text).to.equal(
      'Cart 0 (Strength 0; no die) against Cart 0 (Strength 0; no die): no winner (R1)',
    );
  });
});

describe('Rout (AC-MO-2, R5)', () => {
  it('AC-MO-2: Passing at 1 Morale Routs; a 5 or 6 Kills each Disabled or Exhausted unit', () => {
    let s = begun(ayla([soldier, spearmen]), brigands([shieldWall, medic, raiders], { morale: 1 }));
    s = step(s, { type: 'offense', card: 0 }); // Soldier against Medic: 2 + 5 = 7 against 1 + 4 = 5
    s = step(s, { type: 'defense', card: 3 });
    s = step(s, { type: 'resolve' }, [5, 4]);
    s = step(s, { type: 'offense', card: 2 }); // Shield Wall 2 + 5 = 7 against Spearmen 3 + 1 + Reach 1 = 5
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [5, 1]);
    expect(piles(s, 1)).to.deep.include({ exhausted: ['Shield Wall'], disabled: ['Medic'] });
    s = step(s, { type: 'unable' }); // Ayla holds nothing; the Brigands hold the Raiders
    s = step(s, { type: 'pass' }); // 1 → 0: Routed
    expect([s.step, s.routed, s.winner, s.actor]).to.deep.equal(['rout', 1, 0, 0]);
    s = step(s, { type: 'rout-rolls' }, [2, 5]); // Medic (Disabled) 2: safe; Shield Wall (Exhausted) 5: Killed
    expect(piles(s, 1)).to.deep.equal({
      hand: ['Raiders'],
      exhausted: [],
      disabled: ['Medic'],
      killed: ['Shield Wall'],
    });
    expect([s.step, s.winner, s.end?.rule]).to.deep.equal(['ended', 0, 'AC-MO-2']);
    expect(afterBattle(s)!.notes[0]).to.deep.equal({
      rule: 'AC-MO-2',
      text: "Brigands's Routed army is placed 2 of its moves away",
      phrase: { key: 'retreat-routed', values: { commander: 'Brigands' } },
    });
  });

  it('R5, AC-SK-8: a player-character commander may spend Influence on a Rout Kill; no Healer then', () => {
    let s = begun(ayla([soldier, spearmen, medic], { morale: 1 }), brigands([knight, shieldWall]));
    s = step(s, { type: 'offense', card: 0 }); // Soldier 2 + 4 = 6 against Guardian 2 + best of (3, 1) = 5
    s = step(s, { type: 'defense', card: 4 });
    s = step(s, { type: 'resolve' }, [4, 3, 1]);
    expect(piles(s, 0).exhausted).to.deep.equal(['Soldier']);
    s = step(s, { type: 'done' }); // Ayla could use the Medic on the Soldier, but does not
    s = step(s, { type: 'offense', card: 3 }); // the Knight attacks; Ayla Passes on Defense
    s = step(s, { type: 'pass' });
    s = step(s, { type: 'resolve' }, [1, 1]); // Knight 4 + 1 = 5: 1 Morale damage, Ayla Routed
    expect([s.step, s.routed]).to.deep.equal(['rout', 0]);
    s = step(s, { type: 'rout-rolls' }, [6]); // the Soldier (Exhausted) is Killed
    expect([s.step, s.actor]).to.deep.equal(['aftermath', 0]);
    expect(legalActions(s)).to.deep.equal([{ type: 'prevent-kill', card: 0 }, { type: 'done' }]);
    expect(refusal(s, { type: 'heal', healer: 2, card: 0 })).to.equal('a Healer is used after a Skirmish (AC-HE-1)');
    s = step(s, { type: 'prevent-kill', card: 0 });
    expect(piles(s, 0)).to.deep.include({ disabled: ['Soldier'], killed: [] });
    expect([s.commanders[0].influence, s.step, s.winner]).to.deep.equal([0, 'ended', 1]);
  });
});

describe('Kill prevention (AC-SK-8, R5)', () => {
  /** Ayla's Soldier Killed by the Knight: Knight 4 + 6 = 10 against Soldier 2 + 1 = 3. */
  function soldierKilled(aylaMore: Partial<CommanderSetup> = {}) {
    let s = begun(ayla([soldier, spearmen], aylaMore), brigands([knight]), 1);
    s = step(s, { type: 'offense', card: 2 });
    s = step(s, { type: 'defense', card: 0 });
    return step(s, { type: 'resolve' }, [6, 2, 1]);
  }

  it('AC-SK-8: a player-character commander spends 1 Influence: Disabled instead of Killed', () => {
    let s = soldierKilled();
    expect([s.step, s.actor, s.killedNow]).to.deep.equal(['aftermath', 0, [0]]);
    s = step(s, { type: 'prevent-kill', card: 0 });
    expect(piles(s, 0)).to.deep.include({ disabled: ['Soldier'], killed: [] });
    expect([s.commanders[0].influence, morale(s, 0), s.step]).to.deep.equal([0, 7, 'offense']);
  });

  it('AC-SK-8: without Influence the Kill stands (the window is skipped)', () => {
    const s = soldierKilled({ influence: 0 });
    expect([s.step, piles(s, 0).killed]).to.deep.equal(['offense', ['Soldier']]);
  });

  it('AC-SK-8: only a unit Killed just now can be saved', () => {
    const s = soldierKilled();
    expect(refusal(s, { type: 'prevent-kill', card: 1 })).to.equal(
      'card 1 is not a unit of Ayla Killed just now (AC-SK-8)',
    );
  });

  it('AC-SK-8, AC-MO-2: a non-player commander pays 3 Morale, and at 0 is Routed', () => {
    let s = begun(ayla([knight]), brigands([soldier, raiders], { morale: 3 }));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [6, 6, 1]); // Knight 10 against Soldier 3
    s = step(s, { type: 'prevent-kill', card: 1 });
    expect([s.routed, s.winner, piles(s, 1).disabled]).to.deep.equal([1, 0, ['Soldier']]);
    expect(s.step).to.equal('rout');
  });

  it('R5, AC-SK-5: an Equipment with Strength 0, automatically Killed, can be saved too', () => {
    const cart: Unit = { name: 'Cart', strength: 0, role: 'equipment' };
    let s = begun(ayla([cart]), brigands([soldier]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, []);
    expect(piles(s, 0).killed).to.deep.equal(['Cart']);
    s = step(s, { type: 'prevent-kill', card: 0 });
    expect(piles(s, 0).disabled).to.deep.equal(['Cart']);
  });
});

describe('Healer (AC-HE-1)', () => {
  const surgeon: Unit = { name: 'Surgeon', strength: 2, role: 'healer' };
  const herbalist: Unit = { name: 'Herbalist', strength: 1, role: 'healer' };
  /** Ayla's Medic, then her Knight, Disabled; she holds Spearmen, Surgeon and Herbalist. */
  function afterLosses() {
    let s = begun(ayla([spearmen, medic, knight, surgeon, herbalist]), brigands([shieldWall, soldier]), 1);
    s = step(s, { type: 'offense', card: 6 }); // Soldier 2 + 3 = 5 against Medic 1 + 2 = 3
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [3, 2]);
    expect(s.step).to.equal('offense'); // no Healer may bring back the Medic: no window
    s = step(s, { type: 'offense', card: 2 }); // Knight 4 + 2 = 6 against Shield Wall 2 + 5 = 7 (one die each)
    s = step(s, { type: 'defense', card: 5 });
    s = step(s, { type: 'resolve' }, [2, 5]);
    expect(piles(s, 0).disabled).to.deep.equal(['Medic', 'Knight']);
    return s;
  }

  it('AC-HE-1: after a Skirmish, 1 Morale and a Healer discarded bring a card back to hand', () => {
    let s = afterLosses();
    expect([s.step, s.actor]).to.deep.equal(['aftermath', 0]);
    expect(legalActions(s)).to.deep.equal([{ type: 'heal', healer: 3, card: 2 }, { type: 'done' }]);
    s = step(s, { type: 'heal', healer: 3, card: 2 }); // Knight 4 ≤ 2 × Surgeon 2
    expect(piles(s, 0)).to.deep.include({ hand: ['Spearmen', 'Herbalist', 'Knight'], disabled: ['Medic', 'Surgeon'] });
    expect([morale(s, 0), s.step, s.turn]).to.deep.equal([6, 'offense', 1]);
  });

  it('AC-HE-1: refusals: not a Healer, not in a pile, another Healer, Strength above twice the Healer’s', () => {
    const s = afterLosses();
    expect(refusal(s, { type: 'heal', healer: 0, card: 2 })).to.equal(
      "card 0 is not a Healer in Ayla's hand (AC-HE-1)",
    );
    expect(refusal(s, { type: 'heal', healer: 3, card: 0 })).to.equal(
      "card 0 is not in Ayla's Disabled or Exhausted pile (AC-HE-1)",
    );
    expect(refusal(s, { type: 'heal', healer: 3, card: 1 })).to.equal(
      'a Healer cannot bring back another Healer (AC-HE-1)',
    );
    expect(refusal(s, { type: 'heal', healer: 4, card: 2 })).to.equal(
      "Knight has Strength 4, more than twice the Healer's (2) (AC-HE-1)",
    );
  });
});

describe('Discards (AC-SK-9)', () => {
  const horn = { unit: { name: 'Horn', strength: null, role: 'equipment' as const }, discardBonus: 1 };
  const drum = { unit: { name: 'Drum', strength: null, role: 'equipment' as const }, discardBonus: 2 };

  it('AC-SK-9: attacker first, then alternating until both decline; bonuses stack as card bonuses', () => {
    let s = begun(ayla([soldier, horn, horn]), brigands([soldier, drum]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 3 });
    expect(s.actor).to.equal(0);
    s = step(s, { type: 'discard', card: 1, side: 'offense' });
    expect(s.actor).to.equal(1);
    s = step(s, { type: 'discard', card: 4, side: 'defense' });
    expect(s.actor).to.equal(0);
    s = step(s, { type: 'discard', card: 2, side: 'offense' });
    expect([s.actor, s.step]).to.deep.equal([0, 'resolve']); // the Brigands have nothing left
    expect([s.pending?.offenseBonuses, s.pending?.defenseBonuses]).to.deep.equal([[1, 1], [2]]);
    s = step(s, { type: 'resolve' }, [4, 3]); // 2 + 4 + 1 + 1 = 8 against 2 + 3 + 2 = 7
    expect(piles(s, 0)).to.deep.include({ exhausted: ['Soldier'], disabled: ['Horn', 'Horn'] });
    expect(piles(s, 1)).to.deep.include({ disabled: ['Drum', 'Soldier'] });
  });

  it('AC-SK-9: refusals: not in hand, no discard bonus, no Defense side when Unopposed', () => {
    let s = begun(ayla([soldier, horn, spearmen]), brigands([soldier]));
    s = step(s, { type: 'offense', card: 0 });
    const contested = step(s, { type: 'defense', card: 3 });
    expect(refusal(contested, { type: 'discard', card: 3, side: 'offense' })).to.equal("card 3 is not in Ayla's hand");
    expect(refusal(contested, { type: 'discard', card: 2, side: 'offense' })).to.equal(
      'Spearmen has no discard bonus (AC-SK-9)',
    );
    const unopposed = step(s, { type: 'pass' });
    expect(refusal(unopposed, { type: 'discard', card: 1, side: 'defense' })).to.equal(
      'the Offense unit is Unopposed: there is no Defense unit (AC-MO-7)',
    );
  });

  it('AC-SK-9: when nobody can discard, there is no window', () => {
    let s = begun(ayla([soldier, spearmen]), brigands([soldier]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 2 });
    expect([s.step, s.actor]).to.deep.equal(['resolve', 0]);
  });
});

describe('Rituals (AC-RI-1)', () => {
  const runes: Unit = { name: 'Runes', strength: null, role: 'ritual', path: 'steel' };
  const pathless: Unit = { name: 'Odd Rite', strength: null, role: 'ritual' };
  const army = [spearmen, soldier, rite, runes, { ...rite, name: 'Third Rite' }, prayer, pathless];

  it('AC-RI-1: a Ritual needs 2 units on its Path; at most 1 per Phase and 2 per Battle', () => {
    let s = begun(ayla(army), brigands([raiders]));
    expect(refusal(s, { type: 'ritual', card: 5 })).to.equal(
      'Prayer needs 2 units on the faith Path in the army, not 0 (AC-RI-1)',
    );
    expect(refusal(s, { type: 'ritual', card: 6 })).to.contain('has no Path');
    expect(refusal(s, { type: 'ritual', card: 0 })).to.equal('Spearmen is not a Ritual');
    s = step(s, { type: 'ritual', card: 2 });
    expect([s.step, s.actor, piles(s, 0).disabled]).to.deep.equal(['offense', 0, ['Rite of Steel']]);
    expect(refusal(s, { type: 'ritual', card: 3 })).to.equal('at most one Ritual per Phase (AC-RI-1)');
    expect(refusal(s, { type: 'offense', card: 2 })).to.equal("card 2 is not in Ayla's hand");
  });

  it('AC-RI-1, AC-CP Animist: 2 Rituals in each Phase, and the per-Battle limit still counts', () => {
    let s = begun(ayla(army, { power: { classId: 'animist' } }), brigands([raiders]));
    s = step(s, { type: 'ritual', card: 2 });
    s = step(s, { type: 'ritual', card: 3 });
    expect(refusal(s, { type: 'ritual', card: 4 })).to.equal('at most 2 Rituals per Phase (AC-RI-1)');
  });

  it('AC-RI-1: the third Ritual of a Battle is refused', () => {
    let s = begun(ayla([spearmen, soldier, rite, runes, { ...rite, name: 'Third Rite' }]), brigands([raiders]));
    s = step(s, { type: 'ritual', card: 2 });
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 5 });
    s = step(s, { type: 'resolve' }, [6, 6, 1]); // Spearmen 3 + 6 + 1 = 10 against 2 + 1: Raiders Killed
    s = step(s, { type: 'done' }); // the Brigands do not save them
    s = step(s, { type: 'unable' }); // Brigands: nothing left
    s = step(s, { type: 'offense', card: 1 }); // Soldier, Unopposed (R3): 2 + 1 = 3, no damage
    s = step(s, { type: 'unable' });
    s = step(s, { type: 'resolve' }, [1]);
    s = step(s, { type: 'unable' }); // Brigands; Ayla holds only Rituals: Phase 2
    expect([s.phase, s.turn]).to.deep.equal([2, 1]);
    s = step(s, { type: 'unable' }); // Brigands again; Ayla holds Spearmen and Soldier
    s = step(s, { type: 'ritual', card: 3 });
    expect(s.commanders[0].ritualsThisBattle).to.equal(2);
    expect(refusal(s, { type: 'ritual', card: 4 })).to.equal('at most 2 Rituals per Battle (AC-RI-1)');
  });
});

describe('Cards that cannot fight (AC-UN-4) and other refusals', () => {
  it('AC-UN-4: a card with Strength "-" or a Ritual cannot be played on Offense', () => {
    const s = begun(ayla([banner, rite, soldier, spearmen]), brigands([raiders]));
    expect(refusal(s, { type: 'offense', card: 0 })).to.equal(
      'Banner has no Strength (-) and cannot be played on Offense or Defense (AC-UN-4)',
    );
    expect(refusal(s, { type: 'offense', card: 1 })).to.contain('is a Ritual');
    expect(legalActions(s).filter((a) => a.type === 'offense')).to.deep.equal([
      { type: 'offense', card: 2 },
      { type: 'offense', card: 3 },
    ]);
  });

  it('AC-SK-1: an action out of turn, a missing die, a bad first player are refused', () => {
    const start = battle(ayla([soldier]), brigands([raiders]));
    expect(refusal(start, { type: 'pass' })).to.equal(
      "'pass' is not possible now: the Battle waits for Ayla to choose who takes the first turn (AC-BA-1)",
    );
    expect(refusal(start, { type: 'choose-first', first: 2 as 0 })).to.equal(
      'the first player is commander 0 or 1 (AC-BA-1)',
    );
    let s = step(start, { type: 'choose-first', first: 0 });
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    expect(refusal(s, { type: 'resolve' })).to.equal("'resolve' rolls dice: give battleStep a d6");
    expect(refusal(s, { type: 'defense', card: 1 })).to.contain("'defense' is not possible now");
  });
});

describe('Commander powers in a Battle (AC-CP)', () => {
  const horn = { unit: { name: 'Horn', strength: null, role: 'equipment' as const }, discardBonus: 1 };

  it('AC-CP Evoker: +2 in the discard window, once per Skirmish, 3 times per Battle', () => {
    let s = begun(
      ayla([soldier, soldier, soldier, soldier], { power: { classId: 'evoker' } }),
      brigands([raiders, raiders, raiders, raiders]),
    );
    for (let i = 0; i < 3; i++) {
      s = step(s, { type: 'offense', card: i });
      s = step(s, { type: 'defense', card: 4 + i });
      expect([s.step, s.actor]).to.deep.equal(['bonuses', 0]);
      s = step(s, { type: 'power', side: 'offense' });
      expect(s.step).to.equal('resolve');
      s = step(s, { type: 'resolve' }, [6, 1]); // Soldier 2 + 6 + 2 = 10 against Raiders 2 + 1 = 3
      expect(piles(s, 1).killed).to.have.length(i + 1);
      s = step(s, { type: 'done' }); // the Brigands do not pay to save them
      s = step(s, { type: 'pass' }); // and Pass on Offense
    }
    expect(battleLog(s).filter((e) => e.text === 'Evoker: Soldier Adds 2 (Evoker)')).to.have.length(3);
    expect(s.commanders[0].powerUse.battle).to.equal(3);
    s = step(s, { type: 'offense', card: 3 });
    s = step(s, { type: 'defense', card: 7 });
    expect(s.step).to.equal('resolve'); // no use left: no window
  });

  it('AC-CP: the power action is refused twice in a Skirmish, for the defender when Unopposed, and for other classes', () => {
    let s = begun(
      ayla([soldier, soldier, horn], { power: { classId: 'evoker' } }),
      brigands([raiders, horn], { power: { classId: 'illusionist' } }),
    );
    s = step(s, { type: 'offense', card: 0 });
    let u = step(s, { type: 'pass' }); // Unopposed
    u = step(u, { type: 'done' }); // Ayla declines; the Brigands hold a Horn, so they get their turn
    expect(u.actor).to.equal(1);
    expect(refusal(u, { type: 'power', side: 'offense' })).to.equal(
      'the Offense unit is Unopposed: only its own commander may add to it (AC-MO-7)',
    );
    s = step(s, { type: 'defense', card: 3 });
    s = step(s, { type: 'power', side: 'offense' }); // Evoker
    s = step(s, { type: 'done' }); // Brigands
    expect(s.actor).to.equal(0); // Ayla still holds the Horn
    expect(refusal(s, { type: 'power', side: 'offense' })).to.equal('Evoker: already used once this Skirmish (AC-CP)');
    const plain = begun(ayla([soldier]), brigands([raiders]));
    expect(refusal(plain, { type: 'offense', card: 0, powers: { changeRole: true } })).to.equal(
      'only a Master of Arms or an Adept changes the Role of the card played (AC-CP)',
    );
    expect(refusal(plain, { type: 'offense', card: 0, powers: { shapeshiftTo: 'guardian' } })).to.equal(
      'only a Shapeshifter gives a card another Role (AC-CP)',
    );
  });

  it('AC-CP Illusionist: the die is rolled before the Skirmish dice and Adds to the chosen unit', () => {
    let s = begun(ayla([soldier]), brigands([raiders], { power: { classId: 'illusionist' } }));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    expect([s.step, s.actor]).to.deep.equal(['bonuses', 1]); // Ayla has nothing and is skipped
    s = step(s, { type: 'power', side: 'defense' });
    s = step(s, { type: 'resolve' }, [4, 3, 2]); // Illusionist 4; Soldier 2 + 3 = 5; Raiders 2 + 2 + 4 = 8
    expect(battleLog(s).some((e) => e.text === 'Illusionist: Raiders Adds 4 (Illusionist d6)')).to.equal(true);
    expect(piles(s, 0).killed).to.deep.equal(['Soldier']);
  });

  it('AC-CP Master of Arms: the card played as an Aggressor rolls 2d6 and Adds 1', () => {
    let s = begun(ayla([soldier], { power: { classId: 'master-of-arms' } }), brigands([raiders]));
    expect(legalActions(s)).to.deep.include({ type: 'offense', card: 0, powers: { changeRole: true } });
    s = step(s, { type: 'offense', card: 0, powers: { changeRole: true } });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [1, 5, 3]); // Soldier 2 + 5 + 1 = 8 against Raiders 2 + 3 = 5
    expect(piles(s, 1).killed).to.deep.equal(['Raiders']);
  });

  it('AC-CP Tactician: the benefit chosen at the start of the Battle acts for the whole Battle', () => {
    const s = begun(
      ayla([soldier], { power: { classId: 'tactician', tacticianAs: 'master-of-arms' } }),
      brigands([raiders]),
    );
    expect(s.commanders[0].power).to.deep.include({ chosen: 'tactician', classId: 'master-of-arms' });
    expect(legalActions(s)).to.deep.include({ type: 'offense', card: 0, powers: { changeRole: true } });
    expect(() =>
      battle(ayla([soldier], { power: { classId: 'tactician', tacticianAs: 'evoker' } }), brigands([raiders])),
    ).to.throw(RangeError, 'Ayla: Tactician may only take a Guardian-row or Steel-column benefit, not evoker (AC-CP)');
  });

  it('AC-CP Shapeshifter: once per Battle, listed as play options until used', () => {
    let s = begun(ayla([soldier, soldier], { power: { classId: 'shapeshifter' } }), brigands([raiders, raiders]));
    expect(legalActions(s).filter((a) => a.type === 'offense' && a.card === 0)).to.have.length(6); // plain + 5 Roles
    s = step(s, { type: 'offense', card: 0, powers: { shapeshiftTo: 'guardian' } });
    s = step(s, { type: 'defense', card: 2 });
    s = step(s, { type: 'resolve' }, [6, 1]); // a Guardian on Offense rolls 1 die: 2 + 6 = 8 against 2 + 1 = 3
    s = step(s, { type: 'done' });
    s = step(s, { type: 'pass' });
    expect(refusal(s, { type: 'offense', card: 1, powers: { shapeshiftTo: 'aggressor' } })).to.equal(
      'Shapeshifter: already used once this Battle (AC-CP)',
    );
  });

  it('AC-CP Oathbound: the designated unit is Disabled instead of Killed', () => {
    let s = begun(ayla([knight]), brigands([soldier, raiders], { power: { classId: 'oathbound', oathbound: 0 } }));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [6, 6, 1]); // Knight 10 against Soldier 3
    expect(piles(s, 1)).to.deep.include({ disabled: ['Soldier'], killed: [] });
    expect(battleLog(s).some((e) => e.text === 'Oathbound: Soldier is disabled instead of killed')).to.equal(true);
  });

  it('AC-CP Oathbound: the designated unit is Exhausted instead of Disabled', () => {
    let s = begun(ayla([knight]), brigands([soldier], { power: { classId: 'oathbound', oathbound: 0 } }));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [2, 1, 3]); // Knight 4 + 2 = 6 against Soldier 2 + 3 = 5
    expect(piles(s, 1).exhausted).to.deep.equal(['Soldier']);
  });

  it('AC-CP Necromancer, AC-SK-6: when Phase 2 begins, 1 card from Disabled back to hand', () => {
    let s = begun(ayla([soldier], { power: { classId: 'necromancer' } }), brigands([knight]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [3, 1]); // 2 + 3 = 5 against 4 + 1 = 5: higher base Strength, the Knight
    expect(piles(s, 0).disabled).to.deep.equal(['Soldier']);
    s = step(s, { type: 'unable' }); // neither holds a card: Phase 2
    expect([s.phase, s.step, s.actor]).to.deep.equal([2, 'phase-2', 0]);
    expect(refusal(s, { type: 'return', card: 1 })).to.equal("card 1 is not in Ayla's Disabled pile");
    s = step(s, { type: 'return', card: 0 });
    expect(piles(s, 0).hand).to.deep.equal(['Soldier']);
    expect([s.step, s.turn]).to.deep.equal(['offense', 1]); // the Brigands defended last (AC-BA-3)
  });

  it('AC-CP Psionicist: needs 2 cards in hand; the random card Adds 3, once per Battle', () => {
    const one = begun(ayla([soldier], { power: { classId: 'psionicist' } }), brigands([raiders]));
    expect(refusal(one, { type: 'offense', card: 0, powers: { psionic: true } })).to.equal(
      'Psionicist: needs at least 2 cards in hand (AC-CP)',
    );
    let s = begun(
      ayla([soldier, soldier, soldier], { power: { classId: 'psionicist' } }),
      brigands([raiders, raiders]),
    );
    s = step(s, { type: 'offense', card: 1, powers: { psionic: true } });
    s = step(s, { type: 'defense', card: 3 });
    s = step(s, { type: 'resolve' }, [4, 6]); // Soldier 2 + 4 + 3 = 9 against Raiders 2 + 6 = 8
    expect(piles(s, 1).disabled).to.deep.equal(['Raiders']);
    s = step(s, { type: 'pass' }); // Brigands
    expect(refusal(s, { type: 'offense', card: 0, powers: { psionic: true } })).to.equal(
      'Psionicist: already used once this Battle (AC-CP)',
    );
    expect(legalActions(s).some((a) => a.type === 'offense' && a.powers)).to.equal(false);
  });
});
