import { msg, str } from '@lit/localize';

import { startingMorale } from '../../rules/morale/index.js';

/** The tracker's attributes as written by the author (all text, as in HTML). */
export interface CommanderAttributes {
  readonly level: string;
  readonly npc: boolean;
  readonly morale: string;
  readonly baseMorale: string;
}

/** What the attributes say about the commander, with a usable default wherever one is wrong or missing. */
export interface CommanderReading {
  readonly npc: boolean;
  /** Starting Morale (AC-MO-1). */
  readonly start: number;
  /** The level the start was worked out from, or null when it was set directly. */
  readonly level: number | null;
  /** The defended Base's Morale (AC-MO-3); 0 when none. */
  readonly baseMorale: number;
  /** What is wrong with the attributes, in a game master's words. */
  readonly problems: readonly string[];
}

/** No level or Morale in the rules comes near this; it keeps typos like level="66666666" out. */
const MOST = 999;
/** What a commander starts with when the attributes do not say: a level-0 player character (AC-MO-1). */
const FALLBACK_LEVEL = 0;

/** A whole number 0…999 written in an attribute, undefined when not written, null when unreadable. */
function readCount(text: string): number | null | undefined {
  const written = text.trim();
  if (written === '') return undefined;
  if (!/^\d+$/.test(written) || Number(written) > MOST) return null;
  return Number(written);
}

/**
 * Reads `level`, `npc`, `morale` and `base-morale`. A bad or missing start falls back to a level-0 player
 * character's Morale (4), so the tracker stays usable while the author fixes the page.
 */
export function readCommander(attributes: CommanderAttributes): CommanderReading {
  const problems: string[] = [];
  const level = readCount(attributes.level);
  const morale = readCount(attributes.morale);
  const fallback = startingMorale(FALLBACK_LEVEL);
  // Attribute names and values are code: they stay as written, in every language.
  const until = msg(str`Starting at ${fallback} (a level-${FALLBACK_LEVEL} character) until then.`);

  if (level === null)
    problems.push(
      `${msg(str`level="${attributes.level}": write the character's level as a whole number from 0 to ${MOST}, e.g. level="6".`)} ${until}`,
    );
  if (morale === null)
    problems.push(
      `${msg(str`morale="${attributes.morale}": write the starting Morale as a whole number from 0 to ${MOST}, e.g. morale="5".`)} ${until}`,
    );

  let start = fallback;
  let fromLevel: number | null = FALLBACK_LEVEL;
  if (attributes.npc) {
    fromLevel = null;
    if (morale === undefined)
      problems.push(
        `${msg(`npc needs morale="…": the non-player commander's starting Morale, e.g. morale="5".`)} ${until}`,
      );
    if (typeof morale === 'number') start = morale;
    if (level !== undefined)
      problems.push(msg('level is for a player character: a non-player commander starts at morale.'));
  } else if (typeof level === 'number') {
    start = startingMorale(level); // AC-MO-1
    fromLevel = level;
    if (morale !== undefined)
      problems.push(msg('morale is for a non-player commander (add npc): level sets the start.'));
  } else if (typeof morale === 'number' && level === undefined) {
    [start, fromLevel] = [morale, null];
    problems.push(msg(str`morale="${morale}" without npc: add npc for a non-player commander, or give level instead.`));
  } else if (level === undefined && morale === undefined) {
    problems.push(
      `${msg(`Give level="…" for a player character, or npc and morale="…" for a non-player one.`)} ${until}`,
    );
  }

  const base = readCount(attributes.baseMorale);
  if (base === null)
    problems.push(
      msg(
        str`base-morale="${attributes.baseMorale}": write the Base's Morale as a whole number, e.g. base-morale="2". No Base Morale until then.`,
      ),
    );
  return { npc: attributes.npc, start, level: fromLevel, baseMorale: base ?? 0, problems };
}
