/** How many characters of a bad value a message repeats: enough to recognise it, never a wall of text. */
export const QUOTE_LENGTH = 40;

/**
 * A bad value as a message shows it: text in quotes, cut to {@link QUOTE_LENGTH} characters with "…", anything
 * else by its kind. Never throws, even for objects whose `toString` is not a function.
 * @example quote('wizard') // → "'wizard'";  quote({ toString: 1 }) // → 'an object'
 */
export function quote(value: unknown): string {
  if (typeof value === 'string') {
    const text = value.length > QUOTE_LENGTH ? `${value.slice(0, QUOTE_LENGTH - 1)}…` : value;
    return `'${text}'`;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'symbol') return 'a symbol';
  if (typeof value === 'function') return 'a function';
  return Array.isArray(value) ? 'a list' : 'an object';
}
