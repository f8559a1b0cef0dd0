// A roll on the table that is not resolved yet is not dropped by one press: "New Skirmish", "Swap sides" and "New
// Battle" ask first, in the outcome. Nothing rolled is lost without a confirm, and a roll is not rolled again
// unnoticed.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import type { ResolverHost } from './resolver-record.js';
import type { Setup } from './setup.js';

/** The question asked of a resolver: the setup it was asked on (an edit since answers it), and what dropping does. */
const asked = new WeakMap<
  ResolverHost,
  { readonly setup: Setup; readonly label: string; readonly button: number; readonly drop: () => void }
>();

/**
 * Runs `drop` now when no roll waits to be resolved, else asks first (drawn by {@link renderDropQuestion}): `label`
 * is the pressed button's name, `button` its place among the buttons below the outcome (1–3), where the keyboard
 * goes back once the roll is dropped.
 * @example dropRollAsking(host, msg('New Skirmish'), 1, () => host.set(newSkirmish(host.get())))
 */
export function dropRollAsking(host: ResolverHost, label: string, button: number, drop: () => void) {
  const outcome = host.outcome();
  if (!outcome || outcome.number) return drop();
  const setup = { ...host.get() };
  asked.set(host, { setup, label, button, drop });
  host.set(setup); // drawn again, with the question
  host.focusAfter('.drop-roll .primary'); // "Keep it": the safe answer, a Tab away from dropping
}

/** The question, while it is asked: drop the roll not resolved yet, or keep it (Escape keeps it). */
export function renderDropQuestion(host: ResolverHost) {
  const question = asked.get(host);
  if (question?.setup !== host.get()) return nothing;
  const answer = (drop: boolean) => {
    asked.delete(host);
    if (drop) {
      question.drop();
      host.say(() => msg('The roll was dropped.'));
    } else host.set({ ...host.get() });
    host.focusAfter(drop ? `.next button:nth-of-type(${question.button})` : '.outcome .actions .primary');
  };
  return html`<p
    class="actions drop-roll"
    role="alert"
    @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && answer(false)}
  >
    ${msg(str`${question.label}: this roll is not resolved yet. Drop it?`)}
    <button type="button" @click=${() => answer(true)}>${msg('Drop the roll')}</button>
    <button type="button" class="primary" @click=${() => answer(false)}>${msg('Keep it')}</button>
  </p>`;
}
