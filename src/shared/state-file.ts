// JSON files a player saves or opens (loaded with the panels that offer them, never with a widget's first view).
import { msg, str } from '@lit/localize';

import { parseJson, tooLong } from './json-file.js';
import { currentLanguage, inLanguage } from './localize.js';
import { isRecord } from './records.js';
import { leftOutNote } from './stored-state.js';

/** Offers `value` as a JSON file download named `fileName`. */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Reads a user-chosen file as JSON: the parsed value, or an error message a user understands, in the language spoken
 * when it was called (the file is read after that).
 */
export async function readJsonFile(file: Blob): Promise<{ value: unknown } | { error: string }> {
  const language = currentLanguage();
  const why = tooLong(file.size);
  if (why) return { error: msg(str`The file ${why}, so it was not read.`) };
  try {
    const text = await file.text();
    return inLanguage(language, () => parseJson(text));
  } catch {
    return { error: inLanguage(language, () => msg('The file could not be read.')) };
  }
}

/** Offers a widget's state as `<name>.json` (name made file-safe), in the saved state's envelope (it imports back). */
export function downloadState(name: string, version: number, state: unknown): void {
  downloadJson(`${name.replace(/[^\w-]+/g, '-')}.json`, { version, savedAt: new Date().toISOString(), state });
}

/**
 * Reads a file made by {@link downloadState}: the state as `restore` reads it (the same checks as saved state), with a
 * `note` naming the entries it left out as damaged; or why not. Said in a user's words and the language spoken when
 * called; `what` names the widget's state in it, e.g. "a saved Morale tracker".
 */
export async function readStateFile<T>(
  file: Blob,
  restore: (saved: unknown, version: number, left: string[]) => T | null,
  what: string,
): Promise<{ state: T; note?: string } | { error: string }> {
  const language = currentLanguage();
  const read = await readJsonFile(file);
  if ('error' in read) return read;
  const saved = isRecord(read.value) ? read.value : null;
  const version = typeof saved?.version === 'number' ? saved.version : 0;
  const left: string[] = [];
  const state = saved ? restore(saved.state, version, left) : null;
  return inLanguage(language, () =>
    !state
      ? { error: msg(str`that file is not ${what} of this version.`) }
      : left.length
        ? { state, note: leftOutNote(left) }
        : { state },
  );
}
