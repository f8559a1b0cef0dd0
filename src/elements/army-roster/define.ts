import '../army-unit/define.js';

import { ArmyRoster } from './army-roster.js';

export { ArmyRoster };
if (!customElements.get('army-roster')) customElements.define('army-roster', ArmyRoster);

declare global {
  interface HTMLElementTagNameMap {
    'army-roster': ArmyRoster;
  }
}
