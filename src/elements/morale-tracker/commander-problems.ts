// What is wrong with a tracker's attributes, in a game master's words: loaded only when something is, so that a page
// whose trackers read well downloads none of it.
import { msg, str } from '@lit/localize';

import { startingMorale } from '../../rules/morale/index.js';
import { FALLBACK_LEVEL, MOST, type SayProblem } from './commander.js';

/** Attribute names and values are code: they stay as written, in every language. */
export const sayProblem: SayProblem = (problem, attributes) => {
  const fallback = startingMorale(FALLBACK_LEVEL);
  const until = msg(str`Starting at ${fallback} (a level-${FALLBACK_LEVEL} character) until then.`);
  const morale = Number(attributes.morale);
  switch (problem) {
    case 'level':
      return `${msg(str`level="${attributes.level}": write the character's level as a whole number from 0 to ${MOST}, e.g. level="6".`)} ${until}`;
    case 'morale':
      return `${msg(str`morale="${attributes.morale}": write the starting Morale as a whole number from 0 to ${MOST}, e.g. morale="5".`)} ${until}`;
    case 'npcWithoutMorale':
      return `${msg(`npc needs morale="…": the non-player commander's starting Morale, e.g. morale="5".`)} ${until}`;
    case 'npcWithLevel':
      return msg('level is for a player character: a non-player commander starts at morale.');
    case 'levelWithMorale':
      return msg('morale is for a non-player commander (add npc): level sets the start.');
    case 'moraleWithoutNpc':
      return msg(str`morale="${morale}" without npc: add npc for a non-player commander, or give level instead.`);
    case 'neither':
      return `${msg(`Give level="…" for a player character, or npc and morale="…" for a non-player one.`)} ${until}`;
    case 'baseMorale':
      return msg(
        str`base-morale="${attributes.baseMorale}": write the Base's Morale as a whole number, e.g. base-morale="2". No Base Morale until then.`,
      );
  }
};
