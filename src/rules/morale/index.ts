// Morale and Routing (AC-MO), with Healers and kill prevention as they cost Morale (AC-HE-1, AC-SK-8).
export * from './acts.js';
export * from './battle.js';
export * from './day.js';
export * from './morale.js';
export * from './rout.js';
export * from './words.js';
