import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

/** The board's frame, shown from the start; its Battle's views bring their own styles (battle-view.styles.ts). */
export const armyBattleStyles = [
  themeStyles,
  layoutStyles,
  css`
    [part~='base'] {
      display: grid;
      min-width: 0;
      gap: var(--_gap);
      padding: var(--_space-l);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }

    h3 {
      margin: 0;
      font-size: var(--_font-size-large);
    }

    [part~='status'] {
      display: block;
      padding: var(--_space-m);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
      font-weight: 600;
    }

    [part~='actions'] {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-s);
    }

    [part~='actions'] button {
      flex: 1 1 14rem;
      text-align: start;
    }

    /* A comfortable target on a phone, the marker kept. */
    details > summary {
      padding-block: var(--_space-s);
    }
  `,
];
