import { css } from 'lit';

/** The outcome's details (outcome-card.ts): a card per side with its dice and sum, the steps and the rulings. */
export const cardStyles = css`
  /* A part that set off Savant. */
  .from-savant {
    font-weight: 600;
  }

  .cards {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
    gap: var(--_space-m);
  }

  .card {
    display: grid;
    gap: var(--_space-s);
    align-content: start;
    padding: var(--_space-m);
    border: 1px solid var(--_border);
    border-top: 4px solid var(--_side);
    border-radius: var(--_radius);
    background: var(--_surface);
  }

  .dice-row,
  .sum,
  .steps,
  .rulings {
    font-size: var(--_font-size-small);
  }

  .side-word {
    font-size: var(--_font-size-caption);
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--_text-muted);
  }

  .dice-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space-s);
  }

  .die {
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: var(--_radius);
    font-size: var(--_font-size-large);
    font-weight: 700;
    border: 2px solid var(--_border);
  }

  .die.kept {
    border: 3px solid var(--_accent);
  }

  .die.dropped {
    opacity: 0.7;
    border-style: dashed;
    font-weight: 400;
  }

  .sum > div {
    display: flex;
    justify-content: space-between;
    gap: var(--_space-m);
    border-bottom: 1px solid color-mix(in srgb, var(--_border) 35%, transparent);
  }

  .sum dd {
    font-variant-numeric: tabular-nums;
  }

  .sum .total {
    font-weight: 700;
    font-size: var(--_font-size);
    border-bottom: 0;
  }

  .steps {
    padding-left: var(--_space-xl);
  }

  .rulings {
    list-style: none;
    padding: var(--_space-m) var(--_space-l);
    border-left: 4px solid var(--_warning-text);
    border-radius: var(--_radius);
    background: var(--_warning-surface);
    color: var(--_warning-text);
    display: grid;
    gap: var(--_space-xs);
  }

  .rulings .rule {
    color: inherit;
    font-weight: 700;
  }

  @media print {
    .card {
      break-inside: avoid;
    }
  }
`;
