import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

/**
 * The board's frame, shown from the start (its base, a grid with a border, is every widget's: theme.styles.ts); its
 * Battle's views bring their own styles (battle-view.styles.ts).
 */
export const armyBattleStyles = [
  themeStyles,
  layoutStyles,
  css`
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

    /*
     * Before the Battle's code is here (the frame's actions are then right above the armies): the space of what it
     * draws between them (the tools, the chances, Import and Share), taller as the board narrows and the chances wrap,
     * so that the armies do not move when it comes. A margin's percentage is of the board's width.
     */
    [part~='actions'] + details {
      margin-top: max(20.7rem - 5%, 28.3rem - 25.7%);
    }

    /* Without chances (odds-battles="0") only the tools, Import and Share come: one height at every width. */
    :host([odds-battles='0']) [part~='actions'] + details {
      margin-top: 10.5rem;
    }

    /* A comfortable target on a phone, the marker kept. */
    details > summary {
      padding-block: var(--_space-s);
    }
  `,
];
