import { msg, str } from '@lit/localize';

import { parseJson } from '../../shared/json-file.js';
import { formatNumber } from '../../shared/localize.js';
import { isRecord } from '../../shared/records.js';
import { downloadJson, readJsonFile } from '../../shared/state-file.js';
import type { RosterStep } from './roster-record.js';
import { entriesFrom, readUnitList, ROSTER_VERSION, type RosterEntry, type RosterState } from './roster-state.js';

/** What the last import or export did: a message, or a problem. */
export type ToolNote = { readonly text: string; readonly problem: boolean } | null;

/** The export file's shape, which is also accepted by `units` and by import. */
export function exportCards(cards: readonly RosterEntry[]): object[] {
  const number = (text: string) => (/^\d+$/.test(text) ? Number(text) : text);
  return cards.map((c) => ({
    id: c.id,
    name: c.name,
    strength: number(c.strength),
    role: c.role || 'trooper',
    ...(c.path ? { path: c.path } : {}),
    ...(c.traits ? { traits: c.traits.split(/[\s,]+/) } : {}),
    timesTrained: number(c.trained),
    ...(c.owner ? { owner: c.owner } : {}),
    ...(c.quest ? { quest: true } : {}),
    pile: c.pile,
  }));
}

/**
 * Reads an imported file: a list of units, or an exported army (an object with `units`). The cards are the
 * roster's own afterwards (not the page's); units that cannot be cards are left out and listed. An error in a
 * player's words when it is neither.
 */
export function importCards(value: unknown): { cards: RosterEntry[]; problems: string[] } | { error: string } {
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.units) ? value.units : null;
  if (!list) return { error: msg('Expected a list of units, or an army exported from a roster (with "units").') };
  const { units, problems } = readUnitList(list);
  return { cards: entriesFrom(units, false), problems };
}

/** An army as exported (and copied): the roster's cards with its name and commander; `units` imports it back. */
export const exportedArmy = (roster: RosterState, army: string, commander: string) => ({
  format: 'army-roster',
  version: ROSTER_VERSION,
  army,
  commander,
  units: exportCards(roster.cards),
});

/**
 * An imported file or paste as a step that replaces the cards, and the note that says what came in and what was
 * left out (each bad unit by its position); no step when nothing could be read.
 */
export function importStep(
  roster: RosterState,
  value: { value: unknown } | { error: string },
  from: string,
): { step: RosterStep | null; note: ToolNote } {
  const read = 'error' in value ? value : importCards(value.value);
  if ('error' in read)
    return { step: null, note: { text: msg(str`Nothing imported from ${from}: ${read.error}`), problem: true } };
  const label =
    read.cards.length === 1
      ? msg(str`Imported 1 unit from ${from}`)
      : msg(str`Imported ${formatNumber(read.cards.length)} units from ${from}`);
  const left = read.problems.join('; ');
  return {
    step: { state: { ...roster, cards: read.cards }, label },
    note: { text: left ? msg(str`${label}; left out: ${left}`) : label, problem: read.problems.length > 0 },
  };
}

/** What the import and export buttons do. */
export interface FileHandlers {
  readonly copy: () => void;
  readonly download: () => void;
  readonly file: (e: Event) => void;
  readonly paste: () => void;
}

/** What the roster's import and export tools need of it. */
export interface FileToolsHost {
  /** The army as exported. */
  readonly army: () => object;
  readonly fileName: () => string;
  /** The JSON pasted in the tools. */
  readonly paste: () => string;
  /** Reads an import (or why it could not be read), saying where it came from. */
  readonly read: (value: { value: unknown } | { error: string }, from: string) => void;
  readonly say: (note: ToolNote) => void;
  /** Runs `work` in the roster's language: what the tools say after a click, a copy or a file read is in it. */
  readonly speak: (work: () => void) => void;
}

/** Copy, download, open a file and paste: the army as JSON out, and in through the same reading as `units`. */
export const fileTools = ({ speak, ...host }: FileToolsHost): FileHandlers => ({
  copy: () =>
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(JSON.stringify(host.army(), null, 2)))
      .then(
        () => speak(() => host.say({ text: msg('Copied the army as JSON.'), problem: false })),
        () => speak(() => host.say({ text: msg('Could not copy here: use "Download JSON" instead.'), problem: true })),
      ),
  download: () => {
    downloadJson(`${host.fileName()}.json`, host.army());
    speak(() => host.say({ text: msg('Downloaded the army as JSON.'), problem: false }));
  },
  file: (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    void readJsonFile(file).then((read) => {
      speak(() => host.read(read, file.name));
      input.value = '';
    });
  },
  paste: () => speak(() => host.read(parseJson(host.paste()), msg('the pasted JSON'))),
});
