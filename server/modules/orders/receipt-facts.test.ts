import { describe, expect, it } from 'vitest';
import { receiptFacts } from './receipt-facts.ts';

describe("reading a receipt's facts from its recognised text", () => {
  it('takes the total sent and the reference no., however the peso sign and the groups were read', () => {
    const text = ['GCash', 'Sent via GCash', 'Amount 1,249.63', 'Total Amount Sent $1,249.63', 'Ref. No. 7012 345 678901', 'Nov 30, 2026 2:05 PM'].join('\n');
    expect(receiptFacts(text)).toEqual({ amountCentavos: 124_963, reference: '7012345678901' });
  });

  it('falls back to the largest amount, and a reference on a line that does not name it', () => {
    expect(receiptFacts('Fee 0.00\nP 620.00\n7012345678903\n')).toEqual({ amountCentavos: 62_000, reference: '7012345678903' });
  });

  it('takes no number beyond any payment for an amount', () => {
    expect(receiptFacts('Total Amount Sent 99,999,999,999.00\nAmount 620.00')).toMatchObject({ amountCentavos: 62_000 });
  });

  it('reads nothing from a picture with no amount or reference', () => {
    expect(receiptFacts('Thank you!\nSee you again')).toEqual({ amountCentavos: null, reference: null });
  });
});
