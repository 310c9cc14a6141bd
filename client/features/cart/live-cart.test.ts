import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LivePieceEvent } from '../../../shared/live-events.ts';
import type { CartItemOutput, CartOutput } from '../../../shared/schemas/cart.ts';
import type { ProductOutput } from '../../../shared/schemas/catalog.ts';
import { trpc } from '../../lib/trpc.ts';
import { withLapsedLine } from './lapsed-line.ts';
import { applyPieceToCart } from './live-cart.ts';

const expiry = '2026-01-01T10:00:00.000Z';

const line = (id: number, product: Partial<ProductOutput> = {}, flags = { is_available: true, reserved_by_you: false }): CartItemOutput => ({
  id: id * 10,
  product: { id, name: `Piece ${id}`, status: 'Available', hold_expires_at: null, available_to_you: true, ...product } as ProductOutput,
  ...flags,
});

function pieceEvent(change: Partial<LivePieceEvent>): LivePieceEvent {
  return { type: 'piece', id: 2, status: 'OnHold', hold_expires_at: expiry, held_by_you: false, listed: true, edited: false, ...change };
}

function cachedCart() {
  const queryClient = new QueryClient();
  const key = trpc.cart.get.queryKey();
  queryClient.setQueryData<CartOutput>(key, { items: [line(1), line(2)], subtotal: 0, count: 2 });
  const cart = () => queryClient.getQueryData<CartOutput>(key);
  const invalidated = () => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, cart, invalidated };
}

describe("a piece's live event on the cart", () => {
  it("gives that line the badge of someone else's hold, blocks checkout through is_available, and asks the cart whether it is this buyer's turn", () => {
    const { queryClient, cart, invalidated } = cachedCart();
    applyPieceToCart(queryClient, pieceEvent({}));
    expect(cart()?.items).toMatchObject([
      { is_available: true },
      { is_available: false, reserved_by_you: false, product: { status: 'OnHold', hold_expires_at: expiry, available_to_you: false } },
    ]);
    // No event names a turn in a piece's queue: the server's cart says whether it is this buyer's.
    expect(invalidated()).toBe(true);
  });

  it("says Reserved by You when the hold is this buyer's", () => {
    const { queryClient, cart } = cachedCart();
    applyPieceToCart(queryClient, pieceEvent({ held_by_you: true }));
    expect(cart()?.items[1]).toMatchObject({ is_available: true, reserved_by_you: true });
  });

  it('ignores pieces not in the cart, and asks again when a piece in it changed or left', () => {
    const { queryClient, cart, invalidated } = cachedCart();
    const before = cart();
    applyPieceToCart(queryClient, pieceEvent({ id: 9, edited: true }));
    expect(cart()).toBe(before);
    expect(invalidated()).toBe(false);
    applyPieceToCart(queryClient, pieceEvent({ edited: true }));
    expect(invalidated()).toBe(true);
  });
});

describe('a cart line at a moment', () => {
  it("frees a piece whose hold lapsed, whoever's it was", () => {
    const others = line(2, { status: 'OnHold', hold_expires_at: expiry, available_to_you: false }, { is_available: false, reserved_by_you: false });
    const mine = line(3, { status: 'OnHold', hold_expires_at: expiry, available_to_you: true }, { is_available: true, reserved_by_you: true });
    const before = Date.parse(expiry) - 1;
    expect(withLapsedLine(others, before)).toBe(others);
    for (const held of [others, mine]) {
      expect(withLapsedLine(held, Date.parse(expiry))).toMatchObject({ is_available: true, reserved_by_you: false, product: { status: 'Available' } });
    }
  });
});
