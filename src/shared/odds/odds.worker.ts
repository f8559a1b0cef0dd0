// Battle odds off the page's main thread, one worker of a pool: its share of each setup's Battles (numbers `first` to
// `first + count − 1`, each with its own dice), in runs of 250 taken in turn, its counts posted after each round so
// that a widget fills the figures in as they come. A widget cancels by ending the worker.
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

export type OddsMessage =
  | { readonly tallies: readonly BattleTally[]; readonly done: boolean }
  | { readonly problem: string; readonly done: true };

const RUN = 250;
const scope = self as unknown as { postMessage(message: OddsMessage): void };

addEventListener('message', (event: MessageEvent<OddsRequest>) => {
  const { setups, seed, policy, first, count } = event.data;
  let runners: ReturnType<typeof battleOddsRunner>[];
  try {
    runners = setups.map((from) =>
      'state' in from
        ? openingOddsRunner(from.state, from.opening, { seed, policy, first })
        : battleOddsRunner(from, { seed, policy, first }),
    );
  } catch (error) {
    scope.postMessage({ problem: (error as Error).message, done: true });
    return;
  }
  const run = () => {
    for (const runner of runners) runner.run(Math.min(RUN, count - runner.played));
    const done = runners.every((runner) => runner.played >= count);
    scope.postMessage({ tallies: runners.map((runner) => runner.tally()), done });
    if (!done) setTimeout(run, 0);
  };
  run();
});
