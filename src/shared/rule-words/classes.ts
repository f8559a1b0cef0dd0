// The twenty commander classes' powers (AC-CP), summarised in the widgets' words, and when each is used, in the language
// being drawn: shown in a resolver's commander section. The rules keep the English (`CommanderClass.text`, `timing`).
import { msg } from '@lit/localize';

import type { CommanderClass, CommanderClassId } from '../../rules/powers/index.js';

/** Each class's power and when it is used. */
const CLASSES: Readonly<Record<CommanderClassId, () => { readonly text: string; readonly timing: string }>> = {
  tactician: () => ({
    text: msg('Pick the benefit of one other Guardian-row or Steel-column class and use it for the whole Battle.'),
    timing: msg('start of each Battle'),
  }),
  battlemage: () => ({
    text: msg(
      'A card you discard to Disabled goes to Exhausted instead on a d6 roll of 5 or 6; this can succeed once per Phase.',
    ),
    timing: msg('when you discard'),
  }),
  oathbound: () => ({
    text: msg(
      'Name one unit each Battle. Killed, it is only Disabled; Disabled (not by this power), it is only Exhausted.',
    ),
    timing: msg('after a Skirmish'),
  }),
  shapeshifter: () => ({
    text: msg('Once per Battle, give one of your cards another Role as you reveal it in a Skirmish or discard it.'),
    timing: msg('when you reveal or discard a card'),
  }),
  adept: () => ({
    text: msg('Any card you play may become a Guardian. Guardians you play Add 1.'),
    timing: msg('each card you play'),
  }),
  chirurgeon: () => ({
    text: msg('You get an Alchemy Lab Equipment unit for free; when it would be Killed it is Disabled instead.'),
    timing: msg('army building'),
  }),
  necromancer: () => ({
    text: msg(
      'When Phase 2 begins you may take 1 card from your Disabled pile back into hand. Undead units you play Add 1.',
    ),
    timing: msg('start of Phase 2; each card you play'),
  }),
  cleric: () => ({
    text: msg('Once per Day, spend 1 Morale to take 1 Killed card back into hand.'),
    timing: msg('once per Day'),
  }),
  animist: () => ({
    text: msg('You may play 2 Rituals in each Phase. Healers you play Add 1.'),
    timing: msg('Rituals; each card you play'),
  }),
  mender: () => ({
    text: msg(
      'Before the Battle your opponent shows 2 random cards from hand; you may spend 1 Morale to Disable one of them.',
    ),
    timing: msg('before the Battle'),
  }),
  'master-of-arms': () => ({
    text: msg('Any card you play may become an Aggressor. Aggressors you play Add 1.'),
    timing: msg('each card you play'),
  }),
  evoker: () => ({
    text: msg('One unit in a Skirmish, on either side, Adds 2: three times per Battle, at most once per Skirmish.'),
    timing: msg('before a Skirmish resolves'),
  }),
  dervish: () => ({
    text: msg('Choose a Path or a Role each Day: your units Add 1 when they face a unit of that Path or Role.'),
    timing: msg('chosen each Day'),
  }),
  scout: () => ({
    text: msg('Your cards on Offense gain Ranged; a card that already has Ranged Adds 1 instead.'),
    timing: msg('your cards on Offense'),
  }),
  psionicist: () => ({
    text: msg(
      'Once per Battle, with at least 2 cards in hand, shuffle your hand and play a card drawn at random: it Adds 3.',
    ),
    timing: msg('when you play a card'),
  }),
  rogue: () => ({
    text: msg('Each time you Kill an enemy unit, roll a d6: on 4 or more you gain 1 Morale.'),
    timing: msg('when you Kill'),
  }),
  illusionist: () => ({
    text: msg(
      'Roll a d6; one unit in the Skirmish, on either side, Adds the roll: twice per Battle, at most once per Skirmish.',
    ),
    timing: msg('before a Skirmish resolves'),
  }),
  chaplain: () => ({
    text: msg('You may field the Mediating Chaplain unit, which neither deals nor takes damage in Skirmishes.'),
    timing: msg('army building'),
  }),
  shaman: () => ({
    text: msg('Elemental units and Savant units you play Add 1 (once, if a unit is both).'),
    timing: msg('each card you play'),
  }),
  etherealist: () => ({
    text: msg(
      'Once per Battle, swap a unit in your hand for one of yours already in a Skirmish, if it could be played there.',
    ),
    timing: msg('once per Battle'),
  }),
};

/**
 * A class's power and when it is used, in the language being drawn (the rules' English for a class without words).
 * @example classWords(commanderClass('evoker')!).timing // in Portuguese → 'antes de uma Escaramuça se resolver'
 */
export const classWords = (cls: CommanderClass): { readonly text: string; readonly timing: string } =>
  Object.hasOwn(CLASSES, cls.id) ? CLASSES[cls.id]() : cls;
