// The reference works offline after one visit: its service worker (sw.js beside demo/ and dist/, made by
// `npm run build`) keeps the page and the widgets. Where service workers are unavailable (a file:// page, an old
// browser) nothing changes. It registers once the page has loaded: its first install fetches every file of the
// widgets, which would otherwise compete with the files the page is loading.
const register = () =>
  navigator.serviceWorker
    .register('../sw.js', { scope: '../' })
    .catch((error) => console.warn('Offline copy unavailable:', error));
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
