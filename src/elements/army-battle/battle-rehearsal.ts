// A page's first "Start the Battle" and first Skirmish rolled are its first runs of the Battle's code and of its view's
// templates: compiling that code, making the templates (the roll card's too) and loading the language's list formatter
// took most of those clicks. In idle time after the board's frame, the Battle as it would start is drawn once off the
// page and dropped, then played on to its first Skirmish, drawn with its roll card and dropped. Each step is an idle
// task of its own, so that a click anywhere on the page (a resolver's Roll just after it hydrated) waits for one step
// at most (the list formatter's locale data, the longest: 11–108 ms at 4× CPU slowdown), not for all of them.
// The board is not touched: nothing is kept, saved, told or shown.
import { render } from 'lit';

import { battleLog, type BattleState, legalActions, startBattle } from '../../rules/battle/index.js';
import { seededD6 } from '../../rules/core/index.js';
import { afterFrame } from '../../shared/after-first-frame.js';
import { formatList, inLanguage } from '../../shared/localize.js';
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
  let record: BattleRecord;
  let states: BattleState[];
  const draw = (view: unknown) => render(view, document.createElement('div'), { host });
  /** The steps in order, one idle task each; a step that returns false ends the rehearsal. */
  const steps: (() => unknown)[] = [
    () => {
      const read = readSetup(host);
      if (rehearsed || 'problem' in read) return false; // armies not ready: the click says why, nothing to prepare
      rehearsed = true;
      record = { setup: read.setup, sides: read.sides, steps: [] };
      states = [startBattle(read.setup)];
      battleForWidgets(states[0]!, record, () => undefined);
      return true;
    },
    () => formatList([], 'unit'), // the piles' lists: the first formatter of a language loads its locale data
    () => draw(session.render(states[0]!, record)),
    () => {
      const d6 = seededD6('rehearsal');
      for (let step = 0; step < STEPS && !battleLog(states.at(-1)!).some(({ kind }) => kind === 'skirmish'); step++) {
        const [action] = legalActions(states.at(-1)!);
        const taken = action && takeStep(record, states.at(-1)!, action, d6);
        if (!taken || !('state' in taken)) break;
        record = taken.record;
        states.push(taken.state);
      }
    },
    () => {
      const rolls = new BattleRolls(); // the roll card, as "Just now" shows it
      rolls.set(record, states);
      draw([session.render(states.at(-1)!, record), rolls.renderLatest('card')]);
    },
  ];
  const step = () => {
    if (session.battle || !host.isConnected) return;
    const more = inLanguage(host.languages.language, () => {
      try {
        return steps.shift()!() !== false;
      } catch {
        return false; // a setup the rules refuse: "Start the Battle" says why
      }
    });
    if (more && steps.length) afterFrame(step);
  };
  afterFrame(step);
}
