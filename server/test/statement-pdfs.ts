import PDFDocument from 'pdfkit';

/** One row of a GCash-style transaction history: money in has a credit, money out a debit. */
export type HistoryRow = { at: string; description: string; reference: string; debit?: string; credit?: string; balance: string };

/** The columns of GCash's mailed history as this layout sets them: left edge and width, in points. */
const COLUMNS = [
  { name: 'Date and Time', key: 'at', x: 36, width: 96, align: 'left' },
  { name: 'Description', key: 'description', x: 136, width: 170, align: 'left' },
  { name: 'Reference No.', key: 'reference', x: 310, width: 80, align: 'left' },
  { name: 'Debit', key: 'debit', x: 394, width: 56, align: 'right' },
  { name: 'Credit', key: 'credit', x: 454, width: 56, align: 'right' },
  { name: 'Balance', key: 'balance', x: 514, width: 60, align: 'right' },
] as const;

const ROW_HEIGHT = 16;

/**
 * A transaction history PDF in the layout of the one GCash mails: a title, then a table whose header
 * repeats on each page, `rowsPerPage` rows a page, locked with `password` (AES-256) where one is given.
 */
export function historyPdf(rows: readonly HistoryRow[], options: { password?: string; rowsPerPage?: number } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const perPage = options.rowsPerPage ?? 30;
  const document = new PDFDocument({
    size: 'A4',
    margin: 36,
    pdfVersion: '1.7ext3',
    ...(options.password ? { userPassword: options.password, ownerPassword: `${options.password}-owner` } : {}),
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve) => document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  const cell = (text: string, column: (typeof COLUMNS)[number], y: number) =>
    document.text(text, column.x, y, { width: column.width, align: column.align, lineBreak: false });
  for (let start = 0; start < Math.max(rows.length, 1); start += perPage) {
    if (start > 0) document.addPage();
    document.font('Helvetica-Bold').fontSize(12).text('GCash Transaction History', 36, 40, { lineBreak: false });
    document.font('Helvetica').fontSize(8).text('Ana Cruz · 0917 ••• 4567', 36, 58, { lineBreak: false });
    document.font('Helvetica-Bold').fontSize(8);
    for (const column of COLUMNS) cell(column.name, column, 90);
    document.font('Helvetica');
    rows.slice(start, start + perPage).forEach((row, index) => {
      for (const column of COLUMNS) cell(row[column.key] ?? '', column, 90 + ROW_HEIGHT * (index + 1));
    });
  }
  document.end();
  return done;
}
