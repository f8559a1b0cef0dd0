import { formatPercent } from './localize.js';

/**
 * A chance as a percentage: one decimal, more only where one decimal would round a chance that is
 * neither impossible nor certain to 0% or 100%. Written the current language's way (`93,5%` in Portuguese).
 * @example percent(202 / 216) // → '93.5%'
 * @example percent(1 / 5000) // → '0.02%'
 */
export function percent(p: number): string {
  let digits = 1;
  const shown = () => Number((p * 100).toFixed(digits));
  while (digits < 8 && p > 0 && p < 1 && (shown() === 0 || shown() === 100)) digits++;
  return formatPercent(p, digits);
}
