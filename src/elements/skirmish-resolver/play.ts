// Rolling and resolving a Skirmish: the dice replayed through the rules, the outcome and how it is shown, what it
// tells the other widgets and the history. Loaded on the first roll (or dice typed in, or a Skirmish the rules decide
// without a die), once per page: the odds and the sides need none of it.
export { diceState, roll } from './dice-state.js';
export { buildOutcome, summary } from './outcome.js';
export { dropPlayedCards } from './resolving.js';
export { renderResult } from './result-view.js';
export { resultStyles as styles } from './result-view.styles.js';
