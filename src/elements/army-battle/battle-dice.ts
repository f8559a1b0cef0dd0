// Real dice at the table: a roll of the Battle waits for the dice thrown, typed in the order they were thrown.
import { html } from 'lit';

/** The dice typed ("4 2", "4,2" or "42"), each 1 to 6; what is wrong otherwise. */
export function readDice(text: string): { dice: number[] } | { problem: string } {
  const digits = text.replace(/[\s,;]+/g, '');
  if (!digits) return { problem: 'Enter the dice thrown, each 1 to 6, such as 4 2.' };
  const bad = [...digits].find((c) => !/[1-6]/.test(c));
  if (bad) return { problem: `Each die shows 1 to 6: "${bad}" is not a die.` };
  if (digits.length > 60) return { problem: 'Enter at most 60 dice.' };
  return { dice: [...digits].map(Number) };
}

export interface DiceEntry {
  /** The action the dice are for, as its button said it. */
  readonly what: string;
  /** Which dice come in which order, when the roll has more than one kind (a Skirmish's two sides). */
  readonly order: string;
  readonly text: string;
  readonly onInput: (text: string) => void;
  readonly onSubmit: (event: SubmitEvent) => void;
  readonly onCancel: () => void;
}

export const renderDiceEntry = (o: DiceEntry) =>
  html`<form class="dice-entry" @submit=${o.onSubmit}>
    <label for="dice">Dice for: ${o.what}</label>
    <input
      id="dice"
      name="dice"
      inputmode="numeric"
      autocomplete="off"
      aria-describedby="dice-hint"
      .value=${o.text}
      @input=${(e: Event) => o.onInput((e.target as HTMLInputElement).value)}
    />
    <p id="dice-hint" class="muted">Each die 1 to 6, in the order thrown${o.order ? `: ${o.order}` : ''}.</p>
    <button type="submit" class="primary">Use these dice</button>
    <button type="button" @click=${o.onCancel}>Cancel</button>
  </form>`;
