// <skirmish-resolver> in Portuguese and Italian: its own words (sides, form, odds, dice, buttons, panels' summaries)
// and the rules' (how each side rolls, the outcome, the steps of the trace, the rulings, a card's problems, the commander
// powers' texts and what a power did or why it was refused) follow the nearest `lang`, the chances are written the
// language's way (comma decimals), and the exact figures are the English ones.
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';

import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import { button, click, control, eventually, openPanel, problems, restorePage, text, typeInto } from './helpers.js';
import { afterFirstFrame, choose, openCommander, tick } from './skirmish-resolver-helpers.js';

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

/** The dice typed from the table, each field named in the resolver's language: the Spearmen roll 2 and 3, the Soldier 2. */
async function typeDice(el: SkirmishResolver, die: (n: number, side: string) => string, [off, def]: string[]) {
  await typeInto(el, die(1, off!), '2');
  await typeInto(el, die(2, off!), '3');
  await typeInto(el, die(1, def!), '2');
}

/** What the outcome says: its headline, the steps that decided it, and why the Soldier got its fate. */
const decided = (el: SkirmishResolver) => ({
  headline: text(el.shadowRoot!.querySelector('[part~=result] .headline')),
  steps: inside(el, '[part~=result] .steps li'),
  because: text(el.shadowRoot!.querySelector('[part~=result] .card.defense > div.muted')),
});

/** A side's problems as shown. */
const sideProblems = (el: SkirmishResolver, side: string) => inside(el, `.side.${side} [part~=problems] li`);

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
    expect(text(el.shadowRoot!.querySelector('.side.offense'))).to.contain('Força 3 · Agressor · Aço · Alcance');
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

  it('announces the Skirmish resolved in Portuguese and Italian with the words of the roll just announced', async () => {
    for (const [lang, roll, resolve, start] of [
      ['pt', 'Lançar os dados', 'Resolver a Escaramuça', 'Escaramuça 1 resolvida. '],
      ['it', 'Tira i dadi', 'Risolvi la Schermaglia', 'Schermaglia 1 risolta. '],
    ] as const) {
      const el = await spearmen(lang);
      el.seed = 'ac-sk-12';
      const announced = () => text(el.shadowRoot!.querySelector('[role=status].visually-hidden'));
      await click(el, roll);
      const rolled = announced().replace(/^[^.]+\. /, ''); // "Tirado. " or "Tirato. " before the outcome
      await click(el, resolve);
      expect(announced()).to.equal(`${start}${rolled}`);
      expect(announced()).not.to.match(/wins|Exhausted|Killed|Disabled/);
      el.remove();
    }
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

  it('says how each side rolls, the outcome and how it was decided in Portuguese and Italian, with the English figures', async () => {
    const english = await spearmen('en');
    await tick(english, 'We rolled real dice');
    await typeDice(english, (n, side) => `${side} die ${n}`, ['Offense', 'Defense']);
    await openPanel(english, 'How it was decided');
    expect(decided(english)).to.deep.equal({
      headline: 'Offense wins: Spearmen 7 against Soldier 4',
      steps: ['Total 7 against 4: Offense wins AC-SK-6', 'Margin 3: 3 or more Kills AC-SK-7'],
      because: 'lost by 3 or more AC-SK-7',
    });

    const el = await spearmen('pt');
    await afterFirstFrame(el);
    expect(inside(el, '.before > p')).to.deep.equal([
      'Lança: 2d6, fica o mais alto: Agressor no Ataque AC-SK-3',
      'Lança: 1d6 AC-SK-2',
    ]);
    await tick(el, 'Lançámos dados reais');
    await typeDice(el, (n, side) => `Dado ${n} — ${side}`, ['Ataque', 'Defesa']);
    await openPanel(el, 'Como foi decidido');
    expect(decided(el)).to.deep.equal({
      headline: 'Ataque vence: Spearmen 7 contra Soldier 4',
      steps: ['Total 7 contra 4: Ataque vence AC-SK-6', 'Margem 3: 3 ou mais causa a morte AC-SK-7'],
      because: 'perdeu por 3 ou mais AC-SK-7',
    });
    expect(inside(el, '[part~=rulings] li')[0]).to.match(/^AC-SK-8 Uma unidade Morta pode ser salva/);
    await expect(el).to.be.accessible();

    // A lang change draws the same outcome again, in Italian.
    el.setAttribute('lang', 'it');
    await eventually(() => decided(el).headline.startsWith('Attacco'));
    expect(decided(el)).to.deep.equal({
      headline: 'Attacco vince: Spearmen 7 contro Soldier 4',
      steps: ['Totale 7 contro 4: Attacco vince AC-SK-6', "Margine 3: 3 o più causa l'uccisione AC-SK-7"],
      because: 'ha perso di 3 o più AC-SK-7',
    });
    expect(inside(el, '.before > p')[0]).to.equal('Tira: 2d6, si tiene il più alto: Aggressore in Attacco AC-SK-3');
  });

  it("a card's problems and the attributes' are said in Portuguese and Italian", async () => {
    const pt = await fixture<SkirmishResolver>(
      html`<skirmish-resolver lang="pt" dice="loaded">
        <army-unit slot="offense" name="Mage" strength="2" role="wizard"></army-unit>
        <army-unit slot="defense" name="Call the Storm" strength="2" role="ritual"></army-unit>
      </skirmish-resolver>`,
    );
    expect(sideProblems(pt, 'offense')).to.deep.equal([
      "função desconhecida 'wizard' (esperado: aggressor, guardian, healer, savant, equipment, ritual, trooper)",
    ]);
    expect(sideProblems(pt, 'defense')).to.deep.equal([
      'Call the Storm é um Ritual: os Rituais não são unidades e não podem combater (AC-UN-4)',
    ]);
    expect(problems(pt)).to.include('dice: escreva "virtual" ou "real", não "loaded"');
    const it = await fixture<SkirmishResolver>(
      html`<skirmish-resolver lang="it">
        <army-unit slot="offense" name="Siege Ladder" strength="-" role="equipment"></army-unit>
      </skirmish-resolver>`,
    );
    expect(sideProblems(it, 'offense')).to.deep.equal([
      'Siege Ladder non ha Forza (-) e non può essere giocata in Attacco né in Difesa (AC-UN-4)',
    ]);
  });
});
