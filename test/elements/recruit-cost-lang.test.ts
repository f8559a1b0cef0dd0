// <recruit-cost> in Portuguese and Italian: its own words (labels, legends, buttons, notes, problems, the tables) and
// the rules' (a unit's problems, why upkeep counts less, the training plan's notes) follow the nearest `lang`,
// numbers are written the language's way, and "lunari", the game's coin, stays as it is. The ranking's purchases are
// still English.
import '../../src/elements/recruit-cost/define.js';

import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

import type { RecruitCost } from '../../src/elements/recruit-cost/recruit-cost.js';
import { click, control, eventually, openPanel, problems, restorePage, result, text, typeInto } from './helpers.js';
import { notes, resultLabel, root, ruling } from './recruit-cost-helpers.js';

const summaries = (el: RecruitCost) => [...root(el).querySelectorAll('summary')].map(text);

describe('<recruit-cost> in Portuguese and Italian', () => {
  afterEach(async () => {
    document.documentElement.lang = 'en';
    await restorePage();
  });

  it('is accessible in Portuguese, recruiting and training, with the unit to add open', async () => {
    const el = await fixture<RecruitCost>(
      html`<recruit-cost lang="pt" strength="6" budget="100" commander="ayla" name="Spearmen"></recruit-cost>`,
    );
    await openPanel(el, 'Unidade a adicionar');
    await expect(el).to.be.accessible();
    await click(el, control(el, 'Treino'));
    await openPanel(el, 'Plano de treino');
    await expect(el).to.be.accessible();
  });

  it('speaks Portuguese: strength 3 costs 60 lunari, 48 after its quest, found by the Portuguese labels', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost lang="pt" strength="3"></recruit-cost>`);
    expect(result(el)).to.equal('60 lunari');
    expect(resultLabel(el)).to.equal('Preço para recrutar uma unidade de Força 3');
    expect(control(el, 'Força').value).to.equal('3');
    expect(text(root(el).querySelector('legend'))).to.equal('Preço de');
    expect(control(el, 'Recrutamento').checked).to.equal(true);
    await click(el, control(el, 'Após a missão'));
    expect(result(el)).to.equal('48 lunari');
    expect(text(root(el).querySelector('.price .rule'))).to.equal('AC-EC-3, após a missão');
    expect(notes(el)).to.contain('Manutenção depois de recrutada: 15 lunari por dia');
    const table = await openPanel(el, 'Tabela de recrutamento');
    expect([...table.querySelectorAll('thead th')].map(text)).to.deep.equal(['Força', 'Normal', 'Após a missão']);
    expect(text(table.querySelector('tr[aria-current] th'))).to.equal('▶ 3 escolhida');
  });

  it('speaks Italian: the same prices, Italian labels, and its own problems in Italian', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost lang="it" strength="3"></recruit-cost>`);
    expect(result(el)).to.equal('60 lunari');
    expect(resultLabel(el)).to.equal("Prezzo per reclutare un'unità di Forza 3");
    await click(el, control(el, 'Dopo la missione'));
    expect(result(el)).to.equal('48 lunari');
    await typeInto(el, 'Forza', 'tre');
    expect(problems(el)).to.deep.equal(['Forza: scrivi un numero intero come 3, non "tre".']);
    expect(control(el, 'Forza').getAttribute('aria-invalid')).to.equal('true');
    await typeInto(el, 'Forza', '7');
    expect(result(el)).to.equal('Fuori tabella');
    expect(ruling(el)).to.match(/^Estrapolato: 224 lunari\. La Forza 7 non è nella tabella di reclutamento/);
  });

  it('trains in Italian: the next training, the weapons note and the plan', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost lang="it" mode="train" strength="2"></recruit-cost>`);
    expect(control(el, 'Addestramento').checked).to.equal(true);
    await typeInto(el, 'Armi da distruggere', '4');
    expect(result(el)).to.equal('15 lunari');
    expect(resultLabel(el)).to.equal('Prossimo addestramento, a Forza 3');
    expect(notes(el)).to.contain('3 di 4 armi contano: −15 lunari su 30 lunari.');
    const plan = await openPanel(el, 'Piano di addestramento');
    expect([...plan.querySelectorAll('thead th')].map(text)).to.deep.equal(['A Forza', 'Armi', 'Lunari', 'Totale']);
    expect(text(plan.querySelector('tr[aria-current] th'))).to.equal('▶ 3 prossimo');
  });

  it('writes large budgets the language\'s way: "12.000 lunari"', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost lang="pt" strength="3" budget="12000"></recruit-cost>`);
    expect(control(el, 'Tenho (lunari)').value).to.equal('12000');
    expect(notes(el)).to.contain('Chega para o preço desta unidade: sobram 11.940 lunari.');
    expect(notes(el)).to.contain('Com 12.000 lunari pode recrutar até Força 5 (150 lunari).');
  });

  it('"Add to army" in Portuguese: its price, and what a press did (said after the click)', async () => {
    const el = await fixture<RecruitCost>(
      html`<recruit-cost lang="pt" strength="3" commander="ayla" name="Spearmen" unit-role="aggressor"></recruit-cost>`,
    );
    expect(text(root(el).querySelector('[part~=add]'))).to.equal('Adicionar ao exército por 60 lunari');
    expect(summaries(el)).to.include('Unidade a adicionar: Spearmen, Força 3, Agressor');
    await click(el, 'Adicionar ao exército por 60 lunari');
    expect(text(root(el).querySelector('.sent[role=status]'))).to.equal(
      'Spearmen (Força 3, 60 lunari) enviada, mas não há nesta página nenhuma lista de exército de ayla para a adicionar.',
    );
  });

  it("follows the page's lang and its ancestor's when they change", async () => {
    const around = fixtureSync<HTMLElement>(html`<div><recruit-cost strength="3" quest></recruit-cost></div>`);
    const el = around.querySelector('recruit-cost')!;
    await el.updateComplete;
    expect(resultLabel(el)).to.equal('Price to recruit a Strength 3 unit');
    document.documentElement.lang = 'pt-BR';
    await eventually(() => resultLabel(el) === 'Preço para recrutar uma unidade de Força 3');
    expect(result(el)).to.equal('48 lunari');
    expect(control(el, 'Após a missão').checked).to.equal(true);
    around.setAttribute('lang', 'it');
    await eventually(() => resultLabel(el) === "Prezzo per reclutare un'unità di Forza 3");
    expect(control(el, 'Dopo la missione').checked).to.equal(true);
    around.removeAttribute('lang');
    document.documentElement.lang = 'en';
    await eventually(() => resultLabel(el) === 'Price to recruit a Strength 3 unit');
    expect(control(el, 'After its quest').checked).to.equal(true);
  });

  it('on a phone (390 px), Portuguese and Italian words fit: nothing wider than the screen', async () => {
    await setViewport({ width: 390, height: 844 });
    for (const lang of ['pt', 'it']) {
      const el = await fixture<RecruitCost>(
        html`<recruit-cost
          lang=${lang}
          mode="train"
          strength="2"
          weapons="5"
          budget="100"
          commander="ayla"
          name="Spearmen"
        ></recruit-cost>`,
      );
      await openPanel(el, lang === 'pt' ? 'Plano de treino' : 'Piano di addestramento');
      expect(document.documentElement.scrollWidth, lang).to.be.at.most(390);
      const base = root(el).querySelector('[part~=base]')!;
      expect(base.scrollWidth, lang).to.be.at.most(base.clientWidth);
    }
  });

  it("says the unit's problems, why its upkeep counts less and the plan's notes in Portuguese and Italian", async () => {
    const pt = await fixture<RecruitCost>(
      html`<recruit-cost lang="pt" strength="3" commander="ayla" name="Wights" unit-role="wizard" traits="undead">
      </recruit-cost>`,
    );
    expect(result(pt)).to.equal('60 lunari');
    expect(problems(pt)).to.deep.equal([
      "função desconhecida 'wizard' (esperado: aggressor, guardian, healer, savant, equipment, ritual, trooper)",
    ]);
    expect(notes(pt)).to.contain('0 lunari por dia (Morto-vivo: sem manutenção)');
    pt.setAttribute('lang', 'it');
    await eventually(() => notes(pt).includes('(Non morto: nessun mantenimento)'));
    expect(problems(pt)[0]).to.match(/^ruolo sconosciuto 'wizard' \(previsto: aggressor, /);

    const it = await fixture<RecruitCost>(html`<recruit-cost lang="it" mode="train" strength="6"></recruit-cost>`);
    const plan = await openPanel(it, 'Piano di addestramento');
    expect(text(plan.querySelector('tfoot'))).to.equal(
      'Restano 3 addestramenti, uno per Evento (AC-EC-4). * Alcuni prezzi non sono nella tabella di addestramento: ' +
        'estrapolati come 10 × nuova Forza (R6).',
    );
  });
});
