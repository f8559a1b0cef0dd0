import { css } from 'lit';

/** The outcome of a roll (result-view.ts): the headline, each card's fate, the status and kill prevention. */
export const resultStyles = css`
  .fates {
    font-size: var(--_font-size-small);
  }

  /* Each side's dice and the sum behind its total, under the fates. */
  .rolled {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: var(--_font-size-small);
    font-variant-numeric: tabular-nums;
  }

  /* A tie rolled again (AC-SK-6): before the round that decided, quieter. */
  .rolled .tied {
    color: var(--_text-muted);
  }

  .rolled-die {
    display: inline-block;
    min-inline-size: 1.5em;
    margin-inline-end: var(--_space-2xs);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    text-align: center;
  }

  .headline {
    font-size: var(--_font-size-large);
    font-weight: 700;
  }

  .pending .status {
    padding: var(--_space-xs) var(--_space-m);
    border-left: 4px solid var(--_warning-text);
    background: var(--_warning-surface);
    color: var(--_warning-text);
    font-size: var(--_font-size-small);
  }

  .resolved .status {
    color: var(--_success);
    font-weight: 600;
    font-size: var(--_font-size-small);
  }

  /* Each card's fate: by word, icon and colour together, next to the card's name. */
  .fate-of {
    white-space: nowrap;
  }

  .fate {
    display: inline-block;
    margin: 0 var(--_space-m) var(--_space-2xs) var(--_space-2xs);
    padding: 0 var(--_space-m);
    border: 2px solid currentColor;
    border-radius: 999px;
    font-weight: 700;
  }

  .exhausted {
    color: var(--_exhausted);
  }
  .disabled {
    color: var(--_disabled);
  }
  .killed {
    color: var(--_killed);
  }

  .fate.killed {
    border-style: double;
    border-width: 3px;
  }

  .prevent {
    display: grid;
    gap: var(--_space-xs);
  }

  @media print {
    .prevent {
      display: none;
    }
  }
`;
