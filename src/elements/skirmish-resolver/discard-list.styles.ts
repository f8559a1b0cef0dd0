import { css } from 'lit';

/** The discards for a bonus (discard-list.ts): one bordered row of fields per discard. */
export const discardStyles = css`
  .discards ol {
    padding: 0;
    list-style: none;
    display: grid;
    gap: var(--_space-m);
  }

  /* Each field at its natural width, wrapping like a sentence: no select is cut short. */
  fieldset.discard {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-s) var(--_space-m);
    align-items: end;
    padding: var(--_space-m);
    border: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
    border-radius: var(--_radius);
  }

  fieldset.discard .field input,
  fieldset.discard .field select {
    width: auto;
    max-width: 100%;
  }

  fieldset.discard .bonus input {
    width: 4rem;
  }

  fieldset.discard .field input:not([inputmode]) {
    width: 9rem;
  }

  button.remove {
    margin-left: auto;
    min-width: 2.25rem;
  }

  .pending-note {
    flex-basis: 100%;
  }
`;
