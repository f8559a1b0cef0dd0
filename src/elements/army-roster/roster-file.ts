import { downloadJson, parseJson, readJsonFile } from '../../shared/json-file.js';
import type { RosterStep } from './roster-record.js';
import { exportCards, importCards, ROSTER_VERSION, type RosterState } from './roster-state.js';
import type { ToolHandlers, ToolNote } from './roster-tools.js';

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
    return { step: null, note: { text: `Nothing imported from ${from}: ${read.error}`, problem: true } };
  const label = `Imported ${read.cards.length} units from ${from}`;
  const left = read.problems.length ? `; left out: ${read.problems.join('; ')}` : '';
  return {
    step: { state: { ...roster, cards: read.cards }, label },
    note: { text: `${label}${left}`, problem: read.problems.length > 0 },
  };
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
}

/** Copy, download, open a file and paste: the army as JSON out, and in through the same reading as `units`. */
export const fileTools = (host: FileToolsHost): ToolHandlers => ({
  copy: () =>
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(JSON.stringify(host.army(), null, 2)))
      .then(
        () => host.say({ text: 'Copied the army as JSON.', problem: false }),
        () => host.say({ text: 'Could not copy here: use "Download JSON" instead.', problem: true }),
      ),
  download: () => {
    downloadJson(`${host.fileName()}.json`, host.army());
    host.say({ text: 'Downloaded the army as JSON.', problem: false });
  },
  file: (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    void readJsonFile(file).then((read) => {
      host.read(read, file.name);
      input.value = '';
    });
  },
  paste: () => host.read(parseJson(host.paste()), 'the pasted JSON'),
});
