// The chances that workers fill in redraw their widget in the background, a whole widget each time (~100 ms for
// "What a lunari buys" at 4× CPU throttling). While the reader acts in another widget, that redraw waits until the act
// is answered, so that the reader's click is drawn first. Loaded with the odds, not with a page's first view.
import { frameDrawn } from '../after-first-frame.js';

/** Signs that the reader acts: a press, a click, a key, a value typed. */
const ACTS = ['pointerdown', 'click', 'keydown', 'input'];

/**
 * The reader's last act (its event's path) until it is answered: the frame that draws it and the next one (where
 * the widgets that heard its event redraw) are drawn, and the page is idle.
 */
let acting: { readonly path: readonly EventTarget[]; readonly answered: Promise<void> } | undefined;
let listening = false;

const noteAct = (event: Event) => {
  const answered: Promise<void> = frameDrawn()
    .then(frameDrawn)
    .then(() => {
      if (acting?.answered === answered) acting = undefined;
    });
  acting = { path: event.composedPath(), answered };
};

/**
 * Runs `redraw` (a widget's redraw with figures from the background) in the next frame; while the reader acts in
 * another widget than `host` then, once that act is answered. It waits for one act only: a reader who acts on and
 * on elsewhere still sees the figures arrive.
 */
export function redrawWhenFree(host: Element, redraw: () => void) {
  if (!listening) {
    listening = true;
    for (const type of ACTS) document.addEventListener(type, noteAct, { capture: true, passive: true });
  }
  requestAnimationFrame(() => {
    if (acting && !acting.path.includes(host)) void acting.answered.then(redraw);
    else redraw();
  });
}
