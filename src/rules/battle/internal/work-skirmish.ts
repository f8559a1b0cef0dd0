/**
 * The Battle engine's Skirmish and Unopposed roll (issue 28): AC-SK-2 … AC-SK-7, AC-SK-10/11, R1, R2, AC-MO-7, R4,
 * with the commanders' powers applied in place (AC-CP), then the aftermath (AC-SK-8, AC-HE-1). Dice are drawn in the
 * order `resolveSkirmish` draws them (the Offense card's, then the Defense card's, every round).
 *
 * Done: the base rules; the Master of Arms and Adept (Role change, +1 to their Role on either side), the Evoker (+2 to
 * the chosen side, counted against 3 per Battle), the Illusionist (its d6, 2 per Battle), the Scout (Ranged on Offense,
 * or +1), the Dervish, Shaman, Animist and Necromancer, the Shapeshifter's Role, the Oathbound's unit's fate, the
 * Psionicist's +3 (R10), the Rogue's rolls (R15).
 * Also the power units: the Alchemy Lab Disabled, not Killed (R7); the Mediating Chaplain's Skirmish, not rolled (R8).
 * The Skirmish's numbers (dice, Reach, Savant, ties, margin) are `skirmish/codes.ts`' and `core.ts`'; `resolveSkirmish` and
 * `skirmishOdds` decide rounds and Kills with the same functions; the Unopposed damage is `unopposedDamage`.
 */
import type { D6 } from '../../core/index.js';
import { autoKilled, diceOf, NO_ROLE, reachAdd, savantAdd } from '../../skirmish/codes.js';
import { decideRound, killedBy, REROLL } from '../../skirmish/core.js';
import { unopposedDamage } from '../../skirmish/unopposed.js';
import * as L from './work-layout.js';
import { changedRole } from './work-legal.js';
import {
  LOG,
  logClassAdd,
  logMediated,
  logPlace,
  logPsionicAdd,
  logRole,
  logSideAdd,
  logSkirmish,
  logUnopposed,
  tally,
} from './work-log.js';
import {
  CLASS,
  countUse,
  GRANTED,
  LAB,
  other,
  PATH,
  RETINUE,
  ROLE,
  setBits,
  stamp,
  STRENGTH,
  takeMorale,
  TRAITS,
  W,
} from './work-state.js';
import { beginTurn, openAftermath, rogueRolls, rout } from './work-turns.js';

/** The adds the commanders' powers give each side of the Skirmish being resolved (AC-CP, never Savant's). */
let addOffense = 0;
let addDefense = 0;

/** AC-CP: the Role of `seat`'s card in this Skirmish, after a Role change or a Shapeshifter's (its one use counted). */
function poweredRole(seat: number, card: number): number {
  const choice = W[L.CHOICE + seat]!;
  if (!(choice & (L.CH_ROLE | L.CH_SHAPE))) return ROLE[card]!;
  const role = choice & L.CH_ROLE ? changedRole(seat) : ((choice & L.CH_SHAPE) >> 4) - 1;
  if (!(choice & L.CH_ROLE)) countUse(seat);
  if (LOG) logRole(seat, card, role);
  return role;
}

/**
 * AC-CP: what `seat`'s class adds to its own card (after Role changes, step 1, and the Scout's Ranged, step 2): +1 to
 * the class's Role (Master of Arms, Adept), to Healers (Animist), to Savants and Elementals (Shaman), against the
 * Dervish's chosen Role or Path, to the Scout's card on Offense that had Ranged; and the Evoker's +2 to the chosen side
 * (one use counted). `facing` is the other card (−1 when Unopposed), `facingRole` its Role after changes.
 */
function powerAdds(
  seat: number,
  own: number,
  ownIsOffense: boolean,
  ownRole: number,
  facing: number,
  facingRole: number,
  d6: D6,
) {
  const cls = CLASS[seat];
  let add = 0;
  if (ownRole === changedRole(seat)) add = 1;
  else if (cls === L.ANIMIST) add = ownRole === L.HEALER ? 1 : 0;
  else if (cls === L.SHAMAN) add = ownRole === L.SAVANT || TRAITS[own]! & L.ELEMENTAL ? 1 : 0;
  else if (cls === L.SCOUT) add = ownIsOffense && TRAITS[own]! & L.RANGED ? 1 : 0;
  else if (cls === L.NECROMANCER) add = TRAITS[own]! & L.UNDEAD ? 1 : 0;
  else if (cls === L.DERVISH && facing >= 0) {
    const against = W[L.DERVISH_AGAINST + seat]!; // −1 when declined: then nothing, not the units with no Path (−1)
    add = against >= 0 && (facingRole === against || PATH[facing] === against) ? 1 : 0;
  }
  if (LOG) logClassAdd(seat, own, ownIsOffense, ownRole, add);
  const choice = W[L.CHOICE + seat]!;
  if (choice & L.CH_PSIONIC) {
    add += 3; // R10: the card drawn at random Adds 3, the one use counted now
    countUse(seat);
    if (LOG) logPsionicAdd(seat, own);
  }
  if (ownIsOffense) addOffense += add;
  else addDefense += add;
  if (choice & (L.CH_POWER_OFFENSE | L.CH_POWER_DEFENSE)) {
    // the Evoker's +2, or the Illusionist's d6 rolled now: before the Skirmish's dice, the Offense commander's first
    const power = cls === L.EVOKER ? 2 : d6();
    countUse(seat);
    if (LOG) logSideAdd(seat, choice, power);
    if (choice & L.CH_POWER_OFFENSE) addOffense += power;
    else addDefense += power;
  }
}

/** The kept die of `count` dice (0 for none). */
function roll(count: number, d6: D6): number {
  if (count === 0) return 0;
  const first = d6();
  if (count === 1) return first;
  const second = d6();
  return first > second ? first : second;
}

/** AC-SK-2, AC-SK-9/10/11, AC-EC-6: a side's total before its die (`reach` the Reach add). */
function fixed(card: number, role: number, side: number, reach: number, add: number): number {
  const savant = savantAdd(role, W[L.BONUS_POSITIVE + side]!);
  return STRENGTH[card]! + reach + W[L.BONUS_SUM + side]! + savant + RETINUE[card]! + add;
}

/**
 * AC-SK-7: `card` of `seat` to a pile; an Oathbound's unit goes one pile better (Killed to Disabled, Disabled to
 * Exhausted, AC-CP); the Alchemy Lab is Disabled, not Killed (R7). Returns the card's bit when it ends Killed, else 0.
 */
function place(seat: number, card: number, pile: number): number {
  const before = pile;
  if (CLASS[seat] === L.OATHBOUND && W[L.OATH + seat] === card && pile !== L.EXHAUSTED)
    pile = pile === L.KILLED ? L.DISABLED : L.EXHAUSTED;
  else if (pile === L.KILLED && (GRANTED[LAB]! >> card) & 1) pile = L.DISABLED; // R7: the Alchemy Lab
  if (LOG) logPlace(seat, card, before, pile);
  setBits(pile + seat, 1 << card);
  stamp(card);
  return pile === L.KILLED ? 1 << card : 0;
}

/** AC-SK-2 … AC-SK-7, R1, R2: rolls the pending Skirmish, places both cards, opens the aftermath. */
export function resolveSkirmish(d6: D6): void {
  const att = W[L.TURN]!;
  const def = other(att);
  const o = W[L.PENDING_OFFENSE]!;
  const d = W[L.PENDING_DEFENSE]!;
  let oRole = ROLE[o]!;
  let dRole = ROLE[d]!;
  addOffense = 0;
  addDefense = 0;
  if (CLASS[att] !== L.NO_CLASS) oRole = poweredRole(att, o);
  if (CLASS[def] !== L.NO_CLASS) dRole = poweredRole(def, d);
  if (CLASS[att] !== L.NO_CLASS) powerAdds(att, o, true, oRole, d, dRole, d6);
  if (CLASS[def] !== L.NO_CLASS) powerAdds(def, d, false, dRole, o, oRole, d6);
  const oTraits = CLASS[att] === L.SCOUT ? TRAITS[o]! | L.RANGED : TRAITS[o]!; // AC-CP Scout: Ranged on Offense
  const oReach = reachAdd(TRAITS[o]!, TRAITS[d]!);
  const dReach = reachAdd(TRAITS[d]!, oTraits);
  const oFixed = fixed(o, oRole, 0, oReach, addOffense);
  const dFixed = fixed(d, dRole, 1, dReach, addDefense);
  const oDice = diceOf(oRole, dRole, true);
  const dDice = diceOf(dRole, oRole, false);
  // AC-SK-5: Equipment with Strength 0 is Killed without a roll (R1: both, no winner)
  const oAuto = autoKilled(oRole, STRENGTH[o]!);
  const dAuto = autoKilled(dRole, STRENGTH[d]!);
  if (LOG) d6 = tally(d6);
  let offenseWins = false;
  let margin = 0;
  let a = oFixed;
  let b = dFixed;
  if (oAuto || dAuto) offenseWins = dAuto && !oAuto;
  else
    for (let round = 0; ; round++) {
      a = oFixed + roll(oDice, d6);
      b = dFixed + roll(dDice, d6);
      const decision = decideRound(a, b, STRENGTH[o]!, STRENGTH[d]!, oDice + dDice); // AC-SK-6, R2
      if (decision !== REROLL) {
        offenseWins = decision > 0;
        margin = offenseWins ? a - b : b - a;
        break;
      }
      if (round >= 1000) throw new RangeError('1000 re-rolls in a row: the d6 does not look random');
    }
  if (LOG)
    logSkirmish(
      oAuto && dAuto ? -1 : offenseWins ? att : def,
      [a, b],
      [oFixed, dFixed],
      [oReach, dReach],
      [oDice, dDice],
    );
  let killed = 0;
  if (oAuto && dAuto) killed = place(att, o, L.KILLED) | place(def, d, L.KILLED);
  else {
    // the loser's pile; the cards placed the Offense's first, as the log says them
    const lost = (offenseWins ? dAuto : oAuto) || killedBy(margin) ? L.KILLED : L.DISABLED;
    killed = place(att, o, offenseWins ? L.EXHAUSTED : lost) | place(def, d, offenseWins ? lost : L.EXHAUSTED);
  }
  W[L.KILLED_NOW] = killed;
  if (killed) {
    rogueRolls(att, killed & (1 << d), d6); // R15: each commander's Rogue rolls for the enemy's Kill
    rogueRolls(def, killed & (1 << o), d6);
  }
  openAftermath(true, att);
}

/** R8: a Skirmish with the Mediating Chaplain: no roll, both cards Exhausted, no Morale damage. */
export function mediate(): void {
  if (LOG) logMediated();
  const att = W[L.TURN]!;
  place(att, W[L.PENDING_OFFENSE]!, L.EXHAUSTED);
  if (W[L.UNOPPOSED]) return beginTurn(other(att)); // AC-BA-2
  place(other(att), W[L.PENDING_DEFENSE]!, L.EXHAUSTED);
  W[L.KILLED_NOW] = 0;
  openAftermath(true, att);
}

/** AC-MO-7, R4: the Unopposed unit rolls, deals floor(total / 4) Morale, goes to Exhausted. */
export function resolveUnopposed(d6: D6): void {
  const att = W[L.TURN]!;
  const def = other(att);
  const o = W[L.PENDING_OFFENSE]!;
  let role = ROLE[o]!;
  addOffense = 0;
  addDefense = 0;
  if (CLASS[att] !== L.NO_CLASS) {
    role = poweredRole(att, o);
    powerAdds(att, o, true, role, -1, -1, d6);
  }
  // AC-SK-11 with no opponent; R3: the dice as in a Skirmish, with no Defense card
  const reach = reachAdd(TRAITS[o]!, 0);
  const before = fixed(o, role, 0, reach, addOffense);
  const sum = before + roll(diceOf(role, NO_ROLE, true), LOG ? tally(d6) : d6);
  const damage = unopposedDamage(sum); // AC-MO-7
  place(att, o, L.EXHAUSTED);
  if (LOG) logUnopposed(att, o, [sum, before, reach], damage);
  if (damage > 0 && takeMorale(def, damage)) return rout(def, L.END_ROUTED);
  beginTurn(def); // AC-BA-2
}
