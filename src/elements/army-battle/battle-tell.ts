// What a board's Battle tells outside its own view: the widgets inside (through `battleContext`) and the page (the
// `army-battle-end` event).
import { BattleChangeEvent, BattleEndEvent } from '../../events/index.js';
import {
  actionPhrase,
  afterBattle,
  type BattleAction,
  type BattleState,
  describeAction,
  legalActions,
  skirmishNow,
} from '../../rules/battle/index.js';
import { totalMorale } from '../../rules/morale/index.js';
import { tableView } from '../../rules/table/index.js';
import { frameDrawn } from '../../shared/after-first-frame.js';
import type { BattleBoard } from '../../shared/battle-context.js';
import type { BattleRecord } from './battle-record.js';

/** What the board's live region tells aloud as it happens: a new Phase, a Rout, the end. */
export const TOLD_ALOUD = new Set(['phase', 'routed', 'winner', 'roll-off', 'end']);

/** The Battle each board has yet to tell its folded widgets. */
const pending = new WeakMap<object, { battle: BattleBoard | undefined }>();

/**
 * The widgets inside follow a step: at once while they are shown; folded under "Commanders and armies" (during the
 * Battle), once the step's frame is drawn, so that the click's frame does not wait for every roster and tracker.
 * Without a Battle to tell: the one still pending, if any (the armies were just opened).
 */
export function tellWidgets(
  board: { readonly armiesOpen: boolean; widgetsTold?: Promise<unknown> },
  provider: { setValue(value: BattleBoard | undefined): void },
  told: { battle: BattleBoard | undefined } | undefined = pending.get(provider),
) {
  if (!told) return;
  pending.set(provider, told);
  const tell = () => pending.get(provider) === told && (pending.delete(provider), provider.setValue(told.battle));
  if (board.armiesOpen) tell();
  else board.widgetsTold = frameDrawn().then(tell); // the board's updates wait for it (see its getUpdateComplete)
}

/**
 * The Battle as the widgets inside follow it (their piles, Morale, the Skirmish's odds, the cards they may play), or
 * nothing once it is not theirs: applied, the result is the widgets' own again (AC-BA-6).
 */
export function battleForWidgets(
  battle: BattleState | null,
  record: BattleRecord | null,
  act: (action: BattleAction) => void,
): BattleBoard | undefined {
  if (!battle || !record || record.applied || record.own) return undefined;
  return {
    state: tableView(battle), // R17: the Offense card stays face down until the Defense is chosen
    sides: record.sides,
    actions: legalActions(battle).map((action) => ({
      action,
      label: describeAction(battle, action),
      phrase: actionPhrase(battle, action),
    })),
    skirmish: skirmishNow(battle),
    act,
  };
}

/**
 * `army-battle-change`, once a step is shown (taken, undone, loaded or changed in another tab), unless `told` (what the
 * last call returned) says it was told already. Returns what to pass next time.
 */
export function tellStep(host: EventTarget, battle: BattleState | null, steps = 0, told = '') {
  const now = battle && `${steps}:${battle.step}`;
  if (!now || now === told) return told;
  host.dispatchEvent(
    new BattleChangeEvent({ phase: battle.phase, offense: battle.commanders[battle.turn].name, step: battle.step }),
  );
  return now;
}

/** `army-battle-end`, once the Battle ended: the winner, why, and each commander's Kills and Morale by name. */
export function tellEnd(host: EventTarget, battle: BattleState) {
  const outcome = afterBattle(battle);
  if (!outcome) return;
  const byName = <T>(value: (seat: 0 | 1) => T) =>
    Object.fromEntries(battle.commanders.map((c, seat) => [c.name, value(seat as 0 | 1)]));
  host.dispatchEvent(
    new BattleEndEvent({
      winner: battle.commanders[outcome.winner].name,
      reason: outcome.end.text,
      kills: byName((seat) => outcome.armies[seat].kills),
      morale: byName((seat) => totalMorale(outcome.armies[seat].morale)),
    }),
  );
}
