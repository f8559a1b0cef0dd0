// What <army-roster> hears of the other widgets on the page. A request to announce its cards is answered at once;
// what moves its cards after their results (a Skirmish, a Rout, a recruit…) is code its first frame has no need of, so
// it loads after that frame, with those events' validators, or at once when such an event comes first.
import { readRosterRequest } from '../../events/index.js';
import { lazyModule } from '../../shared/lazy-panel.js';
import { heard, type Host, PageEventsController } from '../../shared/page-events.js';
import type { RosterListener } from './roster-skirmish.js';

const followModule = lazyModule(() => import('./roster-skirmish.js'));

/** Follows the page's events for `host`; the controller returned has `pending` while results wait for their code. */
export function rosterHeard(host: Host, announce: () => void, listener: RosterListener) {
  new PageEventsController(host, { 'army-roster-request': heard(readRosterRequest, announce) });
  return new PageEventsController(host, {
    types: [
      'army-skirmish-resolved',
      'army-unopposed-resolved',
      'army-kill-prevented',
      'army-skirmish-undone',
      'army-rout-rolled',
      'army-unit-recruit',
      'army-upkeep-morale',
    ],
    lazy: followModule,
    what: "what other widgets' results do to its cards",
    make: (module) => module.rosterEvents(listener),
  });
}
