// Battle odds off the page's main thread: Battles in runs of 250, the figures posted after each run so that the
// board fills them in as they come. The board cancels by ending the worker.
import { type BattleOdds, battleOddsRunner, type BattleSetup } from '../../rules/odds.js';

export interface OddsRequest {
  readonly setup: BattleSetup;
  readonly battles: number;
  readonly seed: string;
}

export type OddsMessage =
  { readonly odds: BattleOdds; readonly done: boolean } | { readonly problem: string; readonly done: true };

const RUN = 250;
const scope = self as unknown as { postMessage(message: OddsMessage): void };

addEventListener('message', (event: MessageEvent<OddsRequest>) => {
  const { setup, battles, seed } = event.data;
  let runner: ReturnType<typeof battleOddsRunner>;
  try {
    runner = battleOddsRunner(setup, { seed });
  } catch (error) {
    scope.postMessage({ problem: (error as Error).message, done: true });
    return;
  }
  const run = () => {
    runner.run(Math.min(RUN, battles - runner.played));
    const done = runner.played >= battles;
    scope.postMessage({ odds: runner.result(), done });
    if (!done) setTimeout(run, 0);
  };
  run();
});
