/**
 * Everything: registers every element (each guarded, so loading it twice never throws) and exports the element
 * classes and the events (the rules are `dist/rules.js`). `dist/army-combat.js` is built from this file.
 * `<army-battle>` registers here like the others, as its frame only: its Battle (the rules' state machine, the powers'
 * texts and rulings) loads from `lazy/` when a board first appears on the page.
 */
export * from './elements/army-battle/define.js';
export * from './elements/army-roster/define.js';
export * from './elements/army-unit/define.js';
export * from './elements/morale-tracker/define.js';
export * from './elements/recruit-cost/define.js';
export * from './elements/skirmish-resolver/define.js';
export * from './events/index.js';
