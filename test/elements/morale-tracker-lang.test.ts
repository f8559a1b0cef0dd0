// <morale-tracker> in Portuguese and Italian: its own words (status, buttons and why they refuse, the start, the
// feedback line, its problems) and the rules' (what each change did, in the feedback and the log, and why the rules
// refuse one) follow the nearest `lang`, while the events tell the page in English. Its panels too: Between Battles,
// the Routed panel and its dice, the log, Save and share. A saved log keeps the English of lines saved before.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { button, click, eventually, openPanel, problems, restorePage, result, text } from './helpers.js';
import { KEY, routPanel, trackerEvents, type } from './morale-tracker-helpers.js';

const status = (el: MoraleTracker) => text(el.shadowRoot!.querySelector('[part~=status]'));
const feedback = (el: MoraleTracker) => text(el.shadowRoot!.querySelector('[part~=feedback]'));
const start = (el: MoraleTracker) => text(el.shadowRoot!.querySelector('.start'));
/** The reason of each line of the log, newest first. */
const reasons = (el: MoraleTracker) => [...el.shadowRoot!.querySelectorAll('.log .why')].map(text);

describe('<morale-tracker> in Portuguese and Italian', () => {
  afterEach(async () => {
    document.documentElement.lang = 'en';
    await restorePage();
  });

  it('is accessible in Portuguese, between Battles and in one', async () => {
    const el = await fixture<MoraleTracker>(html`<morale-tracker lang="pt" name="Ayla" level="6"></morale-tracker>`);
    await expect(el).to.be.accessible();
    await click(el, 'Começar a Batalha');
    await expect(el).to.be.accessible();
  });

  it('speaks Portuguese: Morale 7 for level 6 (AC-MO-1), and "Perder 1" takes one', async () => {
    const el = await fixture<MoraleTracker>(html`<morale-tracker lang="pt" name="Ayla" level="6"></morale-tracker>`);
    expect(result(el)).to.equal('7');
    expect(start(el)).to.equal('Início 4 + ⌊6 ÷ 2⌋ = 7 (AC-MO-1).');
    expect(status(el)).to.equal('☾ Entre Batalhas');
    expect(el.shadowRoot!.querySelector('[part~=base]')!.getAttribute('aria-label')).to.equal('Moral de Ayla');
    expect(button(el, 'Passou no Ataque −1').getAttribute('aria-disabled')).to.equal('true');
    expect(text(el.shadowRoot!.querySelector('[part~=why-not]'))).to.contain('só durante uma Batalha');
    await click(el, 'Perder 1');
    expect(result(el)).to.equal('6');
    expect(feedback(el)).to.match(/ Moral 6\.$/);
    await click(el, 'Começar a Batalha');
    expect(status(el)).to.equal('⚔ Em Batalha');
  });

  it('speaks Italian: Morale 7 for level 6, "Perdi 1" takes one, its problems in Italian', async () => {
    const el = await fixture<MoraleTracker>(html`<morale-tracker lang="it" name="Ayla" level="6"></morale-tracker>`);
    expect(result(el)).to.equal('7');
    expect(status(el)).to.equal('☾ Tra le Battaglie');
    await click(el, 'Perdi 1');
    expect(result(el)).to.equal('6');
    expect(feedback(el)).to.match(/ Morale 6\.$/);
    const bad = await fixture<MoraleTracker>(html`<morale-tracker lang="it" name="Brann" level="x"></morale-tracker>`);
    expect(problems(bad)).to.deep.equal([
      'level="x": scrivi il livello del personaggio come numero intero da 0 a 999, ad es. level="6". Parte da 4 (personaggio di livello 0) fino ad allora.',
    ]);
  });

  it('in Portuguese, "Entre Batalhas" opens with Portuguese labels, and buying Morale works', async () => {
    const el = await fixture<MoraleTracker>(html`<morale-tracker lang="pt" name="Ayla" level="6"></morale-tracker>`);
    await click(el, 'Perder 1', 2);
    const between = await openPanel(el, 'Entre Batalhas');
    await expect(el).to.be.accessible();
    expect(text(between.querySelector('#buy-hint'))).to.equal('Até 2, a 5 lunari por ponto (AC-MO-5).');
    expect(text(between.querySelector('#new-day-hint'))).to.equal(
      'Moral volta a 7, pode comprar de novo, Moral de manutenção volta a 0 (AC-MO-8).',
    );
    expect(button(el, 'Gastar na manutenção')).to.not.equal(undefined);
    expect(button(el, 'Novo Dia')).to.not.equal(undefined);
    await type(el, 'Moral a comprar', '');
    expect(feedback(el)).to.equal('Comprar Moral: indique quantos pontos, um número inteiro como 2.');
    await type(el, 'Moral a comprar', '2');
    expect(result(el)).to.equal('7');
    expect(feedback(el)).to.match(/ Moral 7\.$/);
  });

  it('in Italian, the Routed panel after a Rout speaks Italian: its odds, dice and count', async () => {
    const el = await fixture<MoraleTracker>(
      html`<morale-tracker lang="it" name="Ayla" level="0" in-battle></morale-tracker>`,
    );
    await click(el, 'Perdi 1', 4);
    await routPanel(el);
    const rout = () => text(el.shadowRoot!.querySelector('.rout'));
    expect(rout()).to.contain('In rotta: Ayla ha Morale 0 e ha perso la Battaglia (AC-MO-2).');
    await type(el, 'Unità nelle pile degli Inabili', 'Spearmen, Archers', { enter: false });
    expect(text(el.shadowRoot!.querySelector('.rout .muted'))).to.equal(
      'Ognuna è Uccisa con 5 o 6 (33%); in media 0,7 su 2 Uccise, nessuna Uccisa 44%.',
    );
    await type(el, 'Oppure inserisci i 2 dadi', '7 2');
    expect(text(el.shadowRoot!.querySelector('.rout .problems'))).to.equal('Un d6 mostra da 1 a 6, non "7".');
    await type(el, 'Oppure inserisci i 2 dadi', '5 2');
    const dice = [...el.shadowRoot!.querySelectorAll('[part=rout-dice] li')].map((li) => text(li));
    expect(dice).to.deep.equal(['Spearmen ha tirato 5: ✖ Ucciso', 'Archers ha tirato 2: ✓ sopravvive']);
    expect(text(el.shadowRoot!.querySelector('.rout > p:last-child'))).to.equal('1 su 2 Uccise.');
  });

  it("follows the page's lang and its ancestor's when they change", async () => {
    const around = fixtureSync<HTMLElement>(html`<div><morale-tracker name="Ayla" level="6"></morale-tracker></div>`);
    const el = around.querySelector('morale-tracker')!;
    await el.updateComplete;
    expect(status(el)).to.equal('☾ Between Battles');
    document.documentElement.lang = 'pt';
    await eventually(() => status(el) === '☾ Entre Batalhas');
    expect(button(el, 'Perder 1')).to.not.equal(undefined);
    around.setAttribute('lang', 'it');
    await eventually(() => status(el) === '☾ Tra le Battaglie');
    expect(result(el)).to.equal('7');
    around.removeAttribute('lang');
    document.documentElement.lang = 'en';
    await eventually(() => status(el) === '☾ Between Battles');
  });

  it('on a phone (390 px), Portuguese and Italian words fit', async () => {
    await setViewport({ width: 390, height: 844 });
    for (const lang of ['pt', 'it']) {
      const el = await fixture<MoraleTracker>(
        html`<morale-tracker lang=${lang} name="Ayla" level="6" base-morale="2" in-battle></morale-tracker>`,
      );
      expect(document.documentElement.scrollWidth, lang).to.be.at.most(390);
      const base = el.shadowRoot!.querySelector('[part~=base]')!;
      expect(base.scrollWidth, lang).to.be.at.most(base.clientWidth);
    }
  });

  it('says what the rules did, and why they refuse, in Portuguese; the page still hears English', async () => {
    const el = await fixture<MoraleTracker>(html`<morale-tracker lang="pt" name="Ayla" level="6"></morale-tracker>`);
    const events = trackerEvents();
    await click(el, 'Perder 1');
    expect(feedback(el)).to.equal('Moral perdida: −1 de Moral. Moral 6.');
    await click(el, 'Começar a Batalha');
    await click(el, 'Curandeiro −1');
    expect(feedback(el)).to.equal('Curandeiro usado: −1 de Moral. Moral 5.');
    events.stop();
    expect(events.changes.map((change) => change.reason)).to.deep.equal([
      'Morale lost: −1 Morale',
      'Battle started',
      'Healer used: −1 Morale',
    ]);
    await openPanel(el, 'Histórico');
    expect(reasons(el)).to.deep.equal([
      'Curandeiro usado: −1 de Moral',
      'Batalha iniciada',
      'Moral perdida: −1 de Moral',
    ]);
    await click(el, 'Terminar a Batalha');
    await openPanel(el, 'Entre Batalhas');
    await type(el, 'Moral a comprar', '5', { enter: false });
    expect(text(el.shadowRoot!.querySelector('#buy-hint'))).to.equal(
      'Pode comprar-se no máximo 2 de Moral: não além do início (AC-MO-5).',
    );
    await type(el, 'Moral a comprar', '2');
    expect(result(el)).to.equal('7');
    expect(text(el.shadowRoot!.querySelector('#buy-hint'))).to.equal(
      'Agora não: já se comprou Moral hoje (uma vez por Dia) (AC-MO-5).',
    );
  });

  it("a saved log keeps its older lines' English, says the others in the tracker's language, and follows a change", async () => {
    const first = await fixture<MoraleTracker>(
      html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
    );
    await click(first, 'Lose 1');
    await click(first, 'Start Battle');
    first.remove();
    // A line saved before notes kept their phrase: its English alone.
    const saved = JSON.parse(localStorage.getItem(KEY)!) as { state: { log: Array<{ notes: unknown[] }> } };
    saved.state.log[1]!.notes = [{ rule: 'AC-MO-9', text: 'Morale lost: −1 Morale' }];
    localStorage.setItem(KEY, JSON.stringify(saved));

    const el = await fixture<MoraleTracker>(
      html`<morale-tracker lang="it" name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
    );
    await openPanel(el, 'Registro');
    expect(reasons(el)).to.deep.equal(['Battaglia iniziata', 'Morale lost: −1 Morale']);
    el.setAttribute('lang', 'pt');
    await eventually(() => reasons(el)[0] === 'Batalha iniciada');
    expect(reasons(el)).to.deep.equal(['Batalha iniciada', 'Morale lost: −1 Morale']);
    await click(el, 'Desfazer');
    expect(reasons(el)[0]).to.equal('Desfeito: Batalha iniciada');
    expect(result(el)).to.equal('6');
  });
});
