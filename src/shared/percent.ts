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
 * neither impossible nor certain to 0% or 100%, or where the chance lies halfway (13/16: 81.25%, not 81.3%, so that
 * it and its complement, 18.75%, add up to 100%). Written the current language's way (`93,5%` in Portuguese).
 * @example percent(202 / 216) // → '93.5%'
 * @example percent(1 / 5000) // → '0.02%'
 * @example percent(13 / 16) // → '81.25%'
 */
export function percent(p: number): string {
  let digits = 0;
  // From one decimal, one more while the chance shows as 0% or 100% (`% 100`) though neither impossible nor certain,
  // or while it lies halfway between two figures (its next decimal a 5, to float precision; its complement does too).
  // Certain or impossible within a float's error (a certain chance summed from dice can be 0.9999999999999999): the
  // least chance of a roll, 1 in 6^10, is far above it.
  while (
    ++digits < 8 &&
    ((p * (1 - p) > 1e-12 && +(p * 100).toFixed(digits) % 100 === 0) || Math.round(+`${p}e${digits + 4}`) % 100 === 50)
  );
  return formatPercent(p, digits);
}
