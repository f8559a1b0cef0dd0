import { css } from 'lit';

/**
 * The classes and resets every widget shares, after `themeStyles` and before the element's own styles (which
 * only add to them): a row of fields and buttons, a labelled field, a rule citation, a checkbox with its label,
 * muted text, the problems list, and text kept for screen readers only.
 */
export const layoutStyles = css`
  h3,
  p,
  ul,
  ol,
  dl,
  dd,
  figure {
    margin: 0;
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }

  summary {
    cursor: pointer;
  }

  /* Fields and buttons side by side, wrapping on a phone; buttons line up with the inputs, not their labels. */
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: var(--_space-s);
  }

  /* A label above its input: <label class="field"><span>Strength</span><input /></label> */
  .field {
    display: grid;
    gap: var(--_space-2xs);
    min-width: 0;
    font-size: var(--_font-size-small);
  }

  .field input,
  .field select {
    font-size: var(--_font-size);
  }

  /* The ID of the rule applied, after what it explains: <span class="rule">AC-SK-7</span> */
  .rule {
    color: var(--_text-muted);
    font-size: var(--_font-size-caption);
    font-weight: 400;
    white-space: nowrap;
  }

  /* A checkbox or radio with its label: <label class="check"><input type="checkbox" /> Quest price</label> */
  .check {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-s);
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

  .muted {
    color: var(--_text-muted);
  }

  .problems {
    padding: var(--_space-m) var(--_space-l);
    border-radius: var(--_radius);
    background: var(--_warning-surface);
    color: var(--_warning-text);
  }

  .problems ul {
    padding-left: var(--_space-xl);
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

  /* A file picker with its label above it (import JSON). */
  .file {
    display: inline-grid;
    gap: var(--_space-2xs);
    font-size: var(--_font-size-small);
  }

  .file input {
    max-width: 100%;
  }
`;
