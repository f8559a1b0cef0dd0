import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

export const recruitCostStyles = [
  themeStyles,
  layoutStyles,
  css`
    :host([compact]) {
      display: inline-block;
      vertical-align: top;
    }

    :host([compact]) [part~='base'] {
      padding: var(--_space-xs) var(--_space-m);
      gap: var(--_space-xs);
    }

    .line {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-xs) var(--_space-l);
    }

    :host([compact]) .field {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-s);
    }

    :host([compact]) .field input[inputmode='numeric'] {
      width: 3.5rem;
    }

    :host([compact]) output[part~='result'] {
      font-size: var(--_font-size-large);
    }

    /* Two columns once the widget itself is 34rem wide, whatever the page's width: the figures, and the table beside
       them. A grid that fits its columns, not a container query: 50 containers on a page cost a layout each. */
    .layout {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 16.5rem), 1fr));
      gap: var(--_gap) var(--_space-xl);
      align-items: start;
    }

    .figures {
      display: grid;
      gap: var(--_gap);
      min-width: 0;
    }

    .mode {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-xs);
    }

    .mode label {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-s);
      min-height: 2.25rem;
      padding: var(--_space-2xs) var(--_space-l) var(--_space-2xs) var(--_space-m);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
      cursor: pointer;
    }

    .mode label:has(input:checked) {
      border-color: var(--_accent);
      box-shadow: inset 0 -3px 0 var(--_accent);
      font-weight: 600;
    }

    .mode input {
      margin: 0;
      accent-color: var(--_accent);
    }

    .fields {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-m) var(--_space-l);
      align-items: end;
    }

    .field input[inputmode='numeric'] {
      width: 5.5rem;
    }

    .price {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0 var(--_space-m);
    }

    .note {
      font-size: var(--_font-size-small);
    }

    [part~='ruling'] {
      padding: var(--_space-m) var(--_space-l);
      border-left: 4px solid var(--_warning-text);
      border-radius: var(--_radius);
      background: var(--_warning-surface);
      color: var(--_warning-text);
      font-size: var(--_font-size-small);
    }

    details summary {
      min-height: 1.5rem;
    }

    /*
     * "Add to army" (or "What a lunari buys") while its code loads: the space of the panel, taller as the widget narrows
     * and its lines wrap (a padding's percentage is of the widget's width), so that what is below moves less when it comes.
     */
    [part~='base'] > [role='status'] {
      padding-bottom: max(3.94rem, 14.56rem - 40%);
    }
  `,
];
