/**
 * The greedy commander on the Battle engine (issue 28, see `BattlePolicy` in policy.ts), ties broken by the hand's
 * order (the order stamps), exactly as it played on the state machine before the engine (test/node/battle-golden),
 * so greedy odds and the autopilot keep their figures for a seed; and whole Battles played on (`playOn`).
 */
import type { D6 } from '../../core/index.js';
import { skirmishOdds } from '../../skirmish/index.js';
import { POWER_UNITS } from '../power-units.js';
import type { BattleState } from '../types.js';
import { randomIndex } from './random.js';
import * as L from './work-layout.js';
import { canSave, canUsePower, listActions, playableRituals } from './work-legal.js';
import { before, sortActions } from './work-order.js';
import { FIGHTS, GRANTED, LAB, lowest, NPC, oldest, other, STAMP, total, W } from './work-state.js';
import { autoUnable, step } from './work-step.js';

/**
 * The plain odds by card, one table per card list (the Battles of a setup share it): at `(offense * 34 + defense) * 2`
 * the Offense's chance to win, + 1 the Defense's, each card by its `slot`; NaN until asked for.
 */
const TABLES = new WeakMap<BattleState['cards'], Float64Array>();
let cards: BattleState['cards'] = [];
let odds: Float64Array = new Float64Array(0);

/**
 * A card's place in the table: its id in the list, or for a power's unit that joined after it (R7, R8: its id means
 * the Lab in one Battle of the list, the Mediating Chaplain in another) 32 for the Lab, 33 for the Mediator.
 */
const slot = (id: number): number => (id < cards.length ? id : (GRANTED[LAB]! >> id) & 1 ? 32 : 33);

/** The chance that `card` wins the plain Skirmish (no bonus, no power) of `offense` against `defense` (`card` is one of them). */
function chance(offense: number, defense: number, card: number): number {
  const at = (slot(offense) * 34 + slot(defense)) * 2;
  if (odds[at] !== odds[at]) {
    const unit = (id: number) => cards[id]?.unit ?? POWER_UNITS[slot(id) === 32 ? 'chirurgeon' : 'chaplain'];
    const chances = skirmishOdds({ offense: { unit: unit(offense) }, defense: { unit: unit(defense) } });
    odds[at] = chances.offenseWins;
    odds[at + 1] = chances.defenseWins;
  }
  return odds[card === defense ? at + 1 : at]!;
}

/**
 * The card the greedy commander plays on Offense or Defense (−1 when none can fight): on Offense the one with the
 * best chance against the defender's best reply (1 when the defender holds none), on Defense the one most likely to
 * win against the Offense card; the first in hand on a tie.
 */
function bestCard(seat: number): number {
  const enemy = W[L.HAND + other(seat)]! & FIGHTS[other(seat)]!;
  const attacker = W[L.STEP] === L.DEFENSE ? W[L.PENDING_OFFENSE]! : -1;
  let chosen = -1;
  let top = -Infinity;
  for (let m = W[L.HAND + seat]! & FIGHTS[seat]!; m; m &= m - 1) {
    const card = lowest(m);
    let value = 1;
    if (attacker >= 0) value = chance(attacker, card, card);
    else for (let e = enemy; e; e &= e - 1) value = Math.min(value, chance(card, lowest(e), card));
    if (value > top || (value === top && STAMP[card]! < STAMP[chosen]!)) [chosen, top] = [card, value];
  }
  return chosen;
}

const ACTIONS = new Int32Array(256);

/** The first listed action of `type` in today's order, or −1. */
function first(type: number): number {
  const n = listActions(ACTIONS);
  let found = -1;
  for (let i = 0; i < n; i++)
    if ((ACTIONS[i]! & 31) === type && (found < 0 || before(ACTIONS[i]!, found))) found = ACTIONS[i]!;
  return found;
}

/** The greedy commander's action code now, for a Battle of `list` (its card list) loaded in the working state. */
export function greedyCode(list: BattleState['cards']): number {
  if (list !== cards) {
    cards = list;
    let table = TABLES.get(list);
    if (!table) TABLES.set(list, (table = new Float64Array(34 * 34 * 2).fill(NaN)));
    odds = table;
  }
  const seat = W[L.ACTOR]!;
  switch (W[L.STEP]) {
    case L.OFFENSE:
    case L.DEFENSE: {
      const card = bestCard(seat);
      if (card >= 0) return (W[L.STEP] === L.OFFENSE ? L.A_OFFENSE : L.A_DEFENSE) | (card << 5);
      const rituals = W[L.STEP] === L.OFFENSE ? playableRituals(seat) : 0; // AC-RI-1: a Ritual rather than Unable
      return rituals ? L.A_RITUAL | (oldest(rituals) << 5) : L.A_UNABLE;
    }
    case L.BONUSES: {
      const own = seat === W[L.TURN] ? 0 : 1; // its own power on its own side (AC-SK-9)
      return canUsePower(seat, own) ? L.A_POWER | (own << 10) : L.A_DONE;
    }
    case L.AFTERMATH: {
      // a save while it can afford one, else a heal while Morale allows, else done
      const morale = total(seat);
      const save = NPC[seat] ? morale > 4 : W[L.INFLUENCE + seat]! > 0;
      const code = save && canSave(seat) ? first(L.A_PREVENT) : -1;
      const heal = code < 0 && morale > 2 ? first(L.A_HEAL) : -1;
      return code >= 0 ? code : heal >= 0 ? heal : L.A_DONE;
    }
    case L.CHOOSE_FIRST:
      return L.A_FIRST | (seat << 5);
  }
  listActions(ACTIONS); // the steps the rules decide by their order: the first action listed
  return first(ACTIONS[0]! & 31);
}

/** The action codes a playout lists into (enough for any hand of 32 cards with variants). */
const LISTED = new Int32Array(256);

/**
 * Plays the Battle loaded in the working state on to its end, both commanders by the policy (`greedy`, else random: a
 * uniformly random listed action, in `legalActions`' order, so that a seed plays the same Battle as the state machine
 * before the engine did: sorting costs a random playout about a quarter of its time), every roll and choice from
 * `d6`; `list` is the Battle's card list.
 */
export function playOn(list: BattleState['cards'], d6: D6, greedy: boolean, maxSteps: number): void {
  const unable = W[L.AUTO_UNABLE] === 1;
  for (let steps = 0; W[L.STEP] !== L.ENDED; steps++) {
    if (steps >= maxSteps) throw new RangeError(`the Battle did not end within ${maxSteps} steps`);
    let code: number;
    if (greedy) code = greedyCode(list);
    else {
      const n = listActions(LISTED);
      sortActions(LISTED, n);
      code = LISTED[randomIndex(n, d6)]!;
    }
    step(code, d6);
    if (unable) autoUnable();
  }
}
