// Battle odds off the page's main thread, one worker of a pool: its share of each setup's Battles (numbers `first` to
// `first + count − 1`, each with its own dice), in runs of 250 taken in turn, its counts posted after each round so
// that a widget fills the figures in as they come. Each request has a number; a later one (another request, or a
// cancel) ends the run under way at its next round, so that a widget keeps its workers from one simulation to the next.
import {
  battleOddsRunner,
  type BattlePolicy,
  type BattleSetup,
  type BattleState,
  type BattleTally,
  type Opening,
  openingOddsRunner,
} from '../../rules/odds.js';

/** What a simulation plays from: a setup (the Battle from its start), or a running Battle after an opening. */
export type OddsFrom = BattleSetup | { readonly state: BattleState; readonly opening: Opening };

export interface OddsRequest {
  /** The request's number, higher than any before it: its messages carry it. */
  readonly run: number;
  /**
   * One Battle (the board, a roster against another) or several to compare (what each purchase would make, each
   * action a commander may take now).
   */
  readonly setups: readonly OddsFrom[];
  /** The same seed for every setup: the same dice make their differences less noisy. */
  readonly seed: string;
  readonly policy: BattlePolicy;
  /** This worker's share: Battles number `first` on, `count` of them, of each setup. */
  readonly first: number;
  readonly count: number;
}

/** Ends the run under way: `run` is higher than its number. */
export interface OddsCancel {
  readonly run: number;
}

export type OddsMessage = { readonly run: number } & (
  | { readonly tallies: readonly BattleTally[]; readonly done: boolean }
  | { readonly problem: string; readonly done: true }
);

const RUN = 250;
const scope = self as unknown as { postMessage(message: OddsMessage): void };

/** The number of the latest request or cancel: a run with another number stops. */
let latest = 0;

addEventListener('message', (event: MessageEvent<OddsRequest | OddsCancel>) => {
  latest = event.data.run;
  if (!('setups' in event.data)) return; // a cancel
  const { run, setups, seed, policy, first, count } = event.data;
  let runners: ReturnType<typeof battleOddsRunner>[];
  try {
    runners = setups.map((from) =>
      'state' in from
        ? openingOddsRunner(from.state, from.opening, { seed, policy, first })
        : battleOddsRunner(from, { seed, policy, first }),
    );
  } catch (error) {
    scope.postMessage({ run, problem: (error as Error).message, done: true });
    return;
  }
  const round = () => {
    if (run !== latest) return; // asked again, or cancelled
    for (const runner of runners) runner.run(Math.min(RUN, count - runner.played));
    const done = runners.every((runner) => runner.played >= count);
    scope.postMessage({ run, tallies: runners.map((runner) => runner.tally()), done });
    if (!done) setTimeout(round, 0);
  };
  round();
});
