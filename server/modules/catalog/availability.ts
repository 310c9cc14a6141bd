import type { BuyerKind, ProductStatus } from '../../../shared/constants.ts';
import type { Buyer } from '../../buyer.ts';

export type HoldColumns = {
  status: 'Available' | 'Pending' | 'Sold';
  holdBuyerKind?: BuyerKind | null;
  holdBuyerId?: string | null;
  holdExpiresAt?: Date | null;
};

/** A hold counts only until its expiry: no timer releases it, the clock does (design.md §2). */
export function hasLiveHold(product: HoldColumns, now: Date): boolean {
  return product.status === 'Available' && !!product.holdExpiresAt && product.holdExpiresAt.getTime() > now.getTime();
}

export function effectiveStatus(product: HoldColumns, now: Date): ProductStatus {
  if (product.status !== 'Available') return product.status;
  return hasLiveHold(product, now) ? 'OnHold' : 'Available';
}

export function isHeldBy(product: HoldColumns, buyer: Buyer | null, now: Date): boolean {
  return (
    buyer !== null &&
    hasLiveHold(product, now) &&
    product.holdBuyerKind === buyer.kind &&
    product.holdBuyerId === buyer.id
  );
}
