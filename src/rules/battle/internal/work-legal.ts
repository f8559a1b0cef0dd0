/**
 * What the commander the Battle engine waits for may do (issue 28): every legal action listed as an action code into
 * a caller's `Int32Array`, from the same predicates the steps use (so a listed action is always accepted), in card
 * order (`work-order.ts` sorts them into `legalActions`' order).
 *
 * Done: AC-BA-1 (choose-first), AC-SK-1 and AC-MO-6/7 and R3 (play, Pass, Unable), AC-SK-9 (discards), AC-SK-8 and
 * R5 (saves), AC-HE-1 (Healers), the Rout and roll-off steps; the Master of Arms' and Adept's Role change, the
 * Evoker's and Illusionist's add, the Psionicist's draw (R10), the Necromancer's Phase 2 return, the Cleric's return
 * (R14), the Etherealist's exchange (R16) and the Shapeshifter's Roles and Healer (R9) as hooks consulted only when a
 * commander has a class; Rituals (AC-RI-1); the roll for who chooses and the answers before a Battle (R11, R12;
 * applied in `work-questions.ts`).
 */
import { PATHS, ROLES } from '../../core/index.js';
import { TACTICIAN_OPTIONS } from '../../powers/index.js';
import * as L from './work-layout.js';
import {
  CLASS,
  count,
  DISCARDS,
  FIGHTS,
  HEALERS,
  lowest,
  NPC,
  ON_PATH,
  other,
  RITUALS,
  ROLE,
  STRENGTH,
  total,
  W,
} from './work-state.js';

/** AC-CP Evoker and Illusionist: uses per Battle (1 per Skirmish is the choice bit). */
const EVOKER_PER_BATTLE = 3;
const ILLUSIONIST_PER_BATTLE = 2;

/** AC-CP Psionicist (R10): once per Battle, with at least 2 cards in hand and one that can fight. */
const canDrawPsionic = (seat: number, fighters: number): boolean =>
  CLASS[seat] === L.PSIONICIST && fighters !== 0 && W[L.USED_IN_BATTLE + seat]! < 1 && count(W[L.HAND + seat]!) >= 2;

/** AC-CP: whether `seat`'s class may add to `side` (0 Offense, 1 Defense) in this discard window. */
export function canUsePower(seat: number, side: number): boolean {
  const cls = CLASS[seat];
  if (cls !== L.EVOKER && cls !== L.ILLUSIONIST) return false;
  if (W[L.UNOPPOSED] && (seat !== W[L.TURN] || side === 1)) return false; // AC-MO-7: only onto one's own Unopposed unit
  if (W[L.CHOICE + seat]! & (L.CH_POWER_OFFENSE | L.CH_POWER_DEFENSE)) return false;
  return W[L.USED_IN_BATTLE + seat]! < (cls === L.EVOKER ? EVOKER_PER_BATTLE : ILLUSIONIST_PER_BATTLE);
}

/** AC-CP Etherealist, R16: whether a hand card may replace `seat`'s card in this Skirmish (once per Battle). */
export const canExchange = (seat: number): boolean =>
  CLASS[seat] === L.ETHEREALIST &&
  W[L.USED_IN_BATTLE + seat]! < 1 &&
  W[seat === W[L.TURN] ? L.PENDING_OFFENSE : L.PENDING_DEFENSE]! >= 0 &&
  (W[L.HAND + seat]! & FIGHTS[seat]!) !== 0;

/** AC-CP Shapeshifter: whether its power (another Role for the card played, or a card as a Healer, R9) is left. */
const canShapeshift = (seat: number): boolean => CLASS[seat] === L.SHAPESHIFTER && W[L.USED_IN_BATTLE + seat]! < 1;

/** AC-HE-1, R9: the hand cards that may heal (Healers; with the Shapeshifter's power left, any other card too). */
const healersOf = (seat: number): number => W[L.HAND + seat]! & (canShapeshift(seat) ? -1 : HEALERS[seat]!);

/**
 * AC-RI-1: the Rituals in `seat`'s hand that may be played now: at most 1 per Phase and 2 per Battle (the Animist's
 * ruling: 2 and 4), with 2 units of the army (not Killed) on the Ritual's Path.
 */
export function playableRituals(seat: number): number {
  let rituals = W[L.HAND + seat]! & RITUALS[seat]!;
  if (!rituals) return 0;
  const animist = CLASS[seat] === L.ANIMIST ? 2 : 1;
  if (W[L.RITUALS_IN_BATTLE + seat]! >= 2 * animist || W[L.RITUALS_IN_PHASE + seat]! >= animist) return 0;
  for (let m = rituals; m; m &= m - 1)
    if (count(ON_PATH[lowest(m)]! & ~W[L.KILLED + seat]!) < 2) rituals &= ~(1 << lowest(m));
  return rituals;
}

/** AC-SK-9: whether the commander could do anything in the discard window (else they decline at once). */
export const hasBonusOptions = (seat: number): boolean =>
  (W[L.HAND + seat]! & DISCARDS[seat]!) !== 0 ||
  (CLASS[seat] !== L.NO_CLASS && (canUsePower(seat, 0) || canExchange(seat)));

/** AC-CP Cleric, R14: whether a Killed card may come back for 1 Morale (once per Day; the window is the caller's). */
export const canClericReturn = (seat: number): boolean =>
  CLASS[seat] === L.CLERIC && !W[L.USED_TODAY + seat] && W[L.KILLED + seat] !== 0 && total(seat) >= 1;

/** AC-SK-8: whether the commander can pay for a save (1 Influence, or 3 Morale for a non-player commander). */
export const canSave = (seat: number): boolean => (NPC[seat] ? total(seat) >= 3 : W[L.INFLUENCE + seat]! >= 1);

/** AC-HE-1: the cards `healer` may bring back from `pile` (not a Healer, Strength at most twice the Healer's). */
const healable = (seat: number, healer: number, pile: number): number => {
  let cards = W[pile + seat]! & ~HEALERS[seat]!;
  const most = 2 * Math.max(0, STRENGTH[healer]!);
  for (let m = cards; m; m &= m - 1) if (STRENGTH[lowest(m)]! > most) cards &= ~(1 << lowest(m));
  return cards;
};

/** Whether the commander could do anything in the aftermath window (else it skips them). */
export function hasAftermathOptions(seat: number): boolean {
  if (W[L.KILLED_NOW]! & W[L.KILLED + seat]! && canSave(seat)) return true;
  if (!W[L.AFTER_SKIRMISH] || total(seat) < 1) return false;
  if (canClericReturn(seat)) return true;
  for (let healers = healersOf(seat); healers; healers &= healers - 1) {
    const healer = lowest(healers);
    if (healable(seat, healer, L.DISABLED) | healable(seat, healer, L.EXHAUSTED)) return true;
  }
  return false;
}

/** AC-CP: the Role a class's change gives the card played (Master of Arms: Aggressor, Adept: Guardian), or −1. */
export const changedRole = (seat: number): number =>
  CLASS[seat] === L.MASTER_OF_ARMS ? L.AGGRESSOR : CLASS[seat] === L.ADEPT ? L.GUARDIAN : -1;

/** R14: a Cleric's return of each Killed card, listed into `out` from `n`; returns the new count. */
function listClericReturns(seat: number, out: Int32Array, n: number): number {
  for (let m = W[L.KILLED + seat]!; m; m &= m - 1) out[n++] = L.A_CLERIC | (lowest(m) << 5);
  return n;
}

/** The Tactician's choices and the Dervish's targets (the Paths, then the Roles of units), as codes. */
const TACTICIAN_CODES = TACTICIAN_OPTIONS.map((id) => L.CLASS_CODES[id]);
const DERVISH_CODES = [
  ...PATHS.map((path) => L.PATH_CODES[path]),
  ...ROLES.filter((role) => role !== 'ritual').map((role) => L.ROLE_CODES[role]),
];

/** The question being asked (see `QUESTIONS`). */
export const current = (): number => W[L.QUESTIONS + W[L.QUESTION_NEXT]!]!;

/** R12: the revealed cards still in the hand of the Mender's enemy. */
export function revealedInHand(seat: number): number {
  let mask = 0;
  for (let i = 0; i < 2; i++) if (W[L.REVEALED + i]! >= 0) mask |= 1 << W[L.REVEALED + i]!;
  return mask & W[L.HAND + other(seat)]!;
}

/** R11, R12: the answers to the question asked, listed into `out`, then `done` (declining); returns how many. */
export function listAnswers(out: Int32Array): number {
  const q = current();
  const seat = q & 1;
  let n = 0;
  switch (q >> 1) {
    case L.ASK_TACTICIAN:
      for (const cls of TACTICIAN_CODES) out[n++] = L.A_TACTICIAN | (cls << 10);
      break;
    case L.ASK_OATHBOUND:
      for (let m = W[L.HAND + seat]! & ~RITUALS[seat]!; m; m &= m - 1) out[n++] = L.A_OATHBOUND | (lowest(m) << 5);
      break;
    case L.ASK_DERVISH:
      for (const target of DERVISH_CODES) out[n++] = L.A_DERVISH | (target << 10);
      break;
    case L.ASK_POWER_UNIT:
      out[n++] = L.A_POWER_UNIT;
      break;
    case L.ASK_MENDER_REVEAL:
      out[n++] = L.A_MENDER_REVEAL;
      break;
    default:
      for (let m = revealedInHand(seat); m; m &= m - 1) out[n++] = L.A_MENDER_DISABLE | (lowest(m) << 5);
  }
  out[n++] = L.A_DONE;
  return n;
}

/** The one action of each step that has only one (−1: none, or more than one), by step code. */
const ONLY = L.STEP_NAMES.map(() => -1);
ONLY[L.RESOLVE] = L.A_RESOLVE;
ONLY[L.ROUT] = L.A_ROUT;
ONLY[L.ROLL_OFF] = L.A_ROLL_OFF;
ONLY[L.ROLL_CHOOSER] = L.A_ROLL_CHOOSER;

/** Fills `out` with the code of every legal action now; returns how many. */
export function listActions(out: Int32Array): number {
  const seat = W[L.ACTOR]!;
  let n = 0;
  switch (W[L.STEP]) {
    case L.CHOOSE_FIRST:
      out[0] = L.A_FIRST;
      out[1] = L.A_FIRST | (1 << 5);
      return 2;
    case L.OFFENSE:
    case L.DEFENSE: {
      // AC-SK-1, AC-MO-6, AC-MO-7, R3; AC-CP: the Role change as a second action per card
      const type = W[L.STEP] === L.OFFENSE ? L.A_OFFENSE : L.A_DEFENSE;
      const fighters = W[L.HAND + seat]! & FIGHTS[seat]!;
      const role = CLASS[seat] === L.NO_CLASS ? -1 : changedRole(seat);
      const shapes = CLASS[seat] === L.SHAPESHIFTER && canShapeshift(seat);
      for (let m = fighters; m; m &= m - 1) {
        const card = lowest(m);
        out[n++] = type | (card << 5);
        if (role >= 0 && ROLE[card] !== role) out[n++] = type | (card << 5) | (L.CH_ROLE << 10);
        if (shapes)
          for (let to = L.TROOPER; to <= L.EQUIPMENT; to++)
            if (to !== ROLE[card]) out[n++] = type | (card << 5) | ((to + 1) << 14); // the Role in CH_SHAPE
      }
      if (CLASS[seat] !== L.NO_CLASS && canDrawPsionic(seat, fighters)) out[n++] = L.A_PSIONIC;
      out[n++] = fighters ? L.A_PASS : L.A_UNABLE;
      if (type !== L.A_OFFENSE) return n;
      for (let m = playableRituals(seat); m; m &= m - 1) out[n++] = L.A_RITUAL | (lowest(m) << 5); // AC-RI-1
      if (canClericReturn(seat)) n = listClericReturns(seat, out, n); // R14: on one's own turn
      return n;
    }
    case L.BONUSES: {
      // AC-SK-9: each discard to either side (only the Offense when Unopposed), the class's add, done
      for (let m = W[L.HAND + seat]! & DISCARDS[seat]!; m; m &= m - 1) {
        out[n++] = L.A_DISCARD | (lowest(m) << 5);
        if (!W[L.UNOPPOSED]) out[n++] = L.A_DISCARD | (lowest(m) << 5) | (1 << 10);
      }
      if (CLASS[seat] !== L.NO_CLASS) {
        if (canUsePower(seat, 0)) out[n++] = L.A_POWER;
        if (canUsePower(seat, 1)) out[n++] = L.A_POWER | (1 << 10);
        if (canExchange(seat))
          for (let m = W[L.HAND + seat]! & FIGHTS[seat]!; m; m &= m - 1) out[n++] = L.A_EXCHANGE | (lowest(m) << 5);
      }
      out[n++] = L.A_DONE;
      return n;
    }
    case L.AFTERMATH: {
      // AC-SK-8, R5: saves; AC-HE-1: a Healer for a Disabled card, then for an Exhausted one; done
      if (canSave(seat))
        for (let m = W[L.KILLED_NOW]! & W[L.KILLED + seat]!; m; m &= m - 1) out[n++] = L.A_PREVENT | (lowest(m) << 5);
      if (W[L.AFTER_SKIRMISH] && total(seat) >= 1)
        for (let healers = healersOf(seat); healers; healers &= healers - 1) {
          const healer = lowest(healers);
          const heal = L.A_HEAL | (healer << 5) | (HEALERS[seat]! & (1 << healer) ? 0 : L.HEAL_SHAPESHIFT << 10);
          for (let m = healable(seat, healer, L.DISABLED); m; m &= m - 1) out[n++] = heal | (lowest(m) << 10);
          for (let m = healable(seat, healer, L.EXHAUSTED); m; m &= m - 1) out[n++] = heal | (lowest(m) << 10);
        }
      if (W[L.AFTER_SKIRMISH] && canClericReturn(seat)) n = listClericReturns(seat, out, n); // R14: after a Skirmish
      out[n++] = L.A_DONE;
      return n;
    }
    case L.PHASE_2:
      // AC-CP Necromancer: any card of Disabled back, or none
      for (let m = W[L.DISABLED + seat]!; m; m &= m - 1) out[n++] = L.A_RETURN | (lowest(m) << 5);
      out[n++] = L.A_DONE;
      return n;
    case L.PRE_BATTLE:
      return listAnswers(out); // R11, R12
  }
  out[0] = ONLY[W[L.STEP]!]!; // the steps with one action, a roll (R11, AC-SK-2, AC-MO-2, AC-BA-5), or none (ended)
  return out[0] < 0 ? 0 : 1;
}
