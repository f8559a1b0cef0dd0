// What <morale-tracker> makes of the other widgets' events: it follows them, and never answers with one of theirs
// (no loops). Pure: the element applies what these return. Loaded after the tracker's first frame, with the events'
// validators, or at once when one of these events comes first (see PageEventsController).
import {
  type HeardSkirmish,
  type HeardUnopposed,
  type MoraleDamageDetail,
  readMoraleDamage,
  readMoraleRequest,
  readSkirmishResolved,
  readSkirmishUndone,
  readUnopposedResolved,
  type SkirmishUndoneDetail,
} from '../../events/index.js';
import { sameName } from '../../rules/core/index.js';
import { enterBattle, giveBack, lose, type MoraleResult, type MoraleState } from '../../rules/morale/index.js';
import { inBoard } from '../../shared/in-board.js';
import { heard, type PageEventHandlers } from '../../shared/page-events.js';
import { moraleChange } from './morale-event.js';
import type { MoraleTracker } from './morale-tracker.js';
import { becauseOf } from './tracker-change.js';
import type { LogNote, TrackerResult } from './tracker-state.js';

/** Rules whose Morale damage only happens in a Battle: such damage starts one if the tracker was not in one. */
const BATTLE_RULE = /^(AC-SK|AC-BA|AC-HE|AC-MO-[267]\b|R[345]\b)/;

/**
 * Morale damage sent by another widget (Unopposed damage, a Kill prevented with Morale): the new state and its
 * notes, starting the Battle first when the damage's rule only happens in one (AC-BA-1); null when nothing is lost.
 */
export function damageFromPage(
  morale: MoraleState,
  { amount, reason, rule }: MoraleDamageDetail,
  baseMorale: number,
): TrackerResult | null {
  const started: LogNote[] = [];
  if (!morale.inBattle && !morale.routed && BATTLE_RULE.test(rule)) {
    const battle = enterBattle(morale, { baseMorale });
    if (battle.ok) {
      morale = battle.state;
      started.push(...becauseOf(battle.notes, null));
    }
  }
  const lost = lose(morale, amount, reason);
  if (!lost.ok) return null;
  const [loss, ...after] = lost.notes;
  return { ok: true, state: lost.state, notes: [...(loss ? [{ ...loss, rule }] : []), ...started, ...after] };
}

/** A Skirmish taken back by the resolver: the Morale it took from this commander, given back; null when none. */
export function givenBack(morale: MoraleState, detail: SkirmishUndoneDetail, commander: string): MoraleResult | null {
  const amount = detail.morale
    .filter((given) => sameName(given.commander, commander))
    .reduce((sum, given) => sum + given.amount, 0);
  return amount > 0 ? giveBack(morale, amount, 'AC-MO-7', detail.reason) : null;
}

/** What the tracker does with what it hears. */
export interface TrackerListener {
  /** The tracker, which answers `army-morale-request` with its Morale. */
  readonly tracker: MoraleTracker;
  readonly baseMorale: () => number;
  /**
   * Applies a change another widget caused (Morale damage, Morale given back), worked out from the Morale it is made
   * on (after the changes that came before it); null changes nothing.
   */
  readonly apply: (change: (morale: MoraleState) => TrackerResult | null) => void;
  /** A Skirmish or an Unopposed attack of this commander was resolved. */
  readonly skirmish: (detail: HeardSkirmish | HeardUnopposed) => void;
}

/** The events a tracker follows on the page, each read by its own validator. */
export const trackerEvents = (t: TrackerListener): PageEventHandlers => ({
  'army-morale-damage': heard(readMoraleDamage, (d) => t.apply((morale) => damageFromPage(morale, d, t.baseMorale()))),
  'army-skirmish-resolved': heard(readSkirmishResolved, t.skirmish),
  'army-unopposed-resolved': heard(readUnopposedResolved, t.skirmish),
  'army-skirmish-undone': heard(readSkirmishUndone, (d) =>
    t.apply((morale) => givenBack(morale, d, t.tracker.commanderId)),
  ),
  // Asked for this commander's Morale (a chance to win counts it): told as it is, unless inside a board, whose Battle
  // holds the Morale shown (and tells it).
  'army-morale-request': heard(readMoraleRequest, () => {
    const { tracker } = t;
    if (!inBoard(tracker)) tracker.dispatchEvent(moraleChange(tracker.commanderId, tracker.moraleState, ''));
  }),
});
