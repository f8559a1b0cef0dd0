// Reading outside data (saved state, imported files, Share links): imports nothing, so that any file may use it
// without pulling in the widgets' languages.

/** A plain JSON object (not null, not an array): the first check when reading saved or imported data. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
