// What every topic builds on: unit cards (AC-UN), dice and breakdown notes.
export * from './types.js';
export * from './units.js';
export * from './dice.js';
export * from './quote.js';
