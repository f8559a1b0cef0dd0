// What <army-roster> shows after its first frame (the cards with their states and the upkeep per Day come first):
// the what-if field, the breakdowns, the army on the map, Move/Capture/Rituals, the chance to win, the pile counts,
// the roster's own Battle (Start/End, Phase 2, Undo, the recent changes), the unit form and the tools. This module
// loads in idle time after the first frame, or at once on the first touch, focus or key on a roster; each panel's own
// code still loads when it is first opened.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import { type Pile, PILES } from '../../rules/army/index.js';
import type { ArmyUnit } from '../../rules/core/index.js';
import { lazyModule, LazyPanel } from '../../shared/lazy-panel.js';
import { formatNumber } from '../../shared/localize.js';
import type { ArmyRoster } from './army-roster.js';
import type { Breakdown, UpkeepFigureMore } from './roster-figures.js';
import type * as MapView from './roster-map.js';
import type { RosterMap } from './roster-map.js';
import { armyFigure, readTyped, whatIf } from './roster-more-figures.js';
import type * as OddsView from './roster-odds.js';
import type { RosterOdds } from './roster-odds.js';
import { PILE_ICONS } from './roster-order.js';
import { renderOwnBattle } from './roster-own-battle.js';
import { changeModule, type RosterRecord } from './roster-record.js';
import type { CardView, RosterEntry } from './roster-state.js';
import type * as ToolsView from './roster-tools.js';
import type { RosterTools } from './roster-tools.js';
import type * as Why from './roster-why.js';
import { pileLabel } from './roster-words.js';
import type * as UnitForm from './unit-form.js';

// How the roster changes (its buttons, the other widgets' results) is asked for as this part arrives, in the same idle
// time or first sign of intent, so that a first click does not wait for a download. One that cannot load is said by
// the step that needs it (RosterRecord.step).
void changeModule.load().catch(() => undefined);

const whyView = lazyModule(() => import('./roster-why.js'));
const mapView = lazyModule(() => import('./roster-map.js'));
const formView = lazyModule(() => import('./unit-form.js'));
const toolsView = lazyModule(() => import('./roster-tools.js'));
export const oddsView = lazyModule(() => import('./roster-odds.js'));

export { afterStyles as styles } from './roster-after.styles.js';

/** What these parts need of the roster. */
export interface RosterParts {
  readonly record: RosterRecord;
  /** The page's units as last read: what "Reset to the page" goes back to. */
  readonly written: () => readonly RosterEntry[];
  readonly cardOf: (id: string) => CardView | undefined;
}

/** One roster's parts after the first frame, and their panels (each drawn only while open). */
export class RosterAfter {
  readonly #host: ArmyRoster;
  readonly #parts: RosterParts;
  /** Each figure's "Breakdown", by figure. */
  #whys = new Map<string, LazyPanel<typeof Why>>();
  #mapPanel: LazyPanel<typeof MapView>;
  #map: RosterMap | undefined;
  #editor: LazyPanel<typeof UnitForm>;
  #form: UnitForm.UnitFormController | undefined;
  #toolsPanel: LazyPanel<typeof ToolsView>;
  #tools: RosterTools | undefined;
  /** "Chance to win a Battle": its worker and view are of no use before it is opened. */
  #oddsPanel: LazyPanel<typeof OddsView>;
  #odds: RosterOdds | undefined;
  /** The opponent the odds panel was last opened for. */
  #against = '';

  constructor(host: ArmyRoster, parts: RosterParts) {
    this.#host = host;
    this.#parts = parts;
    this.#mapPanel = new LazyPanel(host, mapView, 'Move, Capture and Rituals');
    this.#editor = new LazyPanel(host, formView, 'the unit form');
    this.#toolsPanel = new LazyPanel(host, toolsView, 'the import and export tools');
    this.#oddsPanel = new LazyPanel(host, oddsView, 'the chance to win');
  }

  /** Before each update of the roster: a new `opponent` opens the chance to win, which is made once open. */
  willUpdate() {
    const against = this.#host.opponent.trim();
    if (against && against !== this.#against) this.#oddsPanel.toggle(true);
    this.#against = against;
    // Made here, not while drawing: it asks the rosters on the page at once, which may update the roster.
    if (this.#oddsPanel.open && oddsView.loaded) this.#odds ??= new oddsView.loaded.RosterOdds(this.#host);
  }

  breakdown: Breakdown = (id, lines) => {
    let panel = this.#whys.get(id);
    if (!panel) this.#whys.set(id, (panel = new LazyPanel(this.#host, whyView, 'the breakdown')));
    return panel.details(msg('Breakdown'), lines, { class: 'why' });
  };

  /** The upkeep's what-if field and breakdown (AC-EC-2). */
  upkeep(units: readonly ArmyUnit[]): UpkeepFigureMore {
    const { record } = this.#parts;
    const typed = readTyped(record.roster.moraleSpent, msg('What-if Morale'), true);
    const onInput = (e: Event) => record.keep({ moraleSpent: (e.target as HTMLInputElement).value });
    return (spent) => whatIf(units, spent, { typed, onInput }, this.breakdown);
  }

  /** The army on the map (AC-MA-1), its Retinue, then Move, Capture and Rituals on demand. */
  army(units: readonly ArmyUnit[], retinue: { commander: string; units: number }) {
    return armyFigure(units, retinue, this.breakdown);
  }

  map(units: readonly ArmyUnit[]) {
    const { record } = this.#parts;
    return this.#mapPanel.details(
      msg('Move, Capture and Rituals'),
      (map) => (this.#map ??= new map.RosterMap(this.#host, record, this.breakdown)).render(units),
      { class: 'map' },
    );
  }

  odds() {
    const against = this.#host.opponent.trim();
    // Open at once against an opponent: the space the first frame kept (`.open`) is kept until its code is here.
    const waiting = against && this.#oddsPanel.open && !oddsView.loaded;
    return this.#oddsPanel.details(
      against ? msg(str`Chance to win a Battle against ${against}`) : msg('Chance to win a Battle'),
      () => this.#odds?.render(),
      { class: waiting ? 'odds-panel open' : 'odds-panel', part: 'odds-panel' },
    );
  }

  /** How many readable cards are in each pile, and how many cannot be read (`bad`). */
  piles(counts: ReadonlyMap<Pile | 'bad', number>) {
    const bad = counts.get('bad')!;
    return html`<p class="piles-summary">
      ${PILES.map(
        (p) =>
          html`<span class="pile-count" data-pile=${p}
            ><span aria-hidden="true">${PILE_ICONS[p]}</span> ${pileLabel(p)} ${formatNumber(counts.get(p)!)}</span
          >`,
      )}
      ${
        bad
          ? html`<span class="pile-count" data-pile="bad"
              ><span aria-hidden="true">⚠</span> ${msg(str`${formatNumber(bad)} with problems`)}</span
            >`
          : nothing
      }
    </p>`;
  }

  /** Opens the unit form on card `id` (its errors in the roster's language), its code loaded first if need be. */
  edit(id: string) {
    const edit = (form: typeof UnitForm) => this.#parts.record.speak(() => this.#formOf(form).edit(id));
    const loaded = formView.loaded;
    if (loaded) return edit(loaded);
    this.#editor.toggle(true); // "Loading…" at once; a panel that cannot load says so
    formView.load().then(edit, () => undefined);
  }

  /** A card removed: the form forgets it if it was being edited. */
  forget(id: string) {
    this.#form?.forget(id);
  }

  #formOf(form: typeof UnitForm) {
    const { record, cardOf } = this.#parts;
    return (this.#form ??= new form.UnitFormController(this.#host, {
      cardOf,
      save: (fields, editing) => record.step(() => form.saveCard(record.roster, fields, editing)),
      open: () => this.#editor.toggle(true),
    }));
  }

  editor() {
    return this.#editor.details(
      this.#form?.state.editing ? msg(str`Edit ${this.#form.state.editing}`) : msg('Add a unit'),
      (form) => form.renderEditor(this.#formOf(form)),
      { class: 'editor', part: 'editor' },
    );
  }

  /** The roster's own Battle (outside a board): Start/End, Phase 2, Undo, and the recent changes. */
  ownBattle() {
    return renderOwnBattle(this.#parts.record);
  }

  tools() {
    const { record, written } = this.#parts;
    return this.#toolsPanel.details(
      msg('Import, export, share and print'),
      (tools) => (this.#tools ??= new tools.RosterTools(this.#host, record, written)).render(),
      { class: 'tools' },
    );
  }
}
