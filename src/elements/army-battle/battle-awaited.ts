// A roll of the Battle waiting for the real dice thrown at the table: the action (the game master's or the
// autopilot's), the dice typed so far and those kept from a throw that tied.
import type { BattleAction, BattleState } from '../../rules/battle/index.js';
import { diceToThrow } from '../../rules/table/index.js';
import { readDice, renderDiceEntry } from './battle-dice.js';
import { actionWords } from './battle-rolls.js';

export class AwaitedRoll {
  /** The action whose roll waits for its dice; null when none does. */
  action: BattleAction | null = null;
  /** The autopilot chose it (R20): the step is logged as the autopilot's once its dice are in. */
  auto = false;
  #text = '';
  #kept: readonly number[] = [];

  /** `action` waits for its dice from now. */
  wait(action: BattleAction | null, auto = false) {
    this.action = action;
    this.auto = auto;
    this.#text = '';
    this.#kept = [];
  }

  /** The dice entered so far are kept (a tie, a power's die after the roll) or, `[]`, entered again from the first. */
  keep(dice: readonly number[]) {
    this.#kept = dice;
    this.#text = '';
  }

  /** The rules refused the roll's dice, which count from its first: all of them go back into the field, to mend. */
  refuse(dice: readonly number[]) {
    this.#kept = [];
    this.#text = dice.join(' ');
  }

  /** Every die of the roll so far: those kept, then those typed; or what is wrong with those typed. */
  read(): { dice: number[] } | { problem: string } {
    const read = readDice(this.#text);
    return 'problem' in read ? read : { dice: [...this.#kept, ...read.dice] };
  }

  /** The box asking for the dice of the roll awaited, with what is wrong with those entered (`problem`). */
  render(battle: BattleState, problem: string, onSubmit: (event: SubmitEvent) => void, onCancel: () => void) {
    const action = this.action!;
    return renderDiceEntry({
      what: actionWords(battle, action),
      throw: diceToThrow(battle, action),
      kept: this.#kept,
      text: this.#text,
      problem,
      onInput: (text) => (this.#text = text),
      onSubmit: (event) => {
        onSubmit(event);
        // Kept (a tie) or to be entered again, the dice leave the field: its text is '' again, which is what the
        // binding last wrote, so only the form's reset empties it (Lit's live() would add to every page's Lit).
        if (this.action && !this.#text) (event.target as HTMLFormElement).reset();
      },
      onCancel,
    });
  }
}
