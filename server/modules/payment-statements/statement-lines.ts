import { parse } from 'csv-parse/sync';
import { comparableReference, MAX_PAYMENT_CENTAVOS } from '../../../shared/payments.ts';
import type { Credit } from './statement-matching.ts';

/**
 * The readers of a statement's money-in lines, each named with its version: a statement's layout changes
 * when its bank's does, and the owner's report says which reader read it. Each reader answers the
 * credits it found, or null when the text is not its layout. Statements are read in memory and never
 * stored (docs/product/payment-codes.md "Statement check").
 */
export type StatementReader = { id: string; read(text: string): Credit[] | null };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A statement's date and time, in Manila unless it says otherwise: `2026-11-30 14:05(:09)` (or `2:05 PM`),
 * `11/30/2026 2:05 PM` (month first, as GCash and Philippine banks write it) or `Nov 30, 2026 2:05 PM`.
 */
export function statementTime(text: string): Date | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))? ?([AP]M)?$/i.exec(trimmed);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))? ?([AP]M)?$/i.exec(trimmed);
  const named = /^([A-Za-z]{3})[a-z]* (\d{1,2}),? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))? ?([AP]M)?$/i.exec(trimmed);
  let parts: [number, number, number, number, number, number, string | undefined] | null = null;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3]), Number(iso[4]), Number(iso[5]), Number(iso[6] ?? 0), iso[7]];
  if (slashed) parts = [Number(slashed[3]), Number(slashed[1]), Number(slashed[2]), Number(slashed[4]), Number(slashed[5]), Number(slashed[6] ?? 0), slashed[7]];
  if (named) {
    const month = MONTHS.indexOf((named[1] ?? '').toLowerCase()) + 1;
    if (month > 0) parts = [Number(named[3]), month, Number(named[2]), Number(named[4]), Number(named[5]), Number(named[6] ?? 0), named[7]];
  }
  if (!parts) return null;
  const [year, month, day, rawHour, minute, second, meridiem] = parts;
  if (meridiem && (rawHour < 1 || rawHour > 12)) return null;
  const hour = meridiem ? (rawHour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0) : rawHour;
  const pad = (value: number) => String(value).padStart(2, '0');
  const local = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const instant = new Date(`${local}+08:00`);
  // A date that does not exist (31 November) rolls over in Date: refused instead.
  return Number.isNaN(instant.getTime()) || new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 19) !== local ? null : instant;
}

/** Pesos as statements write them (`1,249.63`, `₱1,249.63`, `PHP 1249.63`, `-50.00`) in centavos; null if not an amount, or beyond any payment. */
export function statementAmount(text: string): number | null {
  const cleaned = text.replace(/₱|PHP|,|\s/gi, '');
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const centavos = Math.round(Number(cleaned) * 100);
  return Math.abs(centavos) > MAX_PAYMENT_CENTAVOS ? null : centavos;
}

const HEADERS = {
  /** The most precise first: a transaction's own time before the day it was posted. */
  time: [/^(date ?(and|&) ?time|transaction ?(date|time))$/, /^date$/, /^posting ?date$/],
  reference: /^(ref(erence)?\.? ?(no\.?|number|#)?|transaction ?id)$/,
  credit: /^(credit|credit ?amount|money ?in|deposit|amount ?in)$/,
  amount: /^(amount|transaction ?amount)$/,
};

/**
 * The money-in rows of a table whose header names its columns: a date, a reference, and either a credit
 * column or a signed amount. Rows that are not money in are skipped. `lineOf` numbers a row for the
 * owner (a CSV's line, a PDF's row). Null when the header names no date or no amount.
 */
export function creditsInTable(header: readonly string[], body: readonly (readonly string[])[], lineOf: (index: number) => number): Credit[] | null {
  const names = header.map((name) => name.toLowerCase().replace(/\s+/g, ' ').trim());
  const column = (pattern: RegExp) => names.findIndex((name) => pattern.test(name));
  const time = HEADERS.time.map(column).find((index) => index !== -1) ?? -1;
  const [reference, credit, amount] = [column(HEADERS.reference), column(HEADERS.credit), column(HEADERS.amount)];
  if (time === -1 || (credit === -1 && amount === -1)) return null;
  return body.flatMap((row, index) => {
    const at = statementTime(row[time] ?? '');
    // A credit column is empty on a debit's row; a signed amount is negative for one.
    const centavos = statementAmount(row[credit === -1 ? amount : credit] ?? '');
    if (!at || centavos === null || centavos <= 0) return [];
    return [{ line: lineOf(index), at, amountCentavos: centavos, reference: reference === -1 ? null : comparableReference(row[reference]) }];
  });
}

/** Whether a row is a table's header: it names a date column and an amount or credit column. */
export const isHeaderRow = (cells: readonly string[]): boolean => creditsInTable(cells, [], (index) => index) !== null;

/** `csv-columns-v1`: a CSV export (Maya, a bank) with a header row naming its columns (`creditsInTable`). */
export const csvColumnsV1: StatementReader = {
  id: 'csv-columns-v1',
  read(text) {
    let rows: string[][];
    try {
      rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
    } catch {
      return null;
    }
    const [header = [], ...body] = rows;
    return creditsInTable(header, body, (index) => index + 2);
  },
};

/**
 * `pasted-lines-v1`: lines copied from a wallet's history, one transfer each, holding a date and time,
 * an amount with two decimals and, where the wallet shows one, a 13-digit reference. An amount written
 * with a minus (money out) is skipped.
 */
export const pastedLinesV1: StatementReader = {
  id: 'pasted-lines-v1',
  read(text) {
    const credits = text.split(/\r?\n/).flatMap((raw, index) => {
      const line = raw.trim();
      const when = /(\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}(?::\d{2})?|\d{1,2}\/\d{1,2}\/\d{4},? \d{1,2}:\d{2}(?::\d{2})? ?(?:[AP]M)?|[A-Za-z]{3,9} \d{1,2},? \d{4},? \d{1,2}:\d{2}(?::\d{2})? ?(?:[AP]M)?)/i.exec(line);
      const money = /(^|\s)([+-]?)(?:₱|PHP ?)?(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})(?=\s|$)/i.exec(line.replace(when?.[0] ?? '', ' '));
      const at = when ? statementTime(when[0]) : null;
      if (!at || !money || money[2] === '-') return [];
      const reference = /(?:^|\D)(\d{4} ?\d{3} ?\d{6})(?:\D|$)/.exec(line.replace(when?.[0] ?? '', ' ').replace(money[0], ' '));
      return [{ line: index + 1, at, amountCentavos: statementAmount(`${money[3]}.${money[4]}`) ?? 0, reference: comparableReference(reference?.[1]) }];
    });
    return credits.length > 0 ? credits : null;
  },
};

/** The readers, tried in this order: a CSV's header row is the stronger sign. */
export const STATEMENT_READERS: readonly StatementReader[] = [csvColumnsV1, pastedLinesV1];

/** The first reader that finds money-in lines in the text, and what it found; null if none does. */
export function readStatement(text: string): { reader: string; credits: Credit[] } | null {
  for (const reader of STATEMENT_READERS) {
    const credits = reader.read(text);
    if (credits && credits.length > 0) return { reader: reader.id, credits };
  }
  return null;
}
