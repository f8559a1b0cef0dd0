// What only <recruit-cost> shows, read as a person reads it (the generic helpers are in helpers.ts). Shared by the
// recruit-cost-*.test.ts files.
import type { RecruitCost } from '../../src/elements/recruit-cost/recruit-cost.js';
import { openPanel, text } from './helpers.js';

export const root = (el: RecruitCost) => el.shadowRoot!;
export const resultLabel = (el: RecruitCost) => text(root(el).querySelector('label[for=result]'));
export const ruling = (el: RecruitCost) => text(root(el).querySelector('[part~=ruling]'));

/** Opens the folded table (the recruiting table, or the training plan) as a reader does, and waits until it is drawn. */
export async function openTable(el: RecruitCost) {
  const summary = root(el).querySelector('[part~=table] > summary, details > summary');
  if (!summary) throw new Error('no table to open');
  await openPanel(el, text(summary));
}

/** The chosen row of the table, opened first. */
export async function chosenRow(el: RecruitCost) {
  await openTable(el);
  return root(el).querySelector('tr[aria-current]');
}

/** The rows of the table as shown, opened first. */
export async function rows(el: RecruitCost) {
  await openTable(el);
  return [...root(el).querySelectorAll('[part~=table] tbody tr')].map((tr) => [...tr.children].map(text));
}
export const notes = (el: RecruitCost) => [...root(el).querySelectorAll('.note')].map(text).join(' | ');
