// A whole Battle (AC-BA) as a pure state machine, what may be done next and how a board says it, random play,
// the outcome, and the Battle's rulings (R7–R20).
export * from './current.js';
export * from './describe.js';
export * from './legal.js';
export * from './odds.js';
export * from './phrases.js';
export * from './play.js';
export * from './policy.js';
export * from './power-units.js';
export * from './purchases.js';
export * from './report.js';
export * from './rulings.js';
export * from './state-machine.js';
export type * from './types.js';
