// An army's piles through a Battle (AC-GL, AC-BA-1/3/6) and the Paths that allow Rituals (AC-RI-1).
export * from './army.js';
export * from './piles.js';
export * from './rituals.js';
