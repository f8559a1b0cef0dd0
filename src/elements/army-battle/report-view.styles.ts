import { css } from 'lit';

import { scrollHintStyles } from '../../shared/scroll-hint.styles.js';

/** The report after the Battle: framed in the accent colour, its table scrolling sideways on a phone (and showing it). */
export const reportViewStyles = [
  scrollHintStyles,
  css`
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

    .report table {
      border-collapse: collapse;
      font-size: var(--_font-size-small);
    }

    /* Narrow cells, the outer ones flush with the text above: at 390 px the whole table fits ("Units lost" too). */
    .report th,
    .report td {
      padding: var(--_space-xs);
      border-block-end: 1px solid var(--_border);
      text-align: start;
      vertical-align: top;
    }

    .report :is(th, td):first-child {
      padding-inline-start: 0;
    }

    .report :is(th, td):last-child {
      padding-inline-end: 0;
    }

    .report .notes,
    .report ol {
      margin: 0;
      padding-inline-start: var(--_space-xl);
    }
  `,
];
