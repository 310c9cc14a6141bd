import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

const markdown = [path.join(root, 'README.md'), ...filesUnder(path.join(root, 'docs'), (name) => name.endsWith('.md'))];
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

  it.each(markdown.map((file) => [path.relative(root, file), file]))('%s links only to files that exist', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const dangling = relativeLinks(text).filter((target) => !existsSync(path.resolve(path.dirname(file), decodeURI(target))));
    expect(dangling).toEqual([]);
  });

  it('numbers the decision records from 001 with no hole', () => {
    expect(recorded).toEqual(Array.from({ length: recorded.length }, (_, index) => index + 1));
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
