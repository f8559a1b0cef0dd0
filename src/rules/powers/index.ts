// Commander powers (AC-CP): the twenty classes, their limits and how they change a Skirmish.
export * from './powers.js';
