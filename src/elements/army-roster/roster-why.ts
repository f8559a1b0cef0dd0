// Each figure's "Breakdown" (loaded on first open): how the rules reached the figure, line by line, with the rule.
import { css, html } from 'lit';

import { type RitualPath, RITUALS_PER_BATTLE, RITUALS_PER_PHASE } from '../../rules/army/index.js';
import type { ArmyUnit, RuleNote } from '../../rules/core/index.js';
import { LUNARI_PER_MORALE, type UpkeepBreakdown } from '../../rules/economy/index.js';
import { type MoveBreakdown, UNITS_PER_MINIATURE } from '../../rules/map/index.js';
import { capital, plural } from '../../shared/words.js';

export const styles = css`
  .lines {
    display: grid;
    gap: var(--_space-2xs);
    margin-top: var(--_space-xs);
    padding: 0;
    list-style: none;
    font-size: var(--_font-size-small);
  }

  /* What, how much, the rule: in columns, so that the amounts line up. */
  .lines li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto 3.75rem;
    align-items: baseline;
    gap: 0 var(--_space-m);
  }

  .lines b {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A breakdown line: what, how much, and the rule. */
const line = (note: RuleNote, amount = '') =>
  html`<li>${note.text} <b>${amount}</b> <span class="rule">${note.rule}</span></li>`;

const lines = (items: unknown[]) =>
  html`<ul class="lines">
    ${items}
  </ul>`;

/** AC-EC-1, AC-EC-2: the upkeep of each unit, the total, and the Morale spent today in `tracker`. */
export function upkeepLines(upkeep: UpkeepBreakdown, morale: number, tracker: string) {
  // AC-EC-2: upkeep never goes below 0, so Morale beyond it takes nothing more off.
  const cut = upkeep.moraleOffset < morale * LUNARI_PER_MORALE ? ' (upkeep never below 0)' : '';
  return lines([
    ...upkeep.lines.map((l) => line(l, `${l.lunari}`)),
    line({ rule: 'AC-EC-1', text: `5 lunari × ${upkeep.strengthCounted} Strength` }, `${upkeep.subtotal}`),
    ...(upkeep.moraleOffset
      ? [
          line(
            { rule: 'AC-EC-2', text: `${plural(morale, 'Morale point')} spent today in ${tracker}${cut}` },
            signed(-upkeep.moraleOffset),
          ),
        ]
      : []),
    ...upkeep.notes.filter((n) => n.rule !== 'AC-EC-2').map((n) => line(n)),
  ]);
}

/** AC-MA-1: what is counted on the map and the miniatures; AC-EC-6: the Retinue's bonus, when there is one. */
export function armyLines(units: readonly ArmyUnit[], counted: { onMap: number; miniatures: number; retinue: number }) {
  const rituals = units.filter((u) => u.role === 'ritual').length;
  const killed = units.filter((u) => u.killed && u.role !== 'ritual').length;
  const left = [rituals ? plural(rituals, 'Ritual') : '', killed ? `${killed} Killed` : ''].filter(Boolean);
  return lines([
    line({
      rule: 'AC-MA-1',
      text: `${plural(counted.onMap, 'unit')}${left.length ? ` (not counted: ${left.join(', ')})` : ''}`,
    }),
    line(
      { rule: 'AC-MA-1', text: `One miniature per ${UNITS_PER_MINIATURE} units, rounded up` },
      `${counted.miniatures}`,
    ),
    line({ rule: 'AC-MA-3', text: 'Strength: the units’ Strength added up ("-" adds nothing)' }),
    ...(counted.retinue
      ? [line({ rule: 'AC-EC-6', text: 'Retinue: +1 only when its owner commands; never triggers Savant' })]
      : []),
  ]);
}

/** AC-MA-2: the inches a Move starts from, and what changes them. */
export const moveLines = (move: MoveBreakdown) => lines(move.lines.map((l) => line(l, signed(l.inches))));

/** AC-MA-3: what each Move adds, and what stops a Capture. */
export const captureLines = (strength: number) =>
  lines([
    line({ rule: 'AC-MA-3', text: `Each Move adds the army's Strength, ${strength}` }),
    line({ rule: 'AC-MA-3', text: 'A Battle interrupts the Capture: it starts over' }),
  ]);

/** AC-RI-1: the units on each Path, and when a Ritual may be played. */
export const ritualLines = (paths: readonly RitualPath[]) =>
  lines([
    ...paths.map((p) => line({ rule: 'AC-RI-1', text: `${capital(p.path)}: ${plural(p.units, 'unit')}` })),
    line({
      rule: 'Ruling',
      text: 'Counted: units still in the army, Exhausted and Disabled too; not Rituals or Killed',
    }),
    line({
      rule: 'AC-RI-1',
      text: `Needs 2 units on the Ritual's Path; at most ${RITUALS_PER_BATTLE} Rituals a Battle, ${RITUALS_PER_PHASE} a Phase`,
    }),
  ]);
