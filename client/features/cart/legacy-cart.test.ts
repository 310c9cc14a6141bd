import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { readLegacyCart, stillToMigrate } from './legacy-cart.ts';

/** A failed add as the tRPC client hands it over: the server's answer with this status, or none at all. */
function refused(httpStatus: number, code: string, message: string) {
  return TRPCClientError.from({ error: { code: -32600, message, data: { code, httpStatus, fieldErrors: null } } });
}
const noAnswer = TRPCClientError.from(new TypeError('Failed to fetch'));

const added = { status: 'fulfilled', value: { count: 1 } } as const;
const failed = (reason: unknown) => ({ status: 'rejected', reason }) as const;

describe('the legacy guest cart', () => {
  it('reads both stored formats, size and quantity ignored, and nothing from an unreadable one', () => {
    expect(readLegacyCart('[{"product_id":"12","size":"M","quantity":1},{"id":13}]')).toEqual([{ product_id: 12 }, { id: 13 }]);
    expect(readLegacyCart('not json')).toEqual([]);
    expect(readLegacyCart('{"product_id":12}')).toEqual([]);
    expect(readLegacyCart('[{"product_id":"x"}]')).toEqual([]);
  });

  it('keeps only the pieces whose add failed for a passing reason, to try them again on the next visit', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ product_id: id }));
    const outcomes = [
      added,
      failed(refused(409, 'CONFLICT', 'This item has already been sold.')),
      failed(refused(404, 'NOT_FOUND', 'Product not found')),
      failed(noAnswer),
      failed(refused(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong')),
      failed(refused(429, 'TOO_MANY_REQUESTS', 'Too many requests')),
      failed(refused(503, 'SERVICE_UNAVAILABLE', 'The shop is briefly unavailable')),
    ];
    expect(stillToMigrate(items, outcomes)).toEqual([{ product_id: 4 }, { product_id: 5 }, { product_id: 6 }, { product_id: 7 }]);
  });

  it('lets the stored cart go once every piece got in or was refused for good', () => {
    const items = [{ product_id: 1 }, { id: 2 }];
    expect(stillToMigrate(items, [added, failed(refused(409, 'CONFLICT', 'This item is on hold.'))])).toEqual([]);
  });
});
