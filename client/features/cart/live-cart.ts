import type { QueryClient } from '@tanstack/react-query';
import type { LivePieceEvent } from '../../../shared/live-events.ts';
import type { CartItemOutput, CartOutput } from '../../../shared/schemas/cart.ts';
import { subscribeLive } from '../../lib/live/live-bus.ts';
import { availabilityOf } from '../../lib/live/piece-availability.ts';
import { trpc } from '../../lib/trpc.ts';

/** A cart line as a piece's live event tells it: the line's availability is the piece's, for this buyer. */
function withPieceEvent(item: CartItemOutput, event: LivePieceEvent): CartItemOutput {
  const availability = availabilityOf(event);
  return {
    ...item,
    product: { ...item.product, ...availability },
    is_available: availability.available_to_you,
    reserved_by_you: event.held_by_you,
  };
}

/**
 * A piece's live event on the cart's lines, badges and checkout button; pieces not in the cart are
 * none of its business. A piece gone or changed (its price is in the subtotal), or held by someone
 * who may be this buyer in their turn, asks the cart again.
 */
export function applyPieceToCart(queryClient: QueryClient, event: LivePieceEvent): void {
  const key = trpc.cart.get.queryKey();
  const cart = queryClient.getQueryData<CartOutput>(key);
  if (!cart?.items.some((item) => item.product.id === event.id)) return;
  queryClient.setQueryData<CartOutput>(key, {
    ...cart,
    items: cart.items.map((item) => (item.product.id === event.id ? withPieceEvent(item, event) : item)),
  });
  // A piece On Hold for "someone" may be this buyer's turn in its queue, which no event names (the
  // stream does not know turns): the cart, which the server answers with the turns, is asked again.
  const maybeMyTurn = event.status === 'OnHold' && !event.held_by_you;
  if (!event.listed || event.edited || maybeMyTurn) void queryClient.invalidateQueries({ queryKey: key });
}

/** Keeps the cached cart's lines in step with the live stream, whichever screen is open. */
export function followLiveCart(queryClient: QueryClient): () => void {
  return subscribeLive('piece', (event) => applyPieceToCart(queryClient, event));
}
