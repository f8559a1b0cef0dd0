// Simulated Battle odds for a widget (the board before its Battle, a roster against another, what a purchase buys):
// worked out in a Web Worker and filled in as they come, so that the page never freezes. Asked again when the
// armies change; the simulation under way is then ended.
import type { ReactiveController, ReactiveElement } from 'lit';

import type { BattleOdds, BattleSetup } from '../../rules/battle/index.js';
import type { OddsMessage, OddsRequest } from './odds.worker.js';
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
  #worker: Worker | null = null;
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
    return this.#worker !== null;
  }

  /**
   * Simulates `battles` Battles of each setup (nothing when the same was asked last); `seed` makes the figures
   * repeatable.
   */
  ask(setups: readonly BattleSetup[], seed: string, battles: number) {
    const asked = JSON.stringify([setups, seed, battles]);
    if (asked === this.#asked) return;
    this.stop();
    this.#asked = asked;
    this.problem = '';
    this.battles = battles;
    const worker = new Worker(workerScript() as string, { type: 'module' });
    worker.addEventListener('message', ({ data }: MessageEvent<OddsMessage>) => {
      if ('problem' in data) this.problem = data.problem;
      else this.results = data.odds;
      if (data.done) this.stop(false);
      this.#host.requestUpdate();
    });
    worker.addEventListener('error', () => {
      this.problem = 'The chances could not be worked out in this browser.';
      this.stop(false);
      this.#host.requestUpdate();
    });
    worker.postMessage({ setups, battles, seed } satisfies OddsRequest);
    this.#worker = worker;
  }

  /** Ends the simulation under way; `forget` also drops its figures. */
  stop(forget = true) {
    this.#worker?.terminate();
    this.#worker = null;
    if (forget) {
      this.#asked = '';
      this.results = [];
    }
  }

  hostDisconnected() {
    this.stop();
  }
}
