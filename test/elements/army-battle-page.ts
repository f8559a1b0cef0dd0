// Ayla's Vanguard against Brann's bandits, one unit each, written into the page as its HTML would have them: for the
// tests that load the board their own way (after the widgets inside, with every element, offline). Defines nothing.
import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { eventually, text } from './helpers.js';

/** Writes the board, with `attributes`, at the end of the page. */
export function writeBoard(attributes: string): ArmyBattle {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<army-battle ${attributes}>
      <morale-tracker name="Ayla" level="6"></morale-tracker>
      <army-roster commander="Ayla" name="Vanguard"><army-unit name="Spearmen" strength="3"></army-unit></army-roster>
      <morale-tracker name="Brann" npc morale="5"></morale-tracker>
      <army-roster commander="Brann" name="Bandits"><army-unit name="Soldier" strength="2"></army-unit></army-roster>
    </army-battle>`,
  );
  return document.body.lastElementChild as ArmyBattle;
}

/** Ayla's cards as her roster shows them in the board's Battle, once it does: the widgets inside follow the board. */
export async function battleCards(board: ArmyBattle): Promise<string> {
  const roster = board.querySelector<ArmyRoster>('army-roster')!;
  return text(await eventually(() => roster.shadowRoot!.querySelector('.battle-cards')));
}

/**
 * The reference's own board (demo/reference.html: Kael against Mira at the ford, each widget with its `state-key`),
 * written at the end of the page with no odds simulated. Played with the first action each time, Mira is Routed and
 * loses all three units, "Shieldmaidens" the longest name.
 */
export async function referenceBoard(): Promise<ArmyBattle> {
  const page = await (await fetch('/demo/reference.html')).text();
  const markup = /<army-battle[\s\S]*?<\/army-battle>/.exec(page)![0];
  document.body.insertAdjacentHTML('beforeend', markup.replace('<army-battle', '<army-battle odds-battles="0"'));
  return document.body.lastElementChild as ArmyBattle;
}
