/**
 * `dist/wiki.js`: widgets on a wiki that keeps custom tags and scripts out of its pages but runs a site script (a
 * MediaWiki gadget or `MediaWiki:Common.js`). Authors write placeholders the wiki allows, a `<div>` with data
 * attributes, and this script draws each as its widget, now and whenever a page's content changes (live preview):
 *
 *     <div data-army-combat="army-roster" data-name="Vanguard">
 *       <div data-unit data-name="Spearmen" data-strength="3" data-role="aggressor"></div>
 *     </div>
 *
 * `data-army-combat` names the element, every other `data-…` is its attribute; `data-unit` children are its units and
 * `data-army-combat` children the widgets inside a board. They are read like a Share link (share-state.ts, build-widget.ts):
 * only the element's own attributes are set, text stays text, and what is wrong is said in place of the widget.
 */
import { buildWidget } from './shared/build-widget.js';
import { checkShared, type SharedWidget } from './shared/share-state.js';

const PLACEHOLDER = '[data-army-combat]';
const ELEMENTS = new URL('./elements/', import.meta.url);
const drawn = new WeakSet<Element>();

/** A placeholder's `data-…` attributes as the element's attribute names, but for the ones that say what it is. */
function attributesOf(el: Element): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const { name, value } of el.attributes)
    if (name.startsWith('data-') && name !== 'data-army-combat' && name !== 'data-unit') attrs[name.slice(5)] = value;
  return attrs;
}

/**
 * What a placeholder describes, as a Share link would carry it (checked by `checkShared`). Only a board's own widgets
 * may hold none, so placeholders deeper than theirs are only counted: a nest of any depth is read in one short pass.
 */
function described(el: Element, depth = 0): Record<string, unknown> {
  const children = [...el.children];
  const units = children.filter((child) => child.hasAttribute('data-unit')).map(attributesOf);
  const widgets = children
    .filter((child) => child.matches(PLACEHOLDER))
    .map((child) => (depth ? {} : described(child, depth + 1)));
  return {
    tag: el.getAttribute('data-army-combat'),
    attrs: attributesOf(el),
    ...(units.length ? { units } : {}),
    ...(widgets.length ? { children: widgets } : {}),
  };
}

function say(place: Element, problem: string) {
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  p.textContent = problem;
  place.replaceChildren(p);
  console.warn(`army-combat wiki: ${problem}`);
}

/** Draws one placeholder's widget in it (once). */
async function draw(place: HTMLElement) {
  drawn.add(place);
  const read = checkShared(described(place), `The widget "${place.dataset.armyCombat?.slice(0, 40) ?? ''}"`);
  if (!read.ok) return say(place, read.problem);
  const ignored: string[] = [];
  const widget = await buildWidget(read.state satisfies SharedWidget, ELEMENTS, ignored);
  place.replaceChildren(widget);
  if (!ignored.length) return;
  const note = `Not used, not an attribute of the widget: ${ignored.join(', ')}.`;
  const p = document.createElement('p');
  p.setAttribute('role', 'status');
  p.textContent = note;
  place.append(p);
  console.warn(`army-combat wiki: ${note}`);
}

/**
 * Every placeholder not drawn yet, but those inside another (a board's trackers and rosters are drawn with it, and a
 * nest is read once, from its outermost placeholder: what is inside it is taken off the page when it is drawn or
 * refused, and not read again).
 */
function drawAll() {
  let outer: Element | undefined;
  for (const place of document.querySelectorAll<HTMLElement>(PLACEHOLDER)) {
    if (!place.isConnected || outer?.contains(place)) continue;
    outer = place; // in document order, the placeholders inside it come next
    if (!drawn.has(place)) void draw(place).catch(() => say(place, 'The widget could not be loaded.'));
  }
}

drawAll();
new MutationObserver(drawAll).observe(document.documentElement, { childList: true, subtree: true });
