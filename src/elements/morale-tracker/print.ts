import { html, nothing, type ReactiveController, type ReactiveElement } from 'lit';

import type { LazyModule, LazyPanel } from '../../shared/lazy-panel.js';

/** One query for every tracker on the page. */
let printMedia: MediaQueryList | undefined;

/**
 * The log prints even folded (the print styles show a closed `<details>`' content): while the page is printed, the
 * log's content is drawn, its module loaded first if it never was. On screen a folded log still draws nothing.
 */
export class PrintController implements ReactiveController {
  printing = false;
  readonly #host: ReactiveElement;
  readonly #lazy: LazyModule<object>;

  constructor(host: ReactiveElement, lazy: LazyModule<object>) {
    this.#host = host;
    this.#lazy = lazy;
    host.addController(this);
  }

  hostConnected() {
    printMedia ??= matchMedia('print');
    printMedia.addEventListener('change', this.#onChange);
    if (printMedia.matches) this.#onChange();
  }

  hostDisconnected() {
    printMedia?.removeEventListener('change', this.#onChange);
  }

  #onChange = () => {
    this.printing = printMedia?.matches ?? false;
    if (this.printing && !this.#lazy.loaded)
      void this.#lazy.load().then(
        () => this.#host.requestUpdate(),
        () => undefined, // the log stays folded on paper; the panel says why when opened
      );
    this.#host.requestUpdate();
  };

  /** `panel.details(…)`; while printing, a folded panel's content is drawn too. */
  details<M extends object>(
    panel: LazyPanel<M>,
    summary: unknown,
    draw: (module: M) => unknown,
    attributes: { class: string; part: string },
  ) {
    if (panel.open || !this.printing) return panel.details(summary, draw, attributes);
    const module = panel.module;
    return html`<details class=${attributes.class} part=${attributes.part}>
      <summary>${summary}</summary>
      ${module ? draw(module) : nothing}
    </details>`;
  }
}
