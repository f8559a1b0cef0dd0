// Chances written as percentages, in a module of their own: a widget whose first view shows none (recruit-cost) does
// not carry them, since a module is all in one file and localize.ts is in every widget's first view.
import { currentLanguage, formatNumber } from './localize.js';

/**
 * A percentage below 1,000% with `digits` decimals as all three languages write it (`93.5%`, `93,5%`): without
 * `Intl`, as `formatNumber` writes whole numbers, since a resolver's first frame shows four chances. Rounded as `Intl`
 * rounds, half away from zero on the decimal the chance prints as. Undefined where `Intl` is needed: a negative, -0,
 * 1,000% or more, or a chance below 1e-6 (it prints with an exponent, and `NaN` fails the test below).
 */
function plainPercent(chance: number, digits: number): string | undefined {
  const scaled = Math.round(+`${chance}e${digits + 2}`);
  if (!(1 / chance > 0 && scaled < 10 ** (digits + 3))) return undefined;
  const written = `${(scaled / 10 ** digits).toFixed(digits)}%`;
  return currentLanguage() == 'en' ? written : written.replace('.', ',');
}

/** A chance (0–1) as a percentage in the current language, with `digits` decimals. */
export const formatPercent = (chance: number, digits = 0) =>
  plainPercent(chance, digits) ??
  formatNumber(chance, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });

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
