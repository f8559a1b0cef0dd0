// The rules' sentences as a widget shows them, in the language being drawn (see `said` in localize.ts): the rules give
// data (a phrase's key and values) and its English; these pick the words. One module per topic, so that each is
// loaded where its sentences are shown.
import { type MoralePhrase, moraleText } from '../../rules/morale/index.js';
import { said } from '../localize.js';

/** What a Morale change did, or why it was refused (AC-MO). */
export const moraleSaid = (phrase: MoralePhrase): string => said(phrase, 'moralePhrase', moraleText);
