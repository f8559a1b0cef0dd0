// Actions that need a module loaded later (what a widget's buttons do): each waits for it, in the order made, so that
// a click made before the code is here is never lost. A module that cannot load is said by `failed`; the next action
// tries again.
import type { LazyModule } from './lazy-panel.js';

export class ModuleQueue<M extends object> {
  /** While actions wait for the module: resolves once they have run (the widget's update waits for it). */
  pending: Promise<void> | undefined;
  readonly #module: LazyModule<M>;
  readonly #failed: (error: unknown) => void;

  constructor(module: LazyModule<M>, failed: (error: unknown) => void) {
    this.#module = module;
    this.#failed = failed;
  }

  /** Runs `act` with the module: at once when it has loaded and nothing waits, else after what waits. */
  run(act: (module: M) => void) {
    const loaded = this.#module.loaded;
    if (loaded && !this.pending) return act(loaded);
    const pending = (this.pending ?? Promise.resolve())
      .then(() => this.#module.load())
      .then(act, this.#failed)
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
  }
}
