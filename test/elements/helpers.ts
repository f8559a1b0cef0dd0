// Driving any widget as a person would, shared by the element tests: controls found by the text of their label
// (what a screen reader names them), buttons by their accessible name, typing with the keyboard, clicking, and
// what the page shows read as text. Each takes the widget (its shadow root is searched) or a part of it.
import { waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';

import type { LazyModule } from '../../src/shared/lazy-panel.js';

/** A Lit widget: an element that says when it has updated. */
export type Widget = HTMLElement & { readonly updateComplete: Promise<unknown> };

/** Text with spaces folded, as a reader takes it in. */
export const squash = (shown: string | null | undefined) => (shown ?? '').replace(/\s+/g, ' ').trim();

/** The text a node shows, spaces folded. */
export const text = (node: Node | null | undefined) => squash(node?.textContent);

const fold = (shown: string | null | undefined) => squash(shown).toLowerCase();

/** A widget's shadow root, or the node itself (a shadow root, or an element inside one). */
const inside = (scope: ParentNode): ParentNode => (scope as Element).shadowRoot ?? scope;

/**
 * The control whose label reads `name`, or else starts with it (case-insensitive, spaces folded). Throws unless
 * exactly one control is labelled so, which keeps each test's name unambiguous.
 */
export function control<T extends HTMLElement = HTMLInputElement>(scope: ParentNode, name: string): T {
  const wanted = fold(name);
  // A control's name is its aria-label when it has one (a re-roll's die: "Re-roll #1, Offense die 1"), else its label.
  const named = [...inside(scope).querySelectorAll('label')].flatMap((l) => {
    const c = l.control as T | null;
    return c ? [{ c, name: fold(c.getAttribute('aria-label') ?? l.textContent) }] : [];
  });
  const starting = named.filter((n) => n.name.startsWith(wanted));
  const exact = starting.filter((n) => n.name === wanted);
  const found = (exact.length ? exact : starting).map((n) => n.c);
  if (found.length === 0) throw new Error(`no control labelled "${name}"`);
  if (found.length > 1) throw new Error(`${found.length} controls labelled "${name}"`);
  return found[0]!;
}

/** The text of a widget's `output[part~=result]`: the figure each widget shows first. */
export const result = (scope: ParentNode) => text(inside(scope).querySelector('output[part~=result]'));

/** Each problem a widget lists in its `[part~=problems]` (bad attributes or input), as shown. */
export const problems = (scope: ParentNode) => [...inside(scope).querySelectorAll('[part~=problems] li')].map(text);

/** A button's accessible name: its `aria-label`, else its text. */
const buttonName = (b: HTMLButtonElement) => fold(b.getAttribute('aria-label') ?? b.textContent);

/**
 * The first button named `name` (case-insensitive), or else the only one whose name contains it; undefined when
 * there is none. Throws when several contain it.
 */
export function findButton(scope: ParentNode, name: string): HTMLButtonElement | undefined {
  const wanted = fold(name);
  const buttons = [...inside(scope).querySelectorAll('button')];
  const exact = buttons.find((b) => buttonName(b) === wanted);
  if (exact) return exact;
  const containing = buttons.filter((b) => buttonName(b).includes(wanted));
  if (containing.length > 1) throw new Error(`${containing.length} buttons named "${name}"`);
  return containing[0];
}

/** The button named `name` (see {@link findButton}); throws when there is none. */
export function button(scope: ParentNode, name: string): HTMLButtonElement {
  const found = findButton(scope, name);
  if (!found) throw new Error(`no button named "${name}"`);
  return found;
}

/** Clicks a button (found by its name when given a string) `times` times, waiting for the widget each time. */
export async function click(el: Widget, target: HTMLElement | string, times = 1) {
  for (let i = 0; i < times; i++) {
    (typeof target === 'string' ? button(el, target) : target).click();
    await el.updateComplete;
  }
}

/** Replaces what a field (or the field labelled so) holds by typing, as a keyboard user does. */
export async function typeInto(el: Widget, field: HTMLInputElement | HTMLTextAreaElement | string, typed: string) {
  const input = typeof field === 'string' ? control<HTMLInputElement>(el, field) : field;
  input.focus();
  input.select();
  await sendKeys(typed ? { type: typed } : { press: 'Backspace' });
  await el.updateComplete;
}

/** Collects console warnings while `run` runs, so bad-input tests can check them and keep the log clean. */
export async function warningsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (message: unknown) => warnings.push(String(message));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return warnings;
}

/** What a widget says in place of a part whose code could not be fetched. */
export const NOT_LOADED = 'This part could not be loaded. Check the connection and open it again.';

/** Runs `run` while `module` cannot be fetched (offline before the first visit); gives the console warnings. */
export async function offline<M extends object>(module: LazyModule<M>, run: () => Promise<unknown>) {
  const online = module.load.bind(module);
  module.load = () => Promise.reject(new TypeError('Failed to fetch'));
  try {
    return await warningsDuring(run);
  } finally {
    module.load = online;
  }
}

/**
 * Holds `module` back (a slow network) until the function returned is called, as on a page that has not loaded it
 * even when it has (an earlier test, or a module the test file imports, loaded it): what a widget shows before it has
 * loaded, e.g. its first frame before what comes after it. `asked()`: whether a widget has asked for it meanwhile.
 */
export function holdBack<M extends object>(module: LazyModule<M>): (() => void) & { asked: () => boolean } {
  const lazy = module as { loaded: M | undefined };
  const { loaded } = lazy;
  const load = module.load.bind(module);
  let asked = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  lazy.loaded = undefined;
  module.load = () => ((asked = true), released.then(load));
  const releaseIt = () => {
    module.load = load;
    lazy.loaded ??= loaded;
    release();
  };
  return Object.assign(releaseIt, { asked: () => asked });
}

/** Collects the events of the given types that reach `document`, where sibling widgets listen. */
export function listen(...types: string[]) {
  const heard: Event[] = [];
  const hear = (event: Event) => heard.push(event);
  for (const t of types) document.addEventListener(t, hear);
  return {
    heard,
    of: <E extends Event>(t: string) => heard.filter((e) => e.type === t) as E[],
    stop: () => types.forEach((t) => document.removeEventListener(t, hear)),
  };
}

/** After each test: the saved state forgotten, the page back to light, on screen, at 800 × 600. */
export async function restorePage() {
  localStorage.clear();
  await emulateMedia({ colorScheme: 'light', media: 'screen' });
  await setViewport({ width: 800, height: 600 });
}

/** The ceiling of a wait for what loads elsewhere (a lazy module, a file read): a busy CI machine may need it. */
export const LOADING = { timeout: 10_000 };

/**
 * Waits (up to `ms`, fifteen seconds by default) until `check` returns something, for what loads or runs elsewhere. A
 * ceiling, not a wait: a passing check returns at once; a busy CI machine (checks run beside the tests) may need it.
 */
export async function eventually<T>(check: () => T | null | undefined | false, ms = 15_000): Promise<T> {
  for (const end = Date.now() + ms; ;) {
    const found = check();
    if (found) return found;
    if (Date.now() > end) throw new Error(`never happened: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Opens the `<details>` whose summary starts with `name`, as a reader clicks it, and waits until its content is drawn:
 * closed panels render nothing, and their code loads on first open (a panel after the first frame is waited for).
 */
export async function openPanel(widget: Widget, name: string): Promise<HTMLDetailsElement> {
  const wanted = fold(name);
  // A panel that comes after the widget's first frame is waited for.
  const summary = await eventually(() =>
    [...inside(widget).querySelectorAll('summary')].find((s) => fold(s.textContent).startsWith(wanted)),
  );
  const details = summary.parentElement as HTMLDetailsElement;
  if (!details.open) summary.click();
  const drawn = () => details.open && details.children.length > 1 && !details.querySelector(':scope > [role=status]');
  await waitUntil(drawn, `the panel "${name}" was not drawn`, LOADING);
  await widget.updateComplete;
  return details;
}

/**
 * What `run` offers as a file download (a widget's "Export"), read as text: the link it clicks goes nowhere.
 * Both are put back on the object they came from afterwards.
 */
export async function downloaded(run: () => Promise<unknown>): Promise<string> {
  let saved: Blob | undefined;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { createObjectURL } = URL;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { click: follow } = HTMLAnchorElement.prototype;
  URL.createObjectURL = (blob: Blob) => ((saved = blob), 'blob:test');
  HTMLAnchorElement.prototype.click = () => {};
  try {
    await run();
    await waitUntil(() => saved, 'nothing was offered as a download', LOADING);
  } finally {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = follow;
  }
  return saved!.text();
}

/**
 * Picks `file` in a real `<input type="file">`, as the file chooser does, and waits until `answer` (what the widget
 * shows) changes: reading a file takes a while.
 */
export async function chooseFile(input: HTMLInputElement, file: File, answer: () => string) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  const before = answer();
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await waitUntil(() => answer() !== before, `no answer to choosing ${file.name}`, LOADING);
}
