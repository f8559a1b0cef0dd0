// One Skirmish (AC-SK): dice, modifiers, the result with its trace, exact odds and Unopposed rolls (AC-MO-7).
export * from './dice-mode.js';
export * from './modifiers.js';
export * from './odds.js';
export * from './skirmish.js';
export * from './types.js';
export * from './unopposed.js';
export * from './unopposed-roll.js';
