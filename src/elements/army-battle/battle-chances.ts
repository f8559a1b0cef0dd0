// During the Battle: each commander's chance to win from here (R18), worked out again after every step in the odds'
// pool of workers and filled in as it comes, and on demand the chance after each action of the commander who acts
// ("What should Kael play?", R19). A step ends the estimate under way, so that no click waits for it.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import type { BattleOdds, BattleState } from '../../rules/battle/index.js';
import { adviceLines, faceDown, knownState } from '../../rules/table/index.js';
import { frameDrawn } from '../../shared/after-first-frame.js';
import type * as BattleOddsView from '../../shared/odds/battle-odds.js';
import { oddsBattlesProblem } from '../../shared/odds-battles.js';
import { actionWords } from './battle-rolls.js';
import type { BoardHost } from './battle-session.js';
import { oddsModule } from './odds-module.js';

type OddsView = typeof BattleOddsView;

/** A state as a worker takes it: without its log, which no estimate reads. */
const unlogged = (state: BattleState): BattleState => ({ ...state, log: null, end: undefined });

/** A chance as a length on the bar (an SVG 100 wide: its attributes, unlike a style attribute, pass a strict CSP). */
const width = (p: number) => (p * 100).toFixed(1);

/**
 * AC-BA-5: a Battle has no draw (every Battle counted has a winner), so the two chances shown add up to 100%: the first
 * commander's chance and interval rounded to `digits` decimals, the second's their complement (its Wilson interval is
 * the first's mirrored). Each `[chance, low, high]`, each figure inside its interval as shown.
 */
export function shownChances(odds: BattleOdds, digits: number): [number, number, number][] {
  const scale = 10 ** (digits + 2);
  // Rounded on the decimal the chance prints as, as `pct` rounds it (a chance too small to write so: as a product).
  const units = (p: number) => {
    const decimal = Math.round(+`${p}e${digits + 2}`);
    return Number.isNaN(decimal) ? Math.round(p * scale) : decimal;
  };
  const [chance, low, high] = [odds.winChance[0], ...odds.interval[0]].map(units) as [number, number, number];
  return [
    [chance, low, high],
    [scale - chance, scale - high, scale - low],
  ].map((figures) => figures.map((u) => u / scale) as [number, number, number]);
}

export class BattleChances {
  /** The Battle's states so far (the start, then after each step); empty before it starts and once it ended. */
  #states: readonly BattleState[] = [];
  #view: OddsView | null = null;
  #live: BattleOddsView.OddsController | null = null;
  #advice: BattleOddsView.OddsController | null = null;
  /** The advice is shown (for the step it was asked at). */
  #adviceShown = false;
  readonly #host: BoardHost;

  constructor(host: BoardHost) {
    this.#host = host;
  }

  /** Battles played for the chance now; for each action of the advice, a tenth of them (at least 100); 0: none. */
  get battles(): number {
    const battles = this.#host.oddsBattles;
    return battles > 0 && !oddsBattlesProblem(battles, null) ? battles : 0;
  }

  get #adviceBattles() {
    return Math.max(100, Math.round(this.battles / 10));
  }

  /** The workers' figures come from the odds' own module, loaded with the first estimate (or the chances before). */
  async #load(): Promise<OddsView> {
    return this.#loaded() ?? this.#with(await oddsModule.load());
  }

  /** The odds' module and its controllers, at once if a board's chances have loaded it. */
  #loaded(): OddsView | null {
    return this.#view ?? (oddsModule.loaded ? this.#with(oddsModule.loaded) : null);
  }

  #with(view: OddsView): OddsView {
    this.#view ??= view;
    this.#live ??= new view.OddsController(this.#host);
    this.#advice ??= new view.OddsController(this.#host);
    return view;
  }

  /** A step taken, undone or loaded: the estimates under way end, the chance from the new state is asked. */
  follow(states: readonly BattleState[] | null) {
    const now = states?.at(-1);
    // Nothing to simulate once the winner is known: the Battle ended, or a Rout decided it before its rolls (AC-MO-2).
    this.#states = now && now.step !== 'ended' && now.winner === undefined ? states! : [];
    this.#adviceShown = false;
    this.#advice?.stop();
    this.#live?.stop();
    if (this.#states.length && this.battles) {
      this.#loaded(); // its lines drawn with the step ("…" until the figures come): nothing under them moves later
      void this.#askLive();
    }
  }

  async #askLive() {
    const states = this.#states;
    await Promise.all([this.#load(), frameDrawn()]); // its workers start after what the step changed is on screen
    if (states !== this.#states || !this.#host.isConnected) return; // a step was taken while it loaded
    const from = unlogged(knownState(states)); // R18: never the face-down card
    this.#live!.ask([{ state: from, opening: [] }], this.#host.seed || 'chances', this.battles);
    this.#host.requestUpdate();
  }

  /**
   * The chance after each legal action of the commander who acts (R19), filled in as it comes; `done` is told the
   * figures, in the order of `legalActions`, once they are all in.
   */
  async advise(done?: (odds: readonly BattleOdds[]) => void) {
    const states = this.#states;
    if (!states.length) return;
    await this.#load();
    if (states !== this.#states) return;
    this.#adviceShown = true;
    const advice = this.#advice!;
    advice.policy = this.#live!.policy;
    const lines = adviceLines(states).map(({ from, opening }) => ({ state: unlogged(from), opening }));
    advice.ask(lines, this.#host.seed || 'advice', this.#adviceBattles, () => done?.(advice.results));
    this.#host.requestUpdate();
  }

  /** "What should … play?" pressed: the advice takes the button's place, and the keyboard goes on from the advice. */
  #adviseHere = async () => {
    await this.advise();
    await this.#host.updateComplete;
    this.#host.shadowRoot?.querySelector<HTMLElement>('.advice')?.focus();
  };

  /** The rulings that what is shown applies: R18 while a card is face down, R19 when advice is given then. */
  get cited(): string[] {
    const now = this.#states.at(-1);
    if (!now || !faceDown(now) || !this.battles) return [];
    return this.#adviceShown ? ['R18', 'R19'] : ['R18'];
  }

  #renderLive(view: OddsView, live: BattleOddsView.OddsController, battle: BattleState) {
    const { odds, problem } = live;
    const total = live.battles || this.battles; // not asked yet: the step's own frame
    if (problem) return html`<p class="muted" part="chances">${problem}</p>`;
    const names = battle.commanders.map((c) => c.name);
    const hidden = faceDown(battle);
    const digits = odds ? view.pctDigits(odds.interval) : 0;
    return html`<section class="chances" part="chances" aria-label=${msg('Chance to win from here')}>
      <p class="odds-title">
        ${hidden ? msg('Chance to win, as before the Offense card was played (R18)') : msg('Chance to win from here')}
      </p>
      ${names.map((name, seat) => {
        // Until the figures of this step are in, the same lines with "…" and empty bars: nothing below moves.
        const [chance, low, high] = odds ? shownChances(odds, digits)[seat]! : [0, 0, 0];
        const figure = (p: number) => (odds ? view.pct(p, digits) : view.COMING);
        return html`<p class="chance">
          <span
            >${name} <strong>${figure(chance)}</strong>
            <span class="muted">(${figure(low)}–${figure(high)})</span></span
          >
          <svg class="bar" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true">
            <rect class="fill" height="4" width=${width(chance)}></rect>
            <rect class="interval" height="4" x=${width(low)} width=${width(high - low)}></rect>
          </svg>
        </p>`;
      })}
      ${view.progress(odds?.battles ?? 0, total)}
      <p class="muted">
        ${view.simulated(odds?.battles ?? null, odds?.policy ?? live.policy, false, total)} ${view.policySwitch(live)}
      </p>
    </section>`;
  }

  #renderAdvice(view: OddsView, battle: BattleState) {
    const advice = this.#advice!;
    const name = battle.commanders[battle.actor].name;
    if (!this.#adviceShown)
      return html`<button type="button" class="advise" @click=${() => void this.#adviseHere()}>
        ${msg(str`What should ${name} play?`)}
      </button>`;
    if (advice.problem) return html`<p class="muted">${advice.problem}</p>`;
    const lines = adviceLines(this.#states);
    const odds = advice.results;
    const order = lines.map((_, i) => i);
    if (odds.length) order.sort((a, b) => odds[b]!.winChance[battle.actor] - odds[a]!.winChance[battle.actor]);
    const digits = view.pctDigits(odds.map((o) => o.interval[battle.actor]));
    return html`<section class="odds advice" tabindex="-1" aria-label=${msg(str`What ${name} could play, best first`)}>
      <p class="odds-title">${msg(str`What ${name} could play, best first: the chance to win after each`)}</p>
      <ol>
        ${order.map((i) => {
          const chance = odds[i];
          return html`<li>
            ${actionWords(battle, lines[i]!.action)}:
            ${
              chance
                ? html`<strong>${view.pct(chance.winChance[battle.actor], digits)}</strong>
                    <span class="muted"
                      >(${view.pct(chance.interval[battle.actor][0], digits)}–${view.pct(chance.interval[battle.actor][1], digits)})</span
                    >`
                : msg('working out…')
            }
          </li>`;
        })}
      </ol>
      ${view.progress(odds[0]?.battles ?? 0, advice.battles)}
      <p class="muted">
        ${odds[0] ? view.simulated(odds[0].battles, odds[0].policy) : nothing}
        ${faceDown(battle) ? msg('Each Defense against an Offense card drawn at random (R19).') : nothing}
      </p>
    </section>`;
  }

  /** The chance now and the advice, once the odds' module is here, while the Battle is on. */
  render() {
    const battle = this.#states.at(-1);
    const view = this.#view;
    if (!battle || !view || !this.#live || !this.battles) return nothing;
    return html`${this.#renderLive(view, this.#live, battle)} ${this.#renderAdvice(view, battle)}`;
  }
}
