import { createContext } from '@lit/context';

import type { BattleState } from '../../rules/battle/index.js';

/**
 * The Battle a board runs, for the widgets nested in it (`@lit/context`): undefined before it starts. Widgets outside
 * a board never receive it and behave as on their own.
 */
export const battleContext = createContext<BattleState | undefined>(Symbol('army-battle'));
