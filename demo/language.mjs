// The widgets speak the page's language (`<html lang>`): this switch sets it, and remembers the reader's choice.
// `?lang=pt` in the address chooses too (a link to the Portuguese reference).
const LANGUAGES = ['en', 'pt', 'it'];
const select = document.querySelector('#language');
const asked = new URLSearchParams(location.search).get('lang');
let saved = null;
try {
  saved = localStorage.getItem('army-combat-demo:lang');
} catch {
  // Storage blocked (private mode, a strict browser): the switch still works for this visit.
}
const choose = (language) => {
  if (!LANGUAGES.includes(language)) return;
  document.documentElement.lang = language;
  select.value = language;
};
choose(asked ?? saved ?? 'en');
select.addEventListener('change', () => {
  choose(select.value);
  try {
    localStorage.setItem('army-combat-demo:lang', select.value);
  } catch {
    // As above: not remembered, still switched.
  }
});
