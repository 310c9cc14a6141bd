/** Business constants (docs/product/rules.md "Constants and limits"), shared by the storefront, the admin area and the server. */

export const SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'm';

export const PRODUCT_STATUSES = ['Available', 'OnHold', 'Pending', 'Sold'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/**
 * The statuses a piece stores: OnHold never is, it is derived from the hold columns and the clock
 * (design.md §2), so an expired hold needs no timer to release the piece.
 */
export const STORED_PRODUCT_STATUSES = ['Available', 'Pending', 'Sold'] as const;

export const CATEGORIES = ['men', 'women'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * `awaiting_payment_fix`: the owner asked the buyer to fix the payment (a short amount, a proof that
 * does not show it); the pieces stay held for the buyer until the order's `payment_fix_due_at`, and a
 * new proof sets it back to pending (docs/product/pieces-and-orders.md "Order status").
 */
export const ORDER_STATUSES = ['pending', 'awaiting_payment_fix', 'approved', 'shipped', 'delivered', 'cancelled'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order status as people read it: `Pending`, `Awaiting payment fix`… */
export function orderStatusName(status: OrderStatus): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}


export const BUYER_KINDS = ['user', 'guest'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

export const ROLES = ['customer', 'admin'] as const;

export const PASSWORD_MIN_LENGTH = 8;
const GUEST_ID_LENGTH = 21;
/**
 * A guest id: the 21-character nanoid of docs/product/pieces-and-orders.md "Guest id", or the older guest-<timestamp>-<suffix> form that
 * browsers from before may still hold. A plain pattern so the client can check one without zod.
 */
export const GUEST_ID_PATTERN = new RegExp(`^(?:[A-Za-z0-9_-]{${GUEST_ID_LENGTH}}|guest[-_]\\d{10,16}[-_][A-Za-z0-9]{4,32})$`);
export const NEW_ARRIVALS_ON_HOME = 8;
/** A catalogue page's size when the request names none (GET /products, catalog.list). */
export const PRODUCTS_PER_PAGE = 24;

/** The hold of docs/product/rules.md "Hold": also the storefront's fallback when the settings cannot be read. */
export const DEFAULT_HOLD_MINUTES = 30;

export const STOREFRONT_CAROUSEL_INTERVAL_MS = 4000;
export const ANNOUNCEMENT_ROTATION_MS = 5000;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const MOBILE_BREAKPOINT_PX = 768;

/** Browser storage keys (docs/product/rules.md "Identifiers and storage") (the session token lives in an HttpOnly cookie, design.md §1). */
export const STORAGE_KEYS = {
  user: 'user',
  guestId: 'guest_id',
  legacyGuestCart: 'guest_cart',
  /** sessionStorage: checkout's step 1 as typed, kept while the tab lives (never the proof of payment). */
  checkoutDraft: 'checkout_draft',
} as const;

export const GUEST_ID_HEADER = 'X-Guest-ID';

/** The shop's own Instagram account: one name for the pages, the seeded texts and their links. */
export const SHOP_INSTAGRAM = 'ukay.ph';
export const SHOP_INSTAGRAM_URL = `https://instagram.com/${SHOP_INSTAGRAM}`;

/**
 * The most calls one tRPC batch may carry: the server refuses a longer one (400) before it builds a
 * context or runs any call, and the client's batch link splits its own batches at this size, so one
 * request can never cost the server more than this many calls.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
