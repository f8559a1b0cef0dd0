// The Battle's rulings (R7–R20: where a power's text leaves something open, what the widgets do), in the language
// being drawn, for the board's ruling panels. The rules keep the English (`BATTLE_RULINGS`); an ID stays as it is.
import { msg, str } from '@lit/localize';

import type { Ruling } from '../../rules/battle/index.js';

/** The class's name, kept as written (and out of the translated text, where the glossary would read "Battle"). */
const BATTLEMAGE = 'Battlemage';

const RULINGS: Readonly<Record<string, () => Omit<Ruling, 'id'>>> = {
  R7: () => ({
    title: msg('The Alchemy Lab'),
    text: msg(
      'The Chirurgeon’s Alchemy Lab is an Equipment unit of Strength 1 with no Path, no traits and no text of its own. It joins the Chirurgeon’s hand when the Battle starts; whenever it would be Killed (a Skirmish, AC-SK-5 or a Rout roll) it is Disabled instead. It is not part of the army after the Battle.',
    ),
  }),
  R8: () => ({
    title: msg('The Mediating Chaplain'),
    text: msg(
      'The Chaplain’s Mediating Chaplain is a Savant unit of Strength 1 with no Path. A Skirmish it takes part in is not rolled and has no discard window: both cards go to Exhausted, nobody is Disabled or Killed. Unopposed, it deals no Morale damage. A Rout roll is not a Skirmish: it may Kill it.',
    ),
  }),
  R9: () => ({
    title: msg('Shapeshifter: changing a Role as a card is discarded'),
    text: msg(
      'The only discard where a Role matters is the Healer’s (AC-HE-1): with the once-per-Battle power a Shapeshifter may discard a card of any other Role as a Healer, with that card’s Strength.',
    ),
  }),
  R10: () => ({
    title: msg('Psionicist’s random card'),
    text: msg(
      'The hand needs 2 cards, of any kind. The card is drawn at random among the cards in hand that can fight (AC-UN-4), on Offense or Defense; at the table the drawn card may be entered instead of a die.',
    ),
  }),
  R11: () => ({
    title: msg('Before the Battle'),
    text: msg(
      'Both commanders roll a d6 (again on a tie): the higher chooses who takes the first turn. Then, first player first, each commander answers for their power: the Tactician’s benefit, then Oathbound’s unit, Dervish’s Path or Role, the Chirurgeon’s or Chaplain’s unit. The Menders reveal last, once every card is in hand.',
    ),
  }),
  R12: () => ({
    title: msg('Mender’s reveal'),
    text: msg(
      'The opponent shows 2 cards drawn at random from their hand (fewer if they hold fewer). One of them may be Disabled for 1 Morale; an Oathbound unit is Exhausted instead. Spending the last Morale Routs the Mender.',
    ),
  }),
  R13: () => ({
    title: msg(str`${BATTLEMAGE}: which discards`),
    text: msg(
      str`The roll is made for every card the ${BATTLEMAGE} discards to the Disabled pile: a discard for a bonus (AC-SK-9) and a Healer used (AC-HE-1). A Ritual played or a card Disabled by the enemy is not a discard. Only a success counts against once per Phase.`,
    ),
  }),
  R14: () => ({
    title: msg('Cleric in a Battle'),
    text: msg(
      'The Cleric takes a Killed card back on their own turn before the Offense card, or in the window after a Skirmish. It no longer counts as a Kill. Whether the power was used earlier that Day is given when the Battle starts.',
    ),
  }),
  R15: () => ({
    title: msg('Rogue: when the Kill counts'),
    text: msg(
      'The Rogue rolls as each enemy unit is Killed, in a Skirmish or by a Rout roll, before any Kill prevention, and keeps the Morale if the Kill is then prevented. A Kill that a power turns into Disabled is no Kill.',
    ),
  }),
  R16: () => ({
    title: msg('Etherealist: the exchange'),
    text: msg(
      'The exchange is made in the discard window (AC-SK-9), on the commander’s own card in the Skirmish. The card from hand must be able to fight (AC-UN-4); the other goes back to hand; bonuses given stay with the side.',
    ),
  }),
  R17: () => ({
    title: msg('The Offense card face down'),
    text: msg(
      'Until the Defense is chosen, the board shows the Offense card in its commander’s hand, in the army’s order, and no card in the Skirmish. Both cards are revealed together.',
    ),
  }),
  R18: () => ({
    title: msg('The chance to win while a card is face down'),
    text: msg(
      'The chance to win from here is worked out only from what the table sees: while the Offense card is face down (R17), it is the chance from before that card was played, its commander’s choice made by the policy, so that it tells nothing of the card.',
    ),
  }),
  R19: () => ({
    title: msg('Advice to the Defense'),
    text: msg(
      'While the Offense card is face down, the chance after each Defense (“What should … play?”, an NPC’s autopilot) is worked out against an Offense drawn at random, each equally likely, among those its commander could have played, never the card played.',
    ),
  }),
  R20: () => ({
    title: msg('How the autopilot plays an NPC'),
    text: msg(
      'The autopilot takes the action with the best estimated chance to win for the NPC, once-per-Battle powers included: a power is used when using it now has the best estimate; on a tie, the first action the board lists. It never takes an action that Routs the NPC (AC-MO-2) while another action does not. Quick play takes the greedy commander’s action. Each step is logged as the autopilot’s; it waits for real dice, and stops when a player commander must decide.',
    ),
  }),
};

/**
 * A ruling's title and text in the language being drawn (the rules' English for a ruling without words).
 * @example rulingWords(battleRuling('R8')!).title // in Italian → 'Il Mediating Chaplain'
 */
export const rulingWords = (ruling: Ruling): Omit<Ruling, 'id'> =>
  Object.hasOwn(RULINGS, ruling.id) ? RULINGS[ruling.id]!() : ruling;
