// The npm package as a user's tools see it: every `exports` subpath resolves to a shipped file (a module with its
// types), the unbundled modules run and bundle with one Lit, and custom-elements.json and the editor and JSX files
// generated from it name every element and only shipped files.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import ts from 'typescript';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const shipped = (path) => existsSync(new URL(path, root));
const pkg = JSON.parse(read('package.json'));
const tags = readdirSync(new URL('src/elements/', root)).sort();

/** Every subpath a user may import (a pattern once for each element), with what package.json maps it to. */
const subpaths = Object.entries(pkg.exports).flatMap(([key, target]) =>
  (key.includes('*') ? tags.map((tag) => key.replace('*', tag)) : [key]).map((subpath) => ({ subpath, target })),
);

/** The file TypeScript finds for `specifier`, resolving as a user's project with `"moduleResolution": "bundler"`. */
function typesOf(specifier) {
  const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const found = ts.resolveModuleName(specifier, fileURLToPath(new URL('test/node/user.ts', root)), options, ts.sys);
  return found.resolvedModule?.resolvedFileName;
}

test('every exports subpath names a shipped file, and each module its types', () => {
  assert.equal(pkg.files.join(), 'dist', 'the package ships dist/ and nothing else of the repository');
  for (const { subpath, target } of subpaths) {
    const specifier = `${pkg.name}${subpath.slice(1)}`;
    if (typeof target === 'string' || target.default) {
      // Node's own resolution: the package imports itself by name.
      const file = fileURLToPath(import.meta.resolve(specifier));
      assert.ok(existsSync(file), `${specifier} → ${file}`);
    }
    if (typeof target === 'string') continue; // a JSON file, or package.json
    const types = typesOf(specifier);
    assert.match(types ?? '', /\.d\.ts$/, `${specifier} has types`);
    assert.ok(existsSync(types), `${specifier} → ${types}`);
  }
  assert.ok(subpaths.some(({ subpath }) => subpath === './elements/recruit-cost.js'));
});

test('the unbundled modules run as they are: their rules answer as dist/rules.js does', async () => {
  const unbundled = await import(new URL('dist/esm/rules/contract.js', root).href);
  const bundled = await import(`${pkg.name}/rules`);
  assert.deepEqual(Object.keys(unbundled).sort(), Object.keys(bundled).sort());
  assert.deepEqual(unbundled.recruitCost(3), { lunari: 60, onTable: true }); // AC-EC-3
  assert.deepEqual(unbundled.recruitCost(3), bundled.recruitCost(3));
  assert.equal(unbundled.startingMorale(6), 7); // AC-MO-1
});

test("a user's bundle of one element (esbuild) holds one Lit, the user's own", async () => {
  const { outputFiles, metafile, warnings } = await build({
    stdin: { contents: `import '${pkg.name}/elements/recruit-cost.js';`, resolveDir: fileURLToPath(root) },
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(metafile.inputs);
  assert.deepEqual(
    inputs.filter((file) => /(^|\/)lit-html\.js$/.test(file)),
    ['node_modules/lit-html/lit-html.js'],
  );
  assert.deepEqual(
    inputs.filter((file) => file.startsWith('dist/') && !file.startsWith('dist/esm/')),
    [],
    'nothing of the self-contained browser files',
  );
  const code = outputFiles[0].text;
  for (const registry of ['reactiveElementVersions', 'litHtmlVersions', 'litElementVersions'])
    assert.equal(code.split(registry).length - 1, 1, `one Lit registers itself in ${registry}`);
  assert.deepEqual(
    warnings.map((warning) => warning.text),
    [],
  );
});

/** Every `path` and `module` the manifest names. */
function modulePaths(node, found = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => modulePaths(item, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') found.add(value);
      else modulePaths(value, found);
    }
  return found;
}

test('custom-elements.json names shipped modules only', () => {
  const paths = [...modulePaths(JSON.parse(read(pkg.customElements)))];
  assert.ok(paths.length > tags.length);
  for (const path of paths) {
    assert.match(path, /^dist\/esm\/.*\.js$/);
    assert.ok(shipped(path), path);
  }
});

test('the VS Code, JetBrains and JSX files generated from the manifest list every element', () => {
  const html = JSON.parse(read('dist/vscode.html-custom-data.json'));
  assert.deepEqual(html.tags.map((tag) => tag.name).sort(), tags);
  const css = JSON.parse(read('dist/vscode.css-custom-data.json'));
  assert.ok(
    css.properties.some((property) => property.name === '--army-accent'),
    'the theme tokens',
  );
  assert.ok(
    css.pseudoElements.some((part) => part.name === '::part(result)'),
    'the CSS parts',
  );
  const webTypes = JSON.parse(read(pkg['web-types']));
  const elements = webTypes.contributions.html.elements;
  assert.deepEqual(elements.map((element) => element.name).sort(), tags);
  for (const { name, source } of elements) assert.ok(shipped(source.module), `${name}: ${source.module}`);
  const jsx = read(pkg.exports['./jsx'].types);
  assert.deepEqual([...jsx.matchAll(/^ *"([a-z]+-[a-z-]+)": Partial</gm)].map(([, tag]) => tag).sort(), tags);
});

test('the JSX types compile against the shipped declarations', () => {
  const file = fileURLToPath(new URL(pkg.exports['./jsx'].types, root));
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    // TypeScript's own lib files are not what is tested (and checking lib.dom.d.ts takes most of the time).
    skipDefaultLibCheck: true,
  });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  assert.deepEqual(problems, []);
});
