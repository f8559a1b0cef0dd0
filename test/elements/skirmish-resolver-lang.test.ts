// <skirmish-resolver> in Portuguese and Italian: its own words (sides, form, odds, dice, buttons, panels' summaries)
// follow the nearest `lang`, the chances are written the language's way (comma decimals), and the exact figures are
// the English ones; so do the commander powers' texts and what a power did or why it was refused. The rest of the
// rules' words (trace steps, rulings, how each side rolls) are still English.
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';

import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import { button, click, control, openPanel, restorePage, text } from './helpers.js';
import { choose, openCommander, tick } from './skirmish-resolver-helpers.js';

/** Spearmen (Strength 3, Aggressor, Steel, reach) attack a Soldier (Strength 2), in `lang` (else the page's). */
const spearmen = (lang?: string) =>
  fixture<SkirmishResolver>(
    html`<skirmish-resolver lang=${ifDefined(lang)}>
      <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
      <army-unit slot="defense" name="Soldier" strength="2"></army-unit>
    </skirmish-resolver>`,
  );

/** The odds as shown: each label with its figure, as written. */
const shownOdds = (el: SkirmishResolver) =>
  [...el.shadowRoot!.querySelectorAll('[part~=odds] dl > div')].map((row) => [
    text(row.querySelector('dt')),
    text(row.querySelector('dd')),
  ]);

/** docs/api.md: the odds' labels in English, as the contract names them. */
const CONTRACT_LABELS = ['Offense wins', 'Defense wins', 'Offense Killed', 'Defense Killed'];

const inside = (el: SkirmishResolver, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)].map(text);

/** A side's commander section as shown. */
const commander = (el: SkirmishResolver, side: 'offense' | 'defense') =>
  text(el.shadowRoot!.querySelector(`.side.${side} details.commander`));

describe('<skirmish-resolver> in Portuguese and Italian', () => {
  afterEach(async () => {
    document.documentElement.lang = 'en';
    await restorePage();
  });

  it('is accessible in Portuguese, with real dice chosen', async () => {
    const el = await spearmen('pt');
    await tick(el, 'Lançámos dados reais');
    expect(control(el, 'Lançámos dados reais').checked).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('speaks Portuguese: its labels, and the same exact odds written with comma decimals', async () => {
    const english = shownOdds(await spearmen('en'));
    expect(english.map(([label]) => label)).to.deep.equal(CONTRACT_LABELS);
    const el = await spearmen('pt');
    expect(shownOdds(el)).to.deep.equal([
      ['Ataque vence', english[0]![1]!.replace('.', ',')],
      ['Defesa vence', english[1]![1]!.replace('.', ',')],
      ['Ataque Morto', english[2]![1]!.replace('.', ',')],
      ['Defesa Morta', english[3]![1]!.replace('.', ',')],
    ]);
    expect(
      english.some(([, figure]) => figure!.includes('.')),
      'figures with decimals',
    ).to.equal(true);
    expect(inside(el, 'h3')).to.include.members(['Probabilidades', 'Resultado']);
    expect(inside(el, 'summary')).to.include.members([
      'Descartes por bónus AC-SK-9',
      'Resolvidas aqui (nenhuma ainda)',
    ]);
    expect(button(el, 'Lançar os dados').disabled).to.equal(false);
    expect(control(el, 'Dados virtuais').checked).to.equal(true);
    expect(text(el.shadowRoot!.querySelector('.side.offense'))).to.contain('Força 3 · Agressor · Aço · reach');
    expect(text(el.shadowRoot!.querySelector('output[part~=result]'))).to.equal('Ainda não lançado.');
    await openPanel(el, 'Descartes por bónus');
    await click(el, 'Adicionar um descarte');
    expect(inside(el, '[part~=discards] legend')).to.deep.equal(['Descarte n.º 1']);
    expect(control(el, 'Bónus').placeholder).to.equal('+1');
    await expect(el).to.be.accessible();
  });

  it('rolls, resolves and keeps the history in Portuguese; typed dice are named in Portuguese', async () => {
    const el = await spearmen('pt');
    el.seed = 'ac-sk-12';
    await click(el, 'Lançar os dados');
    await click(el, 'Resolver a Escaramuça');
    expect(text(el.shadowRoot!.querySelector('.outcome .status'))).to.equal('Resolvida: Escaramuça n.º 1');
    await openPanel(el, 'Resolvidas aqui');
    expect(inside(el, '[part~=history] th')).to.deep.equal([
      '#',
      'Hora',
      'Ataque',
      'Defesa',
      'Descartes e poderes',
      'Nota',
    ]);
    expect(button(el, 'Desfazer a última Escaramuça (n.º 1)').disabled).to.equal(false);
    await expect(el).to.be.accessible();
    await tick(el, 'Lançámos dados reais');
    expect(control(el, 'Dado 1 — Ataque').value).to.equal('');
    expect(inside(el, '.dice legend')).to.include('Ronda 1');
  });

  it('speaks Italian with the same figures; a lang change on the page draws it again', async () => {
    document.documentElement.lang = 'it';
    const el = await spearmen();
    const italian = shownOdds(el);
    expect(italian.map(([label]) => label)).to.deep.equal([
      "Vince l'Attacco",
      'Vince la Difesa',
      'Attacco Ucciso',
      'Difesa Uccisa',
    ]);
    expect(button(el, 'Tira i dadi').disabled).to.equal(false);
    el.setAttribute('offense-class', 'evoker');
    await el.updateComplete;
    await openPanel(el, 'Comandante: Evoker');
    expect(control(el, 'Attacco Classe del comandante').value).to.equal('evoker');
    expect(control(el, 'Attacco Aggiungi 2 a').value).to.equal('');
    document.documentElement.lang = 'en';
    await el.updateComplete;
    const english = shownOdds(el);
    expect(english.map(([label]) => label)).to.deep.equal(CONTRACT_LABELS);
    expect(italian.map(([, figure]) => figure)).to.deep.equal(english.map(([, figure]) => figure!.replace('.', ',')));
    expect(button(el, 'New Skirmish').disabled).to.equal(false);
  });

  it("says a commander's power, what it did and why one was refused, in Portuguese and in Italian", async () => {
    const el = await spearmen('pt');
    el.setAttribute('offense-class', 'master-of-arms');
    await el.updateComplete;
    await openCommander(el, 'offense');
    await expect(el).to.be.accessible();
    expect(commander(el, 'offense')).to.contain(
      'Master of Arms: Qualquer carta que jogue pode tornar-se Agressor. Os Agressores que joga somam 1. ' +
        'Quando: cada carta que joga.',
    );
    // The Spearmen are an Aggressor: the power adds 1, said with the unit's name as written.
    expect(commander(el, 'offense')).to.contain('✓ Master of Arms: Spearmen soma 1 (Agressor)');
    el.setAttribute('lang', 'it');
    el.setAttribute('offense-class', 'evoker');
    await el.updateComplete;
    await openCommander(el, 'offense');
    expect(commander(el, 'offense')).to.contain(
      "Evoker: Un'unità in una Schermaglia, da una parte o dall'altra, aggiunge 2: tre volte per Battaglia, al " +
        'massimo una volta per Schermaglia. Quando: prima che una Schermaglia si risolva.',
    );
    await choose(el, 'Attacco Aggiungi 2 a', 'defense');
    expect(commander(el, 'offense')).to.contain('✓ Evoker: Soldier aggiunge 2 (Evoker)');
    // Unopposed, there is no Defense unit for the Evoker's +2: refused, with the reason.
    el.setAttribute('unopposed', '');
    await el.updateComplete;
    expect(commander(el, 'offense')).to.contain("Evoker: non c'è un'unità in Difesa, è senza opposizione (AC-MO-7)");
  });
});
