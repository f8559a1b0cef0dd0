// Before the Battle: each commander's chance to win, simulated in a Web Worker and filled in as it runs (issue: the
// page never freezes). Restarted when the armies or the commanders change; ended when the Battle starts.
import { html, nothing, type ReactiveController, type ReactiveElement } from 'lit';

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
 * policy made: the `army-combat` policy passes the board's own worker and nothing else.
 */
function workerScript(): unknown {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypes }).trustedTypes;
  if (!trustedTypes) return workerUrl;
  trustedWorkerUrl ??= trustedTypes
    .createPolicy('army-combat', {
      createScriptURL: (url) => {
        if (url !== workerUrl) throw new TypeError(`${url} is not the Battle board's worker`);
        return url;
      },
    })
    .createScriptURL(workerUrl);
  return trustedWorkerUrl;
}

export class OddsController implements ReactiveController {
  odds: BattleOdds | null = null;
  problem = '';
  /** How many Battles the simulation under way (or last done) plays. */
  battles = 0;
  #worker: Worker | null = null;
  #asked = '';
  readonly #host: ReactiveElement;

  constructor(host: ReactiveElement) {
    this.#host = host;
    host.addController(this);
  }

  /** Simulates `battles` Battles of `setup` (nothing when already asked); `seed` makes the figures repeatable. */
  ask(setup: BattleSetup, seed: string, battles: number) {
    const asked = JSON.stringify([setup, seed, battles]);
    if (asked === this.#asked) return;
    this.stop();
    this.#asked = asked;
    this.odds = null;
    this.problem = '';
    this.battles = battles;
    const worker = new Worker(workerScript() as string, { type: 'module' });
    worker.addEventListener('message', ({ data }: MessageEvent<OddsMessage>) => {
      if ('problem' in data) this.problem = data.problem;
      else this.odds = data.odds;
      if (data.done) this.stop(false);
      this.#host.requestUpdate();
    });
    worker.addEventListener('error', () => {
      this.problem = 'The chances could not be worked out in this browser.';
      this.stop(false);
      this.#host.requestUpdate();
    });
    worker.postMessage({ setup, battles, seed } satisfies OddsRequest);
    this.#worker = worker;
  }

  /** Ends the simulation under way; `forget` also drops its figures. */
  stop(forget = true) {
    this.#worker?.terminate();
    this.#worker = null;
    if (forget) {
      this.#asked = '';
      this.odds = null;
    }
  }

  hostDisconnected() {
    this.stop();
  }
}

const pct = (p: number) => `${(p * 100).toFixed(p > 0.995 || p < 0.005 ? 1 : 0)}%`;

/** The simulated chances, labelled as such, with a progress bar while they fill in. */
export function renderOdds(names: readonly [string, string], { odds, problem, battles: total }: OddsController) {
  if (problem) return html`<p class="muted" part="odds">${problem}</p>`;
  if (!odds) return html`<p class="muted" part="odds">Working out the chances…</p>`;
  const { winChance, interval, expectedKills, routChance, battles } = odds;
  return html`<section class="odds" part="odds" aria-label="Chances of winning, simulated">
    <p>
      ${names.map(
        (name, seat) =>
          html`<span
            >${name} wins <strong>${pct(winChance[seat]!)}</strong>
            <span class="muted">(${pct(interval[seat]![0])}–${pct(interval[seat]![1])})</span></span
          > `,
      )}
    </p>
    ${
      battles < total
        ? html`<progress max=${total} value=${battles} aria-label="Battles simulated"></progress>`
        : nothing
    }
    <p class="muted">
      Simulated, not exact: ${battles.toLocaleString('en')} Battles in which every legal play is equally likely (random
      play; real commanders play better), 95% intervals. Kills on average: ${names[0]} ${expectedKills[0].toFixed(1)},
      ${names[1]} ${expectedKills[1].toFixed(1)}; Routed: ${names[0]} ${pct(routChance[0])}, ${names[1]}
      ${pct(routChance[1])}.
    </p>
  </section>`;
}
