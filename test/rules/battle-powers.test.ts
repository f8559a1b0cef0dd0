import { expect } from '@open-wc/testing';

import { afterBattle, battleLog, type BattleState, legalActions, needsDie, powerUses } from '../../src/rules/index.js';
import {
  ayla,
  banner,
  begun,
  brigands,
  knight,
  medic,
  morale,
  piles,
  raiders,
  refusal,
  soldier,
  spearmen,
  step,
} from './battle-helpers.js';

const horn = { unit: { name: 'Horn', strength: null, role: 'equipment' as const }, discardBonus: 1 };
const logged = (s: BattleState, text: string) => battleLog(s).some((e) => e.text === text);

describe('The powers that were text only (AC-CP)', () => {
  it('AC-CP Battlemage, R13: a discard rolls; 5+ sends it to Exhausted, once per Phase', () => {
    let s = begun(ayla([soldier, horn, horn, horn], { power: { classId: 'battlemage' } }), brigands([raiders]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 4 });
    const first = { type: 'discard', card: 1, side: 'offense' } as const;
    expect(needsDie(s, first)).to.equal(true);
    expect(refusal(s, first)).to.equal("'discard' rolls dice: give battleStep a d6");
    s = step(s, first, [4]); // a miss: Disabled
    expect(piles(s, 0)).to.deep.include({ disabled: ['Horn'], exhausted: [] });
    s = step(s, { type: 'discard', card: 2, side: 'offense' }, [6]); // a success: Exhausted
    expect(piles(s, 0)).to.deep.include({ disabled: ['Horn'], exhausted: ['Horn'] });
    expect(logged(s, 'Battlemage: rolled 6, Horn goes to Exhausted instead of Disabled')).to.equal(true);
    expect(powerUses(s, 0)?.text).to.equal('Battlemage: 0 of 1 left this Phase');
    const third = { type: 'discard', card: 3, side: 'offense' } as const;
    expect(needsDie(s, third)).to.equal(false); // it succeeded this Phase: no roll
    s = step(s, third);
    expect(piles(s, 0).disabled).to.deep.equal(['Horn', 'Horn']);
    s = step(s, { type: 'resolve' }, [1, 1]); // Soldier 2 + 1 + 3 = 6 against Raiders 2 + 1: Killed
    s = step(s, { type: 'done' }); // the Brigands do not save them
    s = step(s, { type: 'unable' }); // Brigands; Ayla holds nothing either: Phase 2
    expect(s.phase).to.equal(2);
    expect(piles(s, 0).hand).to.deep.equal(['Horn', 'Soldier']); // the Exhausted Horn came back
    expect(powerUses(s, 0)?.text).to.equal('Battlemage: 1 of 1 left this Phase');
  });

  it('AC-CP Chirurgeon, R7: the Alchemy Lab joins the hand, is Disabled instead of Killed, and is not in the army after', () => {
    let s = begun(ayla([soldier], { power: { classId: 'chirurgeon', powerUnit: true } }), brigands([knight, raiders]));
    expect(piles(s, 0).hand).to.deep.equal(['Soldier', 'Alchemy Lab']);
    expect(s.cards[3]).to.deep.include({ owner: 0, grantedBy: 'chirurgeon' });
    expect(s.cards[3]!.unit).to.deep.equal({ name: 'Alchemy Lab', strength: 1, role: 'equipment' });
    s = step(s, { type: 'offense', card: 3 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [6]); // Equipment rolls nothing: 1 against Knight 4 + 6 = 10
    expect(piles(s, 0)).to.deep.include({ disabled: ['Alchemy Lab'], killed: [] });
    expect(logged(s, 'Chirurgeon: Alchemy Lab is disabled instead of killed')).to.equal(true);
    s = step(s, { type: 'pass' }); // Brigands
    s = step(s, { type: 'pass' }); // Ayla: both Passed in a row
    const out = afterBattle(s)!;
    expect(out.armies[0].returned.map((u) => u.name)).to.deep.equal(['Soldier']);
    expect([out.armies[0].killed, out.armies[1].kills]).to.deep.equal([[], 0]);
  });

  it('AC-CP Cleric, R14: 1 Morale, a Killed card back to hand after the Skirmish, once per Day', () => {
    let s = begun(ayla([soldier, spearmen], { power: { classId: 'cleric' } }), brigands([knight, raiders]));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 2 });
    s = step(s, { type: 'resolve' }, [1, 6]); // Soldier 2 + 1 = 3 against Knight 4 + 6 = 10: Killed
    expect([s.step, s.actor]).to.deep.equal(['aftermath', 0]);
    expect(legalActions(s)).to.deep.include({ type: 'cleric', card: 0 });
    s = step(s, { type: 'cleric', card: 0 });
    expect(piles(s, 0)).to.deep.include({ hand: ['Spearmen', 'Soldier'], killed: [] });
    expect([morale(s, 0), s.step, s.turn]).to.deep.equal([6, 'offense', 1]); // nothing else to do: the window closes
    expect(powerUses(s, 0)?.text).to.equal('Cleric: 0 of 1 left this Day');
    expect(refusal(s, { type: 'cleric', card: 0 })).to.equal('only a Cleric takes a Killed card back (AC-CP)');
    s = step(s, { type: 'pass' }); // Brigands
    s = step(s, { type: 'pass' }); // Ayla
    expect(afterBattle(s)!.armies[0].powerUsedToday).to.equal(true);
  });

  it('AC-CP Cleric, R14: on the Cleric’s own turn before the Offense card; refused when used earlier that Day', () => {
    const killSoldier = (usedToday: boolean) => {
      let s = begun(
        ayla([soldier, spearmen], { power: { classId: 'cleric', usedToday } }),
        brigands([knight, raiders]),
      );
      s = step(s, { type: 'offense', card: 0 });
      s = step(s, { type: 'defense', card: 2 });
      s = step(s, { type: 'resolve' }, [1, 6]);
      if (s.step === 'aftermath') s = step(s, { type: 'done' }); // Ayla keeps her Influence and her power
      return step(s, { type: 'pass' }); // Brigands: now Ayla's turn
    };
    let s = killSoldier(false);
    expect(legalActions(s)).to.deep.include({ type: 'cleric', card: 0 });
    s = step(s, { type: 'cleric', card: 0 });
    expect([s.step, s.actor, piles(s, 0).hand]).to.deep.equal(['offense', 0, ['Spearmen', 'Soldier']]);
    const used = killSoldier(true);
    expect(legalActions(used).some((a) => a.type === 'cleric')).to.equal(false);
    expect(refusal(used, { type: 'cleric', card: 0 })).to.equal('Cleric: already used today (once per Day, AC-CP)');
  });

  it('AC-CP Rogue, R15: a Kill rolls a d6; 4+ gains 1 Morale, kept when the Kill is then prevented', () => {
    const kill = (rogueRoll: number) => {
      let s = begun(ayla([knight], { power: { classId: 'rogue' } }), brigands([soldier, soldier]));
      s = step(s, { type: 'offense', card: 0 });
      s = step(s, { type: 'defense', card: 1 });
      return step(s, { type: 'resolve' }, [6, 1, 1, rogueRoll]); // Knight 4 + 6 = 10 against Soldier 3: Killed
    };
    let s = kill(4);
    expect(morale(s, 0)).to.equal(8); // AC-MO-4: beyond the start
    expect(logged(s, 'Rogue: rolled 4 for the Kill of Soldier, +1 Morale')).to.equal(true);
    s = step(s, { type: 'prevent-kill', card: 1 }); // the Brigands pay 3 Morale
    expect([morale(s, 0), piles(s, 1).disabled]).to.deep.equal([8, ['Soldier']]);
    expect(morale(kill(3), 0)).to.equal(7);
  });

  it('AC-CP Chaplain, R8: a Skirmish with the Mediating Chaplain is not rolled; both cards Exhausted', () => {
    let s = begun(ayla([soldier], { power: { classId: 'chaplain', powerUnit: true } }), brigands([knight, horn]), 1);
    s = step(s, { type: 'offense', card: 1 }); // Knight
    s = step(s, { type: 'defense', card: 3 }); // Mediating Chaplain
    expect(s.step).to.equal('resolve'); // no discard window, though the Brigands hold a Horn
    expect(needsDie(s, { type: 'resolve' })).to.equal(false);
    s = step(s, { type: 'resolve' });
    expect(piles(s, 0).exhausted).to.deep.equal(['Mediating Chaplain']);
    expect(piles(s, 1).exhausted).to.deep.equal(['Knight']);
    expect(logged(s, 'Mediating Chaplain: Knight against Mediating Chaplain: no roll, nobody is harmed')).to.equal(
      true,
    );
    expect([s.step, s.turn]).to.deep.equal(['offense', 0]);
  });

  it('AC-CP Chaplain, R8, R4: the Mediating Chaplain Unopposed deals no Morale damage', () => {
    let s = begun(ayla([soldier], { power: { classId: 'chaplain', powerUnit: true } }), brigands([knight]));
    s = step(s, { type: 'offense', card: 2 });
    s = step(s, { type: 'pass' });
    s = step(s, { type: 'resolve' });
    expect([morale(s, 1), piles(s, 0).exhausted]).to.deep.equal([5, ['Mediating Chaplain']]);
  });

  it('AC-CP Etherealist, R16: once per Battle, a hand card that can fight takes the place of the own card', () => {
    let s = begun(
      ayla([soldier, knight, banner], { power: { classId: 'etherealist' } }),
      brigands([raiders, spearmen]),
    );
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 3 });
    expect([s.step, s.actor]).to.deep.equal(['bonuses', 0]);
    expect(legalActions(s).filter((a) => a.type === 'exchange')).to.deep.equal([{ type: 'exchange', card: 1 }]);
    expect(refusal(s, { type: 'exchange', card: 2 })).to.equal('Banner could not be played there (AC-UN-4)');
    s = step(s, { type: 'exchange', card: 1 });
    expect(s.pending?.offense).to.equal(1);
    expect(piles(s, 0).hand).to.deep.equal(['Banner', 'Soldier']);
    expect(powerUses(s, 0)?.text).to.equal('Etherealist: 0 of 1 left this Battle');
    expect(s.step).to.equal('resolve'); // nobody has anything left to do
    s = step(s, { type: 'resolve' }, [3, 2, 1]); // Knight 4 + 3 = 7 against Raiders 2 + 1 = 3: Killed
    expect([piles(s, 0).exhausted, piles(s, 1).killed]).to.deep.equal([['Knight'], ['Raiders']]);
  });

  it('AC-CP Shapeshifter, R9: a card of another Role discarded as a Healer, with its own Strength', () => {
    let s = begun(
      ayla([soldier, knight, spearmen], { power: { classId: 'shapeshifter' } }),
      brigands([raiders, raiders]),
    );
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 3 });
    s = step(s, { type: 'resolve' }, [3, 4]); // Soldier 2 + 3 = 5 against Raiders 2 + 4 = 6: Disabled
    expect([s.step, s.actor]).to.deep.equal(['aftermath', 0]);
    const heal = { type: 'heal', healer: 1, card: 0, shapeshift: true } as const;
    expect(legalActions(s)).to.deep.include(heal);
    expect(refusal(s, { type: 'heal', healer: 1, card: 0 })).to.equal(
      "card 1 is not a Healer in Ayla's hand (AC-HE-1)",
    );
    s = step(s, heal);
    expect(piles(s, 0)).to.deep.include({ hand: ['Spearmen', 'Soldier'], disabled: ['Knight'] });
    expect([morale(s, 0), powerUses(s, 0)?.left]).to.deep.equal([6, 0]);
    expect(logged(s, 'Shapeshifter: Knight is discarded as a Healer')).to.equal(true);
    let plain = begun(ayla([soldier, knight, medic]), brigands([raiders])); // a Medic opens the window
    plain = step(plain, { type: 'offense', card: 0 });
    plain = step(plain, { type: 'defense', card: 3 });
    plain = step(plain, { type: 'resolve' }, [3, 4]);
    expect(refusal(plain, heal)).to.equal('only a Shapeshifter discards a card as a Healer (R9)');
  });

  it('AC-CP Psionicist, R10: one action draws a random card that can fight with the d6; it Adds 3', () => {
    let s = begun(ayla([soldier, knight, banner], { power: { classId: 'psionicist' } }), brigands([raiders]));
    const offers = legalActions(s).filter((a) => a.type === 'psionic' || ('powers' in a && a.powers));
    expect(offers).to.deep.equal([{ type: 'psionic' }]);
    expect(refusal(s, { type: 'psionic' })).to.equal("'psionic' rolls dice: give battleStep a d6");
    s = step(s, { type: 'psionic' }, [2]); // the second of the 2 cards that can fight: Knight
    expect(s.pending).to.deep.include({ offense: 1 });
    s = step(s, { type: 'defense', card: 3 });
    s = step(s, { type: 'resolve' }, [1, 1, 6]); // Knight 4 + 1 + 3 = 8 against Raiders 2 + 6 = 8: higher base wins
    expect(logged(s, 'Psionicist: Knight Adds 3 (drawn at random)')).to.equal(true);
    expect(piles(s, 0).exhausted).to.deep.equal(['Knight']);
  });
});
