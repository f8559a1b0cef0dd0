// Words, icons and numbers as the resolver shows them. Nothing here decides a rule.
import type { Fate, SideName } from '../../rules/skirmish/index.js';

export const SIDES: readonly SideName[] = ['offense', 'defense'];

export const other = (side: SideName): SideName => (side === 'offense' ? 'defense' : 'offense');

/**
 * A fate's icon, shown with its word (`pileName`) and colour class together (never colour alone). The icons are hidden
 * from screen readers, which read the word.
 */
export const FATE_ICONS: Record<Fate, string> = { exhausted: '↻', disabled: '⊘', killed: '☠\uFE0E' };
