// What the outcome's buttons do, loaded with the roll (play.ts): "Resolve" adds the Skirmish to the history with the
// power uses it spent and tells the other widgets; saving a Killed card (AC-SK-8, R5) marks it in the outcome and the
// history and says what it cost.
import { msg, str } from '@lit/localize';

import type { RosterChangeDetail } from '../../events/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import { formatNumber } from '../../shared/localize.js';
import { SIDES } from './format.js';
import { entryOf, type EntrySide } from './history.js';
import { type OutcomeSide, preventKill, summary as summaryOf } from './outcome.js';
import { killPreventedEvents, resolvedEvents } from './protocol.js';
import { HISTORY, type ResolverHost } from './resolver-record.js';
import type { Setup } from './setup.js';
import { withoutChoices } from './side-setup.js';

/** Resolves the outcome shown: it gets the next number, the setup's dice, discards and one-Skirmish choices are spent. */
export function resolve(host: ResolverHost) {
  const preview = host.outcome();
  if (!preview || preview.number) return;
  const { record } = host;
  const outcome = { ...preview, number: (record.history[0]?.number ?? 0) + 1 };
  const setup = host.get();
  // Shown, and the dice, discards (AC-SK-9) and one-Skirmish power choices (AC-CP) spent: none carries over to the
  // next Skirmish.
  host.set({
    ...setup,
    sides: { offense: withoutChoices(setup.sides.offense), defense: withoutChoices(setup.sides.defense) },
    resolved: outcome,
    rolled: [],
    typed: [],
    discards: [],
  });
  // The entry first (with the power uses before it), the uses after it kept (AC-CP).
  const view = host.view();
  const usage = { ...record.usage };
  for (const side of SIDES) {
    const after = view.usageAfter[side];
    if (after) usage[view.sides[side].usageKey] = after;
  }
  const history = [entryOf(outcome, new Date(), record.usage), ...record.history].slice(0, HISTORY);
  record.change({ history, usage });
  // Worked out in the resolver's language, as the roll's announcement is (the history keeps the English summary).
  host.say(() => msg(str`Skirmish ${formatNumber(outcome.number)} resolved. ${summaryOf(outcome)}`));
  host.focusAfter('.outcome .status'); // the Resolve button is gone: the outcome, then what comes next
  for (const event of resolvedEvents(outcome)) host.element.dispatchEvent(event);
}

/**
 * Whether the roster of a Killed card took the result back (its Undo): the card left the Skirmish for the Killed pile
 * and is in hand again, so there is no Kill left to prevent (AC-SK-8) and nothing to pay for it.
 */
export function takenBack(host: ResolverHost, killed: OutcomeSide): boolean {
  return (
    host.get().sides[killed.side].source.kind !== 'card' &&
    host
      .view()
      .sides[killed.side].picks.some(
        ({ roster, cards }) =>
          roster.commander === killed.commander &&
          (roster.roster ?? '') === (killed.roster ?? '') &&
          cards.some((card) => card.id === killed.cardId),
      )
  );
}

/** AC-SK-8, R5: the commander pays 1 Influence (player character) or 3 Morale (non-player) to save the card. */
export function saveFromKill(host: ResolverHost, side: SideName) {
  const setup = host.get();
  const before = setup.resolved;
  const saved = before?.sides.find((s) => s.side === side && s.fate === 'killed');
  if (!before || !saved || takenBack(host, saved)) return;
  host.set({ ...setup, resolved: preventKill(before, side) });
  const paid = saved.npc ? 'morale' : 'influence';
  const { record } = host;
  const savedIn = (sides: readonly EntrySide[]) =>
    sides.map((s): EntrySide => (s.side === side ? { ...s, fate: 'disabled', saved: paid } : s));
  record.change({
    history: record.history.map((e) => (e.number === before.number ? { ...e, sides: savedIn(e.sides) } : e)),
  });
  for (const event of killPreventedEvents(saved, side)) host.element.dispatchEvent(event);
  host.say(() => msg(str`${saved.name} saved: Disabled instead of Killed.`));
  host.focusAfter('.outcome .status');
}

/**
 * After a resolve the roster moves the fighting cards out of hand (AC-SK-7, R4): they are no longer picked, so the
 * next turn starts from the cards still in hand (AC-BA-2). Not an edit: the resolved outcome stays on the table.
 * Only a resolved outcome calls for it, so it comes with the code that resolves.
 */
export function dropPlayedCards(setup: Setup, roster: RosterChangeDetail): Setup {
  const inHand = (id: string) => roster.cards.some((card) => card.id === id && card.pile === 'hand');
  const sides = { ...setup.sides };
  for (const side of SIDES) {
    const source = sides[side].source;
    if (source.kind === 'card' && source.commander === roster.commander && !inHand(source.id))
      sides[side] = { ...sides[side], source: { kind: 'auto' } };
  }
  return { ...setup, sides };
}
