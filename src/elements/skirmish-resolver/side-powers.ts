// A commander's class and power choices read for the rules (AC-CP), and the rules' powers that apply them. Loaded
// with the commander section (power-editor.ts) once a commander has a class: a resolver without one never
// downloads the twenty classes and their powers.
import { msg, str } from '@lit/localize';

import { isPath, isRole } from '../../rules/core/index.js';
import {
  applyCommanderPowers,
  applyUnopposedPowers,
  commanderClass,
  type CommanderClassId,
  type CommanderPowerChoice,
  effectiveClass,
  oathboundFate,
  type PowerUsage,
  resetPowerUse,
} from '../../rules/powers/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import type { PowerSetup } from './side-setup.js';

export { applyCommanderPowers, applyUnopposedPowers, commanderClass, oathboundFate };

/** A class as the AC-CP table names it ("Master of Arms"), or its id when it is not one. */
export const className = (id: string): string => commanderClass(id)?.name ?? id;

const isSide = (word: string): word is SideName => word === 'offense' || word === 'defense';

/**
 * The rules' {@link CommanderPowerChoice} for a side's commander (none without a class), the class whose power acts
 * (a Tactician's benefit taken), and what is wrong with the typed choices. A limited power's uses so far come from
 * `usage` (counted per Battle; a new Skirmish starts at 0). The Illusionist's d6 not rolled yet is left to the rules
 * as an extra die (`Side.extraDice`), which the odds weigh exactly; it is rolled before the Skirmish dice.
 */
export function powerChoice(
  power: PowerSetup,
  usage: PowerUsage | undefined,
): { choice?: CommanderPowerChoice; acting?: CommanderClassId; problems: string[] } {
  const known = commanderClass(power.classId);
  if (!known) return { problems: power.classId ? [msg(str`unknown commander class '${power.classId}'`)] : [] };
  const problems: string[] = [];
  const tactician = commanderClass(power.tacticianAs);
  const roll = power.illusionRoll.trim();
  const illusionFor = isSide(power.illusionFor) ? power.illusionFor : undefined;
  if (illusionFor && roll !== '' && !/^[1-6]$/.test(roll))
    problems.push(msg(str`Illusionist: a d6 shows 1 to 6, not "${roll}"`));
  const illusion =
    illusionFor && !problems.length ? { illusionFor, ...(roll ? { illusionRoll: Number(roll) } : {}) } : {};
  const choice: CommanderPowerChoice = {
    classId: known.id,
    ...(tactician ? { tacticianAs: tactician.id } : {}),
    ...(usage ? { usage: resetPowerUse(usage, 'skirmish') } : {}),
    ...(power.changeRole ? { changeRole: true } : {}),
    ...(isRole(power.shapeshiftTo) ? { shapeshiftTo: power.shapeshiftTo } : {}),
    ...(isSide(power.evokeFor) ? { evokeFor: power.evokeFor } : {}),
    ...illusion,
    ...(isRole(power.dervishAgainst) || isPath(power.dervishAgainst) ? { dervishAgainst: power.dervishAgainst } : {}),
    ...(power.psionic ? { psionic: true } : {}),
  };
  const acting = effectiveClass(choice.classId, choice.tacticianAs);
  return { choice, ...('classId' in acting ? { acting: acting.classId } : {}), problems };
}
