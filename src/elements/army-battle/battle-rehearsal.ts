// "Start the Battle" is a page's first run of the Battle's code and of its view's templates: compiling that code,
// making the templates and loading the language's list formatter took most of the click. In idle time after the board's
// frame, the Battle as it would start is drawn once off the page and dropped, so that the click's frame waits for the
// step only. The board is not touched: nothing is kept, saved, told or shown.
import { render } from 'lit';

import { type BattleState, startBattle } from '../../rules/battle/index.js';
import { afterFrame } from '../../shared/after-first-frame.js';
import { inLanguage } from '../../shared/localize.js';
import type { BattleRecord } from './battle-record.js';
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

/**
 * After the board's next frame, in idle time, unless its Battle is on by then: the session's view is rendered into a
 * detached element with the Battle its armies would start, then dropped.
 */
export function rehearseStart(host: BoardHost, session: Rehearsed) {
  afterFrame(() => {
    if (rehearsed || session.battle || !host.isConnected) return;
    const read = readSetup(host);
    if ('problem' in read) return; // the armies are not ready: the click says why, there is nothing to prepare
    rehearsed = true;
    const record: BattleRecord = { setup: read.setup, sides: read.sides, steps: [] };
    inLanguage(host.languages.language, () => {
      try {
        const battle = startBattle(read.setup);
        battleForWidgets(battle, record, () => undefined);
        render(session.render(battle, record), document.createElement('div'), { host });
      } catch {
        // a setup the rules refuse: "Start the Battle" says why
      }
    });
  });
}
