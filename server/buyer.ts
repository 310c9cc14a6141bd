import type { BuyerKind } from '../shared/constants.ts';
import { GuestId } from '../shared/schemas/guest.ts';

/** Who a cart, hold, profile or order belongs to: a signed-in user or a guest (design.md §2). */
export type Buyer = { kind: BuyerKind; id: string };

export function userBuyer(userId: number): Buyer {
  return { kind: 'user', id: String(userId) };
}

/** Who is looking, when knowing is optional (public pages): a user, a well-formed guest id, or nobody. */
export function viewerOf(context: { user: { id: number } | null; guestIdHeader: string | null }): Buyer | null {
  if (context.user) return userBuyer(context.user.id);
  const guestId = GuestId.safeParse(context.guestIdHeader ?? undefined);
  return guestId.success ? { kind: 'guest', id: guestId.data } : null;
}
