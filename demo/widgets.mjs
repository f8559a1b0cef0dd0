// The widgets take over their prerendered markup after the browser has drawn the whole page once. Run as the page's
// module scripts are, at the end of parsing and before its first full frame, hydration (over a second at 4× CPU on a
// loaded machine) held that frame back; the page shows the same markup either way. The <link rel="modulepreload">s in
// the head have fetched the files meanwhile. dist/hydrate.js comes first: it hooks Lit before any widget is defined.
await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));
await import('../dist/hydrate.js');
await import('../dist/army-combat.js');
