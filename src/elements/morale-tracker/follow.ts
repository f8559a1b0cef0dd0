// How <morale-tracker> follows the Battle of its commander as other widgets see it, one way only: it starts and ends
// its own Battle, never theirs (no loops).
import type { HeardSkirmish, HeardUnopposed, RosterChangeDetail } from '../../events/index.js';
import { sameName } from '../../rules/core/index.js';
import { enterBattle, leaveBattle } from '../../rules/morale/index.js';
import type { TrackerRecord } from './tracker-record.js';
import type { LogNote } from './tracker-state.js';

/** Why another widget started or ended the tracker's Battle: a Skirmish of its commander (null), or its roster. */
export type Cause = { readonly roster: string } | null;

/**
 * The notes of a Battle started or ended because of another widget: the first one also says why, with the tracker's
 * own key (log-notes.ts says it in the tracker's language).
 */
export function becauseOf(notes: readonly LogNote[], cause: Cause): LogNote[] {
  const [first, ...more] = notes;
  if (!first) return [];
  const roster = cause?.roster || 'the army';
  const because: LogNote = cause
    ? {
        rule: first.rule,
        text: `${first.text} on the roster of ${roster}`,
        key: first.key === 'battleEnded' ? 'endedOnRoster' : 'startedOnRoster',
        values: { roster: cause.roster },
      }
    : { rule: first.rule, text: `${first.text}: Skirmishes happen only in a Battle`, key: 'bySkirmish' };
  return [because, ...more];
}

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
    if (!sides.some((commander) => sameName(commander, this.#commander()))) return;
    if (!this.#record.tracker.morale.routed) this.#follow(true, null);
  }

  /** Starts or ends the Battle as another widget says, logged with why; nothing when already so. */
  #follow(inBattle: boolean, cause: Cause) {
    const morale = this.#record.tracker.morale;
    if (morale.inBattle === inBattle) return;
    const result = inBattle ? enterBattle(morale, { baseMorale: this.#baseMorale() }) : leaveBattle(morale);
    if (!result.ok || !result.notes.length) return;
    this.#record.record({ morale: result.state }, becauseOf(result.notes, cause));
  }
}
