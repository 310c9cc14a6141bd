import type { BuyerKind } from '../shared/constants.ts';

/** Who a cart, hold, profile or order belongs to: a signed-in user or a guest (design.md §2). */
export type Buyer = { kind: BuyerKind; id: string };

export function userBuyer(userId: number): Buyer {
  return { kind: 'user', id: String(userId) };
}
