import { expect } from '@open-wc/testing';

import { newEvents, toldOnce } from '../../src/rules/table/index.js';
import { ayla, begun, brigands, soldier, spearmen, step } from './battle-helpers.js';

describe('the log as a board shows it, each thing said once', () => {
  it('AC-SK-8, AC-MO-2: a save paid with the last Morale says its cost and the Rout once each', () => {
    let s = begun(ayla([spearmen]), brigands([soldier], { morale: 3 }));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'defense', card: 1 });
    s = step(s, { type: 'resolve' }, [2, 5, 1]); // Spearmen 9 against Soldier 3: Killed
    const before = s;
    s = step(s, { type: 'prevent-kill', card: 1 }); // the Brigands' last 3 Morale: Routed
    const all = newEvents(before, s).map((e) => e.text);
    const shown = toldOnce(newEvents(before, s)).map((e) => e.text);
    // The rules log the tracker's notes too; the board leaves out the two that repeat their neighbour.
    expect(all).to.include.members([
      'Brigands: Kill prevented (Disabled instead): −3 Morale',
      'Brigands: Morale 0: Routed, the Battle is lost',
    ]);
    expect(shown).to.include('Brigands spends 3 Morale: Soldier is Disabled, not Killed');
    expect(shown).to.include('Brigands is Routed and loses the Battle');
    expect(all.filter((line) => !shown.includes(line))).to.deep.equal([
      'Brigands: Kill prevented (Disabled instead): −3 Morale',
      'Brigands: Morale 0: Routed, the Battle is lost',
    ]);
  });

  it('AC-MO-7, AC-MO-2: an Unopposed unit that Routs says its damage and the Rout once each', () => {
    let s = begun(ayla([spearmen, soldier]), brigands([soldier], { morale: 1 }));
    s = step(s, { type: 'offense', card: 0 });
    s = step(s, { type: 'pass' });
    const before = s;
    s = step(s, { type: 'resolve' }, [6, 1]); // AC-SK-3: the Aggressor's 2d6, the higher kept
    expect(toldOnce(newEvents(before, s)).map((e) => e.text)).to.deep.equal([
      'Spearmen is Exhausted',
      'Spearmen is Unopposed: total 10 (Strength 3 + Die 6 + Reach 1; Dice thrown: 6 1), 2 Morale damage',
      'Brigands is Routed and loses the Battle',
    ]);
    expect(newEvents(before, s)).to.have.length(5); // the tracker's two notes, left out
  });
});
