// Every change of a roster as a pure step (the state after it and its label, for the log and "Undo"), so that the
// element only commits them. Card fields stay text as written; the rules package does the counting.
import { msg, str } from '@lit/localize';

import type { UnitRecruitDetail } from '../../events/index.js';
import { endOfBattle, phaseTwo, type Pile, startOfBattle } from '../../rules/army/index.js';
import { fairEscapeSubstitute } from '../../rules/economy/index.js';
import { captureProgress } from '../../rules/map/index.js';
import { formatList, formatNumber } from '../../shared/localize.js';
import type { RosterStep } from './roster-record.js';
import { type CardView, entryFrom, type RosterEntry, type RosterState, slug, uniqueId } from './roster-state.js';
import { lunariText, pileLabel } from './roster-words.js';

/**
 * A new id for a card made in the roster, unique among `cards` (here, not in roster-state.ts: only the steps loaded
 * later make cards, so the roster's first view does not carry it).
 */
export function newId(cards: readonly RosterEntry[], name: string): string {
  return uniqueId(`+${slug(name)}`, new Set(cards.map((c) => c.id)));
}

const withCards = (roster: RosterState, cards: readonly RosterEntry[]): RosterState => ({ ...roster, cards });

/** The cards with some moved to other piles. */
export const moveCards = (roster: RosterState, moves: ReadonlyMap<string, Pile>): RosterState =>
  withCards(
    roster,
    roster.cards.map((c) => {
      const pile = moves.get(c.id);
      return pile ? { ...c, pile } : c;
    }),
  );

/** The roster without a Phase: a Battle starts in Phase 1 (AC-BA-1) and has none once over. */
function withoutPhase(roster: RosterState): RosterState {
  const { phase, ...rest } = roster;
  return phase ? rest : roster;
}

/** A Battle interrupts a Capture under way (AC-MA-3). */
const battleBegun = ({ capture }: RosterState): Partial<RosterState> => ({
  inBattle: true,
  ...(capture && { capture: { ...capture, ...captureProgress(capture, { type: 'battle' }) } }),
});

export function setPile(roster: RosterState, view: CardView, pile: Pile): RosterStep | null {
  if (view.entry.pile === pile) return null;
  const label = `${view.entry.name || msg('Unnamed unit')}: ${pileLabel(view.entry.pile)} → ${pileLabel(pile)}`;
  return { state: moveCards(roster, new Map([[view.entry.id, pile]])), label };
}

export function startBattle(roster: RosterState): RosterStep {
  const { capture } = roster;
  const interrupted = capture !== undefined && capture.moves > 0 && !capture.captured;
  return {
    state: { ...withoutPhase(roster), ...battleBegun(roster), cards: startOfBattle(roster.cards) },
    label: interrupted
      ? msg('Battle started: every living unit in hand (AC-BA-1); the Capture starts over (AC-MA-3)')
      : msg('Battle started: every living unit in hand (AC-BA-1)'),
  };
}

/** AC-BA-3: Phase 2 begins once a Battle: the Exhausted come back to hand. Null when it has begun already. */
export function phaseTwoStep(roster: RosterState): RosterStep | null {
  if (!roster.inBattle || roster.phase === 2) return null;
  const back = roster.cards.filter((c) => c.pile === 'exhausted').length;
  return {
    state: { ...withCards(roster, phaseTwo(roster.cards)), phase: 2 },
    label: msg(str`Phase 2: ${formatNumber(back)} Exhausted back in hand (AC-BA-3)`),
  };
}

export function endBattle(roster: RosterState): RosterStep {
  const { cards, removed } = endOfBattle(roster.cards);
  const gone = formatList(removed.map((c) => c.name || msg('Unnamed unit')));
  return {
    state: { ...withoutPhase(roster), inBattle: false, cards },
    label: removed.length
      ? msg(str`Battle over: Exhausted and Disabled back (AC-BA-6); Killed removed: ${gone}`)
      : msg('Battle over: Exhausted and Disabled back (AC-BA-6)'),
  };
}

/**
 * AC-BA-6: a board's Battle as one step: the cards named (by id) are Killed and removed, the Exhausted and Disabled come
 * back; `battle` says which Battle, for the log and Undo.
 */
export function battleResult(roster: RosterState, killed: readonly string[], battle: string): RosterStep {
  const step = endBattle({
    ...moveCards(roster, new Map(killed.map((id) => [id, 'killed' as const]))),
    inBattle: true,
  });
  return { state: step.state, label: `${battle}: ${step.label}` };
}

/** AC-EC-6: a Retinue unit stands in for a fled character: −2 Strength, Killed at 0. */
export function fairEscape(roster: RosterState, view: CardView): RosterStep | null {
  if (!view.unit || view.unit.strength === null) return null;
  const after = fairEscapeSubstitute(view.unit.strength);
  const cards = roster.cards.map((c) =>
    c.id === view.entry.id
      ? { ...c, strength: String(after.strength), pile: after.killed ? ('killed' as const) : c.pile }
      : c,
  );
  const name = view.entry.name || msg('Unnamed unit');
  const [before, now] = [formatNumber(view.unit.strength), formatNumber(after.strength)];
  const label = after.killed
    ? msg(str`Fair Escape: ${name} −2 Strength, Killed (AC-EC-6)`)
    : msg(str`Fair Escape: ${name} −2 Strength, Strength ${before} → ${now} (AC-EC-6)`);
  return { state: withCards(roster, cards), label };
}

export type RosterStepOrNull = RosterStep | null;

export const removeCard = (roster: RosterState, view: CardView): RosterStep => ({
  state: withCards(
    roster,
    roster.cards.filter((c) => c.id !== view.entry.id),
  ),
  label: view.entry.name ? msg(str`Removed ${view.entry.name}`) : msg('Removed a unit'),
});

/** AC-EC-3: a unit recruited for this roster's commander by `<recruit-cost>`. */
export function recruit(roster: RosterState, { unit, lunari, timesTrained, quest }: UnitRecruitDetail): RosterStep {
  const entry = entryFrom({ ...unit, timesTrained, quest }, false);
  const card = { ...entry, id: newId(roster.cards, entry.name) };
  return {
    state: withCards(roster, [...roster.cards, card]),
    label: msg(str`Recruited ${card.name} for ${lunariText(lunari)}`),
  };
}

/** Cards another widget moved (a Skirmish, a Rout); a Skirmish or an Unopposed attack (`fought`) means a Battle. */
export function followMoves(roster: RosterState, moves: ReadonlyMap<string, Pile>, label: string, fought: boolean) {
  const battle = fought && !roster.inBattle ? battleBegun(roster) : {};
  return { state: { ...moveCards(roster, moves), ...battle }, label };
}
