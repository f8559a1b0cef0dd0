import { css } from 'lit';

/** "Share" opened: the link and the iframe code, full width to be read and copied; joins the widget's styles. */
export const shareStyles = css`
  .share-panel {
    display: grid;
    gap: var(--_space-s);
  }

  .share-panel :is(input, textarea) {
    box-sizing: border-box;
    width: 100%;
  }
`;
