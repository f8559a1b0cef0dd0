// A Battle's turns, Passing and being Unable, Phases, Rituals and the discard window (AC-SK-1,
// AC-MO-6/7, R3, AC-BA-2/3/4, AC-RI-1, AC-SK-9).
import type { D6 } from '../../core/index.js';
import { passedOnOffense } from '../../morale/index.js';
import { resetPowerUse } from '../../powers/index.js';
import type { SideName } from '../../skirmish/index.js';
import type { Seat, SkirmishChoice } from '../types.js';
import { discardTo, exchange } from './battle-powers.js';
import { canPlayCard, hasBonusOptions, mediated } from './checks.js';
import { finish, rout } from './end.js';
import {
  beginTurn,
  cardName,
  event,
  morale,
  name,
  type NextState,
  other,
  pending,
  say,
  update,
  without,
} from './working-state.js';

/** No power used. */
const NO_CHOICE: SkirmishChoice = {};

/** AC-SK-1: the active commander's card goes face down on Offense; the other commander answers. */
export function playOffense(d: NextState, action: { card: number; powers?: SkirmishChoice }): NextState {
  const seat = d.actor;
  for (const s of [0, 1] as const) {
    const c = d.commanders[s];
    const hand = s === seat ? without(c.hand, action.card) : c.hand;
    if (hand !== c.hand || c.powerUse.skirmish)
      update(d, s, { hand, powerUse: c.powerUse.skirmish ? resetPowerUse(c.powerUse, 'skirmish') : c.powerUse });
  }
  const choices: [SkirmishChoice, SkirmishChoice] = [NO_CHOICE, NO_CHOICE];
  if (action.powers) choices[seat] = action.powers;
  d.pending = {
    offense: action.card,
    defense: undefined,
    unopposed: false,
    offenseBonuses: [],
    defenseBonuses: [],
    choices,
  };
  d.lastPass = undefined;
  d.step = 'defense';
  d.actor = other(seat);
  say(d, 'offense', 'AC-SK-1', 'plays-offense', { commander: name(d, seat) }, seat);
  return d;
}

/** AC-SK-1: the Defense card; then the discard window (AC-SK-9). */
export function playDefense(d: NextState, action: { card: number; powers?: SkirmishChoice }): NextState {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { hand: without(c.hand, action.card) });
  const p = d.pending!;
  let choices = p.choices;
  if (action.powers) choices = seat === 0 ? [action.powers, choices[1]] : [choices[0], action.powers];
  d.pending = pending(p, { defense: action.card, choices });
  d.lastPass = undefined;
  d.lastDefender = seat; // AC-BA-3
  const values = { commander: name(d, seat), offense: cardName(d, p.offense), defense: cardName(d, action.card) };
  say(d, 'defense', 'AC-SK-1', 'plays-defense', values, seat);
  return openBonuses(d);
}

/** AC-MO-7 (Pass) or R3 (Unable): the Offense unit is Unopposed. */
export function noDefense(d: NextState, passed: boolean): NextState {
  const seat = d.actor;
  d.pending = pending(d.pending!, { unopposed: true });
  const values = { commander: name(d, seat), card: cardName(d, d.pending.offense) };
  if (passed) {
    // AC-BA-4: it counts as a Pass, but it follows an Offense card, so it never ends the Battle itself.
    d.lastPass = seat;
    say(d, 'pass', 'AC-MO-7', 'passes-defense', values, seat);
  } else say(d, 'unable', 'R3', 'unable-defense', values, seat);
  return openBonuses(d);
}

/** AC-BA-4: true (and the Battle over) when this Pass follows the other commander's. */
function passedTwice(d: NextState, seat: Seat): boolean {
  if (d.lastPass !== other(seat)) {
    d.lastPass = seat;
    return false;
  }
  finish(d, event('end', 'AC-BA-4', { key: 'both-passed' }));
  return true;
}

/** AC-MO-6: the turn ends and costs 1 Morale, also when this Pass ends the Battle (AC-BA-4). */
export function passOffense(d: NextState): NextState {
  const seat = d.actor;
  say(d, 'pass', 'AC-MO-6', 'passes-offense', { commander: name(d, seat) }, seat);
  if (morale(d, seat, passedOnOffense(d.commanders[seat].morale))) return rout(d, seat);
  if (passedTwice(d, seat)) return d;
  return beginTurn(d, other(seat)); // AC-BA-2
}

/** AC-MO-6: Unable costs nothing. AC-BA-3/4: when the other commander cannot play either, the Phase ends. */
export function unableOffense(d: NextState): NextState {
  const seat = d.actor;
  say(d, 'unable', 'AC-MO-6', 'unable-offense', { commander: name(d, seat) }, seat);
  if (canPlayCard(d, other(seat))) return beginTurn(d, other(seat));
  if (d.phase === 2) return finish(d, event('end', 'AC-BA-4', { key: 'unable-again' }));
  return startPhase2(d);
}

/** AC-BA-3: Exhausted cards back to hand; the last commander to play Defense starts. */
function startPhase2(d: NextState): NextState {
  d.phase = 2;
  for (const s of [0, 1] as const) {
    const c = d.commanders[s];
    update(d, s, {
      hand: c.exhausted.length ? [...c.hand, ...c.exhausted] : c.hand,
      exhausted: [],
      ritualsThisPhase: 0,
      powerUse: resetPowerUse(c.powerUse, 'phase'),
    });
  }
  d.lastPass = undefined;
  const starter = d.lastDefender ?? other(d.firstPlayer ?? 0);
  say(d, 'phase', 'AC-BA-3', 'phase-2', { commander: name(d, starter) });
  beginTurn(d, starter);
  const queue = ([starter, other(starter)] as const).filter(
    (s) => d.commanders[s].power?.classId === 'necromancer' && d.commanders[s].disabled.length > 0,
  );
  if (!queue.length) return d;
  d.step = 'phase-2';
  d.actor = queue[0]!;
  d.queue = queue.slice(1);
  return d;
}

/** AC-RI-1: the Ritual goes to Disabled; the turn goes on. */
export function playRitual(d: NextState, card: number): NextState {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, {
    hand: without(c.hand, card),
    disabled: [...c.disabled, card],
    ritualsThisBattle: c.ritualsThisBattle + 1,
    ritualsThisPhase: c.ritualsThisPhase + 1,
  });
  say(d, 'ritual', 'AC-RI-1', 'plays-ritual', { commander: name(d, seat), card: cardName(d, card) }, seat);
  return d;
}

/** AC-SK-9: the attacker has the first chance, then the defender, alternating until both decline. */
function openBonuses(d: NextState): NextState {
  d.step = 'bonuses';
  d.declines = 0;
  if (mediated(d)) d.declines = 2; // R8: nothing to roll, so nothing to add
  return nextBonusTurn(d, d.turn);
}

/** AC-SK-9: gives the window to `seat`, skipping a commander with nothing to offer; two declines close it. */
function nextBonusTurn(d: NextState, seat: Seat): NextState {
  while (d.declines < 2) {
    if (hasBonusOptions(d, seat)) {
      d.actor = seat;
      return d;
    }
    d.declines++; // nothing to offer: declines at once
    seat = other(seat);
  }
  d.step = 'resolve';
  d.actor = d.turn;
  return d;
}

/** AC-SK-9: the commander declines; the other gets the window. */
export function decline(d: NextState): NextState {
  d.declines++;
  return nextBonusTurn(d, other(d.actor));
}

/** AC-SK-9: the card goes to Disabled (R13: a Battlemage may roll) and its bonus to the chosen side. */
export function discard(d: NextState, card: number, side: SideName, d6: D6 | undefined): NextState {
  const seat = d.actor;
  const c = d.commanders[seat];
  update(d, seat, { hand: without(c.hand, card) });
  const bonus = d.cards[card]!.discardBonus!;
  const p = d.pending!;
  d.pending =
    side === 'offense'
      ? pending(p, { offenseBonuses: [...p.offenseBonuses, bonus] })
      : pending(p, { defenseBonuses: [...p.defenseBonuses, bonus] });
  say(d, 'discard', 'AC-SK-9', 'discards', { commander: name(d, seat), card: cardName(d, card), bonus, side }, seat);
  discardTo(d, seat, card, d6); // AC-SK-9, R13
  d.declines = 0;
  return nextBonusTurn(d, other(seat));
}

/** AC-CP Etherealist, R16: the exchange, then the window goes on. */
export function exchangeCard(d: NextState, card: number): NextState {
  exchange(d, card);
  d.declines = 0;
  return nextBonusTurn(d, other(d.actor));
}

/** AC-CP: the Evoker's +2 or the Illusionist's d6 for one unit, applied when the Skirmish resolves. */
export function usePower(d: NextState, side: SideName): NextState {
  const seat = d.actor;
  const p = d.pending!;
  const evoker = d.commanders[seat].power!.classId === 'evoker';
  const choices: [SkirmishChoice, SkirmishChoice] = [...p.choices];
  choices[seat] = { ...choices[seat], ...(evoker ? { evokeFor: side } : { illusionFor: side }) };
  d.pending = pending(p, { choices });
  const power = evoker ? 'Evoker' : 'Illusionist';
  say(d, 'power', 'AC-CP', 'uses-power', { commander: name(d, seat), power, side }, seat);
  d.declines = 0;
  return nextBonusTurn(d, other(seat));
}
