// Battle odds off the page's main thread: each setup's Battles in runs of 250, taken in turn, the figures posted
// after each round so that a widget fills them in as they come. A widget cancels by ending the worker.
import { type BattleOdds, battleOddsRunner, type BattleSetup } from '../../rules/odds.js';

export interface OddsRequest {
  /** One Battle (the board, a roster against another) or several to compare (what each purchase would make). */
  readonly setups: readonly BattleSetup[];
  /** Battles for each setup. */
  readonly battles: number;
  /** The same seed for every setup: the same dice make their differences less noisy. */
  readonly seed: string;
}

export type OddsMessage =
  { readonly odds: readonly BattleOdds[]; readonly done: boolean } | { readonly problem: string; readonly done: true };

const RUN = 250;
const scope = self as unknown as { postMessage(message: OddsMessage): void };

addEventListener('message', (event: MessageEvent<OddsRequest>) => {
  const { setups, battles, seed } = event.data;
  let runners: ReturnType<typeof battleOddsRunner>[];
  try {
    runners = setups.map((setup) => battleOddsRunner(setup, { seed }));
  } catch (error) {
    scope.postMessage({ problem: (error as Error).message, done: true });
    return;
  }
  const run = () => {
    for (const runner of runners) runner.run(Math.min(RUN, battles - runner.played));
    const done = runners.every((runner) => runner.played >= battles);
    scope.postMessage({ odds: runners.map((runner) => runner.result()), done });
    if (!done) setTimeout(run, 0);
  };
  run();
});
