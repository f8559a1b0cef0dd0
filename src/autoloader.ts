/**
 * The autoloader (`dist/autoloader.js`): one small script for every page. Each tag's module
 * (`dist/elements/<tag>.js`, next to this file) is loaded only when the tag appears on the page, now or later, so
 * that a page downloads only the widgets it shows.
 */
import { loadWhenPresent } from './shared/autoload.js';

/** Every element of the package, by tag. */
const TAGS = ['army-unit', 'army-roster', 'morale-tracker', 'skirmish-resolver', 'recruit-cost', 'army-battle'];

for (const tag of TAGS)
  loadWhenPresent(tag, () => import(/* @vite-ignore */ new URL(`./elements/${tag}.js`, import.meta.url).href));
