// What <army-roster> hears of the other widgets on the page. A request to announce its cards and the Morale its
// tracker spent on upkeep (sent as the tracker first hears the roster, while the page draws) are taken at once; what
// moves its cards after other widgets' results (a Skirmish, a Rout, a recruit…) is code its first frame has no need
// of, so it loads after that frame, with those events' validators, or at once when such an event comes first.
import { type HeardUpkeepMorale, readRosterRequest, readUpkeepMorale } from '../../events/index.js';
import { lazyModule } from '../../shared/lazy-panel.js';
import { heard, type Host, PageEventsController } from '../../shared/page-events.js';
import { changeModule } from './roster-record.js';
import type { RosterListener } from './roster-skirmish.js';

/**
 * With the steps they make: a card another widget's result moves is committed, and announced, as its event is handled,
 * in the page's order (see PageEventsController).
 */
const followModule = lazyModule(() =>
  Promise.all([import('./roster-skirmish.js'), changeModule.load()]).then(([module]) => module),
);

/** What the roster does at once with what it hears. */
export interface RosterAnswers {
  readonly announce: () => void;
  /** Morale this commander spent on upkeep today (AC-EC-2). */
  readonly upkeep: (detail: HeardUpkeepMorale) => void;
}

/** Follows the page's events for `host`. */
export function rosterHeard(host: Host, listener: RosterListener & RosterAnswers) {
  new PageEventsController(host, { 'army-roster-request': heard(readRosterRequest, listener.announce) });
  const upkeep = heard(readUpkeepMorale, (d) => listener.record.speak(() => listener.upkeep(d)));
  new PageEventsController(host, { 'army-upkeep-morale': upkeep }, { commander: () => listener.owner().commander });
  new PageEventsController(host, {
    types: [
      'army-skirmish-resolved',
      'army-unopposed-resolved',
      'army-kill-prevented',
      'army-skirmish-undone',
      'army-rout-rolled',
      'army-unit-recruit',
    ],
    lazy: followModule,
    make: (module) => module.rosterEvents(listener),
  });
}
