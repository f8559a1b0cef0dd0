// Random choices made with d6 rolls only, so that a seeded or entered d6 decides them (R10, R12).
import type { D6 } from '../../core/index.js';

/**
 * A uniformly random index below `n`, from d6 rolls only (base-6 digits, rejecting the excess so
 * that every index is equally likely).
 * @example randomIndex(3, fixedD6([5])) // → 1
 */
export function randomIndex(n: number, d6: D6): number {
  if (n <= 1) return 0;
  let span = 6;
  let digits = 1;
  while (span < n) {
    span *= 6;
    digits++;
  }
  const limit = span - (span % n);
  for (;;) {
    let v = 0;
    for (let i = 0; i < digits; i++) v = v * 6 + d6() - 1;
    if (v < limit) return v % n;
  }
}
