/** Offers `value` as a JSON file download named `fileName`. */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Reads a user-chosen file as JSON: the parsed value, or an error message a user understands. */
export async function readJsonFile(file: Blob): Promise<{ value: unknown } | { error: string }> {
  try {
    return parseJson(await file.text());
  } catch {
    return { error: 'The file could not be read.' };
  }
}

/** Parses JSON text: the value, or an error message (never throws). */
export function parseJson(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: `That is not valid JSON (${(error as Error).message}).` };
  }
}
