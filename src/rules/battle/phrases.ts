// What a Battle says (a board's buttons and status, the log, the end and the report) as data first: a key and its
// values (commanders and units by name as written, numbers, codes for sides, steps, Paths and Roles), so that a
// widget can say it in its reader's language; the rules' English (describeAction, battleStatus, the events' `text`)
// is written from the same data here. A phrase inside another is nested: its key under a value's name, its values
// beside it (`nest`).
import type { Phrase } from '../core/index.js';
import { powerEnglish, type PowerPhrase } from '../powers/index.js';
import type { BattleStepName, PreBattleAsk } from './types.js';

type Values = NonNullable<Phrase['values']>;

/** What the Battle waits for at each step, in a game master's words (the status line's end, `waits`). */
export const STEP_TEXT: Readonly<Record<BattleStepName, string>> = {
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

/** What the question before the Battle asks (R11): the status line's end (`waits`) during `pre-battle`. */
const ASK: Readonly<Record<PreBattleAsk, string>> = {
  tactician: "choose the Tactician's benefit for this Battle (AC-CP)",
  oathbound: 'designate the Oathbound unit (AC-CP)',
  dervish: 'choose the Path or Role the Dervish faces (AC-CP)',
  'power-unit': "field the power's unit or not (R7, R8)",
  'mender-reveal': "ask for the Mender's reveal or not (R12)",
  'mender-disable': 'Disable a revealed card or not (R12)',
};

const capital = (word: unknown) => String(word).charAt(0).toUpperCase() + String(word).slice(1);
/** A limited power's uses left, from `left`, `of` and `per` (Battle, Phase or Day). */
const uses = (v: Values) => `${v.left} of ${v.of} left this ${v.per}`;
const sign = (n: unknown) => `${Number(n) >= 0 ? '+' : ''}${Number(n)}`;
/**
 * The sum behind a side's total and its dice, as the roll card words it, from the values `work-log.ts`' `rolled`
 * writes for `side` (offense or defense); '' for a log written without them.
 * @example rolled({ offenseDice: '6 3', offenseStrength: 3, offenseDie: 6, offenseReach: 1, offenseAdds: 0 }, 'offense') // → ' (Strength 3 + Die 6 + Reach 1; Dice thrown: 6 3)'
 */
const rolled = (v: Values, side: string) => {
  const [dice, strength, die, reach, adds] = ['Dice', 'Strength', 'Die', 'Reach', 'Adds'].map((part) => v[side + part]);
  if (dice === undefined) return '';
  const parts = [
    `Strength ${strength}`,
    dice ? `Die ${die}` : '',
    reach ? `Reach ${reach}` : '',
    adds ? `Other adds ${adds}` : '',
  ];
  return ` (${parts.filter(Boolean).join(' + ')}; ${dice ? `Dice thrown: ${dice}` : 'no die'})`;
};
/** A Skirmish's two totals, each with its sum and dice. */
const totals = (v: Values) =>
  `${v.offense} ${v.offenseTotal}${rolled(v, 'offense')} against ${v.defense} ${v.defenseTotal}${rolled(v, 'defense')}`;
/** How a card is played with a power (`how`), after "Attack with X". */
const how = (v: Values) =>
  v.how === 'role'
    ? ' as its power makes it'
    : v.how === 'shapeshift'
      ? ` as a ${v.role} (Shapeshifter, ${uses(v)})`
      : v.how === 'psionic'
        ? `, drawn at random (Psionicist, Adds 3, ${uses(v)})`
        : '';

/**
 * A phrase nested in another's values: its key under `name`, its values beside it.
 * @example nest('end', { key: 'both-passed' }) // → { end: 'both-passed' }
 */
export const nest = (name: string, phrase: Phrase): Values => ({ [name]: phrase.key, ...phrase.values });

/**
 * The phrase nested under `name` (see {@link nest}).
 * @example nested({ winner: 'Ayla', end: 'both-passed' }, 'end') // → { key: 'both-passed', values: { winner: 'Ayla', end: 'both-passed' } }
 */
export const nested = (values: Values, name: string): Phrase => ({ key: String(values[name]), values });

/** A board's buttons (describeAction), its status line (battleStatus) and a limited power's uses (powerUses). */
const ACTIONS = {
  'roll-chooser': () => 'Roll for who chooses the first turn (AC-BA-1)',
  'choose-first': (v: Values) => `${v.commander} takes the first turn`,
  tactician: (v: Values) => `Tactician: take the ${v.power} benefit this Battle`,
  oathbound: (v: Values) => `Oathbound: designate ${v.card}`,
  dervish: (v: Values) => `Dervish: Add 1 against ${capital(v.against)}`,
  'chaplain-unit': (v: Values) => `Chaplain: field the ${v.unit} (R8)`,
  'chirurgeon-unit': (v: Values) => `Chirurgeon: field the free ${v.unit} (R7)`,
  'mender-reveal': (v: Values) => `Mender: ${v.commander} reveals ${v.count} random cards from hand (R12)`,
  'mender-disable': (v: Values) => `Mender: Disable ${v.card} for 1 Morale (R12)`,
  attack: (v: Values) => `Attack with ${v.card}${how(v)}`,
  defend: (v: Values) => `Defend with ${v.card}${how(v)}`,
  psionic: (v: Values) => `Psionicist: shuffle and play a random card, it Adds 3 (${uses(v)}, R10)`,
  'pass-unopposed': () => 'Pass: the attacker is Unopposed (AC-MO-7)',
  'pass-ends': () => 'Pass (costs 1 Morale, AC-MO-6): both Passed in a row, the Battle ends (AC-BA-4)',
  pass: () => 'Pass (costs 1 Morale, AC-MO-6)',
  'pass-routs': (v: Values) => `Pass (costs 1 Morale, AC-MO-6): Routs ${v.commander}, who loses the Battle (AC-MO-2)`,
  unable: () => 'No card can fight: go on (R3)',
  ritual: (v: Values) => `Play the Ritual ${v.card} (AC-RI-1)`,
  cleric: (v: Values) => `Cleric: ${v.card} back from Killed to hand (1 Morale, ${uses(v)}, R14)`,
  discard: (v: Values) => `Discard ${v.card}: ${sign(v.bonus)} to ${v.unit} (AC-SK-9)`,
  'discard-battlemage': (v: Values) =>
    `Discard ${v.card}: ${sign(v.bonus)} to ${v.unit} (AC-SK-9); Battlemage rolls for Exhausted (R13)`,
  evoke: (v: Values) => `Evoker (${v.commander}): ${v.unit} +2 (${uses(v)})`,
  illusion: (v: Values) => `Illusionist (${v.commander}): roll a d6 for ${v.unit} (${uses(v)})`,
  exchange: (v: Values) => `Etherealist: ${v.card} takes the place of ${v.out} (${uses(v)}, R16)`,
  'resolve-mediated': () => 'Resolve without dice: the Mediating Chaplain (R8)',
  resolve: () => 'Roll the dice and resolve the Skirmish',
  'save-morale': (v: Values) => `Save ${v.card} from the Kill (3 Morale, AC-SK-8)`,
  'save-morale-routs': (v: Values) =>
    `Save ${v.card} from the Kill (3 Morale, AC-SK-8): Routs ${v.commander}, who loses the Battle (AC-MO-2)`,
  'save-influence': (v: Values) => `Save ${v.card} from the Kill (1 Influence, AC-SK-8)`,
  heal: (v: Values) => `Heal ${v.card} with ${v.healer} (1 Morale, AC-HE-1)`,
  'heal-routs': (v: Values) =>
    `Heal ${v.card} with ${v.healer} (1 Morale, AC-HE-1): Routs ${v.commander}, who loses the Battle (AC-MO-2)`,
  'heal-shapeshift': (v: Values) =>
    `Heal ${v.card} with ${v.healer} as a Healer (1 Morale; Shapeshifter, ${uses(v)}, R9)`,
  return: (v: Values) => `Take ${v.card} back into hand (Necromancer)`,
  'no-more-discards': () => 'No more discards',
  done: () => 'Done',
  'rout-rolls': () => 'Roll for the Routed units (AC-MO-2)',
  'roll-off': () => 'Roll off for the win (AC-BA-5)',
  'status-before': (v: Values) => `Before the Battle · ${v.actor}: ${waits(v.waits)}`,
  status: (v: Values) => `Phase ${v.phase} · ${v.offense} on Offense · ${v.actor}: ${waits(v.waits)}`,
  'status-ended': (v: Values) => `${v.winner} wins the Battle: ${eventEnglish(nested(v, 'end'))}`,
  uses: (v: Values) => `${v.power}: ${uses(v)}`,
};

/**
 * The log in the order a Battle goes, its end (`state.end`), the notes after it: all the state machine writes, kept
 * apart from the board's words so that a simulation's file (`dist/rules-odds.js`) holds only these.
 */
const EVENTS = {
  // Declining the question before the Battle (R11): `decline-` and the question (a button's words too).
  'decline-tactician': () => 'No Tactician benefit this Battle',
  'decline-oathbound': () => 'Designate no Oathbound unit',
  'decline-dervish': () => 'Choose no Dervish Path or Role',
  'decline-power-unit': (v: Values) => `Leave the ${v.unit} out of this Battle`,
  'decline-mender-reveal': () => 'Ask for no reveal (Mender)',
  'decline-mender-disable': () => 'Disable nothing (Mender)',
  // The log.
  start: (v: Values) => `Battle: ${v.a} against ${v.b}; all cards in hand`,
  'both-roll': () => 'Both commanders roll: the higher chooses who starts',
  'chooser-rolls': (v: Values) => `Who chooses the first turn: ${v.a} rolls ${v.rollA}, ${v.b} rolls ${v.rollB}`,
  chooses: (v: Values) => `${v.commander} chooses who takes the first turn`,
  first: (v: Values) => `${v.commander} takes the first turn; Phase 1 begins`,
  'first-powers': (v: Values) => `${v.commander} takes the first turn; first, the powers before the Battle`,
  'phase-1': (v: Values) => `Phase 1 begins: ${v.commander} takes the first turn`,
  'tactician-takes': (v: Values) => `Tactician: ${v.commander} takes the ${v.power} benefit`,
  designates: (v: Values) => `Oathbound: ${v.commander} designates ${v.card}`,
  'dervish-against': (v: Values) => `Dervish: ${v.commander}'s units Add 1 against ${v.against}`,
  reveals: (v: Values) => `Mender: ${v.commander} reveals ${[v.first, v.second].filter(Boolean).join(' and ')}`,
  'mender-disables': (v: Values) => `Mender: ${v.card} is Disabled`,
  'mender-exhausts': (v: Values) => `Mender: ${v.card} is Exhausted (Oathbound)`,
  declines: (v: Values) => `${v.commander}: ${eventEnglish(nested(v, 'declined'))}`,
  joins: (v: Values) => `${v.power}: ${v.card} joins ${v.commander}'s hand`,
  'plays-offense': (v: Values) => `${v.commander} plays a card on Offense`,
  'plays-defense': (v: Values) => `${v.commander} plays a card on Defense: ${v.offense} against ${v.defense}`,
  'passes-defense': (v: Values) => `${v.commander} Passes on Defense: ${v.card} is Unopposed`,
  'unable-defense': (v: Values) => `${v.commander} is Unable on Defense: ${v.card} is Unopposed`,
  'passes-offense': (v: Values) => `${v.commander} Passes on Offense`,
  'unable-offense': (v: Values) => `${v.commander} is Unable to play on Offense`,
  'phase-2': (v: Values) =>
    `Both commanders are Unable: Phase 2 begins, Exhausted cards return to hand, ${v.commander} starts`,
  'plays-ritual': (v: Values) => `${v.commander} plays the Ritual ${v.card}`,
  discards: (v: Values) => `${v.commander} discards ${v.card}: ${sign(v.bonus)} to ${v.side}`,
  'uses-power': (v: Values) => `${v.commander} uses the ${v.power} power on the ${v.side} unit`,
  'psionic-draw': (v: Values) => `Psionicist: ${v.commander} shuffles the hand and draws a card at random`,
  'battlemage-exhausted': (v: Values) =>
    `Battlemage: rolled ${v.roll}, ${v.card} goes to Exhausted instead of Disabled`,
  'battlemage-disabled': (v: Values) => `Battlemage: rolled ${v.roll}, ${v.card} is Disabled`,
  exchanges: (v: Values) => `Etherealist: ${v.card} takes the place of ${v.out}`,
  mediated: (v: Values) => `Mediating Chaplain: ${v.offense} against ${v.defense}: no roll, nobody is harmed`,
  'mediated-unopposed': (v: Values) => `Mediating Chaplain: ${v.card} is Unopposed and deals no damage`,
  unopposed: (v: Values) =>
    `${v.card} is Unopposed: total ${v.total}${rolled(v, 'offense')}, ${v.damage} Morale damage`,
  skirmish: (v: Values) => `${totals(v)}: ${v.winner} wins`,
  'skirmish-r1': (v: Values) => `${totals(v)}: no winner (R1)`,
  fate: (v: Values) => `${v.card} is ${capital(v.fate)}`,
  'fate-oathbound': (v: Values) => `Oathbound: ${v.card} is ${v.fate} instead of ${v.before}`,
  'fate-alchemy': (v: Values) => `Chirurgeon: ${v.card} is disabled instead of killed`,
  rogue: (v: Values) => `Rogue: rolled ${v.roll} for the Kill of ${v.card}`,
  'rogue-gains': (v: Values) => `Rogue: rolled ${v.roll} for the Kill of ${v.card}, +1 Morale`,
  'saved-morale': (v: Values) => `${v.commander} spends ${v.morale} Morale: ${v.card} is Disabled, not Killed`,
  'saved-influence': (v: Values) => `${v.commander} spends 1 Influence: ${v.card} is Disabled, not Killed`,
  'shapeshift-heal': (v: Values) => `Shapeshifter: ${v.card} is discarded as a Healer`,
  heals: (v: Values) => `${v.commander} discards the Healer ${v.healer}: ${v.card} back to hand`,
  necromancer: (v: Values) => `Necromancer: ${v.commander} takes ${v.card} back from Disabled`,
  'cleric-returns': (v: Values) => `Cleric: ${v.commander} takes ${v.card} back from Killed to hand`,
  /** A Morale change's note (the morale topic's English, as written), after the commander. */
  morale: (v: Values) => `${v.commander}: ${v.note}`,
  'saved-instead': (v: Values) => `${v.power}: ${v.card} is Disabled instead of Killed`,
  'rout-roll': (v: Values) => `${v.card}: rolled ${v.roll}`,
  'rout-kill': (v: Values) => `${v.card}: rolled ${v.roll}, Killed`,
  // The end (state.end) and the winner.
  routed: (v: Values) => `${v.commander} is Routed and loses the Battle`,
  'both-passed': () => 'Both commanders Passed in a row: the Battle ends',
  'unable-again': () => 'Both commanders are Unable again in Phase 2: the Battle ends',
  'roll-off-begins': () => 'Kills and Morale equal: the commanders roll off',
  'roll-off-rolls': (v: Values) => `Roll-off: ${v.a} ${v.rollA}, ${v.b} ${v.rollB}`,
  'wins-roll-off': (v: Values) => `${v.commander} wins the roll-off`,
  'wins-kills': (v: Values) => `${v.commander} Killed more enemy units (${v.won} to ${v.lost}) and wins`,
  'wins-morale': (v: Values) => `Kills equal; ${v.commander} has more Morale (${v.won} to ${v.lost}) and wins`,
  // After the Battle (afterBattle's notes).
  'retreat-routed': (v: Values) => `${v.commander}'s Routed army is placed 2 of its moves away`,
  retreat: (v: Values) => `${v.commander}'s army retreats 1 normal move (3 inches)`,
  'no-rematch': () => 'These two armies cannot battle again for 1 hour',
};

/** The report's own words (battleMarkdown): a Skirmish's Phase, the heading, the winner, the table's columns. */
const REPORT = {
  phase: (v: Values) => `Phase ${v.phase}`,
  'report-title': (v: Values) => `Battle: ${v.a} against ${v.b}`,
  'report-wins': (v: Values) => `${v.winner} wins`,
  'report-commander': () => 'Commander',
  'report-morale': () => 'Morale left',
  'report-influence': () => 'Influence',
  'report-kills': () => 'Kills',
  'report-lost': () => 'Units lost',
  'report-routed': () => 'Routed',
};

/** Every phrase a Battle writes (a Battle's log also holds the powers' phrases, `power-…`). */
export type BattlePhraseKey = keyof typeof ACTIONS | keyof typeof EVENTS | keyof typeof REPORT;
export type BattlePhrase = Phrase<BattlePhraseKey>;

type Table = Readonly<Record<string, ((v: Values) => string) | undefined>>;

const waits = (step: unknown) => STEP_TEXT[step as BattleStepName] ?? ASK[step as PreBattleAsk];

/**
 * An event's phrase (a Battle's or a power's) in English: the event's `text`.
 * @example eventEnglish({ key: 'passes-offense', values: { commander: 'Ayla' } }) // → 'Ayla Passes on Offense'
 */
export const eventEnglish = (phrase: Phrase): string =>
  (EVENTS as Table)[phrase.key]?.(phrase.values ?? {}) ?? powerEnglish(phrase as PowerPhrase);

/**
 * Any phrase of a Battle in English: a button's words, the status line, an event, the report's words.
 * @example battleEnglish({ key: 'pass' }) // → 'Pass (costs 1 Morale, AC-MO-6)'
 */
export const battleEnglish = (phrase: Phrase): string =>
  ((ACTIONS as Table)[phrase.key] ?? (REPORT as Table)[phrase.key])?.(phrase.values ?? {}) ?? eventEnglish(phrase);
