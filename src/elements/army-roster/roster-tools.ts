import { html, nothing, type TemplateResult } from 'lit';

import { renderProblems } from '../../shared/problems.js';

export interface ToolHandlers {
  readonly copy: () => void;
  readonly download: () => void;
  readonly file: (e: Event) => void;
  readonly paste: () => void;
  /** Only when the page wrote units: puts the roster back to them. */
  readonly resetToPage?: () => void;
}

/** What the last import or export did: a message, or a problem. */
export type ToolNote = { readonly text: string; readonly problem: boolean } | null;

/** Import (a file, or pasted JSON), export (copy or download JSON), Share and the printable army sheet. */
export function renderTools(note: ToolNote, on: ToolHandlers, share: TemplateResult) {
  return html`<details class="tools">
    <summary>Import, export, share and print</summary>
    <div class="row">
      <button @click=${on.copy}>Copy JSON</button>
      <button @click=${on.download}>Download JSON</button>
      <button @click=${() => window.print()}>Print army sheet</button>
      ${on.resetToPage ? html`<button @click=${on.resetToPage}>Reset to the page's army</button>` : nothing}
    </div>
    <label>Import a JSON file <input type="file" accept=".json,application/json" @change=${on.file} /></label>
    <label>Or paste JSON <textarea name="paste" rows="3"></textarea></label>
    <div class="row"><button @click=${on.paste}>Import pasted JSON</button></div>
    ${note?.problem ? renderProblems([note.text]) : note ? html`<p role="status">${note.text}</p>` : nothing} ${share}
  </details>`;
}
