import { expect } from '@open-wc/testing';
import { parseUnit, whyCannotFight } from '../../src/rules/index.js';

describe('parseUnit (AC-UN)', () => {
  it('AC-UN-1: reads a unit written as attributes', () => {
    const parsed = parseUnit({ name: 'Spearmen', strength: '3', role: 'aggressor', path: 'steel', traits: 'reach' });
    expect(parsed).to.deep.equal({
      ok: true,
      unit: { name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel', traits: ['reach'] },
      warnings: [],
    });
  });
});
