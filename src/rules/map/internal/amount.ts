/** RangeError unless `value` is a finite number ≥ 0 (inches and totals may be fractional). */
export function amount(value: number, what: string): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a number ≥ 0, not ${String(value)}`);
  return value;
}

/** RangeError unless a Capture requirement is more than 0 (AC-MA-3). */
export function positiveRequirement(requirement: number): number {
  if (!(amount(requirement, 'Capture requirement') > 0))
    throw new RangeError('Capture requirement must be more than 0 (AC-MA-3)');
  return requirement;
}
