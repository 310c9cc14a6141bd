import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_CENTAVOS } from '../../../shared/payments.ts';
import { csvColumnsV1, pastedLinesV1, readStatement, statementAmount, statementTime } from './statement-lines.ts';

const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const manila = (local: string) => new Date(`${local}+08:00`);

describe("reading a statement's money-in lines", () => {
  it('reads a CSV with a signed amount: credits only, references without their spaces', async () => {
    expect(csvColumnsV1.read(await fixture('csv-columns-v1.signed-amount.csv'))).toEqual([
      { line: 2, at: manila('2026-11-30T10:02:11'), amountCentavos: 124_963, reference: '7012345678901' },
      { line: 4, at: manila('2026-11-30T11:48:03'), amountCentavos: 62_000, reference: '7012345678903' },
    ]);
  });

  it("reads a bank's CSV with credit and debit columns, its transaction time and no reference", async () => {
    expect(csvColumnsV1.read(await fixture('csv-columns-v1.credit-debit.csv'))).toEqual([
      { line: 2, at: manila('2026-11-30T14:05:00'), amountCentavos: 150_000, reference: null },
    ]);
  });

  it("reads lines pasted from a wallet's history, skipping money out and blank lines", async () => {
    expect(pastedLinesV1.read(await fixture('pasted-lines-v1.txt'))).toEqual([
      { line: 1, at: manila('2026-11-30T10:02:00'), amountCentavos: 124_963, reference: '7012345678901' },
      { line: 4, at: manila('2026-11-30T11:48:00'), amountCentavos: 62_000, reference: '7012345678903' },
    ]);
  });

  it('says which reader read a statement, and reads nothing from text that is none', async () => {
    expect(readStatement(await fixture('csv-columns-v1.signed-amount.csv'))?.reader).toBe('csv-columns-v1');
    expect(readStatement(await fixture('pasted-lines-v1.txt'))?.reader).toBe('pasted-lines-v1');
    expect(readStatement('Thank you for your order!')).toBeNull();
  });

  it('reads times in Manila in the forms statements write, and refuses a day that does not exist', () => {
    expect(statementTime('2026-11-30 14:05')).toEqual(manila('2026-11-30T14:05:00'));
    expect(statementTime('2026-11-30 02:05 PM')).toEqual(manila('2026-11-30T14:05:00'));
    expect(statementTime('11/30/2026 12:05 AM')).toEqual(manila('2026-11-30T00:05:00'));
    expect(statementTime('November 30, 2026 12:30 PM')).toEqual(manila('2026-11-30T12:30:00'));
    expect(statementTime('2026-11-31 10:00')).toBeNull();
    expect(statementTime('13/30/2026 10:00')).toBeNull();
  });

  it('reads any amount as its centavos, however it is grouped or marked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAYMENT_CENTAVOS }), (centavos) => {
        const pesos = (centavos / 100).toFixed(2);
        const grouped = Number(pesos).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(statementAmount(pesos)).toBe(centavos);
        expect(statementAmount(`₱${grouped}`)).toBe(centavos);
        expect(statementAmount(`PHP ${grouped}`)).toBe(centavos);
      }),
    );
    expect(statementAmount('-50.00')).toBe(-5000);
    expect(statementAmount('12.345')).toBeNull();
    // Beyond any payment (and any integer column): no amount.
    expect(statementAmount('99,999,999,999.00')).toBeNull();
  });
});
