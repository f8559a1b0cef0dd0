import type { ReactiveController, ReactiveControllerHost } from 'lit';

import {
  type ArmyEventMap,
  commandersOf,
  detailOf,
  type HeardDetails,
  hearDetail,
  type HeardEventType,
} from '../events/index.js';
import { sameName } from '../rules/core/index.js';
import { warnProblems } from './problems.js';

type Host = ReactiveControllerHost & HTMLElement;

/** What a widget does with each event type it follows: it is handed the validated `detail`, never the raw one. */
export type PageEventHandlers = {
  readonly [K in HeardEventType]?: (detail: HeardDetails[K], event: ArmyEventMap[K]) => void;
};

export interface PageEventsOptions {
  /** Only events that name this commander reach the handlers (see `commandersOf`); without it, every event does. */
  readonly commander?: () => string;
}

/**
 * The validated `detail` of an event another script sent, or null after one console warning (per widget and
 * problem) that names the event and the bad field: a bad event is ignored whole and never stored.
 */
export function hear<K extends HeardEventType>(host: Element, type: K, event: Event): HeardDetails[K] | null {
  const read = hearDetail(type, detailOf(event));
  if (read.ok) return read.detail;
  warnProblems(host, [`ignored an ${type} event: ${read.field} ${read.reason}`]);
  return null;
}

/**
 * Follows other widgets' events on `document`, so that widgets anywhere on the page hear each other: the listeners
 * are added when the host is connected (before it announces itself) and removed when it is disconnected. Every
 * `detail` is validated first (see {@link hear}).
 */
export class PageEventsController implements ReactiveController {
  readonly #listeners: ReadonlyArray<readonly [string, EventListener]>;

  constructor(host: Host, handlers: PageEventHandlers, options: PageEventsOptions = {}) {
    const { commander } = options;
    this.#listeners = (Object.keys(handlers) as HeardEventType[]).map((type) => {
      const handle = handlers[type] as (detail: object, event: Event) => void;
      const listener = (event: Event) => {
        const detail = hear(host, type, event);
        if (!detail) return;
        if (commander && !commandersOf(detail).some((id) => sameName(id, commander()))) return;
        handle(detail, event);
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
