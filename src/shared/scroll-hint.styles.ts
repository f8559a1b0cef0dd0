import { css } from 'lit';

/**
 * A table wider than a phone scrolls sideways inside `.table-scroll`, and shows that it does: a shadow on each edge
 * that has more beyond it (the covers scroll with the content, the shadows stay), in either colour scheme.
 */
export const scrollHintStyles = css`
  .table-scroll {
    overflow-x: auto;
    background:
      linear-gradient(to right, var(--_surface) 30%, transparent) left / 2rem 100% no-repeat local,
      linear-gradient(to left, var(--_surface) 30%, transparent) right / 2rem 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, var(--_text-muted), transparent) left / 0.6rem 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, var(--_text-muted), transparent) right / 0.6rem 100% no-repeat scroll;
  }

  .table-scroll:focus-visible {
    outline: 2px solid var(--_accent);
  }
`;
