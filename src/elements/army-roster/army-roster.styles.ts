import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { oddsStyles } from '../../shared/odds/odds.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

export const armyRosterStyles = [
  themeStyles,
  layoutStyles,
  oddsStyles,
  css`
    /* The layout follows the roster's own width, not the page's. */
    [part~='base'] {
      container: roster / inline-size;
    }

    label {
      display: grid;
      gap: var(--_space-2xs);
    }

    label.inline {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-s);
    }

    input.number {
      width: 5.5rem;
    }

    label.check {
      display: flex;
      gap: var(--_space-m);
    }

    .title {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--_space-xs) var(--_space-l);
    }

    .title .name {
      font-size: var(--_font-size-large);
      font-weight: 700;
      overflow-wrap: anywhere;
    }

    .badge {
      padding: 0 var(--_space-m);
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
      gap: var(--_space-s);
      padding: var(--_space-m) var(--_space-l);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
      min-width: 0;
    }

    .figure-title {
      font-size: var(--_font-size-caption);
      font-weight: 600;
      letter-spacing: 0.03em;
      text-transform: uppercase;
      color: var(--_text-muted);
    }

    .value {
      font-size: var(--_font-size-large);
      font-weight: 700;
    }

    .value .muted {
      font-size: var(--_font-size-small);
      font-weight: 400;
    }

    .stats {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-xs) var(--_space-xl);
    }

    .stats dt {
      font-size: var(--_font-size-caption);
      color: var(--_text-muted);
    }

    .stats dd {
      font-size: var(--_font-size-large);
      font-weight: 700;
    }

    .chips {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-xs);
      padding: 0;
      list-style: none;
      font-size: var(--_font-size-small);
    }

    .chips li,
    .tag,
    .pile-count {
      padding: 0 var(--_space-m);
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
      gap: var(--_space-xs);
    }

    .what-if p {
      font-size: var(--_font-size-small);
    }

    .why summary {
      color: var(--_accent);
      font-size: var(--_font-size-small);
    }

    .lines {
      display: grid;
      gap: var(--_space-2xs);
      margin-top: var(--_space-xs);
      padding: 0;
      list-style: none;
      font-size: var(--_font-size-small);
    }

    .lines li {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto 3.75rem;
      align-items: baseline;
      gap: 0 var(--_space-m);
    }

    .lines b {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }

    .plain {
      padding: 0;
      list-style: none;
      font-size: var(--_font-size-small);
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
      padding: var(--_space-xs) var(--_space-m);
      list-style: none;
      border-left: 3px solid var(--_accent);
      font-size: var(--_font-size-small);
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
      gap: var(--_space-xs);
      font-size: var(--_font-size-small);
    }

    .pile-count {
      border-color: var(--_pile);
    }

    .pile-count > [aria-hidden] {
      color: var(--_pile);
    }

    .cards {
      display: grid;
      gap: var(--_space-s);
      padding: 0;
      list-style: none;
    }

    /* Narrow: name and actions on top, the state across the card below. */
    .card {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'head actions' 'details details' 'piles piles';
      align-items: center;
      gap: var(--_space-s) var(--_space-m);
      padding: var(--_space-s) var(--_space-m);
      border: 1px solid var(--_border);
      border-left: 0.375rem solid var(--_pile);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
    }

    /* Inside a Battle board: each card with where it is and what it may do now. */
    .battle-cards {
      display: grid;
      gap: var(--_space-s);
    }

    .battle-cards .badge {
      justify-self: start;
      margin: 0;
    }

    .battle-cards .card {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
    }

    .battle-cards .state {
      margin-inline-start: auto;
    }

    .battle-cards .play {
      flex: 1 1 100%;
      text-align: start;
    }

    .who {
      display: contents;
    }

    .head {
      grid-area: head;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0 var(--_space-m);
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
      font-size: var(--_font-size-small);
    }

    .details {
      grid-area: details;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-xs);
      font-size: var(--_font-size-small);
    }

    .details button {
      min-height: 1.75rem;
      padding: 0 var(--_space-m);
      font-size: var(--_font-size-small);
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
      gap: var(--_space-xs);
      flex: 1 0 auto;
      min-height: 2.25rem;
      min-width: 2.25rem;
      justify-content: center;
      padding: 0 var(--_space-s);
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
      gap: var(--_space-xs);
    }

    .actions button {
      padding-inline: var(--_space-m);
    }

    .card > .problems {
      font-size: var(--_font-size-small);
    }

    /* Wide: one line per card, columns aligned, so 40 units stay easy to scan. */
    @container roster (min-width: 46rem) {
      .card {
        grid-template-columns: minmax(0, 1fr) 14.5rem auto;
        grid-template-areas: 'who piles actions';
        padding-block: var(--_space-2xs);
      }

      .actions {
        align-self: center;
      }

      .who {
        grid-area: who;
        display: grid;
        grid-template-columns: minmax(0, 16rem) minmax(0, 1fr);
        align-items: center;
        gap: 0 var(--_space-m);
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
    .tools,
    .odds-panel {
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: var(--_space-s) var(--_space-l);
    }

    .editor summary,
    .tools summary,
    .odds-panel summary {
      font-weight: 600;
    }

    .editor form {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
      gap: var(--_space-m) var(--_space-l);
      padding-block: var(--_space-m);
    }

    .editor form > .row,
    .editor form > .problems,
    .editor form > .check {
      grid-column: 1 / -1;
    }

    .tools {
      display: grid;
      gap: var(--_space-m);
    }

    .odds-panel[open] {
      display: grid;
      gap: var(--_space-m);
      padding-bottom: var(--_space-l);
    }

    .odds-panel > .muted {
      margin: 0;
      font-size: var(--_font-size-small);
    }

    .odds-form {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-m) var(--_space-l);
      align-items: end;
    }

    .odds-form input {
      width: 6ch;
    }

    .tools[open] {
      padding-bottom: var(--_space-l);
    }

    textarea {
      width: 100%;
      font-family: ui-monospace, monospace;
      font-size: var(--_font-size-small);
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
      .odds-panel,
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
