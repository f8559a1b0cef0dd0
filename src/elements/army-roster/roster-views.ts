// The cards of <army-roster> as the rules read them, and the page's units they come from (`<army-unit>` children and
// `units`): each read again only when it changed, so that an update that changes neither reads nothing.
import type { RosterCard } from '../../events/index.js';
import { currentLanguage, type Language } from '../../shared/localize.js';
import { warnProblems } from '../../shared/problems.js';
import type { UnitAttributes } from '../../shared/unit-children.js';
import type { RosterRecord } from './roster-record.js';
import { type CardView, mergeWritten, type RosterEntry, viewCard } from './roster-state.js';
import { readWrittenUnits, type WrittenUnits } from './written-units.js';

export class CardViews {
  /**
   * The page's units as last read, which version of the children they came from, and the language their problems are
   * written in.
   */
  written: WrittenUnits & { children: number; units: unknown; language?: Language } = {
    cards: [],
    problems: [],
    cardNotes: [],
    children: -1,
    units: null,
  };
  #views: readonly CardView[] = [];
  /** The cards the views were read from, and the language of their messages. */
  #viewed: { cards: readonly RosterEntry[]; language: Language } | null = null;
  readonly #record: RosterRecord;

  constructor(record: RosterRecord) {
    this.#record = record;
  }

  /** The cards as the rules read them, read again only when the cards (or the language of their messages) changed. */
  get views(): readonly CardView[] {
    const { cards } = this.#record.roster;
    const language = currentLanguage();
    if (this.#viewed?.cards !== cards || this.#viewed.language !== language) {
      this.#viewed = { cards, language };
      this.#views = cards.map(viewCard);
    }
    return this.#views;
  }

  /**
   * The page's units (`children`, of version `version`, then `units`), read again when they or the language changed;
   * what is wrong is said once, by `host`. Cards added in the roster stay.
   */
  readWritten(host: Element, children: () => UnitAttributes[], version: number, units: unknown) {
    const language = currentLanguage();
    const last = this.written;
    if (last.children === version && last.units === units && last.language === language) return;
    const written = readWrittenUnits(children(), units);
    warnProblems(host, [...written.problems, ...written.cardNotes]);
    this.written = { ...written, children: version, units, language };
    const signature = JSON.stringify(written.cards);
    if (signature !== this.#record.roster.written)
      this.#record.keep(mergeWritten(this.#record.roster, written.cards, signature), true);
  }

  /** The cards the rules can read, as announced to other widgets (`retinue`: in its commander's Retinue, AC-EC-6). */
  announced(retinue: (view: CardView) => boolean): RosterCard[] {
    return this.views.flatMap((v) =>
      v.unit
        ? [
            {
              id: v.entry.id,
              unit: v.unit,
              pile: v.entry.pile,
              ...(retinue(v) ? { retinue: true } : {}),
              ...(v.trained ? { timesTrained: v.trained } : {}),
            },
          ]
        : [],
    );
  }
}
