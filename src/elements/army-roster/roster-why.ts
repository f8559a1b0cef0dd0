// Each figure's "Breakdown" (loaded on first open): how the rules reached the figure, line by line, with the rule.
import { msg, str } from '@lit/localize';
import { css, html } from 'lit';

import { type RitualPath, RITUALS_PER_BATTLE, RITUALS_PER_PHASE } from '../../rules/army/index.js';
import type { ArmyUnit, RuleNote } from '../../rules/core/index.js';
import { LUNARI_PER_MORALE, type UpkeepShares } from '../../rules/economy/index.js';
import { type MoveSteps, UNITS_PER_MINIATURE } from '../../rules/map/index.js';
import { formatList, formatNumber } from '../../shared/localize.js';
import { upkeepNoteSaid, upkeepSaid } from '../../shared/rule-sentences/economy.js';
import { moveSaid } from '../../shared/rule-sentences/map.js';
import { pathName } from '../../shared/terms.js';
import { moraleCount, unitCount } from './roster-words.js';

/** "1 Ritual", "2 Rituals" (AC-RI-1). */
const ritualCount = (n: number) =>
  n === 1 ? msg(str`${formatNumber(n)} Ritual`) : msg(str`${formatNumber(n)} Rituals`);

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

const signed = (n: number) => (n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(-n)}` : '0');

/** A breakdown line: what, how much, and the rule. */
const line = (note: RuleNote, amount = '') =>
  html`<li>${note.text} <b>${amount}</b> <span class="rule">${note.rule}</span></li>`;

const lines = (items: unknown[]) =>
  html`<ul class="lines">
    ${items}
  </ul>`;

/** AC-EC-1, AC-EC-2: the upkeep of each unit, the total, and the Morale spent today in `tracker`. */
export function upkeepLines(upkeep: UpkeepShares, morale: number, tracker: string) {
  const spent = moraleCount(morale);
  // AC-EC-2: upkeep never goes below 0, so Morale beyond it takes nothing more off.
  const text =
    upkeep.moraleOffset < morale * LUNARI_PER_MORALE
      ? msg(str`${spent} spent today in ${tracker} (upkeep never below 0)`)
      : msg(str`${spent} spent today in ${tracker}`);
  return lines([
    ...upkeep.lines.map((l) => line({ ...l, text: `${l.unit.name}: ${upkeepSaid(l.reason)}` }, formatNumber(l.lunari))),
    line(
      { rule: 'AC-EC-1', text: msg(str`5 lunari × ${formatNumber(upkeep.strengthCounted)} Strength`) },
      formatNumber(upkeep.subtotal),
    ),
    ...(upkeep.moraleOffset ? [line({ rule: 'AC-EC-2', text }, signed(-upkeep.moraleOffset))] : []),
    ...upkeep.notes.filter((n) => n.rule !== 'AC-EC-2').map((n) => line({ rule: n.rule, text: upkeepNoteSaid(n) })),
  ]);
}

/** AC-MA-1: what is counted on the map and the miniatures; AC-EC-6: the Retinue's bonus, when there is one. */
export function armyLines(units: readonly ArmyUnit[], counted: { onMap: number; miniatures: number; retinue: number }) {
  const rituals = units.filter((u) => u.role === 'ritual').length;
  const killed = units.filter((u) => u.killed && u.role !== 'ritual').length;
  const left = [rituals ? ritualCount(rituals) : '', killed ? msg(str`${formatNumber(killed)} Killed`) : ''].filter(
    Boolean,
  );
  const onMap = unitCount(counted.onMap);
  return lines([
    line({
      rule: 'AC-MA-1',
      text: left.length ? msg(str`${onMap} (not counted: ${formatList(left)})`) : onMap,
    }),
    line(
      { rule: 'AC-MA-1', text: msg(str`One miniature per ${formatNumber(UNITS_PER_MINIATURE)} units, rounded up`) },
      formatNumber(counted.miniatures),
    ),
    line({ rule: 'AC-MA-3', text: msg('Strength: the units’ Strength added up ("-" adds nothing)') }),
    ...(counted.retinue
      ? [line({ rule: 'AC-EC-6', text: msg('Retinue: +1 only when its owner commands; never triggers Savant') })]
      : []),
  ]);
}

/** AC-MA-2: the inches a Move starts from, and what changes them. */
export const moveLines = (move: MoveSteps) =>
  lines(move.lines.map((l) => line({ rule: l.rule, text: moveSaid(l) }, signed(l.inches))));

/** AC-MA-3: what each Move adds, and what stops a Capture. */
export const captureLines = (strength: number) =>
  lines([
    line({ rule: 'AC-MA-3', text: msg(str`Each Move adds the army's Strength, ${formatNumber(strength)}`) }),
    line({ rule: 'AC-MA-3', text: msg('A Battle interrupts the Capture: it starts over') }),
  ]);

/** AC-RI-1: the units on each Path, and when a Ritual may be played. */
export const ritualLines = (paths: readonly RitualPath[]) =>
  lines([
    ...paths.map((p) => line({ rule: 'AC-RI-1', text: `${pathName(p.path)}: ${unitCount(p.units)}` })),
    line({
      rule: msg('Ruling'),
      text: msg('Counted: units still in the army, Exhausted and Disabled too; not Rituals or Killed'),
    }),
    line({
      rule: 'AC-RI-1',
      text: msg(
        str`Needs 2 units on the Ritual's Path; at most ${formatNumber(RITUALS_PER_BATTLE)} Rituals a Battle, ${formatNumber(RITUALS_PER_PHASE)} a Phase`,
      ),
    }),
  ]);
