// A Battle at the table on a phone: every roll shown as its card (the dice, kept and dropped, and the sum behind each
// total, a tie and its re-throw), real dice typed, and the Offense card face down until the Defense is chosen.
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import { actionNames, board, settle } from './army-battle-helpers.js';
import { button, click, control, openPanel, problems, restorePage, text, typeInto } from './helpers.js';

/** The roll card on "Just now". */
const rollCard = (el: ArmyBattle) => el.shadowRoot!.querySelector<HTMLElement>('.latest-roll .roll-card');
/** Each side of the card: its text. */
const cardSides = (el: ArmyBattle) => [...(rollCard(el)?.querySelectorAll('.roll-side') ?? [])].map(text);
/** What the open "Morale and piles" panel lists under `pile` for `commander`. */
function pile(el: ArmyBattle, commander: string, pile: string) {
  const side = el.shadowRoot!.querySelector(`.piles .side[aria-label="${commander}"]`)!;
  const terms = [...side.querySelectorAll('dt')];
  return text(terms.find((dt) => text(dt) === pile)!.nextElementSibling);
}
const diceHint = (el: ArmyBattle) => text(el.shadowRoot!.querySelector('#dice-hint'));

/** Types the dice thrown at the table into the box and uses them, as a GM does with the keyboard. */
async function throwDice(el: ArmyBattle, dice: string) {
  await typeInto(el, control(el, 'Dice for:'), dice);
  await click(el, 'Use these dice');
  await settle(el);
}

/** Everything a reader sees on the board and in the widgets inside, shadow roots walked, hidden parts left out. */
function visibleText(root: ParentNode): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element) {
      if (node.closest('details:not([open]) > :not(summary)') || node.getClientRects().length === 0) return;
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
    // A slot shows the nodes assigned to it; they are walked where they stand in the page.
    node.childNodes.forEach(walk);
  };
  walk(root);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/** A board at the table on a phone, real dice, Ayla choosing who takes the first turn (herself by default). */
async function atTheTable(key: string, { aylaClass = '', first = 'Ayla', brannMorale = 5 } = {}) {
  await setViewport({ width: 390, height: 844 });
  const el = await board({ key, brannMorale, ...(aylaClass ? { aylaClass } : {}) });
  const real = control(el, 'Enter the real dice');
  if (!real.checked) real.click(); // remembered from the last board, otherwise chosen now
  await click(el, 'Start the Battle');
  await click(el, 'Roll for who chooses the first turn (AC-BA-1)');
  expect(diceHint(el)).to.contain('Enter 2 dice');
  await throwDice(el, '6 1'); // Ayla 6, Brann 1: Ayla chooses
  await click(el, `${first} takes the first turn`);
  await settle(el);
  return el;
}

describe('<army-battle> at the table', () => {
  beforeEach(() => localStorage.clear());
  afterEach(restorePage);

  it('is accessible with a roll card shown', async () => {
    const el = await atTheTable('a11y');
    await click(el, 'Attack with Archers (2)');
    await click(el, 'Defend with Soldier (2)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    await throwDice(el, '4 2');
    await expect(el).to.be.accessible();
  });

  it('AC-BA-1: a roll that is not a Skirmish says each of its lines once on "Just now": in its card, not again under it', async () => {
    const el = await board({ key: 'once' });
    await click(el, 'Start the Battle');
    await click(el, 'Roll for who chooses the first turn (AC-BA-1)');
    await settle(el);
    const latest = el.shadowRoot!.querySelector('.latest-roll')!;
    const inCard = [...latest.querySelectorAll('.roll-card li')].map(text);
    const under = [...latest.querySelectorAll('.after-roll li')].map(text);
    expect(
      inCard.some((line) => /\brolls\b/.test(line)),
      `the card's lines: ${inCard.join(' | ')}`,
    ).to.equal(true);
    expect(under.filter((line) => inCard.includes(line))).to.deep.equal([]);
  });

  it('R11: a tie for who chooses the first turn says nothing is decided, and the same roll is asked for again', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await board({ key: 'chooser-tie' });
    const real = control(el, 'Enter the real dice');
    if (!real.checked) real.click();
    await click(el, 'Start the Battle');
    await click(el, 'Roll for who chooses the first turn (AC-BA-1)');
    await throwDice(el, '3 3');
    const lines = [...el.shadowRoot!.querySelectorAll('[aria-label="Just now"] li')].map(text);
    expect(lines).to.deep.equal([
      'Who chooses the first turn: Ayla rolls 3, Brann rolls 3 R11',
      'Equal rolls: nothing is decided, both roll again R11',
    ]);
    expect(actionNames(el)).to.deep.equal(['Roll for who chooses the first turn (AC-BA-1)']);
  });

  it('AC-MO-7: before an Unopposed unit is rolled, its chances of Morale damage and of a Rout stand above the roll', async () => {
    const el = await atTheTable('unopposed', { brannMorale: 2 });
    await click(el, 'Attack with Spearmen (3)');
    await click(el, 'Pass: the attacker is Unopposed (AC-MO-7)');
    await settle(el);
    const panel = el.shadowRoot!.querySelector<HTMLElement>('[aria-label="The Battle\'s Unopposed unit"]')!;
    // Spearmen 3 + Reach 1 + the higher of 2d6 (AC-SK-3): 5 to 7 deal 1 (9/36), 8 to 10 deal 2 (27/36).
    expect(text(panel)).to.contain(
      'Spearmen (3) (Ayla) is Unopposed: 1 Morale damage to Brann per 4 points of its total',
    );
    // Brann holds 2 Morale: 2 damage Routs him (AC-MO-2).
    expect([...panel.querySelectorAll('dl div')].map(text)).to.deep.equal([
      '1 Morale damage 25.0%',
      '2 Morale damage 75.0%',
      'Brann Routed 75.0%',
    ]);
    // Above the roll, and gone with it: the roll's card takes its place.
    const roll = button(el, 'Roll the dice and resolve the Skirmish');
    expect(panel.getBoundingClientRect().bottom <= roll.getBoundingClientRect().top).to.equal(true);
    await click(el, roll);
    await throwDice(el, '6 1');
    expect(el.shadowRoot!.querySelector('[aria-label="The Battle\'s Unopposed unit"]')).to.equal(null);
    // Its one card takes the roll card's width on a wide screen, its sum on one line, not half of it kept for a second.
    await setViewport({ width: 1200, height: 900 });
    await settle(el);
    const card = rollCard(el)!.getBoundingClientRect();
    const side = rollCard(el)!.querySelector('.roll-side')!.getBoundingClientRect();
    expect(side.width / card.width, `${side.width} px of ${card.width}`).to.be.above(0.9);
  });

  it('says which seeded dice it rolls only while it rolls them, not once the real dice are entered', async () => {
    const el = await board({ key: 'seeded', seed: 'ford' });
    await click(el, 'Start the Battle');
    const seeded = () => text(el.shadowRoot!.querySelector('.seeded'));
    expect(seeded()).to.equal('Dice seeded: ford, Battle 1');
    control(el, 'Enter the real dice').click();
    await settle(el);
    expect(el.shadowRoot!.querySelector('.seeded') === null, 'the seed still said').to.equal(true);
  });

  it('AC-SK-3, AC-SK-6, AC-SK-7: a roll card shows the dice kept and dropped and the sum behind each total', async () => {
    const el = await atTheTable('plain');
    await click(el, 'Attack with Spearmen (3)');
    await click(el, 'Defend with Soldier (2)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    // Asked for the right number at once: the Aggressor's 2d6 (AC-SK-3), then the Soldier's die.
    expect(diceHint(el)).to.match(/^Enter 3 dice, each 1 to 6, in the order thrown: Spearmen \(2d6, keep the higher/);
    expect([pile(el, 'Ayla', 'Exhausted'), pile(el, 'Brann', 'Killed')]).to.deep.equal(['—', '—']);
    await throwDice(el, '2 5 4');
    // The same click moves the cards in the Morale and piles panel (AC-SK-7).
    expect(pile(el, 'Ayla', 'Exhausted')).to.equal('Spearmen');
    expect(pile(el, 'Brann', 'Killed')).to.equal('Soldier');
    const card = text(rollCard(el));
    expect(card).to.contain('Revealed together: Spearmen (Ayla) against Soldier (Brann) AC-SK-1');
    const [spearmen, soldier] = cardSides(el);
    expect(spearmen).to.contain('2 dropped');
    expect(spearmen).to.contain('5 kept');
    expect(spearmen).to.contain('Strength 3 + Die 5 + Reach 1 = 9');
    expect(spearmen).to.contain('Exhausted: won AC-SK-7');
    expect(soldier).to.contain('Strength 2 + Die 4 = 6');
    expect(soldier).to.contain('Killed: lost by 3 or more AC-SK-7');
    expect(card).to.contain('Total 9 against 6: Offense wins AC-SK-6');
    expect(card).to.contain('Margin 3: 3 or more Kills AC-SK-7');
    // On the phone the card stands right above the decision it leads to (save the Soldier or be done), both in one
    // screen: where the Skirmish stood before the roll, not under the chances and tools.
    expect(actionNames(el)).to.include('Done');
    const shown = rollCard(el)!.closest('.latest-roll')!.getBoundingClientRect();
    const actions = el.shadowRoot!.querySelector('[part~=actions]')!.getBoundingClientRect();
    expect(actions.top - shown.bottom, 'from the card to the actions, px').to.be.within(0, 24);
    expect(actions.bottom - shown.top, 'the card and the actions, px').to.be.below(844);
    // The steps that follow list under the card, which stays on top until the next Offense card.
    await click(el, 'Done');
    await settle(el);
    expect(text(rollCard(el))).to.equal(card);
  });

  it('AC-SK-6: a tie keeps its dice and asks for the re-throw alone; the card shows both rounds', async () => {
    const el = await atTheTable('tie');
    await click(el, 'Attack with Archers (2)');
    await click(el, 'Defend with Soldier (2)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    expect(diceHint(el)).to.contain('Enter 2 dice');
    await throwDice(el, '3 3');
    expect(diceHint(el)).to.equal('Kept: 3 3. A tie is thrown again (AC-SK-6): enter the next 2 dice.');
    await throwDice(el, '5 1');
    const [archers, soldier] = cardSides(el);
    // The tied round's dice and the sum behind each total too (every roll shows them).
    expect(archers).to.contain('Round 1: 3 · Strength 2 + Die 3 = 5 Round 2: 5');
    expect(soldier).to.contain('Round 1: 3 · Strength 2 + Die 3 = 5 Round 2: 1');
    expect(archers).to.contain('Strength 2 + Die 5 = 7');
    expect(soldier).to.contain('Strength 2 + Die 1 = 3');
    const card = text(rollCard(el));
    expect(card).to.contain('Equal totals (5) and base Strength (2): both roll again (re-roll #1) AC-SK-6');
    expect(card).to.contain('Margin 4: 3 or more Kills');
    // The log's line names the same dice, both rounds, and the sum behind each total.
    const log = await openPanel(el, 'Log');
    const lines = [...log.querySelectorAll('.log-roll summary')].map(text);
    expect(lines.find((line) => line.startsWith('Archers'))).to.equal(
      'Archers 7 (Strength 2 + Die 5; Dice thrown: 3 / 5) against Soldier 3 (Strength 2 + Die 1; Dice thrown: 3 / 1): Ayla wins (AC-SK-6)',
    );
  });

  it('AC-SK-6: once a throw is kept the field is empty, so the next throw typed after it is recorded alone', async () => {
    const el = await atTheTable('kept-empty');
    await click(el, 'Attack with Archers (2)');
    await click(el, 'Defend with Soldier (2)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    const field = () => control(el, 'Dice for:');
    // Part of a throw, then the tie: each time the dice kept leave the field.
    await throwDice(el, '3');
    expect(diceHint(el)).to.equal('Kept: 3. Enter the other die of this throw.');
    expect(field().value).to.equal('');
    await throwDice(el, '3');
    expect(diceHint(el)).to.equal('Kept: 3 3. A tie is thrown again (AC-SK-6): enter the next 2 dice.');
    expect(field().value).to.equal('');
    // Typed where the cursor stands, without selecting anything first, then Enter.
    field().focus();
    await sendKeys({ type: '5 1' });
    await sendKeys({ press: 'Enter' });
    await settle(el);
    const [archers, soldier] = cardSides(el);
    expect(archers).to.match(/Round 1: 3 .*Round 2: 5/);
    expect(archers).not.to.contain('Round 3');
    expect(soldier).to.contain('Strength 2 + Die 1 = 3');
  });

  it("AC-MO-2: a Rout's real dice are asked for by number, each named by the unit it is for, in the order rolled", async () => {
    const el = await atTheTable('rout-dice', { brannMorale: 1 });
    await click(el, 'Attack with Archers (2)');
    await click(el, 'Defend with Soldier (2)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    await throwDice(el, '4 3'); // Archers 6 against Soldier 5: the Soldier Disabled
    await click(el, 'Attack with Raiders (2)');
    await click(el, 'Defend with Shield Wall (2)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    await throwDice(el, '4 3'); // Raiders 6 against Shield Wall 5: the Raiders Exhausted
    await click(el, 'Attack with Spearmen (3)');
    await click(el, 'Pass: the attacker is Unopposed (AC-MO-7)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    await throwDice(el, '6 6'); // Spearmen 3 + Reach 1 + 6 = 10: 2 Morale damage, Brann's last 1 (AC-MO-2)
    await click(el, 'Roll for the Routed units (AC-MO-2)');
    // The Disabled pile first, then the Exhausted, each in its order.
    expect(diceHint(el)).to.equal('Enter 2 dice, each 1 to 6, in the order thrown: Soldier (1d6) and Raiders (1d6).');
    await throwDice(el, '2 5');
    expect(pile(el, 'Brann', 'Killed')).to.equal('Raiders');
  });

  it('AC-MO-7: one die is asked for as one, and two dice typed for it are refused in the singular', async () => {
    const el = await atTheTable('one-die');
    await click(el, 'Attack with Archers (2)');
    await click(el, 'Pass: the attacker is Unopposed (AC-MO-7)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    expect(diceHint(el)).to.equal('Enter 1 die, 1 to 6: Archers (1d6).');
    await throwDice(el, '4 2');
    expect(problems(el)).to.deep.equal(['This roll takes 1 die, not 2: enter 1.']);
    // Said under the field, which keeps the dice to mend and is marked wrong (its description says why).
    const field = el.shadowRoot!.querySelector<HTMLInputElement>('#dice')!;
    expect([field.value, field.getAttribute('aria-invalid'), field.getAttribute('aria-describedby')]).to.deep.equal([
      '4 2',
      'true',
      'dice-problem dice-hint',
    ]);
    expect(text(el.shadowRoot!.querySelector('.dice-entry #dice-problem'))).to.equal(
      'This roll takes 1 die, not 2: enter 1.',
    );
    await throwDice(el, '4');
    expect(problems(el)).to.deep.equal([]);
  });

  it('AC-CP Evoker on Defense: the button names the own unit and whose power it is; the add goes to that unit', async () => {
    const el = await atTheTable('evoker', { aylaClass: 'evoker', first: 'Brann' });
    await click(el, 'Attack with Raiders (2)');
    await click(el, 'Defend with Shield Wall (2)');
    expect(actionNames(el)).to.include.members([
      'Evoker (Ayla): Shield Wall +2 (3 of 3 left this Battle)',
      'Evoker (Ayla): Raiders +2 (3 of 3 left this Battle)',
    ]);
    await click(el, 'Evoker (Ayla): Shield Wall +2 (3 of 3 left this Battle)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    await throwDice(el, '1 6'); // AC-SK-3/4: the Aggressor against a Guardian and the Guardian each roll 1d6
    const [raiders, shieldWall] = cardSides(el);
    expect(raiders).to.contain('Strength 2 + Die 1 = 3');
    expect(shieldWall).to.contain('Strength 2 + Die 6 + Evoker (Ayla) 2 = 10');
  });

  it('AC-SK-1, R17: between the Offense card and the Defense choice, nothing shown depends on the card played', async () => {
    const shown: string[] = [];
    for (const card of ['Spearmen (3)', 'Archers (2)']) {
      const el = await atTheTable(`face-down-${card}`);
      // Every panel open, the widgets inside included, so that nothing is out of sight.
      el.shadowRoot!.querySelectorAll('details').forEach((d) => (d.open = true));
      await settle(el);
      await click(el, `Attack with ${card}`);
      await settle(el);
      el.shadowRoot!.querySelectorAll('details').forEach((d) => (d.open = true));
      await settle(el);
      expect(actionNames(el)).to.include('Defend with Soldier (2)');
      shown.push(visibleText(el));
      el.remove();
    }
    expect(shown[0]).to.contain('plays a card on Offense');
    expect(shown[0]).not.to.contain('In the Skirmish');
    expect(shown[0]).to.equal(shown[1]);
  });
});
