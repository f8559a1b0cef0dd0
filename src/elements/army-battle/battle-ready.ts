// What a board shows before its Battle, drawn by its frame (army-battle.ts) before the engine has loaded, and by the
// session afterwards: the same words and the same button, so that the first view and the loaded one agree.
import { msg } from '@lit/localize';
import { html } from 'lit';

/** Before the Battle: what the status says. */
export const readyStatus = () => msg('Ready: press "Start the Battle" when both armies are set.');

/** "Start the Battle" (AC-BA-1). */
export const renderStart = (start: () => void) =>
  html`<button type="button" class="primary" @click=${start}>${msg('Start the Battle')}</button>`;
