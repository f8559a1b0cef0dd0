import { css } from 'lit';

/** The styles of what the roster draws after its first frame (roster-after.ts): the what-if field, the figures' stats, the breakdowns, the pile counts and the panels' summaries. */
export const afterStyles = css`
  input.number {
    width: 5.5rem;
  }

  p.what-if {
    font-size: var(--_font-size-small);
    font-weight: 400;
  }

  .map > summary,
  .editor > summary,
  .tools > summary,
  .odds-panel > summary {
    font-weight: 600;
  }

  /* Each figure over its name, side by side. */
  .stats {
    display: grid;
    grid-template-rows: auto auto;
    grid-auto-flow: column;
    justify-content: start;
    gap: 0 var(--_space-xl);
  }

  .stats dt {
    font-size: var(--_font-size-caption);
    color: var(--_text-muted);
  }

  .stats dd {
    font-size: var(--_font-size-large);
    font-weight: 700;
  }

  .why summary {
    color: var(--_accent);
    font-size: var(--_font-size-small);
  }

  /* The roster's own Battle's recent changes (roster-own-battle.ts). */
  .log {
    padding: var(--_space-xs) var(--_space-m);
    border-left: 3px solid var(--_accent);
    font-size: var(--_font-size-small);
  }

  .log ul {
    padding: 0;
    list-style: none;
  }

  .log li:not(:first-child) {
    color: var(--_text-muted);
  }

  .pile-count {
    padding: 0 var(--_space-m);
    border: 1px solid var(--_pile);
    border-radius: 999px;
    white-space: nowrap;
  }

  .pile-count > span {
    color: var(--_pile);
  }
`;
