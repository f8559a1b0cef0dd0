// The two sides of a Battle, read from the widgets inside the board: each `<morale-tracker>` is a commander, and the
// `<army-roster>` whose `commander` matches the tracker's name (case-insensitively) is that commander's army.
import type { BattleSetup, CommanderSetup } from '../../rules/battle/index.js';
import { sameName } from '../../rules/core/index.js';
import { commanderClass } from '../../rules/powers/index.js';
import type { ArmyRoster } from '../army-roster/army-roster.js';
import type { MoraleTracker } from '../morale-tracker/morale-tracker.js';

/** A whole number of Influence written on a tracker (AC-SK-8); none when missing or unreadable. */
const influenceOf = (tracker: Element) => {
  const text = tracker.getAttribute('influence')?.trim() ?? '';
  return /^\d{1,3}$/.test(text) ? Number(text) : 0;
};

function commander(tracker: MoraleTracker, roster: ArmyRoster): CommanderSetup {
  const classId = tracker.getAttribute('commander-class')?.trim().toLowerCase() ?? '';
  return {
    name: tracker.name.trim() || tracker.commanderId,
    morale: tracker.moraleState,
    npc: tracker.npc,
    influence: influenceOf(tracker),
    // AC-BA-1: every living unit of the army (the Killed are gone, AC-BA-6).
    army: roster.cards
      .filter((card) => card.pile !== 'killed')
      .map((card) => (card.retinue ? { unit: card.unit, retinue: true } : card.unit)),
    ...(commanderClass(classId) ? { power: { classId: commanderClass(classId)!.id } } : {}),
  };
}

/** The Battle's setup from the board's children, or what is missing, in a game master's words. */
export function readSetup(board: Element): { setup: BattleSetup } | { problem: string } {
  const trackers = [...board.querySelectorAll<MoraleTracker>('morale-tracker')];
  const rosters = [...board.querySelectorAll<ArmyRoster>('army-roster')];
  if (trackers.length !== 2)
    return { problem: `A Battle needs two commanders: put two <morale-tracker> inside, not ${trackers.length}.` };
  const sides = trackers.map((tracker) => {
    const roster = rosters.find((r) => sameName(r.commanderId, tracker.commanderId));
    return { tracker, roster };
  });
  const missing = sides.find((s) => !s.roster);
  if (missing)
    return {
      problem: `No <army-roster commander="${missing.tracker.commanderId}"> inside for ${missing.tracker.name}.`,
    };
  const [a, b] = sides as [
    { tracker: MoraleTracker; roster: ArmyRoster },
    { tracker: MoraleTracker; roster: ArmyRoster },
  ];
  return { setup: { commanders: [commander(a.tracker, a.roster), commander(b.tracker, b.roster)] } };
}
