// Every `--army-*` custom property the styles read and every part the templates render is documented in the JSDoc
// header of the element that uses it (`@cssprop`, `@csspart`), so dist/custom-elements.json and Storybook list it.
// Reads the sources as text: an element is its folder plus what that folder imports from src/shared.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const ROOT = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, ROOT), 'utf8');
const manifest = JSON.parse(read('dist/custom-elements.json'));
const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName);
const tags = readdirSync(new URL('src/elements/', ROOT));

/** The .ts files of an element's folder. */
const folderOf = (tag) =>
  readdirSync(new URL(`src/elements/${tag}/`, ROOT))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `src/elements/${tag}/${file}`);

/** What the files import from src/shared: each module's path, with the names imported from it. */
function sharedImports(files) {
  const imports = new Map();
  for (const file of files) {
    for (const [, names, module] of read(file).matchAll(
      /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'\.\.\/\.\.\/shared\/([\w.-]+)\.js'/g,
    )) {
      const path = `src/shared/${module}.ts`;
      const imported = imports.get(path) ?? new Set();
      for (const name of names.split(','))
        imported.add(
          name
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            .trim(),
        );
      imports.set(path, imported);
    }
  }
  return imports;
}

/** An element's stylesheets: those of its folder, and the shared ones they import. */
function stylesOf(tag) {
  const own = folderOf(tag).filter((file) => file.endsWith('.styles.ts'));
  return [...own, ...sharedImports(own).keys()].map(read);
}

/** An element's templates: those of its folder, and the exported shared helpers the folder imports. */
function templatesOf(tag) {
  const own = folderOf(tag).filter((file) => !file.endsWith('.styles.ts'));
  const shared = [...sharedImports(own)].flatMap(([path, names]) =>
    read(path)
      .split(/^export /m)
      .filter((chunk) => names.has(/^(?:async\s+)?(?:const|let|function|class)\s+(\w+)/.exec(chunk)?.[1])),
  );
  return [...own.map(read), ...shared];
}

/**
 * The `--army-*` properties that reach a rendered style: read by an ordinary declaration, directly or through the
 * private `--_*` properties it reads (`--_gap: var(--army-gap, var(--_space-m))`). A token only declared, never
 * read by any rule of the element, does not count.
 */
function propertiesRead(sources) {
  const css = sources.join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
  const custom = new Map();
  const queue = [];
  for (const [, name, value] of css.matchAll(/([\w-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    if (name.startsWith('--')) custom.set(name, [...(custom.get(name) ?? []), value]);
    else queue.push(value);
  }
  const seen = new Set();
  while (queue.length) {
    for (const [, name] of queue.pop().matchAll(/var\(\s*(--[\w-]+)/g)) {
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...(custom.get(name) ?? []));
    }
  }
  return [...seen].filter((name) => name.startsWith('--army-'));
}

/** The static names in `part="…"` attributes (an interpolated name such as `${side}` is left to the docs). */
const partsRendered = (sources) =>
  sources.flatMap((source) =>
    [...source.matchAll(/\bpart="([^"]*)"/g)].flatMap(([, list]) =>
      list.split(/\s+/).filter((name) => name && !name.includes('$')),
    ),
  );

const documented = (tag, key) => {
  const element = elements.find((d) => d.tagName === tag);
  assert.ok(element, `${tag} is in dist/custom-elements.json (run npm run build first)`);
  for (const item of element[key] ?? []) assert.ok(item.description, `${tag}: ${key} ${item.name} has a description`);
  return new Set((element[key] ?? []).map((item) => item.name));
};

for (const tag of tags) {
  test(`${tag}: every --army-* property its styles read is a @cssprop`, () => {
    const names = documented(tag, 'cssProperties');
    const missing = propertiesRead(stylesOf(tag)).filter((n) => !names.has(n));
    assert.deepEqual(missing, [], `add @cssprop lines to the JSDoc header of ${tag}`);
  });

  test(`${tag}: every part its templates render is a @csspart`, () => {
    const names = documented(tag, 'cssParts');
    const missing = [...new Set(partsRendered(templatesOf(tag)))].filter((name) => !names.has(name));
    assert.deepEqual(missing, [], `add @csspart lines to the JSDoc header of ${tag}`);
  });
}

test('every --army-* property any stylesheet mentions is documented on some element', () => {
  const styles = ['src/shared/', ...tags.map((tag) => `src/elements/${tag}/`)].flatMap((folder) =>
    readdirSync(new URL(folder, ROOT))
      .filter((file) => file.endsWith('.styles.ts'))
      .map((file) => folder + file),
  );
  const used = new Set(
    styles.flatMap((file) => [...read(file).matchAll(/var\(\s*(--army-[\w-]+)/g)].map(([, n]) => n)),
  );
  const names = new Set(elements.flatMap((d) => (d.cssProperties ?? []).map((p) => p.name)));
  assert.deepEqual(
    [...used].filter((name) => !names.has(name)),
    [],
  );
});
