import { type AttributePart, noChange } from 'lit';
import { Directive, directive, type PartInfo, PartType } from 'lit/directive.js';

/**
 * Sets an element's inline style properties through the CSSOM, always: Lit's `styleMap` writes a `style` attribute on
 * its first render, which a strict Content-Security-Policy (`style-src` without `'unsafe-inline'`) refuses. On a server
 * (Lit SSR, which runs no directive's `update`) it writes them as the `style` attribute instead: a prerendered page
 * has inline styles anyway (each shadow root's), and its widgets keep the space they will have.
 * @example html`<span style=${cssProps({ height: '40%' })}></span>`
 */
class CssProps extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ATTRIBUTE) throw new Error('style=${cssProps(…)}');
  }

  render(props: Readonly<Record<string, string>>) {
    return Object.entries(props)
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
  }

  override update(part: AttributePart, [props]: [Readonly<Record<string, string>>]) {
    const { style } = part.element;
    for (const [name, value] of Object.entries(props)) style.setProperty(name, value);
    return noChange;
  }
}

export const cssProps = directive(CssProps);
