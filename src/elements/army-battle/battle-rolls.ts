// The Battle's rolls, step by step: the state each step was taken in (replayed from the record), so that every roll
// is shown as its card (the rules' `rollCard`) on "Just now", in the log and in the Markdown copy.
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';

import {
  actionPhrase,
  type BattleAction,
  type BattleEvent,
  battleLog,
  type BattleState,
  describeAction,
} from '../../rules/battle/index.js';
import { newEvents, type RollCard, rollCard, skippedSteps, toldOnce } from '../../rules/table/index.js';
import { currentLanguage } from '../../shared/localize.js';
import { battleWords } from '../../shared/rule-words/battle.js';
import type { BattleRecord } from './battle-record.js';
import { eventWords, renderRollCard, rollCardText } from './roll-card-view.js';

/** A button's words for `action` in `battle`, in the language being drawn. */
export const actionWords = (battle: BattleState, action: BattleAction) =>
  battleWords(actionPhrase(battle, action), describeAction(battle, action));

/** A card put down: after it, the last roll gives way on "Just now" (AC-SK-1: the next Skirmish has begun). */
const NEW_SKIRMISH = new Set(['offense', 'psionic']);

/** What a Skirmish's step logs that its card shows already: the result and the fates (AC-SK-7, R4). */
const IN_THE_CARD = new Set(['skirmish', 'unopposed', 'exhausted', 'disabled', 'killed']);

/** One step of the log: what it wrote, and its roll when it rolled. */
interface LogStep {
  readonly events: readonly BattleEvent[];
  readonly card: RollCard | undefined;
  readonly title: string;
  /** The commander the autopilot took this step for (R20), or ''. */
  readonly auto: string;
}

const line = (event: BattleEvent) =>
  html`${eventWords(event)}${event.rule ? html` <span class="rule">${event.rule}</span>` : nothing}`;

/** A line of the log, its one-line form: "Ayla takes the first turn; Phase 1 begins (AC-BA-1)". */
const logLine = (event: BattleEvent) => `${eventWords(event)}${event.rule ? ` (${event.rule})` : ''}`;

/** The line of a step that its roll card opens from: the Skirmish's result, else the step's first line. */
const keyLine = (events: readonly BattleEvent[]) =>
  events.find((e) => e.kind === 'skirmish' || e.kind === 'unopposed') ?? events[0];

export class BattleRolls {
  #record: BattleRecord | null = null;
  #states: readonly BattleState[] = [];
  #cards = new Map<number, RollCard | undefined>();
  /**
   * "Just now" as last drawn, with the record, states and language it was drawn from: a redraw between steps (each
   * frame of the live chance's figures) hands Lit the same template instead of working its lines out again.
   */
  #latest: { from: readonly unknown[]; view: TemplateResult | typeof nothing; card: boolean } | null = null;

  /** The states of the record: the start, then after each step. */
  get states(): readonly BattleState[] {
    return this.#states;
  }

  /** A new record and the states it replays to (the start, then after each step). */
  set(record: BattleRecord | null, states: readonly BattleState[]) {
    // A step taken adds its state to the same ones: the roll cards of the steps before it stay as they were.
    if (states[0] !== this.#states[0]) this.#cards.clear();
    this.#record = record;
    this.#states = states;
  }

  /** The roll card of step `i`, worked out once. */
  #card(i: number): RollCard | undefined {
    if (!this.#cards.has(i)) {
      const step = this.#record!.steps[i]!;
      this.#cards.set(i, rollCard(this.#states[i]!, step.action, step.dice, this.#states[i + 1]!));
    }
    return this.#cards.get(i);
  }

  #step = (i: number): LogStep => {
    const card = this.#card(i);
    const { action, auto } = this.#record!.steps[i]!;
    const before = this.#states[i]!;
    const title = card ? actionWords(before, action) : '';
    const by = auto === true ? before.commanders[before.actor].name : '';
    return { events: toldOnce(newEvents(before, this.#states[i + 1]!)), card, title, auto: by };
  };

  /** Every step's lines, the Battle's opening lines first. */
  #steps(): LogStep[] {
    const steps = this.#record?.steps ?? [];
    const opening = this.#states[0] ? battleLog(this.#states[0]) : [];
    return [{ events: opening, card: undefined, title: '', auto: '' }, ...steps.map((_, i) => this.#step(i))];
  }

  /**
   * "Just now": the last roll's card, until the next card is put down, with what followed it (automatic steps, a save,
   * a new Phase) under it; without one, the last three lines, newest first. `where` says which of the two a place on
   * the board shows: the card goes where the Skirmish was, above the decision it leads to; the lines further down.
   */
  renderLatest(where: 'card' | 'lines') {
    const from = [this.#record, this.#states, currentLanguage()];
    if (!this.#latest?.from.every((value, i) => value === from[i])) this.#latest = { from, ...this.#drawLatest() };
    return this.#latest.card === (where === 'card') ? this.#latest.view : nothing;
  }

  #drawLatest(): { view: TemplateResult | typeof nothing; card: boolean } {
    const steps = this.#record?.steps ?? [];
    const states = this.#states;
    let roll = -1;
    for (let i = steps.length - 1; i >= 0 && !NEW_SKIRMISH.has(steps[i]!.action.type); i--)
      if (this.#card(i)) {
        roll = i;
        break;
      }
    /** What step `i` did that the log does not say: the steps the rules skipped (AC-SK-8, AC-SK-9). */
    const skipped = (i: number) => (i >= 0 ? skippedSteps(states[i]!, states[i + 1]!) : []);
    if (roll < 0) {
      const latest = states.length
        ? toldOnce(battleLog(states.at(-1)!))
            .slice(-3)
            .reverse()
        : [];
      const shown = [...skipped(steps.length - 1), ...latest];
      const view = shown.length
        ? html`<ul class="latest" aria-label=${msg('Just now')}>
            ${shown.map((event) => html`<li>${line(event)}</li>`)}
          </ul>`
        : nothing;
      return { view, card: false };
    }
    const { card, title } = this.#step(roll);
    // Under the card, what it does not say: a Skirmish's card leaves some of its step's lines out, any other roll's
    // card has them all (who chooses the first turn, the Routed units' fates).
    const after = [
      ...(card!.kind === 'roll'
        ? []
        : this.#step(roll).events.filter((e) => !IN_THE_CARD.has(e.kind) && e.rule !== 'AC-CP')),
      ...skipped(roll),
      ...steps.slice(roll + 1).flatMap((_, k) => [...this.#step(roll + 1 + k).events, ...skipped(roll + 1 + k)]),
    ].slice(-6);
    // A click that only adds lines under the card leaves the card (kept per step, see #card) as it was drawn.
    const view = html`<div class="latest-roll" role="group" aria-label=${msg('Just now')}>
      ${guard([card, title, currentLanguage()], () => renderRollCard(card!, title))}
      ${
        after.length
          ? html`<ul class="after-roll">
              ${after.map((event) => html`<li>${line(event)}</li>`)}
            </ul>`
          : nothing
      }
    </div>`;
    return { view, card: true };
  }

  /** The log, oldest first, one line an event; the line of a roll opens its card; the autopilot's steps marked. */
  renderLog() {
    return html`<ol>
      ${this.#steps().flatMap(({ events, card, title, auto }) => {
        const key = card && keyLine(events);
        return events.map((event, k) => {
          const by =
            auto && k === 0 ? html`<strong class="auto">${msg(str`Autopilot for ${auto}:`)}</strong> ` : nothing;
          return event === key
            ? html`<li>
                <details class="log-roll">
                  <summary>${by}${logLine(event)}</summary>
                  ${renderRollCard(card!, title)}
                </details>
              </li>`
            : html`<li>${by}${logLine(event)}</li>`;
        });
      })}
    </ol>`;
  }

  /** Every roll of the Battle in one line each, dice and sums included, for the Markdown copy. */
  rollLines(): string[] {
    return this.#steps().flatMap(({ card, title }) => (card ? [rollCardText(card, title)] : []));
  }
}
