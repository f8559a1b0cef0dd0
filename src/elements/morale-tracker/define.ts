import { MoraleTracker } from './morale-tracker.js';

export { MoraleTracker };
if (!customElements.get('morale-tracker')) customElements.define('morale-tracker', MoraleTracker);

declare global {
  interface HTMLElementTagNameMap {
    'morale-tracker': MoraleTracker;
  }
}
