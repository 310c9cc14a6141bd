import type { CartOutput } from '../../../shared/schemas/cart.ts';
import { readCheckoutDraft } from './checkout-draft.ts';

/**
 * Until when (server epoch ms) checkout's hold on the whole cart still runs at `now`, or null: every
 * line Reserved by You, as checkout step 2 leaves them (a buyer who closed checkout keeping their
 * reservation); the earliest end counts.
 */
export function runningReservation(cart: CartOutput | undefined, now: number): number | null {
  const items = cart?.items ?? [];
  if (items.length === 0 || !items.every((item) => item.reserved_by_you && item.product.hold_expires_at)) return null;
  const end = Math.min(...items.map((item) => Date.parse(item.product.hold_expires_at ?? '')));
  return end > now ? end : null;
}

/** A guest who chose "Continue as Guest" in this tab: the first step kept their draft, as theirs. */
export function guestChoseHere(storage: Storage): boolean {
  return readCheckoutDraft(storage, 'guest') !== null;
}
