import { getDocumentProxy } from 'unpdf';
import { creditsInTable, isHeaderRow, statementTime } from './statement-lines.ts';
import type { Credit } from './statement-matching.ts';

/**
 * `gcash-pdf-v1`: a transaction history as a PDF table (GCash mails one, locked with a password), read
 * in memory: the rows of text on each page, a header row naming a date, a reference and a credit column
 * (`creditsInTable`), and each row's text put under the header it lies beneath.
 */
export const PDF_READER = 'gcash-pdf-v1';

export type PdfStatement =
  | { kind: 'read'; reader: string; credits: Credit[] }
  | { kind: 'locked' }
  | { kind: 'wrong-password' }
  | { kind: 'unreadable' };

/** A run of text on a page: where it starts and how wide it is, in points. */
type Word = { text: string; x: number; width: number };

/** A month of a busy shop's history is a few dozen pages; a longer file is read to here. */
const MAX_PAGES = 200;
/**
 * pdf.js reads on the request's own thread (its worker is simulated on a server): a file made to be
 * slow is given up between pages past this long, as one with no statement in it.
 */
const MAX_READ_MS = 10_000;
/** Text whose baselines differ by less than this is one row. */
const SAME_ROW_POINTS = 2;
/** Runs closer than this are one cell ("Reference" and "No." set as two runs). */
const SAME_CELL_POINTS = 4;

export const isPdf = (bytes: Uint8Array): boolean => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';

/** pdf.js's answers to a missing and a wrong password (its PasswordResponses). */
const PASSWORD_NEEDED = 1;
const PASSWORD_WRONG = 2;

function passwordProblem(error: unknown): PdfStatement | null {
  if (!(error instanceof Error) || error.name !== 'PasswordException') return null;
  const code = 'code' in error ? error.code : null;
  if (code === PASSWORD_NEEDED) return { kind: 'locked' };
  if (code === PASSWORD_WRONG) return { kind: 'wrong-password' };
  return null;
}

/** Where a run of text starts on its page: the translation of its matrix (pdf.js types it `any[]`). */
function origin(transform: readonly unknown[]): { x: number; y: number } {
  const [x, y] = [transform[4], transform[5]];
  return { x: typeof x === 'number' ? x : 0, y: typeof y === 'number' ? y : 0 };
}

/** A page's text as rows, top to bottom, each row's runs merged into cells, left to right. */
function rowsOf(items: readonly { str: string; x: number; y: number; width: number }[]): Word[][] {
  const words = items.filter((item) => item.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; words: Word[] }[] = [];
  for (const item of words) {
    const row = rows.at(-1);
    const word = { text: item.str.trim(), x: item.x, width: item.width };
    if (row && Math.abs(row.y - item.y) < SAME_ROW_POINTS) row.words.push(word);
    else rows.push({ y: item.y, words: [word] });
  }
  return rows.map(({ words: line }) =>
    line
      .sort((a, b) => a.x - b.x)
      .reduce<Word[]>((cells, word) => {
        const last = cells.at(-1);
        if (last && word.x - (last.x + last.width) < SAME_CELL_POINTS) {
          cells[cells.length - 1] = { text: `${last.text} ${word.text}`, x: last.x, width: word.x + word.width - last.x };
        } else cells.push(word);
        return cells;
      }, []),
  );
}

/**
 * A row's cells under the header's columns: each under the column it overlaps most, or the nearest
 * (an amount set flush right may start left of its header). Overlap less than zero is the gap.
 */
function underHeader(header: readonly Word[], row: readonly Word[]): string[] {
  const record = header.map(() => '');
  for (const cell of row) {
    const overlaps = header.map((column) => Math.min(column.x + column.width, cell.x + cell.width) - Math.max(column.x, cell.x));
    const best = overlaps.indexOf(Math.max(...overlaps));
    record[best] = record[best] ? `${record[best]} ${cell.text}` : cell.text;
  }
  return record;
}

/** Reads a statement PDF's money-in rows, with its password where it is locked. */
export async function readPdfStatement(bytes: Uint8Array, password: string | undefined): Promise<PdfStatement> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js hands the bytes it is given to its worker, leaving the caller's empty.
    document = await getDocumentProxy(bytes.slice(), { password });
  } catch (error) {
    return passwordProblem(error) ?? { kind: 'unreadable' };
  }
  const deadline = Date.now() + MAX_READ_MS;
  try {
    const credits: Credit[] = [];
    let header: Word[] | null = null;
    let rowNumber = 0;
    for (let pageNumber = 1; pageNumber <= Math.min(document.numPages, MAX_PAGES); pageNumber += 1) {
      if (Date.now() > deadline) return { kind: 'unreadable' };
      const content = await (await document.getPage(pageNumber)).getTextContent();
      const items = content.items.flatMap((item) => ('str' in item ? [{ str: item.str, ...origin(item.transform), width: item.width }] : []));
      for (const row of rowsOf(items)) {
        const texts = row.map((cell) => cell.text);
        // Each page repeats the header; its columns are that page's.
        if (isHeaderRow(texts)) {
          header = row;
          continue;
        }
        // A page's title and a description wrapped onto a second line hold no date: no transaction of their own.
        if (!header || !texts.some((text) => statementTime(text) !== null)) continue;
        rowNumber += 1;
        const number = rowNumber;
        credits.push(...(creditsInTable(header.map((cell) => cell.text), [underHeader(header, row)], () => number) ?? []));
      }
    }
    return credits.length > 0 ? { kind: 'read', reader: PDF_READER, credits } : { kind: 'unreadable' };
  } catch {
    // A page pdf.js cannot take apart: the file is no statement it can read.
    return { kind: 'unreadable' };
  } finally {
    // Ends the document's worker side and frees its pages.
    await document.loadingTask.destroy();
  }
}
