import { quote, readUnit, type Unit, unitProblemText } from '../rules/core/index.js';

/**
 * Reading an event's `detail` sent by another script, which may be anything: each check takes the value and the
 * field's path, and returns a fresh, valid value or throws {@link BadField}. {@link readDetail} turns that into a
 * result, so no bad detail ever escapes as an exception.
 */
export type Check<T> = (value: unknown, field: string) => T;

/** Longest text any event carries (names, ids, reasons): far past any real one. */
export const MAX_TEXT = 1000;

/** What was wrong with a detail: the field (e.g. `cards[2].unit`) and why. */
export interface BadDetail {
  readonly field: string;
  readonly reason: string;
}

export type DetailRead<T> = { readonly ok: true; readonly detail: T } | ({ readonly ok: false } & BadDetail);

class BadField extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

/** Reads a whole detail; a getter or proxy that throws is a bad detail like any other. */
export function readDetail<T>(check: Check<T>, detail: unknown): DetailRead<T> {
  try {
    return { ok: true, detail: check(detail, 'detail') };
  } catch (error) {
    return error instanceof BadField
      ? { ok: false, field: error.field, reason: error.reason }
      : { ok: false, field: 'detail', reason: 'could not be read' };
  }
}

/** Stops reading: `field` is bad, for `reason` (caught by {@link readDetail}). */
export const fail = (field: string, reason: string): never => {
  throw new BadField(field, reason);
};

/** Text of at most {@link MAX_TEXT} characters; `nonEmpty` also refuses blank text. */
/* @__NO_SIDE_EFFECTS__ */
export const text =
  ({ nonEmpty = false } = {}): Check<string> =>
  (value, field) => {
    if (typeof value !== 'string') return fail(field, `must be text, not ${quote(value)}`);
    if (value.length > MAX_TEXT) return fail(field, `is longer than ${MAX_TEXT} characters`);
    if (nonEmpty && !value.trim()) return fail(field, 'is empty');
    return value;
  };

/** A whole number from `low` to `high`. */
/* @__NO_SIDE_EFFECTS__ */
export const between =
  (low: number, high: number): Check<number> =>
  (value, field) =>
    Number.isInteger(value) && (value as number) >= low && (value as number) <= high
      ? (value as number)
      : fail(field, `must be a whole number from ${low} to ${high}, not ${quote(value)}`);

/** A whole number from 0 to `most`. */
/* @__NO_SIDE_EFFECTS__ */
export const count = (most = Number.MAX_SAFE_INTEGER): Check<number> => between(0, most);

/** Any whole number (a Skirmish margin may be below 0). */
export const whole: Check<number> = (value, field) =>
  Number.isSafeInteger(value) ? (value as number) : fail(field, `must be a whole number, not ${quote(value)}`);

export const flag: Check<boolean> = (value, field) =>
  typeof value === 'boolean' ? value : fail(field, `must be true or false, not ${quote(value)}`);

/** One of a few words, exactly as written. */
/* @__NO_SIDE_EFFECTS__ */
export const oneOf =
  <W extends string>(words: readonly W[]): Check<W> =>
  (value, field) =>
    (words as readonly unknown[]).includes(value)
      ? (value as W)
      : fail(field, `must be one of ${words.join(', ')}, not ${quote(value)}`);

/** The value, or undefined when the field is missing (null counts as missing). */
/* @__NO_SIDE_EFFECTS__ */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, field) =>
    value === undefined || value === null ? undefined : check(value, field);

/* @__NO_SIDE_EFFECTS__ */
export const orNull =
  <T>(check: Check<T>): Check<T | null> =>
  (value, field) =>
    value === null ? null : check(value, field);

/** A list of at most `most` entries, each checked; its size is checked before any entry is read. */
/* @__NO_SIDE_EFFECTS__ */
export const list =
  <T>(item: Check<T>, most: number): Check<T[]> =>
  (value, field) => {
    if (!Array.isArray(value)) return fail(field, `must be a list, not ${quote(value)}`);
    if (value.length > most) return fail(field, `has ${value.length} entries, more than the ${most} allowed`);
    return Array.from(value, (entry, i) => item(entry, `${field}[${i}]`));
  };

type Shape<T> = { readonly [K in keyof T]-?: Check<T[K]> };

/**
 * An object with the given fields, read from its own properties only (so nothing comes from a polluted prototype);
 * other fields are dropped and missing optional ones left out.
 */
/* @__NO_SIDE_EFFECTS__ */
export const shape =
  <T extends object>(fields: Shape<T>): Check<T> =>
  (value, field) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return fail(field, `must be an object, not ${quote(value)}`);
    const read: Record<string, unknown> = {};
    for (const [key, check] of Object.entries<Check<unknown>>(fields)) {
      const own = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
      const checked = check(own, `${field === 'detail' ? '' : `${field}.`}${key}`);
      if (checked !== undefined) read[key] = checked;
    }
    return read as T;
  };

/** An object used as a map: at most `most` own keys, each value checked. */
/* @__NO_SIDE_EFFECTS__ */
export const record =
  <T>(item: Check<T>, most: number): Check<Record<string, T>> =>
  (value, field) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return fail(field, `must be an object, not ${quote(value)}`);
    const keys = Object.keys(value);
    if (keys.length > most) return fail(field, `has ${keys.length} entries, more than the ${most} allowed`);
    return Object.fromEntries(
      keys.map((key) => [key, item((value as Record<string, unknown>)[key], `${field}.${key}`)]),
    );
  };

/** A unit card, read as `<army-unit>` attributes are (AC-UN): the rules' first error names what is wrong. */
export const unit: Check<Unit> = (value, field) => {
  const read = readUnit(value !== null && typeof value === 'object' ? { ...value } : (value as null));
  return read.ok ? read.unit : fail(field, read.errors[0] ? unitProblemText(read.errors[0]) : 'is not a unit');
};
