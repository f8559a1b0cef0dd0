// Languages: every widget speaks the language of the nearest `lang` (its own attribute, else an ancestor's, else the
// page's `<html lang>`), each widget on its own, so that a Portuguese and an Italian widget can share a page. Strings
// are written with @lit/localize's `msg()` and extracted by `lit-localize extract`; the translations (src/locales,
// built from translations/*.xlf) load on first use. A string without a translation falls back to English. The
// rules' sentences are English in the rules package; their words in other languages (src/shared/rule-words) load
// with those languages' translations, so that a page in English downloads none of them.
import type { LocaleModule, MsgFn } from '@lit/localize';
import { _installMsgImplementation } from '@lit/localize/init/install.js';
import { defaultMsg } from '@lit/localize/internal/default-msg.js';
import type * as RuntimeMsgModule from '@lit/localize/internal/runtime-msg.js';
import type { ReactiveController, ReactiveElement } from 'lit';

import type * as RuleWordsModule from './rule-words/index.js';

/** The languages the widgets speak, English first (the language they are written in). */
export const LANGUAGES = ['en', 'pt', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

type Templates = LocaleModule['templates'];
type RuleWords = typeof RuleWordsModule;

/** The rules' words in Portuguese and Italian, once either language has loaded. */
let ruleWords: RuleWords | undefined;
/**
 * Looks a string up in a language's translations (by the id lit-localize hashes from it): loaded with the first
 * translations, so that a page in English downloads none of it.
 */
let lookUp: (typeof RuntimeMsgModule)['runtimeMsg'] | undefined;

/** A language's translations, with the rules' words and the look-up. */
const withRuleWords = (locale: Promise<LocaleModule>): Promise<LocaleModule> =>
  Promise.all([locale, import('./rule-words/index.js'), import('@lit/localize/internal/runtime-msg.js')]).then(
    ([module, words, runtime]) => {
      ruleWords = words;
      lookUp = runtime.runtimeMsg;
      return module;
    },
  );

const loaders: Record<Exclude<Language, 'en'>, () => Promise<LocaleModule>> = {
  pt: () => withRuleWords(import('../locales/pt.js')),
  it: () => withRuleWords(import('../locales/it.js')),
};
const loaded = new Map<Language, Templates | undefined>([['en', undefined]]);
const loading = new Map<Language, Promise<void>>();

/** A string as written (lit-localize's own English), under a name its extractor does not read as a `msg()` call. */
const asWritten: (template: Parameters<MsgFn>[0]) => ReturnType<MsgFn> = defaultMsg;

/** The language strings are looked up in now: set for the length of one widget's update. */
let speaking: Language = 'en';

try {
  _installMsgImplementation(((template, options) => {
    const templates = loaded.get(speaking);
    // English is the strings as written (their values joined in, for `str`).
    return templates && lookUp ? lookUp(templates, template, options) : asWritten(template);
  }) as MsgFn);
} catch {
  // The page's own lit-localize was configured first: the widgets' strings then follow its locale.
}

/** The language a `lang` value names: `pt-BR` is Portuguese; one the widgets do not speak is English. */
export function languageOf(tag: string | null | undefined): Language {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base) ?? 'en';
}

/** The nearest `lang` of a node: its own, else its ancestors' (through shadow roots), else English. */
export function nearestLanguage(node: Node): Language {
  for (let at: Node | null = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null))
    if (at instanceof Element && at.hasAttribute('lang')) return languageOf(at.getAttribute('lang'));
  return 'en';
}

const isLoaded = (language: Language) => loaded.has(language);

/**
 * Loads a language's translations once; one that cannot load leaves the widget in English, with a warning. A server
 * rendering widgets (scripts/prerender.mjs) loads the page's language with it before drawing in it.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      (module) => void loaded.set(language, module.templates),
      (error: unknown) => {
        loading.delete(language); // a later update tries again
        console.warn(`army-combat: could not load the ${language} translations, so English is shown: ${String(error)}`);
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/** Runs `work` with strings and formats in `language` (an element's update, an announcement it builds). */
export function inLanguage<T>(language: Language, work: () => T): T {
  const before = speaking;
  speaking = language;
  try {
    return work();
  } finally {
    speaking = before;
  }
}

/** The language strings are being looked up in now. */
export const currentLanguage = (): Language => speaking;

/**
 * A sentence of the rules package in the language being drawn: in English the rules' own words (`english`); in
 * another language its words from src/shared/rule-words (`words` names the topic's), or the rules' English for a
 * phrase they do not know, so that a sentence is never empty.
 * @example said(problem, 'unitProblem', unitProblemText) // → "função desconhecida 'wizard' (…)" in Portuguese
 */
export function said<K extends keyof RuleWords>(
  phrase: Parameters<RuleWords[K]>[0],
  words: K,
  english: (phrase: Parameters<RuleWords[K]>[0]) => string,
): string {
  const say =
    speaking === 'en' ? undefined : (ruleWords?.[words] as ((phrase: unknown) => string | undefined) | undefined);
  return say?.(phrase) ?? english(phrase);
}

const watched = new Set<LanguageController>();
let observer: MutationObserver | undefined;

/** One observer for the whole page: a `lang` changed anywhere re-checks every widget's language. */
function watch(controller: LanguageController) {
  watched.add(controller);
  observer ??= new MutationObserver(() => watched.forEach((each) => each.check()));
  if (watched.size === 1)
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

function unwatch(controller: LanguageController) {
  watched.delete(controller);
  if (!watched.size) observer?.disconnect();
}

/** Follows a widget's nearest `lang`, loading its translations before the widget draws in it. */
export class LanguageController implements ReactiveController {
  readonly #host: ReactiveElement;
  /** The language the widget speaks. */
  language: Language = 'en';

  constructor(host: ReactiveElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected() {
    watch(this);
    this.check();
  }

  hostDisconnected() {
    unwatch(this);
  }

  /** Re-reads the nearest `lang`; a new language redraws the widget once its translations have loaded. */
  check() {
    const language = nearestLanguage(this.#host);
    if (language === this.language) return;
    this.language = language;
    this.#host.requestUpdate();
  }

  /** Resolves when the widget's language is ready to be drawn. */
  ready(): Promise<void> {
    return loadLanguage(this.language);
  }
}

// A mixin's constructor type must take `any[]` (TypeScript's rule for mixins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = new (...args: any[]) => T;

/** What {@link Localized} adds to a widget's class. */
export interface LocalizedMembers {
  /** Follows the nearest `lang`. */
  readonly languages: LanguageController;
}

/**
 * A widget that speaks the language of its nearest `lang`: every update (willUpdate, render, updated) runs in that
 * language, after its translations have loaded, so that the first frame is already translated. Its type is written
 * out: the declarations (dist/esm) cannot name a class declared inside a function.
 */
export const Localized = <T extends Constructor<ReactiveElement>>(Base: T): T & Constructor<LocalizedMembers> => {
  class LocalizedElement extends Base {
    /** Follows the nearest `lang`. */
    readonly languages = new LanguageController(this);

    protected override scheduleUpdate(): void | Promise<unknown> {
      const draw = () => inLanguage(this.languages.language, () => super.scheduleUpdate());
      return isLoaded(this.languages.language) ? draw() : this.languages.ready().then(draw);
    }
  }
  return LocalizedElement;
};

/** Formatters by language and options, each made once: making one costs far more than using it. */
const numbers: Record<string, Intl.NumberFormat> = {};
const lists: Record<string, Intl.ListFormat> = {};

/**
 * A number as the current language writes it (`1,000` in English, `1.000` in Portuguese and Italian). A whole number
 * below 1,000 with no options is its digits in all three (Latin digits, `-`; -0 is 0): it skips `Intl`, whose first
 * use on a page costs ~185 ms at 4× CPU (its locale data) before the first frame.
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  if (!options && Number.isSafeInteger(value) && value > -1000 && value < 1000) return `${value}`;
  return (numbers[speaking + JSON.stringify(options)] ??= new Intl.NumberFormat(speaking, options)).format(value);
}

/** A list joined as the current language does ("A, B and C", "A, B e C"). */
export const formatList = (items: readonly string[], type: Intl.ListFormatType = 'conjunction') =>
  (lists[speaking + type] ??= new Intl.ListFormat(speaking, { type })).format(items);
