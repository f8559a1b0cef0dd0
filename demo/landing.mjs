// A link to a section of the reference (`/demo/#recruiting`, or one of its list of sections) lands on it, and it stays
// there while the widgets above it draw what comes after their first frames. Their heights still change then (the
// rosters' tools, a resolver's unit pickers once the armies of the page are known), and the browser's own scroll
// anchoring does not always make up for it: measured 150 px off on a phone, the heading out of view. Until the reader
// scrolls, taps, clicks or types, or for 10 s at most, the section is put back at the top whenever a section changes
// height.
const INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'];
let stop = () => {};

function keep() {
  stop();
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id && document.getElementById(id);
  if (!target) return;
  const sections = new ResizeObserver(() => target.scrollIntoView());
  for (const section of document.querySelectorAll('main > section')) sections.observe(section);
  const timer = setTimeout(() => stop(), 10_000);
  stop = () => {
    sections.disconnect();
    clearTimeout(timer);
    for (const type of INPUT) removeEventListener(type, stop, true);
    stop = () => {};
  };
  for (const type of INPUT) addEventListener(type, stop, { capture: true, passive: true });
}

keep();
addEventListener('hashchange', keep);
