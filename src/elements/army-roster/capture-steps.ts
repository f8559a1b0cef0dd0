// The Capture of a location as steps (AC-MA-3), for "Move, Capture and Rituals" (loaded with it): pure, so that the
// element only commits them.
import { msg, str } from '@lit/localize';

import { CAPTURE_PRESETS, captureProgress, startCapture } from '../../rules/map/index.js';
import { formatNumber } from '../../shared/localize.js';
import { capturePlaceSaid } from '../../shared/rule-sentences/map.js';
import type { RosterStep } from './roster-record.js';
import type { CaptureTarget, RosterState } from './roster-state.js';

const DEFAULT_PLACE = CAPTURE_PRESETS[1]!;

/** The roster's Capture under way, else one not begun at the default location (a small town). */
export const captureOf = (roster: RosterState): CaptureTarget =>
  roster.capture ?? { place: DEFAULT_PLACE.id, ...startCapture(DEFAULT_PLACE.requirement) };

/** AC-MA-3: a Capture begun at a preset location, or at `other` with the total needed kept. */
export function beginCapture(
  roster: RosterState,
  place: string,
  requirement = captureOf(roster).requirement,
): RosterStep {
  const preset = CAPTURE_PRESETS.find((p) => p.id === place);
  const needed = preset?.requirement ?? requirement;
  return {
    state: { ...roster, capture: { place, ...startCapture(needed) } },
    label: preset
      ? msg(str`Capture of ${capturePlaceSaid(preset)} begun`)
      : msg(str`Capture of a location needing ${formatNumber(needed)} begun`),
  };
}

/** AC-MA-3: a Move towards the location adds the army's Capture Strength. */
export function captureMove(roster: RosterState, strength: number): RosterStep {
  const before = captureOf(roster);
  const capture = { ...before, ...captureProgress(before, { type: 'move', strength }) };
  const [adds, total] = [formatNumber(strength), formatNumber(capture.total)];
  return {
    state: { ...roster, capture },
    label: capture.captured
      ? msg(str`Capture: a Move adds ${adds}, total ${total}: Captured (AC-MA-3)`)
      : msg(str`Capture: a Move adds ${adds}, total ${total} (AC-MA-3)`),
  };
}

export function restartCapture(roster: RosterState): RosterStep {
  const capture = captureOf(roster);
  return {
    state: { ...roster, capture: { ...capture, ...startCapture(capture.requirement) } },
    label: msg('Capture started over'),
  };
}
