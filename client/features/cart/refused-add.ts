import type { QueryClient } from '@tanstack/react-query';
import { CART_MESSAGES } from '../../../shared/cart-messages.ts';
import type { ProductCard } from '../../../shared/schemas/catalog.ts';
import { patchPieceInCatalogue } from '../../lib/catalog-cache.ts';
import { errorMessage, serverErrorOf } from '../../lib/errors.ts';
import { showToast } from '../../components/notifications-host.tsx';

type TakenStatus = Extract<ProductCard['status'], 'Sold' | 'OnHold'>;

/** The server's refusals of an add that say what became of the piece (docs/product/rules.md "Adding to the cart"), and the state they mean. */
const TAKEN_BY_MESSAGE: Record<string, TakenStatus> = {
  [CART_MESSAGES.sold]: 'Sold',
  [CART_MESSAGES.onHold]: 'OnHold',
};

/**
 * What a refused add says the piece now is, or null when the refusal is about something else (a
 * hold limit, a missing piece, no connection): only a 409 that names Sold or On Hold tells the state.
 */
export function takenStatusOf(error: unknown): TakenStatus | null {
  const refusal = serverErrorOf(error);
  return refusal?.status === 409 ? (TAKEN_BY_MESSAGE[refusal.message] ?? null) : null;
}

/**
 * Shows the piece as the server just reported it on every card and page that lists it (overlay and
 * button), at once, without waiting for the catalogue to be asked again.
 */
export function markTakenInCatalogue(queryClient: QueryClient, id: number, status: TakenStatus): void {
  patchPieceInCatalogue(queryClient, id, { status, available_to_you: false });
}

/**
 * An add the server refused: the card said Add to Cart on an old answer, so it shows what the server
 * just said (the catalogue is asked again for the rest), and the toast says why.
 */
export function showRefusedAdd(queryClient: QueryClient, error: unknown, id: number): void {
  const taken = takenStatusOf(error);
  if (taken) markTakenInCatalogue(queryClient, id, taken);
  showToast({ color: 'red', message: errorMessage(error, 'Failed to add product to cart') });
}
