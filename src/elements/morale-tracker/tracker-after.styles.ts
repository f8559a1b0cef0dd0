import { css } from 'lit';

/**
 * The styles of what the tracker draws after its first frame (tracker-after.ts): its folded panels, each as tall as the
 * space its first frame kept for it (`.coming`, morale-tracker.styles.ts), so that nothing moves when they arrive.
 */
export const afterStyles = css`
  details {
    border-top: 1px solid var(--_border);
    padding-top: var(--_space-xs);
  }

  details[open] {
    display: grid;
    gap: var(--_space-s);
  }

  summary,
  .log {
    font-size: var(--_font-size-small);
  }

  summary {
    font-weight: 600;
  }

  /* The printed sheet: the log, not the controls that save and share. */
  @media print {
    .saving {
      display: none;
    }
  }
`;
