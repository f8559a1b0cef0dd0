import { downloadJson, readJsonFile } from './json-file.js';
import { isRecord } from './records.js';

/** Offers a widget's state as `<name>.json` (name made file-safe), in the saved state's envelope (it imports back). */
export function downloadState(name: string, version: number, state: unknown): void {
  downloadJson(`${name.replace(/[^\w-]+/g, '-')}.json`, { version, savedAt: new Date().toISOString(), state });
}

/**
 * Reads a file made by {@link downloadState}: the state as `restore` reads it (the same checks as saved state), or
 * why not, in a user's words (`what` names the widget's state, e.g. "a saved Morale tracker").
 */
export async function readStateFile<T>(
  file: Blob,
  restore: (saved: unknown, version: number) => T | null,
  what: string,
): Promise<{ state: T } | { error: string }> {
  const read = await readJsonFile(file);
  if ('error' in read) return read;
  const saved = isRecord(read.value) ? read.value : null;
  const version = typeof saved?.version === 'number' ? saved.version : 0;
  const state = saved ? restore(saved.state, version) : null;
  return state ? { state } : { error: `that file is not ${what} of this version.` };
}
