// The odds' view and workers, loaded once per page by a board's first chances: a step drawn after that has them at
// once, so that the chance to win from here takes its lines in the step's own frame rather than a frame later.
import { lazyModule } from '../../shared/lazy-panel.js';

export const oddsModule = lazyModule(() => import('../../shared/odds/battle-odds.js'));
