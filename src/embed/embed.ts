/**
 * `dist/embed.html`'s script: draws the one widget its address describes, for pages that allow an iframe but no
 * script (hosted wikis, forums). The address is either a Share link (`embed.html#w=…`, see share-state.ts) or plain
 * parameters a wiki author can write: `embed.html?tag=recruit-cost&strength=3&budget=100`. Only the element's own
 * attributes are set (`observedAttributes`: never an `on…` handler, never `state-key`), author text stays text, and
 * whatever is wrong is said on the page and in the console while the rest is drawn.
 *
 * The page tells the page around it its height whenever it changes: `{ type: 'army-combat:height', height }`
 * (`postMessage`; the README has the lines a host page needs to follow it).
 */
import { buildWidget } from '../shared/build-widget.js';
import { checkShared, readShared } from '../shared/share-state.js';

/** What embed.html posts to the page around it. */
export interface EmbedHeightMessage {
  readonly type: 'army-combat:height';
  readonly height: number;
}

function say(problem: string) {
  const p = document.createElement('p');
  p.className = 'problem';
  p.setAttribute('role', 'alert');
  p.textContent = problem;
  document.body.prepend(p);
  console.warn(`army-combat embed: ${problem}`);
}

/** `?tag=…&name=value…`: the tag, and every other parameter an attribute (`lang`, `theme` for the page). */
function fromParameters(params: URLSearchParams) {
  const { tag, lang, theme, ...attrs } = Object.fromEntries(params);
  if (!tag)
    return { ok: false as const, problem: 'Write which widget to show, e.g. embed.html?tag=recruit-cost&strength=3.' };
  return checkShared({ tag, attrs, ...(lang ? { lang } : {}), ...(theme ? { theme } : {}) });
}

/** Tells the page around it how tall the widget is, whenever that changes. */
function reportHeight() {
  if (window.parent === window) return;
  let last = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'army-combat:height', height } satisfies EmbedHeightMessage, '*');
  }).observe(document.body);
}

async function main() {
  reportHeight();
  const shared = new URLSearchParams(location.hash.slice(1)).get('w');
  const read = shared !== null ? readShared(shared) : fromParameters(new URLSearchParams(location.search));
  if (!read.ok) return say(read.problem);
  const { state } = read;
  if (state.lang) document.documentElement.lang = state.lang;
  if (state.theme) document.documentElement.style.setProperty('color-scheme', state.theme);
  const ignored: string[] = [];
  document.body.append(await buildWidget(state, new URL('./elements/', import.meta.url), ignored));
  if (ignored.length) say(`Not used, not an attribute of the widget: ${ignored.join(', ')}.`);
}

void main().catch(() => say('The widget could not be loaded.'));
