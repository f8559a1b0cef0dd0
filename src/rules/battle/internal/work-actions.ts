/**
 * Between the board's `BattleAction` objects and the Battle engine's action codes (issue 28): `battleStep` encodes
 * the action it is given, `legalActions` decodes the listed codes.
 *
 * Done: every action: those of the base rules, Rituals, the questions before a Battle (R11, R12) and the classes'
 * powers (the other classes add no action).
 */
import { type Path, PATHS, type Role } from '../../core/index.js';
import type { BattleAction, PlayPowers } from '../types.js';
import * as L from './work-layout.js';

/** The action types without a card or an argument, by code. */
const PLAIN: Partial<Record<BattleAction['type'], number>> = {
  pass: L.A_PASS,
  unable: L.A_UNABLE,
  done: L.A_DONE,
  resolve: L.A_RESOLVE,
  'rout-rolls': L.A_ROUT,
  'roll-off': L.A_ROLL_OFF,
  'roll-chooser': L.A_ROLL_CHOOSER,
  'power-unit': L.A_POWER_UNIT,
};
const PLAIN_TYPES = Object.fromEntries(Object.entries(PLAIN).map(([type, code]) => [code, type])) as Record<
  number,
  'pass' | 'unable' | 'done' | 'resolve' | 'rout-rolls' | 'roll-off' | 'roll-chooser' | 'power-unit'
>;

/** Every action type's code (`battleStep` checks the step takes it before it encodes the action). */
export const TYPE_CODES = {
  ...PLAIN,
  'choose-first': L.A_FIRST,
  offense: L.A_OFFENSE,
  defense: L.A_DEFENSE,
  discard: L.A_DISCARD,
  power: L.A_POWER,
  'prevent-kill': L.A_PREVENT,
  heal: L.A_HEAL,
  psionic: L.A_PSIONIC,
  return: L.A_RETURN,
  cleric: L.A_CLERIC,
  ritual: L.A_RITUAL,
  exchange: L.A_EXCHANGE,
  tactician: L.A_TACTICIAN,
  oathbound: L.A_OATHBOUND,
  dervish: L.A_DERVISH,
  'mender-reveal': L.A_MENDER_REVEAL,
  'mender-disable': L.A_MENDER_DISABLE,
} as Readonly<Record<BattleAction['type'], number>>;

/** The Roles by code. */
const ROLE_NAMES = Object.keys(L.ROLE_CODES) as Role[];

/** A Dervish's target (a Path or a Role) as a code, and back. */
const targetCode = (against: Path | Role): number =>
  against in L.PATH_CODES ? L.PATH_CODES[against as Path] : L.ROLE_CODES[against as Role];
export const targetOf = (code: number): Path | Role => (code >= 8 ? PATHS[code - 8]! : ROLE_NAMES[code]!);

/**
 * R12: the cards the Mender's enemy reveals at the table, as the card and the argument (bit 1, and the second card + 1
 * above it), or −1 for a list the engine cannot hold (the rules refuse it before).
 */
function revealCode(cards: readonly number[]): number {
  if (cards.length < 1 || cards.length > 2) return -1;
  return L.action(L.A_MENDER_REVEAL, cards[0], 1 | ((cards.length > 1 ? cards[1]! + 1 : 0) << 1));
}

/**
 * The choice bits of a card played with powers: the Role change, the Shapeshifter's new Role, or the Psionicist's +3
 * on a card chosen (R10 draws it at random as the `psionic` action; an older caller may name the card).
 */
const playChoice = (powers: PlayPowers | undefined): number =>
  powers?.changeRole
    ? L.CH_ROLE
    : powers?.shapeshiftTo
      ? L.shapeChoice(powers.shapeshiftTo)
      : powers?.psionic
        ? L.CH_PSIONIC
        : 0;

/** The code of a `BattleAction`, or −1 for a Mender's reveal the engine cannot hold (refused before). */
export function actionCode(a: BattleAction): number {
  switch (a.type) {
    case 'choose-first':
      return L.action(L.A_FIRST, a.first);
    case 'offense':
    case 'defense':
      return L.action(a.type === 'offense' ? L.A_OFFENSE : L.A_DEFENSE, a.card, playChoice(a.powers));
    case 'discard':
      return L.action(L.A_DISCARD, a.card, a.side === 'offense' ? 0 : 1);
    case 'power':
      return L.action(L.A_POWER, 0, a.side === 'offense' ? 0 : 1);
    case 'prevent-kill':
      return L.action(L.A_PREVENT, a.card);
    case 'heal':
      return L.action(L.A_HEAL, a.healer, a.card | (a.shapeshift ? L.HEAL_SHAPESHIFT : 0));
    case 'psionic':
      return L.A_PSIONIC;
    case 'return':
      return L.action(L.A_RETURN, a.card);
    case 'cleric':
      return L.action(L.A_CLERIC, a.card);
    case 'ritual':
      return L.action(L.A_RITUAL, a.card);
    case 'exchange':
      return L.action(L.A_EXCHANGE, a.card);
    case 'tactician':
      return L.action(L.A_TACTICIAN, 0, L.CLASS_CODES[a.as]);
    case 'oathbound':
      return L.action(L.A_OATHBOUND, a.card);
    case 'dervish':
      return L.action(L.A_DERVISH, 0, targetCode(a.against));
    case 'mender-reveal':
      return a.cards ? revealCode(a.cards) : L.A_MENDER_REVEAL;
    case 'mender-disable':
      return L.action(L.A_MENDER_DISABLE, a.card);
    default:
      return PLAIN[a.type] ?? -1;
  }
}

/** The `BattleAction` of a code. */
export function actionOf(code: number): BattleAction {
  const card = (code >> 5) & 31;
  const arg = code >> 10;
  const side = arg ? 'defense' : 'offense';
  switch (code & 31) {
    case L.A_FIRST:
      return { type: 'choose-first', first: card ? 1 : 0 };
    case L.A_OFFENSE:
    case L.A_DEFENSE: {
      const type = (code & 31) === L.A_OFFENSE ? 'offense' : 'defense';
      if (arg & L.CH_ROLE) return { type, card, powers: { changeRole: true } };
      if (arg & L.CH_PSIONIC) return { type, card, powers: { psionic: true } };
      return arg & L.CH_SHAPE
        ? { type, card, powers: { shapeshiftTo: ROLE_NAMES[((arg & L.CH_SHAPE) >> 4) - 1]! } }
        : { type, card };
    }
    case L.A_DISCARD:
      return { type: 'discard', card, side };
    case L.A_POWER:
      return { type: 'power', side };
    case L.A_PREVENT:
      return { type: 'prevent-kill', card };
    case L.A_HEAL:
      return arg & L.HEAL_SHAPESHIFT
        ? { type: 'heal', healer: card, card: arg & 31, shapeshift: true }
        : { type: 'heal', healer: card, card: arg };
    case L.A_PSIONIC:
      return { type: 'psionic' };
    case L.A_RETURN:
      return { type: 'return', card };
    case L.A_CLERIC:
      return { type: 'cleric', card };
    case L.A_RITUAL:
      return { type: 'ritual', card };
    case L.A_EXCHANGE:
      return { type: 'exchange', card };
    case L.A_TACTICIAN:
      return { type: 'tactician', as: L.CLASS_IDS[arg]! };
    case L.A_OATHBOUND:
      return { type: 'oathbound', card };
    case L.A_DERVISH:
      return { type: 'dervish', against: targetOf(arg) };
    case L.A_MENDER_REVEAL:
      if (!(arg & 1)) return { type: 'mender-reveal' };
      return { type: 'mender-reveal', cards: arg >> 1 ? [card, (arg >> 1) - 1] : [card] };
    case L.A_MENDER_DISABLE:
      return { type: 'mender-disable', card };
    default:
      return { type: PLAIN_TYPES[code & 31]! };
  }
}
