import { css } from 'lit';
import { themeStyles } from '../../shared/theme.styles.js';

/** Compact by default: several trackers fit side by side in a game master's notes, and 320 px works. */
export const moraleTrackerStyles = [
  themeStyles,
  css`
    :host {
      min-width: 0;
    }

    [part~='base'] {
      gap: 0.4rem;
      padding: 0.6rem;
    }

    p,
    ul,
    ol {
      margin: 0;
    }

    .head {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: 0.25rem 0.75rem;
    }

    .name {
      font-weight: 700;
      font-size: 1.1rem;
      overflow-wrap: anywhere;
    }

    .status {
      font-size: 0.875rem;
      font-weight: 600;
      white-space: nowrap;
    }

    .status.battle {
      color: var(--_accent);
    }

    .status.routed,
    .killed {
      color: var(--_killed);
      font-weight: 700;
    }

    .survives,
    .above {
      color: var(--_success);
    }

    .killed,
    .survives {
      white-space: nowrap;
    }

    .figure {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.25rem 0.5rem;
      padding: 0.25rem 0.5rem;
      border-radius: var(--_radius);
      background: var(--_surface-raised);
    }

    output[part~='result'] {
      font-size: 2rem;
      line-height: 1;
    }

    .start,
    .pools,
    .hint,
    .log,
    .saving p {
      font-size: 0.875rem;
    }

    .pools {
      padding-left: 1.1rem;
    }

    .actions {
      display: grid;
      gap: 0.4rem;
    }

    .row {
      display: flex;
      flex-wrap: wrap;
      align-items: end;
      gap: 0.4rem;
      margin: 0;
    }

    .row > button {
      flex: 1 1 auto;
      padding-inline: 0.5rem;
    }

    .field {
      display: grid;
      gap: 0.1rem;
      font-size: 0.875rem;
      flex: 1 1 8rem;
    }

    .field input {
      width: 100%;
    }

    .hint {
      flex-basis: 100%;
    }

    details {
      border-top: 1px solid var(--_border);
      padding-top: 0.3rem;
    }

    details[open] {
      display: grid;
      gap: 0.4rem;
    }

    summary {
      cursor: pointer;
      font-weight: 600;
      font-size: 0.9375rem;
    }

    .log ol {
      list-style: none;
      padding: 0;
      display: grid;
      gap: 0.25rem;
      max-height: 14rem;
      overflow-y: auto;
    }

    .log li {
      padding: 0.15rem 0.3rem;
      border-radius: var(--_radius);
      background: var(--_surface-raised);
    }

    .log time,
    .rule {
      color: var(--_text-muted);
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }

    .log .more {
      padding-left: 1rem;
      list-style: disc;
    }

    .log .more li {
      background: none;
      padding: 0;
    }

    .change {
      font-weight: 600;
      white-space: nowrap;
    }

    .rout {
      display: grid;
      gap: 0.4rem;
      padding: 0.5rem;
      border: 2px solid var(--_killed);
      border-radius: var(--_radius);
    }

    .rout-title strong {
      color: var(--_killed);
    }

    .rout-dice {
      padding-left: 1.1rem;
    }

    .unit {
      font-weight: 600;
    }

    .note {
      padding: 0.4rem 0.6rem;
      border-radius: var(--_radius);
      background: var(--_warning-surface);
      color: var(--_warning-text);
    }

    .file {
      display: inline-grid;
      gap: 0.1rem;
      font-size: 0.875rem;
    }

    .file input {
      max-width: 100%;
    }

    .feedback {
      font-size: 0.875rem;
    }

    /* A button that can only refuse now: looks unavailable, stays focusable, and its reason is listed below. */
    button[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.6;
    }

    .why-not {
      font-size: 0.8125rem;
      padding-left: 1.1rem;
    }

    /* The printed sheet: the figures and the log, without the controls (empty fields print as blank boxes). */
    @media print {
      .actions,
      .saving,
      .feedback,
      .rout form,
      .rout .field,
      .rout .row {
        display: none;
      }

      .log::details-content {
        content-visibility: visible;
      }

      .log summary {
        list-style: none;
      }

      .log ol {
        max-height: none;
        overflow: visible;
      }
    }
  `,
];
