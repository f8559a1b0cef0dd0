import { ArmyUnit } from './army-unit.js';

export { ArmyUnit };
if (!customElements.get('army-unit')) customElements.define('army-unit', ArmyUnit);

declare global {
  interface HTMLElementTagNameMap {
    'army-unit': ArmyUnit;
  }
}
