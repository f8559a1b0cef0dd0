import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { oddsStyles } from '../../shared/odds/odds.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

export const armyBattleStyles = [
  themeStyles,
  layoutStyles,
  oddsStyles,
  css`
    [part~='base'] {
      display: grid;
      min-width: 0;
      gap: var(--_gap);
      padding: var(--_space-l);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }

    h3 {
      margin: 0;
      font-size: var(--_font-size-large);
    }

    [part~='status'] {
      display: block;
      padding: var(--_space-m);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
      font-weight: 600;
    }

    [part~='actions'] {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-s);
    }

    [part~='actions'] button {
      flex: 1 1 14rem;
      text-align: start;
    }

    .sides {
      display: grid;
      gap: var(--_space-m);
      grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    }

    .side {
      padding: var(--_space-m);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }

    .side h4 {
      margin: 0 0 var(--_space-xs);
      font-size: var(--_font-size);
    }

    .side dl {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: var(--_space-2xs) var(--_space-m);
      margin: 0;
      font-size: var(--_font-size-small);
    }

    .side dt {
      color: var(--_text-muted);
    }

    .side dd {
      margin: 0;
    }

    .log ol {
      margin: 0;
      padding-inline-start: var(--_space-xl);
      font-size: var(--_font-size-small);
    }

    .latest {
      margin: 0;
      padding-inline-start: var(--_space-xl);
    }

    .latest li:not(:first-child) {
      color: var(--_text-muted);
      font-size: var(--_font-size-small);
    }

    .tools {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-s);
    }

    .dice-entry {
      display: grid;
      flex: 1 1 100%;
      gap: var(--_space-s);
      grid-template-columns: 1fr auto auto;
      align-items: center;
    }

    .dice-entry label,
    .dice-entry p {
      grid-column: 1 / -1;
      margin: 0;
    }

    .rulings {
      display: grid;
      gap: var(--_space-2xs);
      font-size: var(--_font-size-small);
    }

    .rulings p {
      margin: var(--_space-xs) 0 0;
    }

    .report {
      display: grid;
      gap: var(--_space-s);
      padding: var(--_space-m);
      border: 2px solid var(--_accent);
      border-radius: var(--_radius);
    }

    .report h4 {
      margin: 0;
    }

    .table-scroll {
      overflow-x: auto;
    }

    .report table {
      border-collapse: collapse;
      font-size: var(--_font-size-small);
    }

    .report th,
    .report td {
      padding: var(--_space-xs) var(--_space-s);
      border-block-end: 1px solid var(--_border);
      text-align: start;
      vertical-align: top;
    }

    .report .notes,
    .report ol {
      margin: 0;
      padding-inline-start: var(--_space-xl);
    }

    /* A comfortable target on a phone, the marker kept. */
    details > summary {
      padding-block: var(--_space-s);
    }

    .dice-mode {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-xs);
      min-height: 2.75rem;
    }
  `,
];
