/**
 * A whole Battle (AC-BA) as a pure state machine: `startBattle(setup)`, then `battleStep(state,
 * action, d6)` for every decision, each returning a new state (or a refusal citing the rule) and
 * never changing the old one. Each step is taken by the one Battle engine (internal/work-*.ts, the
 * same the odds play), from the state loaded into its working buffers and written back as a new
 * state; the card list and the log are shared between states.
 *
 * Rulings this module makes (the source is silent; widgets should say so):
 * - AC-BA-1: the commander who chooses the first player is given by the caller (`chooser`), or
 *   rolled for (`chooser: 'roll'`, R11); `playRandomBattle` picks them with a d6 when not given.
 * - R11–R16 (the powers asked before the Battle and those that were text only) are data in
 *   `rulings.ts` (`BATTLE_RULINGS`).
 * - AC-BA-3: when nobody played a Defense card in Phase 1, the commander who did not take the
 *   first turn starts Phase 2. "Both Unable" means neither holds a card that can fight when one
 *   of them declares Unable on Offense.
 * - AC-BA-4: "both Pass in a row" is a Pass (on Offense or Defense) by one commander right after a
 *   Pass by the other, with no card played in between; being Unable is not a Pass. The second
 *   Pass on Offense still costs its Morale (AC-MO-6) before the Battle ends.
 * - AC-BA-5: Kills are the enemy cards in Killed piles (an R1 double Kill counts for both); Morale
 *   includes what is left of a Base's Morale (AC-MO-3).
 * - AC-SK-9: a discarded card's bonus comes from the card (`discardBonus`), the discarding
 *   commander picks the side. The window is also open before an Unopposed roll (AC-MO-7 "adds
 *   modifiers as normal"), for the Offense side only. A commander with nothing to discard (and
 *   no Evoker / Illusionist use left) declines at once, so the window may not open at all.
 * - AC-SK-8: kill prevention and Healers are offered after each Skirmish, attacker first, each
 *   commander acting until done; a commander with nothing they could do is skipped.
 * - AC-HE-1: an Unopposed roll is not a Skirmish, so no Healer window follows it. A Healer with
 *   Strength "-" counts as 0.
 * - AC-RI-1: a Ritual is played on your own turn before your Offense card, does not end the turn,
 *   and goes to the Disabled pile. Its Path must be shared by 2 of the army's units not Killed; a
 *   Ritual with no Path cannot be played. Animist: 2 per Phase, so up to 4 per Battle.
 * - AC-CP Illusionist: the die is rolled once, before the Skirmish dice (Offense commander's
 *   first), and kept through AC-SK-6 rerolls. Evoker and Illusionist cannot add to an Unopposed
 *   unit of the opponent. Psionicist: see R10. Oathbound: applies to Skirmish fates, Rout Kills
 *   and the Mender's Disable (R12), not to discards.
 */
import type { D6 } from '../core/index.js';
import { bringsUnit, buildBattle } from './internal/setup.js';
import { codeOf, logged, rolls, stepFrom } from './internal/work-board.js';
import * as L from './internal/work-layout.js';
import { fieldGivenUnit } from './internal/work-questions.js';
import { loadBattle } from './internal/work-state.js';
import { rout } from './internal/work-turns.js';
import { name, type NextState, say } from './internal/working-state.js';
import type { BattleAction, BattleSetup, BattleState, BattleStepResult, Seat } from './types.js';

/**
 * AC-BA-1: every card of each army goes to its commander's hand (with the units powers bring,
 * R7, R8); the `chooser` (picked at random by the caller, or rolled for with `chooser: 'roll'`)
 * then chooses who takes the first turn. Throws a RangeError for a bad setup (Morale, chooser,
 * Tactician choice, Oathbound index).
 * @example
 * const battle = startBattle({ commanders: [{ name: 'Ayla', morale: 7, army: [spearmen, soldier] },
 *                                           { name: 'Brigands', morale: 5, npc: true, army: [soldier] }] });
 * battle.step // → 'choose-first'
 */
export function startBattle(setup: BattleSetup): BattleState {
  const built = buildBattle(setup);
  say(built, 'start', 'AC-BA-1', 'start', { a: name(built, 0), b: name(built, 1) });
  // R7, R8: the units the setup fields join before anything else
  const given = ([0, 1] as const).filter(
    (seat) => setup.commanders[seat].power?.powerUnit && bringsUnit(built.commanders[seat].power?.classId),
  );
  const d: NextState = given.length ? { ...logged(built, () => given.forEach(fieldGivenUnit)) } : built;
  for (const seat of [0, 1] as const) if (d.commanders[seat].morale.routed) return routedAtStart(d, seat); // AC-MO-2
  if (d.step === 'roll-chooser') say(d, 'chooser', 'R11', 'both-roll');
  else say(d, 'chooser', 'AC-BA-1', 'chooses', { commander: name(d, d.actor) }, d.actor);
  return d;
}

/** AC-MO-2: a commander who enters the Battle with no Morale is Routed before it begins. */
const routedAtStart = (state: BattleState, seat: Seat): BattleState => logged(state, () => rout(seat, L.END_ROUTED));

/**
 * Whether `action` rolls dice, so that `battleStep` needs a d6 for it: the Skirmish (not a
 * mediated one, R8), the rolls for who chooses (R11), the Rout and the roll-off, the Psionicist's
 * draw (R10), the Mender's random reveal (R12), a Battlemage's discard (R13).
 * @example needsDie(state, { type: 'pass' }) // → false
 */
export function needsDie(state: BattleState, action: BattleAction): boolean {
  loadBattle(state);
  return rolls(action);
}

/**
 * AC-MO-2: whether `action` Routs the commander who takes it, so that they lose the Battle at once: a cost in Morale
 * that leaves none (a save, a Pass, a heal). An action that rolls is not foreseen.
 * @example routsActor(state, { type: 'prevent-kill', card: 1 }) // an NPC with 3 Morale → true
 */
export function routsActor(state: BattleState, action: BattleAction): boolean {
  if (state.routed !== undefined || needsDie(state, action)) return false;
  const next = battleStep(state, action);
  return next.ok && next.state.routed === state.actor;
}

/**
 * One decision of the commander the Battle waits for (`state.actor`). Returns the next state, or
 * a refusal whose text cites the rule. `d6` is needed by the actions `needsDie` names. With
 * `autoUnable`, a commander with nothing to play is then Unable by themselves (R3). Never
 * changes `state`.
 * @example
 * let r = battleStep(battle, { type: 'choose-first', first: 0 });
 * r = battleStep(r.state, { type: 'pass' }); // AC-MO-6: −1 Morale, the other commander's turn
 * battleStep(r.state, { type: 'resolve' }) // → { ok: false, reason: "…" }
 */
export function battleStep(state: BattleState, action: BattleAction, d6?: D6): BattleStepResult {
  const code = codeOf(state, action, d6);
  if (typeof code === 'string') return { ok: false, reason: code };
  return { ok: true, state: stepFrom(state, code, d6) };
}
