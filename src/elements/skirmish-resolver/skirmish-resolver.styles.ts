import { css } from 'lit';

import { layoutStyles } from '../../shared/layout.styles.js';
import { themeStyles } from '../../shared/theme.styles.js';

export const skirmishResolverStyles = [
  themeStyles,
  layoutStyles,
  css`
    :host {
      --_offense: var(--army-offense, var(--_accent));
      --_defense: var(--army-defense, light-dark(#6b3fa0, #d0bcff));
    }

    /* Mobile first: one column; the layout follows the widget's own width, not the page's. */
    [part~='base'] {
      container: skirmish / inline-size;
    }

    .sides,
    .play,
    .roll {
      display: grid;
      gap: var(--_gap);
      align-items: start;
      min-width: 0;
    }

    @container skirmish (min-width: 40rem) {
      .sides,
      .play {
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      }
    }

    section {
      display: grid;
      gap: var(--_space-m);
      min-width: 0;
      padding: var(--_space-l);
      border-radius: var(--_radius);
      background: var(--_surface-raised);
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

    h3 {
      font-size: var(--_font-size);
    }

    .muted,
    .note,
    .power-text,
    .applied,
    .parts,
    .dice-row,
    .sum,
    .because,
    .steps,
    .rulings,
    .history table {
      font-size: var(--_font-size-small);
    }

    legend {
      padding: 0;
      font-weight: 600;
      font-size: var(--_font-size-small);
    }

    .field input,
    .field select {
      width: 100%;
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

    /* A visible legend takes its own line; the visually hidden one must stay 1px wide (else the page scrolls sideways). */
    .plays legend:not(.visually-hidden),
    .round legend:not(.visually-hidden) {
      width: 100%;
    }

    input.die-input {
      width: 3rem;
      text-align: center;
      font-size: var(--_font-size-large);
    }

    .parts {
      list-style: none;
      padding: 0;
    }

    .parts li,
    .sum > div {
      display: flex;
      justify-content: space-between;
      gap: var(--_space-m);
      border-bottom: 1px solid color-mix(in srgb, var(--_border) 35%, transparent);
    }

    .num,
    .sum dd {
      font-variant-numeric: tabular-nums;
      margin: 0;
    }

    .from-savant {
      font-weight: 600;
    }

    details.commander {
      border-top: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
      padding-top: var(--_space-m);
      display: grid;
      gap: var(--_space-m);
    }

    summary {
      min-height: 1.75rem;
      font-weight: 600;
    }

    details.commander > :not(summary) {
      margin-top: var(--_space-m);
    }

    .applied {
      padding-left: var(--_space-xl);
      color: var(--_success);
    }

    /* Discards */
    .discards ol {
      padding: 0;
      list-style: none;
      display: grid;
      gap: var(--_space-m);
    }

    /* Each field at its natural width, wrapping like a sentence: no select is cut short. */
    fieldset.discard {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-s) var(--_space-m);
      align-items: end;
      padding: var(--_space-m);
      border: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
      border-radius: var(--_radius);
    }

    fieldset.discard .field input,
    fieldset.discard .field select {
      width: auto;
      max-width: 100%;
    }

    fieldset.discard .bonus input {
      width: 4rem;
    }

    fieldset.discard .field input:not([inputmode]) {
      width: 9rem;
    }

    button.remove {
      margin-left: auto;
      min-width: 2.25rem;
    }

    .pending-note {
      flex-basis: 100%;
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
      margin: 0;
      font-size: var(--_font-size-large);
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }

    .chart figcaption {
      font-size: var(--_font-size-caption);
      color: var(--_text-muted);
    }

    .bars {
      display: grid;
      grid-template-columns: repeat(var(--bars), minmax(0, 1fr));
      align-items: end;
      gap: 1px;
      height: 6rem;
      /* Room for the tick labels below the bars (.tick). */
      padding: 0 0 1.125rem;
      list-style: none;
      border-bottom: 1px solid var(--_border);
    }

    .bar {
      position: relative;
      height: 100%;
      display: flex;
      align-items: flex-end;
    }

    .fill {
      display: block;
      width: 100%;
      min-height: 1px;
      background: var(--_tone);
      border-radius: 2px 2px 0 0;
    }

    .bar.offense {
      --_tone: var(--_offense);
    }
    .bar.defense {
      --_tone: var(--_defense);
    }

    /* A Kill is striped as well as coloured. */
    .bar.kill .fill,
    .key.kill .swatch {
      background-image: repeating-linear-gradient(
        135deg,
        transparent 0 3px,
        color-mix(in srgb, var(--_surface) 70%, transparent) 3px 5px
      );
    }

    .tick {
      position: absolute;
      bottom: -1.125rem;
      left: 50%;
      transform: translateX(-50%);
      font-size: var(--_font-size-caption);
      color: var(--_text-muted);
      white-space: nowrap;
    }

    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-xs) var(--_space-l);
      font-size: var(--_font-size-caption);
    }

    .key {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-xs);
    }

    .swatch {
      display: inline-block;
      width: 0.875rem;
      height: 0.875rem;
      border-radius: 2px;
      background-color: var(--_tone, var(--_text-muted));
    }
    .key.offense {
      --_tone: var(--_offense);
    }
    .key.defense {
      --_tone: var(--_defense);
    }

    .round {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-m) var(--_space-l);
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

    .headline {
      font-size: var(--_font-size-large);
      font-weight: 700;
    }

    .pending .status {
      padding: var(--_space-xs) var(--_space-m);
      border-left: 4px solid var(--_warning-text);
      background: var(--_warning-surface);
      color: var(--_warning-text);
      font-size: var(--_font-size-small);
    }

    .resolved .status {
      color: var(--_success);
      font-weight: 600;
      font-size: var(--_font-size-small);
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

    /* The dice on the outcome card (not the typed-die fields, which are .typed-die). */
    .dice-row .die {
      display: inline-grid;
      place-items: center;
      width: 2rem;
      height: 2rem;
      border-radius: var(--_radius);
      font-size: var(--_font-size-large);
      font-weight: 700;
      border: 2px solid var(--_border);
    }

    .dice-row .die.kept {
      border: 3px solid var(--_accent);
    }

    .dice-row .die.dropped {
      opacity: 0.7;
      border-style: dashed;
      font-weight: 400;
    }

    .sum .total {
      font-weight: 700;
      font-size: var(--_font-size);
      border-bottom: 0;
    }

    .fate {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-s);
      justify-self: start;
      padding: var(--_space-2xs) var(--_space-m);
      border: 2px solid currentColor;
      border-radius: 999px;
      font-weight: 700;
    }

    .exhausted {
      color: var(--_exhausted);
    }
    .disabled {
      color: var(--_disabled);
    }
    .killed {
      color: var(--_killed);
    }

    .fate.killed {
      border-style: double;
      border-width: 3px;
    }

    .fate .icon {
      font-size: var(--_font-size-large);
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

    .prevent {
      display: grid;
      gap: var(--_space-xs);
    }

    /* History: a table that scrolls sideways on a phone rather than squeezing its words. */
    .table-scroll {
      overflow-x: auto;
    }

    .history table {
      border-collapse: collapse;
      min-width: 36rem;
      width: 100%;
    }

    .history th,
    .history td {
      text-align: start;
      vertical-align: top;
      padding: var(--_space-xs) var(--_space-s);
      border-block-end: 1px solid var(--_border);
    }

    .history td:first-child {
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }

    .history input.note {
      width: 100%;
      min-width: 8rem;
    }

    .history .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-s);
      align-items: end;
      margin-block-start: var(--_space-s);
    }

    /* Print: the outcome card, the odds and the history; not the form that produced them. */
    @media print {
      .sides,
      .discards,
      .dice,
      .actions,
      .prevent,
      [part~='problems'] {
        display: none;
      }

      .play {
        grid-template-columns: 1fr;
      }

      section {
        background: none;
        border: 1px solid #000;
      }

      .card {
        break-inside: avoid;
      }
    }
  `,
];
