// The two sides of a Battle, read from the widgets inside the board: each `<morale-tracker>` is a commander, and the
// `<army-roster>` whose `commander` matches the tracker's name (case-insensitively) is that commander's army.
import { msg, str } from '@lit/localize';

import type { BattleSetup, CommanderSetup } from '../../rules/battle/index.js';
import { sameName } from '../../rules/core/index.js';
import { leaveBattle, type MoraleState, totalMorale } from '../../rules/morale/index.js';
import { commanderClass } from '../../rules/powers/index.js';
import { battleArmy, livingCards } from '../../shared/battle-army.js';
import type { BattleSide } from '../../shared/battle-context.js';
import { formatNumber } from '../../shared/localize.js';
import type { ArmyRoster } from '../army-roster/army-roster.js';
import type { MoraleTracker } from '../morale-tracker/morale-tracker.js';
import type { BoardArmies } from './battle-record.js';

/** A whole number of Influence written on a tracker (AC-SK-8); none when missing or unreadable. */
const influenceOf = (tracker: Element) => {
  const text = tracker.getAttribute('influence')?.trim() ?? '';
  return /^\d{1,3}$/.test(text) ? Number(text) : 0;
};

/** The Day's Morale, out of any Battle the tracker was following on its own: the board's Battle starts it again. */
function outOfBattle(morale: MoraleState): MoraleState {
  const left = leaveBattle(morale);
  return left.ok ? left.state : morale;
}

function commander(tracker: MoraleTracker, roster: ArmyRoster): { setup: CommanderSetup; side: BattleSide } {
  const classId = tracker.getAttribute('commander-class')?.trim().toLowerCase() ?? '';
  const cards = livingCards(roster.cards);
  const name = tracker.name.trim() || tracker.commanderId;
  return {
    setup: {
      name,
      morale: outOfBattle(tracker.moraleState),
      npc: tracker.npc,
      influence: influenceOf(tracker),
      army: battleArmy(cards),
      ...(commanderClass(classId) ? { power: { classId: commanderClass(classId)!.id } } : {}),
    },
    side: { commander: tracker.commanderId, roster: roster.rosterId, cards: cards.map((card) => card.id) },
  };
}

/**
 * The Battle's setup from the board's children, or what is missing, in a game master's words. The first turn is
 * rolled for (R11) and a commander with nothing to play is Unable by themselves (R3). `emptyArmy`: an army with no
 * living unit is no problem (a Battle applied may have cost it all of them).
 */
export function readSetup(
  board: Element,
  emptyArmy = false,
): { setup: BattleSetup; sides: readonly [BattleSide, BattleSide] } | { problem: string } {
  const trackers = [...board.querySelectorAll<MoraleTracker>('morale-tracker')];
  const rosters = [...board.querySelectorAll<ArmyRoster>('army-roster')];
  // The tags go in as values: lit-localize would show a `<` written in a translated string as `&lt;` (lit/lit#5012).
  if (trackers.length !== 2)
    return {
      problem: msg(
        str`A Battle needs two commanders: put two ${'<morale-tracker>'} inside, not ${formatNumber(trackers.length)}.`,
      ),
    };
  const sides = trackers.map((tracker) => {
    const roster = rosters.find((r) => sameName(r.commanderId, tracker.commanderId));
    return { tracker, roster };
  });
  const missing = sides.find((s) => !s.roster);
  if (missing)
    return {
      problem: msg(
        str`No ${`<army-roster commander="${missing.tracker.commanderId}">`} inside for ${missing.tracker.name}.`,
      ),
    };
  const empty = sides.find((s) => !livingCards(s.roster!.cards).length);
  if (empty && !emptyArmy)
    return { problem: msg(str`The army of ${empty.tracker.name} has no living units: add some to its roster.`) };
  const [a, b] = sides.map((s) => commander(s.tracker, s.roster!)) as [
    ReturnType<typeof commander>,
    ReturnType<typeof commander>,
  ];
  return {
    setup: { commanders: [a.setup, b.setup], chooser: 'roll', autoUnable: true },
    sides: [a.side, b.side],
  };
}

/**
 * What the board says before a Battle that would end as it starts: each commander at 0 Morale is Routed at once and
 * loses it (AC-MO-2), as after a Rout applied, until Morale is bought (AC-MO-5) or refreshed (AC-MO-8).
 */
export const routedAtStart = (setup: BattleSetup) =>
  setup.commanders
    .filter((c) => typeof c.morale !== 'number' && totalMorale(c.morale) === 0)
    .map((c) => msg(str`${c.name} has 0 Morale: a Battle now ends as it starts, ${c.name} Routed (AC-MO-2).`));

/**
 * The armies inside the board as a Battle record is checked against them (`misfit`), or what is missing; `applied`:
 * the record's result is in the armies already, which may have lost every unit to it.
 */
export function boardArmies(board: Element, applied = false): BoardArmies | { problem: string } {
  const read = readSetup(board, applied);
  if ('problem' in read) return read;
  const rosters = [...board.querySelectorAll<ArmyRoster>('army-roster')];
  return { ...read, cardsOf: (id) => rosters.find((roster) => roster.rosterId === id)?.cards ?? [] };
}
