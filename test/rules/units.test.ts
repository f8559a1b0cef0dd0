import { expect } from '@open-wc/testing';

import { parseStrength, parseUnit, whyCannotFight } from '../../src/rules/index.js';

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
});
