// The rules' sentences as a widget shows them, in the language being drawn (see `said` in localize.ts): the rules give
// data (a phrase's key and values) and its English; these pick the words. One module per topic, so that each is
// loaded where its sentences are shown: the purchases, with the ranking that lists them.
import { purchaseEnglish, type PurchasePhrase } from '../../rules/battle/index.js';
import { said } from '../localize.js';

/** A purchase that "What a lunari buys" ranks (AC-EC-3, AC-EC-4). */
export const purchaseSaid = (phrase: PurchasePhrase): string => said(phrase, 'purchasePhrase', purchaseEnglish);
