// Morale and Routing (AC-MO), with Healers and kill prevention as they cost Morale (AC-HE-1, AC-SK-8).
export * from './morale.js';
