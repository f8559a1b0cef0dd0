// The widgets' words for the rules' phrases (src/shared/rule-words): in English they are exactly the rules' English,
// and in Portuguese and Italian every phrase a Battle writes has words, with its figures. Checked over whole Battles
// of every commander class, so that a new phrase in the rules without words here is found.
import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { html, LitElement } from 'lit';

import {
  actionPhrase,
  applyCommanderPowers,
  applyUnopposedPowers,
  battleEnglish,
  battleLog,
  battleReport,
  type BattleState,
  battleStep,
  COMMANDER_CLASSES,
  type CommanderPowerChoice,
  legalActions,
  type Phrase,
  powerEnglish,
  type PowerPhrase,
  randomIndex,
  seededD6,
  startBattle,
  statusPhrase,
  type Unit,
} from '../../src/rules/index.js';
import { inLanguage, type Language, Localized } from '../../src/shared/localize.js';
import { battleWords } from '../../src/shared/rule-words/battle.js';
import { classWords } from '../../src/shared/rule-words/classes.js';
import { powerWords } from '../../src/shared/rule-words/powers.js';

/** A widget in a language: drawing it loads that language's translations. */
class Speaker extends Localized(LitElement) {
  protected override render() {
    return html`<p>${this.languages.language}</p>`;
  }
}
customElements.define('test-rule-words', Speaker);
const speak = (lang: Language) => fixture(testHtml`<test-rule-words lang=${lang}></test-rule-words>`);

const army: Unit[] = [
  { name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel', traits: ['reach'] },
  { name: 'Shield Wall', strength: 2, role: 'guardian', path: 'steel' },
  { name: 'Medic', strength: 1, role: 'healer', path: 'faith' },
  { name: 'Ghouls', strength: 2, role: 'trooper', path: 'magic', traits: ['undead', 'ranged'] },
  { name: 'Sage', strength: 1, role: 'savant', path: 'mind', traits: ['elemental'] },
  { name: 'Rite of Steel', strength: null, role: 'ritual', path: 'steel' },
];

/**
 * Every phrase whole random Battles write, each with the rules' English: the status and buttons of every step, the
 * log, the report. Each class fights once on each side, with Discard bonuses and a Base, a Ritual, a Healer.
 */
function battlePhrases(): { phrase: Phrase; english: string }[] {
  const said: { phrase: Phrase; english: string }[] = [];
  const say = (phrase: Phrase) => said.push({ phrase, english: battleEnglish(phrase) });
  COMMANDER_CLASSES.forEach((cls, i) => {
    const d6 = seededD6(`words ${cls.id}`);
    let state: BattleState = startBattle({
      commanders: [
        {
          name: 'Ayla',
          morale: 6,
          influence: 1,
          army: army.map((unit) => ({ unit, discardBonus: 1 })),
          power: { classId: cls.id },
        },
        {
          name: 'Brann',
          morale: 5,
          npc: true,
          baseMorale: 2,
          army,
          power: { classId: COMMANDER_CLASSES[(i + 7) % 20]!.id },
        },
      ],
      chooser: 'roll',
      autoUnable: true,
    });
    while (state.step !== 'ended') {
      say(statusPhrase(state));
      const actions = legalActions(state);
      for (const action of actions) say(actionPhrase(state, action));
      const next = battleStep(state, actions[randomIndex(actions.length, d6)]!, d6);
      if (!next.ok) throw new Error(next.reason);
      state = next.state;
    }
    say(statusPhrase(state));
    for (const event of battleLog(state)) say(event.phrase);
    const report = battleReport(state)!;
    for (const note of [report.reason, ...report.notes]) say(note.phrase);
  });
  return said;
}

/** Powers refused, each for its reason: a choice the class cannot make, a use past its limit, a roll off the die. */
function refusals(): PowerPhrase[] {
  const soldier = { unit: { name: 'Soldier', strength: 2, role: 'trooper' } as const };
  const refused = (offense: CommanderPowerChoice) =>
    applyCommanderPowers({ offense: soldier, defense: soldier }, { offense }).refused.map((r) => r.phrase);
  return [
    ...refused({ classId: 'scout', changeRole: true, evokeFor: 'offense', psionic: true }),
    ...refused({ classId: 'scout', shapeshiftTo: 'guardian', dervishAgainst: 'magic', illusionFor: 'defense' }),
    ...refused({ classId: 'illusionist', illusionFor: 'defense', illusionRoll: 9 }),
    ...refused({ classId: 'evoker', evokeFor: 'defense', usage: { battle: 3, phase: 0, skirmish: 0 } }),
    ...refused({ classId: 'tactician', tacticianAs: 'evoker' }),
    ...refused({ classId: 'shapeshifter', shapeshiftTo: 'ritual' }),
    ...applyUnopposedPowers(soldier, { classId: 'evoker', evokeFor: 'defense' }).refused.map((r) => r.phrase),
  ];
}

describe('the rules’ words in the widgets’ languages', function () {
  const battle = battlePhrases();
  const refused = refusals();

  it('covers the Battle: many phrases, every class; the refusals, one of each kind', () => {
    expect(new Set(battle.map(({ phrase }) => phrase.key)).size).to.be.above(60);
    expect(new Set(refused.map((p) => p.key))).to.have.length(11);
  });

  it('in English, the widgets say each phrase exactly as the rules write it', () => {
    inLanguage('en', () => {
      for (const { phrase, english } of battle) expect(battleWords(phrase, '?')).to.equal(english);
      for (const phrase of refused) expect(powerWords(phrase, '?')).to.equal(powerEnglish(phrase));
      for (const cls of COMMANDER_CLASSES)
        expect(classWords(cls)).to.deep.equal({ text: cls.text, timing: cls.timing });
    });
  });

  for (const lang of ['pt', 'it'] as const)
    it(`in ${lang === 'pt' ? 'Portuguese' : 'Italian'}, every phrase has words, with the English figures`, async () => {
      await speak(lang);
      inLanguage(lang, () => {
        for (const { phrase, english } of battle) {
          const words = battleWords(phrase, '?');
          expect(words, english).to.not.equal('?');
          expect(words, english).to.not.contain('undefined');
          // Morale changes' notes are the morale rules' (their words are not this topic's): the rest is translated.
          if (phrase.key !== 'morale') expect(words, english).to.not.equal(english);
          expect(words.match(/\d+/g), english).to.deep.equal(english.match(/\d+/g));
        }
        for (const phrase of refused) expect(powerWords(phrase, '?')).to.not.equal(powerEnglish(phrase));
        for (const cls of COMMANDER_CLASSES) expect(classWords(cls).text).to.not.equal(cls.text);
      });
    });

  it('falls back to the rules’ English for a phrase it has no words for, also nested in another', async () => {
    await speak('pt');
    inLanguage('pt', () => {
      expect(battleWords({ key: 'a-newer-phrase' }, 'As the rules wrote it')).to.equal('As the rules wrote it');
      const ended = { key: 'status-ended', values: { winner: 'Ayla', end: 'a-newer-end' } };
      expect(battleWords(ended, 'Ayla wins the Battle: a newer end')).to.equal('Ayla wins the Battle: a newer end');
    });
  });
});
