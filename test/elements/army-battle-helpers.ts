// A board with Ayla's Vanguard against Brann's bandits, and how a game master drives it: by its buttons only.
import '../../src/elements/army-battle/define.js';
import '../../src/elements/army-roster/define.js';
import '../../src/elements/army-unit/define.js';
import '../../src/elements/morale-tracker/define.js';
import '../../src/elements/skirmish-resolver/define.js';

import { fixtureSync, html, waitUntil } from '@open-wc/testing';
import { nothing } from 'lit';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import { eventually, text, type Widget } from './helpers.js';

export interface BoardOptions {
  readonly key?: string;
  readonly seed?: string;
  /** Brann's Morale (default 5). */
  readonly brannMorale?: number;
  /** Ayla's class (AC-CP), e.g. `chirurgeon`. */
  readonly aylaClass?: string;
  /** A `<skirmish-resolver>` inside too. */
  readonly resolver?: boolean;
  /** Battles simulated for the odds before the Battle (default 0: none, so that the other tests run alone). */
  readonly oddsBattles?: number;
  /** The board's own `lang` (default none: the page's, English). */
  readonly lang?: string;
}

/** The board, once its Battle has loaded and every widget inside has rendered. */
export async function board(options: BoardOptions = {}) {
  const { key = '', seed = 'ford', brannMorale = 5, aylaClass, resolver, oddsBattles = 0, lang } = options;
  const el = fixtureSync<ArmyBattle>(
    html`<army-battle state-key=${key} seed=${seed} odds-battles=${oddsBattles} lang=${lang ?? nothing}>
      <morale-tracker name="Ayla" level="6" influence="1" commander-class=${aylaClass ?? nothing}></morale-tracker>
      <army-roster commander="Ayla" name="Vanguard">
        <army-unit name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
        <army-unit name="Archers" strength="2" traits="ranged"></army-unit>
        <army-unit name="Shield Wall" strength="2" role="guardian"></army-unit>
      </army-roster>
      <morale-tracker name="Brann" npc morale=${brannMorale}></morale-tracker>
      <army-roster commander="brann" name="Bandits">
        <army-unit name="Soldier" strength="2"></army-unit>
        <army-unit name="Bandit Mob" strength="1"></army-unit>
        <army-unit name="Raiders" strength="2" role="aggressor"></army-unit>
      </army-roster>
      ${resolver ? html`<skirmish-resolver></skirmish-resolver>` : nothing}
    </army-battle>`,
  );
  await ready(el);
  return el;
}

/**
 * Waits as a reader does: until the board has loaded its Battle (its frame offers "Start the Battle" at once; the
 * Battle's tools, Undo first, come with it), then for every widget inside to render.
 */
export async function ready(el: ArmyBattle) {
  const loaded = () => actions(el).length > 0 && el.shadowRoot!.querySelector('.tools button');
  await waitUntil(loaded, 'the board never offered its buttons', { timeout: 20_000 });
  await settle(el);
}

/** Waits for the board and every widget inside to render what the last step changed. */
export async function settle(el: ArmyBattle) {
  for (let i = 0; i < 3; i++) await Promise.all([el, ...el.querySelectorAll<Widget>('*')].map((w) => w.updateComplete));
}

export const status = (el: ArmyBattle) => text(el.shadowRoot!.querySelector('output[part~=status]'));
export const actions = (el: ArmyBattle) => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=actions] button'),
];
export const actionNames = (el: ArmyBattle) => actions(el).map((b) => text(b));

/** Presses the first legal action (or `pick`'s) until `until` holds or the Battle ends; returns how many. */
export async function playOut(
  el: ArmyBattle,
  {
    pick = (buttons: HTMLButtonElement[]) => buttons[0]!,
    until = (): boolean => false,
  }: { pick?: (buttons: HTMLButtonElement[]) => HTMLButtonElement; until?: () => boolean } = {},
) {
  let pressed = 0;
  while (el.battle?.step !== 'ended' && !until() && pressed < 400) {
    pick(actions(el)).click();
    await el.updateComplete;
    pressed++;
  }
  return pressed;
}

/** The report, once its lazily loaded panel is shown. */
export const report = (el: ArmyBattle) => eventually(() => el.shadowRoot!.querySelector<HTMLElement>('[part~=report]'));
