// The outcome of a roll in `<output part="result">`: the headline, each card's fate by word, icon and colour
// together, each side's dice and the sum behind its total, its details (outcome-card.ts) when opened; then "Resolve"
// (while discards may still change it, AC-SK-9) or, once resolved, kill prevention (AC-SK-8, R5). Loaded with the roll
// (play.ts).
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { formatNumber } from '../../shared/localize.js';
import { partsWords } from '../../shared/parts-words.js';
import { pileName } from '../../shared/terms.js';
import { diceFaces } from './dice-faces.js';
import { renderDropQuestion } from './drop-roll.js';
import { FATE_ICONS } from './format.js';
import { headline, lastRound, type Outcome, type OutcomeSide } from './outcome.js';
import { cardDetails, roundOf } from './outcome-details.js';
import type { ResolverHost } from './resolver-record.js';
import { resolve, saveFromKill, takenBack } from './resolving.js';

/** Kill prevention for each Killed card of a resolved outcome (AC-SK-8; R5: the automatic Kill too). */
function killPrevention(outcome: Outcome, host: ResolverHost) {
  const killed = outcome.sides.filter((s) => s.fate === 'killed');
  if (!killed.length) return nothing;
  return html`<div class="prevent" part="kill-prevention">
    ${killed.map((s) =>
      takenBack(host, s)
        ? html`<p class="muted">
            ${msg(str`${s.name} is in hand again: its roster took this result back, so there is no Kill to prevent.`)}
          </p>`
        : html`<p>
            <button type="button" @click=${() => saveFromKill(host, s.side)}>
              ${s.npc ? msg(str`Save ${s.name} from the Kill: spend 3 Morale`) : msg(str`Save ${s.name} from the Kill: spend 1 Influence`)}
            </button>
            <span class="muted">
              ${
                s.npc
                  ? s.commanderName
                    ? msg(str`non-player commander ${s.commanderName}`)
                    : msg('non-player commander')
                  : s.commanderName
                    ? msg(str`player-character commander ${s.commanderName}`)
                    : msg('player-character commander')
              }
              <span class="rule">AC-SK-8</span>
            </span>
          </p>`,
    )}
  </div>`;
}

/** A total's parts in words, each name kept on one line with its number ("Reach 1" never broken at the line's end). */
const sum = (parts: Parameters<typeof partsWords>[0]) => partsWords(parts).replace(/ (?=[\d−])/g, '\u00a0');

/** One side's dice and the sum behind its total: "Spearmen 4 1 · Strength 3 + Die 4 = 7". */
const sideSum = (name: string, dice: OutcomeSide['dice'], parts: Parameters<typeof partsWords>[0], total: number) =>
  html`<strong>${name}</strong> ${diceFaces(dice, 'rolled-die')} · ${sum(parts)} = ${formatNumber(total)}`;

/**
 * One side's roll on a line: its dice (the kept die plain, a dropped one struck through) and the sum behind its total,
 * e.g. "4 1 · Strength 3 + Die 4 = 7": every roll shows its dice and sums without opening the details.
 */
const rolled = (outcome: Outcome, s: OutcomeSide) =>
  html`<li>${sideSum(s.name, s.dice, cardDetails(outcome, s).parts, s.total)}</li>`;

/**
 * A round before the deciding one, a tie rolled again (AC-SK-6): each side's dice and the sum behind its total.
 * @example html`<ul>${tiedRound(outcome, 1)}</ul>`
 */
export const tiedRound = (outcome: Outcome, round: number) =>
  html`<li class="tied">
    ${msg(str`Round ${formatNumber(round)}, a tie rolled again:`)} <span class="rule">AC-SK-6</span>
    ${outcome.sides.map((s, i) => {
      const { dice, parts, total } = roundOf(outcome, s.side, round);
      return html`${i ? '; ' : ''}<span>${sideSum(s.name, dice, parts, total)}</span>`;
    })}
  </li>`;

/** The rounds before the deciding one, first, so that the outcome shows every roll that led to it. */
const tiedRounds = (outcome: Outcome) =>
  Array.from({ length: lastRound(outcome.result.trace) - 1 }, (_, i) => tiedRound(outcome, i + 1));

/**
 * What the roll decided: the outcome in `<output part="result">` with its `details` (drawn while open), and the
 * action that comes next.
 * @example renderResult(outcome, host, details)
 */
export function renderResult(outcome: Outcome, host: ResolverHost, details: unknown): TemplateResult {
  const resolved = !!outcome.number;
  return html`<output part="result" aria-live="off" class=${resolved ? 'resolved' : 'pending'}>
      <div class="headline">${headline(outcome)}</div>
      <p class="fates">
        ${outcome.sides.map(
          (s) =>
            html`<span class="fate-of"
                >${s.name}
                <span class="fate ${s.side} ${s.fate}"
                  ><span aria-hidden="true">${FATE_ICONS[s.fate]}</span> ${pileName(s.fate)}</span
                ></span
              >${' '}`,
        )}
      </p>
      <ul class="rolled">
        ${tiedRounds(outcome)} ${outcome.sides.map((s) => rolled(outcome, s))}
      </ul>
      <div class="status" tabindex="-1">
        ${
          resolved
            ? msg(str`Resolved: Skirmish #${outcome.number}`)
            : msg('Not resolved yet: discards (AC-SK-9) may still change it.')
        }
      </div>
      ${details}
    </output>
    ${
      resolved
        ? killPrevention(outcome, host)
        : html`<p class="actions">
              <button type="button" class="primary" @click=${() => resolve(host)}>
                ${outcome.kind === 'unopposed' ? msg('Resolve the Unopposed attack') : msg('Resolve the Skirmish')}
              </button>
            </p>
            ${renderDropQuestion(host)}`
    }`;
}
