import { css } from 'lit';

/** Simulated Battle odds (see odds-view.ts): the chances on one line, the note small, the progress bar full width. */
export const oddsStyles = css`
  .odds {
    display: grid;
    gap: var(--_space-xs);
  }

  .odds p {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-2xs) var(--_space-l);
    margin: 0;
  }

  .odds .muted {
    font-size: var(--_font-size-small);
  }

  .odds progress {
    width: 100%;
  }

  .odds table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }

  .odds th,
  .odds td {
    padding: var(--_space-2xs) var(--_space-xs);
    border-bottom: 1px solid var(--_border);
    text-align: start;
  }

  .odds td.number,
  .odds th.number {
    text-align: end;
  }
`;
