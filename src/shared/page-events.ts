import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { commandersOf, type ArmyEventMap } from '../events/index.js';
import { sameName } from '../rules/core/index.js';

/** What a widget does with each event type it follows. */
export type PageEventHandlers = { readonly [K in keyof ArmyEventMap]?: (event: ArmyEventMap[K]) => void };

export interface PageEventsOptions {
  /** Only events that name this commander reach the handlers (see `commandersOf`); without it, every event does. */
  readonly commander?: () => string;
}

/**
 * Follows other widgets' events on `document`, so that widgets anywhere on the page hear each other: the listeners
 * are added when the host is connected (before it announces itself) and removed when it is disconnected.
 */
export class PageEventsController implements ReactiveController {
  readonly #listeners: ReadonlyArray<readonly [string, EventListener]>;

  constructor(host: ReactiveControllerHost, handlers: PageEventHandlers, options: PageEventsOptions = {}) {
    const { commander } = options;
    this.#listeners = Object.entries(handlers).map(([type, handle]) => {
      const listener = (event: Event) => {
        if (commander && !commandersOf(event).some((id) => sameName(id, commander()))) return;
        (handle as (event: Event) => void)(event);
      };
      return [type, listener] as const;
    });
    host.addController(this);
  }

  hostConnected() {
    for (const [type, listener] of this.#listeners) document.addEventListener(type, listener);
  }

  hostDisconnected() {
    for (const [type, listener] of this.#listeners) document.removeEventListener(type, listener);
  }
}
