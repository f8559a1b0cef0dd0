// Where the keyboard goes after a step of the board. A step taken from any control of the board or of a widget inside
// (a roster's card, a resolver's roll) goes on from the board's next action: the control pressed is often gone. A step
// of the autopilot moves it only when the control the keyboard was on is gone, never away from one still there. After
// Undo, the control the keyboard is on is brought back into view: the card drawn back above may push it off screen.
import type { ReactiveElement } from 'lit';

import { focusNext } from './battle-after.js';

/** The control the keyboard is on inside `host` (its own, or a widget's inside it); null when elsewhere or nowhere. */
export function focusedIn(host: ReactiveElement): Element | null {
  const own = host.shadowRoot?.activeElement;
  if (own) return own;
  const outer = (host.getRootNode() as Document | ShadowRoot).activeElement;
  return outer && outer !== host && host.contains(outer) ? outer : null;
}

export class BoardFocus {
  /**
   * What the next update does with the keyboard: `next`, on from the next action; `undo`, the control it is on into
   * view; an element, the control an autopilot's step found it on: on from the next action only if that one is gone.
   */
  #after: 'next' | 'undo' | Element | null = null;
  readonly #host: ReactiveElement;

  constructor(host: ReactiveElement) {
    this.#host = host;
  }

  /** The keyboard goes on from the next action (Start, the dice box, after Apply), when `now`. */
  next(now = true) {
    if (now) this.#after = 'next';
  }

  /** The keyboard goes on from the next action if it is on the board's actions now (Start pressed). */
  fromActions() {
    const actions = this.#host.renderRoot.querySelector('[part~=actions]');
    this.next(Boolean(actions?.contains(this.#host.shadowRoot!.activeElement)));
  }

  /** A step is taken, by the game master's control (`auto` false) or the autopilot: only if the keyboard is in the board. */
  step(auto: boolean) {
    const from = focusedIn(this.#host);
    this.#after = !from ? null : auto ? from : 'next';
  }

  /** The autopilot asks for real dice: the box takes the keyboard, unless it is on a control of the user's own. */
  dice(auto: boolean) {
    const from = focusedIn(this.#host);
    this.#after = !auto || !from || from.closest('.autopilot') ? 'next' : from;
  }

  undo() {
    if (focusedIn(this.#host)) this.#after = 'undo';
  }

  /** After the board's update. `ended`: the Battle is over ("Apply" comes once the report's code is here and drawn). */
  updated(ended: boolean) {
    const after = this.#after;
    if (!after) return;
    const on = focusedIn(this.#host);
    this.#after = null;
    if (after === 'undo') {
      if (on instanceof HTMLElement && !on.matches(':disabled')) on.scrollIntoView({ block: 'nearest' });
      else focusNext(this.#host.renderRoot);
    } else if (after === 'next' || !after.isConnected || on !== after) {
      if (!focusNext(this.#host.renderRoot) && ended) this.#after = 'next';
    }
  }
}
