import { expect } from '@open-wc/testing';

import {
  cannotFight,
  cannotFightText,
  parseStrength,
  parseUnit,
  readStrength,
  readUnit,
  unitProblemText,
  whyCannotFight,
} from '../../src/rules/index.js';

describe('units (AC-UN)', () => {
  it('AC-UN-1: reads a unit written as attributes', () => {
    const parsed = parseUnit({ name: 'Spearmen', strength: '3', role: 'aggressor', path: 'steel', traits: 'reach' });
    expect(parsed).to.deep.equal({
      ok: true,
      unit: { name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel', traits: ['reach'] },
      warnings: [],
    });
  });

  it('AC-UN-1: reads a unit from JSON values, strength null as "-"', () => {
    const parsed = parseUnit({ name: 'Banner', strength: null, role: 'Equipment', traits: ['Undead'] });
    expect(parsed.ok && parsed.unit).to.deep.equal({
      name: 'Banner',
      strength: null,
      role: 'equipment',
      traits: ['undead'],
    });
  });

  it('AC-UN-1: "-" means no Strength; 0 is a Strength', () => {
    expect(parseStrength('-')).to.deep.equal({ strength: null });
    expect(parseStrength(' 0 ')).to.deep.equal({ strength: 0 });
    expect(parseStrength(12)).to.deep.equal({ strength: 12 });
  });

  it('AC-UN-1: rejects a Strength that is not a whole number ≥ 0, in words a GM understands', () => {
    for (const bad of ['abc', '-1', '2.5', '', undefined, 1.5]) {
      const parsed = parseUnit({ name: 'X', strength: bad, role: 'trooper' });
      expect(parsed.ok, String(bad)).to.equal(false);
      if (!parsed.ok) expect(parsed.errors[0]).to.match(/strength/);
    }
    const banana = parseUnit({ name: 'X', strength: 'banana' });
    expect(!banana.ok && banana.errors).to.deep.equal(["strength must be a whole number ≥ 0 or -, not 'banana'"]);
  });

  it('AC-UN-2: unknown role is an error naming the role; missing, none and soldier are troopers', () => {
    const wizard = parseUnit({ name: 'Mage', strength: '2', role: 'wizard' });
    expect(wizard.ok).to.equal(false);
    if (!wizard.ok) expect(wizard.errors[0]).to.contain("unknown role 'wizard'");
    for (const role of [undefined, '', 'none', 'Soldier']) {
      const parsed = parseUnit({ name: 'Soldier', strength: '1', role });
      expect(parsed.ok && parsed.unit.role, String(role)).to.equal('trooper');
    }
  });

  it('AC-UN-3: a path is optional; an unknown path is an error', () => {
    expect(parseUnit({ name: 'A', strength: '1' }).ok).to.equal(true);
    const bad = parseUnit({ name: 'A', strength: '1', path: 'fire' });
    expect(!bad.ok && bad.errors[0]).to.contain("unknown path 'fire'");
  });

  it('AC-SK-11: a trait written twice counts once; unknown traits are kept with a warning', () => {
    const parsed = parseUnit({ name: 'A', strength: '1', traits: 'reach Reach, stubborn' });
    expect(parsed.ok && parsed.unit.traits).to.deep.equal(['reach', 'stubborn']);
    expect(parsed.warnings).to.deep.equal(["trait 'stubborn' has no effect in these rules"]);
  });

  it('AC-UN-1: a missing name becomes "Unnamed unit" with a warning; non-objects are errors', () => {
    const parsed = parseUnit({ strength: '1' });
    expect(parsed.ok && parsed.unit.name).to.equal('Unnamed unit');
    expect(parsed.warnings).to.deep.equal(['unit has no name']);
    expect(parseUnit(null).ok).to.equal(false);
  });

  it('AC-UN-4: a "-" card or a Ritual cannot fight; a Strength-0 unit can', () => {
    expect(whyCannotFight({ name: 'Banner', strength: null, role: 'equipment' })).to.contain('AC-UN-4');
    expect(whyCannotFight({ name: 'Storm', strength: 2, role: 'ritual' })).to.contain('Ritual');
    expect(whyCannotFight({ name: 'Cart', strength: 0, role: 'equipment' })).to.equal(null);
  });

  describe('as data, for the widgets to say in their language', () => {
    it("AC-UN-1, AC-UN-2: each problem is a key with the bad value quoted, and its English is parseUnit's", () => {
      const input = { name: ' ', strength: 'abc', role: 'wizard', path: 'fire', traits: 'reach stubborn' };
      const read = readUnit(input);
      expect(read).to.deep.equal({
        ok: false,
        errors: [
          { key: 'badStrength', values: { value: "'abc'" } },
          { key: 'unknownRole', values: { value: "'wizard'" } },
          { key: 'unknownPath', values: { value: "'fire'" } },
        ],
        warnings: [{ key: 'noName' }, { key: 'inertTraits', values: { value: "'stubborn'" } }],
      });
      const parsed = parseUnit(input);
      expect(!read.ok && read.errors.map(unitProblemText)).to.deep.equal(!parsed.ok && parsed.errors);
      expect(read.warnings.map(unitProblemText)).to.deep.equal(parsed.warnings);
    });

    it('AC-UN-1: a Strength read as data: the problem, or the Strength as parseStrength reads it', () => {
      expect(readStrength('')).to.deep.equal({ error: { key: 'noStrength' } });
      expect(readStrength(' 4 ')).to.deep.equal(parseStrength(' 4 '));
      expect(readUnit(null)).to.deep.equal({ ok: false, errors: [{ key: 'notObject' }], warnings: [] });
    });

    it("AC-UN-4: why a card cannot fight, named by the card, and its English is whyCannotFight's", () => {
      const banner = { name: 'Banner', strength: null, role: 'equipment' } as const;
      const storm = { name: 'Storm', strength: 2, role: 'ritual' } as const;
      expect(cannotFight(banner)).to.deep.equal({ key: 'cannotFight', values: { name: 'Banner' } });
      expect(cannotFight(storm)).to.deep.equal({ key: 'ritual', values: { name: 'Storm' } });
      expect(cannotFight({ name: 'Cart', strength: 0, role: 'equipment' })).to.equal(null);
      expect(cannotFightText(cannotFight(banner)!)).to.equal(whyCannotFight(banner));
      expect(cannotFightText(cannotFight(storm)!)).to.equal(whyCannotFight(storm));
    });
  });
});
