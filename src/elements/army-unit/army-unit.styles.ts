import { css } from 'lit';

// Hidden, so that its game `role` attribute is never read as an ARIA role.
export const armyUnitStyles = css`
  :host {
    display: none !important;
  }
`;
