// What only <recruit-cost> shows, read as a person reads it (the generic helpers are in helpers.ts). Shared by the
// recruit-cost-*.test.ts files.
import type { RecruitCost } from '../../src/elements/recruit-cost/recruit-cost.js';
import { text } from './helpers.js';

export const root = (el: RecruitCost) => el.shadowRoot!;
export const resultLabel = (el: RecruitCost) => text(root(el).querySelector('label[for=result]'));
export const ruling = (el: RecruitCost) => text(root(el).querySelector('[part~=ruling]'));
export const chosenRow = (el: RecruitCost) => root(el).querySelector('tr[aria-current]');
export const rows = (el: RecruitCost) =>
  [...root(el).querySelectorAll('[part~=table] tbody tr')].map((tr) => [...tr.children].map(text));
export const notes = (el: RecruitCost) => [...root(el).querySelectorAll('.note')].map(text).join(' | ');
