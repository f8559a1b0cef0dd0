// A page's first "Start the Battle" and first Skirmish rolled are its first runs of the Battle's code and of its view's
// templates: compiling that code, making the templates (the roll card's too) and loading the language's list formatter
// took most of those clicks. In idle time after the board's frame, the Battle as it would start is drawn once off the
// page and dropped; in a second idle task it is played on to its first Skirmish, drawn with its roll card and dropped.
// The board is not touched: nothing is kept, saved, told or shown.
import { render } from 'lit';

import { battleLog, type BattleState, legalActions, startBattle } from '../../rules/battle/index.js';
import { seededD6 } from '../../rules/core/index.js';
import { afterFrame } from '../../shared/after-first-frame.js';
import { inLanguage } from '../../shared/localize.js';
import { type BattleRecord, takeStep } from './battle-record.js';
import { BattleRolls } from './battle-rolls.js';
import type { BoardHost } from './battle-session.js';
import { readSetup } from './battle-setup.js';
import { battleForWidgets } from './battle-tell.js';

/** Once a page: what it prepares (compiled code, made templates) serves every board. */
let rehearsed = false;

/** What the rehearsal reads of the board's session: whether its Battle is on, and its view of a given Battle. */
interface Rehearsed {
  readonly battle: BattleState | null;
  render(battle: BattleState, record: BattleRecord): unknown;
}

/** Enough steps for any opening to reach its first Skirmish (the roll-off, its ties, the choice, Offense, Defense). */
const STEPS = 12;

/**
 * After the board's next frame, in idle time, unless its Battle is on by then: the session's view is rendered into a
 * detached element with the Battle its armies would start, then with that Battle at its first Skirmish resolved.
 */
export function rehearseStart(host: BoardHost, session: Rehearsed) {
  const idle = (rehearse: () => void) =>
    afterFrame(() => {
      if (session.battle || !host.isConnected) return;
      inLanguage(host.languages.language, () => {
        try {
          rehearse();
        } catch {
          // a setup the rules refuse: "Start the Battle" says why
        }
      });
    });
  idle(() => {
    const read = readSetup(host);
    if (rehearsed || 'problem' in read) return; // armies not ready: the click says why, there is nothing to prepare
    rehearsed = true;
    const record: BattleRecord = { setup: read.setup, sides: read.sides, steps: [] };
    const start = startBattle(read.setup);
    battleForWidgets(start, record, () => undefined);
    render(session.render(start, record), document.createElement('div'), { host });
    idle(() => {
      const d6 = seededD6('rehearsal');
      const states = [start];
      let played = record;
      for (let step = 0; step < STEPS && !battleLog(states.at(-1)!).some(({ kind }) => kind === 'skirmish'); step++) {
        const [action] = legalActions(states.at(-1)!);
        const taken = action && takeStep(played, states.at(-1)!, action, d6);
        if (!taken || !('state' in taken)) break;
        played = taken.record;
        states.push(taken.state);
      }
      const rolls = new BattleRolls(); // the roll card, as "Just now" shows it
      rolls.set(played, states);
      render([session.render(states.at(-1)!, played), rolls.renderLatest()], document.createElement('div'), { host });
    });
  });
}
