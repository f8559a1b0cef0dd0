import { html, nothing } from 'lit';

const warned = new WeakMap<Element, Set<string>>();

/**
 * Bad input never breaks a page: each problem is logged once per element as a console warning, and
 * {@link renderProblems} shows it inline. Returns the problems for chaining.
 */
export function warnProblems(element: Element, problems: readonly string[]): readonly string[] {
  const seen = warned.get(element) ?? new Set<string>();
  warned.set(element, seen);
  for (const problem of problems) {
    if (seen.has(problem)) continue;
    seen.add(problem);
    console.warn(`<${element.localName}>: ${problem}`);
  }
  return problems;
}

/** The inline list of what is wrong with the author's attributes or the user's input (rendered as text). */
export const renderProblems = (problems: readonly string[]) =>
  problems.length
    ? html`<div class="problems" part="problems" role="status">
        <ul>
          ${problems.map((problem) => html`<li>${problem}</li>`)}
        </ul>
      </div>`
    : nothing;
