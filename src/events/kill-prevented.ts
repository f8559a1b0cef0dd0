import type { SideName } from '../rules/skirmish/index.js';
import { type Check, count, oneOf, optional, shape, text } from './read.js';
import { SIDES } from './skirmish-resolved.js';
import { WidgetEvent } from './widget-event.js';

export interface KillPreventedDetail {
  readonly commander?: string;
  readonly name: string;
  /** AC-SK-8: 1 Influence for a player-character commander, 3 Morale for a non-player one. */
  readonly paid: { readonly influence: number } | { readonly morale: number };
  /** The roster card id, when the card was picked from a roster. */
  readonly cardId?: string;
  /** The id of the roster the card was picked from, when known. */
  readonly roster?: string;
  /** Which side of the Skirmish the saved card fought on. */
  readonly side?: SideName;
}

/** A Killed card turned into Disabled by paying for it (AC-SK-8). */
export class KillPreventedEvent extends WidgetEvent<KillPreventedDetail> {
  // A getter, not a field: a class with no assignment after it is dropped from bundles that do not use it.
  static get type() {
    return 'army-kill-prevented' as const;
  }
}

const paid: Check<KillPreventedDetail['paid']> = (value, field) => {
  const { influence, morale } = shape({ influence: optional(count()), morale: optional(count()) })(value, field);
  if (morale !== undefined) return { morale };
  if (influence !== undefined) return { influence };
  return shape({ influence: count() })(value, field);
};

/** Reads an `army-kill-prevented` detail. */
export const readKillPrevented: Check<KillPreventedDetail> = shape<KillPreventedDetail>({
  commander: optional(text()),
  name: text(),
  paid,
  cardId: optional(text()),
  roster: optional(text()),
  side: optional(oneOf(SIDES)),
});
