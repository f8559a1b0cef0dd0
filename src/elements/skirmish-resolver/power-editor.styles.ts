import { css } from 'lit';

/** The commander section's content (power-editor.ts): the power's text, and the powers applied. */
export const commanderStyles = css`
  /* A die typed from the table. */
  input.die-input {
    width: 3rem;
    text-align: center;
    font-size: var(--_font-size-large);
  }

  .power-text,
  .applied {
    font-size: var(--_font-size-small);
  }

  /* The note under the non-player tick (a <details> lays its content out inline). */
  .hint {
    display: block;
  }

  .applied {
    padding-left: var(--_space-xl);
    color: var(--_success);
  }
`;
