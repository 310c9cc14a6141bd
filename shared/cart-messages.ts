/**
 * What the cart and its holds say to a shopper and to the owner. Apart from the schemas (no zod), so
 * the storefront's first load can name a refusal without bringing zod along (design.md §5).
 */
export const CART_MESSAGES = {
  sold: 'This product is no longer available as it has been sold.',
  onHold: 'This product is currently on hold by another customer.',
  unavailable: 'Some items in your cart are no longer available. Please remove them before proceeding to checkout.',
  empty: 'Your cart is empty.',
  released: 'Your reservation is released. The pieces are still in your cart.',
} as const;

/** Refusals of a hold for a limit (design.md §8), naming the limit and what to do. */
export const HOLD_LIMIT_MESSAGES = {
  perBuyer: (cap: number) => `You can hold at most ${cap} ${cap === 1 ? 'piece' : 'pieces'} at once. Remove some from your cart to continue.`,
  perAddress: (cap: number) =>
    `Guests on your network can hold at most ${cap} ${cap === 1 ? 'piece' : 'pieces'} at once. Sign in or create an account to hold pieces as yourself, or try again when some of those holds end.`,
} as const;

export const HOLD_ADMIN_MESSAGES = {
  released: 'Hold released. The piece is Available again.',
  notHeld: 'This piece is not on hold.',
} as const;
