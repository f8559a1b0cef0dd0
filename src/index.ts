/**
 * Everything: registers every element (each guarded, so loading it twice never throws) and exports the element
 * classes, the events, and the rules as the `rules` namespace. `dist/army-combat.js` is built from this file.
 */
export * from './elements/army-unit/define.js';
export * from './events/index.js';
export * as rules from './rules/index.js';
