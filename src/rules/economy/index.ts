// Between Battles in lunari (AC-EC): recruiting, training, upkeep, Retinue and what a budget buys.
export * from './economy.js';
export * from './recruit-budget.js';
export * from './recruit-table.js';
export * from './training.js';
