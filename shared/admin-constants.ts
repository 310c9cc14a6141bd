/**
 * Values only the admin area and the server read: apart from constants.ts, whose exports ride in every
 * storefront page's first load whenever any chunk uses them (design.md §5).
 */

/** Where a mail stands (the owner's mail timeline): waiting, sent, failed and to be tried again, or given up. */
export const MAIL_STATES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** What an order's audit timeline records (server order-event.entity.ts). */
export const ORDER_EVENT_KINDS = ['status', 'note', 'payment-check', 'payment-fix', 'shipping', 'proof-viewed', 'exported'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const VIEW_TYPES = ['desktop', 'mobile'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** How long a password-reset link works (design.md §1 "Sessions the Lucia way"). */
export const PASSWORD_RESET_MINUTES = 60;

/** How long a link that verifies an account's e-mail works: two days, for a mail that waits in an inbox over a weekend. */
export const EMAIL_VERIFICATION_HOURS = 48;

export const CAROUSEL_MIN_INTERVAL_MS = 1000;

export const CAROUSEL_INTERVAL_STEP_MS = 100;

export const ADMIN_MESSAGE_MS = 5000;

export const DEFAULT_ANNOUNCEMENT_COLORS = { background: '#000000', text: '#FFFFFF' } as const;

/**
 * docs/product/rules.md "Rich text": the only link protocols rich text may carry. The editor refuses other links as they are
 * typed or pasted, and the server's sanitiser drops them on save; one list keeps the two in step.
 */
export const RICH_TEXT_LINK_PROTOCOLS = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/** A piece's visibility (design.md §8 "Visibility"): derived from `drop_at` and the clock, never stored. */
export const VISIBILITIES = ['live', 'draft', 'scheduled'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** What a piece's own record keeps (server product-event.entity.ts, design.md §2 "Manual states"): the owner's acts outside orders. */
export const PRODUCT_EVENT_KINDS = ['marked-sold', 'unmarked-sold', 'reserved', 'reservation-ended', 'visibility', 'queue-cleared'] as const;
export type ProductEventKind = (typeof PRODUCT_EVENT_KINDS)[number];
