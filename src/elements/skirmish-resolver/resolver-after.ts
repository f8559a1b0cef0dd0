// The part of the resolver's view that comes after its first frame (the cards, the four chances and Roll come first):
// the chart under the chances, each side's breakdown before the die and commander section, and the hints. Loaded once
// per page in idle time after the first frame, or at once on the first sign of intent (src/shared/after-first-frame.ts);
// the element keeps its space (after-space.ts) until then. The roll's code is asked for with it (skirmish-resolver.ts).
export { renderBefore } from './before-the-die.js';
export { commanderSection } from './commander-section.js';
export { nextHint, otherAddsHint, seededHint } from './hints.js';
export { renderChart } from './odds-chart.js';
export { afterStyles as styles } from './resolver-after.styles.js';
