// The board in Portuguese and Italian: its own words (title, buttons, panels, the dice box, the report, its messages)
// and the rules' (the status, the actions' names, the log, the rulings, the report's lines and its Markdown) follow
// the nearest `lang`, numbers are written the language's way, and it plays as in English, with the same figures.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import type { BattleChangeEvent } from '../../src/events/index.js';
import { actionNames, actions, board, playOut, report, settle, status } from './army-battle-helpers.js';
import {
  button,
  click,
  control,
  eventually,
  findButton,
  listen,
  LOADING,
  openPanel,
  problems,
  restorePage,
  text,
  typeInto,
} from './helpers.js';

const inside = (el: ArmyBattle, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)].map(text);
const title = (el: ArmyBattle) => text(el.shadowRoot!.querySelector('h3'));
/** The figures a line shows (totals, dice, Morale, rule numbers), in order: the same in every language. */
const figures = (line: string) => line.match(/\d+/g) ?? [];

/**
 * The same Battle (same seed, the first button pressed each time) played to its end in English and in `lang`, one
 * board after the other (two commanders named alike on one page would hear each other), each read by `read`.
 */
async function sameBattle<T>(
  lang: 'pt' | 'it',
  seed: string,
  read: (el: ArmyBattle) => Promise<T>,
  pick?: (buttons: HTMLButtonElement[]) => HTMLButtonElement,
): Promise<[T, T]> {
  const start = { en: 'Start the Battle', pt: 'Começar a Batalha', it: 'Inizia la Battaglia' };
  const shown: T[] = [];
  for (const language of ['en', lang] as const) {
    const el = await board({ seed, lang: language });
    await click(el, start[language]);
    await playOut(el, { pick });
    shown.push(await read(el));
    el.remove();
  }
  return [shown[0]!, shown[1]!];
}

/** What `work` copies to the clipboard (a stand-in clipboard meanwhile, as the page's is not ours to read). */
async function copied(work: () => Promise<unknown>): Promise<string> {
  let copy = '';
  const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (t: string) => ((copy = t), Promise.resolve()) },
  });
  try {
    await work();
    await eventually(() => copy !== '');
  } finally {
    delete (navigator as { clipboard?: unknown }).clipboard;
    Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
  }
  return copy;
}

describe('<army-battle> in Portuguese and Italian', function () {
  this.timeout(40_000); // the odds of 1,000 Battles in a worker, beside other tests
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
    // The rules' words too: the status line and the buttons.
    expect(status(el)).to.equal('Antes da Batalha · Ayla: lançar para ver quem escolhe o primeiro turno (AC-BA-1)');
    expect(actionNames(el)).to.deep.equal(['Lançar para ver quem escolhe o primeiro turno (AC-BA-1)']);
    const changes = events.of<BattleChangeEvent>('army-battle-change').map((e) => e.detail);
    expect(changes).to.have.length(1);
    expect(changes[0]).to.include({ offense: 'Ayla', step: 'roll-chooser' });
    expect(el.shadowRoot!.querySelector('[part~=actions]')!.getAttribute('aria-label')).to.equal(
      'O que se pode fazer agora',
    );
    expect(inside(el, 'summary')).to.include.members(['Moral e cartas', 'Histórico', 'Comandantes e exércitos']);
    // Each commander's Morale and piles, named with the game's words (shown upper-case first by the style).
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    const onOffense = el.battle!.commanders[el.battle!.turn].name;
    expect(status(el)).to.equal(
      `Fase 1 · ${onOffense} no Ataque · ${onOffense}: jogar uma carta no Ataque, Passar ou ficar Impossibilitado (AC-SK-1)`,
    );
    expect(actionNames(el)).to.include('Passar (custa 1 de Moral, AC-MO-6)');
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
    await click(el, 'Lançar para ver quem escolhe o primeiro turno (AC-BA-1)');
    const form = el.shadowRoot!.querySelector('.dice-entry')!;
    expect(text(form.querySelector('label'))).to.equal(
      'Dados para: Lançar para ver quem escolhe o primeiro turno (AC-BA-1)',
    );
    expect(text(form.querySelector('p'))).to.equal(
      'Insira 2 dados, cada um de 1 a 6, pela ordem em que foram lançados: Ayla (1d6) e Brann (1d6).',
    );
    await typeInto(el, 'Dados para', '7');
    await click(el, 'Usar estes dados');
    expect(problems(el)).to.deep.equal(['Cada dado mostra de 1 a 6: "7" não é um dado.']);
    await typeInto(el, 'Dados para', '2 5 1');
    await click(el, 'Usar estes dados');
    expect(problems(el)).to.deep.equal(['Este lançamento usa 2 dados, não 3: insira 2.']);
    await click(el, 'Cancelar');
    expect(problems(el)).to.deep.equal([]);
    expect(actionNames(el)).to.deep.equal(['Lançar para ver quem escolhe o primeiro turno (AC-BA-1)']);
  });

  it('names a ruling and its text in Portuguese, and the choice that cites it', async () => {
    const el = await board({ lang: 'pt', aylaClass: 'chirurgeon' });
    await click(el, 'Começar a Batalha');
    await playOut(el, { until: () => el.battle!.step === 'pre-battle' });
    expect(actionNames(el)).to.include('Chirurgeon: pôr em campo o Alchemy Lab gratuito (R7)');
    expect(status(el)).to.equal('Antes da Batalha · Ayla: pôr em campo a unidade do poder, ou não (R7, R8)');
    const alchemy = await openPanel(el, 'R7 · O Alchemy Lab');
    expect(text(alchemy.querySelector('p'))).to.match(
      /^O Alchemy Lab do Chirurgeon é uma unidade de Equipamento de Força 1/,
    );
    await click(el, 'Chirurgeon: pôr em campo o Alchemy Lab gratuito (R7)');
    const log = await openPanel(el, 'Histórico');
    expect([...log.querySelectorAll('li')].map(text)).to.include('Chirurgeon: Alchemy Lab junta-se à mão de Ayla (R7)');
  });

  it('tells the whole Battle in Portuguese with the figures of the same Battle in English', async () => {
    const read = async (el: ArmyBattle) => ({
      log: [...(await openPanel(el, el.lang === 'pt' ? 'Histórico' : 'Log')).querySelectorAll('li')].map(text),
      status: status(el),
    });
    // The last action each time: a Pass whenever one is offered, so that Morale notes are logged (AC-MO-6).
    const [en, pt] = await sameBattle('pt', 'whole', read, (buttons) => buttons.at(-1)!);
    expect(pt.log).to.have.length(en.log.length);
    expect(pt.log[0]).to.equal('Batalha: Ayla contra Brann; todas as cartas na mão (AC-BA-1)');
    expect(pt.log.map(figures)).to.deep.equal(en.log.map(figures));
    // Every line is in Portuguese, a Morale change's note too (the morale rules' words).
    expect(pt.log.filter((line, i) => line === en.log[i])).to.deep.equal([]);
    expect(
      en.log.some((line) => /^(Ayla|Brann): .*Morale/.test(line)),
      'the Battle changed Morale',
    ).to.equal(true);
    expect(pt.log.filter((line) => /^(Ayla|Brann): .*Moral\b/.test(line))).to.have.length.above(0);
    expect(pt.status).to.match(/^Ayla vence a Batalha: |^Brann vence a Batalha: /);
    expect(figures(pt.status)).to.deep.equal(figures(en.status));
  });

  it("a roster inside offers the Battle's plays in its own language: the board's, or its own lang", async () => {
    const el = await board({ lang: 'pt', seed: 'ford' });
    await click(el, 'Começar a Batalha');
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    await openPanel(el, 'Comandantes e exércitos');
    await settle(el);
    const attacker = el.querySelector<ArmyRoster>(
      `army-roster[name="${el.battle!.turn === 0 ? 'Vanguard' : 'Bandits'}"]`,
    )!;
    const card = el.battle!.cards[el.battle!.commanders[el.battle!.turn].hand[0]!]!;
    const attack = `${card.unit.name} (${card.unit.strength})`;
    await expect(attacker).to.be.accessible();
    expect(button(attacker, `Atacar com ${attack}`).disabled).to.equal(false);
    attacker.setAttribute('lang', 'it');
    await eventually(() => findButton(attacker, `Attacca con ${attack}`));
    expect(actionNames(el)).to.include(`Atacar com ${attack}`);
    await click(attacker, `Attacca con ${attack}`);
    await settle(el);
    expect(el.battle!.pending?.offense).to.equal(card.id);
  });

  it('says in Portuguese what is missing to start', async () => {
    const el = fixtureSync<ArmyBattle>(
      html`<army-battle lang="pt">
        <morale-tracker name="Ayla" level="6"></morale-tracker>
        <morale-tracker name="Brann" npc morale="5"></morale-tracker>
      </army-battle>`,
    );
    const said = 'Falta o exército do comandante Ayla: não há <army-roster commander="Ayla"> dentro.';
    await waitUntil(() => problems(el).join() === said, 'nothing said', LOADING);
    expect(actions(el), 'no Start').to.have.length(0);
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
    expect(text(shown.querySelector('p'))).to.equal('Ayla vince: Brann è in rotta e perde la Battaglia AC-MO-2');
    expect(inside(el, '.report .notes li')).to.deep.equal([
      "L'esercito in rotta di Brann viene posto a 2 dei suoi movimenti di distanza AC-MO-2",
      "Questi due eserciti non possono affrontarsi in un'altra Battaglia per 1 ora AC-BA-6",
    ]);
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
    expect(button(el, 'Annulla mossa').disabled).to.equal(false);
    const note = () => text(shown.querySelector('[role=status]'));
    expect(note()).to.contain(`Brann: Uccisi rimossi (${lost}), Morale mantenuto`);
    expect(note()).to.match(/^Applicato\. Ayla: /);
    // Told after the clipboard answers, outside an update: still in Italian.
    const markdown = (await copied(() => click(el, 'Copia come Markdown'))).split('\n');
    await eventually(() => !note().startsWith('Applicato'));
    expect(note()).to.equal('Resoconto copiato come Markdown.');
    expect(markdown[0]).to.equal('## Battaglia: Ayla contro Brann');
    expect(markdown[2]).to.equal('**Ayla vince**: Brann è in rotta e perde la Battaglia (AC-MO-2).');
    expect(markdown[4]).to.equal('| Comandante | Morale rimasto | Influenza | Uccisioni | Unità perse |');
    expect(markdown).to.include(
      "- L'esercito in rotta di Brann viene posto a 2 dei suoi movimenti di distanza (AC-MO-2)",
    );
    // Taken back by Undo, once the rosters and trackers have answered: still in Italian.
    await click(el, 'Annulla mossa');
    await eventually(() => note().startsWith('Annullato'));
    expect(note()).to.equal(
      "Annullato: gli eserciti e il Morale sono com'erano prima che il risultato fosse applicato.",
    );
  });

  it("lists every Skirmish of the report in Italian, with the English report's figures", async () => {
    const read = async (el: ArmyBattle) => {
      await report(el);
      const every = await openPanel(el, el.lang === 'it' ? 'Tutte le Schermaglie' : 'Every Skirmish');
      return [...every.querySelectorAll('li')].map(text);
    };
    const [en, it] = await sameBattle('it', 'rout', read);
    expect(it).to.have.length(en.length).and.to.have.length.above(0);
    expect(it.every((line) => /^Fase [12] · /.test(line))).to.equal(true);
    expect(it.some((line) => / contro .*: vince /.test(line))).to.equal(true);
    expect(it.map(figures)).to.deep.equal(en.map(figures));
  });

  it("follows its ancestor's lang and the page's when they change, during a Battle too", async () => {
    const el = await board();
    const around = el.parentElement!;
    around.setAttribute('lang', 'it');
    await eventually(() => actionNames(el)[0] === 'Inizia la Battaglia');
    expect(inside(el, 'summary')).to.include('Comandanti ed eserciti');
    await click(el, 'Inizia la Battaglia');
    await click(el, 'Tira per chi sceglie il primo turno (AC-BA-1)');
    expect(title(el)).to.equal('Battaglia: Ayla contro Brann');
    const chooser = el.battle!.commanders[el.battle!.actor].name;
    expect(status(el)).to.equal(`Prima della Battaglia · ${chooser}: scegliere chi gioca il primo turno (AC-BA-1)`);
    expect(actionNames(el)).to.deep.equal(['Ayla gioca il primo turno', 'Brann gioca il primo turno']);
    around.removeAttribute('lang');
    document.documentElement.lang = 'pt-BR';
    await eventually(() => title(el) === 'Batalha: Ayla contra Brann');
    expect(button(el, 'Desfazer').disabled).to.equal(false);
    expect(status(el)).to.equal(`Antes da Batalha · ${chooser}: escolher quem joga o primeiro turno (AC-BA-1)`);
    expect(actionNames(el)).to.deep.equal(['Ayla joga o primeiro turno', 'Brann joga o primeiro turno']);
    document.documentElement.lang = 'en';
    await eventually(() => title(el) === 'Battle: Ayla against Brann');
    expect(inside(el, 'summary')).to.include('Commanders and armies');
    expect(status(el)).to.equal(`Before the Battle · ${chooser}: choose who takes the first turn (AC-BA-1)`);
  });

  it('writes the odds the language\'s way: "1.000 Batalhas", decimals with a comma', async () => {
    // 1,000 is enough for the thousands separator; a long run of Battles belongs in the bench.
    const el = await board({ lang: 'pt', seed: 'odds', oddsBattles: 1_000 });
    const odds = () => text(el.shadowRoot!.querySelector('[part~=odds]'));
    await eventually(() => !el.shadowRoot!.querySelector('progress') && odds().includes('1.000 Batalhas'), 30_000);
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
