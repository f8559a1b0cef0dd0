// Real dice at the table: a roll of the Battle waits for the dice thrown, typed in the order they were thrown.
import { msg, str } from '@lit/localize';
import { html } from 'lit';

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
  /** The dice of a Skirmish's two sides, the Offense's then the Defense's, when the roll has both. */
  readonly order: readonly [string, string] | null;
  readonly text: string;
  readonly onInput: (text: string) => void;
  readonly onSubmit: (event: SubmitEvent) => void;
  readonly onCancel: () => void;
}

export const renderDiceEntry = (o: DiceEntry) =>
  html`<form class="dice-entry" @submit=${o.onSubmit}>
    <label for="dice">${msg(str`Dice for: ${o.what}`)}</label>
    <input
      id="dice"
      name="dice"
      inputmode="numeric"
      autocomplete="off"
      aria-describedby="dice-hint"
      .value=${o.text}
      @input=${(e: Event) => o.onInput((e.target as HTMLInputElement).value)}
    />
    <p id="dice-hint" class="muted">
      ${
        o.order
          ? msg(
              str`Each die 1 to 6, in the order thrown: the Offense's first (${o.order[0]}), then the Defense's (${o.order[1]}); a tie is thrown again.`,
            )
          : msg('Each die 1 to 6, in the order thrown.')
      }
    </p>
    <button type="submit" class="primary">${msg('Use these dice')}</button>
    <button type="button" @click=${o.onCancel}>${msg('Cancel')}</button>
  </form>`;
