// The game's words for the rules' names (roles, paths, piles, sides), in the language being drawn: one translation
// each, from the glossary (translations/glossary.json), so every widget calls a Killed unit the same.
import { msg } from '@lit/localize';

import type { Pile } from '../rules/army/index.js';
import type { Path, Role } from '../rules/core/index.js';
import { said } from './localize.js';
import { capital } from './words.js';

/** Where a card is: in hand, Exhausted, Disabled or Killed (AC-SK-7, AC-SK-8). */
export const pileName = (pile: Pile): string =>
  ({
    hand: msg('in hand'),
    exhausted: msg('Exhausted'),
    disabled: msg('Disabled'),
    killed: msg('Killed'),
  })[pile];

/** A unit's role (AC-UN-2). */
export const roleName = (role: Role): string =>
  ({
    aggressor: msg('Aggressor'),
    guardian: msg('Guardian'),
    healer: msg('Healer'),
    savant: msg('Savant'),
    equipment: msg('Equipment'),
    ritual: msg('Ritual'),
    trooper: msg('Trooper'),
  })[role];

/** A unit's path (AC-UN-3). */
export const pathName = (path: Path): string =>
  ({ steel: msg('Steel'), magic: msg('Magic'), faith: msg('Faith'), nature: msg('Nature'), mind: msg('Mind') })[path];

/** The two sides of a Skirmish. */
export const sideName = (side: 'offense' | 'defense'): string => (side === 'offense' ? msg('Offense') : msg('Defense'));

/**
 * A unit's trait (AC-UN-1), capitalised: in Portuguese and Italian the rules' traits by the glossary's word (their
 * words load with the translations, src/shared/rule-words/units.ts); one the rules do not know, as written.
 */
export const traitName = (trait: string): string => said(trait, 'traitName', capital);
