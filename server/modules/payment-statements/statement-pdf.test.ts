import { describe, expect, it } from 'vitest';
import { historyPdf, type HistoryRow } from '../../test/statement-pdfs.ts';
import { isPdf, readPdfStatement } from './statement-pdf.ts';

const manila = (local: string) => new Date(`${local}+08:00`);

const HISTORY: HistoryRow[] = [
  { at: '2026-11-30 10:02 AM', description: 'Received GCash from JU*N DE** CRUZ', reference: '7012 345 678901', credit: '1,249.63', balance: '3,249.63' },
  { at: '2026-11-30 10:40 AM', description: 'Sent GCash to ME*CO', reference: '7012 345 678902', debit: '500.00', balance: '2,749.63' },
  { at: '2026-11-30 11:48 AM', description: 'Received GCash from MA*IA SA**OS', reference: '7012 345 678903', credit: '620.00', balance: '3,369.63' },
];

describe("reading GCash's transaction history PDF", () => {
  it('opens a locked history with its password and reads its money in, row by row across pages', async () => {
    const pdf = await historyPdf([...HISTORY, ...HISTORY.map((row) => ({ ...row, at: row.at.replace('11-30', '12-01') }))], { password: '4567', rowsPerPage: 4 });
    expect(isPdf(pdf)).toBe(true);
    const read = await readPdfStatement(pdf, '4567');
    expect(read).toEqual({
      kind: 'read',
      reader: 'gcash-pdf-v1',
      credits: [
        { line: 1, at: manila('2026-11-30T10:02:00'), amountCentavos: 124_963, reference: '7012345678901' },
        { line: 3, at: manila('2026-11-30T11:48:00'), amountCentavos: 62_000, reference: '7012345678903' },
        { line: 4, at: manila('2026-12-01T10:02:00'), amountCentavos: 124_963, reference: '7012345678901' },
        { line: 6, at: manila('2026-12-01T11:48:00'), amountCentavos: 62_000, reference: '7012345678903' },
      ],
    });
  });

  it('says a locked history needs its password, and that a wrong one does not open it', async () => {
    const pdf = await historyPdf(HISTORY, { password: '4567' });
    expect(await readPdfStatement(pdf, undefined)).toEqual({ kind: 'locked' });
    expect(await readPdfStatement(pdf, '0000')).toEqual({ kind: 'wrong-password' });
  });

  it('reads nothing from a PDF with no history table, or from bytes that are no PDF', async () => {
    expect(await readPdfStatement(await historyPdf([]), undefined)).toEqual({ kind: 'unreadable' });
    const broken = new TextEncoder().encode('%PDF-1.7\nnot really');
    expect(await readPdfStatement(broken, undefined)).toEqual({ kind: 'unreadable' });
    expect(isPdf(new TextEncoder().encode('Date,Amount\n'))).toBe(false);
  });
});
