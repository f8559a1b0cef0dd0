/**
 * The Battle engine's log (issue 28): the events the state machine wrote before the engine (test/node/battle-golden), built from the
 * working state for a caller that set a sink for its step (`logTo`; the board does). A playout leaves the sink null and
 * pays one test per site (`if (LOG) …`). The phrases and their English are phrases.ts', the Morale notes the morale
 * package's own (its transitions run on a copy of the commander's Morale), so no text is written twice.
 */
import type { D6, Phrase } from '../../core/index.js';
import { PATHS } from '../../core/index.js';
import {
  gainFromCard,
  KILL_PREVENTION_MORALE,
  type MoraleResult,
  type MoraleState,
  passedOnOffense,
  preventKill,
  spendForHealer,
  spendMorale,
  unopposed,
} from '../../morale/index.js';
import { classRules, type PowerPhraseKey } from '../../powers/index.js';
import { type BattlePhrase, type BattlePhraseKey, nest } from '../phrases.js';
import { POWER_UNITS } from '../power-units.js';
import type { BattleEvent, BattleState, Seat } from '../types.js';
import * as L from './work-layout.js';
import { current } from './work-legal.js';
import { CLASS, count, DISCARD_BONUS, NPC, other, ROLE, STRENGTH, total, W } from './work-state.js';
import { event } from './working-state.js';

/** Where the events of the step being taken go; null in a playout (no event is built). */
export let LOG: ((e: BattleEvent) => void) | null = null;
/** The Battle state the step started from: the commanders' and cards' names, the commanders' Morale apart from points. */
let from: BattleState | undefined;

/** Sends the events of the next steps, taken from `state`, to `sink` (null: none, as in a playout). */
export function logTo(state: BattleState | undefined, sink: ((e: BattleEvent) => void) | null): void {
  from = state;
  LOG = sink;
}

const ROLE_NAMES = Object.keys(L.ROLE_CODES).sort(
  (a, b) => L.ROLE_CODES[a as keyof typeof L.ROLE_CODES] - L.ROLE_CODES[b as keyof typeof L.ROLE_CODES],
);
/** A Dervish's target: a Role or a Path code (`PATH_CODES` follow the Roles'). */
const targetName = (code: number): string => ROLE_NAMES[code] ?? PATHS[code - 8]!;
const FATES: Record<number, string> = { [L.EXHAUSTED]: 'exhausted', [L.DISABLED]: 'disabled', [L.KILLED]: 'killed' };
const SIDES = ['offense', 'defense'];
/** A power unit's maker (R7, R8). */
const unitBy = (seat: number) => (CLASS[seat] === L.CHIRURGEON ? 'chirurgeon' : 'chaplain');

const commander = (seat: number) => from!.commanders[seat]!.name;
/** A card's unit name; a power's unit that joined after `from` is its maker's (R7, R8). */
const card = (id: number) => from!.cards[id]?.unit.name ?? POWER_UNITS[unitBy(W[L.POWER_UNIT] === id ? 0 : 1)].name;

function say(
  kind: string,
  rule: string | undefined,
  key: BattlePhraseKey | PowerPhraseKey,
  values?: Phrase['values'],
  seat?: number,
): void {
  LOG!(event(kind, rule, { key, values }, seat as Seat | undefined));
}

/** The notes of a Morale transition `act` makes from `seat`'s Morale now (before the engine takes the points). */
export function logMorale(seat: number, act: (m: MoraleState) => MoraleResult): void {
  const now = { ...from!.commanders[seat]!.morale, morale: W[L.MORALE + seat]!, base: W[L.BASE + seat]! };
  const r = act({ ...now, inBattle: true, routed: false });
  if (!r.ok) throw new Error(`unexpected Morale refusal: ${r.reason}`); // checked before, as in `morale`
  for (const n of r.notes)
    say('morale', n.rule, 'morale', { ...n.values, commander: commander(seat), note: n.text, noteKey: n.key }, seat);
}

// --- Before the Battle (AC-BA-1, R11, R12) ---

export function logChooserRolls(a: number, b: number): void {
  say('roll-chooser', 'R11', 'chooser-rolls', { a: commander(0), rollA: a, b: commander(1), rollB: b });
  if (a !== b) say('chooser', 'AC-BA-1', 'chooses', { commander: commander(a > b ? 0 : 1) }, a > b ? 0 : 1);
}

export function logFirst(first: number, questions: number): void {
  say('first', 'AC-BA-1', questions ? 'first-powers' : 'first', { commander: commander(first) }, W[L.ACTOR]);
}

/** Phase 1 begins after the questions (none asked: the first turn says it). */
export function logPhase1(): void {
  if (W[L.QUESTION_COUNT]) say('phase', 'AC-BA-1', 'phase-1', { commander: commander(W[L.FIRST]!) });
}

/** An answer before the Battle (R11, R12), before it is applied; the reveal is said once drawn (`logReveal`). */
export function logAnswer(type: number, seat: number, id: number, arg: number): void {
  const values = { commander: commander(seat) };
  if (type === L.A_TACTICIAN)
    say('power', 'AC-CP', 'tactician-takes', { ...values, power: classRules(L.CLASS_IDS[arg]!)!.name }, seat);
  else if (type === L.A_OATHBOUND) say('power', 'AC-CP', 'designates', { ...values, card: card(id) }, seat);
  else if (type === L.A_DERVISH)
    say('power', 'AC-CP', 'dervish-against', { ...values, against: targetName(arg) }, seat);
  else if (type === L.A_POWER_UNIT) {
    const by = unitBy(seat);
    const power = classRules(by)!.name;
    say('power', by === 'chirurgeon' ? 'R7' : 'R8', 'joins', { power, card: POWER_UNITS[by].name, ...values }, seat);
  } else if (type === L.A_MENDER_DISABLE) {
    const oath = CLASS[other(seat)] === L.OATHBOUND && W[L.OATH + other(seat)] === id;
    say('disabled', 'R12', oath ? 'mender-exhausts' : 'mender-disables', { card: card(id) }, seat);
    logMorale(seat, (m) => spendMorale(m, 1, 'Mender'));
  }
}

export function logReveal(seat: number): void {
  const [first = '', second = ''] = [0, 1].map((i) => (W[L.REVEALED + i]! >= 0 ? card(W[L.REVEALED + i]!) : ''));
  say('reveal', 'R12', 'reveals', { commander: commander(other(seat)), first, second }, seat);
}

/** R11: what declining the question asked now means (`decline-` and the question; the power's unit by name). */
export function declined(): BattlePhrase {
  const ask = L.ASK_NAMES[current() >> 1]!;
  if (ask !== 'power-unit') return { key: `decline-${ask}` };
  return { key: 'decline-power-unit', values: { unit: POWER_UNITS[unitBy(W[L.ACTOR]!)].name } };
}

export function logDecline(): void {
  const seat = W[L.ACTOR]!;
  say('decline', 'R11', 'declines', { commander: commander(seat), ...nest('declined', declined()) }, seat);
}

// --- Turns (AC-SK-1, AC-MO-6/7, R3, AC-BA-3, AC-RI-1, AC-SK-9) ---

export function logOffense(seat: number): void {
  say('offense', 'AC-SK-1', 'plays-offense', { commander: commander(seat) }, seat);
}

export function logDefense(seat: number, id: number): void {
  const values = { commander: commander(seat), offense: card(W[L.PENDING_OFFENSE]!), defense: card(id) };
  say('defense', 'AC-SK-1', 'plays-defense', values, seat);
}

/** AC-MO-7 (a Pass) or R3 (Unable): the Offense unit is Unopposed. */
export function logNoDefense(seat: number, passed: boolean): void {
  const values = { commander: commander(seat), card: card(W[L.PENDING_OFFENSE]!) };
  if (passed) say('pass', 'AC-MO-7', 'passes-defense', values, seat);
  else say('unable', 'R3', 'unable-defense', values, seat);
}

export function logPassOffense(seat: number): void {
  say('pass', 'AC-MO-6', 'passes-offense', { commander: commander(seat) }, seat);
  logMorale(seat, passedOnOffense);
}

export function logUnableOffense(seat: number): void {
  say('unable', 'AC-MO-6', 'unable-offense', { commander: commander(seat) }, seat);
}

export function logPhase2(starter: number): void {
  say('phase', 'AC-BA-3', 'phase-2', { commander: commander(starter) });
}

export function logRitual(seat: number, id: number): void {
  say('ritual', 'AC-RI-1', 'plays-ritual', { commander: commander(seat), card: card(id) }, seat);
}

export function logDiscard(seat: number, id: number, side: number): void {
  const values = { commander: commander(seat), card: card(id), bonus: DISCARD_BONUS[id]!, side: SIDES[side]! };
  say('discard', 'AC-SK-9', 'discards', values, seat);
}

/** AC-CP: the Evoker's +2 or the Illusionist's d6 asked for a side. */
export function logUsePower(seat: number, side: number): void {
  const power = CLASS[seat] === L.EVOKER ? 'Evoker' : 'Illusionist';
  say('power', 'AC-CP', 'uses-power', { commander: commander(seat), power, side: SIDES[side]! }, seat);
}

// --- Powers outside the Skirmish (R10, R13, R14, R15, R16, AC-CP Necromancer) ---

export function logPsionic(seat: number): void {
  say('power', 'R10', 'psionic-draw', { commander: commander(seat) }, seat);
}

export function logExchange(seat: number, id: number, out: number): void {
  say('power', 'R16', 'exchanges', { card: card(id), out: card(out) }, seat);
}

export function logNecromancer(seat: number, id: number): void {
  say('return', 'AC-CP', 'necromancer', { commander: commander(seat), card: card(id) }, seat);
}

export function logCleric(seat: number, id: number): void {
  say('return', 'R14', 'cleric-returns', { commander: commander(seat), card: card(id) }, seat);
  logMorale(seat, (m) => spendMorale(m, 1, 'Cleric'));
}

export function logBattlemage(seat: number, id: number, roll: number): void {
  const key = roll >= 5 ? 'battlemage-exhausted' : 'battlemage-disabled';
  say('power', 'R13', key, { roll, card: card(id) }, seat);
}

export function logRogue(seat: number, id: number, roll: number): void {
  say('power', 'R15', roll >= 4 ? 'rogue-gains' : 'rogue', { roll, card: card(id) }, seat);
  if (roll >= 4) logMorale(seat, (m) => gainFromCard(m, 1));
}

// --- The aftermath (AC-SK-8, R5, AC-HE-1, R9) ---

export function logPrevent(seat: number, id: number): void {
  if (NPC[seat]) {
    const values = { commander: commander(seat), morale: KILL_PREVENTION_MORALE, card: card(id) };
    say('saved', 'AC-SK-8', 'saved-morale', values, seat);
    logMorale(seat, preventKill);
  } else say('saved', 'AC-SK-8', 'saved-influence', { commander: commander(seat), card: card(id) }, seat);
}

export function logHeal(seat: number, healer: number, id: number, shapeshift: boolean): void {
  if (shapeshift) say('power', 'R9', 'shapeshift-heal', { card: card(healer) }, seat);
  say('heal', 'AC-HE-1', 'heals', { commander: commander(seat), healer: card(healer), card: card(id) }, seat);
}

/** AC-HE-1: the Morale a Healer costs (after a Battlemage's roll for it, R13). */
export function logHealerMorale(seat: number): void {
  logMorale(seat, spendForHealer);
}

// --- The Skirmish (AC-SK-6/7, AC-MO-7, R4, R7, R8, AC-CP) ---

/** R8: a Skirmish with the Mediating Chaplain, before its cards are placed. */
export function logMediated(): void {
  const att = W[L.TURN]!;
  const offense = card(W[L.PENDING_OFFENSE]!);
  if (W[L.UNOPPOSED]) say('skirmish', 'R8', 'mediated-unopposed', { card: offense }, att);
  else say('skirmish', 'R8', 'mediated', { offense, defense: card(W[L.PENDING_DEFENSE]!) }, att);
}

/** What a power did to a card of the Skirmish (`powers.ts`' `applied` phrases), said for the commander `seat`. */
function applied(seat: number, id: number, key: PowerPhraseKey, values: Phrase['values']): void {
  const power = classRules(L.CLASS_IDS[CLASS[seat]!]!)!.name;
  say('power', 'AC-CP', key, { power, unit: card(id), ...values }, seat);
}

/** AC-CP: a Role change (Master of Arms, Adept, Shapeshifter). */
export function logRole(seat: number, id: number, role: number): void {
  if (role !== ROLE[id]) applied(seat, id, 'power-becomes', { role: ROLE_NAMES[role]! });
}

/** AC-CP: the add of `seat`'s class to its own card `id` (`add`), and the Scout's Ranged. */
export function logClassAdd(seat: number, id: number, offense: boolean, role: number, add: number): void {
  const cls = CLASS[seat];
  if (cls === L.SCOUT && offense && !add) return applied(seat, id, 'power-ranged', {});
  if (!add) return;
  const why =
    cls === L.SCOUT
      ? 'ranged'
      : cls === L.NECROMANCER
        ? 'undead'
        : cls === L.SHAMAN
          ? role === L.SAVANT
            ? 'savant'
            : 'elemental'
          : ROLE_NAMES[role]!;
  if (cls !== L.DERVISH) return applied(seat, id, 'power-adds', { add, why });
  applied(seat, id, 'power-adds', { add, against: targetName(W[L.DERVISH_AGAINST + seat]!) });
}

/** AC-CP, R10: the Psionicist's card drawn at random Adds 3. */
export function logPsionicAdd(seat: number, id: number): void {
  applied(seat, id, 'power-adds', { add: 3, why: 'random' });
}

/** AC-CP: the Evoker's +2 or the Illusionist's die (`add`) for the side `choice` names. */
export function logSideAdd(seat: number, choice: number, add: number): void {
  const id = W[choice & L.CH_POWER_OFFENSE ? L.PENDING_OFFENSE : L.PENDING_DEFENSE]!;
  applied(seat, id, 'power-adds', { add, why: CLASS[seat] === L.EVOKER ? 'evoker' : 'illusionist' });
}

/** The faces of the roll being logged, in the order thrown (see `tally`). */
const THROWN: number[] = [];

/** `d6` with its faces kept for the log line of the roll about to be thrown (a playout passes its d6 as it is). */
export function tally(d6: D6): D6 {
  THROWN.length = 0;
  return () => {
    const face = d6();
    THROWN.push(face);
    return face;
  };
}

/**
 * AC-SK-3 … AC-SK-6: a side's dice and the parts of its total, as values of its log line: `<side>Dice` the faces of each
 * round ('' for none, AC-SK-5; rounds apart by " / ", a tie re-thrown), `<side>Strength`, `<side>Die` (the kept die
 * of the deciding round), `<side>Reach` and `<side>Adds` (discards, Savant, Retinue and powers: their lines say each).
 * `sums`: the total, the total before the die, the Reach add.
 */
function rolled(side: string, card: number, sums: readonly number[], faces: readonly string[]) {
  const [sum = 0, before = 0, reach = 0] = sums;
  return {
    [`${side}Dice`]: faces.join(' / '),
    [`${side}Strength`]: STRENGTH[card]!,
    [`${side}Die`]: sum - before,
    [`${side}Reach`]: reach,
    [`${side}Adds`]: before - STRENGTH[card]! - reach,
  };
}

/** The faces of `side`'s dice in each round (`dice` [offense, defense]: how many each throws a round). */
const facesOf = (side: number, dice: readonly number[]): string[] => {
  const [round, from] = [dice[0]! + dice[1]!, side ? dice[0]! : 0];
  const out: string[] = [];
  for (let i = from; dice[side] && i < THROWN.length; i += round) out.push(THROWN.slice(i, i + dice[side]).join(' '));
  return out;
};

/**
 * AC-SK-6: the Skirmish's totals and winner (−1: none, R1), each total with its dice and parts (`rolled`), offense
 * first: `sums` the totals, `fixed` the totals before the die, `reach` the Reach adds, `dice` the dice a side throws a round.
 */
export function logSkirmish(
  winner: number,
  sums: readonly number[],
  fixed: readonly number[],
  reach: readonly number[],
  dice: readonly number[],
): void {
  const [o, d] = [W[L.PENDING_OFFENSE]!, W[L.PENDING_DEFENSE]!];
  const side = (i: number) => [sums[i]!, fixed[i]!, reach[i]!];
  say('skirmish', 'AC-SK-6', winner < 0 ? 'skirmish-r1' : 'skirmish', {
    offense: card(o),
    offenseTotal: sums[0]!,
    defense: card(d),
    defenseTotal: sums[1]!,
    winner: winner < 0 ? '' : commander(winner),
    ...rolled('offense', o, side(0), facesOf(0, dice)),
    ...rolled('defense', d, side(1), facesOf(1, dice)),
  });
}

/** AC-SK-7, R4: a card of the Skirmish to its pile `pile`, where the rules sent it to `before` (Oathbound, R7). */
export function logPlace(seat: number, id: number, before: number, pile: number): void {
  const fate = FATES[pile]!;
  if (before !== pile && CLASS[seat] === L.OATHBOUND && W[L.OATH + seat] === id)
    say('power', 'AC-CP', 'fate-oathbound', { card: card(id), fate, before: FATES[before]! }, seat);
  else if (before !== pile) say('power', 'R7', 'fate-alchemy', { card: card(id) }, seat);
  const rule = pile === L.EXHAUSTED && W[L.UNOPPOSED] ? 'R4' : 'AC-SK-7';
  say(fate, rule, 'fate', { card: card(id), fate }, seat);
}

/**
 * AC-MO-7: the Unopposed unit's total with its dice and parts (`rolled`; `sums`: the total, before the die, the Reach
 * add), its damage, and the Morale it takes.
 */
export function logUnopposed(seat: number, id: number, sums: readonly number[], damage: number): void {
  const values = { card: card(id), total: sums[0]!, damage, ...rolled('offense', id, sums, [THROWN.join(' ')]) };
  say('unopposed', 'AC-MO-7', 'unopposed', values, seat);
  if (damage > 0) logMorale(other(seat), (m) => unopposed(m, damage));
}

// --- Rout and the end (AC-MO-2, AC-BA-4, AC-BA-5) ---

export function logRouted(seat: number): void {
  LOG!({
    ...event('end', 'AC-MO-2', { key: 'routed', values: { commander: commander(seat) } }, seat as Seat),
    kind: 'routed',
  });
}

/** AC-MO-2: a Routed unit's d6; `saved` when a power keeps it from the Kill (Oathbound, R7). */
export function logRoutRoll(seat: number, id: number, roll: number, saved: boolean): void {
  const oath = CLASS[seat] === L.OATHBOUND && W[L.OATH + seat] === id;
  if (saved)
    say(
      'power',
      oath ? 'AC-CP' : 'R7',
      'saved-instead',
      { power: oath ? 'Oathbound' : 'Chirurgeon', card: card(id) },
      seat,
    );
  const dies = roll >= 5 && !saved;
  say('rout-roll', 'AC-MO-2', dies ? 'rout-kill' : 'rout-roll', { card: card(id), roll }, seat);
}

/** AC-BA-4, AC-BA-5: the end (`why`, an `END_*` code), then the winner by Kills or Morale, or the roll-off begins. */
export function logFinish(why: number): void {
  LOG!(event('end', 'AC-BA-4', { key: why === L.END_BOTH_PASSED ? 'both-passed' : 'unable-again' }));
  if (W[L.STEP] === L.ROLL_OFF) return say('roll-off', 'AC-BA-5', 'roll-off-begins');
  const w = W[L.WINNER]!;
  const kills = [count(W[L.KILLED + 1]!), count(W[L.KILLED]!)];
  const by = kills[0] !== kills[1] ? kills : [total(0), total(1)];
  const score = { commander: commander(w), won: by[w]!, lost: by[other(w)]! };
  say('winner', 'AC-BA-5', by === kills ? 'wins-kills' : 'wins-morale', score, w);
}

export function logRollOff(a: number, b: number): void {
  say('roll-off', 'AC-BA-5', 'roll-off-rolls', { a: commander(0), rollA: a, b: commander(1), rollB: b });
  if (a !== b) say('winner', 'AC-BA-5', 'wins-roll-off', { commander: commander(a > b ? 0 : 1) }, a > b ? 0 : 1);
}
