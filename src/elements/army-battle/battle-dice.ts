// Real dice at the table: a roll of the Battle waits for the dice thrown, typed in the order they were thrown. The box
// asks for the number the roll takes at once (the rules count them), keeps the dice of a throw that tied and asks for
// the re-throw alone, and the choice of real or virtual dice is remembered on this browser.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import type { DiceMode } from '../../rules/skirmish/index.js';
import type { DiceToThrow } from '../../rules/table/index.js';
import { formatList, formatNumber } from '../../shared/localize.js';
import { renderProblems } from '../../shared/problems.js';
import { diceModeSaid } from '../../shared/rule-sentences/skirmish.js';

/** Where the choice of real or virtual dice is remembered (one choice for every board of the site). */
const DICE_CHOICE = 'army-combat:army-battle:dice';

/** The choice remembered on this browser, if any (storage may be refused: then none). */
export function rememberedDice(): 'virtual' | 'real' | undefined {
  try {
    const choice = localStorage.getItem(DICE_CHOICE);
    return choice === 'real' || choice === 'virtual' ? choice : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the choice of real or virtual dice (silently not, where storage is refused). */
export function rememberDice(choice: 'virtual' | 'real') {
  try {
    localStorage.setItem(DICE_CHOICE, choice);
  } catch {
    // the box asks again on the next visit
  }
}

/** The dice typed ("4 2", "4,2" or "42"), each 1 to 6; what is wrong otherwise. */
export function readDice(text: string): { dice: number[] } | { problem: string } {
  const digits = text.replace(/[\s,;]+/g, '');
  if (!digits) return { problem: msg('Enter the dice thrown, each 1 to 6, such as 4 2.') };
  const bad = [...digits].find((c) => !/[1-6]/.test(c));
  if (bad) return { problem: msg(str`Each die shows 1 to 6: "${bad}" is not a die.`) };
  if (digits.length > 60) return { problem: msg('Enter at most 60 dice.') };
  return { dice: [...digits].map(Number) };
}

export interface DiceEntry {
  /** The action the dice are for, as its button said it. */
  readonly what: string;
  /** What the roll takes, when the rules can tell before it is thrown. */
  readonly throw: DiceToThrow | undefined;
  /** The dice already entered and kept (a throw that tied): the box asks for the next ones. */
  readonly kept: readonly number[];
  readonly text: string;
  /** What is wrong with the dice entered, said under the field ('' when nothing is). */
  readonly problem: string;
  readonly onInput: (text: string) => void;
  readonly onSubmit: (event: SubmitEvent) => void;
  readonly onCancel: () => void;
}

/** How many dice the box asks for now: the first throw, or a re-throw after the dice kept (undefined: unknown). */
export function diceWanted(roll: DiceToThrow | undefined, kept: number): number | undefined {
  if (!roll) return undefined;
  if (kept < roll.first) return roll.first - kept;
  return roll.again ? roll.again - ((kept - roll.first) % roll.again) : undefined;
}

/** A group of the throw in words: "Spearmen (2d6, keep the higher: Aggressor on Offense)", "Ayla (1d6)". */
const groupWords = (g: DiceToThrow['groups'][number]) =>
  g.rule === 'AC-CP' ? msg(str`${g.who}: the Illusionist's die`) : `${g.who} (${diceModeSaid(g as DiceMode, false)})`;

function hint(o: DiceEntry) {
  const wanted = diceWanted(o.throw, o.kept.length);
  if (o.kept.length) {
    const kept = o.kept.map((d) => formatNumber(d)).join(' ');
    if (!wanted) return msg(str`Kept: ${kept}. The roll goes on: enter the next die.`);
    // One die is said as one (a sentence of its own for each, as languages differ in more than the noun).
    if (o.kept.length < o.throw!.first)
      return wanted === 1
        ? msg(str`Kept: ${kept}. Enter the other die of this throw.`)
        : msg(str`Kept: ${kept}. Enter the other ${formatNumber(wanted)} dice of this throw.`);
    return wanted === 1
      ? msg(str`Kept: ${kept}. A tie is thrown again (AC-SK-6): enter the next die.`)
      : msg(str`Kept: ${kept}. A tie is thrown again (AC-SK-6): enter the next ${formatNumber(wanted)} dice.`);
  }
  if (!o.throw || !wanted) return msg('Each die 1 to 6, in the order thrown.');
  const groups = formatList(o.throw.groups.map(groupWords));
  return wanted === 1
    ? msg(str`Enter 1 die, 1 to 6: ${groups}.`)
    : msg(str`Enter ${formatNumber(wanted)} dice, each 1 to 6, in the order thrown: ${groups}.`);
}

export const renderDiceEntry = (o: DiceEntry) =>
  html`<form class="dice-entry" @submit=${o.onSubmit}>
    <label for="dice">${msg(str`Dice for: ${o.what}`)}</label>
    <input
      id="dice"
      name="dice"
      inputmode="numeric"
      autocomplete="off"
      aria-describedby=${o.problem ? 'dice-problem dice-hint' : 'dice-hint'}
      aria-invalid=${o.problem ? 'true' : 'false'}
      .value=${o.text}
      @input=${(e: Event) => o.onInput((e.target as HTMLInputElement).value)}
    />
    ${o.problem ? html`<div id="dice-problem">${renderProblems([o.problem])}</div>` : nothing}
    <p id="dice-hint" class="muted">${hint(o)}</p>
    <button type="submit" class="primary">${msg('Use these dice')}</button>
    <button type="button" @click=${o.onCancel}>${msg('Cancel')}</button>
  </form>`;

/** What the dice choice reads and sets on its board. */
interface DiceChooser {
  dice: 'virtual' | 'real';
  readonly seed: string;
}

/**
 * "Enter the real dice" (remembered on this browser) and, on a seeded board rolling its own dice, which dice it rolls:
 * the seed and the Battle, each Battle of the board taking its own dice of the seed.
 */
export const renderDiceChoice = (board: DiceChooser, battle: number | undefined) =>
  html`<label class="dice-mode">
      <input
        type="checkbox"
        .checked=${board.dice === 'real'}
        @change=${(e: Event) => {
          board.dice = (e.target as HTMLInputElement).checked ? 'real' : 'virtual';
          rememberDice(board.dice);
        }}
      />
      ${msg('Enter the real dice')}
    </label>
    ${
      board.seed && battle !== undefined && board.dice === 'virtual'
        ? html`<span class="muted seeded"
            >${msg(str`Dice seeded: ${board.seed}, Battle ${formatNumber(battle)}`)}</span
          >`
        : nothing
    }`;
