// A Battle's phrases (the board's status line and buttons, the log, the end, the report's words) in the language
// being drawn: the same keys and values as the rules' English (rules/battle/phrases.ts). Commanders, units and
// classes keep their names as written; rule IDs stay as they are.
import { msg, str } from '@lit/localize';

import { type BattlePhraseKey, nested } from '../../rules/battle/index.js';
import type { Phrase, Role } from '../../rules/core/index.js';
import type { MoralePhrase } from '../../rules/morale/index.js';
import type { RollPart } from '../../rules/table/index.js';
import { formatList, formatNumber } from '../localize.js';
import { partsWords } from '../parts-words.js';
import { moraleSaid } from '../rule-sentences/morale.js';
import { roleName } from '../terms.js';
import { num, phraseWords, type Values, type Words } from './phrase-words.js';
import { against, pathOrRole, POWER_WORDS } from './powers.js';

/**
 * A class's name in a sentence: kept as written in every language, and out of the translated text, where the glossary
 * would read "Battle" in it.
 */
const BATTLEMAGE = 'Battlemage';

/** A discard's bonus with its sign, "+1". */
const signed = (value: unknown) => formatNumber(Number(value), { signDisplay: 'always' });

/** A limited power's uses left ("2 of 3 left this Battle"), from `left`, `of` and `per`. */
function uses(v: Values): string {
  const [left, of] = [num(v.left), num(v.of)];
  if (v.per === 'Phase') return msg(str`${left} of ${of} left this Phase`);
  if (v.per === 'Day') return msg(str`${left} of ${of} left this Day`);
  return msg(str`${left} of ${of} left this Battle`);
}

/** What the Battle waits for (`waits`: a step, or the question before the Battle), after the status line's name. */
function waits(step: unknown): string {
  switch (step) {
    case 'roll-chooser':
      return msg('roll for who chooses the first turn (AC-BA-1)');
    case 'choose-first':
      return msg('choose who takes the first turn (AC-BA-1)');
    case 'pre-battle':
      return msg('answer for a power before the Battle (R11)');
    case 'offense':
      return msg('play a card on Offense, Pass or be Unable (AC-SK-1)');
    case 'defense':
      return msg('play a card on Defense, Pass or be Unable (AC-SK-1)');
    case 'bonuses':
      return msg('discard for a bonus or be done (AC-SK-9)');
    case 'resolve':
      return msg('resolve the Skirmish');
    case 'aftermath':
      return msg('prevent a Kill, use a Healer, or be done (AC-SK-8, AC-HE-1)');
    case 'phase-2':
      return msg('take a card back (Necromancer) or be done');
    case 'rout':
      return msg('roll for the Routed units (AC-MO-2)');
    case 'roll-off':
      return msg('roll off for the win (AC-BA-5)');
    case 'tactician':
      return msg("choose the Tactician's benefit for this Battle (AC-CP)");
    case 'oathbound':
      return msg('designate the Oathbound unit (AC-CP)');
    case 'dervish':
      return msg('choose the Path or Role the Dervish faces (AC-CP)');
    case 'power-unit':
      return msg("field the power's unit or not (R7, R8)");
    case 'mender-reveal':
      return msg("ask for the Mender's reveal or not (R12)");
    case 'mender-disable':
      return msg('Disable a revealed card or not (R12)');
    default:
      return msg('nothing: the Battle is over');
  }
}

/** "Attack with X" or "Defend with X", and how a power plays it (`how`). */
function play(v: Values, attack: boolean): string {
  const card = v.card;
  switch (v.how) {
    case 'role':
      return attack
        ? msg(str`Attack with ${card} as its power makes it`)
        : msg(str`Defend with ${card} as its power makes it`);
    case 'shapeshift': {
      const [role, left] = [roleName(v.role as Role).toLowerCase(), uses(v)];
      return attack
        ? msg(str`Attack with ${card} as a ${role} (Shapeshifter, ${left})`)
        : msg(str`Defend with ${card} as a ${role} (Shapeshifter, ${left})`);
    }
    case 'psionic':
      return attack
        ? msg(str`Attack with ${card}, drawn at random (Psionicist, Adds 3, ${uses(v)})`)
        : msg(str`Defend with ${card}, drawn at random (Psionicist, Adds 3, ${uses(v)})`);
    default:
      return attack ? msg(str`Attack with ${card}`) : msg(str`Defend with ${card}`);
  }
}

/** A discard for a bonus, to either side, and whether a Battlemage rolls for it (R13). */
function discard(v: Values, battlemage: boolean): string {
  const [card, bonus, unit] = [v.card, signed(v.bonus), unitName(v.unit)];
  return battlemage
    ? msg(str`Discard ${card}: ${bonus} to ${unit} (AC-SK-9); ${BATTLEMAGE} rolls for Exhausted (R13)`)
    : msg(str`Discard ${card}: ${bonus} to ${unit} (AC-SK-9)`);
}

/** The unit an add goes to, by name ("the Offense" only while no card is there, which the rules never offer). */
const unitName = (unit: unknown) =>
  unit === 'the Offense' ? msg('the Offense') : unit === 'the Defense' ? msg('the Defense') : String(unit);

/** A part of a total by name: "Strength", "Discard: Archers", "Evoker (Kael)". */
function partName(part: RollPart): string {
  const by = part.power ? `${part.power} (${part.commander})` : '';
  switch (part.source) {
    case 'strength':
      return msg('Strength');
    case 'die':
      return part.rule === 'AC-SK-5' ? msg('No die (Equipment)') : msg('Die');
    case 'reach':
      return msg('Reach');
    case 'card':
      return part.card ? msg(str`Discard: ${part.card}`) : msg('Card bonus');
    case 'savant':
      return part.card ? msg(str`Savant, for ${part.card}`) : msg('Savant');
    case 'extra':
      return by ? `${by}: d6` : msg("Illusionist's d6");
    case 'retinue':
      return msg('Retinue');
    case 'power':
      return by;
    default:
      return msg('Other adds');
  }
}

/** The parts of a total, in words: "Strength 3 + Die 6 + Evoker (Kael) 2" (the roll card's and the log's). */
export const partsText = (parts: readonly RollPart[]) =>
  partsWords(parts.map((p) => ({ label: partName(p), value: p.value })));

/**
 * The sum behind a side's total in a Skirmish's or an Unopposed unit's log line and its dice (AC-SK-3 … AC-SK-6), from
 * the values `<side>Dice`, `<side>Strength`, `<side>Die`, `<side>Reach`, `<side>Adds`: " (Strength 3 + Die 6; Dice
 * thrown: 6 3)".
 */
function rolled(v: Values, side: string): string {
  const [dice, strength, die, reach, adds] = ['Dice', 'Strength', 'Die', 'Reach', 'Adds'].map((part) => v[side + part]);
  if (dice === undefined) return '';
  const parts: RollPart[] = [{ source: 'strength', value: Number(strength), rule: 'AC-SK-2' }];
  if (dice) parts.push({ source: 'die', value: Number(die), rule: 'AC-SK-3' });
  if (Number(reach)) parts.push({ source: 'reach', value: Number(reach), rule: 'AC-SK-11' });
  if (Number(adds)) parts.push({ source: 'other', value: Number(adds), rule: 'AC-SK-2' });
  return ` (${partsText(parts)}; ${dice ? `${msg('Dice thrown:')} ${dice}` : msg('no die')})`;
}

/** A Skirmish's two totals, each with its sum and dice. */
const totals = (v: Values) => [
  `${num(v.offenseTotal)}${rolled(v, 'offense')}`,
  `${num(v.defenseTotal)}${rolled(v, 'defense')}`,
];

/** A card's fate after a Skirmish (AC-SK-7). */
function fate(v: Values): string {
  if (v.fate === 'killed') return msg(str`${v.card} is Killed`);
  if (v.fate === 'disabled') return msg(str`${v.card} is Disabled`);
  return msg(str`${v.card} is Exhausted`);
}

/** The steps the rules passed over (rules/table/skipped.ts), said in the language being drawn. */
const SKIPPED_WORDS: Readonly<Record<string, Words>> = {
  'no-discards': () => msg('No discards: neither commander has a card to discard or a power to use now'),
  'no-save-morale': (v) =>
    msg(str`No save for ${v.card}: ${v.commander} has ${num(v.morale)} Morale, a save costs ${num(v.cost)}`),
  'no-save-influence': (v) => msg(str`No save for ${v.card}: ${v.commander} has no Influence left, a save costs 1`),
  'roll-again': () => msg('Equal rolls: nothing is decided, both roll again'),
};

/** Every Battle phrase (rules/battle/phrases.ts), said in the language being drawn. */
const BATTLE_WORDS: Readonly<Record<BattlePhraseKey, Words>> = {
  // A board's buttons.
  'roll-chooser': () => msg('Roll for who chooses the first turn (AC-BA-1)'),
  'choose-first': (v) => msg(str`${v.commander} takes the first turn`),
  tactician: (v) => msg(str`Tactician: take the ${v.power} benefit this Battle`),
  oathbound: (v) => msg(str`Oathbound: designate ${v.card}`),
  dervish: (v) => msg(str`Dervish: Add 1 against ${pathOrRole(v.against)}`),
  'chaplain-unit': (v) => msg(str`Chaplain: field the ${v.unit} (R8)`),
  'chirurgeon-unit': (v) => msg(str`Chirurgeon: field the free ${v.unit} (R7)`),
  'mender-reveal': (v) => msg(str`Mender: ${v.commander} reveals ${num(v.count)} random cards from hand (R12)`),
  'mender-disable': (v) => msg(str`Mender: Disable ${v.card} for 1 Morale (R12)`),
  attack: (v) => play(v, true),
  defend: (v) => play(v, false),
  psionic: (v) => msg(str`Psionicist: shuffle and play a random card, it Adds 3 (${uses(v)}, R10)`),
  'pass-unopposed': () => msg('Pass: the attacker is Unopposed (AC-MO-7)'),
  'pass-ends': () => msg('Pass (costs 1 Morale, AC-MO-6): both Passed in a row, the Battle ends (AC-BA-4)'),
  pass: () => msg('Pass (costs 1 Morale, AC-MO-6)'),
  'pass-routs': (v) => msg(str`Pass (costs 1 Morale, AC-MO-6): Routs ${v.commander}, who loses the Battle (AC-MO-2)`),
  unable: () => msg('No card can fight: go on (R3)'),
  ritual: (v) => msg(str`Play the Ritual ${v.card} (AC-RI-1)`),
  cleric: (v) => msg(str`Cleric: ${v.card} back from Killed to hand (1 Morale, ${uses(v)}, R14)`),
  discard: (v) => discard(v, false),
  'discard-battlemage': (v) => discard(v, true),
  evoke: (v) => msg(str`Evoker (${v.commander}): ${unitName(v.unit)} +2 (${uses(v)})`),
  illusion: (v) => msg(str`Illusionist (${v.commander}): roll a d6 for ${unitName(v.unit)} (${uses(v)})`),
  exchange: (v) => msg(str`Etherealist: ${v.card} takes the place of ${v.out} (${uses(v)}, R16)`),
  'resolve-mediated': () => msg('Resolve without dice: the Mediating Chaplain (R8)'),
  resolve: () => msg('Roll the dice and resolve the Skirmish'),
  'save-morale': (v) => msg(str`Save ${v.card} from the Kill (3 Morale, AC-SK-8)`),
  'save-morale-routs': (v) =>
    msg(str`Save ${v.card} from the Kill (3 Morale, AC-SK-8): Routs ${v.commander}, who loses the Battle (AC-MO-2)`),
  'save-influence': (v) => msg(str`Save ${v.card} from the Kill (1 Influence, AC-SK-8)`),
  heal: (v) => msg(str`Heal ${v.card} with ${v.healer} (1 Morale, AC-HE-1)`),
  'heal-routs': (v) =>
    msg(str`Heal ${v.card} with ${v.healer} (1 Morale, AC-HE-1): Routs ${v.commander}, who loses the Battle (AC-MO-2)`),
  'heal-shapeshift': (v) =>
    msg(str`Heal ${v.card} with ${v.healer} as a Healer (1 Morale; Shapeshifter, ${uses(v)}, R9)`),
  return: (v) => msg(str`Take ${v.card} back into hand (Necromancer)`),
  'no-more-discards': () => msg('No more discards'),
  done: () => msg('Done'),
  'rout-rolls': () => msg('Roll for the Routed units (AC-MO-2)'),
  'roll-off': () => msg('Roll off for the win (AC-BA-5)'),
  'status-before': (v) => msg(str`Before the Battle · ${v.actor}: ${waits(v.waits)}`),
  status: (v) => msg(str`Phase ${num(v.phase)} · ${v.offense} on Offense · ${v.actor}: ${waits(v.waits)}`),
  'status-ended': (v, say) => msg(str`${v.winner} wins the Battle: ${say(nested(v, 'end'))}`),
  uses: (v) => `${v.power}: ${uses(v)}`,
  // Declining the question before the Battle (R11).
  'decline-tactician': () => msg('No Tactician benefit this Battle'),
  'decline-oathbound': () => msg('Designate no Oathbound unit'),
  'decline-dervish': () => msg('Choose no Dervish Path or Role'),
  'decline-power-unit': (v) => msg(str`Leave the ${v.unit} out of this Battle`),
  'decline-mender-reveal': () => msg('Ask for no reveal (Mender)'),
  'decline-mender-disable': () => msg('Disable nothing (Mender)'),
  // The log.
  start: (v) => msg(str`Battle: ${v.a} against ${v.b}; all cards in hand`),
  'both-roll': () => msg('Both commanders roll: the higher chooses who starts'),
  'chooser-rolls': (v) =>
    msg(str`Who chooses the first turn: ${v.a} rolls ${num(v.rollA)}, ${v.b} rolls ${num(v.rollB)}`),
  chooses: (v) => msg(str`${v.commander} chooses who takes the first turn`),
  first: (v) => msg(str`${v.commander} takes the first turn; Phase 1 begins`),
  'first-powers': (v) => msg(str`${v.commander} takes the first turn; first, the powers before the Battle`),
  'phase-1': (v) => msg(str`Phase 1 begins: ${v.commander} takes the first turn`),
  'tactician-takes': (v) => msg(str`Tactician: ${v.commander} takes the ${v.power} benefit`),
  designates: (v) => msg(str`Oathbound: ${v.commander} designates ${v.card}`),
  'dervish-against': (v) => msg(str`Dervish: ${v.commander}'s units Add 1 against ${against(v.against)}`),
  reveals: (v) => {
    const cards = formatList([v.first, v.second].filter(Boolean).map(String));
    return msg(str`Mender: ${v.commander} reveals ${cards}`);
  },
  'mender-disables': (v) => msg(str`Mender: ${v.card} is Disabled`),
  'mender-exhausts': (v) => msg(str`Mender: ${v.card} is Exhausted (Oathbound)`),
  declines: (v, say) => `${v.commander}: ${say(nested(v, 'declined'))}`,
  joins: (v) => msg(str`${v.power}: ${v.card} joins ${v.commander}'s hand`),
  'plays-offense': (v) => msg(str`${v.commander} plays a card on Offense`),
  'plays-defense': (v) => msg(str`${v.commander} plays a card on Defense: ${v.offense} against ${v.defense}`),
  'passes-defense': (v) => msg(str`${v.commander} Passes on Defense: ${v.card} is Unopposed`),
  'unable-defense': (v) => msg(str`${v.commander} is Unable on Defense: ${v.card} is Unopposed`),
  'passes-offense': (v) => msg(str`${v.commander} Passes on Offense`),
  'unable-offense': (v) => msg(str`${v.commander} is Unable to play on Offense`),
  'phase-2': (v) =>
    msg(str`Both commanders are Unable: Phase 2 begins, Exhausted cards return to hand, ${v.commander} starts`),
  'plays-ritual': (v) => msg(str`${v.commander} plays the Ritual ${v.card}`),
  discards: (v) =>
    v.side === 'defense'
      ? msg(str`${v.commander} discards ${v.card}: ${signed(v.bonus)} to defense`)
      : msg(str`${v.commander} discards ${v.card}: ${signed(v.bonus)} to offense`),
  'uses-power': (v) =>
    v.side === 'defense'
      ? msg(str`${v.commander} uses the ${v.power} power on the defense unit`)
      : msg(str`${v.commander} uses the ${v.power} power on the offense unit`),
  'psionic-draw': (v) => msg(str`Psionicist: ${v.commander} shuffles the hand and draws a card at random`),
  'battlemage-exhausted': (v) =>
    msg(str`${BATTLEMAGE}: rolled ${num(v.roll)}, ${v.card} goes to Exhausted instead of Disabled`),
  'battlemage-disabled': (v) => msg(str`${BATTLEMAGE}: rolled ${num(v.roll)}, ${v.card} is Disabled`),
  exchanges: (v) => msg(str`Etherealist: ${v.card} takes the place of ${v.out}`),
  mediated: (v) => msg(str`Mediating Chaplain: ${v.offense} against ${v.defense}: no roll, nobody is harmed`),
  'mediated-unopposed': (v) => msg(str`Mediating Chaplain: ${v.card} is Unopposed and deals no damage`),
  unopposed: (v) => {
    const total = `${num(v.total)}${rolled(v, 'offense')}`;
    return msg(str`${v.card} is Unopposed: total ${total}, ${num(v.damage)} Morale damage`);
  },
  skirmish: (v) => {
    const [offense, defense] = totals(v);
    return msg(str`${v.offense} ${offense} against ${v.defense} ${defense}: ${v.winner} wins`);
  },
  'skirmish-r1': (v) => {
    const [offense, defense] = totals(v);
    return msg(str`${v.offense} ${offense} against ${v.defense} ${defense}: no winner (R1)`);
  },
  fate,
  'fate-oathbound': (v) =>
    v.fate === 'disabled'
      ? msg(str`Oathbound: ${v.card} is disabled instead of killed`)
      : msg(str`Oathbound: ${v.card} is exhausted instead of disabled`),
  'fate-alchemy': (v) => msg(str`Chirurgeon: ${v.card} is disabled instead of killed`),
  rogue: (v) => msg(str`Rogue: rolled ${num(v.roll)} for the Kill of ${v.card}`),
  'rogue-gains': (v) => msg(str`Rogue: rolled ${num(v.roll)} for the Kill of ${v.card}, +1 Morale`),
  'saved-morale': (v) => msg(str`${v.commander} spends ${num(v.morale)} Morale: ${v.card} is Disabled, not Killed`),
  'saved-influence': (v) => msg(str`${v.commander} spends 1 Influence: ${v.card} is Disabled, not Killed`),
  'shapeshift-heal': (v) => msg(str`Shapeshifter: ${v.card} is discarded as a Healer`),
  heals: (v) => msg(str`${v.commander} discards the Healer ${v.healer}: ${v.card} back to hand`),
  necromancer: (v) => msg(str`Necromancer: ${v.commander} takes ${v.card} back from Disabled`),
  'cleric-returns': (v) => msg(str`Cleric: ${v.commander} takes ${v.card} back from Killed to hand`),
  // A Morale change's note is the morale topic's: its own phrase (`noteKey`) in the Battle's language.
  morale: (v) => `${v.commander}: ${moraleSaid({ key: v.noteKey, values: v } as MoralePhrase)}`,
  'saved-instead': (v) => msg(str`${v.power}: ${v.card} is Disabled instead of Killed`),
  'rout-roll': (v) => msg(str`${v.card}: rolled ${num(v.roll)}`),
  'rout-kill': (v) => msg(str`${v.card}: rolled ${num(v.roll)}, Killed`),
  // The end and the winner.
  routed: (v) => msg(str`${v.commander} is Routed and loses the Battle`),
  'both-passed': () => msg('Both commanders Passed in a row: the Battle ends'),
  'unable-again': () => msg('Both commanders are Unable again in Phase 2: the Battle ends'),
  'roll-off-begins': () => msg('Kills and Morale equal: the commanders roll off'),
  'roll-off-rolls': (v) => msg(str`Roll-off: ${v.a} ${num(v.rollA)}, ${v.b} ${num(v.rollB)}`),
  'wins-roll-off': (v) => msg(str`${v.commander} wins the roll-off`),
  'wins-kills': (v) => msg(str`${v.commander} Killed more enemy units (${num(v.won)} to ${num(v.lost)}) and wins`),
  'wins-morale': (v) =>
    msg(str`Kills equal; ${v.commander} has more Morale (${num(v.won)} to ${num(v.lost)}) and wins`),
  // After the Battle, and the report.
  'retreat-routed': (v) => msg(str`${v.commander}'s Routed army is placed 2 of its moves away`),
  retreat: (v) => msg(str`${v.commander}'s army retreats 1 normal move (3 inches)`),
  'no-rematch': () => msg('These two armies cannot battle again for 1 hour'),
  phase: (v) => msg(str`Phase ${num(v.phase)}`),
  'report-title': (v) => msg(str`Battle: ${v.a} against ${v.b}`),
  'report-wins': (v) => msg(str`${v.winner} wins`),
  'report-commander': () => msg('Commander'),
  'report-morale': () => msg('Morale left'),
  'report-influence': () => msg('Influence'),
  'report-kills': () => msg('Kills'),
  'report-lost': () => msg('Units lost'),
  'report-routed': () => msg('Routed'),
};

/**
 * A Battle's phrase (or a power's, in its log) in the language being drawn; `english`, the rules' words for it
 * (`describeAction`, `battleStatus`, an event's `text`), for a phrase without words here.
 * @example battleWords(statusPhrase(state), battleStatus(state)) // in Portuguese → 'Fase 1 · Ayla no Ataque · …'
 */
export const battleWords = (phrase: Phrase, english: string): string =>
  phraseWords([BATTLE_WORDS, POWER_WORDS, SKIPPED_WORDS], phrase, english);
