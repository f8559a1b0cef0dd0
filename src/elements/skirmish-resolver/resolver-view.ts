// The resolver's frame: both sides, the discards, the chances, the dice and the outcome, what comes next, the history.
// The element gives each part its state; what comes after the first frame (`after`) keeps its space until it is here.
import { msg, str } from '@lit/localize';
import { html, type TemplateResult } from 'lit';

import type { UnitParse } from '../../rules/core/index.js';
import type { SideName } from '../../rules/skirmish/index.js';
import type { LazyPanel } from '../../shared/lazy-panel.js';
import { formatNumber } from '../../shared/localize.js';
import { renderProblems } from '../../shared/problems.js';
import { commanderSpace, nextSpace } from './after-space.js';
import type * as DicePanel from './dice-panel.js';
import type { DiceState } from './dice-state.js';
import type * as DiscardList from './discard-list.js';
import type * as HistoryList from './history-list.js';
import { renderOdds } from './odds-panel.js';
import type { Outcome } from './outcome.js';
import type * as OutcomeCard from './outcome-card.js';
import type * as Play from './play.js';
import type * as PowerEditor from './power-editor.js';
import type * as After from './resolver-after.js';
import type { ResolverHost } from './resolver-record.js';
import { renderDice, renderOutcome } from './roll-view.js';
import type { Setup } from './setup.js';
import type { SetupEdits } from './setup-edits.js';
import { renderSide } from './side-editor.js';
import type { SkirmishView } from './skirmish-view.js';

/** The parts drawn while open, from code loaded then. */
export interface ResolverPanels {
  readonly commanders: Readonly<Record<SideName, LazyPanel<typeof PowerEditor>>>;
  readonly discards: LazyPanel<typeof DiscardList>;
  readonly details: LazyPanel<typeof OutcomeCard>;
  readonly history: LazyPanel<typeof HistoryList>;
  /** The dice typed from the table, opened by the element with real dice. */
  readonly typedDice: LazyPanel<typeof DicePanel>;
}

/** What the resolver's frame is drawn from. */
export interface ResolverParts {
  readonly view: SkirmishView;
  readonly setup: Setup;
  readonly slotted: Readonly<Record<SideName, UnitParse | null>>;
  readonly dice: DiceState;
  /** The outcome shown, and the roll's code that draws it (once loaded). */
  readonly outcome: Outcome | undefined;
  readonly play: typeof Play | undefined;
  readonly edits: SetupEdits;
  readonly host: ResolverHost;
  readonly panels: ResolverPanels;
  /** What comes after the first frame, once its code is here. */
  readonly after: typeof After | undefined;
  readonly problems: readonly string[];
  readonly share: unknown;
  readonly announcement: string;
}

/**
 * The history's summary: how many Skirmishes, and what the record said while the history is closed.
 * @example historySummary(record.history.length, record.said, panel.open)
 */
const historySummary = (count: number, said: string, open: boolean) =>
  // What the record said (a saved state reset, an import) shows in the summary too while the history is closed.
  html`${msg('Resolved here')}
    <span class="muted">(${count ? msg(str`${formatNumber(count)}, newest first`) : msg('none yet')})</span>
    ${said && !open ? html`<span class="muted said">${said}</span>` : ''}`;

/**
 * The resolver's frame outside a Battle board.
 * @example renderResolver({ view, setup, slotted, dice, edits, after, problems, … })
 */
export function renderResolver(parts: ResolverParts): TemplateResult {
  const { view, setup, dice, edits, after, panels, host, outcome } = parts;
  const { sides, discards, defensePlay: play } = setup;
  const { history, said, usage } = host.record;
  const side = (s: SideName) =>
    renderSide({
      side: s,
      view,
      setup: sides[s],
      slotted: parts.slotted[s],
      play,
      discards,
      edits,
      commander: after
        ? after.commanderSection(panels.commanders[s], {
            side: s,
            view,
            setup: sides[s],
            usage: usage[view.sides[s].usageKey],
            edits,
          })
        : commanderSpace(),
      after,
    });
  return html`<div part="base">
    ${renderProblems(parts.problems)} ${side('offense')} ${side('defense')}
    ${panels.discards.details(
      html`${msg('Discards for a bonus')}
        <span class="rule" aria-hidden="true">AC-SK-9</span>
        ${discards.length ? html`<span class="muted">(${formatNumber(discards.length)})</span>` : ''}`,
      (m) => m.renderDiscards(view, discards, edits),
      { class: 'discards', part: 'discards' },
    )}
    ${renderOdds(view.fight, view.waiting, after?.renderChart)}
    <div class="roll">
      ${renderDice(
        view,
        dice,
        edits,
        panels.typedDice.content((m) => m.renderTypedDice(view, dice, edits)),
        after,
      )}
      ${renderOutcome(
        outcome &&
          parts.play?.renderResult(
            outcome,
            host,
            panels.details.details(msg('How it was decided'), (m) => m.renderOutcomeDetails(outcome)),
          ),
      )}
    </div>
    <p class="actions next">
      <button type="button" @click=${() => edits.newSkirmish()}>${msg('New Skirmish')}</button>
      <button type="button" @click=${() => edits.swapSides()}>${msg('Swap sides')}</button>
      <button type="button" @click=${() => edits.newBattle()}>${msg('New Battle')}</button>
      ${after?.nextHint() ?? nextSpace()}
    </p>
    ${panels.history.details(historySummary(history.length, said, panels.history.open), (m) => m.renderHistory(host), {
      class: 'history',
      part: 'history',
    })}
    ${parts.share}
    <p class="visually-hidden" role="status">${parts.announcement}</p>
  </div>`;
}
