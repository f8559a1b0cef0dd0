import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { oddsStyles } from '../../shared/odds/odds.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

export const recruitCostStyles = [
  themeStyles,
  layoutStyles,
  oddsStyles,
  css`
    :host([compact]) {
      display: inline-block;
      vertical-align: top;
    }

    /* The two-column layout follows the widget's own width, not the page's. Not when compact: an
       inline-block's width comes from its content, which inline-size containment would ignore. */
    [part~='base'] {
      container: recruit-cost / inline-size;
    }

    :host([compact]) [part~='base'] {
      container-type: normal;
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

    .layout {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_gap);
      align-items: start;
    }

    @container recruit-cost (min-width: 34rem) {
      .layout {
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
        column-gap: var(--_space-xl);
      }
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

    table {
      width: 100%;
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
      font-size: var(--_font-size-small);
    }

    caption {
      text-align: start;
      font-weight: 600;
      padding-bottom: var(--_space-xs);
    }

    th,
    td {
      padding: var(--_space-xs);
      border-bottom: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
      text-align: end;
    }

    th:first-child {
      text-align: start;
    }

    thead th {
      font-weight: 600;
      vertical-align: bottom;
    }

    tbody th {
      font-weight: 400;
      white-space: nowrap;
    }

    tr[aria-current] {
      background: var(--_surface-raised);
      font-weight: 700;
      box-shadow: inset 4px 0 0 var(--_accent);
    }

    tr[aria-current] th {
      font-weight: 700;
    }

    /* The chosen price: a tinted ground and a heavier figure, never an outline (that is what focus looks like). */
    td.picked {
      background: color-mix(in srgb, var(--_accent) 16%, transparent);
      font-weight: 800;
    }

    .chosen {
      font-size: var(--_font-size-caption);
      font-weight: 600;
      color: var(--_accent);
    }

    tbody.extrapolated tr:first-child > * {
      border-top: 2px dashed var(--_border);
    }

    tbody.extrapolated,
    td.extrapolated {
      font-style: italic;
    }

    tfoot td {
      text-align: start;
      font-size: var(--_font-size-caption);
      color: var(--_text-muted);
      border-bottom: 0;
    }

    .add {
      display: grid;
      gap: var(--_gap);
      padding-top: var(--_gap);
      border-top: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
    }

    .add .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-m);
      align-items: center;
    }

    details summary {
      min-height: 1.5rem;
    }

    details .fields {
      padding-top: var(--_space-m);
    }

    .sent {
      color: var(--_success);
      font-size: var(--_font-size-small);
    }

    .sent.refused {
      color: var(--_warning-text);
    }
  `,
];
