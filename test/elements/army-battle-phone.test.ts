// The board on a phone (390 × 844), as a game master holds it at the table: the status, the Skirmish's two cards with
// their exact chances and the buttons on one screen, the widgets inside folded below; and on a Portuguese page, not
// one English sentence anywhere on the board or in the widgets inside, from the start to the report.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import { skirmishNow } from '../../src/rules/battle/index.js';
import { percent } from '../../src/shared/percent.js';
import { actions, board, playOut, ready, report, settle } from './army-battle-helpers.js';
import { referenceBoard } from './army-battle-page.js';
import { click, control, openPanel, restorePage, text } from './helpers.js';

/** Every text node a reader sees: shadow roots and slots followed, what is not drawn (folded, hidden) left out. */
function visibleText(node: Node, out: string[] = []): string[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const shown = node.textContent!.replace(/\s+/g, ' ').trim();
    if (shown) out.push(shown);
    return out;
  }
  if (node instanceof Element && (!node.checkVisibility() || node instanceof HTMLStyleElement)) return out;
  const children =
    node instanceof HTMLSlotElement
      ? node.assignedNodes({ flatten: true })
      : [...((node as Element).shadowRoot ?? node).childNodes];
  for (const child of children) visibleText(child, out);
  return out;
}

/** What the author wrote and every language keeps: names of commanders, armies and units, rule IDs, numbers. */
const WRITTEN =
  /\b(Ayla|Brann|Vanguard|Bandits|Spearmen|Archers|Shield Wall|Soldier|Bandit Mob|Raiders|AC-[A-Z]{2}-\d+|R\d+|\d+d6)\b/g;
/** Words only English has (none of them Portuguese, none a name on this board). */
const ENGLISH =
  /\b(the|and|against|wins?|with|Killed|Roll|Skirmish|Battles?|Offense|Defense|Undo|hand|Exhausted|Disabled|once|here|dice|Phase|Morale|Start|Apply|Copy|Export|Share|Loading|today|now|Just|Log|Commanders|armies|Pass|Unable|Rout(ed)?|Strength|Upkeep|Enter|real)\b/;

/** The sentences left once the names are taken out: what must be in the page's language. */
const sentences = (el: ArmyBattle) =>
  visibleText(el)
    .map((t) =>
      t
        .replace(WRITTEN, ' ')
        .replace(/[\d\s.,:;·()%+−–—/-]+/g, ' ')
        .trim(),
    )
    .filter((t) => /\p{L}{2}/u.test(t));

describe('<army-battle> on a phone', function () {
  this.timeout(40_000);
  beforeEach(() => localStorage.clear());
  afterEach(restorePage);

  it('at 390 × 844: the status, the Skirmish with its exact chances and the actions on one screen, rosters folded', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await board({ seed: 'ford' });
    await expect(el).to.be.accessible();
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'resolve' });
    await settle(el);
    const root = el.shadowRoot!;
    const now = skirmishNow(el.battle!)!;
    const shown = text(root.querySelector('.skirmish-now'));
    // The figures are the rules' exact odds of this Skirmish.
    const { offenseWins, defenseWins, offenseKilled, defenseKilled } = now.odds;
    for (const p of [offenseWins, defenseWins, offenseKilled, defenseKilled]) expect(shown).to.contain(percent(p));
    expect(shown).to.contain(`${now.offense.unit.name} (${now.offense.unit.strength})`);
    // The widgets inside are below, folded: opened, they show.
    const armies = root.querySelector<HTMLDetailsElement>('details.armies')!;
    expect(armies.open).to.equal(false);
    root.querySelector('[part~=status]')!.scrollIntoView({ block: 'start' });
    const seen = [root.querySelector('[part~=status]')!, root.querySelector('.skirmish-now')!, ...actions(el)];
    for (const part of seen) {
      const box = part.getBoundingClientRect();
      expect(box.top, text(part)).to.be.at.least(0);
      expect(box.bottom, text(part)).to.be.at.most(844);
      expect(box.right, text(part)).to.be.at.most(390);
    }
    await openPanel(el, 'Commanders and armies');
    expect(el.querySelector('army-roster')!.getBoundingClientRect().height).to.be.above(0);
  });

  it('at 390 px, the report after the Battle shows its whole table: no column cut off at the edge', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await referenceBoard();
    await ready(el);
    await click(el, 'Start the Battle');
    await playOut(el);
    const table = (await report(el)).querySelector('table')!;
    const scroll = table.parentElement!;
    expect(text(table)).to.contain('Shieldmaidens');
    expect(scroll.scrollWidth, 'the table is wider than the report').to.be.at.most(scroll.clientWidth);
    el.remove();
  });

  it('at 390 px, every chance of the Skirmish stays inside its box, a long name and all', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await referenceBoard();
    await ready(el);
    await click(el, 'Start the Battle');
    const outside: string[] = [];
    await playOut(el, {
      until: () => {
        const box = el.shadowRoot!.querySelector('.skirmish-now');
        for (const figure of box?.querySelectorAll('dd') ?? [])
          if (figure.getBoundingClientRect().right > box!.getBoundingClientRect().right)
            outside.push(text(figure.parentElement));
        return false;
      },
    });
    expect(outside).to.deep.equal([]);
    el.remove();
  });

  it('on a Portuguese page, not one English sentence on the board or in the widgets inside, start to report', async () => {
    await setViewport({ width: 390, height: 844 });
    const [english, portuguese] = [await played('en'), await played('pt')];
    expect(portuguese.length).to.be.above(60); // the walk read the page
    expect(
      portuguese.filter((t) => ENGLISH.test(t)),
      'English words',
    ).to.deep.equal([]);
    // The same Battle in English: none of its sentences (two words or more) is on the Portuguese board.
    const said = new Set(english.filter((t) => /\p{L}+\s+\p{L}+/u.test(t)));
    expect(
      portuguese.filter((t) => said.has(t)),
      'English sentences',
    ).to.deep.equal([]);
  });
});

/** The words of the buttons and panels the walk presses and opens, by language. */
const PRESSED = {
  en: [
    'Start the Battle',
    'Commanders and armies',
    'Enter the real dice',
    'Cancel',
    'Log',
    'Morale and piles',
    'New Battle',
  ],
  pt: [
    'Começar a Batalha',
    'Comandantes e exércitos',
    'Inserir os dados reais',
    'Cancelar',
    'Histórico',
    'Moral e cartas',
    'Nova Batalha',
  ],
} as const;

/**
 * A Battle played on a page in `lang` as a GM at a phone would (the first button each time, the real dice box opened
 * once, the panels opened, the report, "New Battle"): the sentences seen on the way, names taken out.
 */
async function played(lang: 'en' | 'pt'): Promise<string[]> {
  const [start, armies, real, cancel, log, piles, again] = PRESSED[lang];
  document.documentElement.lang = lang;
  const el = await board({ seed: 'ford', resolver: true });
  const seen: string[] = [];
  const look = async () => {
    await settle(el);
    seen.push(...sentences(el));
  };
  await look();
  await click(el, start);
  await look();
  await openPanel(el, armies);
  await playOut(el, { until: () => el.battle!.step === 'offense' });
  await look();
  await playOut(el, { until: () => el.battle!.step === 'resolve' });
  await look();
  const realDice = control(el, real);
  realDice.click();
  await playOut(el, { until: () => el.shadowRoot!.querySelector('.dice-entry') !== null });
  await look();
  await click(el, cancel);
  realDice.click();
  await playOut(el);
  await report(el);
  for (const panel of [log, piles]) await openPanel(el, panel);
  await look();
  await click(el, again);
  await look();
  el.remove();
  localStorage.clear();
  return seen;
}
