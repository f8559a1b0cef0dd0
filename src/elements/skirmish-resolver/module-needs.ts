// The code a resolver loads for itself to draw what it shows (the commander powers, the roll), as opposed to a panel a
// reader opens: its `updateComplete` waits for it, and a module that cannot load is a problem shown in the widget.
import type { ReactiveController, ReactiveElement } from 'lit';

import type { LazyModule } from '../../shared/lazy-panel.js';

export class ModuleNeeds implements ReactiveController {
  readonly #host: ReactiveElement;
  /** What the host loads for itself, in words: a module that cannot load is a problem shown. */
  readonly #said: ReadonlyMap<LazyModule<object>, string>;
  /** Modules loading now; `updateComplete` waits for them. */
  readonly #loads = new Map<LazyModule<object>, Promise<void>>();
  /**
   * A module that could not be loaded (offline): asked for again only by a person's action (a roll), or once the
   * element is put on the page again, never in a loop.
   */
  readonly #failed = new Set<LazyModule<object>>();

  constructor(host: ReactiveElement, said: ReadonlyMap<LazyModule<object>, string>) {
    this.#host = host;
    this.#said = said;
    host.addController(this);
  }

  hostConnected() {
    if (!this.#failed.size) return;
    this.#failed.clear(); // put on the page again: what could not load is tried again
    this.#host.requestUpdate();
  }

  /** Loads `module` (once), then runs `then` (what a person asked for), and draws again. */
  need(module: LazyModule<object>, then?: () => void) {
    if (module.loaded) return void then?.();
    if (this.#failed.has(module) && !then) return;
    this.#failed.delete(module);
    const loading = (this.#loads.get(module) ?? module.load().catch(() => void this.#failed.add(module))).then(
      () => void (module.loaded && then?.()),
    );
    this.#loads.set(module, loading);
    void loading.then(() => {
      if (this.#loads.get(module) === loading) this.#loads.delete(module);
      this.#host.requestUpdate();
    });
  }

  /**
   * `own`, and every other method from `make(module)`: a call waits for the module (asked for then, if not before) and
   * calls come in the order made, so that a control used before its code is here is not lost.
   */
  later<M extends object, T extends object, O extends object>(module: LazyModule<M>, make: (module: M) => T, own: O) {
    let made: T | undefined;
    const call = (name: keyof T, args: unknown[]) =>
      this.need(module, () => ((made ??= make(module.loaded!))[name] as (...args: unknown[]) => void)(...args));
    const get = (_: O, name: string | symbol) =>
      own[name as keyof O] ?? ((...args: unknown[]) => call(name as keyof T, args));
    return new Proxy(own, { get }) as O & T;
  }

  /** What could not be loaded (and has not been since, by another way such as the idle load), as problems to show. */
  problems(): string[] {
    return [...this.#said]
      .filter(([module]) => this.#failed.has(module) && !module.loaded)
      .map(([, what]) => `could not load ${what}: check the connection and try again`);
  }

  /** The host's update (`drawn`) once nothing is loading, each load followed by one. */
  async settled(drawn: () => Promise<boolean>): Promise<boolean> {
    const done = await drawn();
    if (!this.#loads.size) return done;
    await Promise.all(this.#loads.values());
    return this.settled(drawn);
  }
}
