import { ArmyBattle } from './army-battle.js';

export { ArmyBattle };
if (!customElements.get('army-battle')) customElements.define('army-battle', ArmyBattle);

declare global {
  interface HTMLElementTagNameMap {
    'army-battle': ArmyBattle;
  }
}
