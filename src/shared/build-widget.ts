// Draws a widget from checked data (a Share link, embed.html's parameters, a wiki's placeholder): only the element's
// own attributes are set (`observedAttributes`: never an `on…` handler, never `state-key`), author text stays text,
// a widget's `state` goes to an element that reads it back (`shared`, checked there like its saved state), and
// whatever is not used is named for the reader.
import type { SharedWidget } from './share-state.js';

/** Never set from outside data: saved state belongs to the reader's own pages, not to a link's or a page's author. */
const NEVER = new Set(['state-key']);

/** The elements that start from a link's `state` (their `shared` property, read like their saved state). */
const TAKE_STATE = new Set(['morale-tracker', 'army-battle']);

/** What a board reads of a tracker inside it besides the tracker's own attributes (battle-setup.ts). */
export const READ_BY_BOARD = ['commander-class', 'influence'];

/** Loads a tag's module from `elements`, the folder of the element modules (`dist/elements/`). */
const loadElement = (tag: string, elements: URL) =>
  import(/* @vite-ignore */ new URL(`${tag}.js`, elements).href) as Promise<unknown>;

/** An element with the attributes it observes; the others are named in `ignored`. */
function element(tag: string, attrs: Readonly<Record<string, string>>, ignored: string[], more: string[] = []) {
  const el = document.createElement(tag);
  const observed = new Set([
    ...((customElements.get(tag) as { observedAttributes?: string[] } | undefined)?.observedAttributes ?? []),
    ...more,
  ]);
  for (const [name, value] of Object.entries(attrs))
    if (observed.has(name) && !NEVER.has(name)) el.setAttribute(name, value);
    else ignored.push(`${name} (on <${tag}>)`);
  return el;
}

/**
 * The widget `state` describes, its units and nested widgets in it (`inBoard`: it is one of a board's); what it
 * could not use goes into `ignored`.
 */
export async function buildWidget(
  state: SharedWidget,
  elements: URL,
  ignored: string[],
  inBoard = false,
): Promise<HTMLElement> {
  await loadElement(state.tag, elements);
  if (state.units?.length) await loadElement('army-unit', elements);
  const el = element(state.tag, state.attrs, ignored, inBoard && state.tag === 'morale-tracker' ? READ_BY_BOARD : []);
  if (state.state && TAKE_STATE.has(state.tag)) (el as { shared?: unknown }).shared = state.state;
  else if (state.state) ignored.push(`state (on <${state.tag}>)`);
  for (const unit of state.units ?? []) el.append(element('army-unit', unit, ignored, ['slot']));
  for (const child of state.children ?? [])
    el.append(await buildWidget(child, elements, ignored, state.tag === 'army-battle'));
  if (state.theme) el.setAttribute('theme', state.theme);
  return el;
}
