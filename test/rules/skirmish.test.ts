import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  type D6,
  diceCount,
  diceMode,
  fixedD6,
  resolveSkirmish,
  type Role,
  seededD6,
  sideModifiers,
  type SkirmishInput,
  type Unit,
} from '../../src/rules/index.js';

const spearmen: Unit = { name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel', traits: ['reach'] };
const soldier: Unit = { name: 'Soldier', strength: 2, role: 'trooper' };
const veteran: Unit = { name: 'Veterans', strength: 3, role: 'trooper' };
const raiders: Unit = { name: 'Raiders', strength: 2, role: 'aggressor' };
const shieldWall: Unit = { name: 'Shield Wall', strength: 2, role: 'guardian' };
const sage: Unit = { name: 'Sage', strength: 1, role: 'savant', path: 'mind' };
const pikes: Unit = { name: 'Pikes', strength: 2, role: 'trooper', traits: ['reach'] };
const archers: Unit = { name: 'Archers', strength: 2, role: 'trooper', traits: ['ranged'] };
const cart: Unit = { name: 'Cart', strength: 1, role: 'equipment' };
const wagon: Unit = { name: 'Wagon', strength: 1, role: 'equipment' };
const banner: Unit = { name: 'Banner', strength: 0, role: 'equipment' };

const vs = (offense: Unit, defense: Unit, extra: Partial<SkirmishInput> = {}): SkirmishInput => ({
  offense: { unit: offense },
  defense: { unit: defense },
  ...extra,
});
/** A die that must never be asked: the rules decide without dice. */
const noDice: D6 = fixedD6([]);
const steps = (input: SkirmishInput, d6: D6) => resolveSkirmish(input, d6).trace.map((s) => `${s.kind} ${s.rule}`);

describe('resolveSkirmish (AC-SK)', () => {
  describe('AC-SK-12 worked example', () => {
    it('AC-SK-12, AC-SK-3, AC-SK-11, AC-SK-7: Spearmen 7 against Soldier 4, margin 3: Soldier Killed', () => {
      // Spearmen: Strength 3 + best of [2, 3] + Reach 1 = 7. Soldier: Strength 2 + 2 = 4.
      const result = resolveSkirmish(vs(spearmen, soldier), fixedD6([2, 3, 2]));
      expect({ ...result, trace: undefined }).to.deep.equal({
        winner: 'offense',
        margin: 3,
        rerolls: 0,
        offense: { dice: [2, 3], total: 7, fate: 'exhausted' },
        defense: { dice: [2], total: 4, fate: 'killed' },
        trace: undefined,
      });
    });

    it('AC-SK-12, AC-SK-9, AC-SK-7: a discarded Soldier gives +1: 7 against 5, Soldier only Disabled', () => {
      const input = { offense: { unit: spearmen }, defense: { unit: soldier, cardBonuses: [1] } };
      const result = resolveSkirmish(input, fixedD6([2, 3, 2]));
      expect(result.winner).to.equal('offense');
      expect(result.margin).to.equal(2);
      expect(result.offense).to.deep.equal({ dice: [2, 3], total: 7, fate: 'exhausted' });
      expect(result.defense).to.deep.equal({ dice: [2], total: 5, fate: 'disabled' });
    });

    it('AC-SK-12: the trace lists dice, parts of each total, decision, margin and fates with their rules', () => {
      expect(steps(vs(spearmen, soldier), fixedD6([2, 3, 2]))).to.deep.equal([
        'dice AC-SK-3',
        'die AC-SK-3',
        'die AC-SK-3',
        'dice AC-SK-2',
        'die AC-SK-2',
        'add AC-SK-2',
        'add AC-SK-3',
        'add AC-SK-11',
        'total AC-SK-2',
        'add AC-SK-2',
        'add AC-SK-2',
        'total AC-SK-2',
        'decide AC-SK-6',
        'margin AC-SK-7',
        'fate AC-SK-7',
        'fate AC-SK-7',
      ]);
      const trace = resolveSkirmish(vs(spearmen, soldier), fixedD6([2, 3, 2])).trace;
      expect(trace.filter((s) => s.kind === 'die').map((s) => s.text)).to.deep.equal([
        'Spearmen: rolled 2, dropped',
        'Spearmen: rolled 3, kept',
        'Soldier: rolled 2',
      ]);
      expect(trace.find((s) => s.kind === 'add' && s.source === 'reach')?.text).to.equal(
        'Spearmen: Reach +1: opponent has neither Reach nor Ranged',
      );
      expect(trace.filter((s) => s.kind === 'fate').map((s) => s.text)).to.deep.equal([
        'Spearmen: Exhausted (won)',
        'Soldier: Killed (lost by 3 or more)',
      ]);
    });
  });

  it('AC-SK-2: total = base Strength + die + card bonuses + other adds', () => {
    const input = { offense: { unit: soldier, cardBonuses: [1], otherBonus: 2 }, defense: { unit: soldier } };
    const result = resolveSkirmish(input, fixedD6([4, 1]));
    expect(result.offense.total).to.equal(2 + 4 + 1 + 2);
    expect(result.defense.total).to.equal(2 + 1);
    expect(result.margin).to.equal(6);
  });

  it('AC-SK-1: the same two cards give a different Skirmish when the other commander is on Offense', () => {
    // Raiders on Offense roll 2d6 (best of [1, 6]); on Defense only 1d6, the Offense die drawn first.
    expect(resolveSkirmish(vs(raiders, soldier), fixedD6([1, 6, 4])).offense.total).to.equal(8);
    const swapped = resolveSkirmish(vs(soldier, raiders), fixedD6([1, 6]));
    expect([swapped.offense.dice, swapped.defense.dice, swapped.defense.total]).to.deep.equal([[1], [6], 8]);
  });

  it('AC-SK-9: card bonuses stack, even from cards of the same name', () => {
    const input = { offense: { unit: soldier, cardBonuses: [1, 1, 1] }, defense: { unit: soldier } };
    expect(resolveSkirmish(input, fixedD6([2, 2])).offense.total).to.equal(2 + 2 + 3);
  });

  it('AC-SK-8, R5: resolveSkirmish reports every Kill, the automatic one too; preventing it is the commander’s choice', () => {
    const result = resolveSkirmish(vs(banner, soldier), noDice);
    expect(result.offense.fate).to.equal('killed');
    expect(result.trace.at(-1)).to.include({ kind: 'fate', side: 'offense', fate: 'killed', rule: 'AC-SK-5' });
  });

  describe('AC-SK-3, AC-SK-4, AC-SK-5: dice for every role pairing', () => {
    // offense dice / defense dice; rows are the Offense role, columns the Defense role.
    const columns: Role[] = ['aggressor', 'guardian', 'healer', 'savant', 'equipment', 'trooper'];
    const table: Record<string, string[]> = {
      aggressor: ['2/1', '1/1', '2/1', '2/1', '2/0', '2/1'],
      guardian: ['1/1', '1/2', '1/1', '1/1', '1/0', '1/1'],
      healer: ['1/1', '1/2', '1/1', '1/1', '1/0', '1/1'],
      savant: ['1/1', '1/2', '1/1', '1/1', '1/0', '1/1'],
      equipment: ['0/1', '0/2', '0/1', '0/1', '0/0', '0/1'],
      trooper: ['1/1', '1/2', '1/1', '1/1', '1/0', '1/1'],
    };
    for (const [offenseRole, row] of Object.entries(table)) {
      it(`AC-SK-3, AC-SK-4, AC-SK-5: ${offenseRole} on Offense against each role`, () => {
        row.forEach((expected, i) => {
          const input = vs(
            { name: 'O', strength: 1, role: offenseRole as Role },
            { name: 'D', strength: 1, role: columns[i]! },
          );
          const counts = `${diceCount(input, 'offense')}/${diceCount(input, 'defense')}`;
          const result = resolveSkirmish(input, seededD6(i));
          const rolled = `${result.offense.dice.length}/${result.defense.dice.length}`;
          expect([counts, rolled], `${offenseRole} vs ${columns[i]}`).to.deep.equal([expected, expected]);
        });
      });
    }

    it('AC-SK-3: the Aggressor keeps the higher of its two dice, drawn before the Defense die', () => {
      const result = resolveSkirmish(vs(raiders, soldier), fixedD6([6, 1, 3]));
      expect(result.offense).to.deep.equal({ dice: [6, 1], total: 8, fate: 'exhausted' });
      expect(result.defense).to.deep.equal({ dice: [3], total: 5, fate: 'killed' });
    });

    it('AC-SK-4: the Guardian on Defense keeps the higher of its two dice, drawn after the Offense die', () => {
      const result = resolveSkirmish(vs(soldier, shieldWall), fixedD6([5, 2, 4]));
      expect(result.offense.dice).to.deep.equal([5]);
      expect(result.defense.dice).to.deep.equal([2, 4]);
      expect(result.winner).to.equal('offense'); // 7 against 6
      expect(result.margin).to.equal(1);
    });

    it('AC-SK-3, AC-SK-4: diceMode names the rule and the reason', () => {
      expect(diceMode(vs(raiders, shieldWall), 'offense')).to.deep.equal({
        count: 1,
        rule: 'AC-SK-3',
        text: '1d6: Aggressor against a Guardian',
      });
      expect(diceMode(vs(raiders, shieldWall), 'defense')).to.deep.equal({
        count: 1,
        rule: 'AC-SK-4',
        text: '1d6: Guardian against an Aggressor',
      });
      expect(diceMode(vs(shieldWall, cart), 'offense').count, 'a Guardian on Offense rolls one die').to.equal(1);
      expect(diceMode(vs(soldier, cart), 'defense').rule).to.equal('AC-SK-5');
    });
  });

  describe('AC-SK-6 ties', () => {
    it('AC-SK-6: equal totals: the higher base Strength (on Offense) wins, margin 0, loser Disabled', () => {
      // Veterans 3 + 2 = 5; Soldier 2 + 2 + card bonus 1 = 5.
      const input = { offense: { unit: veteran }, defense: { unit: soldier, cardBonuses: [1] } };
      const result = resolveSkirmish(input, fixedD6([2, 2]));
      expect([result.winner, result.margin, result.rerolls]).to.deep.equal(['offense', 0, 0]);
      expect([result.offense.fate, result.defense.fate]).to.deep.equal(['exhausted', 'disabled']);
      expect(result.trace.find((s) => s.kind === 'decide')).to.include({ by: 'base', rule: 'AC-SK-6' });
    });

    it('AC-SK-6: base Strength is the printed Strength: bonuses do not count for the tie', () => {
      // Soldier 2 + 3 + other adds 1 = 6 against Veterans 3 + 3 = 6: the Veterans' printed 3 wins.
      const input = { offense: { unit: soldier, otherBonus: 1 }, defense: { unit: veteran } };
      const result = resolveSkirmish(input, fixedD6([3, 3]));
      expect([result.winner, result.margin, result.defense.fate, result.offense.fate]).to.deep.equal([
        'defense',
        0,
        'exhausted',
        'disabled',
      ]);
    });

    it('AC-SK-6: equal totals and base Strength: both roll again, in the same order, and rerolls counts it', () => {
      // Round 1: Raiders best of [1, 3] = 3 → 5, Soldier 3 → 5: re-roll. Round 2: best of [5, 2] → 7 against 4 → 6.
      const result = resolveSkirmish(vs(raiders, soldier), fixedD6([1, 3, 3, 5, 2, 4]));
      expect(result.rerolls).to.equal(1);
      expect(result.offense).to.deep.equal({ dice: [5, 2], total: 7, fate: 'exhausted' });
      expect(result.defense).to.deep.equal({ dice: [4], total: 6, fate: 'disabled' });
      const reroll = result.trace.find((s) => s.kind === 'decide' && s.by === 'reroll');
      expect(reroll).to.include({ round: 1, rule: 'AC-SK-6', winner: undefined });
      expect(reroll?.text).to.equal('Equal totals (5) and base Strength (2): both roll again (re-roll #1)');
      const dice = (round: number) =>
        result.trace.flatMap((s) => (s.kind === 'die' && s.round === round ? [s.value] : []));
      expect([dice(1), dice(2)]).to.deep.equal([
        [1, 3, 3],
        [5, 2, 4],
      ]);
    });

    it('AC-SK-6, AC-SK-7: several re-rolls, then a Kill by Defense', () => {
      const result = resolveSkirmish(vs(soldier, soldier), fixedD6([4, 4, 1, 1, 2, 5]));
      expect([result.winner, result.rerolls, result.margin]).to.deep.equal(['defense', 2, 3]);
      expect([result.offense.fate, result.defense.fate]).to.deep.equal(['killed', 'exhausted']);
    });

    it('R2: equal totals and base Strength with no die to re-roll (both Equipment): Defense wins', () => {
      const result = resolveSkirmish(vs(cart, wagon), noDice);
      expect({ ...result, trace: undefined }).to.deep.equal({
        winner: 'defense',
        margin: 0,
        rerolls: 0,
        offense: { dice: [], total: 1, fate: 'disabled' },
        defense: { dice: [], total: 1, fate: 'exhausted' },
        trace: undefined,
      });
      expect(result.trace.find((s) => s.kind === 'decide')).to.include({ by: 'R2', rule: 'R2', winner: 'defense' });
    });

    it('AC-SK-6: Equipment against Equipment with different base Strength: the higher base wins, no R2', () => {
      const bigCart: Unit = { ...cart, name: 'Siege Cart', strength: 2 };
      const input = { offense: { unit: bigCart }, defense: { unit: wagon, otherBonus: 1 } };
      expect(resolveSkirmish(input, noDice).winner).to.equal('offense');
    });

    it('AC-SK-6: a die that keeps tying forever is refused instead of looping', () => {
      expect(() => resolveSkirmish(vs(soldier, soldier), () => 3)).to.throw(RangeError, /re-rolls/);
    });
  });

  describe('AC-SK-5 Equipment, R1', () => {
    it('AC-SK-5: Equipment rolls no die: its total is its Strength plus modifiers', () => {
      const result = resolveSkirmish(vs(cart, soldier), fixedD6([3]));
      expect(result.offense).to.deep.equal({ dice: [], total: 1, fate: 'killed' });
      expect(result.defense).to.deep.equal({ dice: [3], total: 5, fate: 'exhausted' });
    });

    it('AC-SK-5: Strength-0 Equipment is Killed without a roll, even with a higher total; margin is still winner − loser', () => {
      const input = { offense: { unit: soldier }, defense: { unit: banner, otherBonus: 3 } };
      const result = resolveSkirmish(input, noDice);
      expect({ ...result, trace: undefined }).to.deep.equal({
        winner: 'offense',
        margin: -1,
        rerolls: 0,
        offense: { dice: [], total: 2, fate: 'exhausted' },
        defense: { dice: [], total: 3, fate: 'killed' },
        trace: undefined,
      });
      expect(steps(input, noDice).slice(-4)).to.deep.equal([
        'decide AC-SK-5',
        'margin AC-SK-5',
        'fate AC-SK-7',
        'fate AC-SK-5',
      ]);
    });

    it('AC-SK-5: Strength-0 Equipment on Offense: Defense wins and is Exhausted', () => {
      // No dice; Spearmen 3 + Reach 1 (a Banner has neither Reach nor Ranged) = 4 against 0.
      const result = resolveSkirmish(vs(banner, spearmen), noDice);
      expect([result.winner, result.offense.fate, result.defense.fate, result.margin]).to.deep.equal([
        'defense',
        'killed',
        'exhausted',
        4,
      ]);
    });

    it('R1: Strength-0 Equipment against Strength-0 Equipment: both Killed, no winner, margin 0', () => {
      const result = resolveSkirmish(
        { offense: { unit: banner, cardBonuses: [2] }, defense: { unit: banner } },
        noDice,
      );
      expect({ ...result, trace: undefined }).to.deep.equal({
        winner: null,
        margin: 0,
        rerolls: 0,
        offense: { dice: [], total: 2, fate: 'killed' },
        defense: { dice: [], total: 0, fate: 'killed' },
        trace: undefined,
      });
      expect(steps({ offense: { unit: banner }, defense: { unit: banner } }, noDice).slice(-4)).to.deep.equal([
        'decide R1',
        'margin R1',
        'fate R1',
        'fate R1',
      ]);
    });
  });

  describe('AC-SK-7 fates', () => {
    it('AC-SK-7: margin 2 Disables the loser, margin 3 Kills it', () => {
      expect(resolveSkirmish(vs(soldier, soldier), fixedD6([5, 3])).defense.fate).to.equal('disabled');
      expect(resolveSkirmish(vs(soldier, soldier), fixedD6([6, 3])).defense.fate).to.equal('killed');
      expect(resolveSkirmish(vs(soldier, soldier), fixedD6([1, 4])).offense.fate).to.equal('killed');
    });
  });

  describe('AC-SK-10 Savant', () => {
    it('AC-SK-10: each positive card bonus gives a Savant +2 more; other adds do not', () => {
      const input = { offense: { unit: sage, cardBonuses: [1, 2], otherBonus: 1 }, defense: { unit: soldier } };
      expect(sideModifiers(input, 'offense').map((p) => `${p.source} ${p.value}`)).to.deep.equal([
        'card 1',
        'savant 2',
        'card 2',
        'savant 2',
        'other 1',
      ]);
      // 1 + 3 + (1 + 2) + (2 + 2) + 1 = 12 against 2 + 1.
      expect(resolveSkirmish(input, fixedD6([3, 1])).offense.total).to.equal(12);
    });

    it('AC-SK-10: a card bonus of 0 or a penalty is no bonus: no Savant +2', () => {
      const input = { offense: { unit: sage, cardBonuses: [0, -1] }, defense: { unit: soldier } };
      expect(sideModifiers(input, 'offense').map((p) => p.source)).to.deep.equal(['card', 'card']);
      expect(resolveSkirmish(input, fixedD6([3, 1])).offense.total).to.equal(1 + 3 + 0 - 1);
    });

    it('AC-SK-10: a unit that is not a Savant gets only the card bonus', () => {
      const input = { offense: { unit: soldier, cardBonuses: [2] }, defense: { unit: soldier } };
      expect(resolveSkirmish(input, fixedD6([3, 1])).offense.total).to.equal(2 + 3 + 2);
    });

    it('AC-SK-10: the trace names the card bonus each Savant +2 comes from', () => {
      const input = { offense: { unit: soldier }, defense: { unit: sage, cardBonuses: [1] } };
      const texts = resolveSkirmish(input, fixedD6([1, 6])).trace.filter(
        (s) => s.kind === 'add' && s.side === 'defense',
      );
      expect(texts.map((s) => s.text)).to.deep.equal([
        'Sage: base Strength 1',
        'Sage: die +6',
        'Sage: card bonus #1 +1',
        'Sage: Savant +2 for card bonus #1',
      ]);
    });
  });

  describe('AC-SK-11 Reach', () => {
    const reachBonus = (input: SkirmishInput, side: 'offense' | 'defense') =>
      sideModifiers(input, side).filter((p) => p.source === 'reach').length;

    it('AC-SK-11: Reach gives +1 against a unit with neither Reach nor Ranged, on either side', () => {
      expect(reachBonus(vs(pikes, soldier), 'offense')).to.equal(1);
      expect(reachBonus(vs(soldier, pikes), 'defense')).to.equal(1);
      expect(resolveSkirmish(vs(soldier, pikes), fixedD6([3, 3])).defense.total).to.equal(2 + 3 + 1);
    });

    it('AC-SK-11: Reach against Reach, or against Ranged: no bonus for either side', () => {
      expect([reachBonus(vs(pikes, spearmen), 'offense'), reachBonus(vs(pikes, spearmen), 'defense')]).to.deep.equal([
        0, 0,
      ]);
      expect([reachBonus(vs(pikes, archers), 'offense'), reachBonus(vs(archers, pikes), 'defense')]).to.deep.equal([
        0, 0,
      ]);
      expect(reachBonus(vs(archers, pikes), 'offense'), 'Ranged itself gives nothing').to.equal(0);
    });

    it('AC-SK-11: Reach listed twice still counts once', () => {
      const doubled: Unit = { ...pikes, traits: ['reach', 'reach'] };
      expect(resolveSkirmish(vs(doubled, soldier), fixedD6([3, 3])).offense.total).to.equal(2 + 3 + 1);
    });
  });

  describe('AC-CP extra dice (the Illusionist’s power)', () => {
    const adds = (input: SkirmishInput, d6: D6, side: 'offense' | 'defense') =>
      resolveSkirmish(input, d6)
        .trace.filter((s) => s.kind === 'add' && s.side === side && s.round === 1)
        .map((s) => s.text);

    it('AC-CP: extra dice are drawn before the first round, Offense’s then Defense’s, and Add to the totals', () => {
      // Draws: Soldier's extra dice 1, 2; Veterans' extra die 3; then round 1: Soldier 4, Veterans 5.
      // Soldier 2 + 4 + 1 + 2 = 9 against Veterans 3 + 5 + 3 = 11: Defense wins by 2.
      const input = { offense: { unit: soldier, extraDice: 2 }, defense: { unit: veteran, extraDice: 1 } };
      const result = resolveSkirmish(input, fixedD6([1, 2, 3, 4, 5]));
      expect({ ...result, trace: undefined }).to.deep.equal({
        winner: 'defense',
        margin: 2,
        rerolls: 0,
        offense: { dice: [4], total: 9, fate: 'disabled', extraDice: [1, 2] },
        defense: { dice: [5], total: 11, fate: 'exhausted', extraDice: [3] },
        trace: undefined,
      });
      expect(adds(input, fixedD6([1, 2, 3, 4, 5]), 'offense')).to.deep.equal([
        'Soldier: base Strength 2',
        'Soldier: die +4',
        'Soldier: Illusionist die #1 +1',
        'Soldier: Illusionist die #2 +2',
      ]);
      const extra = result.trace.filter((s) => s.kind === 'add' && s.source === 'extra');
      expect(extra.map((s) => `${s.rule} ${s.text}`)).to.deep.equal([
        'AC-CP Soldier: Illusionist die #1 +1',
        'AC-CP Soldier: Illusionist die #2 +2',
        'AC-CP Veterans: Illusionist die +3',
      ]);
    });

    it('AC-CP, AC-SK-6: the extra die is rolled once and kept through a re-roll', () => {
      // Extra die 3. Round 1: Soldier 2 + 2 + 3 = 7 against Soldier 2 + 5 = 7, equal bases: re-roll.
      // Round 2 draws only the two Skirmish dice: 2 + 6 + 3 = 11 against 2 + 4 = 6, margin 5.
      const input = { offense: { unit: soldier, extraDice: 1 }, defense: { unit: soldier } };
      const result = resolveSkirmish(input, fixedD6([3, 2, 5, 6, 4]));
      expect([result.winner, result.rerolls, result.margin]).to.deep.equal(['offense', 1, 5]);
      expect(result.offense).to.deep.equal({ dice: [6], total: 11, fate: 'exhausted', extraDice: [3] });
      expect(result.defense).to.deep.equal({ dice: [4], total: 6, fate: 'killed' });
      const extraByRound = result.trace.flatMap((s) =>
        s.kind === 'add' && s.source === 'extra' ? [`${s.round}: ${s.value}`] : [],
      );
      expect(extraByRound).to.deep.equal(['1: 3', '2: 3']);
    });

    it('AC-CP, AC-SK-10: an extra die never triggers Savant, unlike a card bonus of the same value', () => {
      // Sage 1 + die 1 + extra die 5 = 7 (no +2) against Soldier 2 + 1 = 3: margin 4.
      const input = { offense: { unit: sage, extraDice: 1 }, defense: { unit: soldier } };
      const result = resolveSkirmish(input, fixedD6([5, 1, 1]));
      expect([result.offense.total, result.margin, result.defense.fate]).to.deep.equal([7, 4, 'killed']);
      expect(result.trace.some((s) => s.kind === 'add' && s.source === 'savant')).to.equal(false);
      expect(sideModifiers(input, 'offense')).to.deep.equal([]);
      const card = { offense: { unit: sage, cardBonuses: [5] }, defense: { unit: soldier } };
      expect(resolveSkirmish(card, fixedD6([1, 1])).offense.total, 'a card bonus of 5 does: 1 + 1 + 5 + 2').to.equal(9);
    });

    it('AC-CP, AC-SK-6: extra dice count for the total, not for the base Strength of a tie', () => {
      // Soldier 2 + 3 + extra 1 = 6 against Veterans 3 + 3 = 6: the Veterans' base 3 wins.
      const input = { offense: { unit: soldier, extraDice: 1 }, defense: { unit: veteran } };
      const result = resolveSkirmish(input, fixedD6([1, 3, 3]));
      expect([result.winner, result.margin, result.rerolls]).to.deep.equal(['defense', 0, 0]);
    });

    it('AC-CP, R2: extra dice are not re-rolled, so two tied Equipment still go to Defense', () => {
      // Cart 1 + extra 2 = 3 against Wagon 1 + extra 2 = 3: no die to re-roll, Defense wins (R2).
      const input = { offense: { unit: cart, extraDice: 1 }, defense: { unit: wagon, extraDice: 1 } };
      const result = resolveSkirmish(input, fixedD6([2, 2]));
      expect([result.winner, result.offense.total, result.defense.total]).to.deep.equal(['defense', 3, 3]);
      expect(result.trace.find((s) => s.kind === 'decide')).to.include({ by: 'R2' });
    });

    it('AC-CP, AC-SK-5, R1: no extra dice are drawn when the Kill is automatic', () => {
      const input = { offense: { unit: banner, extraDice: 2 }, defense: { unit: soldier, extraDice: 1 } };
      const result = resolveSkirmish(input, noDice);
      expect([result.winner, result.offense, result.defense]).to.deep.equal([
        'defense',
        { dice: [], total: 0, fate: 'killed' },
        { dice: [], total: 2, fate: 'exhausted' },
      ]);
      const both = { offense: { unit: banner, extraDice: 1 }, defense: { unit: banner, extraDice: 3 } };
      expect(resolveSkirmish(both, noDice).winner).to.equal(null);
    });

    it('AC-CP: extraDice 0 (or absent) changes nothing: same dice, same result, same trace', () => {
      const plain = vs(raiders, soldier);
      const zero = { offense: { unit: raiders, extraDice: 0 }, defense: { unit: soldier, extraDice: 0 } };
      const rolls = [1, 3, 3, 5, 2, 4];
      expect(resolveSkirmish(zero, fixedD6(rolls))).to.deep.equal(resolveSkirmish(plain, fixedD6(rolls)));
      expect('extraDice' in resolveSkirmish(zero, fixedD6(rolls)).offense).to.equal(false);
    });

    it('AC-CP: extraDice must be a whole number from 0 to 3: RangeError', () => {
      for (const extraDice of [-1, 4, 1.5, Number.NaN]) {
        const input = { offense: { unit: soldier, extraDice }, defense: { unit: soldier } };
        expect(() => resolveSkirmish(input, seededD6(1)), String(extraDice)).to.throw(RangeError, /extra dice/);
        const automatic = { offense: { unit: soldier }, defense: { unit: banner, extraDice } };
        expect(() => resolveSkirmish(automatic, noDice), `${extraDice}, automatic Kill`).to.throw(RangeError);
      }
      const three = { offense: { unit: soldier, extraDice: 3 }, defense: { unit: soldier } };
      expect(resolveSkirmish(three, fixedD6([6, 6, 6, 1, 1])).offense.total).to.equal(2 + 1 + 18);
    });
  });

  describe('options', () => {
    it('AC-SK-2: { trace: false } gives the same result with an empty trace; the default keeps the trace', () => {
      const input = { offense: { unit: spearmen, extraDice: 1 }, defense: { unit: soldier, cardBonuses: [1] } };
      const full = resolveSkirmish(input, fixedD6([4, 2, 3, 2]));
      expect(full.trace.length).to.be.above(10);
      expect(resolveSkirmish(input, fixedD6([4, 2, 3, 2]), { trace: false })).to.deep.equal({ ...full, trace: [] });
      expect(resolveSkirmish(input, fixedD6([4, 2, 3, 2]), { trace: true })).to.deep.equal(full);
    });
  });

  describe('AC-UN-4 and bad input', () => {
    it('AC-UN-4: a card with Strength "-" cannot fight: RangeError naming it', () => {
      const banner2: Unit = { name: 'War Banner', strength: null, role: 'equipment' };
      expect(() => resolveSkirmish(vs(banner2, soldier), noDice)).to.throw(RangeError, /War Banner has no Strength/);
      expect(() => resolveSkirmish(vs(soldier, banner2), noDice)).to.throw(RangeError, /War Banner/);
    });

    it('AC-UN-4: a Ritual cannot fight: RangeError', () => {
      const ritual: Unit = { name: 'Storm Call', strength: 2, role: 'ritual', path: 'magic' };
      expect(() => resolveSkirmish(vs(ritual, soldier), noDice)).to.throw(RangeError, /Ritual/);
    });

    it('AC-SK-2: a die outside 1–6 or a bonus that is not a number is refused', () => {
      expect(() => resolveSkirmish(vs(soldier, soldier), fixedD6([7, 1]))).to.throw(RangeError, /1 to 6/);
      const input = { offense: { unit: soldier, otherBonus: Number.NaN }, defense: { unit: soldier } };
      expect(() => resolveSkirmish(input, fixedD6([1, 2]))).to.throw(RangeError, /bonus/);
    });

    it('AC-SK-2: the input is not changed', () => {
      const input = deepFreeze({
        offense: { unit: sage, cardBonuses: [1] },
        defense: { unit: spearmen, otherBonus: 1 },
      });
      expect(() => resolveSkirmish(input, fixedD6([1, 2, 3]))).not.to.throw();
    });
  });

  describe('properties', () => {
    const unitArb = fc.record({
      name: fc.constantFrom('A', 'B'),
      strength: fc.integer({ min: 0, max: 6 }),
      role: fc.constantFrom<Role>('aggressor', 'guardian', 'healer', 'savant', 'equipment', 'trooper'),
      traits: fc.subarray(['reach', 'ranged']),
    });
    const sideArb = fc.record({
      unit: unitArb,
      cardBonuses: fc.array(fc.integer({ min: -2, max: 3 }), { maxLength: 3 }),
      otherBonus: fc.integer({ min: -2, max: 3 }),
    });
    const inputArb = fc.record({ offense: sideArb, defense: sideArb });
    const autoKill = (input: SkirmishInput) =>
      [input.offense, input.defense].some((s) => s.unit.role === 'equipment' && s.unit.strength === 0);

    it('AC-SK-7: Killed exactly when the margin is 3 or more (apart from AC-SK-5 and R1); winner Exhausted', () => {
      fc.assert(
        fc.property(inputArb, fc.integer(), (input, seed) => {
          const result = resolveSkirmish(input, seededD6(seed));
          if (autoKill(input)) return;
          const loser = result.winner === 'offense' ? result.defense : result.offense;
          const winner = result.winner === 'offense' ? result.offense : result.defense;
          expect(winner.fate).to.equal('exhausted');
          expect(loser.fate).to.equal(result.margin >= 3 ? 'killed' : 'disabled');
          expect(result.margin).to.equal(winner.total - loser.total);
          expect(result.margin).to.be.at.least(0);
        }),
      );
    });

    it('AC-SK-2, AC-SK-3, AC-SK-4, AC-SK-5: dice drawn per diceCount, total = base + kept die + sideModifiers', () => {
      fc.assert(
        fc.property(inputArb, fc.integer(), (input, seed) => {
          const result = resolveSkirmish(input, seededD6(seed));
          if (autoKill(input)) return;
          for (const side of ['offense', 'defense'] as const) {
            const { dice, total } = result[side];
            expect(dice.length).to.equal(diceCount(input, side));
            const mods = sideModifiers(input, side).reduce((sum, p) => sum + p.value, 0);
            expect(total).to.equal(input[side].unit.strength + (dice.length ? Math.max(...dice) : 0) + mods);
          }
        }),
      );
    });

    it('AC-SK-6: the deciding round never has equal totals and equal base Strength unless no die is rolled (R2)', () => {
      fc.assert(
        fc.property(inputArb, fc.integer(), (input, seed) => {
          const result = resolveSkirmish(input, seededD6(seed));
          if (autoKill(input) || result.offense.total !== result.defense.total) return;
          const [o, d] = [input.offense.unit.strength, input.defense.unit.strength];
          if (o !== d) expect(result.winner).to.equal(o > d ? 'offense' : 'defense');
          else
            expect([diceCount(input, 'offense') + diceCount(input, 'defense'), result.winner]).to.deep.equal([
              0,
              'defense',
            ]);
        }),
      );
    });

    const extraArb = fc.record({
      offense: fc.integer({ min: 0, max: 3 }),
      defense: fc.integer({ min: 0, max: 3 }),
    });
    const withExtra = (input: SkirmishInput, extra: { offense: number; defense: number }): SkirmishInput => ({
      offense: { ...input.offense, extraDice: extra.offense },
      defense: { ...input.defense, extraDice: extra.defense },
    });

    it('AC-CP, AC-SK-6: d6 gives the extra dice first (Offense’s, then Defense’s), then only each round’s dice', () => {
      fc.assert(
        fc.property(inputArb, extraArb, fc.integer(), (plain, extra, seed) => {
          const input = withExtra(plain, extra);
          const seeded = seededD6(seed);
          const drawn: number[] = [];
          const result = resolveSkirmish(input, () => {
            const die = seeded();
            drawn.push(die);
            return die;
          });
          const roundDice = result.trace.flatMap((s) => (s.kind === 'die' ? [s.value] : []));
          const off = result.offense.extraDice ?? [];
          const def = result.defense.extraDice ?? [];
          expect(drawn).to.deep.equal([...off, ...def, ...roundDice]);
          // AC-SK-5, R1: an automatic Kill draws no dice at all.
          const expected = autoKill(input) ? [0, 0] : [extra.offense, extra.defense];
          expect([off.length, def.length]).to.deep.equal(expected);
          if (autoKill(input)) return;
          for (const side of ['offense', 'defense'] as const) {
            const { dice, total, extraDice = [] } = result[side];
            const mods = sideModifiers(input, side).reduce((sum, p) => sum + p.value, 0);
            const extraSum = extraDice.reduce((sum, d) => sum + d, 0);
            expect(total).to.equal(
              input[side].unit.strength! + (dice.length ? Math.max(...dice) : 0) + mods + extraSum,
            );
          }
        }),
      );
    });

    it('AC-CP: without extra dice (0 or absent) the result is the same; { trace: false } only drops the trace', () => {
      fc.assert(
        fc.property(inputArb, fc.integer(), (input, seed) => {
          const plain = resolveSkirmish(input, seededD6(seed));
          expect(resolveSkirmish(withExtra(input, { offense: 0, defense: 0 }), seededD6(seed))).to.deep.equal(plain);
          expect(resolveSkirmish(input, seededD6(seed), { trace: false })).to.deep.equal({ ...plain, trace: [] });
        }),
      );
    });
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
