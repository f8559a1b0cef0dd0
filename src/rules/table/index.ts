// A Battle at the table, as a board shows it: each roll as its card (the dice, kept and dropped, and the sum behind
// each total), the Offense card face down (R17) and the steps the rules passed over, said. Only `<army-battle>` uses it, so it is left out of the rules
// package's root index (and its bundles, `dist/rules-battle.js`): a page that plays no Battle on a board never loads it.
export * from './chances.js';
export * from './face-down.js';
export * from './offense.js';
export * from './roll-card.js';
export * from './skipped.js';
export * from './told-once.js';
