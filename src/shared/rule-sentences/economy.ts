// The rules' sentences as a widget shows them, in the language being drawn (see `said` in localize.ts): the rules give
// data (a phrase's key and values) and its English; these pick the words. One module per topic, so that each is
// loaded where its sentences are shown.
import { type UpkeepNotePhrase, upkeepNoteText, type UpkeepPhrase, upkeepText } from '../../rules/economy/index.js';
import { said } from '../localize.js';

/** Why a card counts what it does for upkeep (AC-EC-1). */
export const upkeepSaid = (phrase: UpkeepPhrase): string => said(phrase, 'upkeepPhrase', upkeepText);

/** A note on upkeep (AC-EC-1, AC-EC-2). */
export const upkeepNoteSaid = (phrase: UpkeepNotePhrase): string => said(phrase, 'upkeepNotePhrase', upkeepNoteText);
