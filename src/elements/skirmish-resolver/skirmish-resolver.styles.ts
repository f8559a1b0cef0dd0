import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

/** What the resolver shows at first; each panel loaded later brings its own styles (`*.styles.ts` beside it). */
export const skirmishResolverStyles = [
  themeStyles,
  layoutStyles,
  css`
    :host {
      --_offense: var(--army-offense, var(--_accent));
      --_defense: var(--army-defense, light-dark(#6b3fa0, #d0bcff));
    }

    /*
     * Mobile first: one column, two once each can be 20rem wide. The columns follow the widget's own width, not the
     * page's, without a container query (which costs every widget a layout of its own on a page of many).
     */
    [part~='base'] {
      grid-template-columns: repeat(auto-fill, minmax(min(100%, max(20rem, calc((100% - var(--_gap)) / 2))), 1fr));
      align-items: start;
    }

    [part~='base'] > :is(.problems, details, .next) {
      grid-column: 1 / -1;
    }

    /* Inside a board before its Battle runs: nothing to show. */
    [part~='base']:empty {
      display: none;
    }

    .roll {
      display: grid;
      gap: var(--_gap);
      align-items: start;
      min-width: 0;
    }

    section,
    .dice,
    [part~='base'] > details {
      min-width: 0;
      padding: var(--_space-l);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
    }

    section,
    .dice {
      display: grid;
      gap: var(--_space-m);
    }

    /* A panel drawn while open: its blocks spaced as a section's (a <details> lays out its content itself). */
    details > * + * {
      margin-top: var(--_space-m);
    }

    .side {
      border-top: 4px solid var(--_side);
    }
    .offense {
      --_side: var(--_offense);
    }
    .defense {
      --_side: var(--_defense);
    }

    h3,
    .dice > legend,
    [part~='base'] > details > summary {
      font-size: var(--_font-size);
    }

    summary {
      min-height: 1.75rem;
      font-weight: 600;
    }

    .muted,
    .note {
      font-size: var(--_font-size-small);
    }

    legend {
      padding: 0;
      font-weight: 600;
      font-size: var(--_font-size-small);
    }

    select,
    .field input {
      width: 100%;
    }

    /* A select's label sits as close to it as a field's label to its input. */
    label:has(+ select) {
      margin-bottom: calc(var(--_space-2xs) - var(--_space-m));
      font-size: var(--_font-size-small);
    }

    .unit-form {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
      gap: var(--_space-m);
    }

    .unit-form .traits {
      grid-column: 1 / -1;
    }

    .plays {
      display: flex;
      flex-wrap: wrap;
      gap: 0 var(--_space-xl);
    }

    /* A visible legend takes its own line in a row of choices. */
    .plays legend {
      width: 100%;
    }

    /* The two choices side by side, then the roll (a legend that floats is laid out like any child). */
    .dice {
      grid-template-columns: auto 1fr;
      justify-items: start;
      column-gap: var(--_space-xl);
    }

    .dice > :not(label) {
      grid-column: 1 / -1;
    }

    .dice > legend {
      float: left;
      width: 100%;
      padding: 0;
    }

    /*
     * What comes after the first frame keeps its space until it is drawn, so that nothing moves (after-space.ts): a
     * text --w wide on one line takes as many lines as it wraps to in the width it will have (up to four; the
     * percentage of a padding is of that width).
     */
    .after-space {
      padding-top: calc(
        1lh + clamp(0px, (var(--w) - 100%) * 999, 1lh) + clamp(0px, (var(--w) - 200%) * 999, 1lh) +
          clamp(0px, (var(--w) - 300%) * 999, 1lh)
      );
    }
    /* The legend's keys wrap as rows of their own, a gap between them. */
    .after-space.for-legend {
      padding-bottom: clamp(0px, (var(--w) - 100%) * 999, var(--_space-xs));
    }
    /* The chart's bars and the tick labels under them. */
    .after-space.for-bars {
      padding-top: calc(6rem + 1.125rem);
    }
    /* How the side rolls, then a line in the small font, and its rule, for Strength and each part. */
    .after-space.for-before {
      padding-bottom: calc(var(--items) * (0.875lh + 1px));
    }
    /* A folded section: its rule above, and its summary. */
    .after-space.for-commander {
      padding-top: calc(1px + var(--_space-m) + 1.75rem);
    }
    /* On the row of buttons while it fits, else a line of its own, as the hint does. */
    .after-space.for-next {
      flex: 0 1 var(--w);
    }

    /* Odds */
    .chances {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: var(--_space-s);
    }

    .chances > div {
      display: grid;
      padding: var(--_space-s) var(--_space-m);
      border-radius: var(--_radius);
      background: var(--_surface);
    }

    .chances dt {
      font-size: var(--_font-size-caption);
      color: var(--_text-muted);
    }

    .chances dd {
      font-size: var(--_font-size-large);
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }

    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-m);
      align-items: center;
    }

    button.link {
      justify-self: start;
      min-height: 1.75rem;
      font-size: var(--_font-size-small);
    }

    /* Outcome */
    output[part~='result'] {
      display: grid;
      gap: var(--_space-m);
      font-size: var(--_font-size);
      font-weight: 400;
    }

    /* Print: the outcome, the odds and the history; not the form that produced them. */
    @media print {
      .side,
      [part~='base'] > .discards,
      .dice,
      .actions,
      [part~='problems'] {
        display: none;
      }

      [part~='base'] {
        grid-template-columns: minmax(0, 1fr);
      }

      section {
        background: none;
        border: 1px solid #000;
      }
    }
  `,
];
