import { comparableReference, MAX_PAYMENT_CENTAVOS } from '../../../shared/payments.ts';

/** What a payment receipt's text says: the amount sent and the transfer's reference no., where read. */
export type ReceiptFacts = { amountCentavos: number | null; reference: string | null };

/** Pesos as receipts print them; the peso sign reads as P, $ or nothing. */
const MONEY = /(?:₱|PHP|P|\$)?\s?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?!\d)/g;
/** A 13-digit reference (GCash's), grouped 4-3-6 or not. */
const REFERENCE = /(?<!\d)(\d{4} ?\d{3} ?\d{6})(?!\d)/;

function amountsIn(line: string): number[] {
  return [...line.matchAll(MONEY)]
    .map((match) => Number(`${(match[1] ?? '').replace(/,/g, '')}${match[2] ?? ''}`))
    .filter((centavos) => centavos <= MAX_PAYMENT_CENTAVOS);
}

/**
 * The facts in a receipt's recognised text (an amount beyond any payment is no amount: a picture may
 * print any number) (docs/product/payment-codes.md "Reading the receipt"): the
 * amount on a line that names the total, else one that names the amount, else the largest; and the
 * first 13-digit reference, on a line naming it where one does.
 */
export function receiptFacts(text: string): ReceiptFacts {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
  const onLines = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).flatMap(amountsIn);
  const amounts = [onLines(/total/i), onLines(/amount/i), lines.flatMap(amountsIn)].find((found) => found.length > 0) ?? [];
  const referenceLine = lines.find((line) => /ref/i.test(line) && REFERENCE.test(line)) ?? lines.find((line) => REFERENCE.test(line));
  return {
    amountCentavos: amounts.length > 0 ? Math.max(...amounts) : null,
    reference: comparableReference(referenceLine ? REFERENCE.exec(referenceLine)?.[1] : null),
  };
}
