import { css } from 'lit';

/**
 * The look every widget shares: the design tokens, and the base look of the frame and of controls (the classes the
 * widgets share are in `layout.styles.ts`). Authors restyle through the documented `--army-*` custom properties; the
 * `--_*` names are private. Stylesheets take their gaps, paddings and font sizes from these tokens.
 * Colour defaults meet WCAG AA contrast in light and dark.
 *
 * The tokens every widget reads (added to each element marked `@themed` in custom-elements.json):
 * @cssprop --army-border - Borders.
 * @cssprop --army-color-scheme - `light` or `dark` to fix the widgets' colours whatever the reader's preference (default
 * `light dark`: the reader's).
 * @cssprop --army-focus - The keyboard focus ring.
 * @cssprop --army-font - Font family (default: the system font).
 * @cssprop --army-font-size - Body text and inputs (default 1rem).
 * @cssprop --army-font-size-caption - Rule IDs and small labels (default 0.75rem).
 * @cssprop --army-font-size-small - Secondary text, field labels and notes (default 0.875rem).
 * @cssprop --army-gap - Space between the blocks of the frame (default: `--army-space-m`).
 * @cssprop --army-radius - Corner radius (default 6px).
 * @cssprop --army-space-2xs - Spacing step (default 0.125rem): a label to its field.
 * @cssprop --army-space-l - Spacing step (default 0.75rem): the frame's padding.
 * @cssprop --army-space-m - Spacing step (default 0.5rem).
 * @cssprop --army-space-s - Spacing step (default 0.375rem): between buttons in a row.
 * @cssprop --army-space-xl - Spacing step (default 1rem): list indents.
 * @cssprop --army-space-xs - Spacing step (default 0.25rem).
 * @cssprop --army-surface - Background.
 * @cssprop --army-text - Text colour.
 */
export const themeStyles = css`
  :host {
    /* Spacing: gaps, paddings and indents. */
    --_space-2xs: var(--army-space-2xs, 0.125rem);
    --_space-xs: var(--army-space-xs, 0.25rem);
    --_space-s: var(--army-space-s, 0.375rem);
    --_space-m: var(--army-space-m, 0.5rem);
    --_space-l: var(--army-space-l, 0.75rem);
    --_space-xl: var(--army-space-xl, 1rem);
    --_gap: var(--army-gap, var(--_space-m));

    /* Type: body text, and the steps below and above it. */
    --_font: var(--army-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_font-size: var(--army-font-size, 1rem);
    --_font-size-caption: var(--army-font-size-caption, 0.75rem);
    --_font-size-small: var(--army-font-size-small, 0.875rem);
    --_font-size-large: var(--army-font-size-large, 1.25rem);
    --_font-size-figure: var(--army-font-size-figure, 1.5rem);

    --_radius: var(--army-radius, 6px);
    --_surface: var(--army-surface, light-dark(#ffffff, #1c1b20));
    --_surface-raised: var(--army-surface-raised, light-dark(#f3f1f6, #2a2830));
    --_text: var(--army-text, light-dark(#1d1b20, #ebe8f0));
    --_text-muted: var(--army-text-muted, light-dark(#514c59, #c4bfcc));
    --_border: var(--army-border, light-dark(#79747e, #938f99));
    --_accent: var(--army-accent, light-dark(#1f56b3, #a8c7ff));
    --_accent-text: var(--army-accent-text, light-dark(#ffffff, #0b1b3a));
    --_focus: var(--army-focus, light-dark(#1f56b3, #a8c7ff));
    --_exhausted: var(--army-exhausted, light-dark(#7a4f00, #f2c15b));
    --_disabled: var(--army-disabled, light-dark(#4d4d63, #c5c5dc));
    --_killed: var(--army-killed, light-dark(#b3261e, #ffb4ab));
    --_success: var(--army-success, light-dark(#1b6b2c, #8fd49b));
    --_warning-surface: var(--army-warning-surface, light-dark(#fff4e0, #3d2a00));
    --_warning-text: var(--army-warning-text, light-dark(#6b3d00, #ffddb0));

    /*
     * Not content-visibility: auto (which would skip drawing widgets below the fold): Chromium then lays the page out
     * again for every composed event a widget sends (48 rosters: 45 layouts instead of 1, first render slower).
     */
    display: block;
    box-sizing: border-box;
    max-width: 100%;
    color: var(--_text);
    background: var(--_surface);
    font-family: var(--_font);
    font-size: var(--_font-size);
    line-height: 1.4;
    /* Each colour is light-dark(): the widget follows the colour scheme it is in (by default the reader's). */
    color-scheme: var(--army-color-scheme, light dark);
  }

  /* The page may choose: --army-color-scheme on any ancestor (light, dark), or theme="light|dark" on a widget. */
  :host([theme='light']) {
    color-scheme: light;
  }

  :host([theme='dark']) {
    color-scheme: dark;
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    /* Not "inherit": <details> puts its content in a content-box slot of its own. */
    box-sizing: border-box;
  }

  [part~='base'] {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space-l);
    display: grid;
    gap: var(--_gap);
    min-width: 0;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  button {
    min-height: 2.25rem;
    padding: var(--_space-xs) var(--_space-l);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface-raised);
    cursor: pointer;
  }

  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-text);
    font-weight: 600;
  }

  /* Disabled, or aria-disabled: a button that can only refuse now stays focusable and says why, but looks the same. */
  button:disabled,
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  input,
  select,
  textarea {
    min-height: 2.25rem;
    padding: var(--_space-xs) var(--_space-m);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    min-width: 0;
  }

  input[aria-invalid='true'] {
    border-color: var(--_killed);
    outline: 1px solid var(--_killed);
  }

  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }

  output[part~='result'] {
    font-size: var(--_font-size-figure);
    font-weight: 700;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  @media print {
    :host {
      color: #000;
      background: #fff;
    }
    button {
      display: none;
    }
  }
`;
