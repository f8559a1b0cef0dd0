// Simulated Battle odds for a widget (the board before its Battle, a roster against another, what a purchase buys):
// worked out in a pool of Web Workers and filled in as they come, so that the page never freezes. Each worker plays
// its share of the Battles by number, each Battle with its own dice, so the figures for a seed are the same whatever
// the pool's size. Asked again when the armies change; the simulation under way is then dropped, the pool kept.
import type { ReactiveController, ReactiveElement } from 'lit';

import { type BattleOdds, type BattlePolicy, type BattleTally, oddsOfTallies } from '../../rules/battle/index.js';
import type { OddsCancel, OddsFrom, OddsMessage, OddsRequest } from './odds.worker.js';
import workerUrl from './odds.worker.js?worker&url';
import { redrawWhenFree } from './while-acting.js';

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
  /**
   * The pool, kept from one simulation to the next while the host is on the page: starting a worker costs a board's
   * click ~9 ms at 4× CPU throttling, and the live chance asks again after every step.
   */
  #workers: Worker[] = [];
  /** The number of the simulation under way (or last done): messages of an earlier one are out of date. */
  #run = 0;
  /** Each worker's counts so far in the simulation under way, by its place in the pool. */
  #tallies: (readonly BattleTally[])[] = [];
  /** How many workers of the simulation under way are still playing. */
  #working = 0;
  /** The setups and policy of the simulation under way, which its workers' counts are of. */
  #asking: { readonly setups: readonly OddsFrom[]; readonly policy: BattlePolicy } | null = null;
  /** Told once the figures asked last are all in. */
  #done: (() => void) | undefined;
  #asked = '';
  /** Whether the workers' counts since the host's last redraw are yet to be summed into `results` and drawn. */
  #due = false;
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
    return this.#working > 0;
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
    const run = ++this.#run;
    this.#asking = { setups, policy };
    this.#tallies = [];
    this.#working = size;
    for (let k = 0; k < size; k++) {
      const first = k * share;
      this.#worker(k).postMessage({
        run,
        setups,
        seed,
        policy,
        first,
        count: Math.min(share, battles - first),
      } satisfies OddsRequest);
    }
  }

  /** The pool's `k`th worker, started on first use. */
  #worker(k: number): Worker {
    const kept = this.#workers[k];
    if (kept) return kept;
    const worker = new Worker(workerScript() as string, { type: 'module' });
    worker.addEventListener('message', ({ data }: MessageEvent<OddsMessage>) => this.#heard(k, data));
    worker.addEventListener('error', () => {
      this.problem = 'The chances could not be worked out in this browser.';
      this.#end();
      this.#host.requestUpdate();
    });
    this.#workers[k] = worker;
    return worker;
  }

  /** A worker's counts so far (or its problem); those of an earlier simulation than the one under way are dropped. */
  #heard(k: number, data: OddsMessage) {
    if (data.run !== this.#run || !this.#asking) return;
    if ('problem' in data) this.problem = data.problem;
    else this.#tallies[k] = data.tallies;
    if (data.done && (--this.#working === 0 || 'problem' in data)) {
      this.#sum();
      this.stop(false);
      if (!this.problem) this.#done?.();
    }
    // Several workers' counts can come within one frame: they are summed and the host redrawn once, with all of them
    // (after the reader's act elsewhere is drawn, if there is one).
    if (this.#due) return;
    this.#due = true;
    redrawWhenFree(this.#host, () => {
      if (!this.#due) return; // the pool was ended meanwhile
      this.#sum();
      this.#host.requestUpdate();
    });
  }

  /** The figures so far, from the counts the workers of the run under way have sent (none yet: kept as they are). */
  #sum() {
    this.#due = false;
    const shares = this.#tallies.filter((t) => t !== undefined);
    if (!this.#asking || !shares.length) return;
    const { setups, policy } = this.#asking;
    this.results = setups.map((_, i) =>
      oddsOfTallies(
        shares.map((t) => t[i]!),
        policy,
      ),
    );
  }

  /** The same Battles simulated again by the other policy (random play instead of sensible play, or back). */
  switchPolicy() {
    this.policy = this.policy === 'greedy' ? 'random' : 'greedy';
    if (this.#last) this.ask(...this.#last);
    this.#host.requestUpdate();
  }

  /**
   * Ends the simulation under way, its workers kept for the next one (each drops it at its next round of Battles);
   * `forget` also drops its figures.
   */
  stop(forget = true) {
    if (this.running) {
      const cancel = ++this.#run;
      for (const worker of this.#workers) worker.postMessage({ run: cancel } satisfies OddsCancel);
    }
    this.#working = 0;
    this.#asking = null;
    if (forget) {
      this.#asked = '';
      this.results = [];
    }
  }

  /** Ends the simulation under way and the pool's workers; `forget` also drops its figures. */
  #end(forget = false) {
    this.stop(forget);
    for (const worker of this.#workers) worker.terminate();
    this.#workers = [];
    this.#due = false;
  }

  hostDisconnected() {
    this.#end(true);
  }
}
