// A whole Battle (AC-BA) as a pure state machine, what may be done next, random play and the outcome.
export * from './describe.js';
export * from './play.js';
export * from './state-machine.js';
export type * from './types.js';
