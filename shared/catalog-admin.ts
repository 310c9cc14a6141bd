/**
 * The owner's words for a piece's state in the catalogue (issue 22), which only admin screens and the
 * server read: apart from constants.ts, whose exports ride in every storefront page's first load
 * whenever any chunk uses them (design.md §5).
 */

/** A piece's visibility (issue 22): derived from `drop_at` and the clock, never stored. */
export const VISIBILITIES = ['live', 'draft', 'scheduled'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** What a piece's own record keeps (server product-event.entity.ts, issue 22): the owner's acts outside orders. */
export const PRODUCT_EVENT_KINDS = ['marked-sold', 'unmarked-sold', 'reserved', 'reservation-ended', 'visibility', 'queue-cleared'] as const;
export type ProductEventKind = (typeof PRODUCT_EVENT_KINDS)[number];
