// The units two commander powers bring into a Battle (AC-CP Chirurgeon and Chaplain, R7, R8).
import type { Unit } from '../core/index.js';

/**
 * R7, R8: the unit each power brings: the Chirurgeon's Alchemy Lab, the Chaplain's Mediating Chaplain.
 * @example POWER_UNITS.chirurgeon // → { name: 'Alchemy Lab', strength: 1, role: 'equipment' }
 */
export const POWER_UNITS: Readonly<Record<'chirurgeon' | 'chaplain', Unit>> = {
  chirurgeon: { name: 'Alchemy Lab', strength: 1, role: 'equipment' }, // R7
  chaplain: { name: 'Mediating Chaplain', strength: 1, role: 'savant' }, // R8
};
