/**
 * Commander powers (AC-CP): the twenty classes as data, usage counters, and the powers that change
 * a Skirmish applied to its input. Every add goes to `otherBonus`, never to `cardBonuses`, so no
 * commander power triggers a Savant (AC-SK-10).
 *
 * Rulings this module makes (the source is silent; widgets should say so):
 * - Master of Arms / Adept: the Role change is a choice made as the card is played; the +1 goes to
 *   every Aggressor / Guardian the commander plays, changed or not.
 * - Shapeshifter: "any one card as you reveal it" is one of the commander's own cards.
 * - Shaman: a unit both Elemental and Savant Adds 1, not 2.
 * - Dervish: the opposing unit's Path or Role is read after the Role changes of this Skirmish.
 *   Nothing to face when Unopposed, so no add.
 * - Scout: the Ranged it gives counts against the defender's Reach (AC-SK-11).
 * - Illusionist: the d6 is rolled once, before the Skirmish dice, and kept through AC-SK-6
 *   rerolls; it is an add like `otherBonus`. Not yet rolled, it is left as `Side.extraDice`.
 * - Tactician: the chosen class acts in its place for the whole Battle; Tactician itself cannot be
 *   chosen.
 */
import type { Path, Role, Unit } from '../core/index.js';
import { hasTrait } from '../core/index.js';
import type { Fate, Side, SideName, SkirmishInput } from '../skirmish/index.js';
import { powerEnglish, type PowerPhrase, type PowerPhraseKey } from './phrases.js';

export * from './phrases.js';

/** AC-CP: a commander class is a Role row crossed with a Path column. */
export type CommanderRole = 'guardian' | 'healer' | 'aggressor' | 'savant';

/** AC-CP: the twenty commander classes, kebab-case. */
export type CommanderClassId =
  | 'tactician'
  | 'battlemage'
  | 'oathbound'
  | 'shapeshifter'
  | 'adept'
  | 'chirurgeon'
  | 'necromancer'
  | 'cleric'
  | 'animist'
  | 'mender'
  | 'master-of-arms'
  | 'evoker'
  | 'dervish'
  | 'scout'
  | 'psionicist'
  | 'rogue'
  | 'illusionist'
  | 'chaplain'
  | 'shaman'
  | 'etherealist';

/** How often a limited power may be used. A missing field means "no such limit". */
export interface PowerLimits {
  readonly perBattle?: number;
  readonly perPhase?: number;
  readonly perSkirmish?: number;
  readonly perDay?: number;
}

/** AC-CP: one commander class and its power, summarised in our own words. */
export interface CommanderClass {
  readonly id: CommanderClassId;
  readonly name: string;
  readonly role: CommanderRole;
  readonly path: Path;
  /** The power, short, in the widgets' words (read the source for the exact text). */
  readonly text: string;
  /** When the power is used, in a few words. */
  readonly timing: string;
  readonly limits: PowerLimits;
  /** Whether the power changes a Skirmish (roles, traits, totals or fates), so a resolver offers it. */
  readonly affectsSkirmish: boolean;
}

/** AC-CP: a class's rules, what playing its power needs (the whole class is {@link CommanderClass}). */
export type ClassRules = Omit<CommanderClass, 'text' | 'timing'>;

const cls = (
  id: CommanderClassId,
  name: string,
  role: CommanderRole,
  path: Path,
  affectsSkirmish: boolean,
  limits: PowerLimits = {},
): ClassRules => ({ id, name, role, path, limits, affectsSkirmish });

/**
 * AC-CP: the twenty classes in table order (Guardian, Healer, Aggressor, Savant rows; Steel, Magic, Faith, Nature, Mind
 * columns), without their texts: code that only plays (the Battle odds' file) carries no prose.
 */
// prettier-ignore
const CLASS_RULES: readonly ClassRules[] = [
  cls('tactician', 'Tactician', 'guardian', 'steel', true),
  cls('battlemage', 'Battlemage', 'guardian', 'magic', false, { perPhase: 1 }),
  cls('oathbound', 'Oathbound', 'guardian', 'faith', true, { perBattle: 1 }),
  cls('shapeshifter', 'Shapeshifter', 'guardian', 'nature', true, { perBattle: 1 }),
  cls('adept', 'Adept', 'guardian', 'mind', true),
  cls('chirurgeon', 'Chirurgeon', 'healer', 'steel', false),
  cls('necromancer', 'Necromancer', 'healer', 'magic', true),
  cls('cleric', 'Cleric', 'healer', 'faith', false, { perDay: 1 }),
  cls('animist', 'Animist', 'healer', 'nature', true),
  cls('mender', 'Mender', 'healer', 'mind', false),
  cls('master-of-arms', 'Master of Arms', 'aggressor', 'steel', true),
  cls('evoker', 'Evoker', 'aggressor', 'magic', true, { perBattle: 3, perSkirmish: 1 }),
  cls('dervish', 'Dervish', 'aggressor', 'faith', true),
  cls('scout', 'Scout', 'aggressor', 'nature', true),
  cls('psionicist', 'Psionicist', 'aggressor', 'mind', true, { perBattle: 1 }),
  cls('rogue', 'Rogue', 'savant', 'steel', false),
  cls('illusionist', 'Illusionist', 'savant', 'magic', true, { perBattle: 2, perSkirmish: 1 }),
  cls('chaplain', 'Chaplain', 'savant', 'faith', false),
  cls('shaman', 'Shaman', 'savant', 'nature', true),
  cls('etherealist', 'Etherealist', 'savant', 'mind', false, { perBattle: 1 }),
];

/** AC-CP: when each class's power is used and the power itself, summarised; the source's wording rules at the table. */
const CLASS_TEXTS: Readonly<Record<CommanderClassId, readonly [timing: string, text: string]>> = {
  tactician: [
    'start of each Battle',
    'Pick the benefit of one other Guardian-row or Steel-column class and use it for the whole Battle.',
  ],
  battlemage: [
    'when you discard',
    'A card you discard to Disabled goes to Exhausted instead on a d6 roll of 5 or 6; this can succeed once per Phase.',
  ],
  oathbound: [
    'after a Skirmish',
    'Name one unit each Battle. Killed, it is only Disabled; Disabled (not by this power), it is only Exhausted.',
  ],
  shapeshifter: [
    'when you reveal or discard a card',
    'Once per Battle, give one of your cards another Role as you reveal it in a Skirmish or discard it.',
  ],
  adept: ['each card you play', 'Any card you play may become a Guardian. Guardians you play Add 1.'],
  chirurgeon: [
    'army building',
    'You get an Alchemy Lab Equipment unit for free; when it would be Killed it is Disabled instead.',
  ],
  necromancer: [
    'start of Phase 2; each card you play',
    'When Phase 2 begins you may take 1 card from your Disabled pile back into hand. Undead units you play Add 1.',
  ],
  cleric: ['once per Day', 'Once per Day, spend 1 Morale to take 1 Killed card back into hand.'],
  animist: ['Rituals; each card you play', 'You may play 2 Rituals in each Phase. Healers you play Add 1.'],
  mender: [
    'before the Battle',
    'Before the Battle your opponent shows 2 random cards from hand; you may spend 1 Morale to Disable one of them.',
  ],
  'master-of-arms': ['each card you play', 'Any card you play may become an Aggressor. Aggressors you play Add 1.'],
  evoker: [
    'before a Skirmish resolves',
    'One unit in a Skirmish, on either side, Adds 2: three times per Battle, at most once per Skirmish.',
  ],
  dervish: [
    'chosen each Day',
    'Choose a Path or a Role each Day: your units Add 1 when they face a unit of that Path or Role.',
  ],
  scout: ['your cards on Offense', 'Your cards on Offense gain Ranged; a card that already has Ranged Adds 1 instead.'],
  psionicist: [
    'when you play a card',
    'Once per Battle, with at least 2 cards in hand, shuffle your hand and play a card drawn at random: it Adds 3.',
  ],
  rogue: ['when you Kill', 'Each time you Kill an enemy unit, roll a d6: on 4 or more you gain 1 Morale.'],
  illusionist: [
    'before a Skirmish resolves',
    'Roll a d6; one unit in the Skirmish, on either side, Adds the roll: twice per Battle, at most once per Skirmish.',
  ],
  chaplain: [
    'army building',
    'You may field the Mediating Chaplain unit, which neither deals nor takes damage in Skirmishes.',
  ],
  shaman: ['each card you play', 'Elemental units and Savant units you play Add 1 (once, if a unit is both).'],
  etherealist: [
    'once per Battle',
    'Once per Battle, swap a unit in your hand for one of yours already in a Skirmish, if it could be played there.',
  ],
};

/**
 * AC-CP: the twenty classes in table order, each with its power's text.
 * @example COMMANDER_CLASSES.find((c) => c.id === 'evoker')?.limits // → { perBattle: 3, perSkirmish: 1 }
 */
export const COMMANDER_CLASSES: readonly CommanderClass[] = /* @__PURE__ */ CLASS_RULES.map((c) => {
  const [timing, text] = CLASS_TEXTS[c.id];
  return { ...c, timing, text };
});

const BY_ID = new Map(CLASS_RULES.map((c) => [c.id, c]));

/**
 * AC-CP: a class's rules by id (no texts), or undefined for an unknown id.
 * @example classRules('evoker')?.limits // → { perBattle: 3, perSkirmish: 1 }
 */
export const classRules = (id: string): ClassRules | undefined => BY_ID.get(id as CommanderClassId);

/**
 * AC-CP: a class by id, or undefined for an unknown id.
 * @example commanderClass('scout')?.name // → 'Scout'
 */
export const commanderClass = (id: string): CommanderClass | undefined => COMMANDER_CLASSES.find((c) => c.id === id);

/**
 * AC-CP Tactician: the classes whose benefit a Tactician may take (Guardian row or Steel column,
 * not Tactician itself).
 * @example TACTICIAN_OPTIONS.includes('master-of-arms') // → true
 */
export const TACTICIAN_OPTIONS: readonly CommanderClassId[] = CLASS_RULES.filter(
  (c) => c.id !== 'tactician' && (c.role === 'guardian' || c.path === 'steel'),
).map((c) => c.id);

/**
 * AC-CP Tactician: the class whose benefit a commander actually uses this Battle, or a refusal.
 * @example effectiveClass('tactician', 'adept') // → { classId: 'adept' }
 */
export function effectiveClass(
  classId: CommanderClassId,
  tacticianAs?: CommanderClassId,
): { classId: CommanderClassId } | { reason: string; phrase: PowerPhrase } {
  if (classId !== 'tactician') return { classId };
  if (tacticianAs === undefined) return { classId }; // no benefit chosen: no effect
  if (!TACTICIAN_OPTIONS.includes(tacticianAs)) return said('power-tactician', { as: tacticianAs });
  return { classId: tacticianAs };
}

/** A refusal's phrase with its English. */
const said = (key: PowerPhraseKey, values: NonNullable<PowerPhrase['values']>) => {
  const phrase: PowerPhrase = { key, values };
  return { reason: powerEnglish(phrase), phrase };
};

// ---------------------------------------------------------------------------------------------
// Usage counters

/** Uses of a class's limited power so far: this Battle, this Phase, this Skirmish. */
export interface PowerUsage {
  readonly battle: number;
  readonly phase: number;
  readonly skirmish: number;
}

/** No use yet (start of a Battle). */
export const NO_POWER_USE: PowerUsage = { battle: 0, phase: 0, skirmish: 0 };

/**
 * AC-CP: why the class's limited power cannot be used again, or null when it can.
 * @example powerLimitReason('evoker', { battle: 3, phase: 1, skirmish: 0 }) // → 'Evoker: already used 3 times this Battle (AC-CP)'
 */
export const powerLimitReason = (classId: CommanderClassId, usage: PowerUsage): string | null =>
  powerLimit(classId, usage)?.reason ?? null;

/** AC-CP: why the power cannot be used again, as a phrase with its English; undefined when it can. */
function powerLimit(classId: CommanderClassId, usage: PowerUsage) {
  const c = BY_ID.get(classId);
  if (!c) return said('power-unknown', { power: classId });
  const { perBattle, perPhase, perSkirmish } = c.limits;
  const used = (times: number, per: string) => said('power-used', { power: c.name, times, per });
  if (perBattle !== undefined && usage.battle >= perBattle) return used(perBattle, 'Battle');
  if (perPhase !== undefined && usage.phase >= perPhase) return used(perPhase, 'Phase');
  if (perSkirmish !== undefined && usage.skirmish >= perSkirmish) return used(perSkirmish, 'Skirmish');
  return undefined;
}

/**
 * AC-CP: counts one use of the class's limited power, or refuses it past its limits.
 * @example recordPowerUse('evoker', NO_POWER_USE) // → { ok: true, usage: { battle: 1, phase: 1, skirmish: 1 } }
 */
export function recordPowerUse(
  classId: CommanderClassId,
  usage: PowerUsage,
): { ok: true; usage: PowerUsage } | { ok: false; reason: string; phrase: PowerPhrase } {
  const limit = powerLimit(classId, usage);
  if (limit) return { ok: false, ...limit };
  return { ok: true, usage: { battle: usage.battle + 1, phase: usage.phase + 1, skirmish: usage.skirmish + 1 } };
}

/**
 * The counters at the start of a new Skirmish (or, with `'phase'`, a new Phase).
 * @example resetPowerUse({ battle: 2, phase: 1, skirmish: 1 }, 'skirmish') // → { battle: 2, phase: 1, skirmish: 0 }
 */
export const resetPowerUse = (usage: PowerUsage, scope: 'skirmish' | 'phase'): PowerUsage =>
  scope === 'skirmish' ? { ...usage, skirmish: 0 } : { battle: usage.battle, phase: 0, skirmish: 0 };

// ---------------------------------------------------------------------------------------------
// Applying powers to a Skirmish

/** One commander's class and the decisions taken for this Skirmish. */
export interface CommanderPowerChoice {
  readonly classId: CommanderClassId;
  /** Tactician: the Guardian-row or Steel-column class chosen at the start of the Battle. */
  readonly tacticianAs?: CommanderClassId;
  /** Uses of the limited power before this Skirmish (default: none). */
  readonly usage?: PowerUsage;
  /** Master of Arms / Adept: the card this commander played becomes an Aggressor / a Guardian. */
  readonly changeRole?: boolean;
  /** Shapeshifter: the Role this commander's card takes as it is revealed (once per Battle). */
  readonly shapeshiftTo?: Role;
  /** Evoker: the unit that Adds 2. */
  readonly evokeFor?: SideName;
  /** Illusionist: the unit that Adds a d6. */
  readonly illusionFor?: SideName;
  /** Illusionist: the d6 already rolled; without it the die is left to the resolver (`Side.extraDice`). */
  readonly illusionRoll?: number;
  /** Dervish: the Path or Role chosen for the Day; this commander's unit Adds 1 against it. */
  readonly dervishAgainst?: Path | Role;
  /** Psionicist: this commander's card was drawn at random from a shuffled hand; it Adds 3. */
  readonly psionic?: boolean;
}

/** What one power did to the Skirmish (for a breakdown the player can read). */
export interface AppliedPower {
  readonly power: CommanderClassId;
  /** Whose commander used it. */
  readonly by: SideName;
  /** Which unit it changed. */
  readonly target: SideName;
  readonly rule: 'AC-CP';
  /** What it did, in English: `phrase` written out. */
  readonly text: string;
  /** What it did as data, for a widget to say in its reader's language. */
  readonly phrase: PowerPhrase;
  /** Strength added to the target's `otherBonus` (never a card bonus: AC-SK-10). */
  readonly add?: number;
  /** Extra d6 given to the target's `extraDice` (Illusionist, die not yet rolled). */
  readonly extraDice?: number;
}

export interface RefusedPower {
  readonly power: CommanderClassId;
  readonly reason: string;
  readonly phrase: PowerPhrase;
}

export interface PoweredSkirmish<I> {
  readonly input: I;
  readonly applied: readonly AppliedPower[];
  readonly refused: readonly RefusedPower[];
  /** Each commander's usage counters after this Skirmish's uses. */
  readonly usage: { readonly offense?: PowerUsage; readonly defense?: PowerUsage };
}

/** How {@link applyCommanderPowers} works beyond the powers. */
export interface PowerOptions {
  /**
   * `false` leaves `applied` and `refused` empty (nothing written out): faster, for simulated Battles, which keep no
   * log. The powers act the same. Default `true`.
   */
  readonly list?: boolean;
}

export interface CommanderChoices {
  readonly offense?: CommanderPowerChoice;
  readonly defense?: CommanderPowerChoice;
}

/**
 * AC-CP: applies each commander's powers to a Skirmish. Role changes come first (Shapeshifter,
 * Master of Arms, Adept), then traits (Scout), then adds. Every add goes to `otherBonus`, so none
 * triggers Savant (AC-SK-10). A choice the class cannot make, or a use past its limits, is listed
 * in `refused` and has no effect. Oathbound acts on the outcome: see {@link oathboundFate}.
 * Does not mutate its inputs.
 *
 * @example
 * applyCommanderPowers(
 *   { offense: { unit: { name: 'Soldier', strength: 2, role: 'trooper' } }, defense: { unit: guard } },
 *   { offense: { classId: 'master-of-arms', changeRole: true } },
 * ).input.offense
 * // → { unit: { name: 'Soldier', strength: 2, role: 'aggressor' }, otherBonus: 1 }
 */
export function applyCommanderPowers(
  input: SkirmishInput,
  commanders: CommanderChoices,
  options: PowerOptions = {},
): PoweredSkirmish<SkirmishInput> {
  const r = applyPowers(input.offense, input.defense, commanders, options.list ?? true);
  const same = r.offense === input.offense && r.defense === input.defense;
  const powered = same ? input : { offense: r.offense, defense: r.defense! };
  return { input: powered, applied: r.applied, refused: r.refused, usage: r.usage };
}

/**
 * AC-CP with AC-MO-7: the same for an Unopposed unit (no Defense card): only the Offense
 * commander's powers on its own unit apply; Dervish has nothing to face.
 * @example applyUnopposedPowers({ unit: spearmen }, { classId: 'evoker', evokeFor: 'offense' }).input // → { unit: spearmen, otherBonus: 2 }
 */
export function applyUnopposedPowers(
  offense: Side,
  choice: CommanderPowerChoice | undefined,
  options: PowerOptions = {},
): PoweredSkirmish<Side> {
  const r = applyPowers(offense, undefined, choice ? { offense: choice } : {}, options.list ?? true);
  return { input: r.offense, applied: r.applied, refused: r.refused, usage: r.usage };
}

/**
 * AC-CP Oathbound: the fate of the designated unit. Killed becomes Disabled; Disabled becomes
 * Exhausted, but a Kill this power already turned into Disabled stays Disabled.
 * @example oathboundFate('killed') // → 'disabled'
 */
export const oathboundFate = (fate: Fate): Fate =>
  fate === 'killed' ? 'disabled' : fate === 'disabled' ? 'exhausted' : fate;

interface Work {
  unit: Unit;
  otherBonus: number;
  extraDice: number;
  side: Side;
}

const SIDES: readonly SideName[] = ['offense', 'defense'];
const other = (s: SideName): SideName => (s === 'offense' ? 'defense' : 'offense');

function applyPowers(
  offense: Side,
  defense: Side | undefined,
  commanders: CommanderChoices,
  list: boolean,
): {
  offense: Side;
  defense: Side | undefined;
  applied: AppliedPower[];
  refused: RefusedPower[];
  usage: { offense?: PowerUsage; defense?: PowerUsage };
} {
  const applied: AppliedPower[] = [];
  const refused: RefusedPower[] = [];
  const usage: { offense?: PowerUsage; defense?: PowerUsage } = {};
  const work: Partial<Record<SideName, Work>> = { offense: start(offense) };
  if (defense) work.defense = start(defense);
  const classes: Partial<Record<SideName, CommanderClassId>> = {};

  for (const by of SIDES) {
    const choice = commanders[by];
    if (!choice || !work[by]) continue;
    usage[by] = choice.usage ?? NO_POWER_USE;
    const eff = effectiveClass(choice.classId, choice.tacticianAs);
    if ('reason' in eff) {
      if (list) refused.push({ power: choice.classId, ...eff });
    } else classes[by] = eff.classId;
  }

  const name = (id: CommanderClassId) => BY_ID.get(id)?.name ?? id;
  const refuse = (power: CommanderClassId, key: PowerPhraseKey, values: Record<string, string | number> = {}) => {
    if (list) refused.push({ power, ...said(key, { power: name(power), ...values }) });
  };
  /** False (and a refusal) when an Unopposed Skirmish has no unit on that side (AC-MO-7). */
  const hasTarget = (power: CommanderClassId, target: SideName): boolean => {
    if (work[target]) return true;
    refuse(power, 'power-no-target', { side: target });
    return false;
  };
  const note = (
    power: CommanderClassId,
    by: SideName,
    target: SideName,
    key: PowerPhraseKey,
    values: Record<string, string | number> = {},
    change?: Pick<AppliedPower, 'add' | 'extraDice'>,
  ) => {
    if (!list) return;
    const phrase: PowerPhrase = { key, values: { power: name(power), unit: work[target]!.unit.name, ...values } };
    applied.push({ power, by, target, rule: 'AC-CP', text: powerEnglish(phrase), phrase, ...change });
  };
  /** `why` is a Role or trait of the unit, or the power's reason (`power-adds` in phrases.ts). */
  const add = (power: CommanderClassId, by: SideName, target: SideName, n: number, why: Record<string, string>) => {
    work[target]!.otherBonus += n; // AC-SK-10: a commander's add never triggers Savant
    note(power, by, target, 'power-adds', { add: n, ...why }, { add: n });
  };
  /** Counts one use of a limited power; false (and a refusal) past its limits. */
  const use = (power: CommanderClassId, by: SideName): boolean => {
    const r = recordPowerUse(power, usage[by]!);
    if (r.ok) usage[by] = r.usage;
    else if (list) refused.push({ power, reason: r.reason, phrase: r.phrase });
    return r.ok;
  };

  // 1. Roles, as the cards are revealed.
  for (const by of SIDES) {
    const choice = commanders[by];
    const id = classes[by];
    const w = work[by];
    if (!choice || !id || !w) continue;
    const wanted: Role | undefined =
      choice.shapeshiftTo ?? (choice.changeRole ? (id === 'adept' ? 'guardian' : 'aggressor') : undefined);
    if (wanted === undefined) continue;
    const asked = choice.shapeshiftTo !== undefined ? 'shapeshiftTo' : 'changeRole';
    const allowed = asked === 'shapeshiftTo' ? id === 'shapeshifter' : id === 'master-of-arms' || id === 'adept';
    if (!allowed) {
      refuse(id, asked === 'shapeshiftTo' ? 'power-not-shape' : 'power-not-role');
      continue;
    }
    if (wanted === 'ritual') {
      refuse(id, 'power-no-ritual'); // AC-UN-4: a card in a Skirmish fights, a Ritual cannot
      continue;
    }
    if (w.unit.role === wanted || (asked === 'shapeshiftTo' && !use(id, by))) continue;
    w.unit = { ...w.unit, role: wanted };
    note(id, by, by, 'power-becomes', { role: wanted });
  }

  // 2. Traits: Scout's cards on Offense gain Ranged, or Add 1 when they had it.
  if (classes.offense === 'scout') {
    const w = work.offense!;
    if (hasTrait(w.unit, 'ranged')) add('scout', 'offense', 'offense', 1, { why: 'ranged' });
    else {
      w.unit = { ...w.unit, traits: [...(w.unit.traits ?? []), 'ranged'] };
      note('scout', 'offense', 'offense', 'power-ranged');
    }
  }

  // 3. Adds, on the roles and traits after steps 1 and 2.
  for (const by of SIDES) {
    const choice = commanders[by];
    const id = classes[by];
    const w = work[by];
    if (!choice || !id || !w) continue;
    const u = w.unit;
    const facing = work[other(by)]?.unit;
    if (id === 'master-of-arms' && u.role === 'aggressor') add(id, by, by, 1, { why: 'aggressor' });
    if (id === 'adept' && u.role === 'guardian') add(id, by, by, 1, { why: 'guardian' });
    if (id === 'necromancer' && hasTrait(u, 'undead')) add(id, by, by, 1, { why: 'undead' });
    if (id === 'animist' && u.role === 'healer') add(id, by, by, 1, { why: 'healer' });
    if (id === 'shaman' && (u.role === 'savant' || hasTrait(u, 'elemental')))
      add(id, by, by, 1, { why: u.role === 'savant' ? 'savant' : 'elemental' });
    if (choice.dervishAgainst !== undefined) {
      if (id !== 'dervish') refuse(id, 'power-no-dervish');
      else if (facing && (facing.role === choice.dervishAgainst || facing.path === choice.dervishAgainst))
        add(id, by, by, 1, { against: choice.dervishAgainst });
    }
    if (choice.psionic) {
      if (id !== 'psionicist') refuse(id, 'power-no-psionic');
      else if (use(id, by)) add(id, by, by, 3, { why: 'random' });
    }
    if (choice.evokeFor !== undefined) {
      if (id !== 'evoker') refuse(id, 'power-no-evoke');
      else if (hasTarget(id, choice.evokeFor) && use(id, by)) add(id, by, choice.evokeFor, 2, { why: 'evoker' });
    }
    if (choice.illusionFor !== undefined) {
      const target = choice.illusionFor;
      const roll = choice.illusionRoll;
      if (id !== 'illusionist') refuse(id, 'power-no-illusion');
      else if (roll !== undefined && !(Number.isInteger(roll) && roll >= 1 && roll <= 6))
        refuse(id, 'power-bad-roll', { roll });
      else if (hasTarget(id, target) && use(id, by)) {
        if (roll !== undefined) add(id, by, target, roll, { why: 'illusionist' });
        else {
          work[target]!.extraDice += 1; // rolled by the resolver, once, and kept through AC-SK-6 rerolls
          note(id, by, target, 'power-d6', {}, { extraDice: 1 });
        }
      }
    }
  }

  return { offense: finish(work.offense!), defense: work.defense && finish(work.defense), applied, refused, usage };
}

const start = (side: Side): Work => ({
  unit: side.unit,
  otherBonus: side.otherBonus ?? 0,
  extraDice: side.extraDice ?? 0,
  side,
});

/** Rebuilds a Side, keeping the original object when no power touched it. */
function finish(w: Work): Side {
  const s = w.side;
  if (w.unit === s.unit && w.otherBonus === (s.otherBonus ?? 0) && w.extraDice === (s.extraDice ?? 0)) return s;
  const side: { -readonly [K in keyof Side]: Side[K] } = { unit: w.unit };
  if (s.cardBonuses) side.cardBonuses = s.cardBonuses;
  if (w.otherBonus !== 0 || s.otherBonus !== undefined) side.otherBonus = w.otherBonus;
  if (w.extraDice !== 0) side.extraDice = w.extraDice;
  return side;
}
