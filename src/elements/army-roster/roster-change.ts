// How a roster changes, no part of its first frame (roster-record.ts loads it with the part after that frame, or at a
// first click): each step (roster-steps.ts), committed to the record (saved, logged and undoable), Undo, and what a
// card's controls do.
import { msg, str } from '@lit/localize';

import { MAX_CARDS } from '../../events/index.js';
import { formatNumber } from '../../shared/localize.js';
import type { ArmyRoster } from './army-roster.js';
import type { RosterAfter, RosterParts } from './roster-after.js';
import type { CardAct } from './roster-cards.js';
import type { RosterRecord, RosterStep } from './roster-record.js';
import { battleResult, fairEscape, removeCard, setPile } from './roster-steps.js';

export * from './roster-steps.js';

/** How many changes "Undo" can go back. */
const MOST_UNDO = 30;

/**
 * Applies the step `make` returns (made in the roster's language; none: nothing changes): saved, logged and undoable,
 * then `record.onCommit`. A step past {@link MAX_CARDS} cards is refused with a note.
 */
export function commit(record: RosterRecord, make: () => RosterStep | null | undefined) {
  record.speak(() => {
    const step = make();
    if (!step) return;
    const { state, label } = step;
    if (state.cards.length > MAX_CARDS && state.cards.length > record.roster.cards.length)
      return record.note(msg(str`Not done: a roster holds at most ${formatNumber(MAX_CARDS)} cards (${label})`));
    record.apply(state, [{ label, state: record.roster }, ...record.undoSteps].slice(0, MOST_UNDO), label);
    record.onCommit();
  });
}

export function undo(record: RosterRecord) {
  const [last, ...older] = record.undoSteps;
  if (!last) return;
  // The figures' inputs and the page's units are not steps: they stay as they are now.
  const { moraleSpent, terrain, written } = record.roster;
  record.apply(
    { ...last.state, moraleSpent, terrain, written },
    older,
    record.speak(() => msg(str`Undone: ${last.label}`)),
  );
}

/** Takes the result of a Battle (AC-BA-6) as one step; `label` says which Battle. */
export const battleApplied = (record: RosterRecord, killed: readonly string[], label: string) =>
  commit(record, () => battleResult(record.roster, killed, label));

/** The board's Undo after its result was applied (AC-BA-6): what takes Battle `label` back, while it is the last change. */
export const battleUndo = (record: RosterRecord, label: string) =>
  record.undoSteps[0]?.label.startsWith(`${label}: `) ? () => undo(record) : null;

/** The card shown after `id` in the list, else the one before: where the focus goes when `id` is removed. */
function cardNear(root: ParentNode, id: string): string | undefined {
  const ids = [...root.querySelectorAll<HTMLElement>('[part~=card]')].map((li) => li.dataset.id);
  const at = ids.indexOf(id);
  return ids[at + 1] ?? ids[at - 1];
}

/**
 * Focuses the first button of card `id`, else the list of cards, else "Add a unit" when none is left: a removed
 * card's keyboard focus stays near it instead of falling to the page.
 */
function focusCard(root: ParentNode, id: string | undefined) {
  const card = id ? root.querySelector<HTMLElement>(`[part~=card][data-id="${CSS.escape(id)}"] button`) : null;
  (card ?? root.querySelector<HTMLElement>('ul.cards') ?? root.querySelector<HTMLElement>('.editor summary'))?.focus();
}

/**
 * What a card's control does to the card `id` (when it is still there) as one step: its state (`pile`), Fair Escape or
 * removal (the focus then moves to the card near it, and the unit form in `more` forgets it).
 */
export function onCard(
  host: ArmyRoster,
  { record, cardOf }: RosterParts,
  more: RosterAfter | undefined,
  ...[act, id, pile]: Parameters<CardAct>
) {
  const root = host.renderRoot;
  const next = act === 'remove' ? cardNear(root, id) : undefined;
  commit(record, () => {
    const view = cardOf(id);
    if (!view) return null;
    if (act === 'remove') return removeCard(record.roster, view);
    return act === 'pile' ? setPile(record.roster, view, pile!) : fairEscape(record.roster, view);
  });
  if (act === 'remove') {
    more?.forget(id);
    void host.updateComplete.then(() => focusCard(root, next));
  }
}
