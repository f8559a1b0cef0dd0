import type { ShareSource } from '../../shared/share.js';
import type { ArmyRoster } from './army-roster.js';

/**
 * A roster's "Share": its army as `<army-unit>`s, its cards in order (the piles are not shared). A board shares the
 * rosters inside it the same way.
 */
export const rosterShare = (roster: ArmyRoster): ShareSource => ({
  tag: 'army-roster',
  leave: ['units'],
  units: () => roster.cards,
});
