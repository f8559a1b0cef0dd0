// Translations (lit-localize, runtime mode):
//   node scripts/translations.mjs check   extracts every msg() of src into translations/<language>.xlf and fails on a
//                                         string without a translation, a translation that drops a placeholder, or one
//                                         that does not use the glossary's word for a game term
//   node scripts/translations.mjs build   turns translations/*.xlf into src/locales/<language>.ts (the build's first step)
//   … build --extract, then check --extracted: the same, from one analysis of src (`npm test`: each costs ~13 core-s)
//   node scripts/translations.mjs fill F  adds the translations of F, a JSON file { "English text": { "pt": "…",
//                                         "it": "…" } } with {0}, {1}… for the placeholders, to the strings without one
import { readFileSync, writeFileSync } from 'node:fs';

// lit-localize's own classes (its command line analyses src once per command); the package has no "exports" map.
import { readConfigFileAndWriteSchema } from '@lit/localize-tools/lib/config.js';
import { RuntimeLitLocalizer } from '@lit/localize-tools/lib/modes/runtime.js';
import { printDiagnostics } from '@lit/localize-tools/lib/typescript.js';

const config = JSON.parse(readFileSync('lit-localize.json', 'utf8'));
const glossary = JSON.parse(readFileSync('translations/glossary.json', 'utf8')).terms;

/** What lit-localize's `extract` (translations/*.xlf) and `build` (src/locales/*.ts) write, from one analysis of src. */
async function litLocalize({ extract = false, build = false }) {
  const localizer = new RuntimeLitLocalizer(readConfigFileAndWriteSchema('lit-localize.json'));
  const fail = (message) => {
    console.error(message);
    process.exit(1);
  };
  const { errors } = localizer.extractSourceMessages();
  if (errors.length) {
    printDiagnostics(errors);
    fail('lit-localize could not read the msg() calls of src');
  }
  if (extract) await localizer.writeInterchangeFiles();
  if (build) {
    const invalid = localizer.validateTranslations().errors;
    if (invalid.length) fail(`translations whose placeholders differ from the English:\n${invalid.join('\n')}`);
    await localizer.build();
  }
}

const decode = (xml) =>
  xml
    .replace(/<x id="(\d+)"[^>]*\/>/g, '{$1}')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every trans-unit of a language's file: its id, English source and translation (undefined when missing). */
function units(language) {
  const xlf = readFileSync(`${config.interchange.xliffDir}/${language}.xlf`, 'utf8');
  return [...xlf.matchAll(/<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g)].map(([, id, body]) => ({
    id,
    source: decode(/<source>([\s\S]*?)<\/source>/.exec(body)?.[1] ?? ''),
    target: /<target>([\s\S]*?)<\/target>/.exec(body)?.[1],
  }));
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Adds a <target> to each string of the language's file that has none and whose English text `given` translates. */
function fill(language, given) {
  const file = `${config.interchange.xliffDir}/${language}.xlf`;
  const xlf = readFileSync(file, 'utf8').replace(
    /<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g,
    (unit, id, body) => {
      const source = /<source>([\s\S]*?)<\/source>/.exec(body)[1];
      const translation = given[decode(source)]?.[language];
      if (body.includes('<target>') || translation === undefined) return unit;
      const xs = Object.fromEntries([...source.matchAll(/<x id="(\d+)"[^>]*\/>/g)].map(([x, n]) => [n, x]));
      const target = escape(translation).replace(/\{(\d+)\}/g, (p, n) => xs[n] ?? p);
      return `<trans-unit id="${id}">${body.replace('</source>', `</source>\n  <target>${target}</target>`)}</trans-unit>`;
    },
  );
  writeFileSync(file, xlf);
}

const placeholders = (text) => [...text.matchAll(/\{\d+\}|<[^>]+>/g)].map(([p]) => p).sort();
const startsWord = (text, word) =>
  new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(text);

function problemsOf(language) {
  const problems = [];
  for (const { id, source, target } of units(language)) {
    const where = `${language}.xlf ${id} "${source.slice(0, 70)}"`;
    if (target === undefined || !target.trim()) {
      problems.push(`${where}: no translation`);
      continue;
    }
    const text = decode(target);
    if (placeholders(text).join() !== placeholders(source).join())
      problems.push(`${where}: the translation "${text}" does not keep the placeholders ${placeholders(source)}`);
    // Attribute names such as odds-battles are code, not words of the game.
    const words = source.replace(/\b[a-z]+(?:-[a-z]+)+\b/g, '');
    for (const term of glossary) {
      const word = term.stem?.[language] ?? term[language];
      if (startsWord(words, term.en) && !startsWord(text, word))
        problems.push(`${where}: "${term.en}" is "${term[language]}" in the glossary, not found in "${text}"`);
    }
  }
  return problems;
}

const [command, option] = process.argv.slice(2);
if (command === 'build') {
  await litLocalize({ build: true, extract: option === '--extract' });
} else if (command === 'fill') {
  await litLocalize({ extract: true });
  const given = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  for (const language of config.targetLocales) fill(language, given);
} else if (command === 'check') {
  if (option !== '--extracted') await litLocalize({ extract: true });
  const problems = config.targetLocales.flatMap(problemsOf);
  for (const problem of problems) console.error(`✖ ${problem}`);
  const count = units(config.targetLocales[0]).length;
  console.log(
    problems.length
      ? `${problems.length} translation problems: fill in translations/*.xlf (see the README, "Add a language")`
      : `${count} strings, each translated into ${config.targetLocales.join(' and ')}, the glossary kept`,
  );
  process.exit(problems.length ? 1 : 0);
} else {
  console.error('usage: node scripts/translations.mjs check [--extracted] | build [--extract] | fill FILE');
  process.exit(2);
}
