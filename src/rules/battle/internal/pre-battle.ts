// Before Phase 1 (AC-BA-1, R11): the roll for who chooses the first turn, the first turn, then the
// powers asked in turn: Tactician, Oathbound, Dervish, the Chirurgeon's and Chaplain's units, Mender.
import type { D6, Path, Role } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { spendMorale } from '../../morale/index.js';
import { classRules, type CommanderClassId } from '../../powers/index.js';
import { type BattlePhrase, nest } from '../phrases.js';
import { POWER_UNITS } from '../power-units.js';
import type { BattleState, PreBattleQuestion, Seat } from '../types.js';
import { rout } from './end.js';
import { stillAsked } from './power-checks.js';
import { drawRandom } from './random.js';
import { addPowerUnit, bringsUnit } from './setup.js';
import { beginTurn, cardName, morale, name, type NextState, other, say, update, without } from './working-state.js';

/** AC-BA-1, R11: both roll a d6; the higher chooses who takes the first turn; equal rolls roll again. */
export function rollChooser(d: NextState, d6: D6): NextState {
  const a = checkedDie(d6);
  const b = checkedDie(d6);
  say(d, 'roll-chooser', 'R11', 'chooser-rolls', { a: name(d, 0), rollA: a, b: name(d, 1), rollB: b });
  if (a === b) return d; // R11: roll again
  const chooser: Seat = a > b ? 0 : 1;
  d.step = 'choose-first';
  d.actor = chooser;
  d.turn = chooser;
  say(d, 'chooser', 'AC-BA-1', 'chooses', { commander: name(d, chooser) }, chooser);
  return d;
}

/** AC-BA-1: the first player is chosen; the powers before the Battle are asked (R11), then Phase 1. */
export function chooseFirst(d: NextState, first: Seat): NextState {
  const chooser = d.actor;
  d.firstPlayer = first;
  const order = [first, other(first)] as const;
  const questions: PreBattleQuestion[] = [];
  for (const seat of order) questions.push(...classQuestions(d, seat, true));
  for (const seat of order)
    if (d.commanders[seat].power?.classId === 'mender') questions.push({ seat, ask: 'mender-reveal' });
  say(d, 'first', 'AC-BA-1', questions.length ? 'first-powers' : 'first', { commander: name(d, first) }, chooser);
  if (!questions.length) return beginTurn(d, first);
  d.questions = questions;
  return ask(d);
}

/** R11: what a commander's class asks before the Battle and the setup did not answer. */
function classQuestions(d: NextState, seat: Seat, tactician: boolean): PreBattleQuestion[] {
  const p = d.commanders[seat].power;
  if (!p) return [];
  if (tactician && p.chosen === 'tactician' && p.tacticianAs === undefined) return [{ seat, ask: 'tactician' }];
  const out: PreBattleQuestion[] = [];
  if (p.classId === 'oathbound' && p.oathbound === undefined) out.push({ seat, ask: 'oathbound' });
  if (p.classId === 'dervish' && p.dervishAgainst === undefined) out.push({ seat, ask: 'dervish' });
  if (bringsUnit(p.classId) && p.powerUnit === undefined) out.push({ seat, ask: 'power-unit' });
  return out;
}

/** R11: puts the next question that still has a point to its commander, or begins Phase 1. */
function ask(d: NextState): NextState {
  while (d.questions.length) {
    const q = d.questions[0]!;
    if (stillAsked(d, q.seat, q.ask)) {
      d.step = 'pre-battle';
      d.actor = q.seat;
      return d;
    }
    d.questions = d.questions.slice(1);
  }
  say(d, 'phase', 'AC-BA-1', 'phase-1', { commander: name(d, d.firstPlayer!) });
  return beginTurn(d, d.firstPlayer!);
}

/** The current question is answered: on to the next, `then` first. */
function answered(d: NextState, ...then: PreBattleQuestion[]): NextState {
  d.questions = [...then, ...d.questions.slice(1)];
  return ask(d);
}

/** AC-CP Tactician: the benefit for this Battle; the chosen class's own questions follow (R11). */
export function chooseTactician(d: NextState, as: CommanderClassId): NextState {
  const seat = d.actor;
  update(d, seat, { power: { ...d.commanders[seat].power!, classId: as, tacticianAs: as } });
  say(d, 'power', 'AC-CP', 'tactician-takes', { commander: name(d, seat), power: classRules(as)!.name }, seat);
  return answered(d, ...classQuestions(d, seat, false));
}

/** AC-CP Oathbound: the unit designated for this Battle. */
export function designate(d: NextState, card: number): NextState {
  const seat = d.actor;
  update(d, seat, { power: { ...d.commanders[seat].power!, oathbound: card } });
  say(d, 'power', 'AC-CP', 'designates', { commander: name(d, seat), card: cardName(d, card) }, seat);
  return answered(d);
}

/** AC-CP Dervish: the Path or Role the units Add 1 against. */
export function chooseDervish(d: NextState, against: Path | Role): NextState {
  const seat = d.actor;
  update(d, seat, { power: { ...d.commanders[seat].power!, dervishAgainst: against } });
  say(d, 'power', 'AC-CP', 'dervish-against', { commander: name(d, seat), against }, seat);
  return answered(d);
}

/** R7, R8: the Alchemy Lab or the Mediating Chaplain joins the hand. */
export function fieldPowerUnit(d: NextState): NextState {
  addPowerUnit(d, d.actor);
  return answered(d);
}

/** R12: the Mender's opponent reveals up to 2 cards, given or drawn with the d6. */
export function menderReveal(d: NextState, cards: readonly number[] | undefined, d6: D6 | undefined): NextState {
  const seat = d.actor;
  const hand = d.commanders[other(seat)].hand;
  d.revealed = cards ?? drawRandom(hand, 2, d6!);
  const [first = '', second = ''] = d.revealed.map((id) => cardName(d, id)); // R12: 2 at most
  say(d, 'reveal', 'R12', 'reveals', { commander: name(d, other(seat)), first, second }, seat);
  return answered(d, { seat, ask: 'mender-disable' });
}

/** R12: 1 Morale Disables one revealed card (an Oathbound unit is Exhausted instead). */
export function menderDisable(d: NextState, card: number): NextState {
  const seat = d.actor;
  const enemy = other(seat);
  const e = d.commanders[enemy];
  const oath = e.power?.classId === 'oathbound' && e.power.oathbound === card;
  update(d, enemy, {
    hand: without(e.hand, card),
    ...(oath ? { exhausted: [...e.exhausted, card] } : { disabled: [...e.disabled, card] }),
  });
  say(d, 'disabled', 'R12', oath ? 'mender-exhausts' : 'mender-disables', { card: cardName(d, card) }, seat);
  if (morale(d, seat, spendMorale(d.commanders[seat].morale, 1, 'Mender'))) return rout(d, seat);
  return answered(d);
}

/** The commander declines the current question. */
export function declineQuestion(d: NextState): NextState {
  const seat = d.actor;
  say(d, 'decline', 'R11', 'declines', { commander: name(d, seat), ...nest('declined', declined(d)) }, seat);
  if (d.questions[0]!.ask === 'power-unit')
    update(d, seat, { power: { ...d.commanders[seat].power!, powerUnit: null } });
  return answered(d);
}

/** R11: what declining the current question means (`decline-` and the question; the power's unit by name). */
export function declined(state: BattleState): BattlePhrase {
  const ask = state.questions[0]!.ask;
  if (ask !== 'power-unit') return { key: `decline-${ask}` };
  const by = state.commanders[state.actor].power?.classId === 'chaplain' ? 'chaplain' : 'chirurgeon';
  return { key: 'decline-power-unit', values: { unit: POWER_UNITS[by].name } };
}
