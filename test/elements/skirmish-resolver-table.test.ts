// <skirmish-resolver> played at the table: the keyboard focus through roll and resolve, turns in a Battle (the
// picks, swapping sides), discards that wait for their bonus, and what a reader, a small screen and a printer get.
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';

import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import type { SkirmishResolvedEvent } from '../../src/events/index.js';
import { button, click, control, listen, squash, text, typeInto } from './helpers.js';
import {
  announce,
  type CardLine,
  choose,
  enterDice,
  evenFight,
  odds,
  openCommander,
  openDetails,
  openDiscards,
  openHistory,
  options,
  realDice,
  result,
  sibling,
} from './skirmish-resolver-helpers.js';

/** AC-SK-12: Spearmen (Aggressor, Reach) attack a Soldier. */
const ac_sk_12 = () =>
  fixture<SkirmishResolver>(
    html`<skirmish-resolver seed="table" offense-commander="ayla" defense-commander="brann">
      <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
      <army-unit slot="defense" name="Soldier" strength="2"></army-unit>
    </skirmish-resolver>`,
  );

/** What has the keyboard focus inside the widget. */
const focused = (el: SkirmishResolver) => el.shadowRoot!.activeElement as HTMLElement | null;

/** Presses a key on a control, as a keyboard user does, and waits for the widget. */
async function press(el: SkirmishResolver, target: HTMLElement, key: 'Enter' | 'Space') {
  target.focus();
  await sendKeys({ press: key });
  await el.updateComplete;
}

const AYLA: CardLine[] = [
  { id: 'spear', name: 'Spearmen', strength: 3, pile: 'hand', role: 'aggressor' },
  { id: 'arch', name: 'Archers', strength: 2, pile: 'hand' },
  { id: 'ladder', name: 'Siege Ladder', strength: null, pile: 'hand', role: 'equipment' },
  { id: 'wild', name: 'Call of the Wild', strength: null, pile: 'hand', role: 'ritual' },
  { id: 'tired', name: 'Outriders', strength: 2, pile: 'exhausted' },
  { id: 'dead', name: 'Bone Levy', strength: 2, pile: 'killed' },
];
const BRANN: CardLine[] = [
  { id: 'guards', name: 'Stockade Guards', strength: 3, pile: 'hand', role: 'guardian' },
  { id: 'mob', name: 'Bandit Mob', strength: 1, pile: 'hand' },
];

/** The Battle of the demo: Ayla (a player character) attacks Brann (non-player), both rosters on the page. */
async function battle() {
  const el = await fixture<SkirmishResolver>(
    html`<skirmish-resolver seed="battle" offense-commander="Ayla" defense-commander="brann" defense-npc>
    </skirmish-resolver>`,
  );
  const rosters = sibling(el);
  const hands: Record<string, CardLine[]> = { ayla: AYLA.map((c) => ({ ...c })), brann: BRANN.map((c) => ({ ...c })) };
  const announceAll = () => Object.entries(hands).forEach(([commander, cards]) => announce(rosters, commander, cards));
  // Like <army-roster>: each card named by a resolved Skirmish goes to its fate's pile, then the roster announces.
  const follow = (event: SkirmishResolvedEvent) => {
    for (const side of [event.detail.offense, event.detail.defense]) {
      const card = hands[side.commander!.toLowerCase()]?.find((c) => c.id === side.cardId);
      if (card) card.pile = side.fate;
    }
    announceAll();
  };
  document.addEventListener('army-skirmish-resolved', follow);
  announceAll();
  await el.updateComplete;
  return { el, stop: () => document.removeEventListener('army-skirmish-resolved', follow) };
}

describe('<skirmish-resolver> at the table', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ colorScheme: 'light', media: 'screen' });
  });

  it("AC-SK-3, AC-SK-12: the outcome shows each side's dice and the sum behind its total, details folded", async () => {
    const el = await ac_sk_12();
    await realDice(el);
    await enterDice(el, { offense: [2, 5], defense: [4] });
    await expect(el).to.be.accessible();
    const lines = [...el.shadowRoot!.querySelectorAll('output[part~=result] .rolled li')].map(text);
    // The Aggressor keeps the higher of 2d6 (AC-SK-3), and Reach adds 1 (AC-SK-12): 3 + 5 + 1 against 2 + 4.
    expect(lines).to.deep.equal([
      'Spearmen 2 dropped 5 kept · Strength 3 + Die 5 + Reach 1 = 9',
      'Soldier 4 kept · Strength 2 + Die 4 = 6',
    ]);
    expect(result(el)).to.contain('Offense wins: Spearmen 9 against Soldier 6');
  });

  it('is accessible with typed dice and a pending discard', async () => {
    const el = await ac_sk_12();
    await realDice(el);
    await openDiscards(el);
    await click(el, 'Add a discard');
    await expect(el).to.be.accessible();
  });

  describe('keyboard focus never drops to the page', () => {
    it('AC-SK-2: Enter on "Roll the dice" moves the focus to "Resolve the Skirmish"; Enter there, to the outcome', async () => {
      const el = await ac_sk_12();
      await press(el, button(el, 'Roll the dice'), 'Enter');
      expect(button(el, 'Roll the dice').disabled).to.equal(true);
      expect(focused(el)).to.equal(button(el, 'Resolve the Skirmish'));
      await press(el, button(el, 'Resolve the Skirmish'), 'Enter');
      expect(text(focused(el))).to.equal('Resolved: Skirmish #1');
      expect(focused(el)!.closest('output[part~=result]')).to.not.equal(null);
      // Tab goes on to what comes next: saving the Killed card if there is one, else the next Skirmish.
      expect(document.activeElement).to.equal(el);
    });

    it('AC-SK-8: after a Kill is prevented by keyboard, the focus stays on the outcome', async () => {
      const el = await ac_sk_12();
      await realDice(el);
      await enterDice(el, { offense: [2, 3], defense: [2] });
      await press(el, button(el, 'Resolve the Skirmish'), 'Space');
      await press(el, button(el, 'Save Soldier from the Kill'), 'Enter');
      expect(text(focused(el))).to.equal('Resolved: Skirmish #1');
    });

    it('AC-SK-9: removing a discard moves the focus to "Add a discard"; clearing the dice, to what rolls them', async () => {
      const el = await ac_sk_12();
      await openDiscards(el);
      await press(el, button(el, 'Add a discard'), 'Enter');
      expect(focused(el)).to.equal(button(el, 'Add a discard')); // it stays: add another, or fill this one
      await press(el, button(el, 'Remove discard #1'), 'Enter');
      expect(focused(el)).to.equal(button(el, 'Add a discard'));
      await press(el, button(el, 'Roll the dice'), 'Enter');
      await press(el, button(el, 'Clear the dice'), 'Enter');
      expect(focused(el)).to.equal(button(el, 'Roll the dice'));
      await realDice(el);
      await enterDice(el, { offense: [1] });
      await press(el, button(el, 'Clear the dice'), 'Enter');
      expect(focused(el)).to.equal(control(el, 'Offense die 1'));
    });

    it('a script’s click moves no focus', async () => {
      const el = await ac_sk_12();
      await click(el, 'Roll the dice');
      expect(focused(el)).to.equal(null);
    });
  });

  it('a roll not resolved yet is dropped by "New Skirmish", "Swap sides" or "New Battle" only once confirmed', async () => {
    const el = await ac_sk_12();
    await press(el, button(el, 'Roll the dice'), 'Enter');
    const rolled = result(el);
    expect(rolled).to.contain('Not resolved yet');
    await press(el, button(el, 'New Skirmish'), 'Enter');
    // Asked in the outcome, naming the button pressed, the keyboard on the safe answer; the roll is still there.
    const question = () => el.shadowRoot!.querySelector('.drop-roll');
    await expect(el).to.be.accessible();
    expect(text(question())).to.equal('New Skirmish: this roll is not resolved yet. Drop it? Drop the roll Keep it');
    expect(question()!.getAttribute('role')).to.equal('alert');
    expect(focused(el) === button(el, 'Keep it')).to.equal(true);
    expect(result(el)).to.equal(rolled);
    await press(el, button(el, 'Keep it'), 'Enter');
    expect(question()).to.equal(null);
    expect(result(el)).to.equal(rolled);
    expect(focused(el) === button(el, 'Resolve the Skirmish')).to.equal(true);
    // Escape keeps it too.
    await press(el, button(el, 'New Battle'), 'Enter');
    expect(text(question())).to.contain('New Battle: this roll');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect([question(), result(el)]).to.deep.equal([null, rolled]);
    // Dropped: the keyboard goes back to the button pressed, and the live region says so.
    await press(el, button(el, 'Swap sides'), 'Enter');
    await press(el, button(el, 'Drop the roll'), 'Enter');
    expect(question()).to.equal(null);
    expect(result(el)).to.equal('Not rolled yet.');
    expect(focused(el) === button(el, 'Swap sides')).to.equal(true);
    expect(text(el.shadowRoot!.querySelector('[role=status]'))).to.equal('The roll was dropped.');
    expect(text(el.shadowRoot!.querySelector('[part~=offense] h3, .side.offense h3'))).to.equal('Offense · brann'); // swapped
    // Resolved, nothing waits: the next Skirmish comes at once.
    await press(el, button(el, 'Roll the dice'), 'Enter');
    await press(el, button(el, 'Resolve the Skirmish'), 'Enter');
    await click(el, 'New Skirmish');
    expect(question()).to.equal(null);
    expect(result(el)).to.equal('Not rolled yet.');
  });

  describe('AC-SK-9: discards wait for their bonus', () => {
    it('AC-SK-9: "Add a discard" changes nothing until its bonus is typed, and says so', async () => {
      const el = await ac_sk_12();
      const before = odds(el);
      await click(el, 'Roll the dice');
      const rolled = result(el);
      await openDiscards(el);
      await click(el, 'Add a discard');
      expect(odds(el)).to.deep.equal(before);
      expect(result(el)).to.equal(rolled);
      expect(text(el.shadowRoot!.querySelector('.discard'))).to.contain('Pending: type the bonus the card gives');
      expect(control(el, 'Bonus').getAttribute('aria-describedby')).to.equal('discard-0-pending');
      // The Offense commander discards first (the attacker's chance); the bonus is for their own unit.
      expect(control<HTMLSelectElement>(el, 'By').value).to.equal('offense');
      expect(control<HTMLSelectElement>(el, 'For').value).to.equal('offense');
      await typeInto(el, 'Bonus', '+1');
      expect(odds(el)).to.not.deep.equal(before);
      expect(el.shadowRoot!.querySelector('.pending-note')).to.equal(null);
    });

    it('AC-SK-9, AC-SK-12: "For" follows "By" until it is chosen by hand', async () => {
      const el = await ac_sk_12();
      await openDiscards(el);
      await click(el, 'Add a discard');
      await choose(el, 'By', 'defense');
      expect(control<HTMLSelectElement>(el, 'For').value).to.equal('defense');
      await choose(el, 'For', 'offense'); // a commander may help the other unit: now it stays
      await choose(el, 'By', 'offense');
      await choose(el, 'By', 'defense');
      expect(control<HTMLSelectElement>(el, 'For').value).to.equal('offense');
    });

    it('AC-SK-9: the worked example in two choices, and the discards are spent once resolved', async () => {
      const el = await ac_sk_12();
      await realDice(el);
      await enterDice(el, { offense: [2, 3], defense: [2] });
      expect(result(el)).to.contain('Spearmen 7 against Soldier 4');
      await openDiscards(el);
      await click(el, 'Add a discard');
      await choose(el, 'By', 'defense');
      await typeInto(el, 'Bonus', '+1');
      expect(result(el)).to.contain('Spearmen 7 against Soldier 5');
      await click(el, 'Resolve the Skirmish');
      expect(el.shadowRoot!.querySelectorAll('.discard')).to.have.length(0);
      await openDetails(el);
      expect(result(el)).to.contain('Bonus from card #1');
      expect(text(button(el, 'Add a discard'))).to.equal('Add a discard (Offense next)');
    });
  });

  describe('a Battle: turns alternate (AC-BA-2)', () => {
    it('AC-UN-4: the picker offers only cards in hand that can fight; a discard may be any card in hand', async () => {
      const { el, stop } = await battle();
      stop();
      expect(options(el, 'Offense unit')).to.deep.equal([
        'Choose a card in hand…',
        'Spearmen (Strength 3 · Aggressor)',
        'Archers (Strength 2 · Trooper (plain))',
        'Type a unit…',
      ]);
      await choose(el, 'Offense unit', 'card:ayla::spear');
      await openDiscards(el);
      await click(el, 'Add a discard');
      expect(options(el, 'Card')).to.deep.equal([
        'a card not in hand here',
        'Archers',
        'Siege Ladder',
        'Call of the Wild',
      ]);
    });

    it('AC-SK-7, AC-BA-2: once resolved, the cards the rosters moved out of hand are no longer picked; the outcome stays', async () => {
      const { el, stop } = await battle();
      await choose(el, 'Offense unit', 'card:ayla::spear');
      await choose(el, 'Defense unit', 'card:brann::guards');
      await click(el, 'Roll the dice');
      await click(el, 'Resolve the Skirmish');
      stop();
      for (const side of ['Offense', 'Defense'])
        expect(control<HTMLSelectElement>(el, `${side} unit`).value).to.equal('hand');
      const next = (card: string) => ['Choose a card in hand…', card, 'Type a unit…'];
      expect(options(el, 'Offense unit')).to.deep.equal(next('Archers (Strength 2 · Trooper (plain))'));
      expect(options(el, 'Defense unit')).to.deep.equal(next('Bandit Mob (Strength 1 · Trooper (plain))'));
      expect(text(el.shadowRoot!.querySelector('[part~=odds]'))).to.contain('Choose two units');
      expect(result(el))
        .to.contain('Resolved: Skirmish #1')
        .and.to.contain('Spearmen')
        .and.to.contain('Stockade Guards');
      await openHistory(el);
      expect(text(el.shadowRoot!.querySelector('[part~=history] tbody tr'))).to.contain('Spearmen');
    });

    it('AC-BA-2: "Swap sides" puts the other commander on Offense, with their cards, class and NPC flag', async () => {
      const { el, stop } = await battle();
      el.offenseClass = 'evoker';
      await el.updateComplete;
      await choose(el, 'Offense unit', 'card:ayla::arch');
      await typeInto(el, 'Offense other adds', '+1');
      await click(el, 'Swap sides');
      stop();
      // The commanders as the page wrote them, not as the roster spells them.
      expect(text(el.shadowRoot!.querySelector('.side.offense h3'))).to.equal('Offense · brann');
      expect(text(el.shadowRoot!.querySelector('.side.defense h3'))).to.equal('Defense · Ayla');
      expect([el.offenseCommander, el.defenseCommander, el.offenseNpc, el.defenseNpc]).to.deep.equal([
        'brann',
        'Ayla',
        true,
        false,
      ]);
      expect(options(el, 'Offense unit')).to.deep.equal([
        'Choose a card in hand…',
        'Stockade Guards (Strength 3 · Guardian)',
        'Bandit Mob (Strength 1 · Trooper (plain))',
        'Type a unit…',
      ]);
      // Ayla's Archers, her +1 and her Evoker went to the Defense with her.
      expect(control<HTMLSelectElement>(el, 'Defense unit').value).to.equal('card:ayla::arch');
      expect(control<HTMLInputElement>(el, 'Defense other adds').value).to.equal('+1');
      await openCommander(el, 'defense');
      expect(control<HTMLSelectElement>(el, 'Defense Commander class').value).to.equal('evoker');
      expect(control<HTMLInputElement>(el, 'Defense: Non-player commander').checked).to.equal(false);
      await openCommander(el, 'offense');
      expect(control<HTMLSelectElement>(el, 'Offense Commander class').value).to.equal('');
      expect(control<HTMLInputElement>(el, 'Offense: Non-player commander').checked).to.equal(true);
      // The events name the new attacker.
      await choose(el, 'Offense unit', 'card:brann::mob');
      await click(el, 'Roll the dice');
      const events = listen('army-skirmish-resolved');
      await click(el, 'Resolve the Skirmish');
      events.stop();
      const { offense, defense } = events.of<SkirmishResolvedEvent>('army-skirmish-resolved')[0]!.detail;
      expect([offense.commander, offense.cardId, defense.commander, defense.cardId]).to.deep.equal([
        'brann',
        'mob',
        'ayla',
        'arch',
      ]);
    });

    it('AC-SK-8: kill prevention names the commander as the page wrote it', async () => {
      const { el, stop } = await battle();
      await choose(el, 'Offense unit', 'card:ayla::arch');
      await choose(el, 'Defense unit', 'card:brann::mob');
      await realDice(el);
      await enterDice(el, { offense: [1], defense: [6] }); // Archers 3 against Bandit Mob 7: Killed
      await click(el, 'Resolve the Skirmish');
      stop();
      expect(text(el.shadowRoot!.querySelector('[part~=kill-prevention]'))).to.contain('commander Ayla');
    });
  });

  describe('reading, small screens, print', () => {
    it('rule codes stay visible but out of the accessible names of controls and headings', async () => {
      const el = await evenFight();
      await realDice(el);
      await enterDice(el, { offense: [4], defense: [4] }); // AC-SK-6: equal totals and bases, a re-roll row
      await openCommander(el, 'offense');
      const names = [...el.shadowRoot!.querySelectorAll(NAMED)].map(accessibleName);
      expect(names.filter((name) => /\b(AC-[A-Z]{2}(-\d+)?|R\d)\b/.test(name))).to.deep.equal([]);
      expect(names).to.include.members([
        'Passes',
        'is Unable',
        'Offense Other adds',
        'Re-roll #1',
        'Offense Commander class',
        'Offense: Non-player commander',
        'Discards for a bonus',
      ]);
      expect(el.shadowRoot!.getElementById('offense-other')!.getAttribute('aria-describedby')).to.equal(
        'offense-other-hint',
      );
      // Still on screen.
      expect(text(el.shadowRoot!.querySelector('.side.defense .plays'))).to.contain('Passes AC-MO-7');
      expect(text(el.shadowRoot!.querySelector('.discards > summary'))).to.equal('Discards for a bonus AC-SK-9');
    });

    for (const width of [320, 360])
      it(`at ${width} px, typed dice: no field overlaps another, and the page does not scroll sideways`, async () => {
        await setViewport({ width, height: 800 });
        const el = await ac_sk_12();
        await realDice(el);
        await enterDice(el, { offense: [3, 3], defense: [3] });
        // What the eye sees: each label's text, each box, and "Clear the dice": none may overlap another.
        const dice = el.shadowRoot!.querySelector('[part~=dice]')!;
        const textOf = (label: Element) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          return range.getBoundingClientRect();
        };
        const seen = [
          ...[...dice.querySelectorAll('.round label')].map(textOf),
          ...[...dice.querySelectorAll('.round input')].map((input) => input.getBoundingClientRect()),
          button(el, 'Clear the dice').getBoundingClientRect(),
        ];
        expect(seen.length).to.equal(7);
        const apart = (a: DOMRect, b: DOMRect) =>
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        for (const [i, a] of seen.entries()) for (const b of seen.slice(i + 1)) expect(apart(a, b)).to.equal(true);
        // The dice's legend stays inside the widget (a legend once took the page's width, outside it).
        expect(el.shadowRoot!.querySelector('.dice > legend')!.getBoundingClientRect().right).to.be.at.most(
          el.getBoundingClientRect().right,
        );
        expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
      });

    it('prints the outcome card and the odds, not the form', async () => {
      const el = await ac_sk_12();
      await click(el, 'Roll the dice');
      await emulateMedia({ media: 'print' });
      const shown = (selector: string) => getComputedStyle(el.shadowRoot!.querySelector(selector)!).display !== 'none';
      expect(
        ['.side.offense', '.side.defense', '.discards', '[part~=dice]', '.outcome .actions'].filter(shown),
      ).to.deep.equal([]);
      expect(['[part~=odds]', 'output[part~=result]', '[part~=history]'].every(shown)).to.equal(true);
    });
  });
});

/** What a screen reader takes from a node's text: the parts hidden with aria-hidden left out. */
function spoken(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(spoken).join('');
}

/** The elements that get a name: controls (a panel's summary too), fieldsets, headings, labelled sections and groups. */
const NAMED = 'button, summary, input, select, fieldset, h3, [aria-labelledby], [aria-label]';

/**
 * The accessible name, computed as the accname rules do for what this widget uses: aria-labelledby, aria-label,
 * a fieldset's legend, a control's labels, else the element's own text.
 */
function accessibleName(el: Element): string {
  const root = el.getRootNode() as ShadowRoot;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy)
    return squash(
      labelledBy
        .split(' ')
        .map((id) => spoken(root.getElementById(id)!))
        .join(' '),
    );
  const label = el.getAttribute('aria-label');
  if (label) return squash(label);
  if (el instanceof HTMLFieldSetElement) return squash(spoken(el.querySelector(':scope > legend') ?? el));
  const labels = (el as HTMLInputElement).labels;
  if (labels?.length) return squash([...labels].map(spoken).join(' '));
  return squash(spoken(el));
}
