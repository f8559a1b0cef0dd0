/**
 * The Battle's rulings (R7 on, after the rules' R1–R6): what the state machine does where a
 * commander power's text leaves something open. As data, so that a widget can show the ruling it
 * applies and the docs can list them; `docs/rules-text.md` holds the same words.
 */

/** A ruling: where the rules are silent, what the widgets do (and say they do). */
export interface Ruling {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/**
 * R7–R20, in order.
 * @example BATTLE_RULINGS.find((r) => r.id === 'R7')?.title // → 'The Alchemy Lab'
 */
export const BATTLE_RULINGS: readonly Ruling[] = [
  {
    id: 'R7',
    title: 'The Alchemy Lab',
    text:
      'The Chirurgeon’s Alchemy Lab is an Equipment unit of Strength 1 with no Path, no traits and no text of its ' +
      'own. It joins the Chirurgeon’s hand when the Battle starts; whenever it would be Killed (a Skirmish, ' +
      'AC-SK-5 or a Rout roll) it is Disabled instead. It is not part of the army after the Battle.',
  },
  {
    id: 'R8',
    title: 'The Mediating Chaplain',
    text:
      'The Chaplain’s Mediating Chaplain is a Savant unit of Strength 1 with no Path. A Skirmish it takes part in ' +
      'is not rolled and has no discard window: both cards go to Exhausted, nobody is Disabled or Killed. ' +
      'Unopposed, it deals no Morale damage. A Rout roll is not a Skirmish: it may Kill it.',
  },
  {
    id: 'R9',
    title: 'Shapeshifter: changing a Role as a card is discarded',
    text:
      'The only discard where a Role matters is the Healer’s (AC-HE-1): with the once-per-Battle power a ' +
      'Shapeshifter may discard a card of any other Role as a Healer, with that card’s Strength.',
  },
  {
    id: 'R10',
    title: 'Psionicist’s random card',
    text:
      'The hand needs 2 cards, of any kind. The card is drawn at random among the cards in hand that can fight ' +
      '(AC-UN-4), on Offense or Defense; at the table the drawn card may be entered instead of a die.',
  },
  {
    id: 'R11',
    title: 'Before the Battle',
    text:
      'Both commanders roll a d6 (again on a tie): the higher chooses who takes the first turn. Then, first player ' +
      'first, each commander answers for their power: the Tactician’s benefit, then Oathbound’s unit, Dervish’s ' +
      'Path or Role, the Chirurgeon’s or Chaplain’s unit. The Menders reveal last, once every card is in hand.',
  },
  {
    id: 'R12',
    title: 'Mender’s reveal',
    text:
      'The opponent shows 2 cards drawn at random from their hand (fewer if they hold fewer). One of them may be ' +
      'Disabled for 1 Morale; an Oathbound unit is Exhausted instead. Spending the last Morale Routs the Mender.',
  },
  {
    id: 'R13',
    title: 'Battlemage: which discards',
    text:
      'The roll is made for every card the Battlemage discards to the Disabled pile: a discard for a bonus ' +
      '(AC-SK-9) and a Healer used (AC-HE-1). A Ritual played or a card Disabled by the enemy is not a discard. ' +
      'Only a success counts against once per Phase.',
  },
  {
    id: 'R14',
    title: 'Cleric in a Battle',
    text:
      'The Cleric takes a Killed card back on their own turn before the Offense card, or in the window after a ' +
      'Skirmish. It no longer counts as a Kill. Whether the power was used earlier that Day is given when the ' +
      'Battle starts.',
  },
  {
    id: 'R15',
    title: 'Rogue: when the Kill counts',
    text:
      'The Rogue rolls as each enemy unit is Killed, in a Skirmish or by a Rout roll, before any Kill prevention, ' +
      'and keeps the Morale if the Kill is then prevented. A Kill that a power turns into Disabled is no Kill.',
  },
  {
    id: 'R16',
    title: 'Etherealist: the exchange',
    text:
      'The exchange is made in the discard window (AC-SK-9), on the commander’s own card in the Skirmish. The card ' +
      'from hand must be able to fight (AC-UN-4); the other goes back to hand; bonuses given stay with the side.',
  },
  {
    id: 'R17',
    title: 'The Offense card face down',
    text:
      'Until the Defense is chosen, the board shows the Offense card in its commander’s hand, in the army’s order, ' +
      'and no card in the Skirmish. Both cards are revealed together.',
  },
  {
    id: 'R18',
    title: 'The chance to win while a card is face down',
    text:
      'The chance to win from here is worked out only from what the table sees: while the Offense card is ' +
      'face down (R17), it is the chance from before that card was played, its commander’s choice made by ' +
      'the policy, so that it tells nothing of the card.',
  },
  {
    id: 'R19',
    title: 'Advice to the Defense',
    text:
      'While the Offense card is face down, the chance after each Defense (“What should … play?”, an NPC’s ' +
      'autopilot) is worked out against an Offense drawn at random, each equally likely, among those its ' +
      'commander could have played, never the card played.',
  },
  {
    id: 'R20',
    title: 'How the autopilot plays an NPC',
    text:
      'The autopilot takes the action with the best estimated chance to win for the NPC, once-per-Battle ' +
      'powers included: a power is used when using it now has the best estimate; on a tie, the first action ' +
      'the board lists. It never takes an action that Routs the NPC (AC-MO-2) while another action does not. ' +
      'Quick play takes the greedy commander’s action. Each step is logged as the ' +
      'autopilot’s; it waits for real dice, and stops when a player commander must decide.',
  },
];

/**
 * A ruling by ID (R7–R20), or undefined.
 * @example battleRuling('R8')?.title // → 'The Mediating Chaplain'
 */
export const battleRuling = (id: string): Ruling | undefined => BATTLE_RULINGS.find((r) => r.id === id);
