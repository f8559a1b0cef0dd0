// A widget's state in a URL, for `dist/embed.html` and the widgets' Share action: JSON, deflated (fflate) and written
// in base64url after `#w=`. What a URL carries is read like any outside input: every field checked, sizes capped, a
// decompression that grows past the cap stopped; a bad URL gives a message, never an exception.
import { strFromU8, strToU8, Unzlib, zlibSync } from 'fflate';

import { isRecord } from './records.js';

/** The elements embed.html draws. */
export const SHARED_TAGS = [
  'army-roster',
  'army-unit',
  'army-battle',
  'morale-tracker',
  'recruit-cost',
  'skirmish-resolver',
] as const;
export type SharedTag = (typeof SHARED_TAGS)[number];

/** An `<army-unit>` child: its attributes (and `slot`, for a resolver's side). */
export type SharedUnit = Readonly<Record<string, string>>;

/**
 * A widget's state as `state-key` keeps it (its version and record, without the date it was saved): the element
 * reads it back with the same validator as its saved state (stored-state.ts), and never saves it there by itself.
 */
export interface SharedRecord {
  readonly version: number;
  readonly state: unknown;
}

export interface SharedWidget {
  readonly tag: SharedTag;
  /** The element's attributes; embed.html sets only those the element observes. */
  readonly attrs: Readonly<Record<string, string>>;
  /** `<army-unit>` children, in order. */
  readonly units?: readonly SharedUnit[];
  /** Its state beyond attributes (a tracker's Morale and log, a board's Battle so far), for an element with `shared`. */
  readonly state?: SharedRecord;
  /** Nested widgets (a board's trackers and rosters). */
  readonly children?: readonly SharedWidget[];
  /** The language of the page around it (`<html lang>`). */
  readonly lang?: string;
  readonly theme?: 'light' | 'dark';
}

/** Most text a shared state may hold once decompressed: far past a 1,000-card army. */
export const MAX_SHARED = 256 * 1024;
/** Most characters of the `#w=` part of a link: what browsers and wikis keep of a URL. */
export const MAX_LINK = 32 * 1024;
const NAME = /^[a-z][a-z0-9-]{0,39}$/;
const MOST_FIELDS = 60;
const MOST_UNITS = 1000;
const MOST_TEXT = 100_000;
/** Most characters of a widget's `state` as JSON: a tracker's whole log takes a tenth of it. */
export const MOST_STATE = 200_000;

const toBase64Url = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** A widget's state as the `w` of a link (see {@link readShared}). */
export const encodeShared = (state: SharedWidget): string =>
  toBase64Url(zlibSync(strToU8(JSON.stringify(state)), { level: 9 }));

/** `base` (the address of embed.html) with `state` after `#w=`. */
export const sharedLink = (base: string | URL, state: SharedWidget): string => {
  const url = new URL(base);
  url.hash = `w=${encodeShared(state)}`;
  return url.href;
};

class Bad extends Error {}

/** Inflates at most {@link MAX_SHARED} bytes: a link that grows past it is refused before it is all inflated. */
function inflateCapped(bytes: Uint8Array): string {
  const parts: Uint8Array[] = [];
  let size = 0;
  const inflate = new Unzlib((chunk) => {
    size += chunk.length;
    if (size > MAX_SHARED) throw new Bad(`it holds more than ${MAX_SHARED / 1024} KB`);
    parts.push(chunk);
  });
  inflate.push(bytes, true);
  const all = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return strFromU8(all);
}

const record = (value: unknown, what: string, names = NAME): Record<string, string> => {
  if (!isRecord(value)) throw new Bad(`${what} is not a list of names`);
  const entries = Object.entries(value);
  if (entries.length > MOST_FIELDS) throw new Bad(`${what} has more than ${MOST_FIELDS} fields`);
  return Object.fromEntries(
    entries.map(([name, text]) => {
      if (!names.test(name)) throw new Bad(`${what}: "${name.slice(0, 40)}" is not an attribute name`);
      if (typeof text !== 'string' || text.length > MOST_TEXT) throw new Bad(`${what}.${name} is not text`);
      return [name, text];
    }),
  );
};

/** The envelope of a widget's state; what is inside is the element's to read (see {@link SharedRecord}). */
function savedState(value: unknown): SharedRecord {
  if (!isRecord(value) || !Number.isInteger(value.version))
    throw new Bad('state is not a saved state with its version');
  if (JSON.stringify(value.state ?? null).length > MOST_STATE)
    throw new Bad(`state is longer than ${MOST_STATE / 1000}k characters`);
  return { version: value.version as number, state: value.state };
}

function widget(value: unknown, depth = 0): SharedWidget {
  if (!isRecord(value)) throw new Bad('it is not a shared widget');
  const { tag, attrs, units, children, lang, theme, state } = value;
  if (!SHARED_TAGS.includes(tag as SharedTag)) throw new Bad(`"${String(tag).slice(0, 40)}" is not one of the widgets`);
  if (units !== undefined && (!Array.isArray(units) || units.length > MOST_UNITS))
    throw new Bad(`units is not a list of at most ${MOST_UNITS}`);
  if (children !== undefined && (!Array.isArray(children) || children.length > 20 || depth > 0))
    throw new Bad('children is not a short list of widgets');
  if (lang !== undefined && (typeof lang !== 'string' || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)))
    throw new Bad('lang is not a language tag such as "pt"');
  if (theme !== undefined && theme !== 'light' && theme !== 'dark') throw new Bad('theme is not "light" or "dark"');
  return {
    tag: tag as SharedTag,
    attrs: record(attrs ?? {}, 'attrs'),
    ...(units ? { units: (units as unknown[]).map((unit, i) => record(unit, `units[${i}]`)) } : {}),
    ...(state !== undefined ? { state: savedState(state) } : {}),
    ...(children ? { children: (children as unknown[]).map((child) => widget(child, depth + 1)) } : {}),
    ...(lang ? { lang: lang } : {}),
    ...(theme ? { theme: theme } : {}),
  };
}

type Read = { ok: true; state: SharedWidget } | { ok: false; problem: string };
const why = (reason: string, subject = "This link's widget") => ({
  ok: false as const,
  problem: `${subject} cannot be shown: ${reason}.`,
});

/**
 * A shared widget as plain data (from a link, plain parameters or a wiki's placeholder), checked field by field;
 * `subject` names it in the message when it is wrong.
 */
export function checkShared(value: unknown, subject?: string): Read {
  try {
    return { ok: true, state: widget(value) };
  } catch (error) {
    return why(error instanceof Bad ? error.message : 'the link was cut or changed', subject);
  }
}

/**
 * The widget a link's `w` describes, or what is wrong with it, in a reader's words.
 * @example readShared(encodeShared({ tag: 'recruit-cost', attrs: { strength: '3' } })) // → { ok: true, state: … }
 */
export function readShared(text: string): Read {
  if (text.length > MAX_LINK) return why(`the link is longer than ${MAX_LINK / 1024} KB`);
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return why('the link was cut or changed');
  let value: unknown;
  try {
    value = JSON.parse(inflateCapped(fromBase64Url(text)));
  } catch (error) {
    return why(error instanceof Bad ? error.message : 'the link was cut or changed');
  }
  return checkShared(value);
}
