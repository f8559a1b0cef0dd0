/**
 * `dist/rules.js`: the rules API of docs/api.md, small enough for any page (the Battle state machine, commander
 * powers and everything else are `dist/rules-battle.js`, built from `index.ts`). Units and dice come with it, since
 * every caller needs them.
 */
export type { D6, Path, Role, Unit } from './core/index.js';
export { fixedD6, parseUnit, randomD6, seededD6 } from './core/index.js';
export { recruitCost, trainingCost, upkeep } from './economy/index.js';
export { miniatures, moveInches } from './map/index.js';
export { startingMorale } from './morale/index.js';
export type { Side, SideResult, SkirmishInput, SkirmishOdds } from './skirmish/index.js';
export type { SkirmishResult } from './skirmish/index.js';
export { resolveSkirmish, skirmishOdds, unopposedDamage } from './skirmish/index.js';
