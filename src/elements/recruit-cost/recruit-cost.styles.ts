import { css } from 'lit';
import { themeStyles } from '../../shared/theme.styles.js';

export const recruitCostStyles = [
  themeStyles,
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
      padding: 0.25rem 0.5rem;
      gap: 0.25rem;
    }

    .line {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem 0.75rem;
    }

    :host([compact]) .field {
      display: inline-flex;
      align-items: center;
      gap: 0.375rem;
    }

    :host([compact]) .field input[inputmode='numeric'] {
      width: 3.5rem;
    }

    :host([compact]) output[part~='result'] {
      font-size: 1.125rem;
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
        column-gap: 1.25rem;
      }
    }

    .figures {
      display: grid;
      gap: var(--_gap);
      min-width: 0;
    }

    fieldset {
      margin: 0;
      padding: 0;
      border: 0;
      min-width: 0;
    }

    .mode {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
    }

    .mode label {
      display: inline-flex;
      align-items: center;
      gap: 0.375rem;
      min-height: 2.25rem;
      padding: 0.125rem 0.75rem 0.125rem 0.5rem;
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
      gap: 0.5rem 0.75rem;
      align-items: end;
    }

    .field {
      display: grid;
      gap: 0.125rem;
      font-size: 0.875rem;
    }

    .field input,
    .field select {
      font-size: 1rem;
    }

    .field input[inputmode='numeric'] {
      width: 5.5rem;
    }

    .price {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0 0.5rem;
    }

    .rule {
      font-size: 0.75rem;
      color: var(--_text-muted);
      white-space: nowrap;
    }

    p {
      margin: 0;
    }

    .note {
      font-size: 0.875rem;
    }

    [part~='ruling'] {
      padding: 0.5rem 0.75rem;
      border-left: 4px solid var(--_warning-text);
      border-radius: var(--_radius);
      background: var(--_warning-surface);
      color: var(--_warning-text);
      font-size: 0.875rem;
    }

    table {
      width: 100%;
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
      font-size: 0.875rem;
    }

    caption {
      text-align: start;
      font-weight: 600;
      padding-bottom: 0.25rem;
    }

    th,
    td {
      padding: 0.25rem;
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
      font-size: 0.75rem;
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
      font-size: 0.75rem;
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
      gap: 0.5rem;
      align-items: center;
    }

    details summary {
      cursor: pointer;
      min-height: 1.5rem;
    }

    details .fields {
      padding-top: 0.5rem;
    }

    .sent {
      color: var(--_success);
      font-size: 0.875rem;
    }

    .sent.refused {
      color: var(--_warning-text);
    }

    /* "Add to army" while it can only refuse: looks unavailable, stays focusable, its reason is described. */
    button[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `,
];
