// "Between Battles": buying Morale, spending it on upkeep and a new Day, loaded when the panel is first opened.
import { msg, str } from '@lit/localize';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import { LUNARI_PER_MORALE } from '../../rules/economy/index.js';
import {
  buyableMorale,
  buyMorale,
  type MoraleState,
  newDay,
  spendForUpkeep,
  totalMorale,
} from '../../rules/morale/index.js';
import { formatNumber, inLanguage, type Language } from '../../shared/localize.js';
import { moraleSaid } from '../../shared/rule-sentences/morale.js';
import { capital, lunari } from '../../shared/words.js';
import { apply } from './tracker-change.js';
import type { TrackerRecord } from './tracker-record.js';

/** A whole number of Morale typed in a field; null when empty or unreadable (nothing is bought or spent then). */
function typedCount(text: string): number | null {
  const typed = text.trim();
  return /^\d{1,4}$/.test(typed) ? Number(typed) : null;
}

/** AC-MO-5: why no Morale can be bought now at all, whatever is typed; null when some can. */
function whyNoBuying(morale: MoraleState): string | null {
  const { why } = buyableMorale(morale);
  return why ? moraleSaid(why) : null;
}

/** AC-EC-2: why no Morale can be spent on upkeep now at all, whatever is typed; null when some can. */
function whyNoUpkeep(morale: MoraleState): string | null {
  const one = spendForUpkeep(morale, 1);
  return one.ok ? null : moraleSaid(one.why);
}

/** What the "Between Battles" section changes and shows (the element owns the state and the typed amounts). */
export interface BetweenBattles {
  readonly record: TrackerRecord;
  readonly toBuy: string;
  readonly forUpkeep: string;
  /** The start a new Day refreshes to, and whether the commander is a non-player one (from the attributes). */
  readonly refreshTo: number;
  readonly npc: boolean;
  /** The tracker's language: what a submitted form says is said in it (a submit is not an update). */
  readonly language: Language;
  readonly onTypeBuy: (text: string) => void;
  readonly onTypeUpkeep: (text: string) => void;
}

/** A Morale field: no placeholder, so that an empty field never looks like an amount that would be used. */
const field = (name: string, label: string, value: string, set: (text: string) => void, hint: string) =>
  html`<label class="field">
    <span>${label}</span>
    <input
      name=${name}
      type="number"
      inputmode="numeric"
      min="1"
      .value=${value}
      aria-describedby=${hint}
      @input=${(event: Event) => set((event.target as HTMLInputElement).value)}
    />
  </label>`;

/** A form's submit button: unavailable (still focusable, and saying why when pressed) while it can only refuse. */
const submit = (label: string, why: string | null, hint: string) =>
  html`<button type="submit" aria-disabled=${ifDefined(why ? 'true' : undefined)} aria-describedby=${hint}>
    ${label}
  </button>`;

/** AC-MO-5: what the typed amount would cost, how much may be bought, or why none can be now. */
function buyHint(morale: MoraleState, typed: string): string {
  const why = whyNoBuying(morale);
  if (why) return msg(str`Not now: ${why} (AC-MO-5).`);
  const most = buyableMorale(morale).points;
  const points = typedCount(typed);
  if (points === null) return msg(str`Up to ${formatNumber(most)}, at ${lunari(LUNARI_PER_MORALE)} a point (AC-MO-5).`);
  const buy = buyMorale(morale, points);
  return buy.ok
    ? `${formatNumber(points)} × ${formatNumber(LUNARI_PER_MORALE)} = ${lunari(buy.lunari ?? 0)} (AC-MO-5).`
    : `${capital(moraleSaid(buy.why))} (AC-MO-5).`;
}

/** AC-EC-2: what the typed amount takes off upkeep, how much Morale there is to spend, or why none can be now. */
function upkeepHint(morale: MoraleState, typed: string, today: number): string {
  const spent = today ? ` ${msg(str`${formatNumber(today)} spent today.`)}` : '';
  const why = whyNoUpkeep(morale);
  if (why) return `${msg(str`Not now: ${why} (AC-EC-2).`)}${spent}`;
  const points = typedCount(typed);
  if (points === null)
    return `${msg(str`Up to ${formatNumber(totalMorale(morale))}, ${lunari(LUNARI_PER_MORALE)} off upkeep a point (AC-EC-2).`)}${spent}`;
  const upkeep = spendForUpkeep(morale, points);
  // "Excess" Morale is all that is held between Battles (docs/rules.md, AC-EC-2): spending the last point is allowed,
  // and said, since a commander at 0 is Routed as the next Battle starts.
  const routs = upkeep.ok && totalMorale(upkeep.state) === 0;
  return upkeep.ok
    ? `${msg(str`${lunari(upkeep.lunari ?? 0)} off upkeep (AC-EC-2).`)}${routs ? ` ${msg('That leaves Morale 0: Routed as the next Battle starts (AC-MO-2).')}` : ''}${spent}`
    : `${capital(moraleSaid(upkeep.why))} (AC-EC-2).${spent}`;
}

/** A form of the panel: what its button is called, the rule, why it can only refuse now, and what it asks for. */
interface AmountForm {
  readonly label: string;
  readonly rule: string;
  readonly why: string | null;
  readonly typed: string;
  /** What to enter when no whole number was typed. */
  readonly enter: string;
  /** Applies the rules' transition for `points`; true when it was applied (the field then empties). */
  readonly apply: (points: number) => boolean;
  readonly clear: () => void;
}

/** Uses the typed amount, or says why not: the rules refuse it now, or no whole number was typed. */
function submitAmount(event: Event, record: TrackerRecord, form: AmountForm) {
  event.preventDefault();
  const points = typedCount(form.typed);
  if (form.why) record.say(`${form.label}: ${form.why} (${form.rule}).`);
  else if (points === null) record.say(`${form.label}: ${form.enter}`);
  else if (form.apply(points)) form.clear();
}

/** AC-MO-5: buys the typed Morale. */
const buy = ({ record, toBuy, onTypeBuy }: BetweenBattles, event: Event) =>
  submitAmount(event, record, {
    label: msg('Buy Morale'),
    rule: 'AC-MO-5',
    why: whyNoBuying(record.tracker.morale),
    typed: toBuy,
    enter: msg(str`enter how many points, a whole number such as ${formatNumber(2)}.`),
    apply: (points) => apply(record, buyMorale(record.tracker.morale, points), msg('Not bought')),
    clear: () => onTypeBuy(''),
  });

/** AC-EC-2: spends the typed Morale on upkeep (the Day's total goes to the roster). */
const spend = ({ record, forUpkeep, onTypeUpkeep }: BetweenBattles, event: Event) =>
  submitAmount(event, record, {
    label: msg('Spend on upkeep'),
    rule: 'AC-EC-2',
    why: whyNoUpkeep(record.tracker.morale),
    typed: forUpkeep,
    enter: msg(str`enter how many Morale points, a whole number such as ${formatNumber(2)}.`),
    apply: (points) =>
      apply(record, spendForUpkeep(record.tracker.morale, points), msg('Not spent on upkeep'), {
        upkeepToday: record.tracker.upkeepToday + points,
      }),
    clear: () => onTypeUpkeep(''),
  });

/** AC-MO-8: Morale back to the start the attributes give now, and a new upkeep. */
const startDay = ({ record, refreshTo, npc }: BetweenBattles) =>
  apply(record, newDay({ ...record.tracker.morale, start: refreshTo, npc }), '', { upkeepToday: 0 });

/**
 * Buying Morale (AC-MO-5), spending it on upkeep (AC-EC-2) and a new Day (AC-MO-8), each with what it would cost
 * or give, or why the rules refuse it now: previews of the rules' own transitions. A button that can only refuse
 * is marked unavailable, its reason is its description; an empty field buys or spends nothing.
 */
export function renderBetweenBattles(panel: BetweenBattles) {
  const { morale, upkeepToday } = panel.record.tracker;
  const speaking = (handler: (panel: BetweenBattles, event: Event) => void) => (event: Event) =>
    inLanguage(panel.language, () => handler(panel, event));
  return html`<form class="row" @submit=${speaking(buy)}>
      ${field('buy', msg('Morale to buy'), panel.toBuy, panel.onTypeBuy, 'buy-hint')}
      ${submit(msg('Buy Morale'), whyNoBuying(morale), 'buy-hint')}
      <span class="muted hint" id="buy-hint">${buyHint(morale, panel.toBuy)}</span>
    </form>
    <form class="row" @submit=${speaking(spend)}>
      ${field('upkeep', msg('Morale spent on upkeep'), panel.forUpkeep, panel.onTypeUpkeep, 'upkeep-hint')}
      ${submit(msg('Spend on upkeep'), whyNoUpkeep(morale), 'upkeep-hint')}
      <span class="muted hint" id="upkeep-hint">${upkeepHint(morale, panel.forUpkeep, upkeepToday)}</span>
    </form>
    <div class="row">
      <button type="button" @click=${speaking(startDay)} aria-describedby="new-day-hint">${msg('New Day')}</button>
      <span class="muted hint" id="new-day-hint"
        >${msg(
          str`Morale back to ${formatNumber(panel.refreshTo)}, buying allowed again, upkeep Morale back to ${formatNumber(0)} (AC-MO-8).`,
        )}${morale.inBattle ? ` ${msg('It ends the Battle in progress (Undo brings it back).')}` : ''}</span
      >
    </div>`;
}
