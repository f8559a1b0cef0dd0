import type { ReactiveController, ReactiveControllerHost } from 'lit';

import { commandersOf, detailOf, type HeardDetails, type HeardEventType } from '../events/index.js';
import { type Check, type DetailRead, readDetail } from '../events/read.js';
import { sameName } from '../rules/core/index.js';
import { afterFrame } from './after-first-frame.js';
import { type LazyModule, warnNotLoaded } from './lazy-panel.js';
import { warnProblems } from './problems.js';

export type Host = ReactiveControllerHost & HTMLElement;

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

/** Handlers that come with a module (`make(module)`), for the events `types`: see {@link PageEventsController}. */
export interface LaterHandlers<M extends object> {
  readonly types: readonly HeardEventType[];
  readonly lazy: LazyModule<M>;
  readonly make: (module: M) => PageEventHandlers;
}

/**
 * The page's events that wait for handlers still loading, one chain for every widget, in the order they were sent: a
 * widget's handlers that have loaded wait too while it runs, so that one widget never acts on a later event before
 * another has acted on an earlier one (a Skirmish that starts a roster's Battle, then its Morale damage).
 */
let queue: Promise<void> | undefined;

/** While events wait in the page's queue: resolves once they are handled (a widget's update waits for it). */
export const eventsWaiting = () => queue;

/**
 * Follows other widgets' events on `document`, so that widgets anywhere on the page hear each other: the listeners
 * are added when the host is connected (before it announces itself) and removed when it is disconnected. Every
 * `detail` is validated first (see {@link hear}).
 *
 * Handlers given as {@link LaterHandlers} (with their events' validators) are not in the page's first download: their
 * module loads once the host's first frame is drawn, or at once when one of its events comes first. An event that
 * comes before it waits in the page's queue and is handled as it arrives (`eventsWaiting`). A module that cannot load is
 * said in the console (the next event tries again).
 */
export class PageEventsController<M extends object = never> implements ReactiveController {
  readonly #host: Host;
  readonly #later: LaterHandlers<M> | undefined;
  #handlers: PageEventHandlers | undefined;
  readonly #types: readonly HeardEventType[];
  readonly #commander: (() => string) | undefined;
  #loading: Promise<void> | undefined;

  constructor(host: Host, handlers: PageEventHandlers | LaterHandlers<M>, options: PageEventsOptions = {}) {
    this.#host = host;
    if ('lazy' in handlers) this.#later = handlers;
    else this.#handlers = handlers;
    this.#types = this.#later?.types ?? (Object.keys(handlers) as HeardEventType[]);
    this.#commander = options.commander;
    host.addController(this);
  }

  hostConnected() {
    for (const type of this.#types) document.addEventListener(type, this.#listener);
    if (!this.#handlers) afterFrame(() => void this.#load());
  }

  hostDisconnected() {
    for (const type of this.#types) document.removeEventListener(type, this.#listener);
  }

  #listener = (event: Event) => {
    if (this.#handlers && !queue) return this.#handle(event);
    const done: Promise<void> = (queue ?? Promise.resolve())
      .then(() => this.#load())
      .then(() => this.#handlers && this.#handle(event))
      .finally(() => {
        if (queue === done) queue = undefined;
      });
    queue = done;
  };

  #handle(event: Event) {
    const type = event.type as HeardEventType;
    const { read, on } = this.#handlers![type] as Heard<object>;
    const detail = hear(this.#host, type, read, event);
    const commander = this.#commander;
    if (!detail || (commander && !commandersOf(detail).some((id) => sameName(id, commander())))) return;
    on(detail);
  }

  /** Loads the handlers (once at a time; none given: they are here). */
  #load() {
    const later = this.#later;
    return (this.#loading ??= later?.lazy
      .load()
      .then((module) => void (this.#handlers ??= later.make(module)), warnNotLoaded(this.#host, 'its handlers'))
      .finally(() => (this.#loading = undefined)));
  }
}
