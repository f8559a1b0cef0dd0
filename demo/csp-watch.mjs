// Counts what a strict Content-Security-Policy blocks on this page: loaded first, as a classic script, so that it
// hears every violation. The page lists them; test/node/csp.test.mjs reads `window.cspViolations`.
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push(
    `${event.violatedDirective}: ${event.blockedURI || event.sample || 'inline'} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.composedPath?.()[0]?.localName ?? ''}`,
  );
  const list = document.getElementById('violations');
  if (list) list.textContent = window.cspViolations.join('\n');
});
