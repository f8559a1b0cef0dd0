import { css } from 'lit';
import { themeStyles } from '../../shared/theme.styles.js';

export const armyRosterStyles = [
  themeStyles,
  css`
    /* The layout follows the roster's own width, not the page's. */
    [part~='base'] {
      container: roster / inline-size;
    }

    p,
    ul,
    ol,
    dl,
    dd {
      margin: 0;
    }

    fieldset {
      margin: 0;
      padding: 0;
      border: 0;
      min-width: 0;
    }

    .row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.375rem;
    }

    label {
      display: grid;
      gap: 0.125rem;
    }

    label.inline {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.375rem;
    }

    input.number {
      width: 5.5rem;
    }

    label.check {
      display: flex;
      align-items: center;
      gap: 0.5rem;
    }

    .title {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.25rem 0.75rem;
    }

    .title .name {
      font-size: 1.25rem;
      font-weight: 700;
      overflow-wrap: anywhere;
    }

    .badge {
      padding: 0 0.5rem;
      border-radius: 999px;
      border: 1px solid var(--_killed);
      color: var(--_killed);
      font-weight: 600;
    }

    /* Figures: value first, then inputs, then the breakdown on demand. */
    .figures {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
      gap: var(--_gap);
    }

    .figure {
      display: grid;
      align-content: start;
      gap: 0.375rem;
      padding: 0.5rem 0.75rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
      min-width: 0;
    }

    .figure-title {
      font-size: 0.8125rem;
      font-weight: 600;
      letter-spacing: 0.03em;
      text-transform: uppercase;
      color: var(--_text-muted);
    }

    .value {
      font-size: 1.25rem;
      font-weight: 700;
    }

    .value .muted {
      font-size: 0.875rem;
      font-weight: 400;
    }

    .stats {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 1.25rem;
    }

    .stats dt {
      font-size: 0.8125rem;
      color: var(--_text-muted);
    }

    .stats dd {
      font-size: 1.25rem;
      font-weight: 700;
    }

    .chips {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      padding: 0;
      list-style: none;
      font-size: 0.875rem;
    }

    .chips li,
    .tag,
    .pile-count {
      padding: 0 0.5rem;
      border: 1px solid var(--_border);
      border-radius: 999px;
      white-space: nowrap;
    }

    .tag.warn {
      border-color: var(--_warning-text);
      background: var(--_warning-surface);
      color: var(--_warning-text);
      white-space: normal;
    }

    .what-if {
      display: grid;
      gap: 0.25rem;
    }

    .what-if p {
      font-size: 0.875rem;
    }

    .why summary {
      cursor: pointer;
      color: var(--_accent);
      font-size: 0.875rem;
    }

    .lines {
      display: grid;
      gap: 0.125rem;
      margin-top: 0.25rem;
      padding: 0;
      list-style: none;
      font-size: 0.875rem;
    }

    .lines li {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto 3.75rem;
      align-items: baseline;
      gap: 0 0.5rem;
    }

    .lines b {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }

    .rule {
      color: var(--_text-muted);
      font-size: 0.75rem;
    }

    .plain {
      padding: 0;
      list-style: none;
      font-size: 0.875rem;
    }

    .yes,
    .captured {
      color: var(--_success);
    }

    .no {
      color: var(--_text-muted);
    }

    progress {
      width: 100%;
      accent-color: var(--_success);
    }

    .log {
      padding: 0.25rem 0.5rem;
      list-style: none;
      border-left: 3px solid var(--_accent);
      font-size: 0.875rem;
    }

    .log li:not(:first-child) {
      color: var(--_text-muted);
    }

    /* Piles: each state has its colour, always with its word and icon. */
    [data-pile='hand'] {
      --_pile: var(--_success);
    }
    [data-pile='exhausted'] {
      --_pile: var(--_exhausted);
    }
    [data-pile='disabled'] {
      --_pile: var(--_disabled);
    }
    [data-pile='killed'] {
      --_pile: var(--_killed);
    }
    [data-pile='bad'] {
      --_pile: var(--_warning-text);
    }

    .piles-summary {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      font-size: 0.875rem;
    }

    .pile-count {
      border-color: var(--_pile);
    }

    .pile-count > [aria-hidden] {
      color: var(--_pile);
    }

    .cards {
      display: grid;
      gap: 0.375rem;
      padding: 0;
      list-style: none;
    }

    /* Narrow: name and actions on top, the state across the card below. */
    .card {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'head actions' 'details details' 'piles piles';
      align-items: center;
      gap: 0.375rem 0.5rem;
      padding: 0.375rem 0.5rem;
      border: 1px solid var(--_border);
      border-left: 0.375rem solid var(--_pile);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
    }

    .who {
      display: contents;
    }

    .head {
      grid-area: head;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0 0.5rem;
      min-width: 0;
    }

    .who .name {
      font-weight: 600;
      overflow-wrap: anywhere;
    }

    .card[data-pile='killed'] .name {
      text-decoration: line-through;
    }

    .strength {
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }

    .bonus {
      color: var(--_success);
    }

    .meta {
      color: var(--_text-muted);
      font-size: 0.875rem;
    }

    .details {
      grid-area: details;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem;
      font-size: 0.8125rem;
    }

    .details button {
      min-height: 1.75rem;
      padding: 0 0.5rem;
      font-size: 0.8125rem;
    }

    .piles,
    .card > .problems {
      grid-area: piles;
    }

    .piles {
      display: flex;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      overflow: hidden;
    }

    .pile {
      position: relative;
      white-space: nowrap;
      display: inline-flex;
      align-items: center;
      gap: 0.25rem;
      flex: 1 0 auto;
      min-height: 2.25rem;
      min-width: 2.25rem;
      justify-content: center;
      padding: 0 0.375rem;
      cursor: pointer;
    }

    .pile + .pile {
      border-left: 1px solid var(--_border);
    }

    .pile .icon {
      color: var(--_pile);
    }

    .pile input {
      position: absolute;
      inset: 0;
      margin: 0;
      opacity: 0;
      cursor: pointer;
    }

    .pile:has(:checked) {
      background: var(--_pile);
      color: var(--_surface);
      font-weight: 600;
    }

    .pile:has(:checked) .icon {
      color: inherit;
    }

    .pile:has(:focus-visible) {
      outline: 3px solid var(--_focus);
      outline-offset: -3px;
    }

    /* Only the chosen state shows its word; the others keep it as their accessible name. */
    .pile:not(:has(:checked)) .word {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }

    .actions {
      grid-area: actions;
      align-self: start;
      display: flex;
      gap: 0.25rem;
    }

    .actions button {
      padding-inline: 0.5rem;
    }

    .card > .problems {
      font-size: 0.875rem;
    }

    /* Wide: one line per card, columns aligned, so 40 units stay easy to scan. */
    @container roster (min-width: 46rem) {
      .card {
        grid-template-columns: minmax(0, 1fr) 14.5rem auto;
        grid-template-areas: 'who piles actions';
        padding-block: 0.125rem;
      }

      .actions {
        align-self: center;
      }

      .who {
        grid-area: who;
        display: grid;
        grid-template-columns: minmax(0, 16rem) minmax(0, 1fr);
        align-items: center;
        gap: 0 0.5rem;
      }

      .head {
        grid-area: auto;
        display: grid;
        grid-template-columns: minmax(0, 1fr) 3rem;
      }

      .details {
        grid-area: auto;
      }
    }

    .editor,
    .tools {
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: 0.375rem 0.75rem;
    }

    .editor summary,
    .tools summary {
      cursor: pointer;
      font-weight: 600;
    }

    .editor form {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
      gap: 0.5rem 0.75rem;
      padding-block: 0.5rem;
    }

    .editor form > .row,
    .editor form > .problems,
    .editor form > .check {
      grid-column: 1 / -1;
    }

    .tools {
      display: grid;
      gap: 0.5rem;
    }

    .tools[open] {
      padding-bottom: 0.75rem;
    }

    textarea {
      width: 100%;
      font-family: ui-monospace, monospace;
      font-size: 0.875rem;
    }

    slot {
      display: none;
    }

    .print-only {
      display: none;
    }

    /* The printed army sheet: figures and cards, no controls. */
    @media print {
      /* Not a size container: the sheet below has its own layout. */
      [part~='base'] {
        container-type: normal;
        border: 0;
        padding: 0;
      }

      .figure,
      .card {
        background: none;
        break-inside: avoid;
      }

      .battle,
      .what-if,
      .list-controls,
      .editor,
      .tools,
      .log,
      .why,
      .actions,
      .details button,
      input,
      select,
      progress,
      .pile {
        display: none;
      }

      .print-only {
        display: inline;
      }

      .piles {
        border: 0;
        font-weight: 600;
        white-space: nowrap;
      }

      /* One line per card in aligned columns, whatever the roster's width on screen. */
      .card {
        grid-template-columns: minmax(0, 14rem) 3rem minmax(0, 1fr) 8rem;
        grid-template-areas: 'name strength details piles';
        padding-block: 0;
      }

      .head {
        display: contents;
      }

      .name {
        grid-area: name;
      }

      .strength {
        grid-area: strength;
      }
    }
  `,
];
