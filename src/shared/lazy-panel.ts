// Secondary panels (forms, import/export, history, power texts, rulings…) are drawn from modules loaded on first
// open, so that a page downloads and builds only what a reader sees: closed, a panel renders nothing but its summary.
import { msg } from '@lit/localize';
import { type CSSResult, type CSSResultGroup, html, nothing, type ReactiveController, type ReactiveElement } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

/** Said in place of a part whose code could not be loaded (offline before the first visit, a missing file). */
export const notLoaded = () => msg('This part could not be loaded. Check the connection and open it again.');

/** What says in the console which part of `host` could not load (`what`, in words), given why (a rejection's). */
export const warnNotLoaded = (host: Element, what: string) => (error: unknown) =>
  console.warn(`<${host.localName}>: could not load ${what}: ${error as Error}`);

/** What a panel's module may export beside its render functions: styles that join the host's shadow root. */
export interface PanelModule {
  readonly styles?: CSSResultGroup;
}

/**
 * A module loaded once per page on first use (`lazyModule(() => import('./x-view.js'))`, declared at module level):
 * every element that opens it afterwards has it at once, with no "Loading…" frame.
 */
export interface LazyModule<M extends object> {
  /** The module, when it has loaded. */
  readonly loaded: M | undefined;
  /** Loads it (once); rejects when it cannot be fetched (offline before the first visit, a missing file). */
  load(): Promise<M>;
}

export function lazyModule<M extends object>(importer: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | undefined;
  const lazy = {
    loaded: undefined as M | undefined,
    load: () =>
      (loading ??= importer().then(
        (module) => (lazy.loaded = module),
        (error: unknown) => {
          loading = undefined; // another open tries again (the network may be back)
          throw error;
        },
      )),
  };
  return lazy;
}

const flatten = (styles: CSSResultGroup | undefined): CSSResult[] =>
  styles === undefined
    ? []
    : Array.isArray(styles)
      ? styles.flatMap((s: CSSResultGroup) => flatten(s))
      : [styles as CSSResult];

const adopted = new WeakMap<ShadowRoot, Set<CSSResult>>();

/** Adds a module's styles to a shadow root after the element's own (once per root). */
export function adopt(root: ShadowRoot, styles: CSSResultGroup | undefined) {
  const seen = adopted.get(root) ?? new Set<CSSResult>();
  adopted.set(root, seen);
  const fresh = flatten(styles).filter((style) => !seen.has(style));
  for (const style of fresh) seen.add(style);
  const sheets = fresh.map((style) => style.styleSheet).filter((sheet): sheet is CSSStyleSheet => sheet !== undefined);
  if (sheets.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
}

/**
 * One lazily drawn panel of an element: `details()` renders a `<details>` whose content exists only while it is open,
 * drawn by the panel's module once loaded; `content()` does the same for a panel the element opens itself.
 * A module that cannot load says so inline and in the console; the rest of the widget keeps working.
 */
export class LazyPanel<M extends object> implements ReactiveController {
  /** Whether the panel is open (a `<details>` opened by the reader, or set by the element). */
  open = false;
  readonly #host: ReactiveElement;
  readonly #lazy: LazyModule<M>;
  readonly #what: string;
  #failed = false;
  #loading: Promise<void> | undefined;

  /** @param what the panel in words, for the console when it cannot load ("the import and export tools") */
  constructor(host: ReactiveElement, lazy: LazyModule<M>, what: string, open = false) {
    this.#host = host;
    this.#lazy = lazy;
    this.#what = what;
    this.open = open;
    host.addController(this);
  }

  hostConnected() {
    if (this.open) this.#load();
  }

  /** While the module of the open panel loads: resolves once it is drawn, or said not to load. */
  get loading(): Promise<void> | undefined {
    return this.#loading;
  }

  /** The module, when loaded and its styles adopted by this element; asks for it otherwise. */
  get module(): M | undefined {
    const module = this.#lazy.loaded;
    if (module && this.#host.renderRoot instanceof ShadowRoot)
      adopt(this.#host.renderRoot, (module as PanelModule).styles);
    return module;
  }

  /** Loads the module (once at a time) and redraws the host. */
  #load() {
    if (this.#lazy.loaded || this.#loading) return;
    this.#loading = this.#lazy
      .load()
      .then(
        () => (this.#failed = false),
        (error: unknown) => {
          this.#failed = true;
          warnNotLoaded(this.#host, this.#what)(error);
        },
      )
      .then(() => {
        this.#loading = undefined;
        this.#host.requestUpdate();
      });
  }

  /** Opens or closes the panel (an element's own button); opening loads its module. */
  toggle(open = !this.open) {
    if (open === this.open) return;
    this.open = open;
    if (open) {
      this.#failed = false; // opened again: try again
      this.#load();
    }
    this.#host.requestUpdate();
  }

  #onToggle = (event: Event) => this.toggle((event.currentTarget as HTMLDetailsElement).open);

  /** The panel's content while open: `draw(module)` once loaded, "Loading…" before, a message when it cannot load. */
  content(draw: (module: M) => unknown): unknown {
    if (!this.open) return nothing;
    const module = this.module;
    if (module) return draw(module);
    if (this.#failed) return html`<p class="problems" role="alert">${notLoaded()}</p>`;
    this.#load();
    return html`<p class="muted" role="status">${msg('Loading…')}</p>`;
  }

  /** A `<details>` with `summary` that draws `draw(module)` only while open. */
  details(summary: unknown, draw: (module: M) => unknown, attributes: { class?: string; part?: string } = {}) {
    return html`<details
      class=${ifDefined(attributes.class)}
      part=${ifDefined(attributes.part)}
      .open=${this.open}
      @toggle=${this.#onToggle}
    >
      <summary>${summary}</summary>
      ${this.content(draw)}
    </details>`;
  }
}
