// Every legal action of a Battle as a button names it, and where the Battle stands as a status line: what a board
// shows is worked out here, so that the element only displays it.
import { commanderClass } from '../powers/index.js';
import type { SideName } from '../skirmish/index.js';
import { STEP_TEXT } from './state-machine.js';
import type { BattleAction, BattleCard, BattleState } from './types.js';

const SIDE_WORD: Readonly<Record<SideName, string>> = { offense: 'Offense', defense: 'Defense' };

/** A card as a button names it: "Spearmen (3)", or "Banner (-)". */
const cardName = (card: BattleCard | undefined) =>
  card ? `${card.unit.name} (${card.unit.strength ?? '-'})` : 'a card';

/**
 * The words of a button for `action` in `state`: the card it plays by name, and what a choice costs (AC-MO-6,
 * AC-SK-8, AC-HE-1) with its rule.
 * @example describeAction(state, { type: 'pass' }) // on Offense → 'Pass (costs 1 Morale, AC-MO-6)'
 */
export function describeAction(state: BattleState, action: BattleAction): string {
  const card = (id: number) => cardName(state.cards[id]);
  const me = state.commanders[state.actor];
  switch (action.type) {
    case 'choose-first':
      return `${state.commanders[action.first].name} takes the first turn`;
    case 'offense':
    case 'defense': {
      const verb = action.type === 'offense' ? 'Attack with' : 'Defend with';
      const powers = action.powers;
      const how = powers?.changeRole
        ? ' as its power makes it'
        : powers?.shapeshiftTo
          ? ` as a ${powers.shapeshiftTo} (Shapeshifter)`
          : powers?.psionic
            ? ', drawn at random (Psionicist, Adds 3)'
            : '';
      return `${verb} ${card(action.card)}${how}`;
    }
    case 'pass':
      return state.step === 'offense' ? 'Pass (costs 1 Morale, AC-MO-6)' : 'Pass: the attacker is Unopposed (AC-MO-7)';
    case 'unable':
      return 'No card can fight: go on (R3)';
    case 'ritual':
      return `Play the Ritual ${card(action.card)} (AC-RI-1)`;
    case 'discard': {
      const bonus = state.cards[action.card]?.discardBonus ?? 0;
      return `Discard ${card(action.card)}: ${bonus >= 0 ? '+' : ''}${bonus} to the ${SIDE_WORD[action.side]} (AC-SK-9)`;
    }
    case 'power': {
      const name = commanderClass(me.power?.classId ?? '')?.name ?? 'Power';
      return `${name}: for the ${SIDE_WORD[action.side]} (AC-CP)`;
    }
    case 'resolve':
      return 'Roll the dice and resolve the Skirmish';
    case 'prevent-kill':
      return `Save ${card(action.card)} from the Kill (${me.morale.npc ? '3 Morale' : '1 Influence'}, AC-SK-8)`;
    case 'heal':
      return `Heal ${card(action.card)} with ${card(action.healer)} (1 Morale, AC-HE-1)`;
    case 'return':
      return `Take ${card(action.card)} back into hand (Necromancer)`;
    case 'done':
      return state.step === 'bonuses' ? 'No more discards' : 'Done';
    case 'rout-rolls':
      return 'Roll for the Routed units (AC-MO-2)';
    case 'roll-off':
      return 'Roll off for the win (AC-BA-5)';
  }
}

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
  const phase = state.step === 'choose-first' ? 'Before the Battle' : `Phase ${state.phase} · ${offense} on Offense`;
  return `${phase} · ${actor}: ${STEP_TEXT[state.step]}`;
}
