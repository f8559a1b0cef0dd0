// `npm run docs`: writes docs/rules.md from docs/rules-text.md (the rules in the project's words, by ID) and from
// the code, so that it cannot drift: for each rule, the declarations that apply it (src/rules), that read it
// (src/events, src/shared) and the elements that show it (src/elements), found by the IDs the code cites in its
// comments and its text (`// AC-SK-7`, `'Ruling R3: …'`; `AC-SK-3/4` cites both).
//   node scripts/rules-docs.mjs           write docs/rules.md
//   node scripts/rules-docs.mjs --check   exit 1 when docs/rules.md is not what it would write (CI)
// Exits 1, listing file:line, when the code cites an ID that docs/rules-text.md does not define; warns for a rule
// that no code cites.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const ID = /\b(AC-[A-Z]{2}(?:-\d+(?:\/\d+)*)?|R\d+)\b/g;
const HEADING = /^(#{2,3}) (?:(AC-[A-Z]{2}(?:-\d+)?|R\d+)\b(?: —)? ?)?(.*)$/;
const TEXT_TOKENS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/** The rules as written: `## [ID] Title` sections and `### ID — title` items, each with its text, in order. */
export function readRulesText(markdown) {
  const rules = [];
  let current = null;
  for (const line of markdown.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      current = { level: heading[1].length, id: heading[2] ?? null, title: heading[3].trim(), text: [] };
      rules.push(current);
    } else if (current) current.text.push(line);
  }
  return rules.map((r) => ({ ...r, text: r.text.join('\n').trim() }));
}

/** `AC-SK-3/4` → `AC-SK-3`, `AC-SK-4`; any other match is one ID. */
function idsOf(match) {
  const [first, ...more] = match.split('/');
  const prefix = first.slice(0, first.lastIndexOf('-') + 1);
  return [first, ...more.map((n) => prefix + n)];
}

/** The name a reader looks for: a declaration's own name (several for `const a = …, b = …`). */
function nameOf(node) {
  if (ts.isVariableStatement(node)) return node.declarationList.declarations.map((d) => d.name.getText()).join(', ');
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return node.name?.getText() ?? (ts.isExportAssignment(node) ? 'default' : undefined);
}

/** Whether the comment holding `at`, in `node`'s leading comments, documents it: no blank line comes between. */
function documents(node, at, file) {
  const comments = ts.getLeadingCommentRanges(file.text, node.getFullStart()) ?? [];
  const index = comments.findIndex((c) => at >= c.pos && at < c.end);
  if (index < 0) return true;
  const starts = [...comments.slice(index + 1).map((c) => c.pos), node.getStart(file)];
  return comments.slice(index).every((c, k) => !/\n[ \t]*\r?\n/.test(file.text.slice(c.end, starts[k])));
}

/**
 * The node of `nodes` (statements or class members) that a citation at `at` belongs to: the one whose text or
 * documenting comment holds it, except that a comment at the end of a node's last line belongs to that node. A
 * comment set apart by a blank line (a file's or a class's header) belongs to none.
 */
function holderOf(nodes, at, file) {
  const node = nodes.find((n) => at >= n.getFullStart() && at < n.end);
  if (node && at >= node.getStart(file)) return node;
  const before = nodes.findLast((n) => n.end <= at);
  const lineOf = (pos) => file.getLineAndCharacterOfPosition(pos).line;
  if (before && lineOf(before.end) === lineOf(at)) return before;
  return node && documents(node, at, file) ? node : undefined;
}

/** The exported-level declaration around `at` and, inside a class, the member: `resolveSkirmish`, `Tracker.unable`. */
function declarationAt(file, at) {
  const statement = holderOf(file.statements, at, file);
  if (!statement) return null;
  const name = nameOf(statement);
  const member = ts.isClassLike(statement) ? holderOf(statement.members, at, file) : undefined;
  const memberName = member && nameOf(member);
  return [name, memberName].filter(Boolean).join('.') || null;
}

/** Whether `at` is in a comment or in text (a string or template), not in code such as `DECISIONS.R2`. */
function inCommentOrText(file, at) {
  let node = file;
  for (;;) {
    const child = node.getChildren(file).find((c) => !ts.isJSDoc(c) && at >= c.getFullStart() && at < c.end);
    if (!child) break;
    node = child;
  }
  return at < node.getStart(file) || TEXT_TOKENS.has(node.kind);
}

/**
 * Every rule ID cited in a TypeScript source's comments and text, with its line and the declaration around it
 * (`null` for the file as a whole): a leading comment belongs to the declaration it documents.
 */
export function citationsIn(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = [];
  for (const match of source.matchAll(ID)) {
    if (!inCommentOrText(file, match.index)) continue;
    const line = file.getLineAndCharacterOfPosition(match.index).line + 1;
    const declaration = declarationAt(file, match.index);
    for (const id of idsOf(match[1])) found.push({ id, line, declaration });
  }
  return found;
}

/**
 * Where each ID is cited in `files` (`{ path: source }`): `{ file, line, declaration }` lists by ID, and
 * `file:line cites ID` for each ID that `defined` does not hold.
 */
export function collect(defined, files) {
  const byId = new Map();
  const unknown = [];
  for (const [file, source] of Object.entries(files)) {
    for (const cite of citationsIn(file, source)) {
      if (!defined.has(cite.id)) unknown.push(`${file}:${cite.line} cites ${cite.id}`);
      const list = byId.get(cite.id) ?? [];
      list.push({ ...cite, file });
      byId.set(cite.id, list);
    }
  }
  return { byId, unknown };
}

/** One line per file (linked from docs/) with its declarations, each once, in the order the code has them. */
function where(cites) {
  const byFile = new Map();
  for (const { file, declaration } of cites) {
    const names = byFile.get(file) ?? new Set();
    if (declaration) names.add(declaration);
    byFile.set(file, names);
  }
  return [...byFile].map(([file, names]) => {
    const link = `[\`${file}\`](../${file})`;
    return names.size ? `${link} — ${[...names].map((n) => `\`${n}\``).join(', ')}` : link;
  });
}

const AREAS = [
  ['Applied in', (f) => f.startsWith('src/rules/')],
  ['Read in', (f) => f.startsWith('src/events/') || f.startsWith('src/shared/')],
  ['Shown in', (f) => f.startsWith('src/elements/')],
];

const PREAMBLE = [
  '<!-- Generated by `npm run docs` from docs/rules-text.md and the rule IDs the code cites: do not edit. -->',
  '',
  '# The rules by ID',
  '',
  'Each rule and ruling in our words, then where the code follows it: **Applied in** the rules package, **Read in**',
  'the events and shared controllers, **Shown in** the elements. To change a text, edit `docs/rules-text.md`; to',
  'move a rule, move its `// AC-…` comment with the code. Then run `npm run docs`.',
];

/** docs/rules.md: the text of each rule, then where the code applies, reads and shows it. */
export function renderRulesDoc(rules, byId) {
  const out = [...PREAMBLE, ''];
  for (const rule of rules) {
    const id = rule.id ? `${rule.id}${rule.level === 3 ? ' —' : ''} ` : '';
    out.push(`${'#'.repeat(rule.level)} ${id}${rule.title}`, '');
    if (rule.text) out.push(rule.text, '');
    if (!rule.id) continue;
    const cites = [...(byId.get(rule.id) ?? [])].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    for (const [label, inArea] of AREAS) {
      const lines = where(cites.filter((c) => inArea(c.file)));
      if (lines.length) out.push(`${label}:`, '', ...lines.map((l) => `- ${l}`), '');
    }
  }
  return `${out.join('\n').trim()}\n`;
}

/** The TypeScript sources under `dir` of `root` (stylesheets aside), as paths relative to `root`. */
function sources(root, dir) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.styles.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

/**
 * The whole run over a checkout at `root`: `{ status, errors, warnings, written }`. With `check`, nothing is written
 * and a docs/rules.md that differs from what would be written is an error.
 */
export function run(root, { check = false } = {}) {
  const rules = readRulesText(readFileSync(join(root, 'docs/rules-text.md'), 'utf8'));
  const defined = new Set(rules.map((r) => r.id).filter(Boolean));
  const files = Object.fromEntries(sources(root, 'src').map((f) => [f, readFileSync(join(root, f), 'utf8')]));
  const { byId, unknown } = collect(defined, files);
  const uncited = rules.filter((r) => r.level === 3 && !byId.has(r.id)).map((r) => r.id);
  const warnings = uncited.length
    ? [`Defined in docs/rules-text.md but cited nowhere in src: ${uncited.join(', ')}`]
    : [];
  if (unknown.length) {
    const errors = [`The code cites rule IDs that docs/rules-text.md does not define:\n  ${unknown.join('\n  ')}`];
    return { status: 1, errors, warnings };
  }
  const doc = renderRulesDoc(rules, byId);
  const path = join(root, 'docs/rules.md');
  if (check) {
    const now = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const errors =
      now === doc ? [] : ['docs/rules.md is out of date with the code and docs/rules-text.md: run `npm run docs`.'];
    return { status: errors.length ? 1 : 0, errors, warnings };
  }
  writeFileSync(path, doc);
  return { status: 0, errors: [], warnings, written: `wrote docs/rules.md (${defined.size} rules and rulings)` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { status, errors, warnings, written } = run(fileURLToPath(new URL('..', import.meta.url)), {
    check: process.argv.includes('--check'),
  });
  for (const warning of warnings) console.warn(warning);
  for (const error of errors) console.error(error);
  if (written) console.log(written);
  process.exit(status);
}
