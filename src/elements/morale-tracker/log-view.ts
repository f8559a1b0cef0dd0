import { html } from 'lit';

import { type LogEntry, reasonOf } from './tracker-state.js';

/** The time of a log line: the clock time, with the date when it is not today. */
function when(iso: string, now: Date): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString()
    ? time
    : `${at.toLocaleDateString([], { day: 'numeric', month: 'short' })} ${time}`;
}

/** The rule IDs a line cites (`undo` is ours, not a rule). */
const rulesOf = (entry: LogEntry) => [
  ...new Set(entry.notes.map((note) => note.rule).filter((rule) => rule !== 'undo')),
];

/** The log, newest first: when, why (the first note; the others below it), the rules, Morale before → after. */
export function renderLog(log: readonly LogEntry[], now = new Date()) {
  return html`<details class="log" part="log">
    <summary>Log <span class="muted">(${log.length})</span></summary>
    ${
      log.length === 0
        ? html`<p class="muted">No changes yet.</p>`
        : html`<ol tabindex="0" aria-label="Changes, newest first">
            ${log.map(
              (entry) =>
                html`<li>
                  <time datetime=${entry.at}>${when(entry.at, now)}</time>
                  <span class="why">${reasonOf(entry.notes)}</span>
                  <span class="change" aria-label=${`Morale ${entry.from} to ${entry.to}`}
                    >${entry.from} → ${entry.to}</span
                  >
                  ${rulesOf(entry).map((rule) => html` <span class="rule">${rule}</span>`)}
                  ${
                    entry.notes.length > 1
                      ? html`<ul class="more">
                          ${entry.notes.slice(1).map((note) => html`<li>${note.text}</li>`)}
                        </ul>`
                      : ''
                  }
                </li>`,
            )}
          </ol>`
    }
  </details>`;
}
