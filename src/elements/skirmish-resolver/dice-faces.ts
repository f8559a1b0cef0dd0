// A side's dice as faces, in the outcome and in its details: a dropped die struck through (AC-SK-3), each said
// "kept" or "dropped" to a screen reader.
import { msg } from '@lit/localize';
import { html } from 'lit';

import type { OutcomeSide } from './outcome.js';

/** The faces of `dice`, each with the class `kind` and `kept` or `dropped`. */
export const diceFaces = (dice: OutcomeSide['dice'], kind: string) =>
  dice.map((d) =>
    dice.length > 1 && !d.kept
      ? html`<s class="${kind} dropped">${d.value}<span class="visually-hidden"> ${msg('dropped')}</span></s> `
      : html`<span class="${kind} kept">${d.value}<span class="visually-hidden"> ${msg('kept')}</span></span> `,
  );
