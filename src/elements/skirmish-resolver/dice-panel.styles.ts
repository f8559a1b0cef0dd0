import { css } from 'lit';

/** The dice typed from the table (dice-panel.ts): a row of fields per round, wrapping on a phone. */
export const diceStyles = css`
  /* A die typed from the table. */
  input.die-input {
    width: 3rem;
    text-align: center;
    font-size: var(--_font-size-large);
  }

  .round {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-m) var(--_space-l);
  }

  /* The round's legend takes its own line. */
  .round legend {
    width: 100%;
  }
`;
