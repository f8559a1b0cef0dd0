// What the page's author wrote: the resolver's attributes and its slotted units, read and checked.
import { msg, str } from '@lit/localize';

import { readUnit, type UnitParse } from '../../rules/core/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import { unitSaid } from '../../shared/rule-sentences/units.js';
import { unitAttributes } from '../../shared/unit-children.js';
import type { DiceSource } from './dice-state.js';
import { SIDES } from './format.js';
import * as setups from './setup.js';
import type { DefensePlay } from './skirmish-view.js';

// A Map, not an object: `unopposed="constructor"` must not find Object.prototype's members.
const PLAYS = new Map<string, DefensePlay>([
  ['', 'pass'],
  ['pass', 'pass'],
  ['unable', 'unable'],
]);

/** The Defense's play the `unopposed` attribute asks for: a card when absent, else Pass (AC-MO-7) or Unable (R3). */
export const attributePlay = (unopposed: string | null): DefensePlay =>
  unopposed === null ? 'card' : (PLAYS.get(unopposed.trim().toLowerCase()) ?? 'pass');

const SOURCES = new Map<string, DiceSource>([
  ['virtual', 'virtual'],
  ['real', 'real'],
]);

/** The dice the `dice` attribute asks for (`virtual` or `real`), or none when absent or wrong. */
export const attributeDice = (dice: string | null): DiceSource | undefined =>
  dice === null ? undefined : SOURCES.get(dice.trim().toLowerCase());

/**
 * What is wrong with the class, `unopposed` and `dice` attributes, in a game master's words (in the language being
 * drawn; attribute names and values stay as written). The classes are checked with
 * `commanderClass` once the commander powers are loaded (a class asks for them).
 */
export function attributeProblems(
  classes: Readonly<Record<SideName, string>>,
  unopposed: string | null,
  dice: string | null,
  commanderClass: ((id: string) => unknown) | undefined,
): string[] {
  const problems = SIDES.flatMap((side) => {
    const id = classes[side].trim().toLowerCase();
    return id && commanderClass && !commanderClass(id)
      ? [msg(str`${`${side}-class`}: unknown commander class '${id}'`)]
      : [];
  });
  if (unopposed !== null && !PLAYS.has(unopposed.trim().toLowerCase()))
    problems.push(msg(str`unopposed: write "pass" or "unable", not "${unopposed}"`));
  if (dice !== null && !attributeDice(dice)) problems.push(msg(str`dice: write "virtual" or "real", not "${dice}"`));
  return problems;
}

/** An `<army-unit>` as read: its own properties once upgraded, else its attributes; its problems in words. */
export const readArmyUnit = (el: Element): UnitParse => unitSaid(readUnit('parsed' in el ? el : unitAttributes(el)));

/** The attributes that change a resolver's setup. */
export interface SetupAttributes {
  readonly offenseClass: string;
  readonly defenseClass: string;
  readonly offenseNpc: boolean;
  readonly defenseNpc: boolean;
  readonly unopposed: string | null;
  readonly dice: string | null;
}

/**
 * The setup with what the attributes that `changed` say. A class attribute waits in `classes` (kept by the element
 * between updates) until the powers tell whether it is a class: a wrong one is only shown as a problem.
 * @example attributeSetup(setup, element, (name) => changed.has(name), pendingClasses, powersModule.loaded)
 */
export function attributeSetup(
  setup: setups.Setup,
  attrs: SetupAttributes,
  changed: (name: string) => boolean,
  classes: Partial<Record<SideName, string>>,
  powers: { commanderClass(id: string): unknown } | undefined,
): setups.Setup {
  let next = setup;
  for (const side of SIDES) {
    if (changed(`${side}Class`)) classes[side] = attrs[`${side}Class`].trim().toLowerCase();
    const npc = attrs[`${side}Npc`];
    if (changed(`${side}Npc`)) next = setups.editSide(next, side, (s) => ({ ...s, npc }));
    const id = classes[side];
    if (id === undefined || (id && !powers)) continue;
    delete classes[side];
    if (!id || powers?.commanderClass(id)) next = setups.editPower(next, side, { classId: id });
  }
  if (changed('unopposed')) next = { ...next, defensePlay: attributePlay(attrs.unopposed) };
  const diceSource = attributeDice(attrs.dice);
  if (changed('dice') && diceSource) next = setups.edit(next, { diceSource });
  return next;
}
