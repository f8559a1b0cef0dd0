// The rules' sentences as a widget shows them, in the language being drawn (see `said` in localize.ts): the rules give
// data (a phrase's key and values) and its English; these pick the words. One module per topic, so that each is
// loaded where its sentences are shown.
import { type RitualPhrase, ritualText } from '../../rules/army/index.js';
import { type CapturePreset, type MovePhrase, moveText } from '../../rules/map/index.js';
import { said } from '../localize.js';

/** A line of a Move (AC-MA-2). */
export const moveSaid = (phrase: MovePhrase): string => said(phrase, 'movePhrase', moveText);

/** Whether a Ritual may be played, and why (AC-RI-1). */
export const ritualSaid = (phrase: RitualPhrase): string => said(phrase, 'ritualPhrase', ritualText);

/** A Capture location of the rules' examples (AC-MA-3). */
export const capturePlaceSaid = (preset: CapturePreset): string => said(preset, 'capturePlace', (p) => p.name);
