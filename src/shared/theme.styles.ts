import { css } from 'lit';

/**
 * The look every widget shares. Authors restyle through the documented `--army-*` custom properties; the
 * `--_*` names are private. Defaults meet WCAG AA contrast in light and dark.
 */
export const themeStyles = css`
  :host {
    --_font: var(--army-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_radius: var(--army-radius, 6px);
    --_gap: var(--army-gap, 0.5rem);
    --_surface: var(--army-surface, #ffffff);
    --_surface-raised: var(--army-surface-raised, #f3f1f6);
    --_text: var(--army-text, #1d1b20);
    --_text-muted: var(--army-text-muted, #514c59);
    --_border: var(--army-border, #79747e);
    --_accent: var(--army-accent, #1f56b3);
    --_accent-text: var(--army-accent-text, #ffffff);
    --_focus: var(--army-focus, #1f56b3);
    --_exhausted: var(--army-exhausted, #7a4f00);
    --_disabled: var(--army-disabled, #4d4d63);
    --_killed: var(--army-killed, #b3261e);
    --_success: var(--army-success, #1b6b2c);
    --_warning-surface: var(--army-warning-surface, #fff4e0);
    --_warning-text: var(--army-warning-text, #6b3d00);

    display: block;
    box-sizing: border-box;
    max-width: 100%;
    color: var(--_text);
    background: var(--_surface);
    font-family: var(--_font);
    font-size: var(--army-font-size, 1rem);
    line-height: 1.4;
    color-scheme: light dark;
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_surface: var(--army-surface, #1c1b20);
      --_surface-raised: var(--army-surface-raised, #2a2830);
      --_text: var(--army-text, #ebe8f0);
      --_text-muted: var(--army-text-muted, #c4bfcc);
      --_border: var(--army-border, #938f99);
      --_accent: var(--army-accent, #a8c7ff);
      --_accent-text: var(--army-accent-text, #0b1b3a);
      --_focus: var(--army-focus, #a8c7ff);
      --_exhausted: var(--army-exhausted, #f2c15b);
      --_disabled: var(--army-disabled, #c5c5dc);
      --_killed: var(--army-killed, #ffb4ab);
      --_success: var(--army-success, #8fd49b);
      --_warning-surface: var(--army-warning-surface, #3d2a00);
      --_warning-text: var(--army-warning-text, #ffddb0);
    }
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
    padding: 0.75rem;
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
    padding: 0.25rem 0.75rem;
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

  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  input,
  select,
  textarea {
    min-height: 2.25rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    min-width: 0;
  }

  input[aria-invalid='true'] {
    border-color: var(--_killed);
    outline: 1px solid var(--_killed);
  }

  /* A checkbox or radio with its label: <label class="check"><input type="checkbox" /> Quest price</label> */
  .check {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.25rem;
  }

  .check input {
    width: 1.125rem;
    height: 1.125rem;
    min-height: 0;
    margin: 0;
    flex: none;
    accent-color: var(--_accent);
  }

  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }

  output[part~='result'] {
    font-size: 1.5rem;
    font-weight: 700;
  }

  .muted {
    color: var(--_text-muted);
  }

  .problems {
    padding: 0.5rem 0.75rem;
    border-radius: var(--_radius);
    background: var(--_warning-surface);
    color: var(--_warning-text);
  }

  .problems ul {
    margin: 0;
    padding-left: 1rem;
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
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
