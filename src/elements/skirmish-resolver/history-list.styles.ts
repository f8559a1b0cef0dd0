import { css } from 'lit';

import { importQuestionStyles } from '../../shared/import-question.js';
import { scrollHintStyles } from '../../shared/scroll-hint.styles.js';

/** The history (history-list.ts): a table that scrolls sideways on a phone rather than squeezing its words. */
export const historyStyles = [
  scrollHintStyles,
  importQuestionStyles,
  css`
    .history table {
      border-collapse: collapse;
      min-width: 36rem;
      width: 100%;
      font-size: var(--_font-size-small);
    }

    .history th,
    .history td {
      text-align: start;
      vertical-align: top;
      padding: var(--_space-xs) var(--_space-s);
      border-block-end: 1px solid var(--_border);
    }

    .history td:first-child {
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }

    .history input.note {
      width: 100%;
      min-width: 8rem;
    }

    .history .actions {
      gap: var(--_space-s);
      align-items: end;
    }
  `,
];
