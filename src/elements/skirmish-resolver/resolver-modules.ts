// The resolver's code that is not in its first frame: each module is loaded once per page, after that frame or on first
// use (src/shared/lazy-panel.ts).
import { lazyModule } from '../../shared/lazy-panel.js';

/** The commander section and the powers: on opening it, or as soon as a commander has a class. */
export const powersModule = lazyModule(() => import('./power-editor.js'));
/** Rolling, the outcome and resolving: on the first roll, or as soon as the dice are on the table. */
export const playModule = lazyModule(() => import('./play.js'));
export const discardsModule = lazyModule(() => import('./discard-list.js'));
export const detailsModule = lazyModule(() => import('./outcome-card.js'));
export const historyModule = lazyModule(() => import('./history-list.js'));
/** The dice typed from the table: with "We rolled real dice". */
export const typedDiceModule = lazyModule(() => import('./dice-panel.js'));
/** What the fields and buttons do: after the first frame, or at the first edit (which waits for it). */
export const editsModule = lazyModule(() => import('./setup-edits.js'));
/**
 * After the first frame: the chart, the breakdowns, the hints; with it what the controls do and the roll's code (not
 * once it has run: late).
 */
export const afterModule = lazyModule(() => {
  for (const module of [playModule, editsModule]) void module.load().catch(() => 0);
  return import('./resolver-after.js');
});
