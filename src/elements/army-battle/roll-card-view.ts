// A roll as the table sees it (the rules' `rollCard`): both cards revealed, each side's dice (kept and dropped), the sum
// behind each total, every round of a tie, the margin and each card's fate with its rule. Loaded with the board's
// Battle; the same card on the board's "Just now", in the log and in the Markdown copy.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import type { BattleEvent } from '../../rules/battle/index.js';
import type { SideName, TraceStep } from '../../rules/skirmish/index.js';
import type { RollCard, RollSide } from '../../rules/table/index.js';
import { formatList, formatNumber } from '../../shared/localize.js';
import { diceModeSaid, traceStepSaid } from '../../shared/rule-sentences/skirmish.js';
import { battleWords, partsText } from '../../shared/rule-words/battle.js';
import { pileName, sideName } from '../../shared/terms.js';

/** An event of the log in the language being drawn. */
export const eventWords = (event: BattleEvent) => battleWords(event.phrase, event.text);

/** The sum behind a total, in words: "Strength 3 + Die 6 + Evoker (Kael) 2 = 11" (a side's, or a tied round's). */
export const sumText = (sum: Pick<RollSide, 'parts' | 'total'>) =>
  `${partsText(sum.parts)} = ${formatNumber(sum.total)}`;

/** A round's dice as text: "6 (kept) 3 (dropped)", or "no die". */
const diceText = (dice: RollSide['rounds'][number]) =>
  dice.length
    ? formatList(
        dice.map((d) =>
          dice.length > 1
            ? d.kept
              ? msg(str`${formatNumber(d.value)} kept`)
              : msg(str`${formatNumber(d.value)} dropped`)
            : formatNumber(d.value),
        ),
      )
    : msg('no die');

/** The step of the trace that says why `side` got its fate ("lost by 3 or more"), in words. */
const fateWhy = (card: RollCard, side: SideName) => {
  const step = card.trace.find((s): s is Extract<TraceStep, { kind: 'fate' }> => s.kind === 'fate' && s.side === side);
  return step ? traceStepSaid({ step, trace: card.trace, names: namesOf(card) }) : '';
};

const namesOf = (card: RollCard): Record<SideName, string> => ({
  offense: card.sides[0]?.card ?? '',
  defense: card.sides[1]?.card ?? '',
});

/** The decisions of every round (a tie and its re-throw), then the margin or the Morale damage, in words. */
const decisions = (card: RollCard) =>
  card.trace.flatMap((step) =>
    step.kind === 'decide' || step.kind === 'margin' || step.kind === 'damage'
      ? [{ rule: step.rule, text: traceStepSaid({ step, trace: card.trace, names: namesOf(card) }) }]
      : [],
  );

/** A die as the card draws it: its face, dropped ones struck through (their word for a screen reader). */
const die = (d: RollSide['rounds'][number][number], many: boolean) =>
  html`<span class="die ${many && !d.kept ? 'dropped' : ''}"
    >${formatNumber(d.value)}${many ? html`<span class="visually-hidden"> ${d.kept ? msg('kept') : msg('dropped')}</span>` : nothing}</span
  > `;

function renderSide(card: RollCard, side: RollSide) {
  const rounds = side.rounds;
  const many = rounds.length > 1;
  return html`<div class="roll-side" data-side=${side.side}>
    <p class="roll-who">
      <strong>${side.card}</strong>
      <span class="muted"
        >${side.commander} · ${card.kind === 'unopposed' ? msg('Unopposed') : sideName(side.side)}</span
      >
    </p>
    <p class="roll-dice">
      <span class="muted"
        >${diceModeSaid(side.dice, card.kind === 'unopposed')} <span class="rule">${side.dice.rule}</span></span
      >
      ${rounds.map(
        (dice, i) =>
          html`<span class="roll-round"
            >${many ? html`<span class="muted">${msg(str`Round ${formatNumber(i + 1)}:`)}</span> ` : nothing}${
              dice.length ? dice.map((d) => die(d, dice.length > 1)) : msg('no die')
            }${side.tied[i] ? html`<span class="muted">· ${sumText(side.tied[i])}</span>` : nothing}
          </span>`,
      )}
    </p>
    <p class="roll-sum">${sumText(side)}</p>
    ${
      card.kind !== 'roll'
        ? html`<p class="roll-fate">
            ${pileName(side.placed)}${side.placed === side.fate ? nothing : ` (${pileName(side.fate)} → ${pileName(side.placed)})`}:
            ${fateWhy(card, side.side)} <span class="rule">${side.fateRule}</span>
          </p>`
        : nothing
    }
  </div>`;
}

/**
 * The roll card: for a Skirmish both cards revealed together (AC-SK-1, R17) with their dice, sums and fates, then each
 * round's decision and the margin; for an Unopposed attack its dice, sum and Morale damage; for any other roll
 * (who chooses, a Rout, a roll-off, a power's die) the dice thrown and what the step logged.
 */
export function renderRollCard(card: RollCard, title: string) {
  const [offense, defense] = card.sides;
  return html`<section class="roll-card" aria-label=${msg(str`Roll: ${title}`)}>
    ${
      offense && defense
        ? html`<p class="reveal">
            ${msg(str`Revealed together: ${offense.card} (${offense.commander}) against ${defense.card} (${defense.commander})`)}
            <span class="rule">AC-SK-1</span>
          </p>`
        : html`<p class="roll-title">${title}</p>`
    }
    ${card.sides.map((side) => renderSide(card, side))}
    ${
      card.kind === 'roll'
        ? html`<p class="roll-dice">
            <span class="muted">${msg('Dice thrown:')}</span>
            ${card.dice.map((d) => die({ value: d, kept: true }, false))}
          </p>`
        : nothing
    }
    <ul class="roll-steps">
      ${decisions(card).map((d) => html`<li>${d.text} <span class="rule">${d.rule}</span></li>`)}
      ${card.kind === 'roll' ? card.events.map((e) => html`<li>${eventWords(e)}${e.rule ? html` <span class="rule">${e.rule}</span>` : nothing}</li>`) : nothing}
    </ul>
  </section>`;
}

/**
 * The roll in one line of text, for the Markdown copy: each side's dice and the sum behind its total, the decisions
 * and the fates.
 */
export function rollCardText(card: RollCard, title: string): string {
  const sides = card.sides.map(
    (side) =>
      `${side.card} (${side.commander}): ${side.rounds.map((dice, i) => (side.tied[i] ? `${diceText(dice)} (${sumText(side.tied[i])})` : diceText(dice))).join(' | ')}; ${sumText(side)}` +
      (card.kind === 'skirmish' ? `; ${pileName(side.placed)} (${side.fateRule})` : ''),
  );
  const rest = card.kind === 'roll' ? card.events.map(eventWords) : decisions(card).map((d) => `${d.text} (${d.rule})`);
  const dice = card.kind === 'roll' ? [msg(str`Dice thrown: ${card.dice.map((d) => formatNumber(d)).join(' ')}`)] : [];
  return [title, ...dice, ...sides, ...rest].join(' — ');
}
