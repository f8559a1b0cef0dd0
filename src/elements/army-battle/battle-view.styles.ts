import { css } from 'lit';

import { oddsStyles } from '../../shared/odds/odds.styles.js';
import { skirmishNowStyles } from '../../shared/skirmish-now.js';
import { rollCardStyles } from './roll-card.styles.js';

/** The views of a Battle (its odds, the tools, the dice entry, what just happened, the rulings, the piles, the log). */
export const battleViewStyles = [
  oddsStyles,
  skirmishNowStyles,
  rollCardStyles,
  css`
    /* "New Battle" on a result not applied yet: the question and its three answers. */
    .confirm {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-s);
      padding: var(--_space-m);
      border: 2px solid var(--_accent);
      border-radius: var(--_radius);
    }

    .confirm p {
      flex: 1 1 100%;
      margin: 0;
    }

    .today-list ol {
      display: grid;
      gap: var(--_space-s);
      margin: 0;
      padding-inline-start: var(--_space-xl);
    }

    .today-list li p {
      margin: 0 0 var(--_space-xs);
    }

    .tools {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-s);
    }

    /* A record that does not fit the armies inside (a warning box, .problems), and the Battle's file. */
    .waiting,
    .battle-file {
      display: flex;
      flex-wrap: wrap;
      align-items: end;
      gap: var(--_space-s);
    }

    .waiting p,
    .battle-file p {
      flex-basis: 100%;
    }

    .dice-mode {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-xs);
      min-height: 2.75rem;
    }

    .sides {
      display: grid;
      gap: var(--_space-m);
      grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    }

    .side {
      padding: var(--_space-m);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }

    .side h4 {
      margin: 0 0 var(--_space-xs);
      font-size: var(--_font-size);
    }

    .side dl {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: var(--_space-2xs) var(--_space-m);
      margin: 0;
      font-size: var(--_font-size-small);
    }

    .side dt {
      color: var(--_text-muted);
    }

    /* The piles' names are the game's words as a sentence has them ("in hand"); as labels they start upper-case. */
    .side dt::first-letter {
      text-transform: uppercase;
    }

    .side dd {
      margin: 0;
    }

    .log ol {
      margin: 0;
      padding-inline-start: var(--_space-xl);
      font-size: var(--_font-size-small);
    }

    .latest {
      margin: 0;
      padding-inline-start: var(--_space-xl);
    }

    ul.latest li:not(:first-child) {
      color: var(--_text-muted);
      font-size: var(--_font-size-small);
    }

    .dice-entry {
      display: grid;
      flex: 1 1 100%;
      gap: var(--_space-s);
      grid-template-columns: 1fr auto auto;
      align-items: center;
    }

    .dice-entry label,
    .dice-entry p,
    #dice-problem {
      grid-column: 1 / -1;
      margin: 0;
    }

    /* The chance to win from here: each commander's figure, then a bar with its 95% interval as a band over it. */
    .chances {
      display: grid;
      gap: var(--_space-xs);
    }

    .chances p {
      margin: 0;
    }

    .chances .muted {
      font-size: var(--_font-size-small);
    }

    /* How they were worked out, then the switch to the other play: on a line of its own when it does not fit. */
    .chances p.muted {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-xs) var(--_space-l);
    }

    .chance {
      display: grid;
      gap: var(--_space-2xs);
    }

    .chances .bar {
      display: block;
      inline-size: 100%;
      block-size: 0.75rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }

    .chances .fill {
      fill: var(--_accent);
    }

    .chances .interval {
      fill: color-mix(in srgb, var(--_text) 35%, transparent);
    }

    .advice ol {
      margin: 0;
      padding-inline-start: var(--_space-xl);
    }

    .autopilot {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-s);
    }

    .autopilot .quick {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-xs);
      min-height: 2.75rem;
    }

    .advise {
      justify-self: start;
    }

    .rulings {
      display: grid;
      gap: var(--_space-2xs);
      font-size: var(--_font-size-small);
    }

    .rulings p {
      margin: var(--_space-xs) 0 0;
    }
  `,
];
