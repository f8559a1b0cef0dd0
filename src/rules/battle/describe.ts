// What a game master reads: each action as a button's label, the step as a status line, and the
// commander powers' uses left (AC-CP). Words only; the decisions are the state machine's.
import { commanderClass, type CommanderClassId } from '../powers/index.js';
import type { SideName } from '../skirmish/index.js';
import { mediated } from './internal/checks.js';
import { battlemageRolls } from './internal/power-checks.js';
import { other } from './internal/working-state.js';
import { POWER_UNITS } from './power-units.js';
import type { BattleAction, BattleState, PlayPowers, PreBattleAsk, Seat } from './types.js';

/** A limited power's uses left: `text` reads like "Evoker: 2 of 3 left this Battle". */
export interface PowerUses {
  readonly classId: CommanderClassId;
  readonly left: number;
  readonly of: number;
  readonly per: 'Battle' | 'Phase' | 'Day';
  readonly text: string;
}

/**
 * AC-CP: how many uses of the commander's limited power are left (Evoker 3 per Battle, Illusionist
 * 2, Shapeshifter, Psionicist and Etherealist once, Battlemage one success per Phase, Cleric once
 * per Day), or undefined for a power without such a limit.
 * @example powerUses(battle, 0)?.text // → 'Evoker: 3 of 3 left this Battle'
 */
export function powerUses(state: BattleState, seat: Seat): PowerUses | undefined {
  const c = state.commanders[seat];
  const cls = c.power && commanderClass(c.power.classId);
  if (!cls || cls.id === 'oathbound') return undefined; // Oathbound designates a unit: nothing is used up
  const { perBattle, perPhase, perDay } = cls.limits;
  let of: number;
  let used: number;
  let per: PowerUses['per'];
  if (perBattle !== undefined) [of, used, per] = [perBattle, c.powerUse.battle, 'Battle'];
  else if (perPhase !== undefined) [of, used, per] = [perPhase, c.powerUse.phase, 'Phase'];
  else if (perDay !== undefined) [of, used, per] = [perDay, c.power.usedToday ? perDay : 0, 'Day'];
  else return undefined;
  const left = Math.max(0, of - used);
  return { classId: cls.id, left, of, per, text: `${cls.name}: ${left} of ${of} left this ${per}` };
}

/**
 * The step as a status line: the Phase, who is on Offense, and what the Battle waits for.
 * @example describeStep(state) // → 'Phase 1 · Ayla on Offense · Ayla: play a card on Offense, Pass or be Unable (AC-SK-1)'
 */
export function describeStep(state: BattleState): string {
  if (state.step === 'ended') return `The Battle is over: ${state.end?.text ?? ''}`;
  const who = state.commanders[state.actor].name;
  const what = state.step === 'pre-battle' ? ASK[state.questions[0]!.ask] : STEP_TEXT[state.step];
  const before = state.step === 'roll-chooser' || state.step === 'choose-first' || state.step === 'pre-battle';
  const when = before ? 'Before the Battle' : `Phase ${state.phase} · ${state.commanders[state.turn].name} on Offense`;
  return `${when} · ${who}: ${what}`;
}

/** What each step waits for (also the refusal text of an action out of step). */
export const STEP_TEXT: Record<BattleState['step'], string> = {
  'roll-chooser': 'roll for who chooses the first turn (AC-BA-1)',
  'choose-first': 'choose who takes the first turn (AC-BA-1)',
  'pre-battle': 'answer for a power before the Battle (R11)',
  offense: 'play a card on Offense, Pass or be Unable (AC-SK-1)',
  defense: 'play a card on Defense, Pass or be Unable (AC-SK-1)',
  bonuses: 'discard for a bonus or be done (AC-SK-9)',
  resolve: 'resolve the Skirmish',
  aftermath: 'prevent a Kill, use a Healer, or be done (AC-SK-8, AC-HE-1)',
  'phase-2': 'take a card back (Necromancer) or be done',
  rout: 'roll for the Routed units (AC-MO-2)',
  'roll-off': 'roll off for the win (AC-BA-5)',
  ended: 'nothing: the Battle is over',
};

const ASK: Record<PreBattleAsk, string> = {
  tactician: "choose the Tactician's benefit for this Battle (AC-CP)",
  oathbound: 'designate the Oathbound unit (AC-CP)',
  dervish: 'choose the Path or Role the Dervish faces (AC-CP)',
  'power-unit': "field the power's unit or not (R7, R8)",
  'mender-reveal': "ask for the Mender's reveal (R12)",
  'mender-disable': 'Disable a revealed card or not (R12)',
};

/**
 * A button's label for a legal action: what it does, what it costs, and the rule.
 * @example describeAction(state, { type: 'pass' }) // → 'Pass (costs 1 Morale, AC-MO-6)'
 */
export function describeAction(state: BattleState, action: BattleAction): string {
  const seat = state.actor;
  const c = state.commanders[seat];
  const card = (id: number) => state.cards[id]?.unit.name ?? `card ${id}`;
  const uses = () => powerUses(state, seat)?.text.replace(/^[^:]*: /, '') ?? '';
  const p = state.pending;
  switch (action.type) {
    case 'roll-chooser':
      return 'Roll for who chooses the first turn (AC-BA-1)';
    case 'choose-first':
      return `${state.commanders[action.first]?.name ?? action.first} takes the first turn (AC-BA-1)`;
    case 'tactician':
      return `Tactician: take the ${commanderClass(action.as)?.name ?? action.as} benefit this Battle`;
    case 'oathbound':
      return `Oathbound: designate ${card(action.card)}`;
    case 'dervish':
      return `Dervish: Add 1 against ${capital(action.against)}`;
    case 'power-unit':
      return c.power?.classId === 'chaplain'
        ? `Chaplain: field the ${POWER_UNITS.chaplain.name} (R8)`
        : `Chirurgeon: field the free ${POWER_UNITS.chirurgeon.name} (R7)`;
    case 'mender-reveal': {
      const enemy = state.commanders[other(seat)];
      return `Mender: ${enemy.name} reveals ${Math.min(2, enemy.hand.length)} random cards from hand (R12)`;
    }
    case 'mender-disable':
      return `Mender: Disable ${card(action.card)} for 1 Morale (R12)`;
    case 'offense':
    case 'defense':
      return `Play ${card(action.card)} on ${capital(action.type)}${playPowers(state, action.powers, uses)}`;
    case 'psionic':
      return `Psionicist: shuffle, play a random card on ${capital(state.step)}, it Adds 3 (${uses()})`;
    case 'pass':
      if (state.step === 'defense') return 'Pass: the Offense card is Unopposed (AC-MO-7)';
      return state.lastPass === other(seat)
        ? 'Pass (costs 1 Morale, AC-MO-6): both Passed in a row, the Battle ends (AC-BA-4)'
        : 'Pass (costs 1 Morale, AC-MO-6)';
    case 'unable':
      return state.step === 'defense'
        ? 'Unable: no card can fight, the Offense card is Unopposed (R3)'
        : 'Unable: no card can fight, end the turn (AC-MO-6)';
    case 'ritual':
      return `Play the Ritual ${card(action.card)} (AC-RI-1)`;
    case 'cleric':
      return `Cleric: 1 Morale, ${card(action.card)} back from Killed to hand (${uses()}, R14)`;
    case 'discard': {
      const bonus = state.cards[action.card]?.discardBonus ?? 0;
      const roll = battlemageRolls(state, seat) ? '; Battlemage rolls for Exhausted (R13)' : '';
      return `Discard ${card(action.card)}: ${signed(bonus)} to ${sideUnit(state, action.side, card)} (AC-SK-9)${roll}`;
    }
    case 'power':
      return c.power?.classId === 'evoker'
        ? `Evoker: Add 2 to ${sideUnit(state, action.side, card)} (${uses()})`
        : `Illusionist: roll a d6, ${sideUnit(state, action.side, card)} Adds it (${uses()})`;
    case 'exchange': {
      const own = p && (seat === state.turn ? p.offense : p.defense);
      return `Etherealist: ${card(action.card)} takes the place of ${own === undefined ? '?' : card(own)} (${uses()}, R16)`;
    }
    case 'resolve':
      if (mediated(state)) return 'Resolve: the Mediating Chaplain, no roll (R8)';
      return p?.unopposed
        ? `Roll for the Unopposed ${p ? card(p.offense) : ''} (AC-MO-7)`
        : 'Roll the Skirmish (AC-SK-2)';
    case 'prevent-kill':
      return `Save ${card(action.card)} from the Kill: ${c.morale.npc ? '3 Morale' : '1 Influence'} (AC-SK-8)`;
    case 'heal': {
      const back = `${card(action.card)} back to hand`;
      return action.shapeshift
        ? `Shapeshifter: discard ${card(action.healer)} as a Healer, 1 Morale: ${back} (${uses()}, R9)`
        : `Discard the Healer ${card(action.healer)}, 1 Morale: ${back} (AC-HE-1)`;
    }
    case 'return':
      return `Necromancer: take ${card(action.card)} back from Disabled`;
    case 'done':
      return doneLabel(state);
    case 'rout-rolls': {
      const routed = state.commanders[state.routed ?? other(seat)];
      return `Roll a d6 for each of ${routed.name}'s Disabled and Exhausted units (AC-MO-2)`;
    }
    case 'roll-off':
      return 'Roll off for the win (AC-BA-5)';
  }
}

/** The powers a card is played with, as words after "Play X on Offense". */
function playPowers(state: BattleState, powers: PlayPowers | undefined, uses: () => string): string {
  if (!powers) return '';
  if (powers.changeRole)
    return state.commanders[state.actor].power?.classId === 'adept'
      ? ' as a Guardian (Adept, Adds 1)'
      : ' as an Aggressor (Master of Arms, Adds 1)';
  if (powers.shapeshiftTo) return ` as ${article(powers.shapeshiftTo)} (Shapeshifter, ${uses()})`;
  if (powers.psionic) return ` drawn at random (Psionicist, Adds 3, ${uses()})`;
  return '';
}

function doneLabel(state: BattleState): string {
  switch (state.step) {
    case 'pre-battle': {
      const ask = state.questions[0]?.ask;
      if (ask === 'power-unit') {
        const unit =
          POWER_UNITS[state.commanders[state.actor].power?.classId === 'chaplain' ? 'chaplain' : 'chirurgeon'];
        return `Leave the ${unit.name} out of this Battle`;
      }
      return ask ? DECLINE[ask] : 'Done';
    }
    case 'bonuses':
      return 'Done: nothing more to add (AC-SK-9)';
    case 'phase-2':
      return 'Done: take nothing back';
    default:
      return 'Done';
  }
}

const DECLINE: Record<Exclude<PreBattleAsk, 'power-unit'>, string> = {
  tactician: 'No Tactician benefit this Battle',
  oathbound: 'Designate no Oathbound unit',
  dervish: 'Choose no Dervish Path or Role',
  'mender-reveal': 'Ask for no reveal (Mender)',
  'mender-disable': 'Disable nothing (Mender)',
};

/** "Spearmen on Offense": the card on that side of the pending Skirmish (face down: "the Offense card"). */
function sideUnit(state: BattleState, side: SideName, card: (id: number) => string): string {
  const id = side === 'offense' ? state.pending?.offense : state.pending?.defense;
  return id === undefined ? `the ${capital(side)} card` : `${card(id)} on ${capital(side)}`;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const article = (role: string) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${capital(role)}`;
