/**
 * Everything: registers every element (each guarded, so loading it twice never throws) and exports the element
 * classes and the events (the rules are `dist/rules.js`). `dist/army-combat.js` is built from this file.
 */
export * from './elements/army-roster/define.js';
export * from './elements/army-unit/define.js';
export * from './elements/morale-tracker/define.js';
export * from './elements/recruit-cost/define.js';
export * from './elements/skirmish-resolver/define.js';
export * from './events/index.js';
import { loadWhenPresent } from './shared/autoload.js';

// The Battle board carries the whole Battle state machine: it loads only on pages that have an <army-battle>.
loadWhenPresent('army-battle', () => import('./elements/army-battle/define.js'));
export type { ArmyBattle } from './elements/army-battle/army-battle.js';
