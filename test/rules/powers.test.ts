import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  applyCommanderPowers,
  applyUnopposedPowers,
  COMMANDER_CLASSES,
  commanderClass,
  type CommanderClassId,
  type CommanderPowerChoice,
  effectiveClass,
  fixedD6,
  NO_POWER_USE,
  oathboundFate,
  powerLimitReason,
  recordPowerUse,
  resetPowerUse,
  resolveSkirmish,
  type SkirmishInput,
  TACTICIAN_OPTIONS,
  type Unit,
} from '../../src/rules/index.js';

const soldier: Unit = { name: 'Soldier', strength: 2, role: 'trooper', path: 'steel' };
const spearmen: Unit = { name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel', traits: ['reach'] };
const shieldWall: Unit = { name: 'Shield Wall', strength: 2, role: 'guardian' };
const sage: Unit = { name: 'Sage', strength: 1, role: 'savant', path: 'mind' };
const mage: Unit = { name: 'Battle Mage', strength: 2, role: 'savant', path: 'magic' };
const ghouls: Unit = { name: 'Ghouls', strength: 2, role: 'trooper', traits: ['undead'] };
const medic: Unit = { name: 'Medic', strength: 1, role: 'healer', path: 'faith' };
const salamander: Unit = { name: 'Salamander', strength: 2, role: 'trooper', path: 'nature', traits: ['elemental'] };
const fireSage: Unit = { name: 'Fire Sage', strength: 1, role: 'savant', traits: ['elemental'] };
const archers: Unit = { name: 'Archers', strength: 2, role: 'trooper', traits: ['ranged'] };
const pikes: Unit = { name: 'Pikes', strength: 2, role: 'trooper', traits: ['reach'] };

const vs = (offense: Unit, defense: Unit): SkirmishInput => ({
  offense: { unit: offense },
  defense: { unit: defense },
});
const offense = (classId: CommanderClassId, more: Partial<CommanderPowerChoice> = {}) => ({
  offense: { classId, ...more },
});
const defense = (classId: CommanderClassId, more: Partial<CommanderPowerChoice> = {}) => ({
  defense: { classId, ...more },
});

describe('commander classes (AC-CP)', () => {
  it('AC-CP: twenty classes, one per Role row and Path column, as in the table', () => {
    const grid = {
      guardian: ['Tactician', 'Battlemage', 'Oathbound', 'Shapeshifter', 'Adept'],
      healer: ['Chirurgeon', 'Necromancer', 'Cleric', 'Animist', 'Mender'],
      aggressor: ['Master of Arms', 'Evoker', 'Dervish', 'Scout', 'Psionicist'],
      savant: ['Rogue', 'Illusionist', 'Chaplain', 'Shaman', 'Etherealist'],
    };
    const paths = ['steel', 'magic', 'faith', 'nature', 'mind'];
    expect(COMMANDER_CLASSES).to.have.length(20);
    for (const [role, names] of Object.entries(grid))
      names.forEach((name, col) => {
        const c = COMMANDER_CLASSES.find((k) => k.name === name)!;
        expect([c.role, c.path], name).to.deep.equal([role, paths[col]]);
      });
    for (const c of COMMANDER_CLASSES) expect(c.id).to.match(/^[a-z]+(-[a-z]+)*$/);
    expect(commanderClass('master-of-arms')?.name).to.equal('Master of Arms');
    expect(commanderClass('wizard')).to.equal(undefined);
  });

  it('AC-CP: exactly the seven non-Skirmish powers are marked affectsSkirmish false', () => {
    const off = COMMANDER_CLASSES.filter((c) => !c.affectsSkirmish).map((c) => c.id);
    expect(off).to.have.members(['battlemage', 'chirurgeon', 'cleric', 'mender', 'rogue', 'chaplain', 'etherealist']);
  });

  it('AC-CP: limits of the Evoker (3 per Battle, 1 per Skirmish) and the Illusionist (2, 1)', () => {
    expect(commanderClass('evoker')!.limits).to.deep.equal({ perBattle: 3, perSkirmish: 1 });
    expect(commanderClass('illusionist')!.limits).to.deep.equal({ perBattle: 2, perSkirmish: 1 });
    expect(commanderClass('shapeshifter')!.limits).to.deep.equal({ perBattle: 1 });
  });
});

describe('power usage counters (AC-CP)', () => {
  it('AC-CP: recordPowerUse counts; the 4th Evoker use in a Battle is refused', () => {
    let usage = NO_POWER_USE;
    for (let i = 0; i < 3; i++) {
      const r = recordPowerUse('evoker', usage);
      if (!r.ok) throw new Error(r.reason);
      usage = resetPowerUse(r.usage, 'skirmish');
    }
    expect(usage).to.deep.equal({ battle: 3, phase: 3, skirmish: 0 });
    expect(recordPowerUse('evoker', usage)).to.deep.equal({
      ok: false,
      reason: 'Evoker: already used 3 times this Battle (AC-CP)',
      phrase: { key: 'power-used', values: { power: 'Evoker', times: 3, per: 'Battle' } },
    });
  });

  it('AC-CP: a second Evoker use in the same Skirmish is refused', () => {
    expect(powerLimitReason('evoker', { battle: 1, phase: 1, skirmish: 1 })).to.equal(
      'Evoker: already used once this Skirmish (AC-CP)',
    );
  });

  it('AC-CP: resetPowerUse for a new Phase keeps the Battle count', () => {
    expect(resetPowerUse({ battle: 2, phase: 2, skirmish: 1 }, 'phase')).to.deep.equal({
      battle: 2,
      phase: 0,
      skirmish: 0,
    });
  });

  it('AC-CP: classes without a limit can always be used', () => {
    expect(powerLimitReason('scout', { battle: 99, phase: 99, skirmish: 99 })).to.equal(null);
  });
});

describe('applyCommanderPowers (AC-CP)', () => {
  it('AC-CP Master of Arms: the card played becomes an Aggressor and Adds 1 (otherBonus)', () => {
    const input = vs(soldier, shieldWall);
    const r = applyCommanderPowers(input, offense('master-of-arms', { changeRole: true }));
    expect(r.input.offense).to.deep.equal({ unit: { ...soldier, role: 'aggressor' }, otherBonus: 1 });
    expect(r.input.defense).to.equal(input.defense); // untouched: the same object
    expect(r.applied.map((a) => a.text)).to.deep.equal([
      'Master of Arms: Soldier becomes an aggressor',
      'Master of Arms: Soldier Adds 1 (Aggressor)',
    ]);
    expect(r.refused).to.deep.equal([]);
  });

  it('AC-CP Master of Arms: without the change a trooper gets nothing, an Aggressor still Adds 1', () => {
    const input = vs(soldier, shieldWall);
    expect(applyCommanderPowers(input, offense('master-of-arms')).input.offense).to.equal(input.offense);
    expect(applyCommanderPowers(vs(spearmen, soldier), offense('master-of-arms')).input.offense.otherBonus).to.equal(1);
  });

  it('AC-CP, AC-SK-3: a Master of Arms card on Offense rolls 2d6 as an Aggressor', () => {
    // Soldier as Aggressor: 2 + best of [1, 5] + 1 = 8. Defending Soldier: 2 + 3 = 5. Margin 3: Killed.
    const powered = applyCommanderPowers(vs(soldier, soldier), offense('master-of-arms', { changeRole: true }));
    const r = resolveSkirmish(powered.input, fixedD6([1, 5, 3]));
    expect([r.offense.dice, r.offense.total, r.defense.total, r.defense.fate]).to.deep.equal([[1, 5], 8, 5, 'killed']);
  });

  it('AC-CP Adept: the card becomes a Guardian and Adds 1; on Defense it rolls 2d6 (AC-SK-4)', () => {
    const powered = applyCommanderPowers(vs(soldier, soldier), defense('adept', { changeRole: true }));
    expect(powered.input.defense).to.deep.equal({ unit: { ...soldier, role: 'guardian' }, otherBonus: 1 });
    // Offense Soldier 2 + 4 = 6; Defense Guardian 2 + best of [2, 6] + 1 = 9.
    const r = resolveSkirmish(powered.input, fixedD6([4, 2, 6]));
    expect([r.defense.dice, r.defense.total, r.winner]).to.deep.equal([[2, 6], 9, 'defense']);
  });

  it('AC-CP, AC-SK-3, AC-SK-4: Master of Arms attacking an Adept: Aggressor against Guardian, one die each', () => {
    const powered = applyCommanderPowers(vs(soldier, soldier), {
      offense: { classId: 'master-of-arms', changeRole: true },
      defense: { classId: 'adept', changeRole: true },
    });
    const r = resolveSkirmish(powered.input, fixedD6([5, 2]));
    expect([r.offense.dice, r.defense.dice, r.offense.total, r.defense.total]).to.deep.equal([[5], [2], 8, 5]);
  });

  it('AC-CP Shapeshifter: once per Battle a card takes another Role as revealed', () => {
    const first = applyCommanderPowers(vs(spearmen, soldier), defense('shapeshifter', { shapeshiftTo: 'guardian' }));
    expect(first.input.defense.unit.role).to.equal('guardian');
    expect(first.input.defense.otherBonus).to.equal(undefined); // a role, no add
    expect(first.usage.defense).to.deep.equal({ battle: 1, phase: 1, skirmish: 1 });
    const second = applyCommanderPowers(
      vs(spearmen, soldier),
      defense('shapeshifter', { shapeshiftTo: 'guardian', usage: first.usage.defense! }),
    );
    expect(second.input.defense.unit.role).to.equal('trooper');
    expect(second.refused).to.deep.equal([
      {
        power: 'shapeshifter',
        reason: 'Shapeshifter: already used once this Battle (AC-CP)',
        phrase: { key: 'power-used', values: { power: 'Shapeshifter', times: 1, per: 'Battle' } },
      },
    ]);
  });

  it('AC-CP, AC-UN-4: a Shapeshifter cannot make a fighting card a Ritual', () => {
    const r = applyCommanderPowers(vs(soldier, soldier), offense('shapeshifter', { shapeshiftTo: 'ritual' }));
    expect(r.input.offense.unit.role).to.equal('trooper');
    expect(r.refused[0]!.reason).to.contain('cannot become a Ritual');
  });

  it('AC-CP Evoker: +2 to either unit, including the opponent’s', () => {
    const r = applyCommanderPowers(vs(soldier, shieldWall), offense('evoker', { evokeFor: 'defense' }));
    expect(r.input.defense).to.deep.equal({ unit: shieldWall, otherBonus: 2 });
    expect(r.usage.offense).to.deep.equal({ battle: 1, phase: 1, skirmish: 1 });
  });

  it('AC-CP Evoker: the 4th use in a Battle and a 2nd in a Skirmish are refused', () => {
    const fourth = applyCommanderPowers(
      vs(soldier, soldier),
      offense('evoker', { evokeFor: 'offense', usage: { battle: 3, phase: 1, skirmish: 0 } }),
    );
    expect(fourth.input.offense.otherBonus).to.equal(undefined);
    expect(fourth.refused).to.deep.equal([
      {
        power: 'evoker',
        reason: 'Evoker: already used 3 times this Battle (AC-CP)',
        phrase: { key: 'power-used', values: { power: 'Evoker', times: 3, per: 'Battle' } },
      },
    ]);
    const again = applyCommanderPowers(
      vs(soldier, soldier),
      offense('evoker', { evokeFor: 'offense', usage: { battle: 1, phase: 1, skirmish: 1 } }),
    );
    expect(again.refused[0]!.reason).to.equal('Evoker: already used once this Skirmish (AC-CP)');
  });

  it('AC-CP, AC-SK-10: an Evoker +2 on a Savant is no card bonus: no Savant +2', () => {
    const r = applyCommanderPowers(vs(sage, soldier), offense('evoker', { evokeFor: 'offense' }));
    expect(r.input.offense).to.deep.equal({ unit: sage, otherBonus: 2 });
    // Sage 1 + 3 + 2 = 6 (a card bonus of 2 would have made it 1 + 3 + 2 + 2 = 8). Soldier 2 + 3 = 5.
    expect(resolveSkirmish(r.input, fixedD6([3, 3])).offense.total).to.equal(6);
  });

  it('AC-CP Illusionist: a d6 already rolled Adds to the chosen unit', () => {
    const r = applyCommanderPowers(
      vs(soldier, soldier),
      defense('illusionist', { illusionFor: 'offense', illusionRoll: 4 }),
    );
    expect(r.input.offense).to.deep.equal({ unit: soldier, otherBonus: 4 });
    expect(r.applied[0]).to.include({ power: 'illusionist', by: 'defense', target: 'offense', add: 4 });
  });

  it('AC-CP Illusionist: without a roll the die is left to the resolver as extraDice', () => {
    const r = applyCommanderPowers(vs(soldier, soldier), offense('illusionist', { illusionFor: 'offense' }));
    expect(r.input.offense).to.deep.equal({ unit: soldier, extraDice: 1 });
    expect(r.applied[0]).to.include({ extraDice: 1, text: 'Illusionist: Soldier Adds an extra d6' });
  });

  it('AC-CP Illusionist: twice per Battle; a roll outside 1–6 is refused', () => {
    const third = applyCommanderPowers(
      vs(soldier, soldier),
      offense('illusionist', { illusionFor: 'offense', illusionRoll: 3, usage: { battle: 2, phase: 0, skirmish: 0 } }),
    );
    expect(third.refused[0]!.reason).to.equal('Illusionist: already used 2 times this Battle (AC-CP)');
    const bad = applyCommanderPowers(
      vs(soldier, soldier),
      offense('illusionist', { illusionFor: 'offense', illusionRoll: 7 }),
    );
    expect(bad.input.offense.otherBonus).to.equal(undefined);
    expect(bad.refused[0]!.reason).to.equal('Illusionist: a d6 roll is 1 to 6, not 7');
  });

  it('AC-CP Scout: a card on Offense gains Ranged; one already Ranged Adds 1; nothing on Defense', () => {
    expect(applyCommanderPowers(vs(soldier, soldier), offense('scout')).input.offense).to.deep.equal({
      unit: { ...soldier, traits: ['ranged'] },
    });
    expect(applyCommanderPowers(vs(archers, soldier), offense('scout')).input.offense).to.deep.equal({
      unit: archers,
      otherBonus: 1,
    });
    const input = vs(soldier, archers);
    expect(applyCommanderPowers(input, defense('scout')).input.defense).to.equal(input.defense);
  });

  it('AC-CP Scout, AC-SK-11: the Ranged a Scout gives takes Reach away from the defender', () => {
    const r = applyCommanderPowers(vs(soldier, pikes), offense('scout'));
    // Pikes 2 + 3, no Reach +1 since the Soldier now has Ranged.
    expect(resolveSkirmish(r.input, fixedD6([5, 3])).defense.total).to.equal(5);
    expect(resolveSkirmish(vs(soldier, pikes), fixedD6([5, 3])).defense.total).to.equal(6);
  });

  it('AC-CP Necromancer, Animist: Undead and Healer units Add 1; others nothing', () => {
    expect(applyCommanderPowers(vs(ghouls, soldier), offense('necromancer')).input.offense.otherBonus).to.equal(1);
    expect(applyCommanderPowers(vs(soldier, ghouls), offense('necromancer')).input.offense.otherBonus).to.equal(
      undefined,
    );
    expect(applyCommanderPowers(vs(soldier, medic), defense('animist')).input.defense.otherBonus).to.equal(1);
    expect(applyCommanderPowers(vs(medic, soldier), defense('animist')).input.defense.otherBonus).to.equal(undefined);
  });

  it('AC-CP Shaman: Elemental and Savant units Add 1, once for a unit that is both', () => {
    const add = (u: Unit) => applyCommanderPowers(vs(u, soldier), offense('shaman')).input.offense.otherBonus;
    expect([add(sage), add(salamander), add(fireSage), add(soldier)]).to.deep.equal([1, 1, 1, undefined]);
  });

  it('AC-CP Dervish: Add 1 against the chosen Path or Role, on Offense or Defense', () => {
    const bonus = (o: Unit, d: Unit, against: CommanderPowerChoice['dervishAgainst'], side: 'offense' | 'defense') =>
      applyCommanderPowers(vs(o, d), { [side]: { classId: 'dervish', dervishAgainst: against } }).input[side]
        .otherBonus;
    expect(bonus(soldier, mage, 'magic', 'offense')).to.equal(1);
    expect(bonus(soldier, shieldWall, 'magic', 'offense')).to.equal(undefined);
    expect(bonus(soldier, shieldWall, 'guardian', 'offense')).to.equal(1);
    expect(bonus(spearmen, soldier, 'aggressor', 'defense')).to.equal(1);
  });

  it('AC-CP Psionicist: the random card Adds 3, once per Battle', () => {
    const r = applyCommanderPowers(vs(soldier, soldier), offense('psionicist', { psionic: true }));
    expect(r.input.offense.otherBonus).to.equal(3);
    const again = applyCommanderPowers(
      vs(soldier, soldier),
      offense('psionicist', { psionic: true, usage: r.usage.offense! }),
    );
    expect(again.input.offense.otherBonus).to.equal(undefined);
    expect(again.refused[0]!.reason).to.equal('Psionicist: already used once this Battle (AC-CP)');
  });

  it('AC-CP Oathbound: Killed becomes Disabled, Disabled becomes Exhausted', () => {
    expect(['killed', 'disabled', 'exhausted'].map((f) => oathboundFate(f as 'killed'))).to.deep.equal([
      'disabled',
      'exhausted',
      'exhausted',
    ]);
  });

  it('AC-CP Tactician: acts as the Guardian-row or Steel-column class chosen', () => {
    expect(TACTICIAN_OPTIONS).to.have.members([
      'battlemage',
      'oathbound',
      'shapeshifter',
      'adept',
      'chirurgeon',
      'master-of-arms',
      'rogue',
    ]);
    const r = applyCommanderPowers(
      vs(soldier, soldier),
      offense('tactician', { tacticianAs: 'master-of-arms', changeRole: true }),
    );
    expect(r.input.offense).to.deep.equal({ unit: { ...soldier, role: 'aggressor' }, otherBonus: 1 });
    expect(r.applied.every((a) => a.power === 'master-of-arms')).to.equal(true);
    expect(effectiveClass('tactician', 'evoker')).to.deep.equal({
      reason: 'Tactician may only take a Guardian-row or Steel-column benefit, not evoker (AC-CP)',
      phrase: { key: 'power-tactician', values: { as: 'evoker' } },
    });
    const refused = applyCommanderPowers(
      vs(soldier, soldier),
      offense('tactician', { tacticianAs: 'evoker', evokeFor: 'offense' }),
    );
    expect([refused.input.offense.otherBonus, refused.refused.length]).to.deep.equal([undefined, 1]);
  });

  it('AC-CP: a choice the class cannot make is refused and changes nothing', () => {
    const r = applyCommanderPowers(vs(soldier, soldier), offense('evoker', { changeRole: true, psionic: true }));
    expect(r.input.offense.unit.role).to.equal('trooper');
    expect(r.input.offense.otherBonus).to.equal(undefined);
    expect(r.refused.map((x) => x.reason)).to.deep.equal([
      'Evoker cannot change the Role of the card played (only Master of Arms and Adept can) (AC-CP)',
      'Evoker cannot play a random card for +3 (AC-CP)',
    ]);
  });

  it('AC-CP, AC-MO-7: an Unopposed unit takes its commander’s adds; there is no Defense unit to add to', () => {
    const up = applyUnopposedPowers({ unit: spearmen }, { classId: 'evoker', evokeFor: 'offense' });
    expect(up.input).to.deep.equal({ unit: spearmen, otherBonus: 2 });
    const none = applyUnopposedPowers({ unit: spearmen }, { classId: 'evoker', evokeFor: 'defense' });
    expect(none.input).to.deep.equal({ unit: spearmen });
    expect(none.refused[0]!.reason).to.equal('Evoker: there is no defense unit, it is Unopposed (AC-MO-7)');
    expect(none.usage.offense).to.deep.equal(NO_POWER_USE); // a refused use is not counted
  });

  it('AC-CP: existing adds are kept and the inputs are not changed', () => {
    const input: SkirmishInput = Object.freeze({
      offense: Object.freeze({ unit: Object.freeze({ ...sage }), cardBonuses: Object.freeze([1]), otherBonus: 1 }),
      defense: Object.freeze({ unit: Object.freeze({ ...soldier }) }),
    });
    const r = applyCommanderPowers(input, {
      offense: Object.freeze({ classId: 'shaman' as const }),
      defense: Object.freeze({ classId: 'evoker' as const, evokeFor: 'offense' as const }),
    });
    expect(r.input.offense).to.deep.equal({ unit: sage, cardBonuses: [1], otherBonus: 4 });
  });

  it('AC-SK-10, AC-CP: whatever the powers, commander adds never trigger Savant (property)', () => {
    const ids = COMMANDER_CLASSES.map((c) => c.id);
    const choice = fc.record(
      {
        classId: fc.constantFrom(...ids),
        changeRole: fc.boolean(),
        evokeFor: fc.constantFrom('offense' as const, 'defense' as const),
        illusionFor: fc.constantFrom('offense' as const, 'defense' as const),
        illusionRoll: fc.integer({ min: 1, max: 6 }),
        dervishAgainst: fc.constantFrom('savant' as const, 'mind' as const),
        psionic: fc.boolean(),
      },
      { requiredKeys: ['classId'] },
    );
    fc.assert(
      fc.property(
        choice,
        choice,
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 40, maxLength: 40 }),
        (o, d, dice) => {
          const r = applyCommanderPowers(vs(sage, mage), { offense: o, defense: d });
          // No card bonus was added, so no Savant +2 may appear in the resolution.
          expect(r.input.offense.cardBonuses).to.equal(undefined);
          expect(r.input.defense.cardBonuses).to.equal(undefined);
          let i = 0;
          const trace = resolveSkirmish(r.input, () => dice[i++ % dice.length]!).trace;
          expect(trace.filter((s) => s.kind === 'add' && s.source === 'savant')).to.deep.equal([]);
        },
      ),
    );
  });
});
