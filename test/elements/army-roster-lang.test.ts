// <army-roster> in Portuguese and Italian: its own words (figures, panels, buttons, labels, the log, its problems)
// and the rules' (a unit's problems, the breakdown lines of upkeep and of a Move, whether a Ritual may be played, the
// Capture locations) follow the nearest `lang`, numbers are written the language's way, the upkeep is the same
// figure, and it works as in English.
import '../../src/elements/army-roster/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { nothing } from 'lit';

import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { SkirmishResolvedEvent } from '../../src/events/index.js';
import { card, figure, figureValue, log, names, openBreakdown, ownBattle, root } from './army-roster-helpers.js';
import {
  button,
  click,
  control,
  eventually,
  openPanel,
  problems,
  restorePage,
  result,
  text,
  typeInto,
} from './helpers.js';

/** Two units: upkeep 5 × (3 + 2) = 25 lunari (AC-EC-1); the Spearmen are in Ayla's Retinue (AC-EC-6). */
const twoUnits = (lang?: string, units?: string) =>
  html`<army-roster name="Vanguard" commander="Ayla" lang=${lang ?? nothing} units=${units ?? nothing}>
    <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach" owner="Ayla"></army-unit>
    <army-unit name="Archers" strength="2" role="trooper" path="nature" traits="ranged"></army-unit>
  </army-roster>`;

const summaries = (el: ArmyRoster) => [...root(el).querySelectorAll('summary')].map(text);
const titles = (el: ArmyRoster) => [...root(el).querySelectorAll('.figure-title')].map(text);
/** A card's state radio, found by the group's and its own accessible names. */
const stateRadio = (el: ArmyRoster, group: string, state: string) =>
  [...root(el).querySelectorAll(`fieldset[aria-label="${group}"] input`)].find(
    (radio) => radio.getAttribute('aria-label') === state,
  ) as HTMLInputElement;

describe('<army-roster> in Portuguese and Italian', () => {
  afterEach(async () => {
    document.documentElement.lang = 'en';
    await restorePage();
  });

  it('is accessible in Portuguese, with its panels open', async () => {
    const el = await fixture<ArmyRoster>(twoUnits('pt'));
    await expect(el).to.be.accessible();
    await openPanel(el, 'Adicionar uma unidade');
    await openPanel(el, 'Movimento, Captura e Rituais');
    await openPanel(el, 'Ordenar e filtrar');
    await click(el, 'Começar a Batalha');
    await expect(el).to.be.accessible();
  });

  it('speaks Portuguese: the same upkeep, its figures, cards, panels and buttons in Portuguese', async () => {
    const el = await fixture<ArmyRoster>(twoUnits('pt'));
    expect(result(el)).to.equal('25 lunari');
    expect(titles(el)).to.deep.equal(['Manutenção por Dia', 'Exército no mapa']);
    expect([...root(el).querySelectorAll('.stats dt')].map(text)).to.deep.equal(['Unidades', 'Força', 'Miniaturas']);
    expect(text(figure(el, 'Exército no mapa'))).to.contain('Séquito de Ayla: 1 unidade, cada uma com +1 sob Ayla');
    expect(text(figure(el, 'Manutenção por Dia'))).to.contain(
      'Apenas uma previsão: a Moral para a manutenção gasta-se no contador de Moral.',
    );
    expect(control(root(el), 'Moral hipotética').value).to.equal('');
    expect(summaries(el)).to.deep.equal([
      'Cálculo',
      'Cálculo',
      'Movimento, Captura e Rituais',
      'Chance de vencer uma Batalha',
      'Ordenar e filtrar',
      'Adicionar uma unidade',
      'Importar, exportar, partilhar e imprimir',
    ]);
    expect([...root(el).querySelectorAll('.pile-count')].map(text)).to.deep.equal([
      '● Na mão 2',
      '◐ Exausto 0',
      '○ Incapacitado 0',
      '✝ Morto 0',
    ]);
    expect(text(card(el, 'Spearmen').querySelector('.meta'))).to.equal('Agressor · Aço · Alcance');
    expect(text(card(el, 'Spearmen'))).to.contain('Séquito +1');
    expect(root(el).querySelector('ul.cards')!.getAttribute('aria-label')).to.equal('Unidades');
    expect(text(button(el, 'Editar Spearmen'))).to.equal('Editar');
    expect(text(button(el, 'Remover Archers'))).to.equal('Remover');
    expect(text(button(el, 'Fuga Honrosa −2: Spearmen'))).to.equal('Fuga Honrosa −2');
    expect(button(el, 'Desfazer').disabled).to.equal(true);
    // The rules' breakdown lines and the roster's own, in Portuguese, with the English figures.
    const lines = [...(await openBreakdown(el, 'Manutenção por Dia')).querySelectorAll('.lines li')].map(text);
    expect(lines).to.deep.equal([
      'Spearmen: Força 3 15 AC-EC-1',
      'Archers: Força 2 10 AC-EC-1',
      '5 lunari × 5 de Força 25 AC-EC-1',
      'Paga-se uma vez por Dia, sejam quantas forem as Batalhas AC-EC-1',
    ]);
    const odds = await openPanel(el, 'Chance de vencer uma Batalha');
    expect(text(odds)).to.contain('Nenhum outro exército nesta página: adicione um <army-roster> para o inimigo.');
    expect(control<HTMLSelectElement>(odds, 'Contra').options[0]!.text).to.equal('Escolha um exército');
  });

  it('writes its log, Undo and announcements in Portuguese, whatever a click or another widget changed', async () => {
    const el = await fixture<ArmyRoster>(twoUnits('pt'));
    await ownBattle(el);
    await click(el, 'Começar a Batalha');
    expect(log(el)[0]).to.equal('Batalha iniciada: todas as unidades vivas na mão (AC-BA-1)');
    expect(text(root(el).querySelector('.title .badge'))).to.equal('⚔ Em Batalha · Fase 1');
    expect(root(el).querySelector('[part~=log]')!.getAttribute('aria-label')).to.equal(
      'Alterações recentes, a mais nova primeiro',
    );
    await click(el, stateRadio(el, 'Estado de Archers', 'Exausto'));
    expect(log(el)[0]).to.equal('Archers: Na mão → Exausto');
    expect(button(el, 'Desfazer').getAttribute('aria-label')).to.equal('Desfazer: Archers: Na mão → Exausto');
    await click(el, 'Desfazer');
    expect(log(el)[0]).to.equal('Desfeito: Archers: Na mão → Exausto');
    // A Skirmish resolved by another widget on the page: told in the roster's language.
    const sibling = document.createElement('span');
    el.after(sibling);
    sibling.dispatchEvent(
      new SkirmishResolvedEvent({
        offense: { commander: 'Ayla', cardId: 'spearmen', name: 'Spearmen', fate: 'exhausted' },
        defense: { commander: 'Borin', name: 'Soldier', fate: 'killed' },
        winner: 'offense',
        margin: 3,
      }),
    );
    await el.updateComplete;
    expect(log(el)[0]).to.equal('Escaramuça: Spearmen venceu → Exausto');
    await click(el, 'Terminar a Batalha');
    expect(log(el)[0]).to.equal('Batalha terminada: Exaustos e Incapacitados de volta (AC-BA-6)');
  });

  it('adds and edits a unit in Portuguese, with its problems and invalid fields in Portuguese', async () => {
    const el = await fixture<ArmyRoster>(twoUnits('pt'));
    const editor = await openPanel(el, 'Adicionar uma unidade');
    await typeInto(el, control(editor, 'Força'), '3');
    await click(el, button(editor, 'Adicionar unidade'));
    expect(problems(el)).to.deep.equal(['Dê um nome à unidade.']);
    expect(control(editor, 'Nome').getAttribute('aria-invalid')).to.equal('true');
    expect(control(editor, 'Força').getAttribute('aria-invalid')).to.equal('false');
    await typeInto(el, control(editor, 'Nome'), 'Knights');
    await click(el, button(editor, 'Adicionar unidade'));
    expect(names(el)).to.deep.equal(['Spearmen', 'Archers', 'Knights']);
    expect(result(el)).to.equal('40 lunari');
    expect(log(el)[0]).to.equal('Adicionada: Knights');
    expect(text(card(el, 'Knights').querySelector('.meta'))).to.equal('Soldado');

    await click(el, button(card(el, 'Knights'), 'Editar Knights'));
    expect(text(editor.querySelector('summary'))).to.equal('Editar Knights');
    await typeInto(el, control(editor, 'Treinos'), '4');
    await click(el, button(editor, 'Guardar unidade'));
    expect(problems(el)).to.deep.equal(["os treinos têm de ser um número inteiro de 0 a 3 (AC-EC-4), não '4'"]);
    expect(control(editor, 'Treinos').getAttribute('aria-invalid')).to.equal('true');
    expect(control(editor, 'Nome').getAttribute('aria-invalid')).to.equal('false');
    await typeInto(el, control(editor, 'Treinos'), '1');
    await click(el, button(editor, 'Guardar unidade'));
    expect(text(card(el, 'Knights'))).to.contain('Treinada 1/3');
    expect(log(el)[0]).to.equal('Editada: Knights');
  });

  it('speaks Italian: the same upkeep, its figures, panels, the map and the tools in Italian', async () => {
    const el = await fixture<ArmyRoster>(twoUnits('it'));
    expect(result(el)).to.equal('25 lunari');
    expect(titles(el)).to.deep.equal(['Mantenimento per Giorno', 'Esercito sulla mappa']);
    expect(summaries(el)).to.include.members([
      'Movimento, Conquista e Rituali',
      'Ordina e filtra',
      "Aggiungi un'unità",
      'Importa, esporta, condividi e stampa',
    ]);
    expect(text(card(el, 'Archers').querySelector('.meta'))).to.equal('Soldato · Natura · Distanza');
    expect(button(el, 'Inizia la Battaglia').disabled).to.equal(false);

    await openPanel(el, 'Movimento, Conquista e Rituali');
    expect(titles(el)).to.include.members(['Movimento', 'Conquista', 'Rituali utilizzabili']);
    await click(el, button(figure(el, 'Conquista'), 'Usa un Movimento per conquistare (+5)'));
    expect(text(figure(el, 'Conquista'))).to.contain('Totale 5 di 15 dopo 1 Movimento; ne mancano 2 Movimenti');
    expect(log(el)[0]).to.equal('Conquista: un Movimento aggiunge 5, totale 5 (AC-MA-3)');

    const tools = await openPanel(el, 'Importa, esporta, condividi e stampa');
    tools.querySelector('textarea')!.value = '[{"name":"Mob","strength":1},7]';
    await click(el, button(tools, 'Importa il JSON incollato'));
    expect(log(el)[0]).to.equal('Unità importata (JSON incollato): 1');
    expect(problems(el)).to.deep.equal([
      "Unità importata (JSON incollato): 1; escluse: units[1]: un'unità è un oggetto come " +
        '{"name":"Spearmen","strength":3}, non 7, quindi è stata esclusa',
    ]);
    // Told once the clipboard has answered, outside an update: still in Italian.
    await click(el, button(tools, 'Copia JSON'));
    const told = ['Esercito copiato come JSON.', 'Impossibile copiare qui: usa invece "Scarica JSON".'];
    await eventually(() => [...tools.querySelectorAll('p[role=status]')].some((p) => told.includes(text(p))));
  });

  it('writes numbers the language\'s way: "12.500 lunari", "2,5 polegadas", decimals typed with a comma', async () => {
    const units = '[{"name":"Horde","strength":2500}]';
    const pt = await fixture<ArmyRoster>(html`<army-roster name="Horde" lang="pt" units=${units}></army-roster>`);
    expect(result(pt)).to.equal('12.500 lunari');
    expect(text(card(pt, 'Horde').querySelector('.strength'))).to.equal('Força 2.500');
    await openPanel(pt, 'Movimento, Captura e Rituais');
    await typeInto(pt, 'Terreno difícil (polegadas perdidas)', '0,5');
    expect(figureValue(pt, 'Movimento')).to.equal('2,5 polegadas por Movimento');
    await typeInto(pt, 'Terreno difícil (polegadas perdidas)', 'x');
    expect(problems(pt)).to.deep.equal(["Terreno difícil tem de ser um número ≥ 0, não 'x'."]);
    const it = await fixture<ArmyRoster>(html`<army-roster name="Horde" lang="it" units=${units}></army-roster>`);
    expect(result(it)).to.equal('12.500 lunari');
    const en = await fixture<ArmyRoster>(html`<army-roster name="Horde" units=${units}></army-roster>`);
    expect(result(en)).to.equal('12,500 lunari');
  });

  it("follows the page's lang when it changes: its words, its problems, the same figures", async () => {
    const el = await fixture<ArmyRoster>(twoUnits(undefined, '7'));
    await ownBattle(el);
    expect(titles(el)).to.deep.equal(['Upkeep per Day', 'Army on the map']);
    expect(problems(el)).to.deep.equal(['units must be a list of units, e.g. [{"name":"Spearmen","strength":3}].']);
    document.documentElement.lang = 'it';
    await eventually(() => titles(el)[0] === 'Mantenimento per Giorno');
    expect(result(el)).to.equal('25 lunari');
    expect(problems(el)).to.deep.equal([
      'units deve essere una lista di unità, ad es. [{"name":"Spearmen","strength":3}].',
    ]);
    expect(button(el, 'Inizia la Battaglia').disabled).to.equal(false);
    document.documentElement.lang = 'pt-BR';
    await eventually(() => titles(el)[0] === 'Manutenção por Dia');
    expect(result(el)).to.equal('25 lunari');
    expect(text(root(el).querySelector('.piles-summary'))).to.contain('Na mão 2');
    await click(el, 'Começar a Batalha');
    expect(log(el)[0]).to.equal('Batalha iniciada: todas as unidades vivas na mão (AC-BA-1)');
    document.documentElement.lang = 'en';
    await eventually(() => titles(el)[0] === 'Upkeep per Day');
    expect(button(el, 'End Battle').disabled).to.equal(false);
  });

  for (const [lang, panels] of [
    ['pt', ['Movimento, Captura e Rituais', 'Ordenar e filtrar', 'Adicionar uma unidade', 'Importar, exportar']],
    ['it', ['Movimento, Conquista e Rituali', 'Ordina e filtra', 'Aggiungi', 'Importa, esporta']],
  ] as const)
    it(`on a phone (390 px), its ${lang} words fit: nothing wider than the screen, every panel open`, async () => {
      await setViewport({ width: 390, height: 844 });
      const el = await fixture<ArmyRoster>(twoUnits(lang));
      for (const panel of panels) await openPanel(el, panel);
      await click(el, button(el, lang === 'pt' ? 'Começar a Batalha' : 'Inizia la Battaglia'));
      expect(document.documentElement.scrollWidth).to.be.at.most(390);
      const frame = root(el).querySelector('[part~=base]')!;
      expect(frame.scrollWidth).to.be.at.most(frame.clientWidth);
      for (const b of root(el).querySelectorAll('button'))
        expect(b.getBoundingClientRect().right, text(b)).to.be.at.most(390);
    });

  it("says a card's problems, a Move's lines, the Rituals and the Capture locations in Portuguese and Italian", async () => {
    const units = '[{"name":"Mage","strength":2,"role":"wizard"},{"name":"Ghosts","strength":1,"traits":"spooky fly"}]';
    const rite = html`<army-unit name="Blessing" strength="-" role="ritual" path="faith"></army-unit>`;
    const pt = await fixture<ArmyRoster>(
      html`<army-roster name="Host" lang="pt" units=${units}>
        ${rite}<army-unit name="Ogres" strength="4" traits="slow"></army-unit>
      </army-roster>`,
    );
    expect(problems(card(pt, 'Mage'))).to.deep.equal([
      "função desconhecida 'wizard' (esperado: aggressor, guardian, healer, savant, equipment, ritual, trooper)",
    ]);
    expect(text(card(pt, 'Ghosts').querySelector('.warn'))).to.equal("⚠ O traço 'spooky' não tem efeito nestas regras");
    await openPanel(pt, 'Movimento, Captura e Rituais');
    await typeInto(pt, 'Terreno difícil (polegadas perdidas)', '3');
    const move = [...(await openBreakdown(pt, 'Movimento')).querySelectorAll('.lines li')].map(text);
    expect(move).to.deep.equal([
      'Um Movimento +3 AC-MA-2',
      'Unidade lenta no exército (Ogres) −1 AC-MA-2',
      '1 de 2 unidades com Voo ou Escavação: terreno difícil ignorado 0 AC-MA-2',
    ]);
    expect(figureValue(pt, 'Movimento')).to.equal('2 polegadas por Movimento');
    expect(text(figure(pt, 'Rituais utilizáveis').querySelector('ul'))).to.equal(
      '✗ Blessing precisa de 2 unidades no Caminho de Fé; o exército tem 0',
    );
    const places = () => [...root(pt).querySelectorAll('option[value=camp] ~ option, option[value=camp]')].map(text);
    expect(places()).to.deep.equal(['Acampamento de tendas (3)', 'Vila pequena (15)', 'Cidade grande (60+)', 'Outro…']);
    pt.setAttribute('lang', 'it');
    await eventually(() => places()[0] === 'Accampamento di tende (3)');
    expect(text(figure(pt, 'Rituali utilizzabili').querySelector('ul'))).to.equal(
      "✗ Blessing richiede 2 unità sul Percorso di Fede; l'esercito ne ha 0",
    );
    expect(problems(card(pt, 'Mage'))[0]).to.match(/^ruolo sconosciuto 'wizard'/);
  });
});
