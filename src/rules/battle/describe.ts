// Every legal action of a Battle as a button names it, where the Battle stands as a status line, and the uses left
// of a commander's limited power: what a board shows is worked out here, so that the element only displays it. Each
// is a phrase first (phrases.ts), which a widget says in its reader's language, and the rules' English from it.
import type { Phrase } from '../core/index.js';
import { classRules, type CommanderClassId } from '../powers/index.js';
import { isMediated } from './internal/work-board.js';
import { declined } from './internal/work-log.js';
import { loadBattle } from './internal/work-state.js';
import { other } from './internal/working-state.js';
import { battleEnglish, type BattlePhrase, nest } from './phrases.js';
import { POWER_UNITS } from './power-units.js';
import { needsDie, routsActor } from './state-machine.js';
import type { BattleAction, BattleCard, BattleState, PlayPowers, Seat } from './types.js';

/** A card as a button names it: "Spearmen (3)", or "Banner (-)". */
const cardName = (card: BattleCard | undefined) =>
  card ? `${card.unit.name} (${card.unit.strength ?? '-'})` : 'a card';

/** The unit on `side` of the pending Skirmish by name: an add or a discard names the unit it goes to (AC-CP, AC-SK-9). */
const target = (state: BattleState, side: 'offense' | 'defense'): string =>
  state.cards[(side === 'offense' ? state.pending?.offense : state.pending?.defense) ?? -1]?.unit.name ??
  (side === 'offense' ? 'the Offense' : 'the Defense');

/** A limited power's uses left: `text` reads like "Evoker: 2 of 3 left this Battle". */
export interface PowerUses {
  readonly classId: CommanderClassId;
  readonly left: number;
  readonly of: number;
  readonly per: 'Battle' | 'Phase' | 'Day';
  readonly text: string;
  /** `text` as data (`uses`: the class's name, `left`, `of`, `per`), for a widget to say in its reader's language. */
  readonly phrase: BattlePhrase;
}

/**
 * AC-CP: how many uses of the commander's limited power are left (Evoker 3 per Battle, Illusionist 2, Shapeshifter,
 * Psionicist and Etherealist once, Battlemage one success per Phase, Cleric once per Day), or undefined for a power
 * without such a limit.
 * @example powerUses(battle, 0)?.text // → 'Evoker: 3 of 3 left this Battle'
 */
export function powerUses(state: BattleState, seat: Seat): PowerUses | undefined {
  const c = state.commanders[seat];
  const cls = c.power && classRules(c.power.classId);
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
  const phrase: BattlePhrase = { key: 'uses', values: { power: cls.name, left, of, per } };
  return { classId: cls.id, left, of, per, text: battleEnglish(phrase), phrase };
}

/**
 * The words of a button for `action` in `state`: the card it plays by name, what a choice costs (AC-MO-6, AC-SK-8,
 * AC-HE-1) with its rule, and a limited power's uses left.
 * @example describeAction(state, { type: 'pass' }) // on Offense → 'Pass (costs 1 Morale, AC-MO-6)'
 */
export const describeAction = (state: BattleState, action: BattleAction): string =>
  battleEnglish(actionPhrase(state, action));

/**
 * {@link describeAction} as data: the phrase's key names the sentence, its values the cards ("Spearmen (3)"),
 * commanders, sides and uses left, for a widget to say in its reader's language.
 * @example actionPhrase(state, { type: 'pass' }) // on Offense → { key: 'pass' }
 */
export function actionPhrase(state: BattleState, action: BattleAction): BattlePhrase {
  const card = (id: number) => cardName(state.cards[id]);
  const me = state.commanders[state.actor];
  const uses = () => powerUses(state, state.actor)?.phrase.values;
  const say = (key: BattlePhrase['key'], values?: Phrase['values']): BattlePhrase => ({ key, values });
  switch (action.type) {
    case 'choose-first':
      return say('choose-first', { commander: state.commanders[action.first].name });
    case 'tactician':
      return say('tactician', { power: classRules(action.as)?.name ?? action.as });
    case 'oathbound':
    case 'mender-disable':
    case 'ritual':
    case 'return':
      return say(action.type, { card: card(action.card) });
    case 'dervish':
      return say('dervish', { against: action.against });
    case 'power-unit':
      return me.power?.classId === 'chaplain'
        ? say('chaplain-unit', { unit: POWER_UNITS.chaplain.name })
        : say('chirurgeon-unit', { unit: POWER_UNITS.chirurgeon.name });
    case 'mender-reveal': {
      const enemy = state.commanders[other(state.actor)];
      return say('mender-reveal', { commander: enemy.name, count: Math.min(2, enemy.hand.length) });
    }
    case 'offense':
    case 'defense':
      return say(action.type === 'offense' ? 'attack' : 'defend', {
        card: card(action.card),
        ...how(action.powers, uses),
      });
    case 'psionic':
      return say('psionic', uses());
    case 'pass':
      if (state.step !== 'offense') return say('pass-unopposed');
      // AC-MO-2 before AC-BA-4: the last Morale paid Routs its commander, who loses whatever else ends the Battle
      if (routsActor(state, action)) return say('pass-routs', { commander: me.name });
      return say(state.lastPass === other(state.actor) ? 'pass-ends' : 'pass');
    case 'cleric':
      return say('cleric', { card: card(action.card), ...uses() });
    case 'discard': {
      const bonus = state.cards[action.card]?.discardBonus ?? 0;
      const key = needsDie(state, action) ? 'discard-battlemage' : 'discard'; // R13
      return say(key, { card: card(action.card), bonus, side: action.side, unit: target(state, action.side) });
    }
    case 'power':
      // Named by its effect: whose power, and the unit it adds to (either side's, AC-CP), not "the Offense".
      return say(me.power?.classId === 'evoker' ? 'evoke' : 'illusion', {
        side: action.side,
        unit: target(state, action.side),
        commander: me.name,
        ...uses(),
      });
    case 'exchange': {
      const p = state.pending;
      const own = p && (state.actor === state.turn ? p.offense : p.defense);
      return say('exchange', {
        card: card(action.card),
        out: own === undefined ? 'a card' : card(own),
        ...uses(),
      });
    }
    case 'resolve':
      return say(isMediated(state) ? 'resolve-mediated' : 'resolve');
    case 'prevent-kill':
      if (!me.morale.npc) return say('save-influence', { card: card(action.card) });
      // AC-MO-2: a save paid with the last Morale ends the Battle, which the button says as a Pass says its end
      return say(routsActor(state, action) ? 'save-morale-routs' : 'save-morale', {
        card: card(action.card),
        commander: me.name,
      });
    case 'heal':
      if (!action.shapeshift && routsActor(state, action))
        return say('heal-routs', { card: card(action.card), healer: card(action.healer), commander: me.name });
      return say(action.shapeshift ? 'heal-shapeshift' : 'heal', {
        card: card(action.card),
        healer: card(action.healer),
        ...(action.shapeshift ? uses() : {}),
      });
    case 'done':
      if (state.step === 'pre-battle') return (loadBattle(state), declined());
      return say(state.step === 'bonuses' ? 'no-more-discards' : 'done');
    default: // roll-chooser, unable, rout-rolls, roll-off: nothing to name
      return say(action.type);
  }
}

/** How a card is played with a power, after "Attack with X": `how` and what it needs. */
function how(powers: PlayPowers | undefined, uses: () => Phrase['values']): Phrase['values'] {
  if (powers?.changeRole) return { how: 'role' };
  if (powers?.shapeshiftTo) return { how: 'shapeshift', role: powers.shapeshiftTo, ...uses() };
  if (powers?.psionic) return { how: 'psionic', ...uses() };
  return {};
}

/**
 * Where the Battle stands, in a line: the Phase, who is on Offense and what the Battle waits for; at the end, the
 * winner and why.
 * @example battleStatus(state) // → 'Phase 1 · Ayla on Offense · Ayla: play a card on Offense, Pass or be Unable (AC-SK-1)'
 */
export const battleStatus = (state: BattleState): string => battleEnglish(statusPhrase(state));

/**
 * {@link battleStatus} as data: `status-before`, `status` (with `phase`, `offense`, `actor` and `waits`, the step or
 * the question before the Battle) or `status-ended` (the `winner` and the end nested as `end`).
 * @example statusPhrase(state) // → { key: 'status', values: { phase: 1, offense: 'Ayla', actor: 'Ayla', waits: 'offense' } }
 */
export function statusPhrase(state: BattleState): BattlePhrase {
  if (state.step === 'ended' && state.winner !== undefined && state.end)
    return {
      key: 'status-ended',
      values: { winner: state.commanders[state.winner].name, ...nest('end', state.end.phrase) },
    };
  const actor = state.commanders[state.actor].name;
  const waits = state.step === 'pre-battle' ? state.questions[0]!.ask : state.step;
  const before = state.step === 'roll-chooser' || state.step === 'choose-first' || state.step === 'pre-battle';
  if (before) return { key: 'status-before', values: { actor, waits } };
  return { key: 'status', values: { phase: state.phase, offense: state.commanders[state.turn].name, actor, waits } };
}
