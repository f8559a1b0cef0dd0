// The rules' words in Portuguese and Italian, by topic: loaded with either language's translations (localize.ts).
export { planNote, purchasePhrase, upkeepNotePhrase, upkeepPhrase } from './economy.js';
export { capturePlace, movePhrase, ritualPhrase } from './map.js';
export { moralePhrase } from './morale.js';
export { diceMode, traceStep } from './skirmish.js';
export { cannotFight, traitName, unitProblem } from './units.js';
