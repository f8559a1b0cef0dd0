/**
 * Whether `widget` is written inside an `<army-battle>`: it is then part of the board from its first frame. On a
 * server, as far as its renderer answers `closest`: scripts/prerender.mjs answers from the page as written; Lit's DOM
 * shim has no `closest`, so there (and while hydrating what it drew, see src/hydrate.ts) the widget draws on its own.
 */
export const inBoard = (widget: Element): boolean => !!widget.closest?.('army-battle');
