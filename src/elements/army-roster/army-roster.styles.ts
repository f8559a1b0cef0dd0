import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

export const armyRosterStyles = [
  themeStyles,
  layoutStyles,
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

    .sort summary {
      color: var(--_accent);
      font-size: var(--_font-size-small);
    }

    .tag {
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

    .pile > span {
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
      grid-template-columns: minmax(0, 1fr) auto auto;
      grid-template-areas: 'head edit remove' 'details details details' 'piles piles piles';
      align-items: center;
      gap: var(--_space-s) var(--_space-m);
      padding: var(--_space-s) var(--_space-m);
      border: 1px solid var(--_border);
      border-left: 0.375rem solid var(--_pile);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
    }

    .head {
      grid-area: head;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0 var(--_space-m);
      min-width: 0;
    }

    .card .name {
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
    }

    .details {
      grid-area: details;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-xs);
      font-size: var(--_font-size-small);
    }

    /* Fair Escape: a button like Edit and Remove, not a tag, on one line like the tags beside it. */
    .details button {
      white-space: nowrap;
    }

    .piles,
    .card > .problems {
      grid-area: piles;
    }

    .card > .problems {
      font-size: var(--_font-size-small);
    }

    .edit {
      grid-area: edit;
    }

    .remove {
      grid-area: remove;
    }

    .edit,
    .remove {
      align-self: start;
      padding-inline: var(--_space-m);
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

    .pile input {
      position: absolute;
      inset: 0;
      margin: 0;
      opacity: 0;
      cursor: pointer;
    }

    .pile:has(:checked) {
      background: var(--_pile);
      font-weight: 600;
    }

    .pile:has(:checked) > span {
      color: var(--_surface);
    }

    .pile:has(:focus-visible) {
      outline: 3px solid var(--_focus);
      outline-offset: -3px;
    }

    /* Wide: one line per card, columns aligned, so 40 units stay easy to scan. */
    @container roster (min-width: 46rem) {
      .card {
        grid-template-columns: minmax(0, 16rem) minmax(0, 1fr) 14.5rem auto auto;
        grid-template-areas: 'head details piles edit remove';
        padding-block: var(--_space-2xs);
      }

      .head {
        display: grid;
        grid-template-columns: minmax(0, 1fr) 3rem;
        align-items: center;
      }

      .edit,
      .remove {
        align-self: center;
      }
    }

    /* The panels opened on demand. */
    .map,
    .editor,
    .tools,
    .odds-panel {
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: var(--_space-s) var(--_space-l);
    }

    slot {
      display: none;
    }

    /*
     * The space of what comes after the first frame (roster-after.ts), as tall as it is in most rosters, so that the
     * cards do not move when it arrives: the what-if field, its note and the breakdown; the army on the map, stacked
     * under the upkeep when narrow; a panel's summary; the pile counts, on two lines when narrow; the own Battle's
     * row of buttons (its log of recent changes is not kept: there is none until something changes).
     */
    .coming.what-if {
      font-size: var(--_font-size-small);
      min-block-size: calc(2.25rem + 3lh + 2 * var(--_space-s));
    }

    .coming.own-battle {
      min-block-size: 2.25rem;
    }

    .coming.figure {
      min-block-size: 6.9375rem;
    }

    /* With a Retinue, its line under the figures: two lines when narrow. */
    .coming.retinue {
      min-block-size: 10.125rem;
    }

    /*
     * "Chance to win a Battle", open at once with an opponent (until its code is here): its form, its notes and the
     * chances, taller as the roster narrows and they wrap (two straight lines fitted to their heights at roster widths
     * 296–960 px).
     */
    .open {
      min-block-size: max(53.2rem - 122.6cqi, 24.9rem - 16.1cqi);
    }

    .coming:is(.map, .odds-panel, .editor, .tools)::before {
      content: '\\a0';
      font-weight: 600;
    }

    .coming.piles-summary {
      min-block-size: calc(2lh + 2px + 2px + var(--_space-xs));
    }

    @container roster (min-width: 28rem) {
      .coming.piles-summary {
        min-block-size: calc(1lh + 2px);
      }
    }

    /* The what-if note on one line: the two figures side by side, each wide enough. */
    @container roster (min-width: 60rem) {
      .coming.what-if {
        min-block-size: calc(2.25rem + 2lh + 2 * var(--_space-s));
      }
    }
  `,
];
