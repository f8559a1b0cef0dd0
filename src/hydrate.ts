/**
 * Hydration for prerendered widgets (`dist/hydrate.js`): a page whose widgets were rendered on the server (Lit SSR,
 * declarative shadow DOM) loads this before `army-combat.js` (or a widget's own file), and each widget then takes over
 * the markup it finds instead of drawing itself again. A page without prerendered widgets does not need it: the
 * widgets' files stay as small as they are without it.
 *
 * This is `@lit-labs/ssr-client/lit-element-hydrate-support.js` applied to the Lit the widgets share: that module
 * hooks LitElement as Lit's module is evaluated, but the Lit chunk is evaluated as this file's import, before any
 * module of its own, so the hook is called here, once, before any widget is defined. Its update does what Lit's does
 * once the first one has hydrated, so that the Lit chunk need not export `render` for it.
 */
import { hydrate } from '@lit-labs/ssr-client';
import { LitElement, type PropertyValues } from 'lit';

/** What hydration replaces and calls of LitElement (its lifecycle methods, protected in its types). */
interface Lifecycle {
  connectedCallback: (this: Hydrating) => void;
  attributeChangedCallback: (this: Hydrating, name: string, old: string | null, value: string | null) => void;
  createRenderRoot: (this: Hydrating) => HTMLElement | DocumentFragment;
  scheduleUpdate: (this: Hydrating) => void | Promise<unknown>;
  update: (this: Hydrating, changed: PropertyValues) => void;
  render: (this: Hydrating) => unknown;
}
type Hydrating = LitElement & { _$needsHydration?: boolean };

const proto = LitElement.prototype as unknown as Lifecycle;
/** LitElement's own, called by the replacements. */
const { connectedCallback, attributeChangedCallback, createRenderRoot, update } = proto;
/** ReactiveElement's update: what LitElement's does before it renders. */
const base = Object.getPrototypeOf(LitElement.prototype) as Pick<Lifecycle, 'update'>;
/** ReactiveElement, whose `observedAttributes` getter LitElement inherits. */
const reactive = Object.getPrototypeOf(LitElement) as object;

Object.defineProperty(LitElement, 'observedAttributes', {
  get(this: typeof LitElement) {
    return [...(Reflect.get(reactive, 'observedAttributes', this) as string[]), 'defer-hydration'];
  },
});
proto.attributeChangedCallback = function (name, old, value) {
  // A widget inside another's prerendered shadow root waits for its host to hydrate first.
  if (name === 'defer-hydration' && value === null) connectedCallback.call(this);
  attributeChangedCallback.call(this, name, old, value);
};
/**
 * The language a widget's prerendered markup is in: scripts/prerender.mjs notes it as its shadow root's first node
 * (`<!--lang pt-->`, one of the languages the widgets speak). Undefined: drawn by a renderer that does not (Lit's
 * Eleventy plugin), in English.
 */
const drawnIn = (root: ShadowRoot) =>
  /^lang (en|pt|it)$/.exec(root.firstChild instanceof Comment ? root.firstChild.data : '')?.[1];
/**
 * What a hydrating widget finds of the page, as the server that drew it did: it is not connected yet. Drawn by another
 * renderer (no `<!--lang-->` note), it was also drawn on its own even inside a board (src/shared/in-board.ts) and
 * without its `<army-unit>` children (src/shared/unit-children.ts). Connecting brings them.
 */
const UNSEEN = { isConnected: false };
const UNSEEN_BY_OTHERS = { ...UNSEEN, closest: () => null, querySelectorAll: () => [] };
/** Widgets taking over their prerendered markup, not yet connected. */
const hydrating = new WeakSet<LitElement>();
proto.connectedCallback = function () {
  if (this.hasAttribute('defer-hydration') || hydrating.has(this)) return;
  if (!this.shadowRoot || this.hasUpdated) return connectedCallback.call(this);
  // Hydrated before it connects: its first update draws from its attributes and children only, as the server did
  // (saved state waits: it reads as not on the page, see src/shared/stored-state.ts), once what its first view waits
  // for has loaded (its scheduleUpdate); what connecting brings (the page's language if it was drawn in another, the
  // Battle around it, the other widgets' armies, saved state) comes with the next update, drawn over the prerendered
  // markup like any change.
  hydrating.add(this);
  // It takes over its markup in the language that was drawn in; if the page's is another, connecting redraws it in
  // that. (Hydrated in another, each text would keep the markup's words while Lit takes them for the new ones.)
  const languages = (this as { languages?: { language: string } }).languages;
  const language = drawnIn(this.shadowRoot);
  if (languages) languages.language = language ?? 'en';
  for (const [name, value] of Object.entries(language ? UNSEEN : UNSEEN_BY_OTHERS))
    Object.defineProperty(this, name, { value, configurable: true });
  void Promise.resolve((this as unknown as Lifecycle & Hydrating).scheduleUpdate()).finally(() => {
    for (const name of Object.keys(UNSEEN_BY_OTHERS)) delete (this as unknown as Record<string, unknown>)[name];
    hydrating.delete(this);
    if (!this.isConnected) return; // taken off the page meanwhile
    // Connected now: the widget's own connecting runs again, finding what hydrating hid (the board around it, its
    // children), then LitElement's (its controllers'), as for a widget put back on the page.
    this.connectedCallback();
    this.requestUpdate('stateKey', undefined);
  });
};
proto.createRenderRoot = function () {
  if (!this.shadowRoot) return createRenderRoot.call(this);
  this._$needsHydration = true;
  return this.shadowRoot;
};
proto.update = function (changed) {
  if (!this._$needsHydration) return update.call(this, changed);
  const value = (this as unknown as Lifecycle & Hydrating).render();
  this.renderOptions.isConnected = true;
  base.update.call(this, changed);
  this._$needsHydration = false;
  hydrate(value, this.renderRoot, this.renderOptions);
};
