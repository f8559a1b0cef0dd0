// What the commander the Battle waits for may do now: every action listed is accepted by battleStep.
import { type Role, ROLES } from '../core/index.js';
import { powerLimitReason, TACTICIAN_OPTIONS } from '../powers/index.js';
import type { SideName } from '../skirmish/index.js';
import {
  whyNotDiscard,
  whyNotHeal,
  whyNotPower,
  whyNotPreventKill,
  whyNotPsionic,
  whyNotRitual,
} from './internal/checks.js';
import { DERVISH_TARGETS, whyNotCleric, whyNotExchange } from './internal/power-checks.js';
import { other } from './internal/working-state.js';
import type { BattleAction, BattleState, PlayPowers, Seat } from './types.js';

const SIDES: readonly SideName[] = ['offense', 'defense'];
/** Roles a Shapeshifter may give a card in a Skirmish (not Ritual, AC-UN-4). */
const FIGHTING_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'ritual');
const CHANGE_ROLE: PlayPowers = { changeRole: true };
const SHAPESHIFT: Partial<Record<Role, PlayPowers>> = Object.fromEntries(
  FIGHTING_ROLES.map((to) => [to, { shapeshiftTo: to }]),
);
const NO_VARIANTS: PlayPowers[] = [];
const PASS: BattleAction = { type: 'pass' };
const UNABLE: BattleAction = { type: 'unable' };
const DONE: BattleAction = { type: 'done' };
const PSIONIC_DRAW: BattleAction = { type: 'psionic' };
const TACTICIAN: readonly BattleAction[] = TACTICIAN_OPTIONS.map((as) => ({ type: 'tactician', as }));
const ONLY: Partial<Record<BattleState['step'], readonly BattleAction[]>> = {
  'roll-chooser': [{ type: 'roll-chooser' }],
  'choose-first': [
    { type: 'choose-first', first: 0 },
    { type: 'choose-first', first: 1 },
  ],
  resolve: [{ type: 'resolve' }],
  rout: [{ type: 'rout-rolls' }],
  'roll-off': [{ type: 'roll-off' }],
  ended: [],
};

/**
 * Every action the commander the Battle waits for (`state.actor`) may take now; each one is
 * accepted by `battleStep`. Power variants (Master of Arms, Adept, Shapeshifter) are listed as
 * separate actions; the Psionicist's random card is one `psionic` action (R10). With
 * `autoUnable`, `unable` is listed only beside a Ritual or the Cleric's power (R3).
 * @example legalActions(startBattle(setup)) // → [{ type: 'choose-first', first: 0 }, { type: 'choose-first', first: 1 }]
 */
export function legalActions(state: BattleState): BattleAction[] {
  const fixed = ONLY[state.step];
  if (fixed) return [...fixed];
  const seat = state.actor;
  const out: BattleAction[] = [];
  switch (state.step) {
    case 'pre-battle':
      preBattleActions(state, out);
      break;
    case 'offense':
    case 'defense':
      playActions(state, state.step, out);
      break;
    case 'bonuses':
      bonusActions(state, out);
      break;
    case 'aftermath':
      aftermathActions(state, out);
      break;
    case 'phase-2':
      for (const card of state.commanders[seat].disabled) out.push({ type: 'return', card });
      out.push(DONE);
      break;
  }
  return out;
}

/** R11, R12: the answers to the question asked before the Battle; `done` declines it. */
function preBattleActions(state: BattleState, out: BattleAction[]): void {
  const { seat, ask } = state.questions[0]!;
  const c = state.commanders[seat];
  if (ask === 'tactician') out.push(...TACTICIAN);
  else if (ask === 'dervish') out.push(...DERVISH_TARGETS);
  else if (ask === 'power-unit') out.push({ type: 'power-unit' });
  else if (ask === 'mender-reveal') out.push({ type: 'mender-reveal' });
  else if (ask === 'oathbound') {
    for (const card of c.hand) if (state.cards[card]!.unit.role !== 'ritual') out.push({ type: 'oathbound', card });
  } else {
    const enemy = state.commanders[other(seat)];
    for (const card of state.revealed) if (enemy.hand.includes(card)) out.push({ type: 'mender-disable', card });
  }
  out.push(DONE);
}

/** AC-SK-1, AC-MO-6/7, R3, AC-RI-1, AC-CP: the cards to play, Pass or Unable, Rituals, Cleric. */
function playActions(state: BattleState, type: 'offense' | 'defense', out: BattleAction[]): void {
  const seat = state.actor;
  const c = state.commanders[seat];
  let any = false;
  for (const card of c.hand) {
    if (!state.cards[card]!.fights) continue;
    any = true;
    out.push(playAction(type, card));
    for (const powers of powerVariants(state, seat, card)) out.push(playAction(type, card, powers));
  }
  if (any && c.power?.classId === 'psionicist' && whyNotPsionic(state, seat) === null) out.push(PSIONIC_DRAW);
  out.push(any ? PASS : UNABLE); // AC-MO-6, AC-MO-7, R3
  if (type !== 'offense') return;
  for (const card of c.hand)
    if (state.cards[card]!.unit.role === 'ritual' && whyNotRitual(state, seat, card) === null)
      out.push({ type: 'ritual', card });
  if (c.power?.classId === 'cleric')
    for (const card of c.killed) if (whyNotCleric(state, seat, card) === null) out.push({ type: 'cleric', card });
}

/** AC-SK-9, AC-CP: discards, the Evoker's or Illusionist's add, the Etherealist's exchange. */
function bonusActions(state: BattleState, out: BattleAction[]): void {
  const seat = state.actor;
  const c = state.commanders[seat];
  for (const card of c.hand) {
    if (state.cards[card]!.discardBonus === undefined) continue;
    for (const side of SIDES)
      if (whyNotDiscard(state, seat, card, side) === null) out.push({ type: 'discard', card, side });
  }
  for (const side of SIDES) if (whyNotPower(state, seat, side) === null) out.push({ type: 'power', side });
  if (c.power?.classId === 'etherealist')
    for (const card of c.hand) if (whyNotExchange(state, seat, card) === null) out.push({ type: 'exchange', card });
  out.push(DONE);
}

/** AC-SK-8, R5, AC-HE-1, R9, R14: saving a Kill, Healers (a Shapeshifter's too), the Cleric. */
function aftermathActions(state: BattleState, out: BattleAction[]): void {
  const seat = state.actor;
  const c = state.commanders[seat];
  for (const card of state.killedNow)
    if (whyNotPreventKill(state, seat, card) === null) out.push({ type: 'prevent-kill', card });
  if (state.aftermathOf === 'skirmish') {
    const shapeshifter = c.power?.classId === 'shapeshifter';
    for (const healer of c.hand) {
      const shapeshift = state.cards[healer]!.unit.role !== 'healer';
      if (shapeshift && !shapeshifter) continue;
      for (const card of [...c.disabled, ...c.exhausted])
        if (whyNotHeal(state, seat, healer, card, shapeshift) === null)
          out.push(shapeshift ? { type: 'heal', healer, card, shapeshift } : { type: 'heal', healer, card });
    }
    if (c.power?.classId === 'cleric')
      for (const card of c.killed) if (whyNotCleric(state, seat, card) === null) out.push({ type: 'cleric', card });
  }
  out.push(DONE);
}

/**
 * The Offense and Defense actions of each card id, plain or with each power variant (a constant of this file), made
 * once: simulated Battles list them at almost every step.
 */
const OFFENSE: Map<PlayPowers | undefined, BattleAction>[] = [];
const DEFENSE: Map<PlayPowers | undefined, BattleAction>[] = [];
function playAction(type: 'offense' | 'defense', card: number, powers?: PlayPowers): BattleAction {
  const byPowers = ((type === 'offense' ? OFFENSE : DEFENSE)[card] ??= new Map());
  const made = byPowers.get(powers);
  if (made) return made;
  const action: BattleAction = powers ? { type, card, powers } : { type, card };
  byPowers.set(powers, action);
  return action;
}

/** AC-CP: the power options of playing `card` (none for most commanders). */
function powerVariants(state: BattleState, seat: Seat, card: number): PlayPowers[] {
  const c = state.commanders[seat];
  const id = c.power?.classId;
  if (!id) return NO_VARIANTS;
  const role = state.cards[card]!.unit.role;
  const out: PlayPowers[] = [];
  if ((id === 'master-of-arms' && role !== 'aggressor') || (id === 'adept' && role !== 'guardian'))
    out.push(CHANGE_ROLE);
  else if (id === 'shapeshifter' && powerLimitReason(id, c.powerUse) === null) {
    for (const to of FIGHTING_ROLES) if (to !== role) out.push(SHAPESHIFT[to]!);
  }
  return out;
}
