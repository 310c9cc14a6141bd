import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, HOLD_LIMIT_MESSAGES } from '../../../shared/cart-messages.ts';
import type { ProductCard, ProductOutput } from '../../../shared/schemas/catalog.ts';
import { trpc } from '../../lib/trpc.ts';
import { markTakenInCatalogue, takenStatusOf } from './refused-add.ts';

function refused(httpStatus: number, code: string, message: string) {
  return TRPCClientError.from({ error: { code: -32600, message, data: { code, httpStatus, fieldErrors: null } } });
}

const card = (id: number): ProductCard =>
  ({ id, name: `Piece ${id}`, status: 'Available', available_to_you: true }) as ProductCard;
const product = (id: number): ProductOutput => ({ ...card(id), description: '' }) as ProductOutput;

describe('a refused add', () => {
  it('tells Sold or On Hold only from a 409 that names it', () => {
    expect(takenStatusOf(refused(409, 'CONFLICT', CART_MESSAGES.sold))).toBe('Sold');
    expect(takenStatusOf(refused(409, 'CONFLICT', CART_MESSAGES.onHold))).toBe('OnHold');
    expect(takenStatusOf(refused(409, 'CONFLICT', HOLD_LIMIT_MESSAGES.perBuyer(3)))).toBeNull();
    expect(takenStatusOf(refused(404, 'NOT_FOUND', 'Product not found'))).toBeNull();
    expect(takenStatusOf(TRPCClientError.from(new TypeError('Failed to fetch')))).toBeNull();
  });

  it('marks that piece, and only it, taken in every list, New Drops and its own page', () => {
    const queryClient = new QueryClient();
    const listKey = trpc.catalog.list.queryKey({ size: 'm' });
    queryClient.setQueryData(listKey, { data: [card(1), card(2)], meta: { page: 1, last_page: 1, per_page: 12, total: 2 } });
    queryClient.setQueryData(trpc.catalog.newDrops.queryKey(), [card(2), card(3)]);
    queryClient.setQueryData(trpc.catalog.byId.queryKey({ id: 2 }), product(2));
    queryClient.setQueryData(trpc.catalog.byId.queryKey({ id: 3 }), product(3));

    markTakenInCatalogue(queryClient, 2, 'OnHold');

    const taken = { status: 'OnHold', available_to_you: false };
    const untouched = { status: 'Available', available_to_you: true };
    expect(queryClient.getQueryData(listKey)?.data).toMatchObject([untouched, taken]);
    expect(queryClient.getQueryData(trpc.catalog.newDrops.queryKey())).toMatchObject([taken, untouched]);
    expect(queryClient.getQueryData(trpc.catalog.byId.queryKey({ id: 2 }))).toMatchObject(taken);
    expect(queryClient.getQueryData(trpc.catalog.byId.queryKey({ id: 3 }))).toMatchObject(untouched);
  });
});
