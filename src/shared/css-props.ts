import { type ElementPart, nothing } from 'lit';
import { Directive, directive, type PartInfo, PartType } from 'lit/directive.js';

/**
 * Sets an element's inline style properties through the CSSOM, always: Lit's `styleMap` writes a `style` attribute on
 * its first render, which a strict Content-Security-Policy (`style-src` without `'unsafe-inline'`) refuses.
 * @example html`<span ${cssProps({ height: '40%' })}></span>`
 */
class CssProps extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('cssProps goes on an element: <span ${cssProps({…})}>');
  }

  render(_props: Readonly<Record<string, string>>) {
    return nothing;
  }

  override update(part: ElementPart, [props]: [Readonly<Record<string, string>>]) {
    const { style } = part.element as HTMLElement;
    for (const [name, value] of Object.entries(props)) style.setProperty(name, value);
    return nothing;
  }
}

export const cssProps = directive(CssProps);
