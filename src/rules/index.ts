/**
 * The rules of Army Combat as plain functions over plain data: no DOM, no dependencies, no hidden
 * randomness. Every widget computes through this module; `dist/rules.js` is built from it.
 */
export * from './types.js';
export * from './units.js';
export * from './dice.js';
export * from './dice-mode.js';
export * from './modifiers.js';
export * from './skirmish.js';
export * from './odds.js';
export * from './unopposed.js';
export * from './economy.js';
export * from './recruit-budget.js';
export * from './map.js';
export * from './army.js';
export * from './morale.js';
export * from './powers.js';
export * from './battle-play.js';
export * from './battle.js';
export type * from './battle-types.js';
