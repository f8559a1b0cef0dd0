import { RecruitCost } from './recruit-cost.js';

export { RecruitCost };
if (!customElements.get('recruit-cost')) customElements.define('recruit-cost', RecruitCost);

declare global {
  interface HTMLElementTagNameMap {
    'recruit-cost': RecruitCost;
  }
}
