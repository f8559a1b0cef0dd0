// How <morale-tracker> follows the Battle of its commander as other widgets see it, one way only: it starts and ends
// its own Battle, never theirs (no loops). What that changes is tracker-change.ts's `follow`.
import type { HeardSkirmish, HeardUnopposed, RosterChangeDetail } from '../../events/index.js';
import { sameName } from '../../rules/core/index.js';
import type { Cause } from './tracker-change.js';
import type { TrackerRecord } from './tracker-record.js';

export class BattleFollower {
  /** Whether the roster of this commander was in a Battle when it last spoke; undefined until it is heard. */
  #rosterBattle: boolean | null | undefined = undefined;
  readonly #record: TrackerRecord;
  readonly #commander: () => string;
  readonly #baseMorale: () => number;

  constructor(record: TrackerRecord, commander: () => string, baseMorale: () => number) {
    this.#record = record;
    this.#commander = commander;
    this.#baseMorale = baseMorale;
  }

  /** Another commander, or off the page: their roster is heard anew. */
  forgetRoster() {
    this.#rosterBattle = undefined;
  }

  /** The roster of this commander spoke. First heard: it is told the Morale spent on upkeep today; then followed. */
  roster(roster: RosterChangeDetail) {
    const before = this.#rosterBattle;
    const now = roster.inBattle ?? null;
    this.#rosterBattle = now;
    if (before === undefined) this.#record.sendUpkeep(true);
    else if (now !== null && before !== null && now !== before) this.#follow(now, { roster: roster.name.trim() });
  }

  /** AC-BA-1: a resolved Skirmish or Unopposed attack of this commander means a Battle is on (not after a Rout). */
  skirmish(detail: HeardSkirmish | HeardUnopposed) {
    const sides = [detail.offense.commander, detail.defense.commander];
    if (sides.some((commander) => sameName(commander, this.#commander()))) this.#follow(true, null);
  }

  /**
   * Starts or ends the Battle as another widget says, once what changes Morale has loaded, from the state then (a
   * Skirmish does not start one after a Rout).
   */
  #follow(inBattle: boolean, cause: Cause) {
    this.#record.change((changes) => {
      if (!cause && this.#record.tracker.morale.routed) return;
      changes.follow(this.#record, inBattle, cause, this.#baseMorale());
    });
  }
}
