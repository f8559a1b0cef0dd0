// A board's "Share" (loaded with its Battle): the Battle so far, as its saved record (read back by the same reader),
// and the trackers and rosters inside as each shares itself, so that embed.html shows the same step and goes on.
import type { ReactiveElement } from 'lit';

import { sameName } from '../../rules/core/index.js';
import type { BattleSide } from '../../shared/battle-context.js';
import { READ_BY_BOARD } from '../../shared/build-widget.js';
import type { ShareSource } from '../../shared/share.js';
import type { ArmyRoster } from '../army-roster/army-roster.js';
import { rosterShare } from '../army-roster/roster-share.js';
import { entriesFrom } from '../army-roster/roster-state.js';
import type { MoraleTracker } from '../morale-tracker/morale-tracker.js';
import { trackerShare } from '../morale-tracker/tracker-share.js';
import { BATTLE_VERSION, type BattleRecord } from './battle-record.js';

/**
 * How a widget inside shares itself: a tracker and a roster as their own Share does, a resolver by its attributes
 * (inside a board it shows the Battle's Skirmish, not sides of its own).
 */
const sourceOf = (el: Element): ShareSource =>
  el.localName === 'morale-tracker'
    ? trackerShare(el as MoraleTracker)
    : el.localName === 'army-roster'
      ? rosterShare(el as ArmyRoster)
      : { tag: 'skirmish-resolver' };

/**
 * A side of the Battle as the shared board's rosters know it: a shared roster has no `state-key`, so it goes by its
 * name, and each card by the id its unit gets there (from its name, as for any `<army-unit>`).
 */
function sharedSide(side: BattleSide, board: Element): BattleSide {
  const roster = [...board.querySelectorAll<ArmyRoster>('army-roster')].find(
    (r) => r.rosterId === side.roster && sameName(r.commanderId, side.commander),
  );
  if (!roster) return side;
  const cards = roster.cards;
  const ids = entriesFrom(
    cards.map(({ unit }) => ({ name: unit.name })),
    true,
  );
  const there = new Map(cards.map((card, i) => [card.id, ids[i]!.id]));
  return { ...side, roster: roster.name.trim(), cards: side.cards.map((id) => there.get(id) ?? id) };
}

/** The board's Share: its attributes, the Battle so far (`record`, none before it starts) and the widgets inside. */
export const boardShare = (board: ReactiveElement, record: () => BattleRecord | null): ShareSource => ({
  tag: 'army-battle',
  state: () => {
    const now = record();
    if (!now) return undefined;
    const [a, b] = now.sides;
    return { version: BATTLE_VERSION, state: { ...now, sides: [sharedSide(a, board), sharedSide(b, board)] } };
  },
  children: (sharing) =>
    [...board.querySelectorAll<ReactiveElement>('morale-tracker, army-roster, skirmish-resolver')].map((el) => {
      const shared = sharing(el, sourceOf(el));
      const read = el.localName === 'morale-tracker' ? READ_BY_BOARD.filter((name) => el.hasAttribute(name)) : [];
      return {
        ...shared,
        attrs: { ...shared.attrs, ...Object.fromEntries(read.map((n) => [n, el.getAttribute(n)!])) },
      };
    }),
});
