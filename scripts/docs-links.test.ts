import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const DECISIONS = path.join(root, 'docs', 'decisions');
const SOURCE_FOLDERS = ['server', 'client', 'shared', 'scripts', 'bench', 'e2e'];
const SOURCE = /\.(ts|tsx|cjs)$/;

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

const markdown = [path.join(root, 'README.md'), path.join(root, 'bench', 'README.md'), ...filesUnder(path.join(root, 'docs'), (name) => name.endsWith('.md'))];
const source = [...SOURCE_FOLDERS.flatMap((folder) => filesUnder(path.join(root, folder), (name) => SOURCE.test(name))), ...filesUnder(root, (name) => /^\.dependency-cruiser.*\.cjs$/.test(name)).filter((file) => path.dirname(file) === root)];

/** The relative targets of a markdown file's links and images, without their #anchor. */
export function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^([a-z][a-z+.-]*:|#)/i.test(target))
    .map((target) => target.split('#')[0] ?? '');
}

/** Every decision number a text cites: "decision 012", "decisions 019–021", "decisions/022-…". */
export function citedDecisions(text: string): number[] {
  const numbers = [...text.matchAll(/decisions?[ /](\d{3})(?:\s*[–-]\s*(\d{3}))?/gi)].flatMap((match) => {
    const first = Number(match[1]);
    const last = match[2] ? Number(match[2]) : first;
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
  return [...new Set(numbers)];
}

/**
 * Citations of documents a newcomer cannot open: a section of the product specification that once lived
 * outside the repository (the word spec, the section sign and a number) and numbered issues (the word
 * issue or issues, then a number, with or without #). The product's own words are in docs/product/, the
 * why of a change in design.md and docs/decisions/.
 */
const OUTSIDE_CITATION = /\bspec §\d+|\bissues? #?\d+/gi;

export function outsideCitations(text: string): string[] {
  return [...text.matchAll(OUTSIDE_CITATION)].map((match) => match[0]);
}

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * A source file's text with its string, template and regular-expression literals and its JSX text
 * blanked out (line breaks kept): what is left is code and comments. The words the program shows or
 * tests (a message, an OpenAPI summary, a test's name, this file's own patterns) are not citations.
 */
export function withoutLiterals(text: string, fileName: string): string {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.c?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (LITERALS.has(node.kind)) ranges.push([node.getStart(source), node.end]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  let kept = '';
  let at = 0;
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    kept += text.slice(at, start) + text.slice(start, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return kept + text.slice(at);
}

/** Each outside citation of a file as `path:line: citation`. */
function citationsIn(file: string, text: string): string[] {
  return [...text.matchAll(OUTSIDE_CITATION)].map(
    (match) => `${path.relative(root, file)}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`,
  );
}

const recorded = readdirSync(DECISIONS)
  .map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1])
  .filter((number): number is string => number !== undefined)
  .map(Number)
  .sort((a, b) => a - b);

describe('the docs a newcomer follows', () => {
  it('read citations and links as intended', () => {
    expect(relativeLinks('[a](docs/design.md) [b](https://x.test) [c](#top) ![d](shots/a.webp#x)')).toEqual(['docs/design.md', 'shots/a.webp']);
    expect(citedDecisions('decision 012, Decision 010 and decisions 019–021; see docs/decisions/022-x.md')).toEqual([12, 10, 19, 20, 21, 22]);
  });

  it('find citations of outside documents in code and comments, never in the words the program uses', () => {
    expect(outsideCitations('spec §5, Spec §12; issue 22, issues 10 and 17, Issue #24 (issue 3)')).toEqual(['spec §5', 'Spec §12', 'issue 22', 'issues 10', 'Issue #24', 'issue 3']);
    expect(outsideCitations('the issues it raised; spec.md; the spec; decision 022; GET /api/issues/7; tissue 4')).toEqual([]);
    const code = ['// as spec §2 says', "const a = 'spec §3';", 'const b = /issue 4/;', 'const c = `issue ${1} and issue 5`;', '/* issue 6 */ const d = <p>issue 7</p>;'].join('\n');
    const kept = withoutLiterals(code, 'x.tsx');
    expect(outsideCitations(kept)).toEqual(['spec §2', 'issue 6']);
    expect(kept.split('\n')).toHaveLength(5);
    expect(citationsIn(path.join(root, 'x.tsx'), kept)).toEqual(['x.tsx:1: spec §2', 'x.tsx:5: issue 6']);
  });

  it.each(markdown.map((file) => [path.relative(root, file), file]))('%s links only to files that exist', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const dangling = relativeLinks(text).filter((target) => !existsSync(path.resolve(path.dirname(file), decodeURI(target))));
    expect(dangling).toEqual([]);
  });

  it('numbers the decision records from 001 with no hole', () => {
    expect(recorded).toEqual(Array.from({ length: recorded.length }, (_, index) => index + 1));
  });

  it('cites no outside document (spec §, issue numbers) in the docs', () => {
    expect(markdown.flatMap((file) => citationsIn(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('cites no outside document (spec §, issue numbers) in the code or its comments', () => {
    expect(source.flatMap((file) => citationsIn(file, withoutLiterals(readFileSync(file, 'utf8'), file)))).toEqual([]);
  });

  it('cites only decisions that are recorded, in the docs and in the code', () => {
    const missing = [...markdown, ...source].flatMap((file) =>
      citedDecisions(readFileSync(file, 'utf8'))
        .filter((number) => !recorded.includes(number))
        .map((number) => `${path.relative(root, file)}: decision ${String(number).padStart(3, '0')}`),
    );
    expect(missing).toEqual([]);
  });
});
