import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

/** Compact by default: several trackers fit side by side in a game master's notes, and 320 px works. */
export const moraleTrackerStyles = [
  themeStyles,
  layoutStyles,
  css`
    :host {
      min-width: 0;
    }

    [part~='base'] {
      gap: var(--_space-s);
      padding: var(--_space-m);
    }

    .head {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: var(--_space-xs) var(--_space-l);
    }

    .name {
      font-weight: 700;
      overflow-wrap: anywhere;
    }

    .status {
      font-size: var(--_font-size-small);
      font-weight: 600;
      white-space: nowrap;
    }

    .status.battle {
      color: var(--_accent);
    }

    .status.routed {
      color: var(--_killed);
      font-weight: 700;
    }

    .above {
      color: var(--_success);
    }

    .figure {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--_space-xs) var(--_space-m);
      padding: var(--_space-xs) var(--_space-m);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
    }

    /* The tracker's one figure: a third larger than the other widgets' results. */
    output[part~='result'] {
      font-size: calc(var(--_font-size-figure) * 4 / 3);
      line-height: 1;
    }

    .start,
    .pools,
    .hint,
    .feedback,
    .why-not {
      font-size: var(--_font-size-small);
    }

    .pools,
    .why-not {
      padding-left: var(--_space-xl);
    }

    .actions {
      display: grid;
      gap: var(--_space-s);
    }

    .row > button {
      flex: 1 1 auto;
      padding-inline: var(--_space-m);
    }

    .field {
      flex: 1 1 8rem;
    }

    .field input {
      width: 100%;
    }

    .hint {
      flex-basis: 100%;
    }

    /*
     * The space of a folded panel still to come after the first frame, as tall as its summary will be (its styles come
     * with it: tracker-after.styles.ts), so that nothing moves.
     */
    .coming {
      border-top: 1px solid var(--_border);
      padding-top: var(--_space-xs);
      font-weight: 600;
      font-size: var(--_font-size-small);
      color: transparent;
    }

    .coming:empty::before {
      content: '\\a0';
    }

    .note {
      padding: var(--_space-s) var(--_space-m);
      border-radius: var(--_radius);
      background: var(--_warning-surface);
      color: var(--_warning-text);
    }

    /* The printed sheet: the figures and the log, without the controls (empty fields print as blank boxes). */
    @media print {
      .actions,
      .feedback {
        display: none;
      }
    }
  `,
];
