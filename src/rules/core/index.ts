// What every topic builds on: unit cards (AC-UN), dice and breakdown notes.
export * from './dice.js';
export * from './phrase.js';
export * from './quote.js';
export * from './types.js';
export * from './units.js';
