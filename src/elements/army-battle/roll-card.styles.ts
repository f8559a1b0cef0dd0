import { css } from 'lit';

/** The roll card (roll-card-view.ts): both cards side by side when there is room, each die a tile. */
export const rollCardStyles = css`
  .roll-card {
    display: grid;
    gap: var(--_space-s);
    grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
    padding: var(--_space-m);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface-raised);
  }

  /* One card rolled (an Unopposed unit) takes the card's width: its sum is not cut to a column kept for a second. */
  .roll-card > .roll-side:only-of-type,
  .roll-card > .reveal,
  .roll-card > .roll-title,
  .roll-card > .roll-steps,
  .roll-card > .roll-dice {
    grid-column: 1 / -1;
    margin: 0;
  }

  .roll-side p {
    margin: 0 0 var(--_space-xs);
  }

  .roll-who {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-xs);
    align-items: baseline;
  }

  .roll-dice {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-xs);
    align-items: center;
    font-size: var(--_font-size-small);
  }

  .roll-round {
    display: inline-flex;
    gap: var(--_space-xs);
    align-items: center;
  }

  .die {
    display: inline-grid;
    place-items: center;
    min-width: 1.75rem;
    height: 1.75rem;
    border: 2px solid var(--_text);
    border-radius: 0.375rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  .die.dropped {
    border-style: dashed;
    color: var(--_text-muted);
    text-decoration: line-through;
    font-weight: 400;
  }

  .roll-sum {
    font-variant-numeric: tabular-nums;
  }

  .roll-steps,
  .after-roll {
    margin: 0;
    padding-inline-start: var(--_space-xl);
    font-size: var(--_font-size-small);
  }

  .after-roll {
    margin-top: var(--_space-s);
    color: var(--_text-muted);
  }

  .log-roll summary {
    cursor: pointer;
  }

  .log-roll .roll-card {
    margin-block: var(--_space-xs);
  }
`;
