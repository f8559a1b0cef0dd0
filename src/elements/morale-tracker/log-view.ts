// The log of changes, loaded when it is first opened (or printed).
import { msg, str } from '@lit/localize';
import { css, html } from 'lit';

import { currentLanguage, formatNumber } from '../../shared/localize.js';
import { noteSaid } from './log-notes.js';
import type { LogEntry } from './tracker-state.js';

/** The time of a log line: the clock time, with the date when it is not today. */
function when(iso: string, now: Date): string {
  const at = new Date(iso);
  const language = currentLanguage();
  const time = at.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString()
    ? time
    : `${at.toLocaleDateString(language, { day: 'numeric', month: 'short' })} ${time}`;
}

/** The rule IDs a line cites (`undo` is ours, not a rule). */
const rulesOf = (entry: LogEntry) => [
  ...new Set(entry.notes.map((note) => note.rule).filter((rule) => rule !== 'undo')),
];

/** The log's own look: a scrolling list of lines, each on a raised ground. */
export const styles = css`
  .log ol {
    list-style: none;
    padding: 0;
    display: grid;
    gap: var(--_space-xs);
    max-height: 14rem;
    overflow-y: auto;
  }

  .log li {
    padding: var(--_space-2xs) var(--_space-xs);
    border-radius: var(--_radius);
    background: var(--_surface-raised);
  }

  .log time {
    color: var(--_text-muted);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  .log .more {
    padding-left: var(--_space-xl);
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

  /* The printed sheet: every line, folded or not. */
  @media print {
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
`;

/** The log, newest first: when, why (the first note; the others below it), the rules, Morale before → after. */
export function renderLog(log: readonly LogEntry[], now = new Date()) {
  return log.length === 0
    ? html`<p class="muted">${msg('No changes yet.')}</p>`
    : html`<ol tabindex="0" aria-label=${msg('Changes, newest first')}>
        ${log.map(
          (entry) =>
            html`<li>
              <time datetime=${entry.at}>${when(entry.at, now)}</time>
              <span class="why">${entry.notes[0] ? noteSaid(entry.notes[0]) : msg('Changed')}</span>
              <span
                class="change"
                aria-label=${msg(str`Morale ${formatNumber(entry.from)} to ${formatNumber(entry.to)}`)}
                >${formatNumber(entry.from)} → ${formatNumber(entry.to)}</span
              >
              ${rulesOf(entry).map((rule) => html` <span class="rule">${rule}</span>`)}
              ${
                entry.notes.length > 1
                  ? html`<ul class="more">
                      ${entry.notes.slice(1).map((note) => html`<li>${noteSaid(note)}</li>`)}
                    </ul>`
                  : ''
              }
            </li>`,
        )}
      </ol>`;
}
