// <army-roster> tells the other widgets of every change of its cards or its Battle (`army-roster-change`), once per
// change: an update that changes neither says nothing.
import { type RosterChangeDetail, RosterChangeEvent } from '../../events/index.js';

export class RosterAnnouncer {
  /** What was last said, as JSON. */
  #said = '';
  readonly #host: HTMLElement;
  readonly #detail: () => RosterChangeDetail;

  constructor(host: HTMLElement, detail: () => RosterChangeDetail) {
    this.#host = host;
    this.#detail = detail;
  }

  /** Says the roster as it is now, unless that was said last (`always`: asked for, or back on the page). */
  announce(always = false) {
    const detail = this.#detail();
    const said = JSON.stringify(detail);
    if (!always && said === this.#said) return;
    this.#said = said;
    this.#host.dispatchEvent(new RosterChangeEvent({ ...detail }));
  }

  /** Off the page: what was said is forgotten. */
  forget() {
    this.#said = '';
  }
}
