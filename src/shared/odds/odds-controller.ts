// Simulated Battle odds for a widget (the board before its Battle, a roster against another, what a purchase buys):
// worked out in a pool of Web Workers and filled in as they come, so that the page never freezes. Each worker plays
// its share of the Battles by number, each Battle with its own dice, so the figures for a seed are the same whatever
// the pool's size. Asked again when the armies change; the simulation under way is then ended.
import type { ReactiveController, ReactiveElement } from 'lit';

import { type BattleOdds, type BattlePolicy, type BattleTally, oddsOfTallies } from '../../rules/battle/index.js';
import type { OddsFrom, OddsMessage, OddsRequest } from './odds.worker.js';
import workerUrl from './odds.worker.js?worker&url';

interface TrustedTypes {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

let trustedWorkerUrl: unknown;

/**
 * The worker's URL. Under Trusted Types (`require-trusted-types-for 'script'`) a worker may only start from a URL a
 * policy made: the `army-combat` policy passes the odds' own worker and nothing else.
 */
function workerScript(): unknown {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypes }).trustedTypes;
  if (!trustedTypes) return workerUrl;
  trustedWorkerUrl ??= trustedTypes
    .createPolicy('army-combat', {
      createScriptURL: (url) => {
        if (url !== workerUrl) throw new TypeError(`${url} is not the Battle odds' worker`);
        return url;
      },
    })
    .createScriptURL(workerUrl);
  return trustedWorkerUrl;
}

export class OddsController implements ReactiveController {
  /** The figures so far of each setup asked, in order (empty until the first run is done). */
  results: readonly BattleOdds[] = [];
  problem = '';
  /** How many Battles of each setup the simulation under way (or last done) plays. */
  battles = 0;
  /** How the simulated commanders play: sensibly (`greedy`, the default) or at random, as the reader chose. */
  policy: BattlePolicy = 'greedy';
  /** What was asked last, to ask it again by the other policy. */
  #last: Parameters<OddsController['ask']> | null = null;
  #workers: Worker[] = [];
  /** Told once the figures asked last are all in. */
  #done: (() => void) | undefined;
  #asked = '';
  readonly #host: ReactiveElement;

  constructor(host: ReactiveElement) {
    this.#host = host;
    host.addController(this);
  }

  /** The figures of the first setup asked. */
  get odds(): BattleOdds | null {
    return this.results[0] ?? null;
  }

  /** Whether the simulation asked last is still under way. */
  get running(): boolean {
    return this.#workers.length > 0;
  }

  /**
   * Simulates `battles` Battles of each setup (or running Battle), played by `policy` (nothing when the same was asked
   * last); `seed` makes the figures repeatable; `done` is called once they are all in.
   */
  ask(setups: readonly OddsFrom[], seed: string, battles: number, done?: () => void) {
    const policy = this.policy;
    const asked = JSON.stringify([setups, seed, battles, policy]);
    this.#done = done;
    if (asked === this.#asked) {
      if (!this.running && !this.problem) done?.(); // the same figures, all in already
      return;
    }
    this.stop();
    this.#asked = asked;
    this.#last = [setups, seed, battles, done];
    this.problem = '';
    this.battles = battles;
    // Up to one worker a core, leaving one for the page, at most 4; never more workers than runs of Battles.
    const cores = globalThis.navigator?.hardwareConcurrency ?? 2;
    const size = Math.max(1, Math.min(4, cores - 1, Math.ceil(battles / 1000)));
    const share = Math.ceil(battles / size);
    const tallies: (readonly BattleTally[])[] = [];
    let working = size;
    for (let k = 0; k < size; k++) {
      const worker = new Worker(workerScript() as string, { type: 'module' });
      worker.addEventListener('message', ({ data }: MessageEvent<OddsMessage>) => {
        if (!this.#workers.includes(worker)) return; // a message posted before the worker was ended: out of date
        if ('problem' in data) this.problem = data.problem;
        else {
          tallies[k] = data.tallies;
          const shares = tallies.filter((t) => t !== undefined);
          this.results = setups.map((_, i) =>
            oddsOfTallies(
              shares.map((t) => t[i]!),
              policy,
            ),
          );
        }
        if (data.done && (--working === 0 || 'problem' in data)) {
          this.stop(false);
          if (!this.problem) this.#done?.();
        }
        this.#host.requestUpdate();
      });
      worker.addEventListener('error', () => {
        this.problem = 'The chances could not be worked out in this browser.';
        this.stop(false);
        this.#host.requestUpdate();
      });
      const first = k * share;
      worker.postMessage({
        setups,
        seed,
        policy,
        first,
        count: Math.min(share, battles - first),
      } satisfies OddsRequest);
      this.#workers.push(worker);
    }
  }

  /** The same Battles simulated again by the other policy (random play instead of sensible play, or back). */
  switchPolicy() {
    this.policy = this.policy === 'greedy' ? 'random' : 'greedy';
    if (this.#last) this.ask(...this.#last);
    this.#host.requestUpdate();
  }

  /** Ends the simulation under way; `forget` also drops its figures. */
  stop(forget = true) {
    for (const worker of this.#workers) worker.terminate();
    this.#workers = [];
    if (forget) {
      this.#asked = '';
      this.results = [];
    }
  }

  hostDisconnected() {
    this.stop();
  }
}
