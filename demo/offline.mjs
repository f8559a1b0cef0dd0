// The reference works offline after one visit: its service worker (sw.js beside demo/ and dist/, made by
// `npm run build`) keeps the page and the widgets. Where service workers are unavailable (a file:// page, an old
// browser) nothing changes.
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker
    .register('../sw.js', { scope: '../' })
    .catch((error) => console.warn('Offline copy unavailable:', error));
}
