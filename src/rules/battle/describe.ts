// Every legal action of a Battle as a button names it, where the Battle stands as a status line, and the uses left
// of a commander's limited power: what a board shows is worked out here, so that the element only displays it.
import { commanderClass, type CommanderClassId } from '../powers/index.js';
import type { SideName } from '../skirmish/index.js';
import { mediated } from './internal/checks.js';
import { battlemageRolls } from './internal/power-checks.js';
import { declined } from './internal/pre-battle.js';
import { other } from './internal/working-state.js';
import { POWER_UNITS } from './power-units.js';
import { STEP_TEXT } from './state-machine.js';
import type { BattleAction, BattleCard, BattleState, PlayPowers, PreBattleAsk, Seat } from './types.js';

const SIDE_WORD: Readonly<Record<SideName, string>> = { offense: 'Offense', defense: 'Defense' };

/** A card as a button names it: "Spearmen (3)", or "Banner (-)". */
const cardName = (card: BattleCard | undefined) =>
  card ? `${card.unit.name} (${card.unit.strength ?? '-'})` : 'a card';

/** A limited power's uses left: `text` reads like "Evoker: 2 of 3 left this Battle". */
export interface PowerUses {
  readonly classId: CommanderClassId;
  readonly left: number;
  readonly of: number;
  readonly per: 'Battle' | 'Phase' | 'Day';
  readonly text: string;
}

/**
 * AC-CP: how many uses of the commander's limited power are left (Evoker 3 per Battle, Illusionist 2, Shapeshifter,
 * Psionicist and Etherealist once, Battlemage one success per Phase, Cleric once per Day), or undefined for a power
 * without such a limit.
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
 * The words of a button for `action` in `state`: the card it plays by name, what a choice costs (AC-MO-6, AC-SK-8,
 * AC-HE-1) with its rule, and a limited power's uses left.
 * @example describeAction(state, { type: 'pass' }) // on Offense → 'Pass (costs 1 Morale, AC-MO-6)'
 */
export function describeAction(state: BattleState, action: BattleAction): string {
  const card = (id: number) => cardName(state.cards[id]);
  const me = state.commanders[state.actor];
  const uses = () => powerUses(state, state.actor)?.text.replace(/^[^:]*: /, '') ?? '';
  switch (action.type) {
    case 'roll-chooser':
      return 'Roll for who chooses the first turn (AC-BA-1)';
    case 'choose-first':
      return `${state.commanders[action.first].name} takes the first turn`;
    case 'tactician':
      return `Tactician: take the ${commanderClass(action.as)?.name ?? action.as} benefit this Battle`;
    case 'oathbound':
      return `Oathbound: designate ${card(action.card)}`;
    case 'dervish':
      return `Dervish: Add 1 against ${action.against.charAt(0).toUpperCase()}${action.against.slice(1)}`;
    case 'power-unit':
      return me.power?.classId === 'chaplain'
        ? `Chaplain: field the ${POWER_UNITS.chaplain.name} (R8)`
        : `Chirurgeon: field the free ${POWER_UNITS.chirurgeon.name} (R7)`;
    case 'mender-reveal': {
      const enemy = state.commanders[other(state.actor)];
      return `Mender: ${enemy.name} reveals ${Math.min(2, enemy.hand.length)} random cards from hand (R12)`;
    }
    case 'mender-disable':
      return `Mender: Disable ${card(action.card)} for 1 Morale (R12)`;
    case 'offense':
    case 'defense':
      return `${action.type === 'offense' ? 'Attack with' : 'Defend with'} ${card(action.card)}${how(action.powers, uses)}`;
    case 'psionic':
      return `Psionicist: shuffle and play a random card, it Adds 3 (${uses()}, R10)`;
    case 'pass':
      if (state.step !== 'offense') return 'Pass: the attacker is Unopposed (AC-MO-7)';
      return state.lastPass === other(state.actor)
        ? 'Pass (costs 1 Morale, AC-MO-6): both Passed in a row, the Battle ends (AC-BA-4)'
        : 'Pass (costs 1 Morale, AC-MO-6)';
    case 'unable':
      return 'No card can fight: go on (R3)';
    case 'ritual':
      return `Play the Ritual ${card(action.card)} (AC-RI-1)`;
    case 'cleric':
      return `Cleric: ${card(action.card)} back from Killed to hand (1 Morale, ${uses()}, R14)`;
    case 'discard': {
      const bonus = state.cards[action.card]?.discardBonus ?? 0;
      const roll = battlemageRolls(state, state.actor) ? '; Battlemage rolls for Exhausted (R13)' : '';
      return `Discard ${card(action.card)}: ${bonus >= 0 ? '+' : ''}${bonus} to the ${SIDE_WORD[action.side]} (AC-SK-9)${roll}`;
    }
    case 'power':
      return me.power?.classId === 'evoker'
        ? `Evoker: Add 2 to the ${SIDE_WORD[action.side]} (${uses()})`
        : `Illusionist: roll a d6 for the ${SIDE_WORD[action.side]} (${uses()})`;
    case 'exchange': {
      const p = state.pending;
      const own = p && (state.actor === state.turn ? p.offense : p.defense);
      return `Etherealist: ${card(action.card)} takes the place of ${own === undefined ? 'a card' : card(own)} (${uses()}, R16)`;
    }
    case 'resolve':
      return mediated(state)
        ? 'Resolve without dice: the Mediating Chaplain (R8)'
        : 'Roll the dice and resolve the Skirmish';
    case 'prevent-kill':
      return `Save ${card(action.card)} from the Kill (${me.morale.npc ? '3 Morale' : '1 Influence'}, AC-SK-8)`;
    case 'heal':
      return action.shapeshift
        ? `Heal ${card(action.card)} with ${card(action.healer)} as a Healer (1 Morale; Shapeshifter, ${uses()}, R9)`
        : `Heal ${card(action.card)} with ${card(action.healer)} (1 Morale, AC-HE-1)`;
    case 'return':
      return `Take ${card(action.card)} back into hand (Necromancer)`;
    case 'done':
      if (state.step === 'pre-battle') return declined(state);
      return state.step === 'bonuses' ? 'No more discards' : 'Done';
    case 'rout-rolls':
      return 'Roll for the Routed units (AC-MO-2)';
    case 'roll-off':
      return 'Roll off for the win (AC-BA-5)';
  }
}

/** How a card is played with a power, after "Attack with X". */
function how(powers: PlayPowers | undefined, uses: () => string): string {
  if (powers?.changeRole) return ' as its power makes it';
  if (powers?.shapeshiftTo) return ` as a ${powers.shapeshiftTo} (Shapeshifter, ${uses()})`;
  if (powers?.psionic) return `, drawn at random (Psionicist, Adds 3, ${uses()})`;
  return '';
}

/** What the question before the Battle asks (R11). */
const ASK: Readonly<Record<PreBattleAsk, string>> = {
  tactician: "choose the Tactician's benefit for this Battle (AC-CP)",
  oathbound: 'designate the Oathbound unit (AC-CP)',
  dervish: 'choose the Path or Role the Dervish faces (AC-CP)',
  'power-unit': "field the power's unit or not (R7, R8)",
  'mender-reveal': "ask for the Mender's reveal or not (R12)",
  'mender-disable': 'Disable a revealed card or not (R12)',
};

/**
 * Where the Battle stands, in a line: the Phase, who is on Offense and what the Battle waits for; at the end, the
 * winner and why.
 * @example battleStatus(state) // → 'Phase 1 · Ayla on Offense · Ayla: play a card on Offense, Pass or be Unable (AC-SK-1)'
 */
export function battleStatus(state: BattleState): string {
  if (state.step === 'ended') {
    const winner = state.winner === undefined ? 'nobody' : state.commanders[state.winner].name;
    return `${winner} wins the Battle: ${state.end?.text ?? 'it is over'}`;
  }
  const offense = state.commanders[state.turn].name;
  const actor = state.commanders[state.actor].name;
  const before = state.step === 'roll-chooser' || state.step === 'choose-first' || state.step === 'pre-battle';
  const phase = before ? 'Before the Battle' : `Phase ${state.phase} · ${offense} on Offense`;
  const waits = state.step === 'pre-battle' ? ASK[state.questions[0]!.ask] : STEP_TEXT[state.step];
  return `${phase} · ${actor}: ${waits}`;
}
