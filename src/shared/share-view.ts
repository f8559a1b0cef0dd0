// What "Share" opens (loaded on first use): the link to dist/embed.html that draws the widget as it is now, and the
// iframe to paste where a page allows no script. Both copy with one press.
import { msg } from '@lit/localize';
import { html, type PropertyDeclaration, type ReactiveElement } from 'lit';

import type { SharedCard, ShareSource } from './share.js';
import { sharedLink, type SharedUnit, type SharedWidget } from './share-state.js';
import { shareStyles as styles } from './share-view.styles.js';

export { styles };

/** The host's attributes as they are now (what a player typed included), as embed.html would set them. */
export function currentAttributes(host: ReactiveElement, leave: readonly string[] = []): Record<string, string> {
  const attrs: Record<string, string> = {};
  const { elementProperties } = host.constructor as unknown as {
    elementProperties: Map<PropertyKey, PropertyDeclaration>;
  };
  for (const [key, options] of elementProperties) {
    if (options.attribute === false || options.state) continue;
    const name = typeof options.attribute === 'string' ? options.attribute : String(key).toLowerCase();
    const value = (host as unknown as Record<PropertyKey, unknown>)[key];
    if (leave.includes(name) || value === null || value === undefined || value === false || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || value === true)
      attrs[name] = value === true ? '' : String(value);
  }
  return attrs;
}

/** A unit as the attributes of an `<army-unit>` (and its slot). */
const unitAttributes = ({ unit: { name, strength, role, path, traits }, slot }: SharedCard): SharedUnit => ({
  name,
  strength: strength === null ? '-' : String(strength),
  role,
  ...(path ? { path } : {}),
  ...(traits?.length ? { traits: traits.join(' ') } : {}),
  ...(slot ? { slot } : {}),
});

/** What a widget shares now: its attributes (never `state-key`), what its state adds, its units and widgets inside. */
export function sharedState(host: ReactiveElement, source: ShareSource): SharedWidget {
  const { tag, leave = [], attrs, units, children } = source;
  const state = source.state?.();
  return {
    tag,
    attrs: { ...currentAttributes(host, ['state-key', ...leave]), ...attrs?.() },
    ...(units ? { units: units().map(unitAttributes) } : {}),
    ...(state ? { state } : {}),
    ...(children ? { children: children(sharedState) } : {}),
  };
}

/**
 * Where embed.html is: a page may say so (`<meta name="army-combat-embed" content="…/embed.html">`, for a copy hosted
 * elsewhere); else next to the bundle this file was loaded with (`dist/embed.html`, this file being in a `lazy/`
 * folder of `dist/` or of `dist/elements/`).
 */
export function embedPage(): string {
  const set = document.querySelector<HTMLMetaElement>('meta[name="army-combat-embed"]')?.content;
  if (set) return new URL(set, document.baseURI).href;
  return new URL(import.meta.url.replace(/\/(elements\/)?lazy\/[^/]*$/, '/embed.html')).href;
}

/** The iframe a wiki page holds: full width, tall enough for most widgets (it scrolls if not; see the README). */
export const iframeCode = (link: string, tag: string) =>
  `<iframe src="${link.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" title="Army Combat: ${tag}" width="100%" height="640" loading="lazy"></iframe>`;

/** What was copied last, said after the next draw (in the widget's language). */
const said = new WeakMap<ReactiveElement, { what: 'link' | 'iframe'; copied: boolean }>();

async function copy(host: ReactiveElement, text: string, what: 'link' | 'iframe') {
  let copied = true;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    copied = false;
  }
  said.set(host, { what, copied });
  host.requestUpdate();
}

function saying(host: ReactiveElement) {
  const last = said.get(host);
  if (!last) return '';
  if (last.copied) return last.what === 'link' ? msg('Link copied.') : msg('Iframe code copied.');
  return last.what === 'link'
    ? msg('Select the link above and copy it: this page may not write to the clipboard.')
    : msg('Select the iframe code above and copy it: this page may not write to the clipboard.');
}

export function renderShare(host: ReactiveElement, source: ShareSource) {
  const state = sharedState(host, source);
  const link = sharedLink(embedPage(), state);
  const code = iframeCode(link, state.tag);
  return html`<div class="share-panel">
    <label
      >${msg('Link')} <input readonly .value=${link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
    /></label>
    <button type="button" @click=${() => copy(host, link, 'link')}>${msg('Copy link')}</button>
    <label
      >${msg('Iframe for a wiki page')}
      <textarea
        readonly
        rows="3"
        .value=${code}
        @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}
      ></textarea>
    </label>
    <button type="button" @click=${() => copy(host, code, 'iframe')}>${msg('Copy iframe code')}</button>
    <p role="status" class="muted">${saying(host)}</p>
  </div>`;
}
