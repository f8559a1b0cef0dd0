import '../army-unit/define.js';

import { SkirmishResolver } from './skirmish-resolver.js';

export { SkirmishResolver };
if (!customElements.get('skirmish-resolver')) customElements.define('skirmish-resolver', SkirmishResolver);

declare global {
  interface HTMLElementTagNameMap {
    'skirmish-resolver': SkirmishResolver;
  }
}
