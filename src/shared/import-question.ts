// An import that would replace what a widget holds waits for a yes, asked inline: nothing a user did is lost without
// one, and window.confirm is blocked in a sandboxed wiki frame. The resolver's history and the tracker ask it alike.
import { msg } from '@lit/localize';
import { css, html } from 'lit';

/** The question's box, under the panel's Import: its words on a line, then its two answers. */
export const importQuestionStyles = css`
  .confirm {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-s);
    margin-block-start: var(--_space-s);
    padding: var(--_space-m);
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
  }

  .confirm p {
    flex: 1 1 100%;
    margin: 0;
  }
`;

/**
 * The question and its answers: "Replace", and the widget's words for keeping what it holds (Escape keeps it too).
 * @example renderImportQuestion(msg('Replace …?'), msg('Keep these'), { replace, keep })
 */
export const renderImportQuestion = (
  question: string,
  keepWords: string,
  answers: { readonly replace: () => void; readonly keep: () => void },
) =>
  html`<div
    class="confirm"
    role="group"
    aria-labelledby="import-question"
    @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && answers.keep()}
  >
    <p id="import-question">${question}</p>
    <button type="button" class="primary" @click=${answers.replace}>${msg('Replace')}</button>
    <button type="button" @click=${answers.keep}>${keepWords}</button>
  </div>`;
