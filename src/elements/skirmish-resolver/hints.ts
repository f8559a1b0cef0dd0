// After the first frame: the resolver's hints, which a reader needs once, not to act (the first view has the cards,
// the chances and Roll).
import { msg, str } from '@lit/localize';
import { html } from 'lit';

import type { SideName } from '../../rules/skirmish/index.js';

/**
 * What a side's "Other adds" field counts (its description for screen readers too).
 * @example otherAddsHint('offense', 1) // the Retinue's +1 is already counted
 */
export const otherAddsHint = (side: SideName, retinue: number) =>
  html`<span class="muted hint" id="${side}-other-hint"
    >${
      retinue
        ? msg(str`Commander and other adds (never Savant); the Retinue's +${retinue} is already counted.`)
        : msg('Commander, Retinue and other adds: they never set off Savant.')
    }</span
  >`;

/** Beside Roll, with a `seed`: the dice are the same on every load. */
export const seededHint = (seed: string) =>
  html`<span class="muted">${msg(str`Seeded (“${seed}”): the same rolls on every page load.`)}</span>`;

/** Beside New Skirmish, Swap sides and New Battle: what each keeps. */
export const nextHint = () =>
  html`<span class="muted"
    >${msg('New Skirmish keeps the history. Swap sides: the other commander attacks next, with their class')}
    <span class="rule">AC-BA-2</span>. ${msg('New Battle also resets power uses.')}</span
  >`;
