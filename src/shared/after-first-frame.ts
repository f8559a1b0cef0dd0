// A widget's first frame shows what its reader acts on or reads first; the rest of its view (histograms, logs, tools…)
// comes from a module loaded after that frame, in idle time, so that a page with many widgets paints sooner. The host
// reserves the space of what is still coming (a `min-block-size` in its styles), so that nothing moves when it arrives.
import type { ReactiveController, ReactiveElement } from 'lit';

import { adopt, type LazyModule, type PanelModule, warnNotLoaded } from './lazy-panel.js';

/**
 * Runs `then` once the browser has drawn a frame and is idle (a timeout where there is no idle callback: Safari): work
 * that must not delay what is on screen, such as the board's chances after a click.
 */
export const afterFrame = (then: () => void) =>
  requestAnimationFrame(() =>
    'requestIdleCallback' in globalThis ? requestIdleCallback(then, { timeout: 500 }) : setTimeout(then, 0),
  );

/** Resolves once the frame now due is drawn and the page is idle (see {@link afterFrame}). */
export const frameDrawn = () => new Promise<void>((drawn) => afterFrame(drawn));

/** Signs that the reader is about to use a widget (a pointer over it, a touch, focus, a key): its later part loads. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];

/**
 * The part of a host's view that comes after its first frame: `module` is undefined until it has loaded, then the host
 * updates and draws it (`part.module ? draw(part.module) : placeholder`). It also loads at once on the first sign that
 * the reader is about to use the widget (INTENT, or `soon()` when the host knows it needs the part), so that a click
 * never waits for idle time.
 */
export class AfterFirstFrame<M extends object> implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #lazy: LazyModule<M>;
  readonly #what: string;

  /** @param what the part in words, for the console when it cannot load ("the margin histogram") */
  constructor(host: ReactiveElement, lazy: LazyModule<M>, what: string) {
    this.#host = host;
    this.#lazy = lazy;
    this.#what = what;
    host.addController(this);
    for (const type of INTENT) host.addEventListener(type, () => this.soon(), { passive: true });
  }

  hostConnected() {
    if (!this.#lazy.loaded) afterFrame(() => this.soon());
  }

  /** Loads the module now (once) and redraws the host; a module that cannot load is said in the console. */
  soon() {
    if (this.#lazy.loaded) return;
    this.#lazy.load().then(() => this.#host.requestUpdate(), warnNotLoaded(this.#host, this.#what));
  }

  /** The module, once loaded, its styles adopted by the host's shadow root. */
  get module(): M | undefined {
    const module = this.#lazy.loaded;
    if (module && this.#host.renderRoot instanceof ShadowRoot)
      adopt(this.#host.renderRoot, (module as PanelModule).styles);
    return module;
  }
}
