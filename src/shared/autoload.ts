/**
 * Loads a tag's module only when the tag is on the page (now or later, anywhere in the document's light DOM): pages
 * without it never download it. The module registers the tag itself, and the browser upgrades the elements then.
 */
export function loadWhenPresent(tag: string, load: () => Promise<unknown>): void {
  if (typeof document === 'undefined' || customElements.get(tag)) return;
  const found = () => document.getElementsByTagName(tag).length > 0;
  if (found()) {
    void load();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    void load();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
