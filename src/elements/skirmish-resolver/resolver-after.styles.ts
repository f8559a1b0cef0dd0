import { css } from 'lit';

/**
 * The styles of what the resolver draws after its first frame (resolver-after.ts): the commander sections, the
 * breakdowns and the chart.
 */
export const afterStyles = css`
  /* A part that set off Savant. */
  .from-savant {
    font-weight: 600;
  }

  details.commander {
    border-top: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
    padding-top: var(--_space-m);
  }

  .parts {
    font-size: var(--_font-size-small);
    list-style: none;
    padding: 0;
  }

  .parts li {
    display: flex;
    gap: var(--_space-s);
    border-bottom: 1px solid color-mix(in srgb, var(--_border) 35%, transparent);
  }

  .num {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }

  .caption,
  .legend,
  .bar::after {
    font-size: var(--_font-size-caption);
    color: var(--_text-muted);
  }

  .bars {
    display: grid;
    grid-template-columns: repeat(var(--bars), minmax(0, 1fr));
    align-items: end;
    gap: 1px;
    height: 6rem;
    /* Room for the tick labels below the bars. */
    margin-bottom: 1.125rem;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid var(--_border);
  }

  .bar {
    position: relative;
    height: 100%;
    display: flex;
    align-items: flex-end;
  }

  /* The tick label under a bar (0, ±3, ±6…), from its data-tick. */
  .bar::after {
    content: attr(data-tick);
    position: absolute;
    top: 100%;
    left: 50%;
    transform: translateX(-50%);
    white-space: nowrap;
  }

  /* A bar, its words for screen readers pushed out of its box. */
  .fill {
    width: 100%;
    min-height: 1px;
    overflow: hidden;
    white-space: nowrap;
    text-indent: 100%;
    background: var(--_tone);
    border-radius: 2px 2px 0 0;
  }

  .offense {
    --_tone: var(--_offense);
  }
  .defense {
    --_tone: var(--_defense);
  }

  /* A Kill is striped as well as coloured. */
  .kill .fill,
  .key.kill::before {
    background-image: repeating-linear-gradient(
      135deg,
      transparent 0 3px,
      color-mix(in srgb, var(--_surface) 70%, transparent) 3px 5px
    );
  }

  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-xs) var(--_space-l);
    color: inherit;
  }

  .key::before {
    content: '';
    display: inline-block;
    width: 0.875rem;
    height: 0.875rem;
    margin-right: var(--_space-xs);
    vertical-align: -0.125rem;
    border-radius: 2px;
    background-color: var(--_tone, var(--_text-muted));
  }
`;
