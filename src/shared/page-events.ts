import type { ReactiveController, ReactiveControllerHost } from 'lit';

import { commandersOf, detailOf, type HeardDetails, type HeardEventType } from '../events/index.js';
import { type Check, type DetailRead, readDetail } from '../events/read.js';
import { sameName } from '../rules/core/index.js';
import { warnProblems } from './problems.js';

type Host = ReactiveControllerHost & HTMLElement;

/** What a widget does with an event it follows, and the validator of that event (`src/events/<event>.ts`). */
export interface Heard<T> {
  readonly read: Check<T>;
  /** Handed the validated `detail`, never the raw one. */
  readonly on: (detail: T) => void;
}

/** A handler with its event's validator: a widget's bundle holds only the validators of the events it hears. */
export const heard = <T>(read: Check<T>, on: (detail: T) => void): Heard<T> => ({ read, on });

/** The events a widget follows, each with its handler and validator. */
export type PageEventHandlers = { readonly [K in HeardEventType]?: Heard<HeardDetails[K]> };

export interface PageEventsOptions {
  /** Only events that name this commander reach the handlers (see `commandersOf`); without it, every event does. */
  readonly commander?: () => string;
}

/**
 * Each event's detail is read once by each validator, however many widgets hear it: a page of 50 widgets would
 * otherwise read every announcement 50 times. Every widget then gets the same read-only copy.
 */
const reads = new WeakMap<Event, Map<Check<unknown>, DetailRead<unknown>>>();

function readOnce<T>(check: Check<T>, event: Event): DetailRead<T> {
  let byCheck = reads.get(event);
  if (!byCheck) reads.set(event, (byCheck = new Map<Check<unknown>, DetailRead<unknown>>()));
  let read = byCheck.get(check);
  if (!read) byCheck.set(check, (read = readDetail(check, detailOf(event))));
  return read as DetailRead<T>;
}

/**
 * The validated `detail` of an event another script sent, or null after one console warning (per widget and
 * problem) that names the event and the bad field: a bad event is ignored whole and never stored.
 */
export function hear<T>(host: Element, type: HeardEventType, check: Check<T>, event: Event): T | null {
  const read = readOnce(check, event);
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
      const { read, on } = handlers[type] as Heard<object>;
      const listener = (event: Event) => {
        const detail = hear(host, type, read, event);
        if (!detail) return;
        if (commander && !commandersOf(detail).some((id) => sameName(id, commander()))) return;
        on(detail);
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
