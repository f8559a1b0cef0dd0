import { css } from 'lit';

/** Simulated Battle odds (see odds-view.ts): the chances on one line, the note small, the progress bar full width. */
export const oddsStyles = css`
  .odds {
    /* A grid item: without this, a table's width would widen the whole widget on a phone. */
    min-width: 0;
    display: grid;
    gap: var(--_space-xs);
  }

  /*
   * The progress bar lies along the foot of the odds (and of the board's chance to win from here, battle-chances.ts),
   * in space kept for it, thinner than that space so that a gap is left above it (not against a button): it comes and
   * goes, and nothing moves.
   */
  .odds,
  .chances {
    position: relative;
    padding-bottom: var(--_space-xs);
  }

  .odds p {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-2xs) var(--_space-l);
    margin: 0;
  }

  .odds .odds-title {
    font-weight: 600;
  }

  .odds .muted {
    font-size: var(--_font-size-small);
  }

  :is(.odds, .chances) progress {
    position: absolute;
    inset-inline: 0;
    bottom: 0;
    width: 100%;
    height: var(--_space-2xs);
  }

  .odds .scroll {
    overflow-x: auto;
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
    vertical-align: top;
  }

  .odds tbody th {
    font-weight: normal;
    white-space: normal;
  }

  .odds tbody th .muted {
    display: block;
  }

  .odds .number {
    text-align: end;
    white-space: nowrap;
  }
`;
