// "Import, export, share and print" (loaded on first open): the army as JSON out and in, Share, and the printed army
// sheet, whose styles come with it.
import { msg } from '@lit/localize';
import { css, html, nothing } from 'lit';

import { renderProblems, warnProblems } from '../../shared/problems.js';
import { ShareController } from '../../shared/share.js';
import type { ArmyRoster } from './army-roster.js';
import { exportedArmy, type FileHandlers, fileTools, importStep, type ToolNote } from './roster-file.js';
import type { RosterRecord } from './roster-record.js';
import { rosterShare } from './roster-share.js';
import { type RosterEntry, slug } from './roster-state.js';

export const styles = css`
  .tools[open] {
    padding-bottom: var(--_space-l);
  }

  .tool-list {
    display: grid;
    gap: var(--_space-m);
    padding-top: var(--_space-m);
  }

  textarea {
    width: 100%;
    font-family: ui-monospace, monospace;
    font-size: var(--_font-size-small);
  }

  /* The printed army sheet: figures and cards, their values as text, no controls. */
  @media print {
    /* Not a size container: the sheet below has its own layout. */
    [part~='base'] {
      container-type: normal;
      border: 0;
      padding: 0;
    }

    .figure,
    .card {
      background: none;
      break-inside: avoid;
    }

    .battle,
    .figure > .what-if,
    .sort,
    .editor,
    .tools,
    .odds-panel,
    .map:not([open]),
    .log,
    .why,
    button,
    progress,
    .pile:not(:has(:checked)) {
      display: none;
    }

    input,
    select {
      appearance: none;
      border: 0;
      padding: 0;
      background: none;
      color: inherit;
    }

    .piles,
    .pile:has(:checked),
    .pile:has(:checked) > span {
      border: 0;
      background: none;
      color: inherit;
      font-weight: 600;
      white-space: nowrap;
    }

    /* One line per card in aligned columns, whatever the roster's width on screen. */
    .card {
      grid-template-columns: minmax(0, 14rem) 3rem minmax(0, 1fr) 8rem;
      grid-template-areas: 'name strength details piles';
      padding-block: 0;
    }

    .head {
      display: contents;
    }

    .name {
      grid-area: name;
    }

    .strength {
      grid-area: strength;
    }
  }
`;

/** One roster's tools: what the last import or export said, and its Share. */
export class RosterTools {
  readonly #host: ArmyRoster;
  readonly #record: RosterRecord;
  /** The page's units as written: "Reset to the page's army" puts them back. */
  readonly #written: () => readonly RosterEntry[];
  readonly #files: FileHandlers;
  /** "Share": the army as a link to embed.html (its cards as `<army-unit>`s; the piles are not shared). */
  readonly #share: ShareController;
  #note: ToolNote = null;

  constructor(host: ArmyRoster, record: RosterRecord, written: () => readonly RosterEntry[]) {
    this.#host = host;
    this.#record = record;
    this.#written = written;
    this.#share = new ShareController(host, rosterShare(host));
    this.#files = fileTools({
      army: () => exportedArmy(record.roster, host.name, host.commanderId),
      fileName: () => slug(host.name || 'army'),
      paste: () => host.renderRoot.querySelector<HTMLTextAreaElement>('textarea[name="paste"]')?.value ?? '',
      read: (value, from) => {
        const { step, note } = importStep(record.roster, value, from);
        if (note?.problem) warnProblems(host, [note.text]); // in the console too, as the roster's other problems are
        this.#say(note);
        record.step(() => step);
      },
      say: (note) => this.#say(note),
      speak: (work) => record.speak(work),
    });
  }

  #say(note: ToolNote) {
    this.#note = note;
    this.#host.requestUpdate();
  }

  #resetToPage = () =>
    this.#record.step(() => ({
      state: { ...this.#record.roster, inBattle: false, cards: this.#written() },
      label: msg("Reset to the page's army"),
    }));

  /** Import (a file, or pasted JSON), export (copy or download JSON), Share and the printable army sheet. */
  render() {
    const on = this.#files;
    const note = this.#note;
    return html`<div class="tool-list">
      <div class="row">
        <button @click=${on.copy}>${msg('Copy JSON')}</button>
        <button @click=${on.download}>${msg('Download JSON')}</button>
        <button @click=${() => window.print()}>${msg('Print army sheet')}</button>
        ${
          this.#written().length
            ? html`<button @click=${this.#resetToPage}>${msg("Reset to the page's army")}</button>`
            : nothing
        }
      </div>
      <label
        >${msg('Import a JSON file')} <input type="file" accept=".json,application/json" @change=${on.file}
      /></label>
      <label>${msg('Or paste JSON')} <textarea name="paste" rows="3"></textarea></label>
      <div class="row"><button @click=${on.paste}>${msg('Import pasted JSON')}</button></div>
      ${note?.problem ? renderProblems([note.text]) : note ? html`<p role="status">${note.text}</p>` : nothing}
      ${this.#share.render()}
    </div>`;
  }
}
