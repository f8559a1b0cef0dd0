// "Share": a widget's state as a link to dist/embed.html and an iframe to paste in a wiki (see share-state.ts). The
// button is all a widget carries; what it opens loads on first use.
import { msg } from '@lit/localize';
import { html, type ReactiveElement } from 'lit';

import type { Unit } from '../rules/core/index.js';
import { lazyModule, LazyPanel } from './lazy-panel.js';
import type { SharedRecord, SharedTag, SharedWidget } from './share-state.js';
import type * as ShareView from './share-view.js';

const shareView = lazyModule(() => import('./share-view.js'));

/** A unit shared as an `<army-unit>`, with the slot it goes in (a resolver's side). */
export interface SharedCard {
  readonly unit: Unit;
  readonly slot?: string;
}

/**
 * What a widget shares: its tag, the attributes to leave out, attributes for what it keeps in its own state (not in
 * an attribute), its units when it holds some, its saved-state record when it reads one back (`shared`), and the
 * widgets inside it (a board's).
 */
export interface ShareSource {
  readonly tag: SharedTag;
  readonly leave?: readonly string[];
  readonly attrs?: () => Readonly<Record<string, string>>;
  readonly units?: () => readonly SharedCard[];
  readonly state?: () => SharedRecord | undefined;
  readonly children?: (sharing: Sharing) => readonly SharedWidget[];
}

/** What a widget shares now (`sharedState` of the Share panel's module), handed to a source with widgets inside. */
export type Sharing = (host: ReactiveElement, source: ShareSource) => SharedWidget;

/** A widget's Share button and what it opens (loaded on first press, like any lazy panel; see lazy-panel.ts). */
export class ShareController {
  readonly #host: ReactiveElement;
  readonly #source: ShareSource;
  readonly #panel: LazyPanel<typeof ShareView>;

  constructor(host: ReactiveElement, source: ShareSource) {
    this.#host = host;
    this.#source = source;
    this.#panel = new LazyPanel(host, shareView, 'the Share panel');
  }

  #toggle = () => this.#panel.toggle();

  /** The Share button, and once pressed the link and the iframe to copy. */
  render() {
    return html`<div class="share" part="share">
      <button type="button" aria-expanded=${this.#panel.open ? 'true' : 'false'} @click=${this.#toggle}>
        ${msg('Share')}
      </button>
      ${this.#panel.content((view) => view.renderShare(this.#host, this.#source))}
    </div>`;
  }
}
