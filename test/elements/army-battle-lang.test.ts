// The board in Portuguese and Italian: its own words (title, buttons, panels, the dice box, the report, its messages)
// follow the nearest `lang`, numbers are written the language's way, and it plays as in English. The rules' words
// (the status, the actions' names, the log, the rulings) are still English.
import { expect, fixtureSync, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import type { BattleChangeEvent } from '../../src/events/index.js';
import { actionNames, actions, board, playOut, ready, report, settle, status } from './army-battle-helpers.js';
import { button, click, control, eventually, listen, problems, restorePage, text, typeInto } from './helpers.js';

const inside = (el: ArmyBattle, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)].map(text);
const title = (el: ArmyBattle) => text(el.shadowRoot!.querySelector('h3'));

describe('<army-battle> in Portuguese and Italian', function () {
  this.timeout(40_000); // the odds of 10,000 Battles in a worker, beside other tests
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    document.documentElement.lang = 'en';
    await restorePage();
  });

  it('is accessible in Portuguese, before, during and after a Battle', async () => {
    const el = await board({ lang: 'pt', seed: 'whole' });
    await expect(el).to.be.accessible();
    await click(el, 'Começar a Batalha');
    await expect(el).to.be.accessible();
    await playOut(el);
    await report(el);
    await expect(el).to.be.accessible();
  });

  it('speaks Portuguese: its title, buttons and panels; it starts and tells each step as in English', async () => {
    const el = await board({ lang: 'pt' });
    expect(title(el)).to.equal('Batalha');
    expect(status(el)).to.equal('Pronto: clique em "Começar a Batalha" quando os dois exércitos estiverem preparados.');
    expect(actionNames(el)).to.deep.equal(['Começar a Batalha']);
    expect(inside(el, 'summary')).to.include('Comandantes e exércitos');
    expect(button(el, 'Desfazer').disabled).to.equal(true);
    expect(control(el, 'Inserir os dados reais').checked).to.equal(false);
    const events = listen('army-battle-change');
    try {
      await click(el, 'Começar a Batalha');
    } finally {
      events.stop();
    }
    expect(el.battle).to.not.equal(null);
    expect(title(el)).to.equal('Batalha: Ayla contra Brann');
    // The rules' words: still English.
    expect(status(el)).to.equal('Before the Battle · Ayla: roll for who chooses the first turn (AC-BA-1)');
    const changes = events.of<BattleChangeEvent>('army-battle-change').map((e) => e.detail);
    expect(changes).to.have.length(1);
    expect(changes[0]).to.include({ offense: 'Ayla', step: 'roll-chooser' });
    expect(el.shadowRoot!.querySelector('[part~=actions]')!.getAttribute('aria-label')).to.equal(
      'O que se pode fazer agora',
    );
    expect(inside(el, 'summary')).to.include.members(['Moral e cartas', 'Histórico', 'Comandantes e exércitos']);
    // Each commander's Morale and piles, named with the game's words (shown upper-case first by the style).
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    const ayla = el.shadowRoot!.querySelector('.side')!;
    expect(text(ayla.querySelector('h4'))).to.equal(el.battle!.turn === 0 ? 'Ayla · no Ataque' : 'Ayla');
    expect([...ayla.querySelectorAll('dt')].map(text)).to.deep.equal([
      'Moral',
      'Influência',
      'na mão',
      'Exausto',
      'Incapacitado',
      'Morto',
    ]);
    expect(getComputedStyle(ayla.querySelector('dt')!, '::first-letter').textTransform).to.equal('uppercase');
    expect(text(ayla.querySelectorAll('dd')[2])).to.equal('Spearmen, Archers e Shield Wall');
    await click(el, 'Desfazer');
    expect(el.battle!.step).to.not.equal('offense');
  });

  it('asks for the real dice in Portuguese, and says in Portuguese what is wrong with them', async () => {
    const el = await board({ lang: 'pt' });
    await click(el, control(el, 'Inserir os dados reais'));
    await click(el, 'Começar a Batalha');
    await click(el, 'Roll for who chooses the first turn (AC-BA-1)');
    const form = el.shadowRoot!.querySelector('.dice-entry')!;
    expect(text(form.querySelector('label'))).to.equal('Dados para: Roll for who chooses the first turn (AC-BA-1)');
    expect(text(form.querySelector('p'))).to.equal('Cada dado de 1 a 6, pela ordem em que foi lançado.');
    await typeInto(el, 'Dados para', '7');
    await click(el, 'Usar estes dados');
    expect(problems(el)).to.deep.equal(['Cada dado mostra de 1 a 6: "7" não é um dado.']);
    await typeInto(el, 'Dados para', '2 5 1');
    await click(el, 'Usar estes dados');
    expect(problems(el)).to.deep.equal(['Este lançamento usa 2 dados, não 3: insira 2.']);
    await click(el, 'Cancelar');
    expect(problems(el)).to.deep.equal([]);
    expect(actionNames(el)).to.deep.equal(['Roll for who chooses the first turn (AC-BA-1)']);
  });

  it('says in Portuguese what is missing to start', async () => {
    const el = fixtureSync<ArmyBattle>(
      html`<army-battle lang="pt">
        <morale-tracker name="Ayla" level="6"></morale-tracker>
        <morale-tracker name="Brann" npc morale="5"></morale-tracker>
      </army-battle>`,
    );
    await ready(el);
    await click(el, 'Começar a Batalha');
    expect(problems(el)).to.deep.equal([
      'Falta o exército do comandante Ayla: não há <army-roster commander="Ayla"> dentro.',
    ]);
    expect(el.battle).to.equal(null);
  });

  it('speaks Italian to the end: the report, its buttons, and what applying and copying it did', async () => {
    const el = await board({ lang: 'it', seed: 'rout' });
    expect(actionNames(el)).to.deep.equal(['Inizia la Battaglia']);
    expect(inside(el, 'summary')).to.include('Comandanti ed eserciti');
    await click(el, 'Inizia la Battaglia');
    await playOut(el);
    const shown = await report(el);
    await expect(el).to.be.accessible();
    expect(text(shown.querySelector('h4'))).to.equal('Dopo la Battaglia');
    expect(text(shown.querySelector('p'))).to.match(/^Ayla vince: /);
    expect([...shown.querySelectorAll('thead th')].map(text)).to.deep.equal([
      'Comandante',
      'Morale',
      'Uccisioni',
      'Unità perse',
    ]);
    expect(text(shown.querySelectorAll('tbody tr')[1])).to.contain('(In rotta)');
    expect(text(shown.querySelector('summary'))).to.match(/^Tutte le Schermaglie \(\d+\)$/);
    expect(button(el, 'Nuova Battaglia').disabled).to.equal(false);
    const lost = el.battle!.commanders[1].killed.length;
    await click(el, 'Applica agli eserciti e al Morale');
    await settle(el);
    expect(button(el, 'Applicato agli eserciti e al Morale').disabled).to.equal(true);
    expect(button(el, 'Annulla mossa').disabled).to.equal(true);
    const note = () => text(shown.querySelector('[role=status]'));
    expect(note()).to.contain(`Brann: Uccisi rimossi (${lost}), Morale mantenuto`);
    expect(note()).to.match(/^Applicato\. Ayla: /);
    // Told after the clipboard answers, outside an update: still in Italian.
    await click(el, 'Copia come Markdown');
    await eventually(() => !note().startsWith('Applicato'));
    expect(note()).to.be.oneOf([
      'Resoconto copiato come Markdown.',
      'Impossibile copiare qui: usa invece "Esporta JSON".',
    ]);
  });

  it("follows its ancestor's lang and the page's when they change, during a Battle too", async () => {
    const el = await board();
    const around = el.parentElement!;
    around.setAttribute('lang', 'it');
    await eventually(() => actionNames(el)[0] === 'Inizia la Battaglia');
    expect(inside(el, 'summary')).to.include('Comandanti ed eserciti');
    await click(el, 'Inizia la Battaglia');
    await click(el, 'Roll for who chooses the first turn (AC-BA-1)');
    expect(title(el)).to.equal('Battaglia: Ayla contro Brann');
    around.removeAttribute('lang');
    document.documentElement.lang = 'pt-BR';
    await eventually(() => title(el) === 'Batalha: Ayla contra Brann');
    expect(button(el, 'Desfazer').disabled).to.equal(false);
    document.documentElement.lang = 'en';
    await eventually(() => title(el) === 'Battle: Ayla against Brann');
    expect(inside(el, 'summary')).to.include('Commanders and armies');
  });

  it('writes the odds the language\'s way: "10.000 Batalhas", decimals with a comma', async () => {
    const el = await board({ lang: 'pt', seed: 'odds', oddsBattles: 10_000 });
    const odds = () => text(el.shadowRoot!.querySelector('[part~=odds]'));
    await eventually(() => !el.shadowRoot!.querySelector('progress') && odds().includes('10.000 Batalhas'), 30_000);
    expect(odds()).to.match(/Ayla vence \d+(,\d)? ?%/);
    expect(odds()).to.match(/Abates em média: Ayla \d+,\d, Brann \d+,\d/);
  });

  it('on a phone (390 px), Portuguese words fit: nothing wider than the screen, the decision on screen', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await board({ lang: 'pt', seed: 'whole' });
    await click(el, 'Começar a Batalha');
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    await settle(el);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    const frame = el.shadowRoot!.querySelector('[part~=base]')!;
    expect(frame.scrollWidth).to.be.at.most(frame.clientWidth);
    for (const b of [...actions(el), button(el, 'Desfazer')])
      expect(b.getBoundingClientRect().right, text(b)).to.be.at.most(390);
  });
});
