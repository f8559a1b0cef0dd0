// A roll on the table that is not resolved yet is not dropped by one press: "New Skirmish", "Swap sides" and "New
// Battle" ask first, in the outcome. Nothing rolled is lost without a confirm, and a roll is not rolled again
// unnoticed.
import { msg } from '@lit/localize';
import { html, nothing } from 'lit';

import type { ResolverHost } from './resolver-record.js';
import type { Setup } from './setup.js';

/** The question asked of a resolver: the setup it was asked on (an edit since answers it), and what dropping does. */
const asked = new WeakMap<ResolverHost, { readonly setup: Setup; readonly drop: () => void }>();

/**
 * Runs `drop` now when no roll waits to be resolved, else asks first (drawn by {@link renderDropQuestion}).
 * @example dropRollAsking(host, () => host.set(newSkirmish(host.get())))
 */
export function dropRollAsking(host: ResolverHost, drop: () => void) {
  const outcome = host.outcome();
  if (!outcome || outcome.number) return drop();
  const setup = { ...host.get() };
  asked.set(host, { setup, drop });
  host.set(setup); // drawn again, with the question
  host.focusAfter('.drop-roll .primary');
}

/** The question, while it is asked: drop the roll not resolved yet, or keep it. */
export function renderDropQuestion(host: ResolverHost) {
  const question = asked.get(host);
  if (question?.setup !== host.get()) return nothing;
  const answer = (drop: boolean) => {
    asked.delete(host);
    if (drop) question.drop();
    else host.set({ ...host.get() });
    host.focusAfter(drop ? '.next button' : '.outcome .actions .primary');
  };
  return html`<p class="actions drop-roll" role="alert">
    ${msg('This roll is not resolved yet. Drop it?')}
    <button type="button" class="primary" @click=${() => answer(true)}>${msg('Drop the roll')}</button>
    <button type="button" @click=${() => answer(false)}>${msg('Keep it')}</button>
  </p>`;
}
